import { axeOn } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { catalogProducts } from "@/server/content/seed-data/catalog-products";
import { linksNamed, servedPage, textOf } from "../support/html";
import { storageStatePath } from "./support/accounts";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";

// The product catalog as buyers and staff use it: filters without JavaScript, product pages that
// hold no trade fact for anyone but a signed-in client, the Product JSON-LD, the flag, the
// studio's trade panel, and axe on the new pages.

const product = catalogProducts[0]!;
const pdoProduct = catalogProducts.find((candidate) => candidate.certifications.some((entry) => entry.kind === "pdo"))!;
const pages = {
  en: { catalog: "/products", product: `/products/${product.en.slug}` },
  fr: { catalog: "/fr/produits", product: `/fr/produits/${product.fr.slug}` },
} as const;
const gtins = [product.trade.unitGtin, product.trade.caseGtin];

/** The names on the catalog's cards, and what the count says. */
async function cards(page: Page) {
  return page.locator("main ul li h3").allTextContents();
}

test.describe("the catalog in the cache", () => {
  test("the whole catalog and each filtered view are cached pages, the internal path answers with the public one", async ({
    request,
  }) => {
    for (const address of [
      "/products",
      "/fr/produits",
      "/products?category=cheeses",
      "/fr/produits?origin=gr&certification=organic",
    ]) {
      await request.get(address);
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()["cache-control"], address).toMatch(/^public/);
      expect(response.headers()["etag"], address).toBeTruthy();
    }
    const filtered = await (await request.get("/products?category=cheeses")).text();
    const inCategory = catalogProducts.filter((candidate) => candidate.category === "cheeses");
    for (const candidate of inCategory) expect(filtered).toContain(candidate.en.name);
    const direct = await request.get("/products/filtered/cheeses/all/all", { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    expect(direct.headers()["location"]).toBe("/products?category=cheeses");
  });
});

test.describe("the catalog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters by category with the form, and counts what it shows", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "The products we import" })).toBeVisible();
    await expect(page.getByTestId("catalog-count")).toHaveText(
      `${catalogProducts.length} ${catalogProducts.length === 1 ? "product" : "products"}`,
    );
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Olive oils" });
    await page.getByRole("button", { name: "Show products" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/products" && url.searchParams.get("category") === "olive-oils");
    const inCategory = catalogProducts.filter((candidate) => candidate.category === "olive-oils");
    expect((await cards(page)).sort()).toEqual(inCategory.map((candidate) => candidate.en.name).sort());
    await expect(page.getByTestId("catalog-count")).toContainText(`of ${catalogProducts.length} match these filters`);
    // A filtered view is not indexed; its canonical is the whole catalog.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products$/);
    await page.getByRole("link", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("filters by certification in French, and a category link keeps it", async ({ page }) => {
    await page.goto("/fr/produits");
    await page.getByRole("combobox", { name: "Certification" }).selectOption({ label: "Appellation d’origine protégée (AOP)" });
    await page.getByRole("button", { name: "Afficher les produits" }).click();
    await expect(page).toHaveURL(/\/fr\/produits\?(.*&)?certification=pdo/);
    const certified = catalogProducts.filter((candidate) => candidate.certifications.some((entry) => entry.kind === "pdo"));
    expect((await cards(page)).sort()).toEqual(certified.map((candidate) => candidate.fr.name).sort());
    await page.getByRole("link", { name: "Huiles d’olive", exact: true }).click();
    await expect(page).toHaveURL(/certification=pdo/);
    await expect(page).toHaveURL(/category=olive-oils/);
    await expect(page.getByRole("link", { name: pdoProduct.fr.name }).or(page.getByText(/Aucun produit/).first())).toBeVisible();
  });
});

test.describe("the catalog's search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // A product whose producer is « Moulin de l’Épeautre » (the seed has no « épeautre »), written
  // straight into the database and announced to the cache by its tag, removed afterwards.
  const spelt = {
    key: "e2e-search-spelt-crackers",
    shared: { producer: "Moulin de l’Épeautre", designation: "" },
    en: { name: "Spelt Crackers with Rosemary", format: "200 g box" },
    fr: { name: "Craquelins au romarin", format: "boîte de 200 g" },
  };
  const kalamata = catalogProducts.find((candidate) => candidate.key === "kalamata-olives-jar")!;
  const byGtin = catalogProducts.find((candidate) => candidate.trade.unitGtin)!;
  const announce = () =>
    e2eDatabase().query(
      `insert into cache_tags (tag, revalidated_at) values ('content:catalog-product', clock_timestamp())
         on conflict (tag) do update set revalidated_at = excluded.revalidated_at`,
    );
  const remove = () => e2eDatabase().query("delete from content_items where type = 'catalog-product' and key = $1", [spelt.key]);

  test.beforeAll(async () => {
    await remove();
    const { rows } = await e2eDatabase().query<{ id: string }>(
      "insert into content_items (type, key, shared) values ('catalog-product', $1, $2::jsonb) returning id",
      [spelt.key, JSON.stringify(spelt.shared)],
    );
    for (const locale of ["en", "fr"] as const) {
      const fields = { ...spelt[locale], slug: `${spelt.key}-${locale}` };
      await e2eDatabase().query(
        `insert into content_locales (item_id, locale, type, fields, slug, published, published_at)
         values ($1, $2, 'catalog-product', $3::jsonb, $4, $5::jsonb, now())`,
        [rows[0]!.id, locale, JSON.stringify(fields), fields.slug, JSON.stringify({ shared: spelt.shared, fields })],
      );
    }
    await announce();
  });
  test.afterAll(async () => {
    await remove();
    await announce();
  });

  for (const { locale, label, found } of [
    { locale: "en", label: "Search the catalog", found: "found for “" },
    { locale: "fr", label: "Chercher dans le catalogue", found: "pour «\u00a0" },
  ] as const) {
    test(`finds « épeautre » by epeautre, Kalamata by kalamta and a product by its GTIN (${locale})`, async ({ page }) => {
      for (const { words, name } of [
        { words: "epeautre", name: spelt[locale].name },
        { words: "kalamta", name: kalamata[locale].name },
        { words: byGtin.trade.unitGtin, name: byGtin[locale].name },
      ]) {
        // The new product reaches the page once the site has read its tag (polled).
        await expect(async () => {
          await page.goto(pages[locale].catalog);
          await page.getByRole("searchbox", { name: label }).fill(words);
          await page.getByRole("searchbox", { name: label }).press("Enter");
          await expect(page).toHaveURL((url) => url.searchParams.get("q") === words);
          expect((await cards(page))[0], words).toBe(name);
        }).toPass();
        await expect(page.getByTestId("catalog-count")).toContainText(`${found}${words}`);
        await expect(page.getByRole("searchbox", { name: label })).toHaveValue(words);
      }
    });
  }
});

