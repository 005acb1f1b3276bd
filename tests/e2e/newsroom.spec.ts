// shared-state: flags
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { storageStatePath } from "./support/accounts";
import type { HTMLElement } from "node-html-parser";
import { attributeOf, linksNamed, named, only, servedPage, textOf } from "../support/html";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";
import { expectWholeNotFound } from "./support/not-found";

// Publishing like a newsroom: Atom feeds per language, lists that page through the URL, the
// sitemap dated per language, structured data, and the editor's search preview. Thirteen news
// items are published in English only, straight into the database (as a publish leaves them),
// and deleted afterwards: the public-text spec snapshots the news page's words.

test.describe.configure({ mode: "serial" });

const run = randomUUID().slice(0, 6);
const keys = Array.from({ length: 13 }, (_, index) => `newsroom-${run}-${index + 1}`);
const slugOf = (index: number) => `newsroom-${run}-${index + 1}`;
// The first is the newest news item of all (it leads the feed); the others are old (page 2).
const dateOf = (index: number) => (index === 0 ? "2099-01-15" : `2001-01-${String(index + 1).padStart(2, "0")}`);
const publishedAtOf = (index: number) => `2024-06-${String(index + 1).padStart(2, "0")}T10:30:00.000Z`;
const titleOf = (index: number) => `Newsroom trade note ${run} ${index + 1}`;
const body = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

async function touchNews() {
  await e2eDatabase().query(
    `insert into cache_tags (tag, revalidated_at) values ('content:news', clock_timestamp())
     on conflict (tag) do update set revalidated_at = excluded.revalidated_at`,
  );
}

test.beforeAll(async () => {
  await setFlags({ insights: true, french_language: true });
  const db = e2eDatabase();
  for (const [index, key] of keys.entries()) {
    const shared = { date: dateOf(index), category: "trade", relatedArticle: "" };
    const fields = {
      title: titleOf(index),
      slug: slugOf(index),
      excerpt: `What changed for importers this week (${run}, note ${index + 1}).`,
      tag: "Trade",
      image: "/images/insights/trade.svg",
      body: body(`Customs brokers report shorter clearance times for olive oil shipments, note ${index + 1}.`),
      searchTitle: index === 0 ? `Search title ${run}` : "",
      searchDescription: "",
      shareImage: "",
    };
    const {
      rows: [item],
    } = await db.query<{ id: string }>(
      `insert into content_items (type, key, position, shared) values ('news', $1, $2, $3) returning id`,
      [key, 1000 + index, JSON.stringify(shared)],
    );
    await db.query(
      `insert into content_locales (item_id, locale, type, fields, slug, published, published_at, published_by)
       values ($1, 'en', 'news', $2, $3, $4, $5, 'e2e'), ($1, 'fr', 'news', $6, null, null, null, null)`,
      [
        item!.id,
        JSON.stringify(fields),
        slugOf(index),
        JSON.stringify({ shared, fields }),
        publishedAtOf(index),
        JSON.stringify({ ...fields, slug: "" }),
      ],
    );
  }
  await touchNews();
});

test.afterAll(async () => {
  await e2eDatabase().query("delete from content_items where type = 'news' and key = any($1)", [keys]);
  await touchNews();
  await resetFlags();
});

/** The feed at `path`, read by the browser's own XML parser (which reports malformed XML). */
async function readFeed(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  await page.goto("/robots.txt");
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const atom = "http://www.w3.org/2005/Atom";
    const first = (node: Element | Document, name: string) => node.getElementsByTagNameNS(atom, name)[0];
    const feed = doc.documentElement;
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      root: feed.localName,
      namespace: feed.namespaceURI,
      id: [...feed.children].find((child) => child.localName === "id")?.textContent,
      updated: [...feed.children].find((child) => child.localName === "updated")?.textContent,
      links: [...feed.children]
        .filter((child) => child.localName === "link")
        .map((link) => ({ rel: link.getAttribute("rel"), href: link.getAttribute("href") })),
      author: first(first(feed, "author")!, "name")?.textContent,
      entries: [...feed.getElementsByTagNameNS(atom, "entry")].map((entry) => ({
        id: first(entry, "id")?.textContent ?? "",
        title: first(entry, "title")?.textContent ?? "",
        link: first(entry, "link")?.getAttribute("href") ?? "",
        updated: first(entry, "updated")?.textContent ?? "",
        published: first(entry, "published")?.textContent ?? "",
        summary: first(entry, "summary")?.textContent ?? "",
      })),
    };
  }, xml);
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

