import type { Metadata } from "next";
import Link from "next/link";
import { siteIcons } from "@/lib/page-metadata";
import { homeButtonClass, NotFoundMessage } from "@/components/site/not-found-message";
import { site } from "@/config/site";
import { translator } from "@/i18n/translator";
import "./globals.css";

// Paths no route answers (/admin/nope, /simple-admin/x): outside the localized site, so in
// English like the admin screens, with the site's look.
const t = translator("en", "NotFound");

export const metadata: Metadata = {
  title: `${t("metaTitle")} · ${site.name}`,
  robots: { index: false },
  icons: siteIcons,
};

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-cream">
        <main>
          <NotFoundMessage title={t("title")} description={t("description")}>
            {/* Next's own Link: this page stands outside the localized router. */}
            <Link href="/" className={homeButtonClass}>
              {t("home")}
            </Link>
          </NotFoundMessage>
        </main>
      </body>
    </html>
  );
}
