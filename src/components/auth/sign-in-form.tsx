"use client";

import { useTranslations } from "next-intl";
import { useActionState, type ReactNode } from "react";
import { TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { primaryButtonClass } from "@/components/ui/styles";
import { errorMessage, idleFormState, type FormState } from "@/lib/validation/form-state";

type SignInField = "email" | "password" | "next";
export type SignInAction = (state: FormState<SignInField>, input: FormData) => Promise<FormState<SignInField>>;

/** Every word of a sign-in form, from the caller's catalog (staff: AdminGate, clients: SignIn). */
export interface SignInLabels {
  email: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  submitting: string;
  unexpected: string;
}

/** The catalogs whose sign-in and password forms name their words alike: staff, clients, a client's new password. */
type AuthNamespace = "AdminGate" | "SignIn" | "ResetPassword";

/** The words every password form shares: the show/hide toggle and the unexpected failure. */
export function usePasswordFormLabels(namespace: AuthNamespace) {
  const t = useTranslations(namespace);
  return { showPassword: t("showPassword"), hidePassword: t("hidePassword"), unexpected: t("unexpected") };
}

/** Every word of a sign-in form from its catalog: staff `AdminGate`, clients `SignIn`. */
export function useSignInLabels(namespace: "AdminGate" | "SignIn"): SignInLabels {
  const t = useTranslations(namespace);
  return {
    ...usePasswordFormLabels(namespace),
    email: t("email"),
    password: t("password"),
    submit: t("submit"),
    submitting: t("submitting"),
  };
}

/**
 * The one sign-in form of staff and clients: e-mail (given back after an error) and password,
 * the action's error tied to the form. `prefix` names its elements (`<prefix>-email`,
 * `<prefix>-password`, `<prefix>-error`); `beforeSubmit` is what stands above the button.
 */
export function SignInForm({
  id,
  prefix,
  action,
  labels,
  next,
  className,
  beforeSubmit,
}: {
  id: string;
  prefix: string;
  action: SignInAction;
  labels: SignInLabels;
  /** Where to go after signing in, posted with the form. */
  next?: string;
  className?: string;
  beforeSubmit?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const error = errorMessage(state, labels.unexpected);
  const email = state.status === "error" ? state.values.email : undefined;
  const errorId = `${prefix}-error`;
  return (
    <form id={id} action={formAction} className={className} aria-describedby={error ? errorId : undefined}>
      {next && <input type="hidden" name="next" value={next} />}
      <TextField
        formId={prefix}
        name="email"
        label={labels.email}
        type="email"
        required
        autoComplete="username"
        defaultValue={email}
        key={email}
      />
      <PasswordInput
        formId={prefix}
        name="password"
        required
        autoComplete="current-password"
        label={labels.password}
        showLabel={labels.showPassword}
        hideLabel={labels.hidePassword}
      />
      {beforeSubmit}
      {error && <FormAlert id={errorId}>{error}</FormAlert>}
      <SubmitButton
        pending={pending}
        label={labels.submit}
        pendingLabel={labels.submitting}
        className={`${primaryButtonClass} w-full`}
      />
    </form>
  );
}
