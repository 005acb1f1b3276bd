import "server-only";
import { hasLocale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { getEnv } from "@/config/env";
import { companyDefaults, site } from "@/config/site";
import { locales, type Locale } from "@/i18n/locales";
import { ATOM_CONTENT_TYPE, atomFeed, calendarDateTime, type AtomEntry } from "@/lib/atom";
import { sharedPageCaching } from "@/lib/cache-control";
import { hasBody } from "@/lib/content/news";
import { searchAppearance } from "@/lib/content/search";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { getFlags } from "@/server/flags";
import { logMissingPage } from "@/server/not-found";
import { getArticles, getNews, getSection, getTeam } from "./site";

/** How many entries a feed carries: the newest; readers keep what they saw before. */
export const FEED_LENGTH = 20;

/**
 * A permanent id for an item's entry in one language's feed (RFC 4151 tag URI): by the item's
 * key, so it survives a new slug, a new title or a new site address in the page's URL (and the
 * year is a constant, never the founding year a settings page may change).
 */
function entryId(type: "news" | "article", key: string, locale: Locale): string {
  return `tag:${new URL(getEnv().SITE_URL).hostname},${companyDefaults.foundingYear}:${type}/${key}/${locale}`;
}

/** When an entry was published (its date) and last changed (this language's last publishing, never before its date). */
function entryDates(item: { date: string; publishedAt?: string }): Pick<AtomEntry, "published" | "updated"> {
  const published = calendarDateTime(item.date);
  const republished = item.publishedAt ? new Date(item.publishedAt) : published;
  return { published, updated: republished > published ? republished : published };
}

const newestFirst = (a: AtomEntry, b: AtomEntry) =>
  b.published.getTime() - a.published.getTime() || b.updated.getTime() - a.updated.getTime();

/**
 * The news published in `locale` as an Atom feed, newest first. An item without a page of its own
 * links where its card does: its related article (published in this language), else the news page.
 * Read through the published content, so the feed is tagged `content:news` like the news page.
 */
export async function newsFeed(locale: Locale): Promise<string> {
  const [t, news, articles, header] = await Promise.all([
    getTranslations({ locale, namespace: "Insights" }),
    getNews(locale),
    getArticles(locale),
    getSection(locale, "insights.news"),
  ]);
  const listUrl = absoluteUrl(locale, paths.insightsNews);
  const entries = news.map((item): AtomEntry => {
    const articleSlug = articles.find((article) => article.id === item.relatedArticle)?.slug;
    const url = hasBody(item)
      ? absoluteUrl(locale, paths.newsItem(item.slug))
      : articleSlug
        ? absoluteUrl(locale, paths.article(articleSlug))
        : listUrl;
    return {
      id: entryId("news", item.id, locale),
      title: item.title,
      url,
      summary: searchAppearance(item).description,
      ...entryDates(item),
    };
  });
  return atomFeed({
    id: absoluteUrl(locale, paths.newsFeed),
    title: header.title || t("newsTitle"),
    subtitle: header.intro,
    language: locale,
    self: absoluteUrl(locale, paths.newsFeed),
    alternate: listUrl,
    author: { name: site.name, uri: absoluteUrl(locale, paths.home) },
    entries: entries.sort(newestFirst).slice(0, FEED_LENGTH),
  });
}

/** The articles published in `locale` as an Atom feed, newest first, each with its author (tagged `content:article`). */
export async function blogFeed(locale: Locale): Promise<string> {
  const [t, articles, team, header] = await Promise.all([
    getTranslations({ locale, namespace: "Insights" }),
    getArticles(locale),
    getTeam(locale),
    getSection(locale, "insights.blog"),
  ]);
  const entries = articles.map((article): AtomEntry => {
    const author = team.find((member) => member.id === article.author);
    const url = absoluteUrl(locale, paths.article(article.slug));
    return {
      id: entryId("article", article.id, locale),
      title: article.title,
      url,
      summary: searchAppearance(article).description,
      ...entryDates(article),
      ...(author && { author: { name: author.name } }),
    };
  });
  return atomFeed({
    id: absoluteUrl(locale, paths.blogFeed),
    title: header.title || t("blogTitle"),
    subtitle: header.intro,
    language: locale,
    self: absoluteUrl(locale, paths.blogFeed),
    alternate: absoluteUrl(locale, paths.insightsBlog),
    author: { name: site.name, uri: absoluteUrl(locale, paths.home) },
    entries: entries.sort(newestFirst).slice(0, FEED_LENGTH),
  });
}

/**
 * A feed as the route answers it: 404 while the insights pages are off (as their layout does) or
 * for a language the site does not have; otherwise Atom, which shared caches may keep briefly
 * like a page (the server adds an ETag, so readers that poll get 304s).
 */
export async function feedResponse(locale: string, kind: "news" | "blog"): Promise<Response> {
  if (!hasLocale(locales, locale) || !(await getFlags()).insights) {
    logMissingPage(locale, kind === "news" ? paths.newsFeed : paths.blogFeed);
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const body = kind === "news" ? await newsFeed(locale) : await blogFeed(locale);
  return new Response(body, {
    headers: { "Content-Type": ATOM_CONTENT_TYPE, ...sharedPageCaching },
  });
}
