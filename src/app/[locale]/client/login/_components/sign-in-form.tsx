"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/forms/fields";

/**
 * Placeholder for the accounts issue, which replaces this file: the fields only. It posts (never
 * GET, so a password can never land in a URL) and does nothing else yet.
 */
export function SignInForm() {
  const t = useTranslations("ClientLogin");
  return (
    <form method="post" onSubmit={(event) => event.preventDefault()} className="grid gap-5">
      <TextField formId="sign-in" name="email" type="email" label={t("email")} autoComplete="email" required />
      <TextField formId="sign-in" name="password" type="password" label={t("password")} autoComplete="current-password" required />
      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-olive-deep px-7 font-semibold text-cream shadow-sm transition-colors hover:bg-olive"
      >
        {t("signIn")}
      </button>
    </form>
  );
}
