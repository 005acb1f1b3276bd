"use client";

import { LockKeyhole } from "lucide-react";
import { useTranslations } from "next-intl";
import { SignInForm, useSignInLabels } from "@/components/auth/sign-in-form";
import { adminPaths } from "@/lib/paths";
import { signInAdminAction } from "@/server/auth/actions";

/**
 * The admin gate: the server checks the account and its staff role; nothing secret is in this
 * component. On success the action sends the browser to `next`. `intro` is the studio's words
 * (`AdminSignIn` reads them).
 */
export function AdminSignInForm({ next, intro }: { next?: string; intro: string }) {
  const t = useTranslations("AdminGate");
  const labels = useSignInLabels("AdminGate");
  return (
    <div className="mx-auto max-w-sm px-4 py-20 sm:py-28">
      <LockKeyhole aria-hidden className="size-10 text-terracotta-deep" strokeWidth={1.5} />
      <h1 className="mt-4 text-3xl font-semibold text-olive-deep">{t("title")}</h1>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      <SignInForm
        id="admin-sign-in-form"
        prefix="admin"
        action={signInAdminAction}
        labels={labels}
        next={next}
        className="mt-8 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10"
      />
      <p className="mt-6 text-center text-sm">
        <a href={adminPaths.forgotPassword} className="font-medium text-olive-deep underline underline-offset-4">
          {t("forgotPassword")}
        </a>
      </p>
    </div>
  );
}
