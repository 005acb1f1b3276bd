"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { CheckField, ChoiceGroup, TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleFormState } from "@/lib/validation/form-state";
import type { importPriceListAction } from "@/server/prices/actions";

export interface CompanyChoice {
  id: string;
  name: string;
}

/**
 * A price list's file and, for a new list, its name, audience and validity; for `listId`, a new
 * version of that list. Refused lines are listed beside the file, everything typed stays.
 */
export function ImportPriceListForm({
  action,
  companies,
  tiers,
  list,
}: {
  action: typeof importPriceListAction;
  companies: CompanyChoice[];
  tiers: string[];
  /** A new version of this list: its values are the form's defaults. */
  list?: { id: string; name: string; tier: string | null; companyIds: string[]; validFrom: string; validUntil: string | null };
}) {
  const t = useTranslations("AdminPriceLists");
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const values = state.status === "invalid" || state.status === "error" ? state.values : {};
  const errors = state.status === "invalid" ? state.fieldErrors : {};
  const formId = list ? `price-list-${list.id}` : "price-list";
  const audience = values.audience ?? (list?.tier ? "tier" : "companies");
  const ticked = new Set(values.companies !== undefined ? values.companies.split(",") : (list?.companyIds ?? []));
  const audienceChoice = (value: "companies" | "tier") => (
    <CheckField
      formId={formId}
      name="audience"
      type="radio"
      value={value}
      label={t(value === "companies" ? "audienceCompanies" : "audienceTier")}
      defaultChecked={audience === value}
    />
  );
  return (
    <form action={formAction} className="grid gap-5" noValidate data-price-list-form={list?.id ?? "new"}>
      {list && <input type="hidden" name="listId" value={list.id} />}
      <TextField
        formId={formId}
        name="file"
        type="file"
        label={t("file")}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        error={errors.file}
        className="[&_p]:whitespace-pre-line"
      />
      <TextField
        formId={formId}
        name="name"
        label={t("name")}
        defaultValue={values.name ?? list?.name}
        error={errors.name}
        maxLength={120}
      />
      <ChoiceGroup formId={formId} name="audience" legend={t("audience")} className="grid gap-3">
        {audienceChoice("companies")}
        <ChoiceGroup
          formId={formId}
          name="companies"
          legend={t("companies")}
          legendHidden
          error={errors.companies}
          className="ml-6 grid gap-1"
        >
          {companies.length === 0 ? (
            <p className="text-sm text-muted">{t("noCompanies")}</p>
          ) : (
            <div className="grid gap-1 sm:grid-cols-2">
              {companies.map((company) => (
                <CheckField
                  key={company.id}
                  formId={formId}
                  name="companies"
                  type="checkbox"
                  value={company.id}
                  label={company.name}
                  defaultChecked={ticked.has(company.id)}
                />
              ))}
            </div>
          )}
        </ChoiceGroup>
        {audienceChoice("tier")}
        <TextField
          formId={formId}
          name="tier"
          label={t("tier")}
          list={`${formId}-tiers`}
          defaultValue={values.tier ?? list?.tier ?? ""}
          error={errors.tier}
          maxLength={120}
          className="ml-6 max-w-sm"
        />
        <datalist id={`${formId}-tiers`}>
          {tiers.map((tier) => (
            <option key={tier} value={tier} />
          ))}
        </datalist>
      </ChoiceGroup>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          formId={formId}
          name="validFrom"
          type="date"
          label={t("validFrom")}
          defaultValue={values.validFrom ?? list?.validFrom}
          error={errors.validFrom}
        />
        <TextField
          formId={formId}
          name="validUntil"
          type="date"
          label={t("validUntil")}
          defaultValue={values.validUntil ?? list?.validUntil ?? ""}
          error={errors.validUntil}
        />
      </div>
      <div aria-live="polite">
        {state.status === "error" && <FormAlert>{state.message ?? t("failed")}</FormAlert>}
        {state.status === "success" && state.data && <FormAlert tone="success">{state.data.message}</FormAlert>}
      </div>
      <div>
        <SubmitButton label={t("submit")} pendingLabel={t("submitting")} pending={pending} />
      </div>
    </form>
  );
}
