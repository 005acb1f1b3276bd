import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const { getDb } = await import("@/server/db/client");
const { contentItems, contentLocales, media, mediaVariants } = await import("@/server/db/schema");
const { uploadMedia } = await import("@/server/media/upload");
const { getMedia, listMedia, loadMediaImages, mediaImage, missingAlt } = await import("@/server/media/queries");
const { setAlt } = await import("@/server/media/alt");
const { findAllMediaUsage, findMediaUsage } = await import("@/server/media/usage");
const { deleteMedia } = await import("@/server/media/delete");
const { GET, HEAD } = await import("@/app/media/[file]/route");
const { mediaReference } = await import("@/lib/media");
const { cacheTags } = await import("@/lib/cache-tags");
const { freshness } = await import("@/server/cache/freshness");

const by = "editor@terramare.example";

/** A picture with some detail (a flat colour compresses to almost nothing), `seed` making it unique. */
function picture(width: number, height: number, seed: number) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + seed * 31 + ((i / 97) | 0)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels } });
}

async function upload(data: Buffer, filename = "photo.png") {
  return uploadMedia(await getDb(), { data, filename, createdBy: by });
}

async function uploaded(data: Buffer, filename?: string) {
  const result = await upload(data, filename);
  if (!result.ok) throw new Error(`upload refused: ${result.reason}`);
  return result.mediaId;
}

const request = (file: string, init: RequestInit = {}) =>
  [new Request(`http://localhost/media/${file}`, init), { params: Promise.resolve({ file }) }] as const;

beforeAll(async () => {
  await getDb();
});

describe("media upload", () => {
  // Seven encodings of a 2000 px image, three of them AVIF: seconds on a quiet core, past 30 s on a busy machine.
  it(
    "makes AVIF and WebP at 480, 960 and 1600 px and a JPEG at 960 from a large PNG, never upscaled",
    { timeout: 90_000 },
    async () => {
      const id = await uploaded(await picture(2000, 1000, 1).png().toBuffer(), "../../etc/olive-grove.png");
      const item = await getMedia(await getDb(), id);
      expect(item).toMatchObject({ filename: "olive-grove.png", format: "png", width: 2000, height: 1000 });
      const shapes = item!.variants.map(({ format, width, height }) => `${format}:${width}x${height}`).sort();
      expect(shapes).toEqual(
        ["avif:480x240", "avif:960x480", "avif:1600x800", "webp:480x240", "webp:960x480", "webp:1600x800", "jpeg:960x480"].sort(),
      );
      for (const variant of item!.variants) {
        expect(variant.hash).toMatch(/^[0-9a-f]{32}$/);
        expect(variant.src).toBe(`/media/${variant.hash}.${variant.format === "jpeg" ? "jpg" : variant.format}`);
      }
      // The bytes really are in the format they say.
      const db = await getDb();
      const rows = await db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id));
      for (const row of rows) {
        const { format } = await sharp(row.data).metadata();
        expect(format === "heif" ? "avif" : format).toBe(row.format);
      }
    },
  );

  it("keeps a small image at its own width, and the JPEG at the widest width below 960", async () => {
    const small = await getMedia(await getDb(), await uploaded(await picture(300, 200, 2).webp().toBuffer(), "small.webp"));
    expect(small!.format).toBe("webp");
    expect(small!.variants.map((v) => `${v.format}:${v.width}`).sort()).toEqual(["avif:300", "jpeg:300", "webp:300"]);
    const mid = await getMedia(await getDb(), await uploaded(await picture(700, 350, 3).avif().toBuffer(), "mid.avif"));
    expect(mid!.format).toBe("avif");
    expect(mid!.variants.map((v) => `${v.format}:${v.width}`).sort()).toEqual(["avif:480", "jpeg:480", "webp:480"]);
  });

  it("turns a JPEG by its EXIF orientation and strips its metadata", async () => {
    // Stored 600×400, to be shown turned a quarter (orientation 6): 400 wide, 600 high.
    const jpeg = await picture(600, 400, 4)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Terramare", Artist: "Someone" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const id = await uploaded(jpeg, "turned.jpg");
    const item = await getMedia(await getDb(), id);
    expect(item).toMatchObject({ format: "jpeg", width: 400, height: 600 });
    const db = await getDb();
    const rows = await db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id));
    for (const row of rows) {
      const metadata = await sharp(row.data).metadata();
      expect(metadata.width).toBeLessThan(metadata.height!);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it("detects the format by content: a PNG named .jpg is accepted, a text file named .png is not", async () => {
    const renamed = await upload(await picture(120, 80, 5).png().toBuffer(), "really-a-png.jpg");
    expect(renamed.ok).toBe(true);
    if (renamed.ok) expect((await getMedia(await getDb(), renamed.mediaId))!.format).toBe("png");
    expect(await upload(Buffer.from("not an image at all\n"), "notes.png")).toEqual({ ok: false, reason: "unsupported-type" });
  });

  it("refuses SVG and GIF, over 10 MB, too many pixels and a damaged file, each with its reason", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await upload(svg, "logo.svg")).toEqual({ ok: false, reason: "unsupported-type" });
    const gif = await picture(20, 20, 6).gif().toBuffer();
    expect(await upload(gif, "anim.gif")).toEqual({ ok: false, reason: "unsupported-type" });
    expect(await upload(Buffer.alloc(11 * 1024 * 1024, 1), "huge.png")).toEqual({ ok: false, reason: "too-large" });
    // 50 megapixels in a small file: a decompression bomb.
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    expect(await upload(bomb, "bomb.png")).toEqual({ ok: false, reason: "too-many-pixels" });
    const whole = await picture(400, 300, 7).jpeg().toBuffer();
    expect(await upload(whole.subarray(0, whole.length / 2), "cut.jpg")).toEqual({ ok: false, reason: "unreadable" });
  });

  it("gives the stored image for the same file uploaded twice", async () => {
    const png = await picture(200, 100, 8).png().toBuffer();
    const first = await upload(png, "a.png");
    const second = await upload(png, "b.png");
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(second).toEqual({ ok: true, mediaId: first.ok && first.mediaId, duplicate: true });
    const db = await getDb();
    expect(await db.select().from(media).where(eq(media.filename, "b.png"))).toHaveLength(0);
  });
});

