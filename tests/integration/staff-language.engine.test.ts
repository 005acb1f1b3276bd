// A staff member's language: its first default from the browser, kept once chosen, and the
// language of the company's notification when the company's address is a staff account's.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultCompanySettings } from "@/lib/company-settings";
import { request, resetRequest } from "./support/next-request";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());

const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { rememberBrowserLanguage, setAccountLanguage, staffLanguageOf } = await import("@/server/auth/staff-language");
const { contactEmails } = await import("@/server/forms/emails");
const { closeDb, getDb } = await import("@/server/db/client");
const { user } = await import("@/server/db/schema");

const password = "Olive!Oil1";

beforeAll(async () => {
  await getDb();
});
afterAll(closeDb);
beforeEach(() => resetRequest());

async function account(email: string, role: "admin" | "editor" | "client") {
  const { userId } = await upsertAccount(await getAuth(), await getDb(), { email, password, role });
  return userId;
}

const languageOf = async (userId: string) =>
  (await (await getDb()).select({ language: user.language }).from(user).where(eq(user.id, userId)))[0]?.language;

describe("staff language", () => {
  it("takes the browser's language at first, and never overwrites a choice", async () => {
    const userId = await account(`josee.${Date.now()}@e2e.example`, "admin");
    request.headers.set("accept-language", "fr-CA,fr;q=0.9,en;q=0.8");
    expect(await rememberBrowserLanguage(await getDb(), userId)).toBe("fr");
    expect(await languageOf(userId)).toBe("fr");

    await setAccountLanguage(await getDb(), userId, "en");
    request.headers.set("accept-language", "fr-CA");
    await rememberBrowserLanguage(await getDb(), userId);
    expect(await languageOf(userId)).toBe("en");
  });

  it("writes the company's notification in the language of the staff account at its address, else English", async () => {
    const staffEmail = `info.${Date.now()}@e2e.example`;
    const staffId = await account(staffEmail, "editor");
    await setAccountLanguage(await getDb(), staffId, "fr");
    const db = await getDb();
    expect(await staffLanguageOf(db, staffEmail.toUpperCase())).toBe("fr");
    expect(await staffLanguageOf(db, `nobody.${Date.now()}@e2e.example`)).toBe("en");

    // A client's language is not a staff member's: the notification stays in English.
    const clientEmail = `client.${Date.now()}@e2e.example`;
    const clientId = await account(clientEmail, "client");
    await setAccountLanguage(db, clientId, "fr");
    expect(await staffLanguageOf(db, clientEmail)).toBe("en");

    const input = { firstName: "Amira", lastName: "Haddad", email: "amira@example.com", message: "Hello", phone: undefined };
    const french = contactEmails(input, "en", defaultCompanySettings, "fr").notification;
    const english = contactEmails(input, "en", defaultCompanySettings).notification;
    expect(french.locale).toBe("fr");
    expect(english.locale).toBe("en");
    expect(french.subject).not.toBe(english.subject);
    // Same recipient and reply address whatever the language.
    expect(french.to).toBe(english.to);
    expect(french.replyTo).toBe(english.replyTo);
  });
});
