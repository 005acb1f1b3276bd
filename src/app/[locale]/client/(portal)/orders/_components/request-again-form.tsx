"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleFormState } from "@/lib/validation/form-state";
import type { reorderAction } from "@/server/orders/actions";

/** "Request again": a new request pre-filled with this one's products, opened for review. */
export function RequestAgainForm({ action, number }: { action: typeof reorderAction; number: number }) {
  const t = useTranslations("ClientOrders");
  const [state, formAction, pending] = useActionState(action, idleFormState);
  return (
    <form action={formAction} className="grid gap-2">
      <input type="hidden" name="number" value={number} />
      <div>
        <SubmitButton label={t("requestAgain")} pendingLabel={t("requestingAgain")} pending={pending} />
      </div>
      <p className="text-sm text-muted">{t("requestAgainHint")}</p>
      {state.status !== "idle" && state.status !== "success" && <FormAlert>{t("failed")}</FormAlert>}
    </form>
  );
}
