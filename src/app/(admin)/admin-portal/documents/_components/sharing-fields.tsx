"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { CheckField, ChoiceGroup } from "@/components/ui/fields";
import type { DocumentAudience } from "@/lib/validation/documents";

export interface CompanyChoice {
  id: string;
  name: string;
}

/**
 * Who sees a document: every client company, or the companies ticked. The company boxes stay in
 * the form either way (without JavaScript too); with "every company" chosen they are disabled.
 */
export function SharingFields({
  formId,
  companies,
  sharedWith,
  companyIds,
  error,
}: {
  formId: string;
  companies: CompanyChoice[];
  sharedWith: DocumentAudience;
  companyIds: readonly string[];
  error?: string;
}) {
  const t = useTranslations("AdminDocuments.sharing");
  const [audience, setAudience] = useState<DocumentAudience>(sharedWith);
  return (
    <ChoiceGroup formId={formId} name="sharedWith" legend={t("legend")} className="space-y-3">
      <div className="space-y-2">
        {(["chosen", "all"] as const).map((value) => (
          <CheckField
            key={value}
            formId={formId}
            name="sharedWith"
            type="radio"
            value={value}
            label={t(value)}
            hint={value === "all" ? t("allHint") : undefined}
            defaultChecked={sharedWith === value}
            onChange={() => setAudience(value)}
          />
        ))}
      </div>
      <ChoiceGroup
        formId={formId}
        name="companyIds"
        legend={t("companies")}
        error={error}
        disabled={audience === "all"}
        className="space-y-2 rounded-xl p-3 ring-1 ring-olive-deep/15 disabled:opacity-60"
      >
        {companies.length === 0 ? (
          <p className="text-sm text-muted">{t("noCompanies")}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {companies.map((company) => (
              <li key={company.id}>
                <CheckField
                  formId={formId}
                  name="companyIds"
                  type="checkbox"
                  value={company.id}
                  label={company.name}
                  defaultChecked={companyIds.includes(company.id)}
                  aria-invalid={error ? true : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </ChoiceGroup>
    </ChoiceGroup>
  );
}
