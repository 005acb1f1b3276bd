"use client";

import { useActionState } from "react";
import { idleFormState, type FormState } from "@/lib/validation/form-state";
import { SubmitButton } from "./submit-button";

/** A sign-out button for a Server Action made with `defineAction` (it redirects when done). */
export function SignOutForm({
  action,
  label,
  pendingLabel,
  className,
}: {
  action: (previous: FormState, input: FormData) => Promise<FormState>;
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  const [, formAction, pending] = useActionState(action, idleFormState);
  return (
    <form action={formAction}>
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} className={className} />
    </form>
  );
}
