// Account managers and colleagues, in-process against a real database: staff assign a company's
// manager; a client's message is stored, shown in the inbox and e-mailed (through the outbox) to
// the manager in the manager's language, or to the general mailbox without one; staff add a
// colleague to a company with its invitation; a client only ever writes for its own company.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isClient, isStaff } from "@/lib/permissions";
import { resetRequest } from "./support/next-request";
import { signInAs as signInThrough, STAFF_TOTP_KEY } from "./support/sign-in";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());
// Outside Next, the actions read the locale and the catalogs as an English request does.
vi.mock("next-intl/server", async () => (await import("./support/next-request")).englishIntlServerMock());
vi.mock("next/cache", async () => (await import("./support/next-request")).nextCacheMock());
// Whether a mail server is configured (SMTP_URL), switched per test: the confirmation says which.
const mailServer = vi.hoisted(() => ({ configured: true }));
vi.mock("@/server/outbox", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/server/outbox")>()),
  mailServerConfigured: () => mailServer.configured,
}));

const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { getRole } = await import("@/server/auth/roles");
const { enrolWithKey } = await import("@/server/auth/two-factor-admin");
const { resendInvitation } = await import("@/server/auth/account-admin");
const { addColleague, assignAccountManager, getCompanyDetail, listManagerChoices } = await import("@/server/leads/companies");
const { addColleagueAction, assignAccountManagerAction } = await import("@/server/leads/company-actions");
const { setStaffPhoneAction } = await import("@/server/auth/account-actions");
const { sendManagerMessageAction } = await import("@/server/portal/actions");
const { getManagerContact } = await import("@/server/portal/account-manager");
const { companyOf } = await import("@/server/portal");
const { getInboxItem, listInbox } = await import("@/server/leads/inbox");
const { setInboxState } = await import("@/server/leads/inbox-work");
const { closeDb, getDb } = await import("@/server/db/client");
const { companyMembers, managerMessages, outbox, user } = await import("@/server/db/schema");

const password = "Olive!Oil1";
const idle = { status: "idle" } as const;
const ids = { admin: "", editor: "", clientA: "", clientB: "", companyA: "", companyB: "" };

beforeAll(async () => {
  const auth = await getAuth();
  const db = await getDb();
  ({ userId: ids.admin } = await upsertAccount(auth, db, {
    email: "ada@terramare.example",
    password,
    role: "admin",
    firstName: "Ada",
    lastName: "Admin",
  }));
  ({ userId: ids.editor } = await upsertAccount(auth, db, {
    email: "elise@terramare.example",
    password,
    role: "editor",
    firstName: "Élise",
    lastName: "Éditrice",
  }));
  await enrolWithKey(db, ids.admin, STAFF_TOTP_KEY);
  await enrolWithKey(db, ids.editor, STAFF_TOTP_KEY);
  // The editor works in French: the e-mails written to her are in French.
  await db.update(user).set({ language: "fr", phone: "613-555-0142 ext. 12" }).where(eq(user.id, ids.editor));
  ({ userId: ids.clientA } = await upsertAccount(auth, db, {
    email: "marie@epicerie.example",
    password,
    role: "client",
    firstName: "Marie",
    lastName: "Tremblay",
    company: "Épicerie Tremblay",
  }));
  ({ userId: ids.clientB } = await upsertAccount(auth, db, {
    email: "karim@bistro.example",
    password,
    role: "client",
    firstName: "Karim",
    lastName: "Haddad",
    company: "Bistro du Nord",
  }));
  ids.companyA = (await companyOf(ids.clientA))!.id;
  ids.companyB = (await companyOf(ids.clientB))!.id;
});
afterAll(closeDb);
beforeEach(() => resetRequest());

const signInAs = (email: string, allowed: typeof isStaff | typeof isClient) => signInThrough(email, password, allowed);

