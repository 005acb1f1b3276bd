"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { CheckField, SelectField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { secondaryButtonClass } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFormFeedback } from "@/components/ui/use-form-feedback";
import { alertTimings } from "@/lib/validation/alert-preferences";
import { idleFormState } from "@/lib/validation/form-state";
import type { StaffAlerts } from "@/server/alerts";
import { saveAlertPreferencesAction } from "@/server/alerts/actions";

const loadSchema = () => import("@/lib/validation/alert-preferences").then((module) => module.alertPreferencesFormSchema);

/**
 * One staff member's alerts, saved on their own: two checkboxes and when to hear of new requests.
 * After a refusal the form keeps what was chosen, the error beside its field.
 */
export function StaffAlertsForm({ staff }: { staff: StaffAlerts }) {
  const t = useTranslations("AdminAlerts");
  const [state, formAction, pending] = useActionState(saveAlertPreferencesAction, idleFormState);
  const { fieldErrors, values, showError, errorMessage, formProps } = useFormFeedback(loadSchema, state);
  const saved = state.status === "success" ? state.data?.message : undefined;
  const formId = `alerts-${staff.userId}`;
  // After a refusal the form shows what was sent (an unticked box is not sent at all).
  const echoed = state.status === "invalid" || state.status === "error";
  const checked = (name: "deliveryFailed" | "outboxStuck") => (echoed ? values[name] === "on" : staff.preferences[name]);

  return (
    <form
      action={formAction}
      {...formProps}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10"
      data-alerts-for={staff.email}
      aria-labelledby={`${formId}-title`}
    >
      <input type="hidden" name="userId" value={staff.userId} />
      <div>
        <h3 id={`${formId}-title`} className="font-semibold text-olive-deep">
          {t("who", { name: staff.name, email: staff.email })}
        </h3>
        <p className="text-sm text-muted">
          {t("meta", { role: t(`roles.${staff.role}`), language: t(`languages.${staff.language}`) })}
          {!staff.saved && <> · {t("defaults")}</>}
        </p>
      </div>
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-3">
          {(["deliveryFailed", "outboxStuck"] as const).map((name) => (
            <CheckField
              key={name}
              formId={formId}
              name={name}
              type="checkbox"
              label={t(`fields.${name}`)}
              defaultChecked={checked(name)}
              data-alert={name}
            />
          ))}
        </div>
        <SelectField
          formId={formId}
          name="newRequests"
          label={t("fields.newRequests")}
          required
          options={alertTimings.map((timing) => ({ value: timing, label: t(`timings.${timing}`) }))}
          defaultValue={values.newRequests ?? staff.preferences.newRequests}
          error={fieldErrors.newRequests}
        />
      </fieldset>
      <div aria-live="polite" className="empty:hidden">
        {state.status === "invalid" && <FormAlert>{t("invalid")}</FormAlert>}
        {showError && <FormAlert>{errorMessage ?? t("failed")}</FormAlert>}
        {saved && <FormAlert tone="success">{saved}</FormAlert>}
      </div>
      <div>
        <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("submitting")} className={secondaryButtonClass} />
      </div>
    </form>
  );
}

/** The settings page's "Alerts by e-mail": who is told of what, one form per staff member. */
export function AlertsSection({ staff }: { staff: StaffAlerts[] }) {
  const t = useTranslations("AdminAlerts");
  return (
    <section aria-labelledby="alerts-title" className="mt-10 space-y-4" data-section="alerts">
      <h2 id="alerts-title" className="text-xl font-semibold text-olive-deep">
        {t("title")}
      </h2>
      <p className="max-w-prose text-sm text-muted">{t("intro")}</p>
      {staff.length === 0 ? (
        <p className="text-sm text-muted">{t("empty")}</p>
      ) : (
        staff.map((row) => <StaffAlertsForm key={row.userId} staff={row} />)
      )}
    </section>
  );
}
