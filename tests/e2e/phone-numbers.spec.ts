// shared-state: flags (the company settings, in the shared database)
import { expect, test } from "@playwright/test";
import { defaultCompanySettings } from "@/lib/company-settings";
import { e2eDatabase } from "./support/database";

// The company's phone, with an extension, as a buyer on a phone reads it in each language: the
// footer and the home page's contact section say « poste » in French, "ext." in English. (The
// account manager's card: account-manager.spec.ts; the e-mails: src/server/forms/emails.test.ts.)

const phone = { display: "613-555-2026 ext. 4", tel: "+16135552026;ext=4" };
let before: { values: unknown; revision: number } | undefined;

test.beforeAll(async () => {
  ({
    rows: [before],
  } = await e2eDatabase().query<{ values: unknown; revision: number }>("select values, revision from company_settings"));
  // A manual update marks the `settings` cache tag (trigger of migration 0007): cached pages follow.
  await e2eDatabase().query(
    `insert into company_settings (id, values, revision) values (1, $1, 1)
     on conflict (id) do update set values = excluded.values`,
    [JSON.stringify({ ...defaultCompanySettings, phone })],
  );
});

test.afterAll(async () => {
  if (!before) await e2eDatabase().query("delete from company_settings");
  else await e2eDatabase().query("update company_settings set values = $1", [JSON.stringify(before.values)]);
});

for (const [path, written] of [
  ["/fr", "613-555-2026, poste 4"],
  ["/", "613-555-2026 ext. 4"],
] as const) {
  test(`at 375 px ${path} writes the extension as ${written}, in the footer and the contact section`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    for (const place of [page.locator("footer"), page.locator("section#contact")]) {
      const link = place.locator(`a[href="tel:${phone.tel}"]`);
      await expect(link).toHaveText(written);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    }
  });
}