async function emailsTo(to: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${to}`);
  return rows.map((row) => row.payload as { subject: string; text: string; locale: string; replyTo?: string });
}

async function messagesOf(companyId: string) {
  const db = await getDb();
  return db.select().from(managerMessages).where(eq(managerMessages.companyId, companyId));
}

describe("assigning an account manager", () => {
  it("makes a staff account the company's manager, shown with its phone; a client account cannot be one", async () => {
    const db = await getDb();
    expect((await listManagerChoices(db)).map((choice) => choice.id).sort()).toEqual([ids.admin, ids.editor].sort());
    expect(await assignAccountManager(db, ids.companyA, ids.clientB, ids.admin)).toEqual({ status: "not-staff" });
    expect((await assignAccountManager(db, ids.companyA, ids.editor, ids.admin)).status).toBe("done");
    const detail = await getCompanyDetail(db, ids.companyA);
    expect(detail?.manager).toMatchObject({ id: ids.editor, email: "elise@terramare.example", phone: "613-555-0142 ext. 12" });
    expect(detail?.users.map((member) => member.email)).toEqual(["marie@epicerie.example"]);
    expect(await getManagerContact((await companyOf(ids.clientA))!)).toEqual({
      kind: "manager",
      name: "Élise Éditrice",
      email: "elise@terramare.example",
      phone: { display: "613-555-0142 ext. 12", tel: "+16135550142;ext=12" },
    });
  });

  it("is done by an administrator only, through the action", async () => {
    await signInAs("elise@terramare.example", isStaff);
    expect(await assignAccountManagerAction(idle, { companyId: ids.companyB, managerId: ids.editor })).toMatchObject({
      status: "error",
      reason: "forbidden",
    });
    resetRequest();
    await signInAs("ada@terramare.example", isStaff);
    expect(await assignAccountManagerAction(idle, { companyId: ids.companyB, managerId: ids.admin })).toMatchObject({
      status: "success",
      data: { message: "Ada Admin is now this company’s account manager." },
    });
    expect(await assignAccountManagerAction(idle, { companyId: ids.companyB, managerId: "" })).toMatchObject({
      status: "success",
      data: { message: "This company has no account manager now." },
    });
    expect((await getCompanyDetail(await getDb(), ids.companyB))?.manager).toBeNull();
  });
});

describe("a client's message to its account manager", () => {
  it("is stored and e-mailed once to the manager, in the manager's language, replying to the client", async () => {
    await assignAccountManager(await getDb(), ids.companyA, ids.editor, ids.admin);
    await signInAs("marie@epicerie.example", isClient);
    const state = await sendManagerMessageAction(idle, {
      subject: "Huile d’olive",
      message: "Pouvez-vous m’envoyer la liste de prix ?",
    });
    expect(state).toMatchObject({
      status: "success",
      data: { message: "Your message was sent to Élise Éditrice, your account manager." },
    });

    const [stored] = await messagesOf(ids.companyA);
    expect(stored).toMatchObject({ userId: ids.clientA, managerId: ids.editor, subject: "Huile d’olive", locale: "en" });
    const mails = await emailsTo("elise@terramare.example");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      locale: "fr",
      replyTo: "marie@epicerie.example",
      subject: "Épicerie Tremblay\u00a0: Huile d’olive",
    });
    expect(mails[0]?.text).toContain("Bonjour Élise Éditrice,");
    expect(mails[0]?.text).toContain("Pouvez-vous m’envoyer la liste de prix ?");
  });

  it("goes to the company's general mailbox, in English, when the company has no manager", async () => {
    await signInAs("karim@bistro.example", isClient);
    const state = await sendManagerMessageAction(idle, { subject: "Delivery", message: "Can you deliver on Fridays?" });
    expect(state).toMatchObject({
      status: "success",
      data: { message: "Your message was sent to our team at info@example.ca." },
    });
    const [stored] = await messagesOf(ids.companyB);
    expect(stored).toMatchObject({ userId: ids.clientB, managerId: null });
    const mails = (await emailsTo("info@example.ca")).filter((mail) => mail.subject === "Bistro du Nord: Delivery");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: "en", replyTo: "karim@bistro.example" });
    // Without a mail server the confirmation says where the message waits instead.
    mailServer.configured = false;
    const unsent = await sendManagerMessageAction(idle, { subject: "Delivery 2", message: "And on Mondays?" });
    mailServer.configured = true;
    expect(unsent).toMatchObject({
      status: "success",
      data: { message: "Your message is saved in our team’s inbox; they will answer at your address." },
    });
  });

  it("is written for the session's company: a client of B naming company A still writes to B", async () => {
    await signInAs("karim@bistro.example", isClient);
    const before = (await emailsTo("elise@terramare.example")).length;
    const state = await sendManagerMessageAction(idle, {
      subject: "Sneaky",
      message: "For A",
      // Not part of the form: the action never reads a company from the input.
      ...({ companyId: ids.companyA } as object),
    } as { subject: string; message: string });
    expect(state.status).toBe("success");
    expect((await messagesOf(ids.companyA)).map((message) => message.subject)).not.toContain("Sneaky");
    expect((await messagesOf(ids.companyB)).map((message) => message.subject)).toContain("Sneaky");
    expect(await emailsTo("elise@terramare.example")).toHaveLength(before);
  });

  it("keeps what was typed and says which field is wrong; refuses staff and a client without a company", async () => {
    await signInAs("marie@epicerie.example", isClient);
    expect(await sendManagerMessageAction(idle, { subject: "", message: "Still here" })).toMatchObject({
      status: "invalid",
      values: { subject: "", message: "Still here" },
      fieldErrors: { subject: "This field is required." },
    });
    resetRequest();
    await signInAs("ada@terramare.example", isStaff);
    expect(await sendManagerMessageAction(idle, { subject: "Hi", message: "Hello" })).toMatchObject({ reason: "forbidden" });

    resetRequest();
    await upsertAccount(await getAuth(), await getDb(), { email: "solo@nowhere.example", password, role: "client" });
    await signInAs("solo@nowhere.example", isClient);
    expect(await sendManagerMessageAction(idle, { subject: "Hi", message: "Hello" })).toMatchObject({
      status: "error",
      message: "Your account is not yet attached to a company, so there is no account manager to write to.",
    });
  });

  it("is in the admin inbox as its own kind, with its detail, status and filter", async () => {
    const db = await getDb();
    const inbox = await listInbox(db, { kind: "manager_message", page: 1 });
    expect(inbox.rows.every((row) => row.kind === "manager_message")).toBe(true);
    const row = inbox.rows.find((entry) => entry.email === "marie@epicerie.example");
    expect(row).toMatchObject({ name: "Marie Tremblay", company: "Épicerie Tremblay", status: "new" });
    expect(row?.text).toBe("Huile d’olive: Pouvez-vous m’envoyer la liste de prix ?");
    expect((await listInbox(db, { q: "liste de prix", page: 1 })).rows.map((entry) => entry.id)).toEqual([row!.id]);
    expect((await listInbox(db, { page: 1 })).rows.some((entry) => entry.id === row!.id)).toBe(true);

    const item = await getInboxItem(db, "manager_message", row!.id);
    expect(item).toMatchObject({
      kind: "manager_message",
      item: { firstName: "Marie", lastName: "Tremblay", companyName: "Épicerie Tremblay", managerName: "Élise Éditrice" },
    });
    expect(await setInboxState(db, { kind: "manager_message", id: row!.id }, "done", null)).toBe(true);
    expect((await listInbox(db, { kind: "manager_message", status: "done", page: 1 })).rows.map((entry) => entry.id)).toEqual([
      row!.id,
    ]);
  });
});

describe("adding a colleague", () => {
  it("makes a client account in the company, with its invitation in the chosen language", async () => {
    const db = await getDb();
    const result = await addColleague(
      db,
      ids.companyB,
      { email: "Lea@Bistro.example", firstName: "Léa", lastName: "Roy", locale: "fr" },
      ids.admin,
    );
    expect(result.status).toBe("added");
    if (result.status !== "added") return;
    expect(await getRole(result.userId)).toBe("client");
    const [member] = await db.select().from(companyMembers).where(eq(companyMembers.userId, result.userId));
    expect(member?.companyId).toBe(ids.companyB);
    const [invitation, ...others] = await emailsTo("lea@bistro.example");
    expect(others).toEqual([]);
    expect(invitation).toMatchObject({ locale: "fr", subject: "Votre compte client Terramare Imports est prêt" });
    // An invitation goes to an address nobody verified yet: no names, the company's included (issue 31).
    expect(invitation?.text).not.toContain("Bistro du Nord");
    expect(invitation?.text).toContain("portail client de votre entreprise");
    expect(invitation?.text).toContain("/fr/espace-client/nouveau-mot-de-passe?token=");
    // A new invitation later is written in the same language, and the same words (no request was approved).
    await resendInvitation(db, result.userId);
    const [first, again] = await emailsTo("lea@bistro.example");
    expect(again?.locale).toBe("fr");
    expect(again?.text.replace(/token=\S+/, "")).toBe(first?.text.replace(/token=\S+/, ""));
  });

  it("refuses an e-mail already in use beside the field, and leaves that account as it was", async () => {
    await signInAs("ada@terramare.example", isStaff);
    const state = await addColleagueAction(idle, {
      companyId: ids.companyB,
      firstName: "Marie",
      lastName: "Imposter",
      email: "MARIE@epicerie.example",
      language: "en",
    });
    expect(state).toMatchObject({
      status: "invalid",
      fieldErrors: { email: "An account already uses this e-mail address." },
      values: { email: "MARIE@epicerie.example", lastName: "Imposter" },
    });
    const db = await getDb();
    const [marie] = await db.select().from(user).where(eq(user.id, ids.clientA));
    expect(marie?.lastName).toBe("Tremblay");
    expect((await companyOf(ids.clientA))?.id).toBe(ids.companyA);
    expect(await db.$count(user, sql`lower(${user.email}) = 'marie@epicerie.example'`)).toBe(1);
  });

  it("is refused to an editor and to a client", async () => {
    const colleague = { companyId: ids.companyA, firstName: "X", lastName: "Y", email: "x@y.example", language: "en" };
    await signInAs("elise@terramare.example", isStaff);
    expect(await addColleagueAction(idle, colleague)).toMatchObject({ reason: "forbidden" });
    resetRequest();
    await signInAs("marie@epicerie.example", isClient);
    expect(await addColleagueAction(idle, colleague)).toMatchObject({ reason: "forbidden" });
    const db = await getDb();
    expect(await db.$count(user, eq(user.email, "x@y.example"))).toBe(0);
  });
});

describe("a staff member's work phone", () => {
  it("is checked and written in one form, for staff accounts only, by an administrator", async () => {
    await signInAs("ada@terramare.example", isStaff);
    expect(await setStaffPhoneAction(idle, { userId: ids.admin, phone: "(613) 555-0199 poste 4" })).toMatchObject({
      status: "success",
      data: { message: "Work phone saved: 613-555-0199 ext. 4." },
    });
    expect(await setStaffPhoneAction(idle, { userId: ids.admin, phone: "555" })).toMatchObject({
      status: "invalid",
      fieldErrors: { phone: expect.any(String) },
      values: { phone: "555" },
    });
    expect(await setStaffPhoneAction(idle, { userId: ids.clientA, phone: "613-555-0100" })).toMatchObject({ status: "error" });
    const db = await getDb();
    expect((await db.select().from(user).where(eq(user.id, ids.admin)))[0]?.phone).toBe("613-555-0199 ext. 4");
    expect((await db.select().from(user).where(eq(user.id, ids.clientA)))[0]?.phone).toBeNull();
  });
});
