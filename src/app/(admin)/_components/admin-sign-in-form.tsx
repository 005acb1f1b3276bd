"use client";

import { LockKeyhole } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { TextField } from "@/components/ui/fields";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { PasswordInput } from "@/components/ui/password-input";
import { primaryButtonClass } from "@/components/ui/styles";
import { adminPaths } from "@/lib/paths";
import { errorMessage, idleFormState } from "@/lib/validation/form-state";
import { signInAdminAction } from "@/server/auth/actions";

/**
 * The admin gate: the server checks the account and its staff role; nothing secret is in this
 * component. On success the action sends the browser to `next`. `intro` is the studio's words
 * (`AdminSignIn` reads them).
 */
export function AdminSignInForm({ next, intro }: { next?: string; intro: string }) {
  const t = useTranslations("AdminGate");
  const [state, formAction, pending] = useActionState(signInAdminAction, idleFormState);
  const error = errorMessage(state, t("unexpected"));
  const email = state.status === "error" ? state.values.email : undefined;
  return (
    <div className="mx-auto max-w-sm px-4 py-20 sm:py-28">
      <LockKeyhole aria-hidden className="size-10 text-terracotta-deep" strokeWidth={1.5} />
      <h1 className="mt-4 text-3xl font-semibold text-olive-deep">{t("title")}</h1>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      <form
        id="admin-sign-in-form"
        action={formAction}
        className="mt-8 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10"
      >
        {next && <input type="hidden" name="next" value={next} />}
        <TextField
          formId="admin"
          name="email"
          label={t("email")}
          type="email"
          required
          autoComplete="username"
          defaultValue={email}
          key={email}
        />
        <PasswordInput
          id="admin-password"
          name="password"
          required
          autoComplete="current-password"
          label={t("password")}
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <SubmitButton
          pending={pending}
          label={t("submit")}
          pendingLabel={t("submitting")}
          className={`${primaryButtonClass} w-full`}
        />
      </form>
      <p className="mt-6 text-center text-sm">
        <a href={adminPaths.forgotPassword} className="font-medium text-olive-deep underline underline-offset-4">
          {t("forgotPassword")}
        </a>
      </p>
    </div>
  );
}
