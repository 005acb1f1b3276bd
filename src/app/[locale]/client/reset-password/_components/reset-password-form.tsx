"use client";

import { useTranslations } from "next-intl";
import { NewPasswordForm } from "@/components/auth/password-forms";
import { usePasswordFormLabels } from "@/components/auth/sign-in-form";
import { FormAlert } from "@/components/ui/form-alert";
import { primaryButtonClass, successClass, textLinkClass } from "@/components/ui/styles";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { resetPasswordAction } from "@/server/auth/actions";

/** The new password, twice, for the account whose e-mailed link (reset or invitation) carried `token`. */
export function ResetPasswordForm({ token, invitation = false }: { token: string; invitation?: boolean }) {
  const t = useTranslations("ResetPassword");
  const shared = usePasswordFormLabels("ResetPassword");
  return (
    <NewPasswordForm
      token={token}
      action={resetPasswordAction}
      formId="reset"
      labels={{
        ...shared,
        password: t("password"),
        confirmPassword: t("confirmPassword"),
        submit: t("submit"),
        submitting: t("submitting"),
      }}
      done={
        <div className="space-y-5">
          <p role="status" className={successClass}>
            {t(invitation ? "invitationDone" : "done")}
          </p>
          <Link href={paths.clientLogin} className={`${primaryButtonClass} w-full`}>
            {t("signIn")}
          </Link>
        </div>
      }
      invalidLink={<InvalidLink message={t("invalidToken")} action={t("requestNew")} />}
    />
  );
}

export function InvalidLink({ message, action }: { message: string; action: string }) {
  return (
    <div className="space-y-5">
      <FormAlert>{message}</FormAlert>
      <Link href={paths.clientForgotPassword} className={textLinkClass}>
        {action}
      </Link>
    </div>
  );
}
