import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { passwordSpecialCharacters } from "@/lib/validation/password";
import { getFlags } from "@/server/flags";
import { AuthPanel } from "../_components/auth-panel";
import { InvalidLink, ResetPasswordForm } from "./_components/reset-password-form";

export async function generateMetadata({ params }: PageProps<"/[locale]/client/reset-password">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ResetPassword" });
  return {
    title: t("metaTitle"),
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
  if (!(await getFlags()).client_portal) notFound();
  const { token } = await searchParams;
  const t = await getTranslations({ locale, namespace: "ResetPassword" });
  const messages = await getMessages();
  return (
    <AuthPanel title={t("title")} intro={t("intro", { specials: passwordSpecialCharacters })}>
      {typeof token === "string" && token ? (
        <NextIntlClientProvider messages={{ ResetPassword: messages.ResetPassword }}>
          <ResetPasswordForm token={token} />
        </NextIntlClientProvider>
      ) : (
        <InvalidLink message={t("invalidToken")} action={t("requestNew")} />
      )}
    </AuthPanel>
  );
}
