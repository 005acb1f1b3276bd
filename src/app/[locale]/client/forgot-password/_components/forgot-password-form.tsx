"use client";

import { useTranslations } from "next-intl";
import { ForgotPasswordForm as SharedForgotPasswordForm } from "@/components/auth/password-forms";
import { requestPasswordResetAction } from "@/server/auth/actions";

/** Asks for the account's e-mail and answers the same whether or not an account has it. */
export function ForgotPasswordForm() {
  const t = useTranslations("ForgotPassword");
  return (
    <SharedForgotPasswordForm
      formId="reset"
      action={requestPasswordResetAction}
      autoComplete="email"
      labels={{ email: t("email"), submit: t("submit"), submitting: t("submitting"), unexpected: t("unexpected") }}
      sent={(data) => t(data.mailed ? "sent" : "sentUnsent", { email: data.sentTo })}
    />
  );
}
