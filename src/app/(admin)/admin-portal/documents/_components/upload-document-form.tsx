"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SelectField, TextField } from "@/components/ui/fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorClass, inputClass, successClass } from "@/components/ui/styles";
import { documentAccept, documentKinds, documentLanguages, documentLimits, withinDocumentLimit } from "@/lib/documents";
import { adminDocumentPaths } from "@/lib/paths";
import type { DocumentAudience } from "@/lib/validation/documents";
import type { FormState } from "@/lib/validation/form-state";
import { SharingFields, type CompanyChoice } from "./sharing-fields";
import { useDocumentForm } from "./use-document-form";

type UploadState = FormState<string, { message: string; documentId: string }>;

/**
 * Shares one file with client companies. A multipart form posted to /api/admin/documents (25 MB:
 * more than a Server Action may carry), so it works without JavaScript; with it, a file over the
 * limit is refused before it is sent, and the other fields keep what was typed after any error.
 */
export function UploadDocumentForm({
  companies,
  initial,
  companyIds,
}: {
  companies: CompanyChoice[];
  /** Idle, or the state a post without JavaScript came back with. */
  initial: UploadState;
  companyIds: readonly string[];
}) {
  const t = useTranslations("AdminDocuments");
  const terms = useTranslations("DocumentTerms");
  const failed = useTranslations("AdminResults")("failed");
  const formId = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const { state, pending, onSubmit } = useDocumentForm(initial, {
    beforeSend: () => !tooLarge,
    onSuccess: (form) => form.reset(),
  });
  const values = state.status === "invalid" || state.status === "error" ? state.values : {};
  const errors: Partial<Record<string, string>> = state.status === "invalid" ? state.fieldErrors : {};
  const fileError = tooLarge ? t("errors.tooLarge") : errors.file;
  const sharedWith: DocumentAudience = values.sharedWith === "all" ? "all" : "chosen";
  return (
    <form
      action={adminDocumentPaths.upload}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      className="max-w-2xl space-y-5"
    >
      <TextField
        formId={formId}
        name="file"
        label={t("upload.file")}
        type="file"
        accept={documentAccept}
        required
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setTooLarge(Boolean(file && file.size > 0 && !withinDocumentLimit(file.size)));
        }}
        hint={t("upload.fileHint")}
        error={fileError}
        announceError
      />
      <TextField
        formId={formId}
        name="title"
        label={t("upload.title")}
        error={errors.title}
        defaultValue={values.title ?? ""}
        maxLength={documentLimits.titleLength}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          formId={formId}
          name="kind"
          label={t("upload.kind")}
          error={errors.kind}
          defaultValue={values.kind ?? ""}
          placeholder={t("upload.chooseKind")}
          options={documentKinds.map((kind) => ({ value: kind, label: terms(`kinds.${kind}`) }))}
          required
        />
        <SelectField
          formId={formId}
          name="language"
          label={t("upload.language")}
          error={errors.language}
          defaultValue={values.language ?? ""}
          placeholder={t("upload.chooseLanguage")}
          options={documentLanguages.map((language) => ({ value: language, label: terms(`languages.${language}`) }))}
          required
        />
      </div>
      <TextField
        formId={formId}
        name="validUntil"
        label={t("upload.validUntil")}
        type="date"
        defaultValue={values.validUntil ?? ""}
        hint={t("upload.validUntilHint")}
        error={errors.validUntil}
        controlClassName={`${inputClass} sm:max-w-xs`}
      />
      <SharingFields
        // Drawn anew after a success, as form.reset() puts its radio back to "chosen companies".
        key={state.status === "success" ? state.submittedAt : "sharing"}
        formId={formId}
        companies={companies}
        sharedWith={sharedWith}
        companyIds={companyIds}
        error={errors.companyIds}
      />
      <SubmitButton label={t("upload.submit")} pendingLabel={t("upload.pending")} pending={pending} />
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
