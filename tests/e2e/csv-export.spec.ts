import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import Papa from "papaparse";
import { labelled, only, selectValue, servedPage, textOf } from "../support/html";
import { storageStatePath } from "./support/accounts";
import { e2eDatabase } from "./support/database";

// The inbox's CSV export opens in Excel in both languages: UTF-8 with a BOM, and a separator the
// staff member picks (semicolon for French Excel, comma otherwise), chosen through the URL.

const marker = `csv.export.${Date.now()}`;
const ids = { contact: randomUUID(), request: randomUUID(), injection: randomUUID() };
// Issue 31: unquoted in a comma file, French Excel (which splits on semicolons) made `=cmd|…` a formula cell.
const injection = "x;=cmd|' /C calc'!A0";
const frenchMessage =
  'Bonjour ; nous cherchons de l’huile d’olive, « extra vierge », 20 caisses.\nDeuxième ligne : le "chef" dit =1+1';
// The column names, kinds and statuses are in the staff member's language (English here).
const header = ["Received", "Kind", "Status", "Name", "Email", "Company", "Language", "Message", "ID"];

test.use({ storageState: storageStatePath("admin"), viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  const db = e2eDatabase();
  await db.query(
    `insert into contact_messages (id, first_name, last_name, email, message, locale, created_at)
     values ($1, 'Hélène', 'Côté-Bélanger', $2, $3, 'fr', '2026-03-05T14:30:00Z')`,
    [ids.contact, `${marker}@example.ca`, frenchMessage],
  );
  await db.query(
    `insert into contact_messages (id, first_name, last_name, email, message, locale, created_at)
     values ($1, 'Eve', 'Mallory', $2, $3, 'en', '2026-03-01T08:00:00Z')`,
    [ids.injection, `${marker}.x@example.ca`, injection],
  );
  await db.query(
    `insert into access_requests (id, first_name, last_name, email, phone, company_name, job_title, company_size, industry, business_needs, locale, created_at)
     values ($1, 'Luc', 'Tremblay', $2, '613-555-0199 ext. 4', 'Épicerie Fine; Fils & Cie', 'Acheteur', '1-10', 'retail', 'Huiles', 'fr', '2026-03-04T09:00:00Z')`,
    [ids.request, `${marker}.b2b@example.ca`],
  );
});

test.afterAll(async () => {
  const db = e2eDatabase();
  await db.query("delete from contact_messages where id = any($1)", [[ids.contact, ids.injection]]);
  await db.query("delete from access_requests where id = $1", [ids.request]);
});

/** Downloads the export of the inbox filtered on this spec's rows, with the separator picked in the form. */
async function download(page: Page, separator: "Comma" | "Semicolon (Excel in French)"): Promise<{ url: string; text: string }> {
  await page.goto(`/admin-portal/inbox?q=${encodeURIComponent(marker)}`);
  await page.getByLabel("Separator").selectOption({ label: separator });
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /^Export CSV/ }).click()]);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)], "UTF-8 byte order mark").toEqual([0xef, 0xbb, 0xbf]);
  expect(file.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  return { url: file.url(), text: bytes.toString("utf8") };
}

/** What Excel shows: the BOM dropped, cells split on the separator, quoted cells kept whole. */
function readAsExcel(text: string, delimiter: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter, newline: "\r\n", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

function expectTheRows(rows: string[][]) {
  expect(rows[0]).toEqual(header);
  expect(rows).toHaveLength(4);
  const [, contact, request, injected] = rows;
  expect(contact).toEqual([
    "2026-03-05T14:30:00.000Z",
    "Contact message",
    "New",
    "Hélène Côté-Bélanger",
    `${marker}@example.ca`,
    "",
    "fr",
    frenchMessage,
    ids.contact,
  ]);
  expect(request?.[0]).toBe("2026-03-04T09:00:00.000Z");
  expect(request?.[5]).toBe("Épicerie Fine; Fils & Cie");
  expect(injected?.[7]).toBe(injection);
}

/** Every cell is quoted, so a spreadsheet splitting on the other separator cannot cut one into a formula. */
function expectEveryCellQuoted(text: string, separator: string) {
  const quoted = String.raw`"(?:[^"]|"")*"`;
  const line = new RegExp(`^(?:${quoted})?(?:${separator}(?:${quoted})?)*$`);
  for (const row of text.replace(/^\uFEFF/, "").split(/\r\n(?=")/)) expect(row.replace(/\r\n$/, "")).toMatch(line);
  expect(text).toContain(`"${injection}"`);
}

// The form's first state is in the HTML the server sends: read without a browser.
test("offers the comma by default to an English-speaking staff member", async ({ request }) => {
  const { document } = await servedPage(request, `/admin-portal/inbox?q=${encodeURIComponent(marker)}`);
  expect(selectValue(labelled(document, "Separator"))).toBe("comma");
});

test("exports with semicolons that French Excel splits into the right cells", async ({ page }) => {
  const { url, text } = await download(page, "Semicolon (Excel in French)");
  expect(new URL(url).searchParams.get("separator")).toBe("semicolon");
  expect(text.split("\r\n")[0]).toBe(`\uFEFF${header.map((name) => `"${name}"`).join(";")}`);
  expectTheRows(readAsExcel(text, ";"));
  expectEveryCellQuoted(text, ";");
});

test("exports with commas that English Excel splits into the right cells", async ({ page }) => {
  const { url, text } = await download(page, "Comma");
  expect(new URL(url).searchParams.get("separator")).toBe("comma");
  expect(text.split("\r\n")[0]).toBe(`\uFEFF${header.map((name) => `"${name}"`).join(",")}`);
  expectTheRows(readAsExcel(text, ","));
  expectEveryCellQuoted(text, ",");
  // What French Excel makes of the comma file: no cell starts a formula.
  const cells = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", newline: "\r\n" }).data.flat();
  expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
});

// Issue 31: a search PostgreSQL cannot run (a NUL byte) or longer than the field allows answered
// 500, or was dropped and the whole inbox exported.
// Two responses, read without a browser.
test("refuses a search with a NUL byte or over 200 characters: the export answers 400, the page says why", async ({
  request,
}) => {
  for (const q of ["\u0000", `${marker}${"x".repeat(201)}`]) {
    const search = encodeURIComponent(q);
    const exported = await request.get(`/admin-portal/inbox/export?q=${search}&separator=comma`);
    expect(exported.status(), q.slice(0, 20)).toBe(400);
    expect(await exported.text()).not.toContain(marker);
    const listed = await servedPage(request, `/admin-portal/inbox?q=${search}`);
    expect(listed.status).toBeLessThan(500);
    expect(labelled(listed.document, "Search").getAttribute("aria-invalid")).toBe("true");
    expect(textOf(only(listed.document, "#inbox-q-error"))).toBe(
      q.length > 200 ? "A search is 200 characters at most." : "The search holds a character that cannot be searched for.",
    );
    expect(listed.document.querySelectorAll("table")).toHaveLength(0);
  }
});
