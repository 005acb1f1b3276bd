"use client";

import {
  Bell,
  Building2,
  ChartColumn,
  FileText,
  Files,
  ImageIcon,
  DatabaseBackup,
  Inbox,
  LayoutDashboard,
  Languages,
  LayoutList,
  LogOut,
  Menu,
  PanelLeft,
  Settings,
  Tags,
  ToggleRight,
  Users,
  X,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Dialog, Tooltip } from "radix-ui";
import { useActionState, useCallback, useEffect, useState, type ReactNode } from "react";
import { adminPortalPages, isSidebarShortcut, sidebarCookie, type AdminPortalPageId } from "@/lib/admin-portal";
import { otherLocale, type Locale } from "@/i18n/locales";
import { adminPaths } from "@/lib/paths";
import { markStaffBrowser, unmarkStaffBrowser } from "@/lib/staff-browser";
import { idleFormState, type FormState } from "@/lib/validation/form-state";
import { signOutAdminAction } from "@/server/auth/actions";

const icons: Record<AdminPortalPageId, LucideIcon> = {
  dashboard: LayoutDashboard,
  sections: LayoutList,
  "feature-flags": ToggleRight,
  users: Users,
  companies: Building2,
  inbox: Inbox,
  documents: Files,
  "price-lists": Tags,
  content: FileText,
  media: ImageIcon,
  analytics: ChartColumn,
  settings: Settings,
  notifications: Bell,
  backups: DatabaseBackup,
};

const mobileQuery = "(max-width: 767.98px)";

function storeExpanded(expanded: boolean) {
  document.cookie = `${sidebarCookie.name}=${expanded}; path=${adminPaths.portal}; max-age=${sidebarCookie.maxAgeSeconds}; samesite=lax`;
}

