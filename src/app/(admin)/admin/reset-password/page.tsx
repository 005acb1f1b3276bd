import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StaffInvalidLink, StaffPasswordPanel, StaffResetPasswordForm } from "@/app/(admin)/_components/staff-password-forms";
import { passwordSpecialCharacters } from "@/lib/validation/password";

export async function generateMetadata(): Promise<Metadata> {
  // The token is in this page's URL: never send it to another site.
  return { title: (await getTranslations("AdminGate"))("newPasswordTitle"), referrer: "no-referrer" };
}

/** The page a staff reset link opens: the new password, twice. */
export default async function StaffResetPasswordPage({ searchParams }: PageProps<"/admin/reset-password">) {
  const { token } = await searchParams;
  const t = await getTranslations("AdminGate");
  return (
    <main>
      <StaffPasswordPanel title={t("newPasswordTitle")} intro={t("newPasswordIntro", { specials: passwordSpecialCharacters })}>
        {typeof token === "string" && token ? <StaffResetPasswordForm token={token} /> : <StaffInvalidLink />}
      </StaffPasswordPanel>
    </main>
  );
}
