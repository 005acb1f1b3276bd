"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { SubmitButton } from "@/components/ui/submit-button";
import { secondaryButtonClass } from "@/components/ui/styles";
import { MAX_CASES } from "@/lib/orders";
import { idleFormState } from "@/lib/validation/form-state";
import type { setDraftLineAction } from "@/server/orders/actions";

/**
 * The cases of one product in the request being put together: its own small form, so a refusal
 * (below the minimum) is said beside this line, and what was typed stays in the field.
 */
export function DraftLineForm({
  action,
  formId,
  itemId,
  product,
  cases,
}: {
  action: typeof setDraftLineAction;
  formId: string;
  itemId: string;
  product: string;
  cases: number | undefined;
}) {
  const t = useTranslations("ClientOrders");
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const id = `${formId}-cases`;
  const errorId = `${id}-error`;
  const error =
    state.status === "invalid" ? state.fieldErrors.cases : state.status === "error" ? (state.message ?? t("failed")) : undefined;
  const typed = state.status === "invalid" || state.status === "error" ? state.values.cases : undefined;
  return (
    <form action={formAction} className="flex flex-wrap items-start gap-2" data-draft-line={itemId}>
      <input type="hidden" name="product" value={itemId} />
      <label htmlFor={id} className="sr-only">
        {t("quantityLabel", { product })}
      </label>
      <input
        // A saved line shows what the server kept; a refused one what was typed.
        key={state.status === "success" ? state.submittedAt : "typed"}
        id={id}
        name="cases"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_CASES}
        step={1}
        defaultValue={typed ?? (cases === undefined ? "" : String(cases))}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 w-24 rounded-lg border border-olive-deep/30 bg-white px-3 text-base text-ink shadow-sm focus:border-olive focus:ring-2 focus:ring-olive/30 focus:outline-none aria-[invalid=true]:border-terracotta-deep"
      />
      <SubmitButton label={t("save")} pendingLabel={t("saving")} pending={pending} className={secondaryButtonClass} />
      <div aria-live="polite" className="basis-full">
        {error && (
          <p id={errorId} className="text-sm font-medium text-terracotta-deep">
            {error}
          </p>
        )}
        {state.status === "success" && state.data && <p className="text-sm text-olive-deep">{state.data.message}</p>}
      </div>
    </form>
  );
}
