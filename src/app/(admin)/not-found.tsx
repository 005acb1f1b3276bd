import type { Metadata } from "next";
import Link from "next/link";
import { homeButtonClass, NotFoundMessage } from "@/components/site/not-found-message";
import { site } from "@/config/site";
import { translator } from "@/i18n/translator";

// The admin screens are in English, like their 404.
const t = translator("en", "NotFound");

export const metadata: Metadata = { title: t("metaTitle"), robots: { index: false } };

export default function AdminNotFound() {
  return (
    <main>
      <NotFoundMessage title={t("title")} description={t("description")}>
        {/* As in the localized 404: streamed metadata would leave the layout's title in the browser. */}
        <title>{`${t("metaTitle")} · ${site.name}`}</title>
        {/* Next's own Link: the public site's home, outside the admin group. */}
        <Link href="/" className={homeButtonClass}>
          {t("home")}
        </Link>
      </NotFoundMessage>
    </main>
  );
}
