"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { PasswordInput } from "@/components/ui/password-input";
import { primaryButtonClass } from "@/components/ui/styles";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { errorMessage, idleFormState } from "@/lib/validation/form-state";
import { signInClientAction } from "@/server/auth/actions";

/**
 * Client portal sign-in: e-mail and password, then the page the visitor came from (the page's
 * `?next=`, which the action reads from the address the form is posted to) or the dashboard.
 */
export function SignInForm() {
  const t = useTranslations("SignIn");
  const [state, formAction, pending] = useActionState(signInClientAction, idleFormState);
  const error = errorMessage(state, t("unexpected"));
  const email = state.status === "error" ? state.values.email : undefined;
  return (
    <form id="sign-in-form" action={formAction} className="space-y-5" aria-describedby={error ? "sign-in-error" : undefined}>
      <TextField
        formId="sign-in"
        name="email"
        label={t("email")}
        type="email"
        required
        autoComplete="username"
        defaultValue={email}
        key={email}
      />
      <PasswordInput
        id="sign-in-password"
        name="password"
        required
        autoComplete="current-password"
        label={t("password")}
        showLabel={t("showPassword")}
        hideLabel={t("hidePassword")}
      />
      <div className="flex justify-end">
        <Link
          href={paths.clientForgotPassword}
          className="text-sm font-medium text-olive-deep underline decoration-olive/40 underline-offset-4 hover:decoration-olive"
        >
          {t("forgotPassword")}
        </Link>
      </div>
      {error && <FormAlert id="sign-in-error">{error}</FormAlert>}
      <SubmitButton
        pending={pending}
        label={t("submit")}
        pendingLabel={t("submitting")}
        className={`${primaryButtonClass} w-full`}
      />
    </form>
  );
}
