"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { labelClass } from "@/components/ui/styles";
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
  const errorId = `${formId}-companyIds-error`;
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{t("legend")}</legend>
      <div className="space-y-2">
        {(["chosen", "all"] as const).map((value) => (
          <div key={value} className="flex items-start gap-2">
            <input
              id={`${formId}-sharedWith-${value}`}
              type="radio"
              name="sharedWith"
              value={value}
              defaultChecked={sharedWith === value}
              onChange={() => setAudience(value)}
              className="mt-1 size-4 accent-olive-deep"
            />
            <label htmlFor={`${formId}-sharedWith-${value}`} className="text-sm">
              <span className="font-semibold text-olive-deep">{t(value)}</span>
              {value === "all" && <span className="block text-muted">{t("allHint")}</span>}
            </label>
          </div>
        ))}
      </div>
      <fieldset
        disabled={audience === "all"}
        aria-describedby={error ? errorId : undefined}
        className="rounded-xl p-3 ring-1 ring-olive-deep/15 disabled:opacity-60"
      >
        <legend className="px-1 text-sm font-semibold text-olive-deep">{t("companies")}</legend>
        {companies.length === 0 ? (
          <p className="text-sm text-muted">{t("noCompanies")}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {companies.map((company) => (
              <li key={company.id} className="flex items-center gap-2">
                <input
                  id={`${formId}-company-${company.id}`}
                  type="checkbox"
                  name="companyIds"
                  value={company.id}
                  defaultChecked={companyIds.includes(company.id)}
                  aria-invalid={error ? true : undefined}
                  className="size-4 accent-olive-deep"
                />
                <label htmlFor={`${formId}-company-${company.id}`} className="text-sm">
                  {company.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {error && (
        <p id={errorId} className="text-sm font-medium text-terracotta-deep">
          {error}
        </p>
      )}
    </fieldset>
  );
}
