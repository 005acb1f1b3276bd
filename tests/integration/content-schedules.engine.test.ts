import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { paragraphsToDocument } from "@/lib/rich-text/schema";
import { createItem, saveDraft, setArchived } from "@/server/content/commands";
import { publishLocale } from "@/server/content/publication";
import { listVersions, loadItem } from "@/server/content/items";
import { movedContentPath } from "@/server/content/redirects";
import {
  cancelSchedule,
  failedSchedules,
  pendingSchedules,
  runDueSchedules,
  setSchedule,
  setSchedules,
} from "@/server/content/schedules";
import { getArticle } from "@/server/content/site";
import { closeDb, getDb } from "@/server/db/client";
import { contentSchedules } from "@/server/db/schema";

afterAll(closeDb);

const editor = "editor@example.ca";
const minutes = (count: number, from = new Date()) => new Date(from.getTime() + count * 60_000);

/** A complete article in both languages, with slugs of its own. */
async function article(slugs: { en: string; fr: string }) {
  const item = await createItem("article", editor);
  const words = (title: string, slug: string) => ({
    title,
    slug,
    excerpt: `${title}: what changes for importers.`,
    image: "/images/products/preserves.svg",
    body: paragraphsToDocument([`${title} in a few paragraphs.`]),
  });
  const saved = await saveDraft(
    item.id,
    item.revision,
    {
      shared: { date: "2026-11-20", author: "marc-antoine-roy", category: "market-trends", featured: false },
      en: words("Winter shipping windows", slugs.en),
      fr: words("Les fenêtres d’expédition d’hiver", slugs.fr),
    },
    editor,
  );
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  return saved.item;
}

const unique = () => Math.random().toString(36).slice(2, 8);

