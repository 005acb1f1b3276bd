"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { primaryButtonClass } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFormFeedback } from "@/components/ui/use-form-feedback";
import { productTradeFields, type ProductTradeField } from "@/lib/validation/product-trade";
import { idleFormState } from "@/lib/validation/form-state";
import { saveProductTradeAction } from "@/server/catalog/actions";

const formId = "trade";
const loadSchema = () => import("@/lib/validation/product-trade").then((module) => module.productTradeFormSchema);

const numeric = new Set<ProductTradeField>(["casePack", "minimumCases", "palletTi", "palletHi", "leadTimeDays"]);
const required = new Set<ProductTradeField>(["casePack", "minimumCases"]);

/**
 * "Trade information (clients only)": a product's case pack, GTINs, minimum order, pallet and lead
 * time, kept apart from its content (never published). Errors show beside their fields, in the
 * staff member's language; after a refusal the form keeps what was typed.
 */
export function TradePanel({ itemId, stored }: { itemId: string; stored: Record<ProductTradeField, string> }) {
  const t = useTranslations("AdminCatalogTrade");
  const [state, formAction, pending] = useActionState(saveProductTradeAction, idleFormState);
  const { fieldErrors, values, showError, errorMessage, formProps } = useFormFeedback(loadSchema, state);
  const saved = state.status === "success" ? state.data?.message : undefined;
  return (
    <section aria-labelledby="trade-title" className="mt-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <h2 id="trade-title" className="text-lg font-semibold text-olive-deep">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      <form action={formAction} {...formProps} className="mt-5 space-y-5" data-form="trade">
        <input type="hidden" name="itemId" value={itemId} />
        <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t("title")}</legend>
          {productTradeFields.map((name) => (
            <div key={name}>
              <TextField
                formId={formId}
                name={name}
                label={t(`fields.${name}`)}
                defaultValue={values[name] ?? stored[name]}
                error={fieldErrors[name]}
                inputMode="numeric"
                autoComplete="off"
                required={required.has(name)}
                maxLength={numeric.has(name) ? 6 : 20}
              />
              <p className="mt-1.5 text-sm text-muted">{t(`hints.${name}`)}</p>
            </div>
          ))}
        </fieldset>
        <div aria-live="polite" className="empty:hidden">
          {state.status === "invalid" && <FormAlert>{t("invalid")}</FormAlert>}
          {showError && <FormAlert>{errorMessage ?? t("failed")}</FormAlert>}
          {saved && <FormAlert tone="success">{saved}</FormAlert>}
        </div>
        <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("submitting")} className={primaryButtonClass} />
      </form>
    </section>
  );
}
