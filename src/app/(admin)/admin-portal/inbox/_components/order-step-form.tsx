"use client";

import { useActionState, useState } from "react";
import { useTranslations } from "next-intl";
import { LoaderCircle } from "lucide-react";
import { TextAreaField } from "@/components/ui/fields";
import { errorClass, primaryButtonClass, secondaryButtonClass, successClass } from "@/components/ui/styles";
import type { OrderStatus } from "@/lib/orders";
import { orderLimits } from "@/lib/orders";
import { idleFormState } from "@/lib/validation/form-state";
import type { moveOrderRequestAction } from "@/server/orders/actions";

/**
 * The next steps of a request: one message for the client, and a button per step it may move
 * to (the button's value is the step). Without JavaScript the form is sent as it is.
 */
export function OrderStepForm({
  action,
  id,
  steps,
  language,
}: {
  action: typeof moveOrderRequestAction;
  id: string;
  steps: readonly OrderStatus[];
  language: string;
}) {
  const t = useTranslations("AdminOrders");
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const [clicked, setClicked] = useState<OrderStatus | null>(null);
  const message = state.status === "error" || state.status === "invalid" ? state.values.message : undefined;
  return (
    <form action={formAction} className="grid gap-4" key={state.status === "success" ? state.submittedAt : "form"}>
      <input type="hidden" name="id" value={id} />
      <TextAreaField
        formId="order-step"
        name="message"
        label={t("messageLabel")}
        hint={t("messageHint", { language })}
        rows={4}
        maxLength={orderLimits.message}
        defaultValue={message}
      />
      <div className="flex flex-wrap gap-3">
        {steps.map((step) => (
          <button
            key={step}
            type="submit"
            name="status"
            value={step}
            disabled={pending}
            onClick={() => setClicked(step)}
            className={step === "cancelled" ? secondaryButtonClass : primaryButtonClass}
          >
            {pending && clicked === step && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            {pending && clicked === step ? t("working") : t("moveTo", { status: t(`statuses.${step}`) })}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {state.status === "success" && state.data && <p className={successClass}>{state.data.message}</p>}
        {(state.status === "error" || state.status === "invalid") && (
          <p role="alert" className={errorClass}>
            {state.status === "error" ? (state.message ?? t("failed")) : (state.fieldErrors.message ?? t("failed"))}
          </p>
        )}
      </div>
    </form>
  );
}
