import type { FlagName, Flags } from "@/server/flags/catalog";
import { paths } from "./paths";

/** Every indexable page, in both languages, with the flag that must be on for it to exist. */
const publicPages: { path: string; flag?: FlagName; priority: number }[] = [
  { path: paths.home, priority: 1 },
  { path: paths.privacy, priority: 0.3 },
  { path: paths.terms, priority: 0.3 },
  { path: paths.amazonAssets, priority: 0.4 },
];

export function pagesThatAreOn(flags: Flags) {
  return publicPages.filter((page) => !page.flag || flags[page.flag]);
}
