"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { ErrorMessage } from "@/components/site/error-message";
import { homeButtonClass } from "@/components/site/not-found-message";

/** The branded page for a server error inside the localized site, in the page's language. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("ErrorPage");
  return (
    <ErrorMessage title={t("title")} description={t("description")} retry={t("retry")} onRetry={reset}>
      <title>{t("metaTitle")}</title>
      <Link href={paths.home} className={homeButtonClass}>
        {t("home")}
      </Link>
    </ErrorMessage>
  );
}
