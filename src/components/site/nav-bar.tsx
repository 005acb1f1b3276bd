"use client";

import { Menu, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import { LanguageToggle } from "./language-toggle";
import type { NavItem } from "./nav-items";

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
  showLanguageToggle: boolean;
}

export function NavBar({ sections, pages, showLanguageToggle }: NavBarProps) {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const items = [...sections, ...pages];
  const solid = scrolled || menuOpen;

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

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
          <span className="font-serif text-xl font-semibold tracking-tight text-olive-deep md:max-lg:sr-only">
            Terramare
          </span>
        </Link>

        <div className="hidden items-center gap-3 md:flex">
          <nav aria-label={t("label")}>
            {/* Many items (all flags on) wrap onto a second line between 768px and 1280px. */}
            <ul className="flex flex-wrap items-center justify-end gap-x-0.5 gap-y-1 py-2">
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    href={item.href}
                    className="block rounded-md px-2 py-1.5 text-sm font-medium text-ink/80 transition-colors hover:bg-sand hover:text-ink lg:px-2.5"
                  >
                    {t(item.id)}
                  </Link>
                </li>
              ))}
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
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-sand"
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
