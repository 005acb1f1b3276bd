"use client";

import { Menu, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "@/i18n/navigation";
import { LanguageToggle } from "./language-toggle";
import { isCurrent, type NavItem } from "./nav-item";
import { NavMenu } from "./nav-menu";
import { useDisclosure } from "./use-disclosure";
import { useShownPathname } from "./use-shown-pathname";

const SOLID_AFTER_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

interface NavBarProps {
  sections: NavItem[];
  pages: NavItem[];
  account: NavItem | null;
  showLanguageToggle: boolean;
}

/**
 * From 768 px the bar is one line in both languages with every flag on: the home sections and the
 * page groups sit in two menus; contact and the client portal stay on the bar.
 */
export function NavBar({ sections, pages, account, showLanguageToggle }: NavBarProps) {
  const t = useTranslations("Nav");
  // None on the 404 page: no item is current there.
  const pathname = useShownPathname() ?? "";
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useDisclosure(pathname, menuButton);
  const menuId = useId();
  const items = [...sections, ...pages, ...(account ? [account] : [])];
  const label = (item: NavItem) => t(item.id);
  // The logo leads home, and contact stays on the bar: the menu holds the sections between.
  const sectionMenuItems = sections.filter((item) => item.id !== "home" && item.id !== "contact");
  const contact = sections.find((item) => item.id === "contact");
  const solid = scrolled || menuOpen;

  return (
    <header
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-50 transition-colors duration-300 ${
        solid ? "bg-cream/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-cream/85" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" aria-label={t("logoLabel")} className="flex shrink-0 items-center gap-2.5 rounded-md">
          <img src="/images/logo-mark.svg" alt="" width={36} height={36} className="size-9" />
          <span className="font-serif text-xl font-semibold tracking-tight text-olive-deep md:max-lg:sr-only">Terramare</span>
        </Link>

        <div className="hidden items-center gap-3 md:flex">
          <nav aria-label={t("label")}>
            <ul className="flex flex-nowrap items-center gap-x-1 py-2">
              {sectionMenuItems.length > 0 && (
                <NavMenu label={t("sectionsMenu")} items={sectionMenuItems} itemLabel={label} pathname={pathname} />
              )}
              {pages.length > 0 && <NavMenu label={t("pagesMenu")} items={pages} itemLabel={label} pathname={pathname} />}
              {contact && (
                <li>
                  <Link
                    href={contact.href}
                    className="block rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-ink/80 transition-colors hover:bg-sand hover:text-ink"
                  >
                    {t(contact.id)}
                  </Link>
                </li>
              )}
              {account && (
                <li>
                  <Link
                    href={account.href}
                    aria-current={isCurrent(account, pathname) ? "page" : undefined}
                    className="ml-1 inline-flex min-h-11 items-center rounded-full bg-olive-deep px-4 text-sm font-semibold whitespace-nowrap text-cream transition-colors hover:underline hover:underline-offset-4 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                  >
                    {t(account.id)}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          {showLanguageToggle && <LanguageToggle />}
        </div>

        <div className="flex items-center gap-2 md:hidden">
          {showLanguageToggle && <LanguageToggle />}
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-sand"
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            <span className="sr-only">{menuOpen ? t("closeMenu") : t("openMenu")}</span>
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label={t("label")}
        hidden={!menuOpen}
        className="border-t border-sand bg-cream px-4 pb-4 shadow-md md:hidden"
      >
        <ul className="flex flex-col py-2">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                href={item.href}
                aria-current={isCurrent(item, pathname) ? "page" : undefined}
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-sand aria-[current=page]:bg-sand aria-[current=page]:text-olive-deep"
              >
                {t(item.id)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
