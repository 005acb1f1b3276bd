"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { TextAreaField, TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { accentButtonClass } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFormFeedback } from "@/components/ui/use-form-feedback";
import type { ManagerMessageField } from "@/lib/validation/account-manager";
import { managerMessageLimits } from "@/lib/validation/form-rules";
import { idleFormState, type FormState } from "@/lib/validation/form-state";
import { sendManagerMessageAction } from "@/server/portal/actions";

const formId = "manager-message";
const loadSchema = () => import("@/lib/validation/account-manager").then((module) => module.managerMessageSchema);

/**
 * The message to the account manager: subject and text, checked in the browser and again on the
 * server; after an error every word typed is still there, after success the confirmation names
 * who received it and the form is empty for another. Works without JavaScript.
 */
export function ManagerMessageForm() {
  const t = useTranslations("AccountManager");
  const [state, formAction, pending] = useActionState<FormState<ManagerMessageField, { message: string }>, FormData>(
    sendManagerMessageAction,
    idleFormState,
  );
  const { fieldErrors, values, showError, errorMessage, formProps } = useFormFeedback(loadSchema, state);
  const sent = state.status === "success" ? state.data?.message : undefined;
  return (
    <form
      action={formAction}
      {...formProps}
      // A new, empty form after each message sent.
      key={state.status === "success" ? state.submittedAt : formId}
      aria-labelledby={`${formId}-title`}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10 sm:p-8"
    >
      <h2 id={`${formId}-title`} className="text-xl font-semibold text-olive-deep">
        {t("formTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("requiredNote")}</p>
      <div aria-live="polite" className="mt-5 empty:hidden">
        {sent && <FormAlert tone="success">{sent}</FormAlert>}
        {showError && <FormAlert>{errorMessage ?? t("error")}</FormAlert>}
      </div>
      <fieldset disabled={pending} className="mt-5 grid gap-5">
        <TextField
          formId={formId}
          name="subject"
          label={t("subject")}
          required
          maxLength={managerMessageLimits.subject}
          defaultValue={values.subject}
          error={fieldErrors.subject}
        />
        <TextAreaField
          formId={formId}
          name="message"
          label={t("message")}
          rows={8}
          required
          maxLength={managerMessageLimits.message}
          defaultValue={values.message}
          error={fieldErrors.message}
        />
      </fieldset>
      <div className="mt-6">
        <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("submitting")} className={accentButtonClass} />
      </div>
    </form>
  );
}