describe("scheduled publishing, per language", () => {
  it("publishes French at its time and not English, whose time is tomorrow", async () => {
    const now = new Date();
    const item = await article({ en: `winter-windows-${unique()}`, fr: `fenetres-hiver-${unique()}` });
    expect((await setSchedule(item.id, "fr", "publish", minutes(2, now), editor, now)).outcome).toBe("scheduled");
    expect((await setSchedule(item.id, "en", "publish", minutes(24 * 60, now), editor, now)).outcome).toBe("scheduled");
    expect((await pendingSchedules([item.id])).map((schedule) => schedule.locale)).toEqual(["fr", "en"]);

    // A minute before: nothing happens.
    expect((await runDueSchedules(minutes(1, now))).filter((run) => run.schedule.itemId === item.id)).toEqual([]);
    expect(await getArticle("fr", item.locales.fr.fields.slug as string)).toBeUndefined();

    const runs = (await runDueSchedules(minutes(2, now))).filter((run) => run.schedule.itemId === item.id);
    expect(runs.map((run) => [run.schedule.locale, run.outcome])).toEqual([["fr", "done"]]);
    expect((await getArticle("fr", item.locales.fr.fields.slug as string))?.article.title).toBe(
      "Les fenêtres d’expédition d’hiver",
    );
    expect(await getArticle("en", item.locales.en.fields.slug as string)).toBeUndefined();
    const stored = (await loadItem(item.id))!;
    expect([stored.locales.fr.state, stored.locales.en.state]).toEqual(["published", "draft"]);
    expect((await pendingSchedules([item.id])).map((schedule) => schedule.locale)).toEqual(["en"]);

    // The version says who set it, and that the schedule made it.
    const publications = (await listVersions(item.id)).filter((version) => version.action === "publish");
    expect(publications).toHaveLength(1);
    expect(publications[0]).toMatchObject({ actor: editor, scheduled: true, locales: ["fr"] });
  });

  it("schedules both languages in one step, one schedule each, then changes and cancels them apart", async () => {
    const now = new Date();
    const item = await article({ en: `both-windows-${unique()}`, fr: `deux-fenetres-${unique()}` });
    const both = await setSchedules(item.id, ["en", "fr"], "publish", minutes(10, now), editor, now);
    expect(both.outcome).toBe("scheduled");
    const scheduled = await pendingSchedules([item.id]);
    expect(scheduled.map((schedule) => schedule.locale).sort()).toEqual(["en", "fr"]);
    expect(new Set(scheduled.map((schedule) => schedule.dueAt.getTime()))).toEqual(new Set([minutes(10, now).getTime()]));

    // French moves to later on its own; English keeps its time.
    await setSchedule(item.id, "fr", "publish", minutes(60, now), editor, now);
    const moved = await pendingSchedules([item.id]);
    expect(moved.map((schedule) => [schedule.locale, schedule.dueAt.getTime()])).toEqual([
      ["en", minutes(10, now).getTime()],
      ["fr", minutes(60, now).getTime()],
    ]);
    // English is cancelled on its own; French stays.
    await cancelSchedule(item.id, moved[0]!.id, editor);
    expect((await pendingSchedules([item.id])).map((schedule) => schedule.locale)).toEqual(["fr"]);
    // A moment past is refused for both, and nothing is written.
    expect((await setSchedules(item.id, ["en", "fr"], "publish", minutes(-1, now), editor, now)).outcome).toBe("past");
    expect(await pendingSchedules([item.id])).toHaveLength(1);
  });

  it("carries out a schedule once when two runs reach it at the same moment", async () => {
    const now = new Date();
    const item = await article({ en: `twice-${unique()}`, fr: `deux-fois-${unique()}` });
    await setSchedule(item.id, "en", "publish", minutes(1, now), editor, now);
    const [first, second] = await Promise.all([runDueSchedules(minutes(1, now)), runDueSchedules(minutes(1, now))]);
    const outcomes = [...first, ...second].filter((run) => run.schedule.itemId === item.id).map((run) => run.outcome);
    expect(outcomes.filter((outcome) => outcome === "done")).toHaveLength(1);
    expect((await listVersions(item.id)).filter((version) => version.action === "publish")).toHaveLength(1);
  });

  it("carries out at start what was due while the server was down", async () => {
    const now = new Date();
    const item = await article({ en: `missed-${unique()}`, fr: `manque-${unique()}` });
    await setSchedule(item.id, "en", "publish", minutes(1, now), editor, now);
    // The next run, an hour late.
    const runs = (await runDueSchedules(minutes(61, now))).filter((run) => run.schedule.itemId === item.id);
    expect(runs.map((run) => run.outcome)).toEqual(["done"]);
    expect((await loadItem(item.id))!.locales.en.state).toBe("published");
  });

  it("unpublishes a language at its time, and leaves the other", async () => {
    const now = new Date();
    const item = await article({ en: `until-${unique()}`, fr: `jusqu-${unique()}` });
    for (const locale of ["en", "fr"] as const) {
      const published = await publishLocale(item.id, locale, (await loadItem(item.id))!.revision, editor);
      expect(published.outcome).toBe("published");
    }
    await setSchedule(item.id, "en", "unpublish", minutes(5, now), editor, now);
    await runDueSchedules(minutes(5, now));
    const stored = (await loadItem(item.id))!;
    expect([stored.locales.en.state, stored.locales.fr.state]).toEqual(["draft", "published"]);
  });

  it("refuses a moment already past, replaces a time set before, and cancels", async () => {
    const now = new Date();
    const item = await article({ en: `moved-${unique()}`, fr: `deplace-${unique()}` });
    expect((await setSchedule(item.id, "en", "publish", minutes(-1, now), editor, now)).outcome).toBe("past");
    await setSchedule(item.id, "en", "publish", minutes(10, now), editor, now);
    await setSchedule(item.id, "en", "publish", minutes(20, now), editor, now);
    const pending = await pendingSchedules([item.id]);
    expect(pending.map((schedule) => schedule.dueAt.getTime())).toEqual([minutes(20, now).getTime()]);
    await cancelSchedule(item.id, pending[0]!.id, editor);
    expect(await pendingSchedules([item.id])).toEqual([]);
    expect((await runDueSchedules(minutes(30, now))).filter((run) => run.schedule.itemId === item.id)).toEqual([]);
  });

  it("records a publish the draft could not make at its time, and publishes nothing", async () => {
    const now = new Date();
    const item = await article({ en: `emptied-${unique()}`, fr: `vide-${unique()}` });
    await setSchedule(item.id, "fr", "publish", minutes(3, now), editor, now);
    await saveDraft(item.id, item.revision, { fr: { ...item.locales.fr.fields, title: "" } }, editor);
    const runs = (await runDueSchedules(minutes(3, now))).filter((run) => run.schedule.itemId === item.id);
    expect(runs.map((run) => run.outcome)).toEqual(["problems"]);
    const stored = (await loadItem(item.id))!;
    expect(stored.locales.fr.state).toBe("draft");
    const failed = await failedSchedules(item.id, { en: null, fr: null });
    expect(failed.map((schedule) => [schedule.locale, Object.keys(schedule.problems)])).toEqual([["fr", ["fr.title"]]]);
  });

  it("cancels what was scheduled for an item moved to the bin", async () => {
    const now = new Date();
    const item = await article({ en: `binned-${unique()}`, fr: `corbeille-${unique()}` });
    await setSchedule(item.id, "en", "publish", minutes(3, now), editor, now);
    await setArchived(item.id, true, editor);
    expect(await pendingSchedules([item.id])).toEqual([]);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(contentSchedules)
      .where(and(eq(contentSchedules.itemId, item.id)));
    expect(row?.outcome).toBe("cancelled");
  });
});

