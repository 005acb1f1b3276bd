import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";

/** Links between the two insights pages, news and blog; the current one is marked. */
export async function InsightsNav({ current }: { current?: "news" | "blog" }) {
  const t = await getTranslations("Insights");
  const items = [
    { id: "news", href: paths.insightsNews, label: t("news") },
    { id: "blog", href: paths.insightsBlog, label: t("blog") },
  ] as const;
  return (
    <nav aria-label={t("sectionLabel")} className="mt-8">
      <ul className="inline-flex gap-1 rounded-full bg-cream p-1 ring-1 ring-olive-deep/15">
        {items.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-5 text-sm font-semibold transition-colors ${
                  active ? "bg-olive-deep text-cream" : "text-olive-deep hover:bg-sand"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
