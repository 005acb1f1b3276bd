"use client";

import { useTranslations } from "next-intl";
import { homeButtonClass, NotFoundMessage } from "@/components/site/not-found-message";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";

/**
 * The 404 page's content. A client component on purpose: a cached page whose flag was switched
 * off renders its 404 apart from the layout that tells next-intl the page's locale, so this reads
 * its messages from the layout's provider instead of from the request.
 */
export function NotFoundContent({ documentTitle = true }: { documentTitle?: boolean }) {
  const t = useTranslations("NotFound");
  return (
    <NotFoundMessage title={t("title")} description={t("description")}>
      {/* Streamed metadata leaves the layout's title in the browser on a 404: React puts this one
          in the head. The 404 page (%5Fpage-not-found) has its title in its metadata. */}
      {documentTitle && <title>{t("documentTitle")}</title>}
      <Link href={paths.home} className={homeButtonClass}>
        {t("home")}
      </Link>
    </NotFoundMessage>
  );
}
