import type { Flags } from "@/lib/flags/catalog";
import { NavBar } from "./nav-bar";
import { navItems } from "./nav-items";

export function SiteHeader({ flags }: { flags: Flags }) {
  const { sections, pages, account } = navItems(flags);
  return <NavBar sections={sections} pages={pages} account={account} showLanguageToggle={flags.french_language} />;
}
