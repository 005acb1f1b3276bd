import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { passwordSpecialCharacters } from "@/lib/validation/password";
import { AuthPanel } from "../_components/auth-panel";
import { InvalidLink, ResetPasswordForm } from "./_components/reset-password-form";

/** Rendered for each visitor with the nonce policy (src/proxy.ts), never cached. */
export const dynamic = "force-dynamic";

/** An invitation (approved access request) sets a first password through the same page. */
const isInvitation = (value: string | string[] | undefined) => value === "1";

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/[locale]/client/reset-password">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ResetPassword" });
  return {
    title: isInvitation((await searchParams).invitation) ? t("invitationMetaTitle") : t("metaTitle"),
    description: t("metaDescription"),
    alternates: pageAlternates(locale, paths.clientResetPassword),
    robots: { index: false },
    // The token is in this page's URL: never send it to another site.
    referrer: "no-referrer",
  };
}

export default async function ResetPasswordPage({ params, searchParams }: PageProps<"/[locale]/client/reset-password">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { token, invitation } = await searchParams;
  const invited = isInvitation(invitation);
  const t = await getTranslations({ locale, namespace: "ResetPassword" });
  const messages = await getMessages();
  return (
    <AuthPanel
      title={invited ? t("invitationTitle") : t("title")}
      intro={t(invited ? "invitationIntro" : "intro", { specials: passwordSpecialCharacters })}
    >
      {typeof token === "string" && token ? (
        <NextIntlClientProvider messages={{ ResetPassword: messages.ResetPassword }}>
          <ResetPasswordForm token={token} invitation={invited} />
        </NextIntlClientProvider>
      ) : (
        <InvalidLink message={t("invalidToken")} action={t("requestNew")} />
      )}
    </AuthPanel>
  );
}
