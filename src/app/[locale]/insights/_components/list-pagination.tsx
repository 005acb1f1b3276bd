import { ChevronLeft, ChevronRight } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { Link, staticHref, type StaticPath } from "@/i18n/navigation";
import { pageQuery } from "@/lib/pagination";
import { absoluteUrl } from "@/lib/seo";

interface ListPaginationProps {
  locale: Locale;
  /** The list's path; each page's link adds `?page=` (none for page 1) to `query`. */
  pathname: StaticPath;
  /** What else the list's URL says (the news category), kept on every page's link. */
  query?: Record<string, string>;
  page: number;
  pageCount: number;
}

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold ring-1 transition-colors";
const idle = "bg-white text-olive-deep ring-olive-deep/20 hover:bg-sand hover:ring-olive-deep/40";
const active = "bg-olive-deep text-cream ring-olive-deep";

/**
 * A list's numbered pages as plain links (they work without JavaScript and can be bookmarked),
 * and `<link rel="prev">` / `<link rel="next">`, which React puts in the document's head. Nothing
 * is drawn for a list that fits on one page.
 */
export async function ListPagination({ locale, pathname, query = {}, page, pageCount }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: "Insights" });
  const href = (target: number) => staticHref(pathname, { query: pageQuery(target, query) });
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <>
      {page > 1 && <link rel="prev" href={absoluteUrl(locale, href(page - 1))} />}
      {page < pageCount && <link rel="next" href={absoluteUrl(locale, href(page + 1))} />}
      <nav aria-label={t("paginationLabel")} className="mt-12">
        <p className="sr-only">{t("pageStatus", { page, count: pageCount })}</p>
        <ul className="flex flex-wrap items-center justify-center gap-2">
          {page > 1 && (
            <li>
              <Link href={href(page - 1)} rel="prev" className={`${linkClass} ${idle}`}>
                <ChevronLeft aria-hidden className="size-4" />
                {t("previousPage")}
              </Link>
            </li>
          )}
          {pages.map((target) => (
            <li key={target}>
              <Link
                href={href(target)}
                aria-current={target === page ? "page" : undefined}
                aria-label={t("pageLink", { page: target })}
                className={`${linkClass} ${target === page ? active : idle}`}
              >
                {target}
              </Link>
            </li>
          ))}
          {page < pageCount && (
            <li>
              <Link href={href(page + 1)} rel="next" className={`${linkClass} ${idle}`}>
                {t("nextPage")}
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