describe("alt text and images for pages", () => {
  it("keeps alt text per language, trimmed, at most 250 characters; empty removes it", async () => {
    const db = await getDb();
    const id = await uploaded(await picture(500, 250, 9).png().toBuffer(), "alt.png");
    expect(await missingAlt(db, [id], "en")).toEqual([id]);
    expect(await setAlt(db, id, "en", "  Olive trees on a hillside  ")).toEqual({ ok: true, alt: "Olive trees on a hillside" });
    expect(await setAlt(db, id, "fr", "x".repeat(251))).toEqual({ ok: false, reason: "too-long" });
    expect(await setAlt(db, "00000000-0000-4000-8000-000000000000", "fr", "Oliviers")).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await missingAlt(db, [id], "en")).toEqual([]);
    expect(await missingAlt(db, [id], "fr")).toEqual([id]);
    await setAlt(db, id, "fr", "Des oliviers à flanc de colline");
    expect(await missingAlt(db, [id, "00000000-0000-4000-8000-000000000000", "nope"], "fr")).toEqual([
      "00000000-0000-4000-8000-000000000000",
      "nope",
    ]);
    expect((await getMedia(db, id))!.alt).toEqual({ en: "Olive trees on a hillside", fr: "Des oliviers à flanc de colline" });
    await setAlt(db, id, "fr", "   ");
    expect((await getMedia(db, id))!.alt.fr).toBeNull();
  });

  it("gives a page its <picture> sources, the JPEG fallback, the size and the alt text, one at a time or in a batch", async () => {
    const db = await getDb();
    const id = await uploaded(await picture(1000, 500, 10).png().toBuffer(), "page.png");
    await setAlt(db, id, "fr", "Un champ");
    const image = await mediaImage(db, id, "fr");
    expect(image).toMatchObject({ id, width: 960, height: 480, alt: "Un champ" });
    expect(image!.src).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect(image!.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(image!.sources[0]!.srcSet).toMatch(/^\/media\/[0-9a-f]{32}\.avif 480w, \/media\/[0-9a-f]{32}\.avif 960w$/);
    expect((await mediaImage(db, id, "en"))!.alt).toBe("");
    const batch = await loadMediaImages(db, [id, id, "00000000-0000-4000-8000-000000000000", "junk"], "fr");
    expect([...batch.keys()]).toEqual([id]);
    expect(await mediaImage(db, "junk", "en")).toBeNull();
  });

  it("lists the library newest first without reading the images' bytes", async () => {
    const db = await getDb();
    const id = await uploaded(await picture(100, 100, 11).png().toBuffer(), "newest.png");
    const list = await listMedia(db);
    expect(list[0]!.id).toBe(id);
    expect(list[0]!.thumbnail).toMatch(/\.webp$/);
    expect(list[0]!.variants.every((variant) => variant.bytes > 0)).toBe(true);
  });
});

