// Working an inbox item, in-process, through the actions an administrator's forms post: a reply
// e-mailed through the outbox in the lead's language and kept in the history, internal notes,
// owner and state, the list's filters and "Assigned to me", and an access request approved from
// its inbox item exactly as from the users page.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../messages/en.json";
import { isStaff } from "@/lib/permissions";
import { resetRequest } from "./support/next-request";
import { signInAs, STAFF_TOTP_KEY } from "./support/sign-in";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());
// The administrator works in English; the leads write in French.
vi.mock("next-intl/server", async () => (await import("./support/next-request")).englishIntlServerMock());
vi.mock("next/cache", async () => (await import("./support/next-request")).nextCacheMock());

const { eq, sql } = await import("drizzle-orm");
const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { enrolWithKey } = await import("@/server/auth/two-factor-admin");
const { addInboxNoteAction, approveAccessRequestAction, replyToLeadAction, setInboxOwnerAction, setInboxStatusAction } =
  await import("@/server/leads/actions");
const { listAssignedInbox, listInbox } = await import("@/server/leads/inbox");
const { listInboxEvents } = await import("@/server/leads/inbox-work");
const { closeDb, getDb } = await import("@/server/db/client");
const { accessRequests, companies, companyMembers, contactMessages, outbox, user, userRoles } =
  await import("@/server/db/schema");

const password = "Olive!Oil1";
const idle = { status: "idle" } as const;
let adminId = "";
let editorId = "";

beforeAll(async () => {
  const auth = await getAuth();
  const db = await getDb();
  ({ userId: adminId } = await upsertAccount(auth, db, {
    email: "ada@terramare.example",
    password,
    role: "admin",
    firstName: "Ada",
    lastName: "Lovelace",
  }));
  await enrolWithKey(db, adminId, STAFF_TOTP_KEY);
  ({ userId: editorId } = await upsertAccount(auth, db, {
    email: "eda@terramare.example",
    password,
    role: "editor",
    firstName: "Eda",
    lastName: "Tor",
  }));
});
afterAll(closeDb);
beforeEach(async () => {
  resetRequest();
  await signInAs("ada@terramare.example", password, isStaff);
});

let counter = 0;
async function contactMessage(locale = "fr") {
  counter += 1;
  const [row] = await (
    await getDb()
  )
    .insert(contactMessages)
    .values({
      firstName: "Mathilde",
      lastName: "Roy",
      email: `mathilde${counter}@epicerie.example`,
      message: "Vendez-vous de l’huile d’olive « extra vierge » en vrac?",
      locale,
    })
    .returning();
  return row!;
}

async function accessRequest(email: string) {
  const [row] = await (
    await getDb()
  )
    .insert(accessRequests)
    .values({
      firstName: "Élodie",
      lastName: "Gagnon",
      email,
      phone: "819-555-0199",
      companyName: `Épicerie ${email}`,
      jobTitle: "Acheteuse",
      companySize: "11-50",
      industry: "retail",
      businessNeeds: "Huiles d’olive",
      locale: "fr",
    })
    .returning();
  return row!;
}

