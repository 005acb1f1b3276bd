"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState, useState, type ReactNode } from "react";
import { TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { primaryButtonClass, successClass } from "@/components/ui/styles";
import { adminPaths } from "@/lib/paths";
import { errorMessage, idleFormState } from "@/lib/validation/form-state";
import { requestStaffPasswordResetAction, resetStaffPasswordAction } from "@/server/auth/actions";

const linkClass = "font-medium text-olive-deep underline decoration-olive/40 underline-offset-4 hover:decoration-olive";

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
  const [state, formAction, pending] = useActionState(requestStaffPasswordResetAction, idleFormState);
  const error = errorMessage(state, t("unexpected"));
  if (state.status === "success" && state.data) {
    return (
      <p role="status" className={successClass}>
        {t(state.data.mailed ? "resetSent" : "resetSentUnsent", { email: state.data.sentTo })}
      </p>
    );
  }
  return (
    <form action={formAction} className="space-y-5">
      <TextField formId="staff-reset" name="email" label={t("email")} type="email" required autoComplete="username" />
      {error && <FormAlert>{error}</FormAlert>}
      <SubmitButton
        pending={pending}
        label={t("resetSend")}
        pendingLabel={t("resetSending")}
        className={`${primaryButtonClass} w-full`}
      />
    </form>
  );
}

/** The new password, twice, for the staff account whose e-mailed link carried `token`. */
export function StaffResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("AdminGate");
  const [state, formAction, pending] = useActionState(resetStaffPasswordAction, idleFormState);
  const fieldErrors = state.status === "invalid" ? state.fieldErrors : {};
  const invalidToken = Boolean(fieldErrors.token) || (state.status === "error" && state.reason === "refused");
  const error = errorMessage(state, t("unexpected"));
  const [visible, setVisible] = useState(false);
  if (state.status === "success") {
    return (
      <>
        <p role="status" className={successClass}>
          {t("resetDone")}
        </p>
        <a href={adminPaths.login} className={`${primaryButtonClass} w-full`}>
          {t("submit")}
        </a>
      </>
    );
  }
  if (invalidToken) return <StaffInvalidLink />;
  return (
    <form action={formAction} className="space-y-5">
      <input type="hidden" name="token" value={token} />
      <PasswordInput
        id="staff-new-password"
        name="password"
        required
        minLength={8}
        autoComplete="new-password"
        label={t("newPassword")}
        showLabel={t("showPassword")}
        hideLabel={t("hidePassword")}
        visible={visible}
        onVisibleChange={setVisible}
        error={fieldErrors.password}
      />
      <PasswordInput
        id="staff-confirm-password"
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
        label={t("resetSave")}
        pendingLabel={t("resetSaving")}
        className={`${primaryButtonClass} w-full`}
      />
    </form>
  );
}

export function StaffInvalidLink() {
  const t = useTranslations("AdminGate");
  return (
    <>
      <FormAlert>{t("resetInvalidToken")}</FormAlert>
      <a href={adminPaths.forgotPassword} className={linkClass}>
        {t("resetRequestNew")}
      </a>
    </>
  );
}
