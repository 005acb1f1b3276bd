"use client";

import { BarChart3, FileText, LayoutDashboard, MessageSquare, Package, ShieldCheck, type LucideIcon } from "lucide-react";
import { Link, usePathname } from "@/i18n/navigation";
import { paths } from "@/lib/paths";

const items = {
  dashboard: { href: paths.clientDashboard, icon: LayoutDashboard },
  orders: { href: paths.clientOrders, icon: Package },
  documents: { href: paths.clientDocuments, icon: FileText },
  analytics: { href: paths.clientAnalytics, icon: BarChart3 },
  contact: { href: paths.clientContact, icon: MessageSquare },
  security: { href: paths.clientSecurity, icon: ShieldCheck },
} as const satisfies Record<string, { href: string; icon: LucideIcon }>;

export type PortalNavItem = keyof typeof items;

/** Whether `pathname` (internal, without the locale) is the item's page or one under it (an order). */
const isCurrent = (href: string, pathname: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * The portal's pages, the current one marked for screen readers (`aria-current`) and by eye. The
 * links wrap onto a second line on a phone rather than scroll out of sight.
 */
export function PortalNav({
  label,
  items: shown,
  itemLabels,
}: {
  label: string;
  items: PortalNavItem[];
  itemLabels: Record<PortalNavItem, string>;
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {shown.map((id) => {
          const { href, icon: Icon } = items[id];
          const current = isCurrent(href, pathname);
          return (
            <li key={id}>
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors ${
                  current ? "bg-olive-deep text-cream" : "bg-white text-olive-deep ring-1 ring-olive-deep/15 hover:bg-sand"
                }`}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {itemLabels[id]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
