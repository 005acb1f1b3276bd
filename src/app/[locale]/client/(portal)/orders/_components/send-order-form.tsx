"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { TextAreaField, TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleFormState } from "@/lib/validation/form-state";
import { orderLimits } from "@/lib/orders";
import type { sendOrderAction } from "@/server/orders/actions";

/** The note, the wished delivery date and "Send the request"; a sent request opens its own page. */
export function SendOrderForm({ action, earliestDate }: { action: typeof sendOrderAction; earliestDate: string }) {
  const t = useTranslations("ClientOrders");
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const values = state.status === "invalid" || state.status === "error" ? state.values : {};
  const errors = state.status === "invalid" ? state.fieldErrors : {};
  return (
    <form action={formAction} className="grid gap-5" noValidate>
      <TextAreaField
        formId="send-order"
        name="note"
        label={t("noteLabel")}
        rows={4}
        maxLength={orderLimits.note}
        defaultValue={values.note}
        error={errors.note}
      />
      <TextField
        formId="send-order"
        name="wishedDate"
        type="date"
        label={t("wishedDateLabel")}
        min={earliestDate}
        defaultValue={values.wishedDate}
        error={errors.wishedDate}
        className="max-w-xs"
      />
      {state.status === "error" && <FormAlert>{state.message ?? t("failed")}</FormAlert>}
      <div>
        <SubmitButton label={t("send")} pendingLabel={t("sending")} pending={pending} />
      </div>
    </form>
  );
}
