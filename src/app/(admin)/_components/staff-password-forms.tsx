"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ForgotPasswordForm, NewPasswordForm } from "@/components/auth/password-forms";
import { usePasswordFormLabels } from "@/components/auth/sign-in-form";
import { FormAlert } from "@/components/ui/form-alert";
import { primaryButtonClass, successClass, textLinkClass } from "@/components/ui/styles";
import { adminPaths } from "@/lib/paths";
import { requestStaffPasswordResetAction, resetStaffPasswordAction } from "@/server/auth/actions";

/** The frame of the staff sign-in's password pages, as the sign-in form draws its own. */
export function StaffPasswordPanel({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-sm px-4 py-20 sm:py-28">
      <KeyRound aria-hidden className="size-10 text-terracotta-deep" strokeWidth={1.5} />
      <h1 className="mt-4 text-3xl font-semibold text-olive-deep">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      <div className="mt-8 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10">{children}</div>
    </div>
  );
}

/** Asks for a staff address; the same answer whether or not a staff account has it. */
export function StaffForgotPasswordForm() {
  const t = useTranslations("AdminGate");
  return (
    <ForgotPasswordForm
      formId="staff-reset"
      action={requestStaffPasswordResetAction}
      autoComplete="username"
      labels={{ email: t("email"), submit: t("resetSend"), submitting: t("resetSending"), unexpected: t("unexpected") }}
      sent={(data) => t(data.mailed ? "resetSent" : "resetSentUnsent", { email: data.sentTo })}
    />
  );
}

/** The new password, twice, for the staff account whose e-mailed link carried `token`. */
export function StaffResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("AdminGate");
  const shared = usePasswordFormLabels("AdminGate");
  return (
    <NewPasswordForm
      token={token}
      action={resetStaffPasswordAction}
      formId="staff-reset"
      labels={{
        ...shared,
        password: t("newPassword"),
        confirmPassword: t("confirmPassword"),
        submit: t("resetSave"),
        submitting: t("resetSaving"),
      }}
      done={
        <>
          <p role="status" className={successClass}>
            {t("resetDone")}
          </p>
          <a href={adminPaths.login} className={`${primaryButtonClass} w-full`}>
            {t("submit")}
          </a>
        </>
      }
      invalidLink={<StaffInvalidLink />}
    />
  );
}

export function StaffInvalidLink() {
  const t = useTranslations("AdminGate");
  return (
    <>
      <FormAlert>{t("resetInvalidToken")}</FormAlert>
      <a href={adminPaths.forgotPassword} className={textLinkClass}>
        {t("resetRequestNew")}
      </a>
    </>
  );
}