test.describe("feeds", () => {
  test("the English news feed is valid Atom and lists the English-only item, newest first", async ({ page, baseURL }) => {
    const feed = await readFeed(page, "/insights/news/feed.xml");
    expect(feed.error).toBe(false);
    expect(feed).toMatchObject({ root: "feed", namespace: "http://www.w3.org/2005/Atom", author: "Terramare Imports" });
    expect(feed.id).toBe(`${baseURL}/insights/news/feed.xml`);
    expect(feed.updated).toMatch(RFC3339);
    expect(feed.links).toContainEqual({ rel: "self", href: `${baseURL}/insights/news/feed.xml` });
    expect(feed.links).toContainEqual({ rel: "alternate", href: `${baseURL}/insights/news` });
    expect(feed.entries.length).toBeLessThanOrEqual(20);
    expect(feed.entries[0]).toMatchObject({
      title: titleOf(0),
      link: `${baseURL}/insights/news/${slugOf(0)}`,
      published: "2099-01-15T00:00:00Z",
      updated: "2099-01-15T00:00:00Z",
    });
    for (const entry of feed.entries) {
      expect(entry.id).toMatch(/^tag:[^,]+,\d{4}:news\/.+\/en$/);
      expect(new URL(entry.link).origin).toBe(baseURL);
      expect(entry.updated).toMatch(RFC3339);
      expect(entry.published).toMatch(RFC3339);
      expect(entry.summary).not.toBe("");
    }
    expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(feed.entries.length);
  });

  test("the French news feed lists only what is published in French", async ({ page, baseURL }) => {
    const feed = await readFeed(page, "/fr/perspectives/nouvelles/flux.xml");
    expect(feed.error).toBe(false);
    expect(feed.id).toBe(`${baseURL}/fr/perspectives/nouvelles/flux.xml`);
    expect(feed.entries.length).toBeGreaterThan(0);
    expect(feed.entries.map((entry) => entry.title).join("\n")).not.toContain(run);
    for (const entry of feed.entries) expect(entry.link.startsWith(`${baseURL}/fr/`)).toBe(true);
  });

  test("the blog feeds carry the articles, and the pages link their language's feeds", async ({ page, baseURL }) => {
    const feed = await readFeed(page, "/fr/perspectives/blogue/flux.xml");
    expect(feed.error).toBe(false);
    expect(feed.entries.some((entry) => entry.link === `${baseURL}/fr/perspectives/blogue/droits-de-douane-et-aceum`)).toBe(true);

    const english = ["/insights/news/feed.xml", "/insights/blog/feed.xml"];
    const french = ["/fr/perspectives/nouvelles/flux.xml", "/fr/perspectives/blogue/flux.xml"];
    for (const [path, feedPaths] of [
      ["/insights/blog", english],
      ["/fr/perspectives/nouvelles", french],
      ["/insights/blog/tariff-impact-analysis", english],
    ] as const) {
      await page.goto(path);
      const feeds = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      await expect(feeds).toHaveCount(2);
      expect(await feeds.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        feedPaths.map((feedPath) => `${baseURL}${feedPath}`),
      );
      await expect(feeds.first()).toHaveAttribute("title", /\S/);
    }
  });

  test("the feeds answer 404 while insights is off", async ({ request }) => {
    await setFlags({ insights: false });
    try {
      expect((await request.get("/insights/news/feed.xml")).status()).toBe(404);
      expect((await request.get("/fr/perspectives/blogue/flux.xml")).status()).toBe(404);
    } finally {
      await setFlags({ insights: true });
    }
  });
});

