"use client";

import { useActionState, type FormEvent, type ReactNode } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorClass, secondaryButtonClass, successClass } from "@/components/ui/styles";
import { idleFormState, type FormState } from "@/lib/validation/form-state";

/** What an admin action reports: a message saying what happened, or nothing when it redirects. */
type ActionState = FormState<string, { message: string } | undefined>;

export interface ActionFormProps<State extends ActionState> {
  action: (state: State, input: FormData) => Promise<State>;
  /** Hidden inputs: what the action applies to. */
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  /** Asked before a destructive action is sent. */
  confirm?: string;
  /** The message when the action failed without saying why. */
  failed: string;
  buttonClass?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * One admin action on one row (approve, disable, retry...): a small form that asks first when the
 * action is destructive and then says what happened, in words, where the button was.
 */
export function ActionForm<State extends ActionState>({
  action,
  fields,
  label,
  pendingLabel,
  confirm,
  failed,
  buttonClass = secondaryButtonClass,
  children,
  className,
}: ActionFormProps<State>) {
  // Every action's state starts idle, whatever its fields and data.
  const [state, formAction, pending] = useActionState<State, FormData>(action, idleFormState as Awaited<State>);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (confirm && !window.confirm(confirm)) event.preventDefault();
  };
  return (
    <form action={formAction} onSubmit={onSubmit} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <SubmitButton label={label} pendingLabel={pendingLabel} pending={pending} className={buttonClass} />
      <div aria-live="polite">
        {state.status === "success" && state.data && <p className={`mt-2 ${successClass}`}>{state.data.message}</p>}
        {(state.status === "error" || state.status === "invalid") && (
          <p role="alert" className={`mt-2 ${errorClass}`}>
            {state.status === "error" ? (state.message ?? failed) : failed}
          </p>
        )}
      </div>
    </form>
  );
}
