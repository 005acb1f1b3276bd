"use client";

import { useActionState } from "react";
import { FormField } from "@/components/ui/fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { inputClass, secondaryButtonClass, successClass } from "@/components/ui/styles";
import { fieldLimits } from "@/lib/validation/form-rules";
import { idleFormState } from "@/lib/validation/form-state";
import { setStaffPhoneAction } from "@/server/auth/account-actions";

/**
 * A staff member's work phone, in the accounts table: shown to the companies they manage, checked
 * and written in one form by the server (613-555-0142 ext. 12); empty removes it.
 */
export function StaffPhoneForm({
  userId,
  phone,
  labels,
}: {
  userId: string;
  phone: string | null;
  /** Made on the server (the accounts table is a server component with many rows). */
  labels: { field: string; save: string; saving: string; failed: string };
}) {
  const [state, formAction, pending] = useActionState(setStaffPhoneAction, idleFormState);
  const error =
    state.status === "invalid"
      ? state.fieldErrors.phone
      : state.status === "error"
        ? (state.message ?? labels.failed)
        : undefined;
  const value = state.status === "invalid" || state.status === "error" ? state.values.phone : undefined;
  return (
    // Positioned, so its visually hidden label stays inside the table's scrolling region.
    <form action={formAction} className="relative" data-staff-phone={userId}>
      <input type="hidden" name="userId" value={userId} />
      <FormField
        formId={`staff-phone-${userId}`}
        name="phone"
        label={labels.field}
        labelHidden
        error={error}
        // No alert above the form says it: the refusal is said as it shows.
        announceError
        // Wide enough for a number with its extension (613-555-0142 ext. 12).
        controlClassName={inputClass.replace("mt-2 block w-full", "block w-48")}
      >
        {(control) => (
          <div className="flex flex-wrap items-start gap-2">
            <input
              {...control}
              // The saved value after a success; what was typed after an error.
              key={state.status === "success" ? state.submittedAt : "phone"}
              type="tel"
              autoComplete="off"
              maxLength={fieldLimits.phone}
              defaultValue={value ?? phone ?? ""}
            />
            <SubmitButton pending={pending} label={labels.save} pendingLabel={labels.saving} className={secondaryButtonClass} />
          </div>
        )}
      </FormField>
      <div aria-live="polite">
        {state.status === "success" && state.data && (
          <p role="status" className={`mt-1 ${successClass}`}>
            {state.data.message}
          </p>
        )}
      </div>
    </form>
  );
}
