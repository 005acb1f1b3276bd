"use client";

import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useCallback } from "react";
import { toLocale } from "@/i18n/locales";
import { INTAKE_PATH, intakeField, intakeFieldValue, type IntakeFormName } from "@/lib/form-intake";
import { formDataToValues } from "@/lib/validation/form-errors";
import type { FormState } from "@/lib/validation/form-state";
import { HoneypotField } from "./fields";
import { FormAlert } from "./form-alert";
import { accentButtonClass } from "./styles";
import { SubmitButton } from "./submit-button";
import { useHydrated } from "./use-hydrated";

/** Names a lead form and its language for the server's intake (src/lib/form-intake.ts), with or without JavaScript. */
export function IntakeField({ form }: { form: IntakeFormName }) {
  const locale = toLocale(useLocale());
  return <input type="hidden" name={intakeField} value={intakeFieldValue(form, locale)} />;
}

/**
 * The action a lead form hands to `useActionState`: its Server Action while the server renders
 * (so that the form posts to it without JavaScript) and until hydration, then a post to the
 * server's intake, which answers the form's state as JSON without Next's request path. Where
 * there is no intake (`next dev`, `next start`: 404), the Server Action takes the post. A post
 * that gets no state back (the server busy, the network down) is the form's generic error, with
 * what was typed given back.
 */
export function useIntakeAction<State extends FormState<string, unknown>>(
  action: (state: State, data: FormData) => Promise<State>,
): (state: State, data: FormData) => Promise<State> {
  const hydrated = useHydrated();
  const viaIntake = useCallback(
    async (state: State, data: FormData): Promise<State> => {
      const failed = { status: "error", submittedAt: Date.now(), reason: "failed", values: formDataToValues(data) } as State;
      let response: Response;
      try {
        response = await fetch(INTAKE_PATH, { method: "POST", body: data, headers: { accept: "application/json" } });
      } catch {
        return failed;
      }
      if (response.status === 404) return action(state, data);
      if (!response.ok) return failed;
      try {
        return (await response.json()) as State;
      } catch {
        return failed;
      }
    },
    [action],
  );
  return hydrated ? viaIntake : action;
}

/**
 * A lead form's fields on two columns, disabled while it is sent, then the two every lead form
 * carries: the honeypot (`honeypotLabel`) and the hidden field naming the form for the intake.
 */
export function IntakeFieldset({
  form,
  formId,
  honeypotLabel,
  pending,
  children,
}: {
  form: IntakeFormName;
  formId: string;
  honeypotLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset disabled={pending} className="mt-6 grid gap-5 sm:grid-cols-2">
      {children}
      <HoneypotField formId={formId} label={honeypotLabel} />
      <IntakeField form={form} />
    </fieldset>
  );
}

/**
 * The end of a lead form, in the form's catalog (`namespace`): the failure that stopped the last
 * submission while `failed` (the server's `message`, else the form's generic error), then the
 * send button.
 */
export function IntakeFormFooter({
  namespace,
  pending,
  failed,
  message,
}: {
  namespace: "ContactForm" | "AccessRequestForm";
  pending: boolean;
  failed: boolean;
  message?: string;
}) {
  const t = useTranslations(namespace);
  const error = failed ? (message ?? t("error")) : undefined;
  return (
    <>
      {error && (
        <div className="mt-5">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6">
        <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("submitting")} className={accentButtonClass} />
      </div>
    </>
  );
}