test.describe("a product page for an anonymous visitor", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`shows the buyer's facts and no trade information (${locale})`, async ({ page }) => {
      await page.goto(pages[locale].product);
      const words = product[locale];
      await expect(page.getByRole("heading", { level: 1, name: words.name })).toBeVisible();
      await expect(page.getByText(words.ingredients)).toBeVisible();
      await expect(page.getByText(locale === "en" ? /^Imported by .+, Ottawa$/ : /^Importé par .+, Ottawa$/)).toBeVisible();
      await expect(
        page.getByText(locale === "en" ? "No priority allergens declared." : "Aucun allergène prioritaire déclaré."),
      ).toBeVisible();
      // The box for visitors stays once the island has asked: no table, no GTIN.
      await expect(page.getByTestId("trade-locked")).toBeVisible();
      await expect(
        page.getByRole("link", { name: locale === "en" ? "Become a client" : "Devenir client" }).last(),
      ).toHaveAttribute("href", locale === "en" ? "/client/login?mode=request" : "/fr/espace-client/connexion?mode=request");
      await expect(page.getByTestId("trade-facts")).toHaveCount(0);
      for (const gtin of gtins) expect(await page.content()).not.toContain(gtin);
    });

    test(`holds no GTIN in its cached HTML or its RSC payload (${locale})`, async ({ request }) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await request.get(pages[locale].product);
        expect(response.status()).toBe(200);
        const html = await response.text();
        for (const gtin of gtins) expect(html).not.toContain(gtin);
      }
      const rsc = await request.get(pages[locale].product, { headers: { RSC: "1" } });
      for (const gtin of gtins) expect(await rsc.text()).not.toContain(gtin);
    });

    test(`carries a Product JSON-LD without GTIN or price (${locale})`, async ({ request }) => {
      const { document } = await servedPage(request, pages[locale].product);
      const blocks = document.querySelectorAll('script[type="application/ld+json"]').map((script) => script.rawText);
      const data = blocks
        .map((block) => JSON.parse(block) as Record<string, unknown>)
        .find((block) => block["@type"] === "Product");
      expect(data).toMatchObject({ name: product[locale].name, brand: { "@type": "Brand", name: product.producer } });
      expect(String(data?.image)).toMatch(/^https?:\/\//);
      expect(data).toHaveProperty("countryOfOrigin");
      expect(JSON.stringify(data)).not.toMatch(/gtin|price|offers/i);
    });
  }

  // The link the server sends, and the page it leads to: what a browser without JavaScript follows.
  test("Become a client opens the access request, without JavaScript too", async ({ request }) => {
    const [link] = linksNamed((await servedPage(request, "/products")).document, /Become a client/i);
    const { status, document } = await servedPage(request, link!.getAttribute("href")!);
    expect(status).toBe(200);
    expect(document.querySelectorAll("h1").filter((heading) => /Join the B2B network/i.test(textOf(heading) ?? ""))).toHaveLength(
      1,
    );
  });
});