async function emailsTo(to: string) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${to}`);
  return rows.map((row) => ({
    id: row.id,
    ...(row.payload as { subject: string; text: string; locale: string; replyTo: string }),
  }));
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

describe("a reply to a lead", () => {
  it("is e-mailed through the outbox in the lead's language with the staff member's text, and kept in the history", async () => {
    const message = await contactMessage("fr");
    const body = "Bonjour, oui : en bidons de 20 L. Je vous envoie notre liste de prix.";
    const state = await replyToLeadAction(idle, { kind: "contact", id: message.id, body });
    expect(state).toMatchObject({ status: "success", data: { message: en.AdminInbox.replyUnsent } });

    const [mail, ...others] = await emailsTo(message.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ locale: "fr", subject: "Re\u00a0: votre message à Terramare Imports Inc." });
    expect(mail!.text).toContain(body);
    expect(mail!.text.startsWith("Bonjour,\n")).toBe(true);
    expect(mail!.text).toContain("Ada Lovelace\nTerramare Imports Inc.");
    expect(mail!.text).toContain("En réponse à votre message du");
    // To an address nobody verified: none of the lead's own words or name (issue 31).
    expect(mail!.text).not.toContain("en vrac");
    expect(mail!.text).not.toContain("Mathilde");

    const events = await listInboxEvents(await getDb(), { kind: "contact", id: message.id });
    expect(events.map((event) => event.type)).toEqual(["reply", "state"]);
    expect(events[0]).toMatchObject({ body, locale: "fr", authorName: "Ada Lovelace", delivery: "pending" });
    expect(events[1]).toMatchObject({ state: "in_progress", authorName: "Ada Lovelace" });
    const [stored] = await (await getDb()).select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(stored!.inboxStatus).toBe("in_progress");
  });

  it("writes an English lead's fixed parts in English", async () => {
    const message = await contactMessage("en");
    await replyToLeadAction(idle, { kind: "contact", id: message.id, body: "Yes, in 20 L tins." });
    const [mail] = await emailsTo(message.email);
    expect(mail).toMatchObject({ locale: "en", subject: "Re: your message to Terramare Imports Inc." });
    expect(mail!.text).toMatch(/^Hello,\n\nYes, in 20 L tins\.\n\nAda Lovelace\n/);
    expect(mail!.text).toContain("In reply to your message of");
  });

  it("refuses an empty reply beside its field, sends nothing and gives the text back", async () => {
    const message = await contactMessage();
    const state = await replyToLeadAction(idle, { kind: "contact", id: message.id, body: "   " });
    expect(state.status).toBe("invalid");
    if (state.status !== "invalid") return;
    expect(state.fieldErrors.body).toBeTruthy();
    expect(state.values.body).toBe("   ");
    expect(await emailsTo(message.email)).toHaveLength(0);
    expect(await listInboxEvents(await getDb(), { kind: "contact", id: message.id })).toHaveLength(0);
  });
});

describe("notes, owner and state", () => {
  it("keeps a note in the history and e-mails nobody", async () => {
    const message = await contactMessage();
    const before = (await (await getDb()).select().from(outbox)).length;
    expect(await addInboxNoteAction(idle, { kind: "contact", id: message.id, body: "Client connu, voir Luc." })).toMatchObject({
      status: "success",
    });
    expect((await (await getDb()).select().from(outbox)).length).toBe(before);
    const [note] = await listInboxEvents(await getDb(), { kind: "contact", id: message.id });
    expect(note).toMatchObject({ type: "note", body: "Client connu, voir Luc.", authorName: "Ada Lovelace", delivery: null });
  });

  it("gives the item to an administrator, never to an editor, and lists it as theirs while it is open", async () => {
    const db = await getDb();
    const message = await contactMessage();
    const ref = { kind: "contact", id: message.id } as const;
    const refused = await setInboxOwnerAction(idle, { ...ref, ownerId: editorId });
    expect(refused).toMatchObject({ status: "invalid", fieldErrors: { ownerId: en.AdminInbox.notAnOwner } });

    expect(await setInboxOwnerAction(idle, { ...ref, ownerId: adminId })).toMatchObject({ status: "success" });
    const mine = await listInbox(db, { owner: "mine", viewerId: adminId, page: 1 });
    expect(mine.rows.find((row) => row.id === message.id)).toMatchObject({ ownerName: "Ada Lovelace", status: "new" });
    expect((await listInbox(db, { owner: "mine", viewerId: editorId, page: 1 })).total).toBe(0);
    expect((await listInbox(db, { owner: "none", page: 1 })).rows.some((row) => row.id === message.id)).toBe(false);
    expect((await listAssignedInbox(db, adminId)).rows.map((row) => row.id)).toContain(message.id);

    expect(await setInboxStatusAction(idle, { ...ref, status: "in_progress" })).toMatchObject({
      status: "success",
      data: { message: "Marked In progress." },
    });
    expect((await listInbox(db, { status: "open", owner: "mine", viewerId: adminId, page: 1 })).rows.map((r) => r.id)).toContain(
      message.id,
    );
    await setInboxStatusAction(idle, { ...ref, status: "done" });
    expect((await listAssignedInbox(db, adminId)).rows.map((row) => row.id)).not.toContain(message.id);
    expect((await listInbox(db, { status: "done", page: 1 })).rows.map((row) => row.id)).toContain(message.id);

    const events = await listInboxEvents(db, ref);
    expect(events.map((event) => [event.type, event.state ?? event.ownerName])).toEqual([
      ["owner", "Ada Lovelace"],
      ["state", "in_progress"],
      ["state", "done"],
    ]);
    expect(await setInboxOwnerAction(idle, { ...ref, ownerId: "" })).toMatchObject({
      status: "success",
      data: { message: en.AdminInbox.ownerCleared },
    });
    expect((await listInboxEvents(db, ref)).at(-1)).toMatchObject({ type: "owner", ownerId: null });
  });
});

describe("an access request approved from its inbox item", () => {
  it("opens the account, company and invitation as the users page does, and comes back to the item", async () => {
    const db = await getDb();
    const fromUsers = await accessRequest("users.page@epicerie.example");
    const fromInbox = await accessRequest("inbox.item@epicerie.example");
    const usersRedirect = await redirectOf(() => approveAccessRequestAction(idle, { id: fromUsers.id, from: "users" }));
    const inboxRedirect = await redirectOf(() => approveAccessRequestAction(idle, { id: fromInbox.id, from: "inbox" }));
    expect(usersRedirect).toMatch(/^\/admin-portal\/users\?done=approved/);
    expect(inboxRedirect).toMatch(new RegExp(`^/admin-portal/inbox/access_request/${fromInbox.id}\\?done=approved`));

    const made = async (request: typeof fromUsers) => {
      const [stored] = await db.select().from(accessRequests).where(eq(accessRequests.id, request.id));
      const [account] = await db
        .select({ role: userRoles.role, language: user.language, company: companies.name, verified: user.emailVerified })
        .from(user)
        .innerJoin(userRoles, eq(userRoles.userId, user.id))
        .innerJoin(companyMembers, eq(companyMembers.userId, user.id))
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(user.email, request.email));
      const mails = (await emailsTo(request.email)).map(({ subject, locale, replyTo }) => ({ subject, locale, replyTo }));
      return {
        request: { status: stored!.status, inboxStatus: stored!.inboxStatus, decidedBy: stored!.decidedBy },
        account: { ...account, company: account!.company.replace(request.email, "") },
        mails,
      };
    };
    const viaUsers = await made(fromUsers);
    expect(viaUsers).toMatchObject({
      request: { status: "approved", inboxStatus: "done", decidedBy: "ada@terramare.example" },
      account: { role: "client", language: "fr", verified: true },
    });
    expect(viaUsers.mails).toHaveLength(1);
    expect(await made(fromInbox)).toEqual(viaUsers);
  });
});
