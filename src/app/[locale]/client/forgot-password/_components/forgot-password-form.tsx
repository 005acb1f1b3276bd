"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { inputClass, labelClass, primaryButtonClass, successClass } from "@/components/ui/styles";
import { errorMessage, idleFormState } from "@/lib/validation/form-state";
import { requestPasswordResetAction } from "@/server/auth/actions";

/** Asks for the account's e-mail and answers the same whether or not an account has it. */
export function ForgotPasswordForm() {
  const t = useTranslations("ForgotPassword");
  const [state, formAction, pending] = useActionState(requestPasswordResetAction, idleFormState);
  const error = errorMessage(state, t("unexpected"));
  if (state.status === "success" && state.data) {
    return (
      <p role="status" className={successClass}>
        {t(state.data.mailed ? "sent" : "sentUnsent", { email: state.data.sentTo })}
      </p>
    );
  }
  return (
    <form action={formAction} className="space-y-5">
      <div>
        <label htmlFor="reset-email" className={labelClass}>
          {t("email")}
        </label>
        <input id="reset-email" name="email" type="email" required autoComplete="email" className={inputClass} />
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <SubmitButton
        pending={pending}
        label={t("submit")}
        pendingLabel={t("submitting")}
        className={`${primaryButtonClass} w-full`}
      />
    </form>
  );
}
