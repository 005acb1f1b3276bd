"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { inputClass, labelClass, primaryButtonClass, successClass } from "@/components/ui/styles";
import { requestPasswordResetAction, type ResetRequestState } from "@/server/auth/actions";

/** Asks for the account's e-mail and answers the same whether or not an account has it. */
export function ForgotPasswordForm() {
  const t = useTranslations("ForgotPassword");
  const locale = useLocale();
  const [state, formAction, pending] = useActionState<ResetRequestState, FormData>(requestPasswordResetAction, {});
  if (state.sentTo) {
    return (
      <p role="status" className={successClass}>
        {t("sent", { email: state.sentTo })}
      </p>
    );
  }
  return (
    <form action={formAction} className="space-y-5">
      <input type="hidden" name="locale" value={locale} />
      <div>
        <label htmlFor="reset-email" className={labelClass}>
          {t("email")}
        </label>
        <input id="reset-email" name="email" type="email" required autoComplete="email" className={inputClass} />
      </div>
      {state.error && (
        <FormAlert>{state.error}</FormAlert>
      )}
      <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("submitting")} className={`${primaryButtonClass} w-full`} />
    </form>
  );
}