test.describe("lists that grow", () => {
  const cards = (page: Page) => page.locator("main li[data-category]");
  const pages = (page: Page) => page.getByRole("navigation", { name: "Pages" });

  test("the news page shows twelve items, numbered page links and rel next; page 2 the rest", async ({ page, baseURL }) => {
    await page.goto("/insights/news");
    await expect(cards(page)).toHaveCount(12);
    await expect(pages(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", `${baseURL}/insights/news?page=2`);
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/insights/news`);

    await pages(page).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/insights\/news\?page=2$/);
    await expect(pages(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page).filter({ hasText: titleOf(1) })).toHaveCount(1);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", `${baseURL}/insights/news`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/insights/news?page=2`);
  });

  // One response each: read without a browser.
  test("the category filter keeps its category on the page links", async ({ request, baseURL }) => {
    const servedCards = (document: HTMLElement) => document.querySelectorAll("main li[data-category]");
    const pageLinks = (document: HTMLElement, name: string) =>
      linksNamed(named(document, "nav", "Pages"), name).map((link) => link.getAttribute("href"));
    const first = (await servedPage(request, "/insights/news?category=trade")).document;
    expect(servedCards(first)).toHaveLength(12);
    expect(pageLinks(first, "Page 2")).toEqual(["/insights/news?category=trade&page=2"]);
    expect(attributeOf(first, 'head link[rel="next"]', "href")).toBe(`${baseURL}/insights/news?category=trade&page=2`);
    const second = (await servedPage(request, "/insights/news?category=trade&page=2")).document;
    expect(servedCards(second)[0]?.getAttribute("data-category")).toBe("trade");
    expect(pageLinks(second, "Page 1")).toEqual(["/insights/news?category=trade"]);
  });

  test("pages past the last and malformed page numbers answer the 404 page, whole, in their language", async ({ request }) => {
    for (const path of [
      "/insights/news?page=3",
      "/insights/news?page=0",
      "/insights/news?page=two",
      "/insights/blog?page=2",
      "/fr/perspectives/blogue?page=abc",
      "/insights/blog?page=2&page=3",
    ]) {
      expectWholeNotFound(await servedPage(request, path), path.startsWith("/fr") ? "fr" : "en");
    }
    expect((await request.get("/insights/news?page=1")).status()).toBe(200);
    expect((await request.get("/insights/blog?page=1")).status()).toBe(200);
    // The blog's later pages are rendered at paths of their own (so they are cached); the address stays `?page=`.
    const direct = await request.get("/fr/insights/blog/pages/2", { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    expect(direct.headers().location).toMatch(/\/fr\/perspectives\/blogue\?page=2$/);
  });

  test("paging works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/insights/news");
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.locator("main li[data-category]").filter({ hasText: titleOf(1) })).toHaveCount(1);
    await context.close();
  });
});

// Cached pages (docs/architecture.md, "How a page is cached and invalidated"): what the server
// answers from its memory carries no x-nextjs-cache (Next marks every answer it makes).
test.describe("the news list, its views and the feeds are cached pages", () => {
  const addresses = [
    "/insights/news",
    "/insights/news?category=trade",
    "/insights/news/feed.xml",
    "/fr/perspectives/nouvelles/flux.xml",
    "/insights/blog/feed.xml",
  ];

  test("repeated requests are answered from the server's memory; a publish changes the list and the feed on the next request", async ({
    request,
  }) => {
    for (const address of addresses) {
      // A render within a second of a tag change (this spec's inserts) is rendered once more.
      await expect
        .poll(
          async () => {
            const response = await request.get(address);
            expect(response.status(), address).toBe(200);
            return response.headers()["x-nextjs-cache"] ?? "server memory";
          },
          { message: address },
        )
        .toBe("server memory");
    }
    // A publish of the newest item's English copy under a new title, as publishLocale leaves it:
    // the published copy, then the type's tag.
    const republish = (title: string) =>
      e2eDatabase().query(
        `update content_locales set published = jsonb_set(published, '{fields,title}', to_jsonb($2::text))
         where locale = 'en' and item_id = (select id from content_items where type = 'news' and key = $1)`,
        [keys[0], title],
      );
    const title = `Republished trade note ${run}`;
    await republish(title);
    await touchNews();
    try {
      for (const address of ["/insights/news", "/insights/news?category=trade", "/insights/news/feed.xml"]) {
        const response = await request.get(address);
        expect(response.headers()["x-nextjs-cache"], address).toBe("MISS");
        expect(await response.text(), address).toContain(title);
      }
      // The French feed, rendered again too (it read the type's tag), has no English item.
      expect(await (await request.get("/fr/perspectives/nouvelles/flux.xml")).text()).not.toContain(title);
      // Kept again: the next requests are answered from memory, with the new title.
      for (const address of ["/insights/news", "/insights/news/feed.xml"]) {
        await expect
          .poll(async () => {
            const response = await request.get(address);
            return (await response.text()).includes(title) && (response.headers()["x-nextjs-cache"] ?? "server memory");
          })
          .toBe("server memory");
      }
    } finally {
      await republish(titleOf(0));
      await touchNews();
    }
  });
});

