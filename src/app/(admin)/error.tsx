"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ErrorMessage } from "@/components/site/error-message";
import { homeButtonClass } from "@/components/site/not-found-message";

/**
 * The branded page for a server error on the admin screens (a database out of reach, say), in
 * English like them, instead of Next's bare "This page couldn't load".
 */
export default function AdminError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("ErrorPage");
  return (
    <main>
      <ErrorMessage title={t("title")} description={t("description")} retry={t("retry")} onRetry={reset}>
        <title>{t("metaTitle")}</title>
        {/* Next's own Link: the public site's home, outside the admin group. */}
        <Link href="/" className={homeButtonClass}>
          {t("home")}
        </Link>
      </ErrorMessage>
    </main>
  );
}
