"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { TextAreaField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { secondaryButtonClass } from "@/components/ui/styles";
import { MAX_QUICK_TEXT } from "@/lib/quick-order";
import { idleFormState } from "@/lib/validation/form-state";
import type { quickOrderAction } from "@/server/orders/actions";

/**
 * Quick order: paste "code or GTIN, cases" lines. What joined the request is said; each line that
 * did not is listed with its reason, and those lines stay in the field to fix and send again.
 */
export function QuickOrderForm({ action }: { action: typeof quickOrderAction }) {
  const t = useTranslations("ClientOrders");
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const errors = state.status === "invalid" ? state.fieldErrors : {};
  const kept =
    state.status === "success"
      ? state.data?.remaining
      : state.status === "invalid" || state.status === "error"
        ? state.values.lines
        : "";
  const problems = state.status === "success" ? (state.data?.problems ?? []) : [];
  return (
    <form action={formAction} className="grid gap-3" noValidate data-quick-order>
      <p className="text-sm text-muted">{t("quickHint")}</p>
      <TextAreaField
        // A new answer refills the field with the lines still to fix.
        key={state.status === "success" ? state.submittedAt : "typed"}
        formId="quick-order"
        name="lines"
        label={t("quickLabel")}
        rows={5}
        maxLength={MAX_QUICK_TEXT}
        defaultValue={kept}
        error={errors.lines}
        spellCheck={false}
        autoCapitalize="off"
        className="[&_textarea]:font-mono"
      />
      <div aria-live="polite" className="grid gap-2">
        {state.status === "success" && state.data && (
          <FormAlert tone={problems.length ? "error" : "success"}>{state.data.message}</FormAlert>
        )}
        {problems.length > 0 && (
          <div className="rounded-lg bg-terracotta-deep/10 px-4 py-3 text-sm text-terracotta-deep" data-quick-problems>
            <p className="font-semibold">{problems[0]}</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.slice(1).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {state.status === "error" && <FormAlert>{state.message ?? t("failed")}</FormAlert>}
      </div>
      <div>
        <SubmitButton
          label={t("quickSubmit")}
          pendingLabel={t("quickSubmitting")}
          pending={pending}
          className={secondaryButtonClass}
        />
      </div>
    </form>
  );
}