describe("slugs that change after publishing", () => {
  it("sends the old address to the new one in that language only", async () => {
    const slugs = { en: `cold-chain-${unique()}`, fr: `chaine-du-froid-${unique()}` };
    const item = await article(slugs);
    for (const locale of ["en", "fr"] as const) await publishLocale(item.id, locale, (await loadItem(item.id))!.revision, editor);
    const renamed = `chaine-froid-${unique()}`;
    const current = (await loadItem(item.id))!;
    await saveDraft(item.id, current.revision, { fr: { ...current.locales.fr.fields, slug: renamed } }, editor);
    expect((await publishLocale(item.id, "fr", current.revision + 1, editor)).outcome).toBe("published");

    expect(await movedContentPath(`/fr/perspectives/blogue/${slugs.fr}`)).toBe(`/fr/perspectives/blogue/${renamed}`);
    // The French slug was never English: no redirect there (the page answers 404).
    expect(await movedContentPath(`/insights/blog/${slugs.fr}`)).toBeUndefined();
    // Live slugs are pages, not redirects.
    expect(await movedContentPath(`/fr/perspectives/blogue/${renamed}`)).toBeUndefined();
    expect(await movedContentPath(`/insights/blog/${slugs.en}`)).toBeUndefined();
    // The English slug under /fr (the language switch without JavaScript) leads to the French page.
    expect(await movedContentPath(`/fr/perspectives/blogue/${slugs.en}`)).toBe(`/fr/perspectives/blogue/${renamed}`);
  });

  it("gives an old slug back to the item that publishes it again", async () => {
    const first = { en: `olive-harvest-${unique()}`, fr: `recolte-${unique()}` };
    const item = await article(first);
    await publishLocale(item.id, "en", item.revision, editor);
    const renamed = `olive-harvest-report-${unique()}`;
    let current = (await loadItem(item.id))!;
    await saveDraft(item.id, current.revision, { en: { ...current.locales.en.fields, slug: renamed } }, editor);
    await publishLocale(item.id, "en", current.revision + 1, editor);
    expect(await movedContentPath(`/insights/blog/${first.en}`)).toBe(`/insights/blog/${renamed}`);

    current = (await loadItem(item.id))!;
    await saveDraft(item.id, current.revision, { en: { ...current.locales.en.fields, slug: first.en } }, editor);
    await publishLocale(item.id, "en", current.revision + 1, editor);
    expect(await movedContentPath(`/insights/blog/${first.en}`)).toBeUndefined();
    expect(await movedContentPath(`/insights/blog/${renamed}`)).toBe(`/insights/blog/${first.en}`);
  });

  it("answers nothing for other paths", async () => {
    expect(await movedContentPath("/privacy")).toBeUndefined();
    expect(await movedContentPath("/insights/blog")).toBeUndefined();
    expect(await movedContentPath("/insights/blog/a/b")).toBeUndefined();
  });
});
