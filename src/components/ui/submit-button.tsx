"use client";

import { LoaderCircle } from "lucide-react";
import { useFormStatus } from "react-dom";
import { primaryButtonClass } from "./styles";

/** A form's submit button that says what is happening while the form is sent. */
export function SubmitButton({ label, pendingLabel, className = primaryButtonClass }: { label: string; pendingLabel: string; className?: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={className}>
      {pending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
