import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StaffForgotPasswordForm, StaffPasswordPanel } from "@/app/(admin)/_components/staff-password-forms";
import { adminPaths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminGate"))("resetTitle") };
}

/** The staff sign-in's "Forgot your password?": staff accounts only (client accounts reset at the portal). */
export default async function StaffForgotPasswordPage() {
  const t = await getTranslations("AdminGate");
  return (
    <main>
      <StaffPasswordPanel title={t("resetTitle")} intro={t("resetIntro")}>
        <StaffForgotPasswordForm />
        <p className="text-center text-sm">
          <a href={adminPaths.login} className="font-medium text-olive-deep underline underline-offset-4">
            {t("backToSignIn")}
          </a>
        </p>
      </StaffPasswordPanel>
    </main>
  );
}