test.describe("a signed-in client", () => {
  test.use({ storageState: storageStatePath("client") });

  for (const locale of ["en", "fr"] as const) {
    test(`sees the trade facts and can add the product to an order request (${locale})`, async ({ page }) => {
      await page.goto(pages[locale].product);
      const facts = page.getByTestId("trade-facts");
      await expect(facts).toBeVisible();
      await expect(facts.getByRole("cell", { name: product.trade.unitGtin })).toBeVisible();
      await expect(facts.getByRole("cell", { name: product.trade.caseGtin })).toBeVisible();
      await expect(
        facts.getByRole("link", { name: locale === "en" ? "Add to an order request" : "Ajouter à une demande de commande" }),
      ).toHaveAttribute(
        "href",
        `${locale === "en" ? "/client/orders/new" : "/fr/espace-client/commandes/nouvelle"}?add=${product.key}`,
      );
      await expect(page.getByTestId("trade-locked")).toHaveCount(0);
    });
  }
});

test.describe("the products flag", () => {
  test.afterEach(async () => {
    await resetFlags();
  });

  test("off, the catalog, product pages and the trade answer are 404, and the nav has no catalog", async ({ request }) => {
    const catalogLinks = async () => (await servedPage(request, "/")).document.querySelectorAll('a[href="/products"]');
    expect((await catalogLinks()).length).toBeGreaterThan(0);
    await setFlags({ products: false });
    for (const path of [
      pages.en.catalog,
      pages.fr.catalog,
      pages.en.product,
      pages.fr.product,
      `/api/catalog/trade?product=${product.key}`,
    ])
      expect((await request.get(path)).status(), path).toBe(404);
    expect(await catalogLinks()).toHaveLength(0);
  });
});

test.describe("the studio's trade panel", () => {
  test.use({ storageState: storageStatePath("editor") });

  test("an editor's GTIN with a wrong check digit is refused beside the field, then a right one saved", async ({ page }) => {
    const { rows } = await e2eDatabase().query<{ id: string }>(
      "select id from content_items where type = 'catalog-product' and key = $1",
      [product.key],
    );
    await page.goto(`/admin-portal/content/${rows[0]!.id}`);
    const panel = page.getByRole("region", { name: "Trade information (clients only)" });
    const unitGtin = panel.getByLabel("Unit GTIN (12 or 13 digits)");
    await expect(unitGtin).toHaveValue(product.trade.unitGtin);
    await unitGtin.fill(`${product.trade.unitGtin.slice(0, -1)}${(Number(product.trade.unitGtin.at(-1)) + 1) % 10}`);
    await panel.getByRole("button", { name: "Save trade information" }).click();
    await expect(unitGtin).toHaveAttribute("aria-invalid", "true");
    await expect(unitGtin).toHaveAccessibleDescription(/whose last digit checks/);

    await unitGtin.fill(product.trade.unitGtin);
    const leadTime = panel.getByLabel("Lead time (working days)");
    await leadTime.fill(String(product.trade.leadTimeDays + 1));
    await panel.getByRole("button", { name: "Save trade information" }).click();
    await expect(panel.getByText("Trade information saved.")).toBeVisible();
    const saved = await e2eDatabase().query("select lead_time_days from product_trade where item_id = $1", [rows[0]!.id]);
    expect(saved.rows[0]?.lead_time_days).toBe(product.trade.leadTimeDays + 1);
    await e2eDatabase().query("update product_trade set lead_time_days = $1 where item_id = $2", [
      product.trade.leadTimeDays,
      rows[0]!.id,
    ]);
  });
});

