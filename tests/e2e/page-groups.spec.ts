import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { resetFlags, setFlags } from "./support/database";

test.afterEach(async () => {
  await resetFlags();
});

const notFoundHeading = { en: "Oops! Page not found", fr: "Oups\u202f! Page introuvable" };

/** The page group's pages, their flag, and what each shows in each language when on. */
const groups = [
  {
    flag: "solutions",
    pages: [
      {
        path: "/solutions",
        lang: "en",
        heading: "From the producer’s dock to the Canadian shelf",
        title: "Solutions for Mediterranean food brands",
        content: [
          "Market entry and import",
          "Consultation",
          "Planning",
          "Implementation",
          "Optimization",
          "One accountable partner",
        ],
      },
      {
        path: "/fr/solutions",
        lang: "fr",
        heading: "Du quai du producteur jusqu’à la tablette canadienne",
        title: "Solutions pour les marques alimentaires méditerranéennes",
        content: [
          "Entrée sur le marché et importation",
          "Planification",
          "Mise en œuvre",
          "Optimisation",
          "Un seul partenaire responsable",
        ],
      },
    ],
  },
  {
    flag: "teams",
    pages: [
      {
        path: "/teams",
        lang: "en",
        heading: "The people between the grove and your shelf",
        title: "Our team",
        content: ["Eleni Markou", "Founder and President", "Marc-Antoine Roy", "Sofia Haddad", "Customs and tariffs"],
      },
      {
        path: "/fr/equipe",
        lang: "fr",
        heading: "Les gens entre l’oliveraie et votre tablette",
        title: "Notre équipe",
        content: ["Eleni Markou", "Fondatrice et présidente", "Douanes et droits de douane"],
      },
    ],
  },
  {
    flag: "partnerships",
    pages: [
      {
        path: "/partnerships",
        lang: "en",
        heading: "Partners who grow together",
        title: "Partnerships",
        content: ["Elaia Estate", "Caseificio Santa Rita", "Rideau Fresh Logistics", "Producers and brands", "What we look for"],
      },
      {
        path: "/fr/partenariats",
        lang: "fr",
        heading: "Des partenaires qui grandissent ensemble",
        title: "Partenariats",
        content: ["Elaia Estate", "Partenaire logistique", "Détaillants et distributeurs", "Ce que nous recherchons"],
      },
    ],
  },
] as const;

/** Canonical and hreflang of a page whose English and French addresses are `pair` (each language has its own path). */
async function expectHreflang(page: Page, baseURL: string | undefined, path: string, pair: readonly { path: string }[]) {
  const english = `${baseURL}${pair[0]!.path}`;
  const french = `${baseURL}${pair[1]!.path}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", english);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", french);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", english);
}

for (const group of groups) {
  test.describe(`${group.flag} pages`, () => {
    for (const { path, lang, heading, title, content } of group.pages) {
      test(`${path} answers 404 while ${group.flag} is off`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading[lang]);
      });

      test(`${path} shows its content in ${lang}, with its own title, canonical and hreflang, when ${group.flag} is on`, async ({
        page,
        baseURL,
      }) => {
        await setFlags({ [group.flag]: true });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(new RegExp(`^${title} · Terramare Imports$`));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", lang === "en" ? "en_CA" : "fr_CA");
        await expectHreflang(page, baseURL, path, group.pages);
        for (const text of content) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      });
    }
  });
}

test.describe("team", () => {
  test("names each member's location, with a label for screen readers, in both languages", async ({ page }) => {
    await setFlags({ teams: true });
    await page.goto("/teams");
    const marc = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Marc-Antoine Roy" }) });
    await expect(marc).toContainText("Based in: Gatineau, Quebec");
    await page.goto("/fr/equipe");
    await expect(marc).toContainText("Lieu de travail\u00a0: Gatineau (Québec)");
  });
});

test.describe("contact links", () => {
  test("solutions link to the home page's contact section and to the solutions mailbox", async ({ page }) => {
    await setFlags({ solutions: true });
    await page.goto("/solutions");
    await expect(page.getByRole("link", { name: "Contact our team" })).toHaveAttribute("href", "/#contact");
    await expect(page.getByRole("link", { name: /^Write to solutions@/ })).toHaveAttribute("href", /^mailto:solutions@/);
  });

  test("partnerships link to #contact and to the partnerships mailbox, in French too", async ({ page }) => {
    await setFlags({ partnerships: true });
    await page.goto("/fr/partenariats");
    await expect(page.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/fr#contact");
    await expect(page.getByRole("link", { name: /^Écrivez à partnerships@/ })).toHaveAttribute("href", /^mailto:partnerships@/);
  });

  test("drop the #contact link when the home page has no contact section", async ({ page }) => {
    await setFlags({ partnerships: true, contact: false });
    await page.goto("/partnerships");
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Write to partnerships@/ })).toBeVisible();
  });
});

test.describe("accessibility of the page groups", () => {
  for (const width of [1280, 375]) {
    for (const path of ["/solutions", "/fr/solutions", "/teams", "/fr/equipe", "/partnerships", "/fr/partenariats"]) {
      test(`axe finds no violation on ${path} at ${width}px`, async ({ page }) => {
        await setFlags({ solutions: true, teams: true, partnerships: true, insights: true });
        await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
        await page.goto(path);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
        ).toEqual([]);
      });
    }
  }
});
