import { articleSlugs, getContent } from "@/content";
import { defaultLocale } from "@/i18n/locales";
import type { FlagName, Flags } from "@/server/flags/catalog";
import { paths } from "./paths";

/** Every indexable page, in both languages, with the flag that must be on for it to exist. */
const publicPages: { path: string; flag?: FlagName; priority: number }[] = [
  { path: paths.home, priority: 1 },
  { path: paths.solutions, flag: "solutions", priority: 0.8 },
  { path: paths.teams, flag: "teams", priority: 0.6 },
  { path: paths.partnerships, flag: "partnerships", priority: 0.7 },
  { path: paths.insightsNews, flag: "insights", priority: 0.6 },
  { path: paths.insightsBlog, flag: "insights", priority: 0.6 },
  // Article slugs are the same in both languages.
  ...articleSlugs(getContent(defaultLocale).insights.articles).map((slug) => ({
    path: paths.article(slug),
    flag: "insights" as const,
    priority: 0.5,
  })),
  { path: paths.privacy, priority: 0.3 },
  { path: paths.terms, priority: 0.3 },
  { path: paths.amazonAssets, priority: 0.4 },
];

export function pagesThatAreOn(flags: Flags) {
  return publicPages.filter((page) => !page.flag || flags[page.flag]);
}
