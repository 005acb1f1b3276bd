"use client";

import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { PasswordInput } from "@/components/ui/password-input";
import { primaryButtonClass, successClass } from "@/components/ui/styles";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { errorMessage, idleFormState } from "@/lib/validation/form-state";
import { resetPasswordAction } from "@/server/auth/actions";

const linkClass = "font-medium text-olive-deep underline decoration-olive/40 underline-offset-4 hover:decoration-olive";

/** The new password, twice, for the account whose e-mailed link (reset or invitation) carried `token`. */
export function ResetPasswordForm({ token, invitation = false }: { token: string; invitation?: boolean }) {
  const t = useTranslations("ResetPassword");
  const [state, formAction, pending] = useActionState(resetPasswordAction, idleFormState);
  const fieldErrors = state.status === "invalid" ? state.fieldErrors : {};
  // A link that is missing its token, expired or already used.
  const invalidToken = Boolean(fieldErrors.token) || (state.status === "error" && state.reason === "refused");
  const error = errorMessage(state, t("unexpected"));
  const [visible, setVisible] = useState(false);

  if (state.status === "success") {
    return (
      <div className="space-y-5">
        <p role="status" className={successClass}>
          {t(invitation ? "invitationDone" : "done")}
        </p>
        <Link href={paths.clientLogin} className={`${primaryButtonClass} w-full`}>
          {t("signIn")}
        </Link>
      </div>
    );
  }
  if (invalidToken) return <InvalidLink message={t("invalidToken")} action={t("requestNew")} />;

  return (
    <form action={formAction} className="space-y-5">
      <input type="hidden" name="token" value={token} />
      <PasswordInput
        id="new-password"
        name="password"
        required
        minLength={8}
        autoComplete="new-password"
        label={t("password")}
        showLabel={t("showPassword")}
        hideLabel={t("hidePassword")}
        visible={visible}
        onVisibleChange={setVisible}
        error={fieldErrors.password}
      />
      <PasswordInput
        id="confirm-password"
        name="confirmPassword"
        required
        autoComplete="new-password"
        label={t("confirmPassword")}
        showLabel={t("showPassword")}
        hideLabel={t("hidePassword")}
        visible={visible}
        hideToggle
        error={fieldErrors.confirmPassword}
      />
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

export function InvalidLink({ message, action }: { message: string; action: string }) {
  return (
    <div className="space-y-5">
      <FormAlert>{message}</FormAlert>
      <Link href={paths.clientForgotPassword} className={linkClass}>
        {action}
      </Link>
    </div>
  );
}