test("the sitemap lists each item in the languages it is published in, dated by that publishing", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entry = (path: string) => new RegExp(`<url>\\s*<loc>${baseURL}${path}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1];
  const english = entry(`/insights/news/${slugOf(3)}`);
  expect(english).toContain(`<lastmod>${publishedAtOf(3)}</lastmod>`);
  expect(xml).not.toContain(`/fr/perspectives/nouvelles/${slugOf(3)}`);
  // A seeded article, published in both languages: each URL dated.
  expect(entry("/fr/perspectives/blogue/droits-de-douane-et-aceum")).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
});

// The head and the structured data of one response: read without a browser.
test.describe("structured data and metadata", () => {
  const jsonLd = (document: HTMLElement) =>
    JSON.parse(document.querySelector('script[type="application/ld+json"]')?.rawText ?? "{}") as Record<string, unknown>;

  test("a news item is a NewsArticle with its search title, dates and publisher", async ({ request, baseURL }) => {
    const { document } = await servedPage(request, `/insights/news/${slugOf(0)}`);
    const data = jsonLd(document);
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      headline: titleOf(0),
      datePublished: "2099-01-15",
      dateModified: publishedAtOf(0),
      inLanguage: "en-CA",
      author: { "@type": "Organization", name: "Terramare Imports" },
      publisher: { "@type": "Organization", name: "Terramare Imports" },
      mainEntityOfPage: { "@id": `${baseURL}/insights/news/${slugOf(0)}` },
    });
    // The drawing is SVG, which sharing does not show: the site's share image stands in, absolute.
    expect(data.image).toBe(`${baseURL}/images/og-image-en.png`);
    expect(textOf(only(document, "title"))).toMatch(new RegExp(`^Search title ${run}`));
    expect(attributeOf(document, 'head meta[property="og:image"]', "content")).toBe(`${baseURL}/images/og-image-en.png`);
    expect(attributeOf(document, 'head meta[name="twitter:card"]', "content")).toBe("summary_large_image");
    expect(attributeOf(document, 'head meta[property="article:modified_time"]', "content")).toBe(publishedAtOf(0));
  });

  test("an article is a BlogPosting by its author, in French on the French page", async ({ request }) => {
    const { document } = await servedPage(request, "/fr/perspectives/blogue/droits-de-douane-et-aceum");
    const data = jsonLd(document);
    expect(data).toMatchObject({ "@type": "BlogPosting", inLanguage: "fr-CA", author: { "@type": "Person" } });
    expect(textOf(only(document, "body"))).toMatch(/\d+\u00a0min de lecture/);
  });
});

test.describe("the editor's search preview", () => {
  test.use({ storageState: storageStatePath("editor") });

  test("shows the result per language, with the fallbacks and a warning past the shown length", async ({ page, baseURL }) => {
    const {
      rows: [item],
    } = await e2eDatabase().query<{ id: string }>("select id from content_items where key = $1", [keys[1]]);
    await page.goto(`/admin-portal/content/${item!.id}`);
    const english = page.getByTestId("search-preview-en");
    await expect(english).toContainText(`${baseURL}/insights/news/${slugOf(1)}`);
    await expect(english).toContainText(titleOf(1));
    await expect(english).toContainText(`What changed for importers this week (${run}, note 2).`);
    await expect(english).not.toContainText("Search engines may cut the rest.");

    await page.locator("#field-en-searchTitle").fill("A search title far longer than any search engine shows in one result line");
    await expect(english).toContainText("A search title far longer than any search engine shows in on…");
    await expect(english).toContainText("Title: 73 characters (about 60 are shown). Search engines may cut the rest.");
    await expect(page.getByTestId("search-preview-fr")).toContainText("The address appears once the slug is filled in.");
  });
});
