import { getTranslations } from "next-intl/server";
import type { NewsFilter } from "@/lib/content/news";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";

/**
 * The category filter: plain links that put the category in the URL query, so a filtered view
 * can be shared and works without JavaScript.
 */
export async function NewsFilterBar({ filters, current }: { filters: NewsFilter[]; current: NewsFilter }) {
  const t = await getTranslations("Insights");
  return (
    <nav aria-labelledby="news-filter-label">
      <h2 id="news-filter-label" className="font-sans text-sm font-semibold tracking-[0.14em] text-muted uppercase">
        {t("filterLabel")}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {filters.map((filter) => {
          const active = filter === current;
          return (
            <li key={filter}>
              <Link
                href={{ pathname: paths.insightsNews, query: filter === "all" ? {} : { category: filter } }}
                scroll={false}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
                  active
                    ? "bg-olive-deep text-cream ring-olive-deep"
                    : "bg-white text-olive-deep ring-olive-deep/20 hover:bg-sand hover:ring-olive-deep/40"
                }`}
              >
                {t(`categories.${filter}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
