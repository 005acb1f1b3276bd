import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { adminPortalPath } from "@/lib/admin-portal";
import type { ContentType } from "@/lib/content/catalog";
import { studioGroups } from "@/lib/content/studio";

/** The content types, grouped by the part of the site that shows them. */
export async function ContentTypeNav({ current }: { current: ContentType }) {
  const t = await getTranslations("AdminContent");
  return (
    <nav aria-label={t("typesLabel")} className="space-y-5">
      {studioGroups.map((group) => (
        <div key={group.id}>
          <h2 className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{t(`groups.${group.id}`)}</h2>
          <ul className="mt-2 space-y-1">
            {group.types.map((type) => (
              <li key={type}>
                <Link
                  href={`${adminPortalPath("content")}?type=${type}`}
                  aria-current={type === current ? "page" : undefined}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-olive-deep hover:bg-sand/60 aria-[current=page]:bg-olive-deep aria-[current=page]:text-cream"
                >
                  {t(`types.${type}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
