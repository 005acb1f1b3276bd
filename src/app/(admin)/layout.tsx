import type { Metadata } from "next";
import { siteIcons } from "@/lib/page-metadata";
import type { ReactNode } from "react";
import { connection } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import "../globals.css";

export const metadata: Metadata = {
  title: { default: "Administration", template: "%s · Terramare Imports administration" },
  robots: { index: false, follow: false },
  icons: siteIcons,
};

/** Root layout of the admin screens: outside the localized site, in English, never indexed. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  // Every admin screen depends on the session: render per request.
  await connection();
  const messages = await getMessages({ locale: "en" });
  return (
    <html lang="en">
      <body className="min-h-dvh bg-cream">
        <NextIntlClientProvider
          locale="en"
          messages={{
            AdminGate: messages.AdminGate,
            AdminFlags: messages.AdminFlags,
            AdminPortal: messages.AdminPortal,
            AdminContent: messages.AdminContent,
            AdminMedia: messages.AdminMedia,
            AdminResults: messages.AdminResults,
            // For the branded error page (error.tsx), which renders in the browser.
            ErrorPage: messages.ErrorPage,
          }}
        >
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
