"use client";

import { useTranslations } from "next-intl";
import { useActionState, type ComponentProps, type ReactNode } from "react";
import { SelectField, TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { primaryButtonClass } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFormFeedback } from "@/components/ui/use-form-feedback";
import type { CompanySettingsField } from "@/lib/validation/company-settings";
import { companySettingsLimits, fieldLimits, provinceCodes, provinces } from "@/lib/validation/form-rules";
import { idleFormState } from "@/lib/validation/form-state";
import { saveCompanySettingsAction } from "@/server/settings/actions";

const formId = "settings";
const loadSchema = () => import("@/lib/validation/company-settings").then((module) => module.companySettingsFormSchema);

type FieldProps = { name: CompanySettingsField; hint?: boolean; className?: string } & Omit<
  ComponentProps<"input">,
  "name" | "id" | "defaultValue"
>;

/**
 * The company's facts, in one form. Errors show beside their fields (checked in the browser, and
 * again by the server); after any refusal the form keeps what was typed. `revision` is what the
 * page was read at: the server refuses a save made from an older one.
 */
export function SettingsForm({ values: stored, revision }: { values: Record<CompanySettingsField, string>; revision: number }) {
  const t = useTranslations("AdminSettings");
  const [state, formAction, pending] = useActionState(saveCompanySettingsAction, idleFormState);
  const { fieldErrors, values, showError, errorMessage, formProps } = useFormFeedback(loadSchema, state);
  const saved = state.status === "success" ? state.data?.message : undefined;

  // A function, not a component: a component made during render would remount its input each time.
  const field = ({ name, hint, className, ...input }: FieldProps) => (
    <div key={name} className={className}>
      <TextField
        formId={formId}
        name={name}
        label={t(`fields.${name}`)}
        defaultValue={values[name] ?? stored[name]}
        error={fieldErrors[name]}
        {...input}
      />
      {hint && <p className="mt-1.5 text-sm text-muted">{t(`hints.${name}` as Parameters<typeof t>[0])}</p>}
    </div>
  );

  const section = (id: string, children: ReactNode) => (
    <fieldset className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-lg font-semibold text-olive-deep sm:col-span-2">
        {t(`sections.${id}` as Parameters<typeof t>[0])}
      </legend>
      {children}
    </fieldset>
  );

  return (
    // A new revision (saved here or by someone else) fills the fields anew; typed values win after a refusal.
    <form key={revision} action={formAction} {...formProps} className="space-y-6" data-form="settings">
      <input type="hidden" name="revision" value={revision} />
      <fieldset disabled={pending} className="space-y-6">
        {section(
          "company",
          <>
            {field({ name: "legalName", required: true, maxLength: companySettingsLimits.name, autoComplete: "organization" })}
            {field({ name: "foundingYear", required: true, inputMode: "numeric", maxLength: 4 })}
          </>,
        )}
        {section(
          "address",
          <>
            {field({ name: "civicNumber", required: true, maxLength: companySettingsLimits.civicNumber })}
            {field({ name: "suite", maxLength: companySettingsLimits.civicNumber })}
            {field({ name: "streetEn", required: true, maxLength: companySettingsLimits.street })}
            {field({ name: "streetFr", required: true, maxLength: companySettingsLimits.street, hint: true })}
            {field({ name: "city", required: true, maxLength: companySettingsLimits.city })}
            <SelectField
              formId={formId}
              name="province"
              label={t("fields.province")}
              placeholder={t("provincePlaceholder")}
              required
              options={provinceCodes.map((code) => ({ value: code, label: provinces[code].en }))}
              defaultValue={values.province ?? stored.province}
              error={fieldErrors.province}
            />
            {field({ name: "postalCode", required: true, maxLength: 10, hint: true, autoCapitalize: "characters" })}
          </>,
        )}
        {section(
          "contact",
          <>
            {field({
              name: "phone",
              type: "tel",
              required: true,
              maxLength: fieldLimits.phone,
              hint: true,
              className: "sm:col-span-2",
            })}
            {field({ name: "emailInfo", type: "email", required: true, maxLength: fieldLimits.email })}
            {field({ name: "emailPartnerships", type: "email", required: true, maxLength: fieldLimits.email })}
            {field({ name: "emailSolutions", type: "email", required: true, maxLength: fieldLimits.email })}
            {field({ name: "emailPrivacy", type: "email", required: true, maxLength: fieldLimits.email })}
          </>,
        )}
        {section(
          "social",
          <>
            {field({ name: "linkedin", type: "url", maxLength: fieldLimits.url, hint: true, className: "sm:col-span-2" })}
            {field({ name: "instagram", type: "url", maxLength: fieldLimits.url })}
            {field({ name: "facebook", type: "url", maxLength: fieldLimits.url })}
          </>,
        )}
      </fieldset>
      <div aria-live="polite" className="empty:hidden">
        {state.status === "invalid" && <FormAlert>{t("invalid")}</FormAlert>}
        {showError && <FormAlert>{errorMessage ?? t("failed")}</FormAlert>}
        {saved && <FormAlert tone="success">{saved}</FormAlert>}
      </div>
      <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("submitting")} className={primaryButtonClass} />
    </form>
  );
}