/** Shows its label as a tooltip beside an icon-only control (the collapsed sidebar). */
function WithTooltip({ label, show, children }: { label: string; show: boolean; children: ReactNode }) {
  if (!show) return children;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-ink px-2.5 py-1.5 text-sm font-medium text-cream shadow-lg"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** Counts shown beside sidebar items (failed deliveries, new leads); zero shows nothing. */
export type SidebarCounts = Partial<Record<AdminPortalPageId, { count: number; label: string }>>;

function CountBadge({ count, label, collapsed }: { count: number; label: string; collapsed: boolean }) {
  if (collapsed) return <span aria-hidden className="absolute top-1 right-1 size-2 rounded-full bg-terracotta" />;
  return (
    <span className="ml-auto rounded-full bg-terracotta-deep px-2 py-0.5 text-xs font-semibold text-white" data-count={count}>
      <span aria-hidden>{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function SidebarNav({
  collapsed,
  pages,
  counts,
  onNavigate,
}: {
  collapsed: boolean;
  pages: readonly AdminPortalPageId[];
  counts: SidebarCounts;
  onNavigate?: () => void;
}) {
  const t = useTranslations("AdminPortal");
  const pathname = usePathname();
  return (
    <nav aria-label={t("navigation")} className="flex-1 overflow-y-auto py-2">
      <ul className="space-y-1 px-1.5">
        {adminPortalPages
          .filter((page) => pages.includes(page.id))
          .map((page) => {
            const Icon = icons[page.id];
            const current = pathname === page.href || pathname.startsWith(`${page.href}/`);
            const badge = counts[page.id];
            const label = badge && badge.count > 0 ? `${t(`nav.${page.id}`)} (${badge.label})` : t(`nav.${page.id}`);
            return (
              <li key={page.id}>
                <WithTooltip label={label} show={collapsed}>
                  <Link
                    href={page.href}
                    aria-current={current ? "page" : undefined}
                    aria-label={collapsed ? label : undefined}
                    onClick={onNavigate}
                    data-nav-item={page.id}
                    className={`relative flex h-9 items-center gap-3 rounded-md px-2 text-sm font-medium transition-colors ${
                      current ? "bg-cream text-olive-deep" : "text-cream hover:bg-olive"
                    }`}
                  >
                    <Icon aria-hidden className="size-5 shrink-0" strokeWidth={1.75} />
                    {!collapsed && <span className="truncate">{t(`nav.${page.id}`)}</span>}
                    {badge && badge.count > 0 && <CountBadge count={badge.count} label={badge.label} collapsed={collapsed} />}
                  </Link>
                </WithTooltip>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

function LogoutButton({ collapsed }: { collapsed: boolean }) {
  const t = useTranslations("AdminPortal");
  const [, formAction, pending] = useActionState(signOutAdminAction, idleFormState);
  return (
    <form action={formAction} onSubmit={unmarkStaffBrowser} className="px-1.5">
      <input type="hidden" name="next" value={adminPaths.portal} />
      <WithTooltip label={t("logout")} show={collapsed}>
        <button
          type="submit"
          disabled={pending}
          aria-label={collapsed ? t("logout") : undefined}
          className="flex h-9 w-full items-center gap-3 rounded-md px-2 text-sm font-medium text-cream transition-colors hover:bg-olive disabled:cursor-wait disabled:opacity-75"
        >
          <LogOut aria-hidden className="size-5 shrink-0" strokeWidth={1.75} />
          {!collapsed && <span>{t("logout")}</span>}
        </button>
      </WithTooltip>
    </form>
  );
}

type SetLanguage = (state: FormState<"language">, input: FormData) => Promise<FormState<"language">>;

/**
 * The staff member's language, kept on their account: one button naming the other language in
 * that language (a form, so it works without JavaScript too).
 */
function LanguageSwitch({ collapsed, language, action }: { collapsed: boolean; language: Locale; action: SetLanguage }) {
  const t = useTranslations("AdminPortal");
  const [, formAction, pending] = useActionState(action, idleFormState);
  const next = otherLocale(language);
  const label = t("switchLanguage", { language: t(`languageNames.${next}`) });
  return (
    <form action={formAction} className="px-1.5">
      <input type="hidden" name="language" value={next} />
      <WithTooltip label={label} show={collapsed}>
        <button
          type="submit"
          disabled={pending}
          aria-label={label}
          data-language-switch={next}
          className="flex h-9 w-full items-center gap-3 rounded-md px-2 text-sm font-medium text-cream transition-colors hover:bg-olive disabled:cursor-wait disabled:opacity-75"
        >
          <Languages aria-hidden className="size-5 shrink-0" strokeWidth={1.75} />
          {!collapsed && (
            <span aria-hidden lang={next}>
              {t(`nativeLanguageNames.${next}`)}
            </span>
          )}
        </button>
      </WithTooltip>
    </form>
  );
}

/**
 * The portal's frame: a sidebar of 16rem that collapses to 3rem of icons (state kept in a cookie
 * the server reads, so the first paint is right), and below 768px a sheet of 18rem opened by a
 * menu button. Ctrl/Cmd+B toggles whichever is in use.
 */
export function PortalSidebar({
  defaultExpanded,
  email,
  pages,
  counts = {},
  language,
  setLanguage,
  children,
}: {
  defaultExpanded: boolean;
  email: string;
  /** The pages the viewer's role opens (decided on the server from `adminPortalPages`). */
  pages: readonly AdminPortalPageId[];
  counts?: SidebarCounts;
  language: Locale;
  setLanguage: SetLanguage;
  children: ReactNode;
}) {
  const t = useTranslations("AdminPortal");
  const [expanded, setExpanded] = useState(defaultExpanded);
  const pathname = usePathname();
  // Staff browsing the public site from here are not visitors: analytics skip this browser.
  useEffect(() => markStaffBrowser(), [pathname]);
  // The sheet is open on the page where it was opened: any navigation (link, back button) closes it.
  const [sheetOpenOn, setSheetOpenOn] = useState<string | null>(null);
  const sheetOpen = sheetOpenOn === pathname;
  const setSheetOpen = useCallback((open: boolean) => setSheetOpenOn(open ? pathname : null), [pathname]);

  const toggle = useCallback(() => {
    if (window.matchMedia(mobileQuery).matches) {
      setSheetOpenOn((openOn) => (openOn === pathname ? null : pathname));
      return;
    }
    setExpanded((current) => {
      storeExpanded(!current);
      return !current;
    });
  }, [pathname]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSidebarShortcut(event, event.target instanceof HTMLElement ? event.target : null)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const collapsed = !expanded;
  return (
    <Tooltip.Provider delayDuration={150}>
      <div className="flex min-h-dvh">
        <aside
          data-sidebar="desktop"
          data-state={expanded ? "expanded" : "collapsed"}
          className={`sticky top-0 hidden h-dvh shrink-0 flex-col overflow-hidden bg-olive-deep text-cream transition-[width] duration-200 md:flex ${
            expanded ? "w-64" : "w-12"
          }`}
        >
          <div className="flex h-14 items-center gap-2 px-1.5">
            <WithTooltip label={expanded ? t("collapse") : t("expand")} show={collapsed}>
              <button
                type="button"
                onClick={toggle}
                aria-label={expanded ? t("collapse") : t("expand")}
                aria-expanded={expanded}
                data-sidebar-toggle
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-cream transition-colors hover:bg-olive"
              >
                <PanelLeft aria-hidden className="size-5" strokeWidth={1.75} />
              </button>
            </WithTooltip>
            {expanded && <span className="truncate font-serif text-lg font-semibold">{t("title")}</span>}
          </div>
          <SidebarNav collapsed={collapsed} pages={pages} counts={counts} />
          <div className="space-y-2 border-t border-cream/15 py-3">
            {expanded && <p className="truncate px-3.5 text-xs text-cream/80">{t("signedInAs", { email })}</p>}
            <LanguageSwitch collapsed={collapsed} language={language} action={setLanguage} />
            <LogoutButton collapsed={collapsed} />
          </div>
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
            <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-olive-deep/15 bg-cream px-3 md:hidden">
              <Dialog.Trigger asChild>
                <button
                  type="button"
                  aria-label={t("openMenu")}
                  data-sidebar-trigger
                  className="inline-flex size-10 items-center justify-center rounded-md text-olive-deep ring-1 ring-olive-deep/20"
                >
                  <Menu aria-hidden className="size-5" />
                </button>
              </Dialog.Trigger>
              <span className="font-serif text-lg font-semibold text-olive-deep">{t("title")}</span>
            </header>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
              <Dialog.Content
                data-sidebar="mobile"
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-olive-deep text-cream shadow-xl focus:outline-none"
              >
                <div className="flex h-14 items-center justify-between px-3">
                  <Dialog.Title className="font-serif text-lg font-semibold">{t("title")}</Dialog.Title>
                  <Dialog.Close asChild>
                    <button
                      type="button"
                      aria-label={t("closeMenu")}
                      className="inline-flex size-9 items-center justify-center rounded-md hover:bg-olive"
                    >
                      <X aria-hidden className="size-5" />
                    </button>
                  </Dialog.Close>
                </div>
                <SidebarNav collapsed={false} pages={pages} counts={counts} onNavigate={() => setSheetOpen(false)} />
                <div className="space-y-2 border-t border-cream/15 py-3">
                  <p className="truncate px-3.5 text-xs text-cream/80">{t("signedInAs", { email })}</p>
                  <LanguageSwitch collapsed={false} language={language} action={setLanguage} />
                  <LogoutButton collapsed={false} />
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          {children}
        </div>
      </div>
    </Tooltip.Provider>
  );
}
