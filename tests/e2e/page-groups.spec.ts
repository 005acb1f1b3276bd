// shared-state: flags
import { axeOn } from "./support/axe";
import { expect, test } from "@playwright/test";
import type { HTMLElement } from "node-html-parser";
import { attributeOf, linksNamed, only, servedPage, textOf } from "../support/html";
import { resetFlags, setFlags } from "./support/database";

// The pages' rules (status, head, words, links) are read from the HTML the server sends, without a
// browser (`request`); axe runs in the browser.

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
function expectHreflang(document: HTMLElement, baseURL: string | undefined, path: string, pair: readonly { path: string }[]) {
  const english = `${baseURL}${pair[0]!.path}`;
  const french = `${baseURL}${pair[1]!.path}`;
  expect(attributeOf(document, 'link[rel="canonical"]', "href")).toBe(`${baseURL}${path}`);
  expect(attributeOf(document, 'link[rel="alternate"][hreflang="en"]', "href")).toBe(english);
  expect(attributeOf(document, 'link[rel="alternate"][hreflang="fr"]', "href")).toBe(french);
  expect(attributeOf(document, 'link[rel="alternate"][hreflang="x-default"]', "href")).toBe(english);
}

/** The texts of the elements of `document` whose own text is exactly `text` (as getByText with exact). */
const elementsWithText = (document: HTMLElement, text: string) =>
  document.querySelectorAll("body *").filter((element) => textOf(element) === text);

for (const group of groups) {
  test.describe(`${group.flag} pages`, () => {
    for (const { path, lang, heading, title, content } of group.pages) {
      // The 404 page, rendered by the server in the page's language (not drawn by the browser).
      test(`${path} answers 404 while ${group.flag} is off`, async ({ request }) => {
        await setFlags({ [group.flag]: false });
        const { status, html, document } = await servedPage(request, path);
        expect(status).toBe(404);
        expect(html).not.toContain("__next_error__");
        expect(attributeOf(document, "html", "lang")).toBe(lang);
        expect(textOf(only(document, "h1"))).toBe(notFoundHeading[lang]);
      });

      test(`${path} shows its content in ${lang}, with its own title, canonical and hreflang, when ${group.flag} is on`, async ({
        request,
        baseURL,
      }) => {
        await setFlags({ [group.flag]: true });
        const { status, document } = await servedPage(request, path);
        expect(status).toBe(200);
        expect(attributeOf(document, "html", "lang")).toBe(lang);
        expect(textOf(only(document, "h1"))).toBe(heading);
        expect(textOf(only(document, "title"))).toMatch(new RegExp(`^${title} · Terramare Imports$`));
        expect(attributeOf(document, 'meta[name="description"]', "content")).toMatch(/.{60,}/);
        expect(attributeOf(document, 'meta[property="og:title"]', "content")).toBe(title);
        expect(attributeOf(document, 'meta[property="og:url"]', "content")).toBe(`${baseURL}${path}`);
        expect(attributeOf(document, 'meta[property="og:locale"]', "content")).toBe(lang === "en" ? "en_CA" : "fr_CA");
        expectHreflang(document, baseURL, path, group.pages);
        for (const text of content) expect(elementsWithText(document, text).length, text).toBeGreaterThan(0);
      });
    }
  });
}

test.describe("team", () => {
  test("names each member's location, with a label for screen readers, in both languages", async ({ request }) => {
    await setFlags({ teams: true });
    /** The list items whose heading names Marc-Antoine Roy. */
    const marcOn = async (path: string) =>
      (await servedPage(request, path)).document
        .querySelectorAll("li")
        .filter((item) =>
          item.querySelectorAll("h1, h2, h3, h4, h5, h6").some((heading) => textOf(heading) === "Marc-Antoine Roy"),
        );
    expect((await marcOn("/teams")).map(textOf).join(" ")).toContain("Based in: Gatineau, Quebec");
    expect((await marcOn("/fr/equipe")).map(textOf).join(" ")).toContain("Lieu de travail\u00a0: Gatineau (Québec)");
  });
});

test.describe("contact links", () => {
  /** The href of each link named `name` on the page (one expected). */
  const hrefsOf = (document: HTMLElement, name: string | RegExp) =>
    linksNamed(document, name).map((link) => link.getAttribute("href"));

  test("solutions link to the home page's contact section and to the solutions mailbox", async ({ request }) => {
    await setFlags({ solutions: true });
    const { document } = await servedPage(request, "/solutions");
    expect(hrefsOf(document, "Contact our team")).toEqual(["/#contact"]);
    expect(hrefsOf(document, /^Write to solutions@/)).toEqual([expect.stringMatching(/^mailto:solutions@/)]);
  });

  test("partnerships link to #contact and to the partnerships mailbox, in French too", async ({ request }) => {
    await setFlags({ partnerships: true });
    const { document } = await servedPage(request, "/fr/partenariats");
    expect(hrefsOf(document, "Contactez-nous")).toEqual(["/fr#contact"]);
    expect(hrefsOf(document, /^Écrivez à partnerships@/)).toEqual([expect.stringMatching(/^mailto:partnerships@/)]);
  });

  test("drop the #contact link when the home page has no contact section", async ({ request }) => {
    await setFlags({ partnerships: true, contact: false });
    const { document } = await servedPage(request, "/partnerships");
    expect(hrefsOf(document, "Contact us")).toHaveLength(0);
    expect(hrefsOf(document, /^Write to partnerships@/)).toHaveLength(1);
  });
});

test.describe("accessibility of the page groups", () => {
  for (const width of [1280, 375]) {
    for (const path of ["/solutions", "/fr/solutions", "/teams", "/fr/equipe", "/partnerships", "/fr/partenariats"]) {
      test(`axe finds no violation on ${path} at ${width}px`, async ({ page }) => {
        await setFlags({ solutions: true, teams: true, partnerships: true, insights: true });
        await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
        await page.goto(path);
        const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
        ).toEqual([]);
      });
    }
  }
});
