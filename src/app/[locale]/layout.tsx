import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { getEnv } from "@/config/env";
import { defaultLocale, intlLocale, toLocale } from "@/i18n/locales";
import { defaultLocalePath, requestPathHeader } from "@/i18n/request-path";
import { routing } from "@/i18n/routing";
import { AppInitializedBeacon } from "@/components/site/app-initialized-beacon";
import { CookieBanner } from "@/components/site/cookie-banner";
import { RouteChangeScroller } from "@/components/site/route-change-scroller";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SkipLink } from "@/components/site/skip-link";
import { getFlags } from "@/server/flags";
import "../globals.css";


export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: "Metadata" });
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t("title"), template: `%s · ${t("siteName")}` },
    description: t("description"),
    icons: { icon: "/images/favicon.svg" },
    openGraph: {
      type: "website",
      siteName: t("siteName"),
      locale: intlLocale[toLocale(locale)].replace("-", "_"),
      images: [{ url: "/images/og-image.png", width: 1200, height: 630 }],
    },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Flags are read per request (through a short cache), so no page is prerendered at build time.
  await connection();
  const [flags, messages] = await Promise.all([getFlags(), getMessages()]);
  // With the French site switched off, each French page sends the visitor to its English page.
  if (locale !== defaultLocale && !flags.french_language) {
    redirect(defaultLocalePath((await headers()).get(requestPathHeader)));
  }

  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider
          messages={{
            Nav: messages.Nav,
            LanguageToggle: messages.LanguageToggle,
            CookieBanner: messages.CookieBanner,
          }}
        >
          <SkipLink />
          <SiteHeader flags={flags} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
          <RouteChangeScroller />
          <AppInitializedBeacon />
          {flags.cookie_consent && <CookieBanner />}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
