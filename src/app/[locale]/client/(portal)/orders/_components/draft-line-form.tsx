"use client";

import { Minus, Plus } from "lucide-react";
import { useActionState, useRef } from "react";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/ui/fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { secondaryButtonClass } from "@/components/ui/styles";
import { MAX_CASES } from "@/lib/orders";
import { idleFormState } from "@/lib/validation/form-state";
import type { setDraftLineAction } from "@/server/orders/actions";

const casesClass =
  "min-h-11 w-20 rounded-lg border border-olive-deep/30 bg-white px-3 text-base text-ink shadow-sm focus:border-olive focus:ring-2 focus:ring-olive/30 focus:outline-none aria-[invalid=true]:border-terracotta-deep";

const stepClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-olive-deep/30 bg-white text-olive-deep hover:bg-sand/60";

/**
 * The cases of one product in the request being put together: its own small form, so a refusal
 * (below the minimum, the product named) is said beside this line, and what was typed stays in
 * the field. The − and + buttons step the number (with JavaScript; without it, type the number).
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
  const input = useRef<HTMLInputElement>(null);
  const error =
    state.status === "invalid" ? state.fieldErrors.cases : state.status === "error" ? (state.message ?? t("failed")) : undefined;
  const typed = state.status === "invalid" || state.status === "error" ? state.values.cases : undefined;
  const step = (by: number) => {
    const field = input.current;
    if (!field) return;
    const value = Math.min(MAX_CASES, Math.max(0, (Number.parseInt(field.value, 10) || 0) + by));
    field.value = String(value);
  };
  return (
    <form action={formAction} className="flex flex-wrap items-start gap-2" data-draft-line={itemId}>
      <input type="hidden" name="product" value={itemId} />
      <FormField
        formId={formId}
        name="cases"
        label={t("quantityLabel", { product })}
        labelHidden
        error={error}
        // No alert above the form says it: the refusal is said as it shows.
        announceError
        controlClassName={casesClass}
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            <div className="flex items-center gap-1">
              <button type="button" className={stepClass} onClick={() => step(-1)} aria-label={t("decrease", { product })}>
                <Minus aria-hidden className="size-4" />
              </button>
              <input
                {...control}
                ref={input}
                // A saved line shows what the server kept; a refused one what was typed.
                key={state.status === "success" ? state.submittedAt : "typed"}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_CASES}
                step={1}
                defaultValue={typed ?? (cases === undefined ? "" : String(cases))}
              />
              <button type="button" className={stepClass} onClick={() => step(1)} aria-label={t("increase", { product })}>
                <Plus aria-hidden className="size-4" />
              </button>
            </div>
            <SubmitButton label={t("save")} pendingLabel={t("saving")} pending={pending} className={secondaryButtonClass} />
          </div>
        )}
      </FormField>
      <div aria-live="polite" className="basis-full">
        {state.status === "success" && state.data && <p className="text-sm text-olive-deep">{state.data.message}</p>}
      </div>
    </form>
  );
}
