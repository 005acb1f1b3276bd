import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { toLocale } from "@/i18n/locales";
import { canOwnInboxItems, roles } from "@/lib/permissions";
import type { InboxKind, InboxStatus } from "@/lib/validation/leads";
import type { Database } from "@/server/db/client";
import {
  accessRequests,
  contactMessages,
  inboxEvents,
  managerMessages,
  orderRequests,
  outbox,
  user,
  userRoles,
  type NewInboxEventRow,
} from "@/server/db/schema";
import { log } from "@/server/log";
import { enqueueEmail } from "@/server/outbox";
import { getCompanySettings } from "@/server/settings";
import { getInboxItem } from "./inbox";
import { replyEmail, replyTarget } from "./reply-email";

type Executor = Pick<Database, "insert" | "update" | "select">;

/** The table each kind of item lives in: its state (`inbox_status`) and owner (`owner_id`) columns. */
export const inboxTables = {
  contact: contactMessages,
  access_request: accessRequests,
  manager_message: managerMessages,
  order_request: orderRequests,
} as const;

/** The column of `inbox_events` that names an item of this kind. */
const eventColumns = {
  contact: "contactMessageId",
  access_request: "accessRequestId",
  manager_message: "managerMessageId",
  order_request: "orderRequestId",
} as const satisfies Record<InboxKind, keyof NewInboxEventRow>;

export interface ItemRef {
  kind: InboxKind;
  id: string;
}

type NewEvent = Omit<NewInboxEventRow, "id" | "kind" | "createdAt" | (typeof eventColumns)[InboxKind]>;

/** Writes one line of an item's history. */
export function recordInboxEvent(executor: Pick<Database, "insert">, { kind, id }: ItemRef, event: NewEvent) {
  return executor.insert(inboxEvents).values({ ...event, kind, [eventColumns[kind]]: id });
}

/** Locks the item's row and reads its state and owner; null when it does not exist. */
async function lockItem(tx: Executor, { kind, id }: ItemRef) {
  const table = inboxTables[kind];
  const [row] = await tx
    .select({ state: table.inboxStatus, ownerId: table.ownerId })
    .from(table)
    .where(eq(table.id, id))
    .for("update");
  return row ?? null;
}

/**
 * Sets an item's state (new, in progress, done, spam) and records the change with who made it;
 * false when the item does not exist. Setting the state it has already writes nothing.
 */
export async function setInboxState(db: Database, item: ItemRef, state: InboxStatus, authorId: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await lockItem(tx, item);
    if (!current) return false;
    if (current.state === state) return true;
    const table = inboxTables[item.kind];
    await tx.update(table).set({ inboxStatus: state }).where(eq(table.id, item.id));
    await recordInboxEvent(tx, item, { type: "state", state, authorId });
    return true;
  });
}

/** The staff accounts that may own an item (`canOwnInboxItems`), enabled, by name. */
export async function listInboxOwners(db: Pick<Database, "select">): Promise<{ id: string; name: string; email: string }[]> {
  const owners = roles.filter((role) => canOwnInboxItems(role));
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(inArray(userRoles.role, owners), isNull(user.disabledAt)))
    .orderBy(asc(user.name), asc(user.email));
}

export type OwnerResult = { status: "changed" } | { status: "unchanged" } | { status: "not-found" } | { status: "not-an-owner" };

/** Gives the item an owner (a staff account that may own items), or none (`null`), recorded with who did it. */
export async function setInboxOwner(
  db: Database,
  item: ItemRef,
  ownerId: string | null,
  authorId: string | null,
): Promise<OwnerResult> {
  if (ownerId !== null && !(await listInboxOwners(db)).some((owner) => owner.id === ownerId)) return { status: "not-an-owner" };
  return db.transaction(async (tx) => {
    const current = await lockItem(tx, item);
    if (!current) return { status: "not-found" } as const;
    if (current.ownerId === ownerId) return { status: "unchanged" } as const;
    const table = inboxTables[item.kind];
    await tx.update(table).set({ ownerId }).where(eq(table.id, item.id));
    await recordInboxEvent(tx, item, { type: "owner", ownerId, authorId });
    return { status: "changed" } as const;
  });
}

