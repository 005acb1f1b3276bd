"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId, useRef, type FormEvent, type ReactNode } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorClass, primaryButtonClass, secondaryButtonClass, successClass } from "@/components/ui/styles";
import { idleFormState, type FormState } from "@/lib/validation/form-state";

/** What an admin action reports: a message saying what happened, or nothing when it redirects. */
type ActionState = FormState<string, { message: string } | undefined>;

export interface ActionFormProps<State extends ActionState> {
  action: (state: State, input: FormData) => Promise<State>;
  /** Hidden inputs: what the action applies to. */
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  /** Asked before a destructive action is sent (the portal's dialog, in the staff member's language). */
  confirm?: string;
  /** The message when the action failed without saying why. */
  failed: string;
  buttonClass?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * One admin action on one row (approve, disable, retry...): a small form that asks first when the
 * action is destructive and then says what happened, in words, where the button was. The question
 * is a modal `<dialog>` (Escape cancels, focus goes back to the button); without JavaScript the
 * form is sent as it is.
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
  const t = useTranslations("AdminPortal.confirmDialog");
  // Every action's state starts idle, whatever its fields and data.
  const [state, formAction, pending] = useActionState<State, FormData>(action, idleFormState as Awaited<State>);
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!confirm || confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    dialogRef.current?.showModal();
  };
  const proceed = () => {
    confirmed.current = true;
    dialogRef.current?.close();
    formRef.current?.requestSubmit();
  };

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <SubmitButton label={label} pendingLabel={pendingLabel} pending={pending} className={buttonClass} />
      {confirm && (
        <dialog
          ref={dialogRef}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          data-confirm-dialog
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-left text-ink shadow-xl backdrop:bg-ink/50"
        >
          <h2 id={`${id}-title`} className="text-lg font-semibold text-olive-deep">
            {t("title", { action: label })}
          </h2>
          <p id={`${id}-text`} className="mt-2 text-sm whitespace-normal">
            {confirm}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            {/* First, so Enter on the opened dialog does not confirm by accident. */}
            <button type="button" autoFocus className={secondaryButtonClass} onClick={() => dialogRef.current?.close()}>
              {t("cancel")}
            </button>
            <button type="button" className={primaryButtonClass} onClick={proceed}>
              {label}
            </button>
          </div>
        </dialog>
      )}
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
