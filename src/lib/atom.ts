/**
 * An Atom 1.0 feed (RFC 4287) as text: the news and the blog, per language. Only what the W3C
 * validator asks for and readers use: the feed's id, title, updated, self and alternate links and
 * author; each entry's id, title, updated, published, link and summary. Every URL is absolute and
 * every date RFC 3339; the caller gives entries newest first.
 */
export interface AtomFeed {
  /** A permanent IRI for the feed: its own absolute URL. */
  id: string;
  title: string;
  subtitle?: string;
  /** The language of the feed's text (`en`, `fr`). */
  language: string;
  /** The feed's absolute URL. */
  self: string;
  /** The page the feed follows (the news or blog list), absolute. */
  alternate: string;
  author: { name: string; uri?: string };
  /** When the feed last changed; the newest entry's `updated` when absent (or now, for an empty feed). */
  updated?: Date;
  entries: AtomEntry[];
}

export interface AtomEntry {
  /** A permanent IRI: the entry's absolute URL. */
  id: string;
  title: string;
  /** The entry's page, absolute. */
  url: string;
  summary: string;
  published: Date;
  updated: Date;
  author?: { name: string };
}

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/** Text for XML content and attribute values; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** An RFC 3339 timestamp in UTC, to the second (`2025-04-28T14:05:00Z`). */
export function rfc3339(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A calendar date (YYYY-MM-DD) as the moment pages mean by it: its midnight, UTC (as src/lib/dates.ts shows it). */
export function calendarDateTime(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const element = (name: string, text: string, attributes = "") => `<${name}${attributes}>${escapeXml(text)}</${name}>`;
const link = (rel: string, href: string, type?: string) =>
  `<link rel="${rel}"${type ? ` type="${escapeXml(type)}"` : ""} href="${escapeXml(href)}"/>`;

function author({ name, uri }: { name: string; uri?: string }): string {
  return `<author>${element("name", name)}${uri ? element("uri", uri) : ""}</author>`;
}

export function atomFeed(feed: AtomFeed, now: () => Date = () => new Date()): string {
  const newest = feed.entries.reduce<Date | undefined>(
    (latest, entry) => (!latest || entry.updated > latest ? entry.updated : latest),
    undefined,
  );
  const updated = feed.updated ?? newest ?? now();
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  ${element("id", feed.id)}`,
    `  ${element("title", feed.title)}`,
    ...(feed.subtitle ? [`  ${element("subtitle", feed.subtitle)}`] : []),
    `  ${element("updated", rfc3339(updated))}`,
    `  ${link("self", feed.self, "application/atom+xml")}`,
    `  ${link("alternate", feed.alternate, "text/html")}`,
    `  ${author(feed.author)}`,
    ...feed.entries.map((entry) =>
      [
        `  <entry>`,
        `    ${element("id", entry.id)}`,
        `    ${element("title", entry.title)}`,
        `    ${link("alternate", entry.url, "text/html")}`,
        `    ${element("published", rfc3339(entry.published))}`,
        `    ${element("updated", rfc3339(entry.updated))}`,
        ...(entry.author ? [`    ${author(entry.author)}`] : []),
        `    ${element("summary", entry.summary)}`,
        `  </entry>`,
      ].join("\n"),
    ),
    `</feed>`,
  ];
  return `${lines.join("\n")}\n`;
}
