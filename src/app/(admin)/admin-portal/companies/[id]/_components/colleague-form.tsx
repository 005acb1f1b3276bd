"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { bindFields, SelectField, TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { primaryButtonClass } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFormFeedback } from "@/components/ui/use-form-feedback";
import { locales, type Locale } from "@/i18n/locales";
import type { ColleagueField } from "@/lib/validation/account-manager";
import { fieldLimits, staffLimits } from "@/lib/validation/form-rules";
import { idleFormState } from "@/lib/validation/form-state";
import { addColleagueAction } from "@/server/leads/company-actions";

const formId = "colleague";
const loadSchema = () => import("@/lib/validation/account-manager").then((module) => module.colleagueSchema);

/**
 * "Add a colleague": a client account in this company, invited by e-mail in the language chosen
 * (the staff member's by default). An e-mail already in use is refused beside its field.
 */
export function ColleagueForm({ companyId, defaultLanguage }: { companyId: string; defaultLanguage: Locale }) {
  const t = useTranslations("AdminCompanies");
  const [state, formAction, pending] = useActionState(addColleagueAction, idleFormState);
  const { fieldErrors, values, showError, errorMessage, formProps } = useFormFeedback(loadSchema, state);
  const field = bindFields(formId, (name: ColleagueField) => t(`colleagueFields.${name}`), { values, fieldErrors });
  const added = state.status === "success" ? state.data?.message : undefined;
  return (
    <form
      action={formAction}
      {...formProps}
      // A new, empty form after each colleague added.
      key={state.status === "success" ? state.submittedAt : formId}
      aria-labelledby={`${formId}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10"
      data-form="colleague"
    >
      <h2 id={`${formId}-title`} className="text-lg font-semibold text-olive-deep">
        {t("colleagueTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("colleagueIntro")}</p>
      <input type="hidden" name="companyId" value={companyId} />
      <fieldset disabled={pending} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField {...field("firstName")} autoComplete="off" required maxLength={staffLimits.name} />
        <TextField {...field("lastName")} autoComplete="off" required maxLength={staffLimits.name} />
        <TextField {...field("email")} type="email" autoComplete="off" required maxLength={fieldLimits.email} />
        <SelectField
          {...field("language")}
          required
          options={locales.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          defaultValue={values.language ?? defaultLanguage}
        />
      </fieldset>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {showError && <FormAlert>{errorMessage ?? t("failed")}</FormAlert>}
        {added && <FormAlert tone="success">{added}</FormAlert>}
      </div>
      <div className="mt-4">
        <SubmitButton pending={pending} label={t("colleagueSubmit")} pendingLabel={t("saving")} className={primaryButtonClass} />
      </div>
    </form>
  );
}
