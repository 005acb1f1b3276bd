"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { homeButtonClass } from "@/components/site/not-found-message";

/** The branded page for a server error inside the localized site, in the page's language. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("ErrorPage");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-36 pb-24 text-center">
      <title>{t("metaTitle")}</title>
      <TriangleAlert aria-hidden className="size-14 text-terracotta" strokeWidth={1.5} />
      <h1 className="mt-6 text-3xl font-semibold text-ink sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("description")}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center rounded-full border border-olive-deep px-6 font-semibold text-olive-deep transition-colors hover:bg-sand"
        >
          {t("retry")}
        </button>
        <Link href={paths.home} className={homeButtonClass}>
          {t("home")}
        </Link>
      </div>
    </section>
  );
}
