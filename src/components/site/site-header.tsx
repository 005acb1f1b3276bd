import type { Flags } from "@/server/flags/catalog";
import { NavBar } from "./nav-bar";
import { navItems } from "./nav-items";

export function SiteHeader({ flags }: { flags: Flags }) {
  const { sections, pages } = navItems(flags);
  return <NavBar sections={sections} pages={pages} showLanguageToggle={flags.french_language} />;
}
