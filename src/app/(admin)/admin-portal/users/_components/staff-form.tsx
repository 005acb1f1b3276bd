"use client";

import { useLocale, useTranslations } from "next-intl";
import { locales } from "@/i18n/locales";
import { useActionState } from "react";
import { bindFields, SelectField, TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordInput } from "@/components/ui/password-input";
import { primaryButtonClass } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFormFeedback } from "@/components/ui/use-form-feedback";
import { staffRoles } from "@/lib/permissions";
import { fieldLimits, staffLimits } from "@/lib/validation/form-rules";
import type { StaffAccountInput } from "@/lib/validation/staff";
import { idleFormState } from "@/lib/validation/form-state";
import { createStaffAccountAction } from "@/server/auth/account-actions";

const formId = "staff";
const loadStaffSchema = () => import("@/lib/validation/staff").then((module) => module.staffAccountSchema);

/**
 * "Add a staff member": an administrator or an editor, with a temporary password the
 * administrator hands over. Field errors show beside their fields, with or without JavaScript.
 * `passwordHint` is made on the server: the rule's module would bring zod into the page's bundle.
 */
export function StaffForm({ passwordHint }: { passwordHint: string }) {
  const t = useTranslations("AdminLeads");
  // The new account's language: the inviter's by default.
  const inviterLanguage = useLocale();
  const [state, formAction, pending] = useActionState(createStaffAccountAction, idleFormState);
  const { fieldErrors, values, showError, errorMessage, formProps } = useFormFeedback(loadStaffSchema, state);
  const field = bindFields(formId, (name: keyof StaffAccountInput) => t(`staffFields.${name}`), { values, fieldErrors });
  const created = state.status === "success" ? state.data?.message : undefined;
  return (
    <form
      action={formAction}
      {...formProps}
      // A new, empty form after each account made.
      key={state.status === "success" ? state.submittedAt : "staff"}
      aria-labelledby={`${formId}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10"
      data-form="staff"
    >
      <h2 id={`${formId}-title`} className="text-xl font-semibold text-olive-deep">
        {t("staffTitle")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t("staffIntro")}</p>
      <fieldset disabled={pending} className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField {...field("email")} type="email" autoComplete="off" required maxLength={fieldLimits.email} />
        <SelectField
          {...field("role")}
          placeholder={t("staffRolePlaceholder")}
          required
          options={staffRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          defaultValue={values.role ?? ""}
        />
        <SelectField
          {...field("language")}
          required
          options={locales.map((language) => ({ value: language, label: t(`staffLanguages.${language}`) }))}
          defaultValue={values.language ?? inviterLanguage}
        />
        <TextField {...field("firstName")} autoComplete="off" required maxLength={staffLimits.name} />
        <TextField {...field("lastName")} autoComplete="off" required maxLength={staffLimits.name} />
        <TextField {...field("phone")} type="tel" autoComplete="off" maxLength={fieldLimits.phone} />
        <div className="sm:col-span-2">
          <PasswordInput
            formId={formId}
            name="password"
            required
            autoComplete="new-password"
            label={t("staffFields.password")}
            showLabel={t("showPassword")}
            hideLabel={t("hidePassword")}
            error={fieldErrors.password}
            hint={passwordHint}
          />
        </div>
      </fieldset>
      <div aria-live="polite" className="mt-5 empty:hidden">
        {showError && <FormAlert>{errorMessage ?? t("staffFailed")}</FormAlert>}
        {created && <FormAlert tone="success">{created}</FormAlert>}
      </div>
      <div className="mt-5">
        <SubmitButton
          pending={pending}
          label={t("staffSubmit")}
          pendingLabel={t("staffSubmitting")}
          className={primaryButtonClass}
        />
      </div>
    </form>
  );
}
