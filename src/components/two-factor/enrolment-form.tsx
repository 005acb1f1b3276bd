"use client";

import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { primaryButtonClass } from "@/components/ui/styles";
import { errorMessage, idleFormState, type FormState } from "@/lib/validation/form-state";

type ConfirmState = FormState<"code", { recoveryCodes: string[] }>;
type ConfirmAction = (state: ConfirmState, input: FormData) => Promise<ConfirmState>;

/**
 * Enrolling an authenticator app: the QR code and its key as text, then the first code; once
 * confirmed, the ten recovery codes, shown this once (with a download that needs no script, and a
 * copy button where script runs). Works without JavaScript: the action's state is rendered by the
 * server after a plain post.
 */
export function EnrolmentForm({
  action,
  enrolment,
  continueHref,
}: {
  /** `confirmTwoFactorAction`. */
  action: ConfirmAction;
  /**
   * The QR code and the key (grouped by four characters); null once enrolled. The page renders
   * this component either way, so the recovery codes stay on screen when the page draws itself
   * again after the confirmation (the session cookie changes).
   */
  enrolment: { qrDataUrl: string; secret: string } | null;
  /** Where "Continue" goes once the recovery codes are seen. */
  continueHref: string;
}) {
  const t = useTranslations("TwoFactor");
  const [state, formAction, pending] = useActionState<ConfirmState, FormData>(action, idleFormState);
  const [copied, setCopied] = useState(false);

  if (state.status === "success" && state.data) {
    const codes = state.data.recoveryCodes;
    const text = `${codes.join("\n")}\n`;
    return (
      <section
        aria-labelledby="recovery-codes-title"
        className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10"
      >
        <h2 id="recovery-codes-title" className="text-xl font-semibold text-olive-deep">
          {t("recoveryTitle")}
        </h2>
        <p className="mt-2 text-muted">{t("recoveryIntro")}</p>
        <ul
          aria-label={t("recoveryListLabel")}
          data-testid="recovery-codes"
          className="mt-4 grid grid-cols-2 gap-2 font-mono text-ink"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="terramare-recovery-codes.txt"
            className="rounded-full px-4 py-2 font-medium text-olive-deep underline underline-offset-4"
          >
            {t("download")}
          </a>
          <button
            type="button"
            className="rounded-full px-4 py-2 font-medium text-olive-deep underline underline-offset-4"
            onClick={() => {
              void navigator.clipboard.writeText(text).then(() => setCopied(true));
            }}
          >
            {t("copy")}
          </button>
          <a href={continueHref} className={primaryButtonClass}>
            {t("continue")}
          </a>
        </div>
        <p role="status" className="mt-2 text-sm text-muted">
          {copied ? t("copied") : ""}
        </p>
      </section>
    );
  }

  if (!enrolment) {
    return (
      <div className="mt-8 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10">
        <p className="text-ink">{t("enrolledState")}</p>
        <a href={continueHref} className={primaryButtonClass}>
          {t("continue")}
        </a>
      </div>
    );
  }
  const { qrDataUrl, secret } = enrolment;
  const fieldError = state.status === "invalid" ? state.fieldErrors.code : undefined;
  const error = errorMessage(state, t("unexpected"));
  return (
    <div className="mt-8 space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10">
      <p className="font-medium text-ink">{t("scanStep")}</p>
      {/* A data: URL made on the server from the otpauth:// address; nothing is fetched. */}
      <img src={qrDataUrl} alt={t("qrLabel")} width={200} height={200} className="size-50" />
      <div>
        <p className="text-sm text-muted">{t("secretStep")}</p>
        <p className="mt-1 font-mono text-lg tracking-wide text-ink" data-testid="two-factor-secret">
          {secret}
        </p>
      </div>
      <form action={formAction} className="space-y-5" noValidate>
        <p className="font-medium text-ink">{t("confirmStep")}</p>
        <TextField
          formId="two-factor-enrol"
          name="code"
          label={t("codeLabel")}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          error={fieldError}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <SubmitButton
          pending={pending}
          label={t("confirm")}
          pendingLabel={t("confirming")}
          className={`${primaryButtonClass} w-full`}
        />
      </form>
    </div>
  );
}
