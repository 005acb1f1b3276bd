"use client";

import { useActionState, useState, type ReactNode } from "react";
import { TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { primaryButtonClass, successClass } from "@/components/ui/styles";
import { errorMessage, idleFormState, type FormState } from "@/lib/validation/form-state";

type ResetRequestData = { mailed: boolean; sentTo: string };
export type ResetRequestAction = (
  state: FormState<"email", ResetRequestData>,
  input: FormData,
) => Promise<FormState<"email", ResetRequestData>>;

/**
 * Asks for an account's e-mail and answers the same whether or not an account has it (staff and
 * clients alike). `sent` words the answer from what the action says.
 */
export function ForgotPasswordForm({
  formId,
  action,
  autoComplete,
  labels,
  sent,
}: {
  formId: string;
  action: ResetRequestAction;
  autoComplete: "email" | "username";
  labels: { email: string; submit: string; submitting: string; unexpected: string };
  sent: (data: ResetRequestData) => string;
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const error = errorMessage(state, labels.unexpected);
  if (state.status === "success" && state.data) {
    return (
      <p role="status" className={successClass}>
        {sent(state.data)}
      </p>
    );
  }
  return (
    <form action={formAction} className="space-y-5">
      <TextField formId={formId} name="email" label={labels.email} type="email" required autoComplete={autoComplete} />
      {error && <FormAlert>{error}</FormAlert>}
      <SubmitButton
        pending={pending}
        label={labels.submit}
        pendingLabel={labels.submitting}
        className={`${primaryButtonClass} w-full`}
      />
    </form>
  );
}

type NewPasswordField = "token" | "password" | "confirmPassword";
export type NewPasswordAction = (state: FormState<NewPasswordField>, input: FormData) => Promise<FormState<NewPasswordField>>;

/**
 * The new password, twice (one show/hide button for both), for the account whose e-mailed link
 * carried `token`; staff and clients alike. `done` is shown once it is set, `invalidLink` when the
 * link is missing its token, expired or already used. `formId` prefixes the fields' ids
 * (`<formId>-password`, `<formId>-confirmPassword`).
 */
export function NewPasswordForm({
  token,
  action,
  formId,
  labels,
  done,
  invalidLink,
}: {
  token: string;
  action: NewPasswordAction;
  formId: string;
  labels: {
    password: string;
    confirmPassword: string;
    showPassword: string;
    hidePassword: string;
    submit: string;
    submitting: string;
    unexpected: string;
  };
  done: ReactNode;
  invalidLink: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const fieldErrors = state.status === "invalid" ? state.fieldErrors : {};
  const invalidToken = Boolean(fieldErrors.token) || (state.status === "error" && state.reason === "refused");
  const error = errorMessage(state, labels.unexpected);
  const [visible, setVisible] = useState(false);
  if (state.status === "success") return done;
  if (invalidToken) return invalidLink;
  return (
    <form action={formAction} className="space-y-5">
      <input type="hidden" name="token" value={token} />
      <PasswordInput
        formId={formId}
        name="password"
        required
        minLength={8}
        autoComplete="new-password"
        label={labels.password}
        showLabel={labels.showPassword}
        hideLabel={labels.hidePassword}
        visible={visible}
        onVisibleChange={setVisible}
        error={fieldErrors.password}
      />
      <PasswordInput
        formId={formId}
        name="confirmPassword"
        required
        autoComplete="new-password"
        label={labels.confirmPassword}
        showLabel={labels.showPassword}
        hideLabel={labels.hidePassword}
        visible={visible}
        hideToggle
        error={fieldErrors.confirmPassword}
      />
      {error && <FormAlert>{error}</FormAlert>}
      <SubmitButton
        pending={pending}
        label={labels.submit}
        pendingLabel={labels.submitting}
        className={`${primaryButtonClass} w-full`}
      />
    </form>
  );
}
