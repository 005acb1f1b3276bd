// The editor role end to end, in-process: an editor signs in at the admin gate and is refused by
// every admin action and route handler exactly as a client is; an administrator adds staff.
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isClient, isStaff } from "@/lib/permissions";
import { resetRequest, useSessionCookie as sendSessionCookie } from "./support/next-request";
import { asLaterTimeStep } from "./support/sign-in";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());
// Outside Next, the actions read the locale and the catalogs as the portal does: English.
vi.mock("next-intl/server", async () => (await import("./support/next-request")).englishIntlServerMock());
vi.mock("next/cache", async () => (await import("./support/next-request")).nextCacheMock());

const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { getRole } = await import("@/server/auth/roles");
const { signInWithPassword } = await import("@/server/auth/sign-in");
const { verifySecondFactor } = await import("@/server/auth/two-factor");
const { enrolWithKey } = await import("@/server/auth/two-factor-admin");
const { ADMIN_IDLE_TIMEOUT_MS, getViewer } = await import("@/server/auth/session");
const { toggleFlagAction } = await import("@/server/flags/actions");
const {
  addInboxNoteAction,
  approveAccessRequestAction,
  rejectAccessRequestAction,
  replyToLeadAction,
  setInboxOwnerAction,
  setInboxStatusAction,
} = await import("@/server/leads/actions");
const { createStaffAccountAction, disableAccountAction, enableAccountAction, resendInvitationAction } =
  await import("@/server/auth/account-actions");
const { retryDeliveryAction, discardDeliveryAction } = await import("@/server/outbox/actions");
const { signOutAdminEverywhereAction } = await import("@/server/auth/actions");
const { GET: exportInbox } = await import("@/app/(admin)/admin-portal/inbox/export/route");
const { getPortalViewer, getPortalStaff } = await import("@/server/admin/gate");
const { getSidebarCounts } = await import("@/server/admin/counts");
const { closeDb, getDb } = await import("@/server/db/client");
const { session } = await import("@/server/db/schema");
const { eq } = await import("drizzle-orm");

const password = "Olive!Oil1";
const idle = { status: "idle" } as const;
const someId = "00000000-0000-4000-8000-000000000000";
let clientId = "";
/** The staff's authenticator keys: staff sign in with a code after their password. */
const keys = {
  "admin@terramare.example": "EditorRoleAdminAuthenticatorKey1",
  "editor@terramare.example": "EditorRoleEditorAuthenticatorKey",
};
const codeFor = (email: string) =>
  new TOTP({ secret: Secret.fromUTF8(keys[email as keyof typeof keys]), digits: 6, period: 30, algorithm: "SHA1" }).generate();

beforeAll(async () => {
  const auth = await getAuth();
  const db = await getDb();
  const admin = await upsertAccount(auth, db, {
    email: "admin@terramare.example",
    password,
    role: "admin",
    firstName: "Ada",
    lastName: "Min",
  });
  const editor = await upsertAccount(auth, db, {
    email: "editor@terramare.example",
    password,
    role: "editor",
    firstName: "Eda",
    lastName: "Tor",
  });
  await enrolWithKey(db, admin.userId, keys["admin@terramare.example"]);
  await enrolWithKey(db, editor.userId, keys["editor@terramare.example"]);
  ({ userId: clientId } = await upsertAccount(auth, db, {
    email: "client@epicerie.example",
    password,
    role: "client",
    firstName: "Cli",
    lastName: "Ent",
  }));
});
afterAll(closeDb);
beforeEach(() => resetRequest());

/**
 * Signs in through the given door (staff: the password, then the code from their app) and sends
 * the session cookie with the next calls.
 */
async function signInAs(email: string, allowed: typeof isStaff | typeof isClient) {
  const result = await signInWithPassword({ email, password }, allowed);
  sendSessionCookie();
  if (result.status === "second-factor") {
    await asLaterTimeStep(result.userId);
    expect((await verifySecondFactor(codeFor(email), allowed)).status).toBe("signed-in");
    sendSessionCookie();
    return;
  }
  expect(result.status).toBe("signed-in");
}

/** Each admin-only action with valid input, so only the permission can refuse it. */
const adminActions = {
  toggleFlag: () => toggleFlagAction(idle, { name: "contact", enabled: false }),
  approveAccessRequest: () => approveAccessRequestAction(idle, { id: someId }),
  rejectAccessRequest: () => rejectAccessRequestAction(idle, { id: someId, reason: "No", notify: false }),
  setInboxStatus: () => setInboxStatusAction(idle, { kind: "contact", id: someId, status: "spam" }),
  replyToLead: () => replyToLeadAction(idle, { kind: "contact", id: someId, body: "Hello" }),
  addInboxNote: () => addInboxNoteAction(idle, { kind: "contact", id: someId, body: "A note" }),
  setInboxOwner: () => setInboxOwnerAction(idle, { kind: "contact", id: someId, ownerId: "" }),
  disableAccount: () => disableAccountAction(idle, { userId: clientId }),
  enableAccount: () => enableAccountAction(idle, { userId: clientId }),
  resendInvitation: () => resendInvitationAction(idle, { userId: clientId }),
  createStaffAccount: () =>
    createStaffAccountAction(idle, {
      email: "sneaky@terramare.example",
      firstName: "Sneaky",
      lastName: "Editor",
      role: "admin",
      password: "Sneaky!Pass1",
    }),
  retryDelivery: () => retryDeliveryAction(idle, { id: someId }),
  discardDelivery: () => discardDeliveryAction(idle, { id: someId }),
  signOutEverywhere: () => signOutAdminEverywhereAction(idle, {}),
};

