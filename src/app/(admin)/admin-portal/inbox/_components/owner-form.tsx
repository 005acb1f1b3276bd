"use client";

import { useActionState } from "react";
import { SelectField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { secondaryButtonClass } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleFormState, type FormState } from "@/lib/validation/form-state";
import type { InboxKind } from "@/lib/validation/leads";

type OwnerState = FormState<"kind" | "id" | "ownerId", { message: string } | undefined>;

/** Who owns the item: an administrator, or nobody. */
export function OwnerForm({
  action,
  kind,
  id,
  ownerId,
  owners,
  text,
}: {
  action: (state: OwnerState, input: FormData) => Promise<OwnerState>;
  kind: InboxKind;
  id: string;
  ownerId: string | null;
  owners: { value: string; label: string }[];
  text: { label: string; nobody: string; submit: string; pending: string; failed: string };
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState as OwnerState);
  const chosen = state.status === "invalid" || state.status === "error" ? state.values.ownerId : undefined;
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-3" data-form="inbox-owner">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <SelectField
        formId="inbox-owner"
        name="ownerId"
        label={text.label}
        placeholder={text.nobody}
        options={owners}
        defaultValue={chosen ?? ownerId ?? ""}
        error={state.status === "invalid" ? state.fieldErrors.ownerId : undefined}
        className="min-w-60 flex-1"
      />
      <SubmitButton pending={pending} label={text.submit} pendingLabel={text.pending} className={secondaryButtonClass} />
      <div aria-live="polite" className="w-full empty:hidden">
        {state.status === "error" && <FormAlert>{state.message ?? text.failed}</FormAlert>}
        {state.status === "success" && state.data && <FormAlert tone="success">{state.data.message}</FormAlert>}
      </div>
    </form>
  );
}
