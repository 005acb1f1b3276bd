"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorClass, successClass } from "@/components/ui/styles";
import { adminDocumentPaths } from "@/lib/paths";
import type { DocumentAudience } from "@/lib/validation/documents";
import type { FormState } from "@/lib/validation/form-state";
import { SharingFields, type CompanyChoice } from "./sharing-fields";
import { useDocumentForm } from "./use-document-form";

/** Changes whom a document is shared with (posted to its route handler, with or without JavaScript). */
export function SharingForm({
  documentId,
  companies,
  sharedWith,
  companyIds,
  initial,
}: {
  documentId: string;
  companies: CompanyChoice[];
  sharedWith: DocumentAudience;
  companyIds: readonly string[];
  initial: FormState<string, { message: string }>;
}) {
  const t = useTranslations("AdminDocuments.sharing");
  const failed = useTranslations("AdminResults")("failed");
  const formId = useId();
  const { state, pending, onSubmit } = useDocumentForm(initial);
  return (
    <form
      action={adminDocumentPaths.sharing(documentId)}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="max-w-2xl space-y-4"
    >
      <SharingFields
        formId={formId}
        companies={companies}
        sharedWith={sharedWith}
        companyIds={companyIds}
        error={state.status === "invalid" ? state.fieldErrors.companyIds : undefined}
      />
      <SubmitButton label={t("submit")} pendingLabel={t("submit")} pending={pending} />
      <div aria-live="polite">
        {state.status === "success" && state.data && <p className={successClass}>{state.data.message}</p>}
        {state.status === "error" && (
          <p role="alert" className={errorClass}>
            {state.message ?? failed}
          </p>
        )}
      </div>
    </form>
  );
}