describe("usage and deletion", () => {
  it("finds the items using an image (shared field, rich-text node) and refuses to delete it until none does", async () => {
    const db = await getDb();
    const id = await uploaded(await picture(640, 480, 12).png().toBuffer(), "used.png");
    const [article] = await db
      .insert(contentItems)
      .values({ type: "article", key: "harvest-2026", shared: { cover: mediaReference(id), date: "2026-10-01" } })
      .returning();
    await db.insert(contentLocales).values([
      { itemId: article!.id, locale: "en", type: "article", fields: { title: "The 2026 harvest" } },
      { itemId: article!.id, locale: "fr", type: "article", fields: { title: "La récolte 2026" } },
    ]);
    const [news] = await db.insert(contentItems).values({ type: "news", key: "fair", shared: {} }).returning();
    const body = { type: "doc", content: [{ type: "image", attrs: { src: mediaReference(id), alt: null } }] };
    await db.insert(contentLocales).values([
      { itemId: news!.id, locale: "fr", type: "news", fields: { heading: "Le salon", body } },
      { itemId: news!.id, locale: "en", type: "news", fields: { heading: "The fair" } },
    ]);

    const usage = await findMediaUsage(db, id);
    expect(usage).toEqual([
      {
        itemId: article!.id,
        type: "article",
        key: "harvest-2026",
        label: "The 2026 harvest",
        locales: ["en", "fr"],
        archived: false,
      },
      { itemId: news!.id, type: "news", key: "fair", label: "The fair", locales: ["fr"], archived: false },
    ]);
    expect((await findAllMediaUsage(db)).get(id)).toEqual(usage);
    expect(await deleteMedia(db, id)).toEqual({ ok: false, reason: "in-use", usage });

    await db.delete(contentItems).where(eq(contentItems.id, news!.id));
    await db
      .update(contentItems)
      .set({ shared: { cover: null } })
      .where(eq(contentItems.id, article!.id));
    expect(await findMediaUsage(db, id)).toEqual([]);
    expect(await deleteMedia(db, id)).toEqual({ ok: true });
    expect(await getMedia(db, id)).toBeNull();
    expect(await db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id))).toHaveLength(0);
    expect(await deleteMedia(db, id)).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("an alt text changed in the library", () => {
  it("makes the pages of the items showing the image stale, and no other", async () => {
    const db = await getDb();
    const id = await uploaded(await picture(640, 480, 13).png().toBuffer(), "shown.png");
    const unused = await uploaded(await picture(640, 480, 14).png().toBuffer(), "unused.png");
    const [product] = await db
      .insert(contentItems)
      .values({ type: "product", key: "alt-refresh", shared: { photos: [mediaReference(id)] } })
      .returning();
    await db.insert(contentLocales).values({ itemId: product!.id, locale: "en", type: "product", fields: { name: "Oil" } });

    const before = await freshness().begin();
    await setAlt(db, unused, "en", "Nothing shows this one");
    expect(freshness().store.changedAt(cacheTags.content("product"))).toBeLessThan(before.stamp);
    expect(await setAlt(db, id, "fr", "Une bouteille d'huile")).toEqual({ ok: true, alt: "Une bouteille d'huile" });
    // The tag moved: a product page rendered before the change is stale on its next request.
    expect(freshness().store.changedAt(cacheTags.content("product"))).toBeGreaterThanOrEqual(before.stamp);
    expect(freshness().store.changedAt(cacheTags.content("article"))).toBeLessThan(before.stamp);
    await db.delete(contentItems).where(eq(contentItems.id, product!.id));
  });
});

describe("GET /media/<hash>.<ext>", () => {
  it("answers the bytes with their type, immutable for a year, ETag the hash; 304 when the browser has them", async () => {
    const db = await getDb();
    const id = await uploaded(await picture(500, 300, 13).png().toBuffer(), "served.png");
    const variants = (await getMedia(db, id))!.variants;
    for (const variant of variants) {
      const file = variant.src.split("/").pop()!;
      const response = await GET(...request(file));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${variant.format}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toBe(`"${variant.hash}"`);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBe(variant.bytes);
      expect(Number(response.headers.get("content-length"))).toBe(variant.bytes);
    }
    const jpeg = variants.find((variant) => variant.format === "jpeg")!;
    const file = `${jpeg.hash}.jpg`;
    const head = await HEAD(...request(file, { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/jpeg");
    expect(await head.text()).toBe("");
    const again = await GET(...request(file, { headers: { "if-none-match": `"${jpeg.hash}"` } }));
    expect(again.status).toBe(304);
  });

  it("answers 404 to an unknown hash, a wrong extension or a name that is not a hash", async () => {
    const db = await getDb();
    const id = await uploaded(await picture(300, 300, 14).png().toBuffer(), "404.png");
    const webp = (await getMedia(db, id))!.variants.find((variant) => variant.format === "webp")!;
    for (const file of [`${"0".repeat(32)}.webp`, `${webp.hash}.jpg`, `${webp.hash}.png`, `${webp.hash}`, "..%2Fsecret.webp"]) {
      expect((await GET(...request(file))).status, file).toBe(404);
    }
  });
});
