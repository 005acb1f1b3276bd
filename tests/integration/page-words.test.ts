import { unzipSync, strFromU8 } from "fflate";
import { and, eq, inArray, sql } from "drizzle-orm";
import { createTranslator } from "next-intl";
import { afterAll, describe, expect, it, vi } from "vitest";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import { getContent } from "@/server/content/seed-data";
import { sectionKeys } from "@/lib/content/catalog";
import { brandStorePackage } from "@/server/brand-store";
import { saveDraft } from "@/server/content/commands";
import { publishLocale } from "@/server/content/publication";
import { listItems, publishProblems } from "@/server/content/items";
import { seedContent } from "@/server/content/seed";
import { getFooter, getHomeContent, getPolicy, getSection, getSections } from "@/server/content/site";
import { closeDb, getDb } from "@/server/db/client";
import { contentItems, contentLocales, contentVersions } from "@/server/db/schema";
import { outdatedLanguages } from "@/server/content/outdated";

// The pages' metadata read their messages through next-intl's server API, here without a request.
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: "en" | "fr"; namespace?: string }) =>
    createTranslator({ locale, messages: locale === "fr" ? fr : en, namespace: namespace as never }),
  setRequestLocale: () => {},
}));

afterAll(closeDb);

const editor = "editor@example.ca";
const pageTypes = ["hero", "audience", "section", "footer", "policy", "brand-store-guide"] as const;

async function only(type: (typeof pageTypes)[number], key?: string) {
  const items = await listItems({ type });
  const item = key ? items.find((candidate) => candidate.key === key) : items[0];
  if (!item) throw new Error(`no ${type} ${key ?? ""}`);
  return item;
}

