import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/server/db/client";
import {
  accessRequests,
  account,
  analyticsEvents,
  companies,
  companyMembers,
  contactMessages,
  rateLimits,
  session,
  user,
  userRoles,
  verification,
} from "@/server/db/schema";
import type { Role } from "@/lib/permissions";
import { purgeExpired } from "@/server/retention";

beforeAll(async () => {
  await getDb();
});
afterAll(closeDb);

beforeEach(async () => {
  const db = await getDb();
  await db.delete(contactMessages);
  await db.delete(companies);
  await db.delete(accessRequests);
  await db.delete(analyticsEvents);
  await db.delete(rateLimits);
  await db.delete(user);
});

const periods = { contactMonths: 24, rejectedRequestMonths: 12, analyticsMonths: 13, closedAccountMonths: 24 };

/** A time `months` (and `days`) before the database's now, as a column value. */
const monthsAgo = (months: number, days = 0) =>
  sql`now() - make_interval(months => ${months}, days => ${days})` as unknown as Date;
const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})` as unknown as Date;

const person = { firstName: "Élodie", lastName: "Gagnon", email: "a@example.com", locale: "fr" };
const request = {
  ...person,
  phone: "819-555-0199",
  companyName: "Épicerie Gagnon",
  jobTitle: "Acheteuse",
  companySize: "11-50",
  industry: "retail",
  businessNeeds: "Huiles",
  createdAt: monthsAgo(40),
};

describe("retention", () => {
  it("deletes what is older than the policy's periods, 1,000 rows per statement, and keeps the rest", async () => {
    const db = await getDb();
    await db
      .insert(analyticsEvents)
      .values(Array.from({ length: 2500 }, () => ({ name: "page_view", pathname: "/", userAgent: "x", locale: "en" })));
    await db.update(analyticsEvents).set({ createdAt: monthsAgo(13, 1) });
    const event = { name: "page_view", userAgent: "x", locale: "fr" };
    await db.insert(analyticsEvents).values([
      { ...event, pathname: "/fr" },
      { ...event, pathname: "/fr/confidentialite", createdAt: monthsAgo(12, 28) },
    ]);
    await db.insert(contactMessages).values([
      { ...person, message: "old", createdAt: monthsAgo(25) },
      { ...person, message: "recent", createdAt: monthsAgo(23) },
    ]);
    await db.insert(accessRequests).values([
      { ...request, status: "rejected", decidedAt: monthsAgo(13), rejectionReason: "old" },
      { ...request, status: "rejected", decidedAt: monthsAgo(11), rejectionReason: "recent" },
      // Approved long ago, its account never closed: it stays with the account.
      { ...request, status: "approved", decidedAt: monthsAgo(30) },
      { ...request, status: "pending" },
    ]);

    const summary = await purgeExpired(db, periods, 1000);
    expect(summary.analyticsEvents).toEqual({ deleted: 2500, batches: 3 });
    expect(summary.contactMessages).toEqual({ deleted: 1, batches: 1 });
    expect(summary.rejectedAccessRequests).toEqual({ deleted: 1, batches: 1 });
    expect(summary.closedAccounts).toEqual({ deleted: 0, batches: 1 });
    expect(summary.approvedAccessRequests.deleted).toBe(0);

    const messages = await db.select({ message: contactMessages.message }).from(contactMessages);
    expect(messages.map((row) => row.message)).toEqual(["recent"]);
    const left = await db.select({ status: accessRequests.status, reason: accessRequests.rejectionReason }).from(accessRequests);
    expect(left.map((row) => `${row.status}:${row.reason ?? ""}`).sort()).toEqual(["approved:", "pending:", "rejected:recent"]);
    const events = await db.select({ pathname: analyticsEvents.pathname }).from(analyticsEvents);
    expect(events.map((row) => row.pathname).sort()).toEqual(["/fr", "/fr/confidentialite"]);
  });

  it("takes as many statements as its batch size needs", async () => {
    const db = await getDb();
    await db
      .insert(contactMessages)
      .values(Array.from({ length: 5 }, (_, i) => ({ ...person, message: `old ${i}`, createdAt: monthsAgo(25) })));
    expect((await purgeExpired(db, periods, 2)).contactMessages).toEqual({ deleted: 5, batches: 3 });
    expect(await db.$count(contactMessages)).toBe(0);
  });

  /** An account as the portal makes it: role, credentials, a session, an invitation link, a company. */
  async function seedAccount(email: string, role: Role | null, disabledAt: Date | null) {
    const db = await getDb();
    const id = crypto.randomUUID();
    await db.insert(user).values({ id, name: email, email, emailVerified: true, disabledAt, createdAt: monthsAgo(60) });
    if (role) await db.insert(userRoles).values({ userId: id, role });
    await db
      .insert(account)
      .values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: "hash" });
    await db
      .insert(session)
      .values({ id: crypto.randomUUID(), token: crypto.randomUUID(), userId: id, expiresAt: monthsAgo(-1) });
    await db
      .insert(verification)
      .values({ id: crypto.randomUUID(), identifier: `reset-password:${id}`, value: id, expiresAt: monthsAgo(-1) });
    const [approved] = await db
      .insert(accessRequests)
      // As typed by the requester: the account's e-mail is this, trimmed and lower-cased.
      .values({ ...request, email: ` ${email.toUpperCase()} `, status: "approved", decidedAt: monthsAgo(50) })
      .returning({ id: accessRequests.id });
    const [company] = await db
      .insert(companies)
      .values({ name: `Company of ${email}`, size: "11-50", industry: "retail", accessRequestId: approved!.id })
      .returning({ id: companies.id });
    await db.insert(companyMembers).values({ userId: id, companyId: company!.id });
    return { id, requestId: approved!.id, companyId: company!.id };
  }

  it("deletes client accounts closed longer than the period, with all they hold and their approved request", async () => {
    const db = await getDb();
    const closed = [
      await seedAccount("closed1@example.com", "client", monthsAgo(24, 1)),
      await seedAccount("closed2@example.com", "client", monthsAgo(36)),
    ];
    const kept = [
      await seedAccount("recently-closed@example.com", "client", monthsAgo(23, 27)),
      await seedAccount("active@example.com", "client", null),
      await seedAccount("admin@example.com", "admin", monthsAgo(36)),
      await seedAccount("no-role@example.com", null, monthsAgo(36)),
    ];
    // A later request from a closed account's address, not decided yet: it waits for a decision.
    await db.insert(accessRequests).values({ ...request, email: "closed1@example.com", status: "pending" });

    const summary = await purgeExpired(db, periods, 1);
    expect(summary.closedAccounts).toEqual({ deleted: 2, batches: 3 });
    expect(summary.approvedAccessRequests.deleted).toBe(2);

    const closedIds = closed.map((entry) => entry.id);
    const keptIds = kept.map((entry) => entry.id);
    for (const [table, column] of [
      [user, user.id],
      [userRoles, userRoles.userId],
      [account, account.userId],
      [session, session.userId],
      [companyMembers, companyMembers.userId],
      [verification, verification.value],
    ] as const) {
      expect(await db.$count(table, inArray(column, closedIds))).toBe(0);
      expect(await db.$count(table, inArray(column, keptIds))).toBe(table === userRoles ? 3 : 4);
    }
    expect(
      await db.$count(
        accessRequests,
        inArray(
          accessRequests.id,
          closed.map((entry) => entry.requestId),
        ),
      ),
    ).toBe(0);
    expect(
      await db.$count(
        accessRequests,
        inArray(
          accessRequests.id,
          kept.map((entry) => entry.requestId),
        ),
      ),
    ).toBe(4);
    expect(await db.$count(accessRequests, eq(accessRequests.status, "pending"))).toBe(1);
    // The companies stay, no longer pointing at the deleted request.
    const [company] = await db.select().from(companies).where(eq(companies.id, closed[0]!.companyId));
    expect(company?.accessRequestId).toBeNull();
  });

  it("deletes rate-limit counters (which hold IP addresses) once their window has ended", async () => {
    const db = await getDb();
    await db.insert(rateLimits).values([
      // form-contact counts per minute; the daily sign-in rule per day.
      { key: "form-contact:203.0.113.9", count: 3, windowStartedAt: secondsAgo(61) },
      { key: "form-contact:203.0.113.10", count: 3, windowStartedAt: secondsAgo(30) },
      {
        key: "sign-in-failures-per-account-and-address-daily:a@example.com:203.0.113.9",
        count: 9,
        windowStartedAt: secondsAgo(7200),
      },
      {
        key: "sign-in-failures-per-account-and-address-daily:b@example.com:203.0.113.9",
        count: 9,
        windowStartedAt: secondsAgo(86_401),
      },
      // A rule since removed: kept as long as the longest window (30 days: the owner's sign-in addresses).
      { key: "retired-rule:203.0.113.9", count: 1, windowStartedAt: secondsAgo(7200) },
      { key: "retired-rule:203.0.113.10", count: 1, windowStartedAt: secondsAgo(30 * 86_400 + 1) },
    ]);
    const summary = await purgeExpired(db, periods);
    expect(summary.rateLimits).toEqual({ deleted: 3, batches: 1 });
    const left = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((row) => row.key).sort()).toEqual([
      "form-contact:203.0.113.10",
      "retired-rule:203.0.113.9",
      "sign-in-failures-per-account-and-address-daily:a@example.com:203.0.113.9",
    ]);
  });
});
