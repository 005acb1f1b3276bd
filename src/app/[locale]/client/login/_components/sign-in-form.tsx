"use client";

import { useTranslations } from "next-intl";
import { SignInForm as SharedSignInForm, useSignInLabels } from "@/components/auth/sign-in-form";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { signInClientAction } from "@/server/auth/actions";

/**
 * Client portal sign-in: e-mail and password, then the page the visitor came from (the page's
 * `?next=`, which the action reads from the address the form is posted to) or the dashboard.
 */
export function SignInForm() {
  const t = useTranslations("SignIn");
  const labels = useSignInLabels("SignIn");
  return (
    <SharedSignInForm
      id="sign-in-form"
      prefix="sign-in"
      action={signInClientAction}
      labels={labels}
      className="space-y-5"
      beforeSubmit={
        <div className="flex justify-end">
          <Link
            href={paths.clientForgotPassword}
            className="text-sm font-medium text-olive-deep underline decoration-olive/40 underline-offset-4 hover:decoration-olive"
          >
            {t("forgotPassword")}
          </Link>
        </div>
      }
    />
  );
}
