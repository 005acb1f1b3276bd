// Choosing a password from an e-mailed link (an invitation or a reset) signs the account in with
// it, through the actions the set-password pages post: a client lands on the dashboard in the
// page's language, a staff member goes on to the second factor (enrolment, or the code).
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { request, resetRequest } from "./support/next-request";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());
// A French request, answered with the English catalogs.
vi.mock("next-intl/server", async () => (await import("./support/next-request")).englishIntlServerMock("fr"));
vi.mock("next/cache", async () => (await import("./support/next-request")).nextCacheMock());

const { eq } = await import("drizzle-orm");
const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { resetPasswordAction, resetStaffPasswordAction } = await import("@/server/auth/actions");
const { enrolWithKey } = await import("@/server/auth/two-factor-admin");
const { enqueueInvitation } = await import("@/server/leads/invitation");
const { closeDb, getDb } = await import("@/server/db/client");
const { session } = await import("@/server/db/schema");

afterAll(closeDb);
beforeEach(() => resetRequest());

const idle = { status: "idle" } as const;

async function account(email: string, role: "client" | "editor") {
  return upsertAccount(await getAuth(), await getDb(), {
    email,
    password: "Olive!Oil1",
    role,
    firstName: "Luc",
    lastName: "Gagnon",
  });
}

/** An invitation's token, as an approval makes it. */
async function invitationToken(userId: string, email: string): Promise<string> {
  const { link } = await enqueueInvitation(await getDb(), { userId, email }, "fr");
  return new URL(link).searchParams.get("token")!;
}

/** Where an action that ends in a redirect sent the browser (Next throws the redirect). */
async function redirectOf(call: () => Promise<unknown>): Promise<string> {
  const error = await call().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = (error as { digest?: string } | null)?.digest ?? "";
  expect(digest).toMatch(/^NEXT_REDIRECT/);
  return digest.split(";")[2]!;
}

async function sessionsOf(userId: string): Promise<number> {
  return (await getDb()).$count(session, eq(session.userId, userId));
}

describe("setting a password from an e-mailed link", () => {
  it("signs an invited client in and sends them to the dashboard, in the page's language", async () => {
    const { userId } = await account("invited@client.example.ca", "client");
    const token = await invitationToken(userId, "invited@client.example.ca");
    const password = "Bienvenue!Luc42";
    const target = await redirectOf(() => resetPasswordAction(idle, { token, password, confirmPassword: password }));
    expect(target).toBe("/fr/espace-client/tableau-de-bord");
    expect(await sessionsOf(userId)).toBe(1);
    expect(request.setCookies.get("better-auth.session_token")?.value).toBeTruthy();
  });

  it("sends a client with an authenticator app on to its code, with no session yet", async () => {
    const { userId } = await account("enrolled@client.example.ca", "client");
    await enrolWithKey(await getDb(), userId, "ClientTotpKey0123456789");
    const token = await invitationToken(userId, "enrolled@client.example.ca");
    const password = "Bienvenue!Luc43";
    expect(await redirectOf(() => resetPasswordAction(idle, { token, password, confirmPassword: password }))).toBe(
      "/fr/espace-client/securite",
    );
    expect(await sessionsOf(userId)).toBe(0);
  });

  it("refuses a used or made-up link and signs no one in", async () => {
    const password = "Bienvenue!Luc44";
    expect(
      await resetPasswordAction(idle, { token: "madeUpToken0123456789", password, confirmPassword: password }),
    ).toMatchObject({
      status: "error",
    });
    expect(request.setCookies.get("better-auth.session_token")).toBeUndefined();
  });

  it("sends a staff member on to enrol their second factor", async () => {
    const { userId } = await account("new.editor@terramare.example", "editor");
    const token = await invitationToken(userId, "new.editor@terramare.example");
    const password = "Editeur!Neuf45";
    const target = await redirectOf(() => resetStaffPasswordAction(idle, { token, password, confirmPassword: password }));
    expect(target).toBe(`/admin/two-factor?next=${encodeURIComponent("/admin-portal/content")}`);
  });
});
