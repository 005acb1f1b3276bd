import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { unzipSync, strFromU8 } from "fflate";
import { linksNamed, only, servedPage, textOf } from "../support/html";

const categories = ["olive-oils", "cheeses", "preserves", "honeys", "spices", "wines"];

test.describe("brand-store assets", () => {
  for (const [path, title, setupTime, button] of [
    ["/amazon-assets", "Amazon brand-store assets", "45–60 minutes", "Download the assets (ZIP)"],
    [
      "/fr/ressources-amazon",
      "Ressources pour la boutique de marque Amazon",
      "45 à 60 minutes",
      "Télécharger les ressources (ZIP)",
    ],
  ] as const) {
    // One response: read without a browser.
    test(`${path} states the setup time and the 6 categories, with a download button`, async ({ request }) => {
      const { status, document } = await servedPage(request, path);
      expect(status).toBe(200);
      expect(textOf(only(document, "h1"))).toBe(title);
      const facts = only(document, "dl");
      expect(textOf(facts)).toContain(setupTime);
      expect(textOf(facts.querySelectorAll("dd")[1])).toBe("6");
      expect(linksNamed(document, button).map((link) => link.getAttribute("href"))).toEqual(["/amazon-assets.zip"]);
      expect(document.querySelectorAll("section[aria-labelledby='assets-steps'] ol > li")).toHaveLength(6);
    });
  }

  test("the button downloads a real ZIP holding the logo, one image per category, bilingual copy and a README", async ({
    page,
  }) => {
    await page.goto("/amazon-assets");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the assets (ZIP)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("terramare-amazon-brand-store-assets.zip");
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const names = Object.keys(files).map((name) => name.replace(/^terramare-amazon-brand-store\//, ""));

    expect(names).toEqual(expect.arrayContaining(["logo/logo.svg", "logo/logo.png", "README.md", "LISEZMOI.md"]));
    for (const id of categories) {
      expect(names).toContain(`images/${id}.png`);
      expect(names).toContain(`copy/en/${id}.txt`);
      expect(names).toContain(`copy/fr/${id}.txt`);
    }
    const file = (name: string) => files[`terramare-amazon-brand-store/${name}`] ?? new Uint8Array();
    const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    expect([...file("logo/logo.png").slice(0, 8)]).toEqual(pngSignature);
    expect([...file("images/wines.png").slice(0, 8)]).toEqual(pngSignature);
    expect(strFromU8(file("logo/logo.svg"))).toContain("<svg");
    expect(strFromU8(file("README.md"))).toMatch(/Setup steps \(45–60 minutes\)[\s\S]*6\. \*\*Preview/);
    expect(strFromU8(file("LISEZMOI.md"))).toContain("Étapes de configuration (45 à 60 minutes)");
    expect(strFromU8(file("copy/en/olive-oils.txt"))).toContain("Extra Virgin Olive Oil");
    expect(
      strFromU8(file("copy/fr/cheeses.txt"))
        .split("\n")
        .filter((line) => line.startsWith("• ")),
    ).toHaveLength(5);
  });

  test("serves the ZIP as application/zip with a file name", async ({ request }) => {
    const response = await request.get("/amazon-assets.zip");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/zip");
    expect(response.headers()["content-disposition"]).toBe('attachment; filename="terramare-amazon-brand-store-assets.zip"');
  });
});