/** An internal note: kept in the item's history for the team, never e-mailed. False when the item is gone. */
export async function addInboxNote(db: Database, item: ItemRef, body: string, authorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockItem(tx, item))) return false;
    await recordInboxEvent(tx, item, { type: "note", body, authorId });
    return true;
  });
}

export type ReplyResult = { status: "sent"; outboxId: string } | { status: "not-found" } | { status: "no-address" };

/**
 * Answers the lead by e-mail: the staff member's text, with its greeting, signature and the
 * reference to what the lead sent in the lead's language (the locale stored on the row), through
 * the outbox, Reply-To the company's general mailbox. In the same transaction the reply joins the
 * item's history, and an item still new becomes in progress.
 */
export async function replyToLead(
  db: Database,
  item: ItemRef,
  body: string,
  author: { id: string; name: string },
): Promise<ReplyResult> {
  // Read before the transaction: on the embedded database, a read inside it would wait for it.
  const [found, company] = await Promise.all([getInboxItem(db, item.kind, item.id), getCompanySettings()]);
  if (!found) return { status: "not-found" };
  const target = replyTarget(found);
  if (!target.email) return { status: "no-address" };
  const email = replyEmail(target, body, author.name, company);
  return db.transaction(async (tx) => {
    const current = await lockItem(tx, item);
    if (!current) return { status: "not-found" } as const;
    const [queued] = await enqueueEmail(tx, email).returning({ id: outbox.id });
    await recordInboxEvent(tx, item, { type: "reply", body, authorId: author.id, locale: target.locale, outboxId: queued!.id });
    if (current.state === "new") {
      const table = inboxTables[item.kind];
      await tx.update(table).set({ inboxStatus: "in_progress" }).where(eq(table.id, item.id));
      await recordInboxEvent(tx, item, { type: "state", state: "in_progress", authorId: author.id });
    }
    log.info({ kind: item.kind, id: item.id, outboxId: queued!.id, locale: target.locale }, "inbox reply queued");
    return { status: "sent", outboxId: queued!.id } as const;
  });
}

const author = alias(user, "event_author");
const owner = alias(user, "event_owner");

/** An item's history after what the lead sent, oldest first: replies, notes, state and owner changes. */
export async function listInboxEvents(db: Pick<Database, "select">, { kind, id }: ItemRef) {
  const rows = await db
    .select({
      id: inboxEvents.id,
      type: inboxEvents.type,
      body: inboxEvents.body,
      state: inboxEvents.state,
      locale: inboxEvents.locale,
      createdAt: inboxEvents.createdAt,
      authorName: author.name,
      ownerName: owner.name,
      ownerId: inboxEvents.ownerId,
      delivery: outbox.status,
    })
    .from(inboxEvents)
    .leftJoin(author, eq(author.id, inboxEvents.authorId))
    .leftJoin(owner, eq(owner.id, inboxEvents.ownerId))
    .leftJoin(outbox, eq(outbox.id, inboxEvents.outboxId))
    .where(eq(inboxEvents[eventColumns[kind]], id))
    .orderBy(asc(inboxEvents.createdAt), asc(inboxEvents.id));
  return rows.map((row) => ({ ...row, locale: row.locale ? toLocale(row.locale) : null }));
}
export type InboxEvent = Awaited<ReturnType<typeof listInboxEvents>>[number];

/** The owner of an item (id and name), or null. */
export async function inboxOwnerOf(db: Pick<Database, "select">, { kind, id }: ItemRef) {
  const table = inboxTables[kind];
  const [row] = await db
    .select({ id: user.id, name: user.name })
    .from(table)
    .innerJoin(user, eq(user.id, table.ownerId))
    .where(eq(table.id, id))
    .limit(1);
  return row ?? null;
}
