"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { primaryButtonClass } from "@/components/ui/styles";
import { errorMessage, idleFormState, type FormState } from "@/lib/validation/form-state";

type CodeAction = (state: FormState<"code" | "next">, input: FormData) => Promise<FormState<"code" | "next">>;

/**
 * The sign-in's second step: the app's 6-digit code or a recovery code. A wrong code is told
 * beside the field; an expired sign-in (or too many wrong codes) sends back to the password.
 */
export function SecondFactorCodeForm({ action, next, signInHref }: { action: CodeAction; next?: string; signInHref: string }) {
  const t = useTranslations("TwoFactor");
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const fieldError = state.status === "invalid" ? state.fieldErrors.code : undefined;
  const error = errorMessage(state, t("unexpected"));
  return (
    <form
      id="two-factor-code-form"
      action={formAction}
      className="mt-8 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10"
      noValidate
    >
      {next && <input type="hidden" name="next" value={next} />}
      <TextField
        formId="two-factor-code"
        name="code"
        label={t("codeFieldLabel")}
        required
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={40}
        error={fieldError}
      />
      <p className="text-sm text-muted">{t("codeHint")}</p>
      {error && (
        <FormAlert>
          {error}{" "}
          {state.status === "error" && state.reason === "refused" && (
            <a href={signInHref} className="underline underline-offset-4">
              {t("signInAgain")}
            </a>
          )}
        </FormAlert>
      )}
      <SubmitButton
        pending={pending}
        label={t("verify")}
        pendingLabel={t("verifying")}
        className={`${primaryButtonClass} w-full`}
      />
    </form>
  );
}
