import "server-only";

/**
 * Where a visit came from, as the analytics page groups it: typed in or bookmarked (`direct`),
 * a search engine, a social network, another site (by its host), or the site itself (`internal`:
 * a page of ours linked to another, which is not a new source).
 */
export const sourceKinds = ["direct", "search", "social", "site", "internal"] as const;
export type SourceKind = (typeof sourceKinds)[number];

// Hosts are matched on their registrable part (`www.google.ca`, `news.google.com` → google).
const searchEngines: Record<string, RegExp> = {
  google: /(^|\.)google\.[a-z.]+$/,
  bing: /(^|\.)bing\.com$/,
  duckduckgo: /(^|\.)duckduckgo\.com$/,
  qwant: /(^|\.)qwant\.com$/,
  ecosia: /(^|\.)ecosia\.org$/,
  yahoo: /(^|\.)yahoo\.[a-z.]+$/,
  yandex: /(^|\.)yandex\.[a-z.]+$/,
  baidu: /(^|\.)baidu\.com$/,
  brave: /(^|\.)search\.brave\.com$/,
  startpage: /(^|\.)startpage\.com$/,
};

const socialNetworks: Record<string, RegExp> = {
  facebook: /(^|\.)(facebook\.com|fb\.me|fb\.com)$/,
  linkedin: /(^|\.)(linkedin\.com|lnkd\.in)$/,
  instagram: /(^|\.)instagram\.com$/,
  x: /(^|\.)(x\.com|twitter\.com|t\.co)$/,
  youtube: /(^|\.)(youtube\.com|youtu\.be)$/,
  reddit: /(^|\.)reddit\.com$/,
  pinterest: /(^|\.)pinterest\.[a-z.]+$/,
  tiktok: /(^|\.)tiktok\.com$/,
  bluesky: /(^|\.)bsky\.app$/,
  threads: /(^|\.)threads\.(net|com)$/,
};

function named(host: string, table: Record<string, RegExp>): string | undefined {
  return Object.entries(table).find(([, pattern]) => pattern.test(host))?.[0];
}

/**
 * The source of a visit from the referrer the browser reported (`document.referrer`) and the
 * site's own host names: `{ kind, source }`, source being the engine's or network's name, the other
 * site's host (without `www.`), or null for direct and internal visits.
 */
export function referrerSource(
  referrer: string | null | undefined,
  siteHosts: readonly string[],
): { kind: SourceKind; source: string | null } {
  if (!referrer) return { kind: "direct", source: null };
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return { kind: "direct", source: null };
  }
  if (!host) return { kind: "direct", source: null };
  if (siteHosts.some((site) => site.toLowerCase() === host)) return { kind: "internal", source: null };
  const search = named(host, searchEngines);
  if (search) return { kind: "search", source: search };
  const social = named(host, socialNetworks);
  if (social) return { kind: "social", source: social };
  return { kind: "site", source: host.replace(/^www\./, "") };
}

export interface Campaign {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const utmMax = 100;

/** The UTM tags of a page's query string (`?utm_source=…&utm_medium=…&utm_campaign=…`), trimmed, lower case. */
export function campaignOf(search: string | null | undefined): Campaign {
  const params = new URLSearchParams(search ?? "");
  const tag = (name: string) => {
    const value = params.get(name)?.trim().toLowerCase().slice(0, utmMax);
    return value ? value : null;
  };
  return { utmSource: tag("utm_source"), utmMedium: tag("utm_medium"), utmCampaign: tag("utm_campaign") };
}

export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

// A small rule instead of a user-agent library: tablets first (an Android tablet lacks "Mobile";
// an iPad on iPadOS 13+ reports itself as a Mac and is counted as a desktop, as it asks for
// desktop pages), then phones, else a desktop.
const tablet = /ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i;
const mobile = /mobi|iphone|ipod|android|windows phone|blackberry|opera mini|iemobile/i;

/** mobile, tablet or desktop, judged by the user agent. */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  if (tablet.test(userAgent)) return "tablet";
  if (mobile.test(userAgent)) return "mobile";
  return "desktop";
}
