"use client";

import { LoaderCircle } from "lucide-react";
import { useFormStatus } from "react-dom";
import { primaryButtonClass } from "./styles";

interface SubmitButtonProps {
  label: string;
  pendingLabel: string;
  /** From `useActionState`; without it, the enclosing form's own status. */
  pending?: boolean;
  className?: string;
}

/** A form's submit button that says what is happening while the form is sent. */
export function SubmitButton({ label, pendingLabel, pending, className = primaryButtonClass }: SubmitButtonProps) {
  const status = useFormStatus();
  const busy = pending ?? status.pending;
  return (
    <button type="submit" disabled={busy} aria-disabled={busy} className={className}>
      {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {busy ? pendingLabel : label}
    </button>
  );
}