describe("an editor", () => {
  it("signs in at the admin gate, not at the client portal's", async () => {
    expect((await signInWithPassword({ email: "editor@terramare.example", password }, isClient)).status).toBe("refused");
    resetRequest();
    const step = await signInWithPassword({ email: "editor@terramare.example", password }, isStaff);
    expect(step).toMatchObject({ status: "second-factor", role: "editor" });
    sendSessionCookie();
    if (step.status === "second-factor") await asLaterTimeStep(step.userId);
    expect(await verifySecondFactor(codeFor("editor@terramare.example"), isStaff)).toMatchObject({
      status: "signed-in",
      role: "editor",
    });
    sendSessionCookie();
    expect(await getViewer()).toMatchObject({ role: "editor", mustEnrolSecondFactor: false });
  });

  it("is refused by every admin action as a client is, and nothing changes", async () => {
    await signInAs("editor@terramare.example", isStaff);
    for (const [name, run] of Object.entries(adminActions)) {
      expect({ name, state: await run() }).toMatchObject({ name, state: { status: "error", reason: "forbidden" } });
    }
    resetRequest();
    await signInAs("client@epicerie.example", isClient);
    for (const [name, run] of Object.entries(adminActions)) {
      expect({ name, state: await run() }).toMatchObject({ name, state: { status: "error", reason: "forbidden" } });
    }
    expect(await getRole(clientId)).toBe("client");
    const { getFlags } = await import("@/server/flags");
    expect((await getFlags()).contact).toBe(true);
  });

  it("is refused the inbox's CSV export", async () => {
    await signInAs("editor@terramare.example", isStaff);
    const response = await exportInbox(new Request("http://localhost/admin-portal/inbox/export"));
    expect(response.status).toBe(403);
  });

  it("opens content and media, and is sent to content from every other portal page", async () => {
    await signInAs("editor@terramare.example", isStaff);
    expect((await getPortalStaff())?.role).toBe("editor");
    expect((await getPortalViewer("content"))?.role).toBe("editor");
    expect((await getPortalViewer("media"))?.role).toBe("editor");
    for (const page of ["dashboard", "feature-flags", "users", "inbox", "notifications", "settings"] as const) {
      await expect(getPortalViewer(page)).rejects.toMatchObject({ digest: expect.stringContaining(";/admin-portal/content;") });
    }
  });

  it("gets no inbox or delivery counts in the sidebar; an admin gets both", async () => {
    expect(await getSidebarCounts("editor")).toEqual({});
    expect(await getSidebarCounts("admin")).toEqual({ newInbox: expect.any(Number), failedDeliveries: expect.any(Number) });
  });

  it("is signed out after 30 minutes without a request, as an administrator is", async () => {
    await signInAs("editor@terramare.example", isStaff);
    const viewer = await getViewer();
    expect(viewer?.role).toBe("editor");
    await (
      await getDb()
    )
      .update(session)
      .set({ updatedAt: new Date(Date.now() - ADMIN_IDLE_TIMEOUT_MS - 60_000) })
      .where(eq(session.userId, viewer!.user.id));
    expect(await getViewer()).toBeNull();
  });
});

describe("adding a staff member", () => {
  it("creates an editor who can then sign in at the admin gate", async () => {
    await signInAs("admin@terramare.example", isStaff);
    const state = await createStaffAccountAction(idle, {
      email: "New.Editor@Terramare.example",
      firstName: "Nouvelle",
      lastName: "Rédactrice",
      role: "editor",
      password: "Fresh!Pass9",
    });
    expect(state).toMatchObject({
      status: "success",
      data: { message: expect.stringContaining("new.editor@terramare.example (Editor)") },
    });
    resetRequest();
    expect(await signInWithPassword({ email: "new.editor@terramare.example", password: "Fresh!Pass9" }, isStaff)).toMatchObject({
      status: "signed-in",
      role: "editor",
    });
    // Without a second factor yet: every staff page and action waits for the enrolment.
    sendSessionCookie();
    expect(await getViewer()).toMatchObject({ role: "editor", mustEnrolSecondFactor: true });
  });

  it("refuses an e-mail already in use and leaves that account as it was", async () => {
    await signInAs("admin@terramare.example", isStaff);
    const state = await createStaffAccountAction(idle, {
      email: "client@epicerie.example",
      firstName: "Cli",
      lastName: "Ent",
      role: "admin",
      password: "Takeover!1",
    });
    expect(state).toMatchObject({ status: "error", message: "An account with this e-mail already exists. Nothing was changed." });
    expect(await getRole(clientId)).toBe("client");
    resetRequest();
    expect((await signInWithPassword({ email: "client@epicerie.example", password }, isClient)).status).toBe("signed-in");
  });

  it("answers each bad field beside it: the password rule, the role", async () => {
    await signInAs("admin@terramare.example", isStaff);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      email: "x@terramare.example",
      firstName: "X",
      lastName: "Y",
      role: "client",
      password: "weak",
    })) {
      form.set(name, value);
    }
    const state = await createStaffAccountAction(idle, form);
    expect(state).toMatchObject({
      status: "invalid",
      fieldErrors: { role: "Please choose one of the options.", password: "The password needs at least 8 characters." },
      values: { email: "x@terramare.example", role: "client" },
    });
    if (state.status === "invalid") expect(state.values).not.toHaveProperty("password");
  });
});
