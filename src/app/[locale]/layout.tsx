import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { getEnv } from "@/config/env";
import { intlLocale, toLocale } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { AnalyticsBeacon } from "@/components/site/analytics-beacon";
import { shareImage, siteIcons } from "@/lib/page-metadata";
import { CookieBanner } from "@/components/site/cookie-banner";
import { DomainFailover } from "@/components/site/domain-failover";
import { HubSpotChat } from "@/components/site/hubspot-chat";
import { RouteChangeScroller } from "@/components/site/route-change-scroller";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SkipLink } from "@/components/site/skip-link";
import { getFooter } from "@/server/content/site";
import { getFlags } from "@/server/flags";
import { getCompanySettings } from "@/server/settings";
import { getSiteFeatures } from "@/server/site-features";
import "../globals.css";

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  // Metadata is resolved before the layout renders; a not-found page's metadata (a page group
  // switched off) asks for the locale, which must come from here, not from the request.
  setRequestLocale(toLocale(locale));
  const t = await getTranslations({ locale: toLocale(locale), namespace: "Metadata" });
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t("title"), template: `%s · ${t("siteName")}` },
    icons: siteIcons,
    openGraph: {
      type: "website",
      siteName: t("siteName"),
      locale: intlLocale[toLocale(locale)].replace("-", "_"),
      images: [shareImage(toLocale(locale), t("title"))],
    },
  };
}

// Nothing is rendered at build time (a build never opens the database): each public page is
// rendered on its first visit, then served from the cache until a tag it read changes or an hour
// passes (docs/architecture.md, "How a page is cached"). Per-visitor pages opt out (client/layout.tsx).
export function generateStaticParams(): { locale: string }[] {
  return [];
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) {
    // A path the proxy does not see (one with a dot, e.g. /favicon.ico): the 404 page renders in
    // English without asking the request for a locale (which would make a cached page dynamic).
    setRequestLocale(routing.defaultLocale);
    notFound();
  }
  setRequestLocale(locale);
  // French pages while French is off never get here: the proxy sends them to English.
  const [flags, messages, company, footer] = await Promise.all([
    getFlags(),
    getMessages(),
    getCompanySettings(),
    getFooter(locale),
  ]);
  // The same decision the proxy made for this response's CSP: flags and settings only.
  const { hubspotChat, domainFailover } = await getSiteFeatures(flags);

  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider
          messages={{
            Nav: messages.Nav,
            LanguageToggle: messages.LanguageToggle,
            CookieBanner: messages.CookieBanner,
            NotFound: messages.NotFound,
            ErrorPage: messages.ErrorPage,
          }}
        >
          <SkipLink />
          <SiteHeader flags={flags} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter cookieSettings={flags.cookie_consent} company={company} tagline={footer?.tagline} />
          <RouteChangeScroller />
          <AnalyticsBeacon />
          {flags.cookie_consent && <CookieBanner />}
          {hubspotChat && <HubSpotChat scriptUrl={hubspotChat.scriptUrl} />}
          {domainFailover && <DomainFailover {...domainFailover} />}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