describe("the page words in the studio", () => {
  it("seeds every page word published in both languages, each publishable as it stands", async () => {
    for (const type of pageTypes) {
      for (const item of await listItems({ type })) {
        for (const locale of ["en", "fr"] as const) {
          expect(item.locales[locale].state, `${type} ${item.key} ${locale}`).toBe("published");
          expect(await publishProblems(item, locale), `${type} ${item.key} ${locale}`).toEqual({});
        }
      }
    }
    expect((await listItems({ type: "section" })).map((item) => item.key).sort()).toEqual([...sectionKeys].sort());
  });

  it("reads today's words back: the hero, the audiences, a page header, the footer, the policies", async () => {
    for (const locale of ["en", "fr"] as const) {
      const source = getContent(locale);
      const home = await getHomeContent(locale);
      expect(home.hero?.keywords).toEqual(source.home.hero.keywords);
      expect(home.audiences.map((audience) => audience.title)).toEqual(source.home.audiences.map((audience) => audience.title));
      expect((await getSection(locale, "team")).title).toBe(source.pages.sections.team.title);
      expect((await getFooter(locale))?.tagline).toBe(source.pages.footerTagline);
      expect((await getPolicy(locale, "privacy"))?.title).toBe(source.privacy.title);
      expect((await getPolicy(locale, "terms"))?.effectiveDate).toBe("2025-04-28");
    }
  });

  it("publishes the hero's headline one language at a time", async () => {
    const hero = await only("hero");
    const saved = await saveDraft(
      hero.id,
      hero.revision,
      {
        en: { ...hero.locales.en.fields, titleAfter: " with a partner in Ottawa." },
        fr: { ...hero.locales.fr.fields, titleAfter: " avec un partenaire à Ottawa." },
      },
      editor,
    );
    if (saved.outcome !== "saved") throw new Error(saved.outcome);
    expect((await getHomeContent("en")).hero?.titleAfter).toBe(hero.locales.en.fields.titleAfter);

    expect((await publishLocale(hero.id, "en", saved.revision, editor)).outcome).toBe("published");
    expect((await getHomeContent("en")).hero?.titleAfter).toBe(" with a partner in Ottawa.");
    expect((await getHomeContent("fr")).hero?.titleAfter).toBe(hero.locales.fr.fields.titleAfter);

    expect((await publishLocale(hero.id, "fr", saved.revision, editor)).outcome).toBe("published");
    expect((await getHomeContent("fr")).hero?.titleAfter).toBe(" avec un partenaire à Ottawa.");
  });

  it("shows a page header's new words, and leaves a header not published in a language empty there", async () => {
    const team = await only("section", "team");
    const saved = await saveDraft(
      team.id,
      team.revision,
      { fr: { ...team.locales.fr.fields, title: "Les gens derrière Terramare" } },
      editor,
    );
    if (saved.outcome !== "saved") throw new Error(saved.outcome);
    expect((await publishLocale(team.id, "fr", saved.revision, editor)).outcome).toBe("published");
    expect((await getSections("fr")).team.title).toBe("Les gens derrière Terramare");
    expect((await getSections("en")).team.title).toBe(team.locales.en.fields.title);
  });

  it("gives a page the search title and description published for it, one language at a time", async () => {
    const { generateMetadata } = await import("@/app/[locale]/teams/page");
    const metadata = (locale: "en" | "fr") => generateMetadata({ params: Promise.resolve({ locale }) } as never);
    expect((await metadata("en")).title).toBe(getContent("en").pages.sections.team.searchTitle);
    expect((await metadata("fr")).description).toBe(getContent("fr").pages.sections.team.searchDescription);

    const team = await only("section", "team");
    const saved = await saveDraft(
      team.id,
      team.revision,
      { en: { ...team.locales.en.fields, searchTitle: "Meet our importers", searchDescription: "Who we are." } },
      editor,
    );
    if (saved.outcome !== "saved") throw new Error(saved.outcome);
    expect((await metadata("en")).title).toBe(getContent("en").pages.sections.team.searchTitle);
    expect((await publishLocale(team.id, "en", saved.revision, editor)).outcome).toBe("published");
    expect(await metadata("en")).toMatchObject({ title: "Meet our importers", description: "Who we are." });
    expect((await metadata("fr")).title).toBe(getContent("fr").pages.sections.team.searchTitle);
  });

  it("publishes a policy with a new effective date", async () => {
    const terms = await only("policy", "terms");
    const saved = await saveDraft(terms.id, terms.revision, { shared: { effectiveDate: "2026-12-01" } }, editor);
    if (saved.outcome !== "saved") throw new Error(saved.outcome);
    expect((await getPolicy("en", "terms"))?.effectiveDate).toBe("2025-04-28");
    expect((await publishLocale(terms.id, "en", saved.revision, editor)).outcome).toBe("published");
    expect((await getPolicy("en", "terms"))?.effectiveDate).toBe("2026-12-01");
  });

  it("builds the brand-store ZIP from the published store copy of each category, per language", async () => {
    const files = (zip: Uint8Array) =>
      Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, data]) => [name.split("/").slice(1).join("/"), data]));
    const before = files(await brandStorePackage());
    expect(strFromU8(before["copy/fr/honeys.txt"]!)).toContain(getContent("fr").home.products[3]!.storeCopy.title);

    const honeys = (await listItems({ type: "product" })).find((item) => item.key === "honeys")!;
    const saved = await saveDraft(
      honeys.id,
      honeys.revision,
      { fr: { ...honeys.locales.fr.fields, storeTitle: "Miels de Crète et de Sicile, récoltés à la main" } },
      editor,
    );
    if (saved.outcome !== "saved") throw new Error(saved.outcome);
    // A draft changes nothing in the package; the publication does, in its language only.
    expect(strFromU8(files(await brandStorePackage())["copy/fr/honeys.txt"]!)).not.toContain("récoltés à la main");
    expect((await publishLocale(honeys.id, "fr", saved.revision, editor)).outcome).toBe("published");
    const after = files(await brandStorePackage());
    expect(strFromU8(after["copy/fr/honeys.txt"]!).split("\n")[0]).toBe("Miels de Crète et de Sicile, récoltés à la main");
    expect(strFromU8(after["copy/en/honeys.txt"]!)).toBe(strFromU8(before["copy/en/honeys.txt"]!));
    expect(strFromU8(after["LISEZMOI.md"]!)).toContain(`## ${getContent("fr").brandStore.headings.steps}`);
  });

  it("gives an install seeded before the page words existed those words once, and never again", async () => {
    const db = await getDb();
    await db.delete(contentItems).where(inArray(contentItems.type, ["hero", "footer"]));
    await seedContent(db);
    expect(await listItems({ type: "hero" })).toHaveLength(1);
    expect(await listItems({ type: "footer" })).toHaveLength(1);
    const sections = await db.select().from(contentItems).where(eq(contentItems.type, "section"));
    await seedContent(db);
    expect(await db.select().from(contentItems).where(eq(contentItems.type, "section"))).toHaveLength(sections.length);
  });

  it("moves the words that were interface messages into an install seeded before them, without marking anything out of date", async () => {
    const db = await getDb();
    // An install seeded before the sign-in words and the search words were studio content.
    await db.delete(contentItems).where(and(eq(contentItems.type, "section"), eq(contentItems.key, "admin-login")));
    const strip = sql`'{note,searchTitle,searchDescription}'::text[]`;
    const catalogIds = db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.type, "section"), eq(contentItems.key, "catalog")));
    await db
      .update(contentLocales)
      .set({
        fields: sql`${contentLocales.fields} - ${strip}`,
        published: sql`jsonb_set(${contentLocales.published}, '{fields}', (${contentLocales.published} -> 'fields') - ${strip})`,
      })
      .where(inArray(contentLocales.itemId, catalogIds));
    await db
      .update(contentVersions)
      .set({
        snapshot: sql`jsonb_set(jsonb_set(${contentVersions.snapshot}, '{en}', (${contentVersions.snapshot} -> 'en') - ${strip}), '{fr}', (${contentVersions.snapshot} -> 'fr') - ${strip})`,
      })
      .where(inArray(contentVersions.itemId, catalogIds));
    const stored = () =>
      db
        .select({ locale: contentLocales.locale, published: contentLocales.published, fields: contentLocales.fields })
        .from(contentLocales)
        .where(inArray(contentLocales.itemId, catalogIds));
    expect((await stored()).map((row) => "note" in (row.fields as object))).toEqual([false, false]);

    await seedContent(db);
    // Read from the database: the published words are cached in memory until a publication.
    const published = await stored();
    for (const locale of ["en", "fr"] as const) {
      const source = getContent(locale).pages.sections;
      const row = published.find((candidate) => candidate.locale === locale);
      const expected = { note: source.catalog.note, searchTitle: source.catalog.searchTitle };
      expect(row?.fields).toMatchObject(expected);
      expect((row?.published as { fields: object }).fields).toMatchObject(expected);
    }
    const adminLogin = await only("section", "admin-login");
    expect(adminLogin.locales.fr.fields.intro).toBe(getContent("fr").pages.sections["admin-login"].intro);
    expect(adminLogin.locales.fr.state).toBe("published");
    const catalog = await only("section", "catalog");
    expect((await outdatedLanguages([catalog])).get(catalog.id)).toEqual([]);
    // A value staff changed is theirs: the next start leaves it.
    const saved = await saveDraft(catalog.id, catalog.revision, { en: { ...catalog.locales.en.fields, note: "" } }, editor);
    if (saved.outcome !== "saved") throw new Error(saved.outcome);
    expect((await publishLocale(catalog.id, "en", saved.revision, editor)).outcome).toBe("published");
    await seedContent(db);
    expect((await only("section", "catalog")).locales.en.fields.note).toBe("");
    expect((await getSection("en", "catalog")).note).toBe("");
  });
});