test.describe("product photos", () => {
  test.use({ storageState: storageStatePath("editor") });
  const photographed = catalogProducts.at(-1)!;
  const run = Math.random().toString(36).slice(2, 8);
  const imageName = `tin-${run}.png`;
  const alt = {
    en: `A tin of ${photographed.en.name} on a wooden table`,
    fr: `Un bidon de ${photographed.fr.name} sur une table en bois`,
  };
  let itemId = "";
  let before: { shared: unknown; locales: { locale: string; fields: unknown; published: unknown }[] } | undefined;

  // The product leaves as it was (its drawing, no photo), for the specs that read the catalog after.
  test.afterAll(async () => {
    if (!before) return;
    const db = e2eDatabase();
    await db.query("update content_items set shared = $1 where id = $2", [before.shared, itemId]);
    for (const row of before.locales)
      await db.query("update content_locales set fields = $1, published = $2 where item_id = $3 and locale = $4", [
        row.fields,
        row.published,
        itemId,
        row.locale,
      ]);
    await db.query(
      `insert into cache_tags (tag, revalidated_at) values ('content:catalog-product', clock_timestamp())
       on conflict (tag) do update set revalidated_at = excluded.revalidated_at`,
    );
  });

  test("an editor adds a photo to a product and publishes: the card and the page show it, with its alt text, in English and French", async ({
    page,
  }) => {
    const db = e2eDatabase();
    const item = await db.query<{ id: string; shared: unknown }>(
      "select id, shared from content_items where type = 'catalog-product' and key = $1",
      [photographed.key],
    );
    itemId = item.rows[0]!.id;
    const locales = await db.query<{ locale: string; fields: unknown; published: unknown }>(
      "select locale, fields, published from content_locales where item_id = $1",
      [itemId],
    );
    before = { shared: item.rows[0]!.shared, locales: locales.rows };

    // A colour no other spec uploads: the library takes a picture whose resized copies match one
    // already stored as that image (content-studio.spec.ts uploads olive green at 4:3).
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2f5d8a" } })
      .png()
      .toBuffer();
    await page.goto("/admin-portal/media");
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: imageName, mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText(`Uploaded: ${imageName}`)).toBeVisible();
    const card = page.locator("li, article").filter({ hasText: imageName }).last();
    for (const [language, text] of [
      ["English", alt.en],
      ["French", alt.fr],
    ] as const) {
      const form = card.locator("form").filter({ has: page.getByLabel(`Alt text (${language})`) });
      await form.getByLabel(`Alt text (${language})`).fill(text);
      await form.getByRole("button", { name: "Save" }).click();
      await expect(form.getByText("Alt text saved.")).toBeVisible();
    }

    await page.goto(`/admin-portal/content/${itemId}`);
    const gallery = page.locator("#field-shared-photos");
    await expect(gallery).toContainText("No photo yet: the drawing shows.");
    await gallery.getByRole("button", { name: "Add a photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.getByRole("button", { name: new RegExp(imageName) }).click();
    await expect(dialog).toBeHidden();
    await expect(gallery).toContainText("Photo 1");
    await expect(page.getByRole("status").filter({ hasText: /Draft saved at/ })).toBeVisible({ timeout: 15_000 });
    for (const language of ["English", "French"]) {
      await page.getByRole("button", { name: new RegExp(`^Publish (changes in )?${language}$`) }).click();
      await expect(page.getByText(`${language} published: visitors see it on their next visit.`)).toBeVisible();
    }

    const addresses = {
      en: { catalog: "/products", product: `/products/${photographed.en.slug}` },
      fr: { catalog: "/fr/produits", product: `/fr/produits/${photographed.fr.slug}` },
    };
    for (const locale of ["en", "fr"] as const) {
      await page.goto(addresses[locale].catalog);
      const productCard = page
        .locator("main ul li")
        .filter({ has: page.getByRole("heading", { name: photographed[locale].name }) });
      const cover = productCard.getByRole("img", { name: alt[locale] });
      await expect(cover).toBeVisible();
      // Served by content hash, in the widths made at upload, the browser choosing one.
      await expect(cover).toHaveAttribute("src", /^\/media\/[0-9a-f]+\.jpg$/);
      await expect(productCard.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /480w, .+ 960w/);
      await expect(productCard.locator('source[type="image/webp"]')).toHaveAttribute("sizes", /vw/);

      await page.goto(addresses[locale].product);
      const main = page.getByRole("main").getByRole("img", { name: alt[locale] });
      await expect(main).toBeVisible();
      await expect(page.getByRole("main").locator('source[type="image/avif"]').first()).toHaveAttribute("srcset", /480w/);
      const response = await page.request.get((await main.getAttribute("src"))!);
      expect(response.headers()["cache-control"]).toContain("immutable");
    }
  });
});

test.describe("accessibility of the catalog", () => {
  for (const width of [1280, 375]) {
    for (const path of [pages.en.catalog, pages.fr.catalog, pages.en.product, pages.fr.product]) {
      test(`axe finds no violation on ${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        ).toEqual([]);
      });
    }
  }
});
