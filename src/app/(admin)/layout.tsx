import type { Metadata } from "next";
import { siteIcons } from "@/lib/page-metadata";
import type { ReactNode } from "react";
import { connection } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { adminClientMessages } from "./_components/client-messages";
import "../globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminGate");
  return {
    title: { default: t("title"), template: t("layoutTemplate") },
    robots: { index: false, follow: false },
    icons: siteIcons,
  };
}

/**
 * Root layout of the admin screens: outside the localized site, in the staff member's language
 * (their account's, else their browser's; `src/i18n/request.ts`), never indexed.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  // Every admin screen depends on the session: render per request.
  await connection();
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-cream">
        <NextIntlClientProvider locale={locale} messages={adminClientMessages(messages)}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
