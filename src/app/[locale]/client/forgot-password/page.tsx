import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { textLinkClass } from "@/components/ui/styles";
import { Link } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { AuthPanel } from "../_components/auth-panel";
import { ForgotPasswordForm } from "./_components/forgot-password-form";

/** Rendered for each visitor with the nonce policy (src/proxy.ts), never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/client/forgot-password">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ForgotPassword" });
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: pageAlternates(locale, paths.clientForgotPassword),
    robots: { index: false },
  };
}

export default async function ForgotPasswordPage({ params }: PageProps<"/[locale]/client/forgot-password">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "ForgotPassword" });
  const messages = await getMessages();
  return (
    <AuthPanel title={t("title")} intro={t("intro")}>
      <NextIntlClientProvider messages={{ ForgotPassword: messages.ForgotPassword }}>
        <ForgotPasswordForm />
      </NextIntlClientProvider>
      <p className="mt-6 text-center text-sm">
        <Link href={paths.clientLogin} className={textLinkClass}>
          {t("backToSignIn")}
        </Link>
      </p>
    </AuthPanel>
  );
}
