import { ArrowRight, BarChart3, FileText, Package } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";

const tiles = [
  { id: "orders", href: paths.clientOrders, icon: Package },
  { id: "documents", href: paths.clientDocuments, icon: FileText },
  { id: "analytics", href: paths.clientAnalytics, icon: BarChart3 },
] as const;

/** The portal's three working areas, each a link to its page with a line on what it holds. */
export async function DashboardTiles() {
  const t = await getTranslations("Dashboard");
  return (
    <section aria-label={t("tilesLabel")} className="mt-8">
      <ul className="grid gap-6 sm:grid-cols-3">
        {tiles.map(({ id, href, icon: Icon }) => (
          <li key={id}>
            <Link
              href={href}
              className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10 transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-olive"
            >
              <Icon aria-hidden className="size-7 text-terracotta-deep" strokeWidth={1.5} />
              <h2 className="mt-4 flex items-center gap-2 text-xl font-semibold text-olive-deep">
                {t(id)}
                <ArrowRight aria-hidden className="size-5 transition-transform group-hover:translate-x-0.5" />
              </h2>
              <p className="mt-2 text-muted">{t(`${id}Text`)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
