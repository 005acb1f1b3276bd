import "server-only";
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias, unionAll, type PgColumn } from "drizzle-orm/pg-core";
import {
  INBOX_PAGE_SIZE,
  inboxKinds,
  openInboxStatuses,
  type InboxFilter,
  type InboxKind,
  type InboxStatus,
} from "@/lib/validation/leads";
import type { Database } from "@/server/db/client";
import {
  accessRequests,
  companies,
  contactMessages,
  managerMessages,
  orderRequests,
  user,
  type AccessRequestRow,
  type ContactMessageRow,
  type ManagerMessageRow,
} from "@/server/db/schema";
import { getOrderForStaff, type OrderDetail } from "@/server/orders/requests";

/**
 * The filter without its page: what the listing, its count and the export share. `viewerId`: the
 * staff member "mine" stands for (without it, "mine" matches nothing).
 */
export type InboxQuery = Partial<Omit<InboxFilter, "page">> & { viewerId?: string };

export interface InboxRow {
  kind: InboxKind;
  id: string;
  name: string;
  email: string;
  company: string | null;
  text: string;
  status: InboxStatus;
  /** The staff member who owns it, by name; null while nobody does. */
  ownerName: string | null;
  locale: string;
  createdAt: Date;
}

/** `%`, `_` and `\` typed in the search box are looked for as such. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function statusMatching(filter: InboxQuery, status: PgColumn): SQL | undefined {
  if (!filter.status) return undefined;
  return filter.status === "open" ? inArray(status, [...openInboxStatuses]) : eq(status, filter.status);
}

function ownerMatching(filter: InboxQuery, owner: PgColumn): SQL | undefined {
  if (filter.owner === "none") return isNull(owner);
  if (filter.owner === "mine") return filter.viewerId ? eq(owner, filter.viewerId) : sql`false`;
  return undefined;
}

/** The filter's state and owner, and its text in any of the searched columns. */
function matching(filter: InboxQuery, table: { inboxStatus: PgColumn; ownerId: PgColumn }, searched: (PgColumn | SQL)[]) {
  const pattern = filter.q && likePattern(filter.q);
  return and(
    statusMatching(filter, table.inboxStatus),
    ownerMatching(filter, table.ownerId),
    pattern ? or(...searched.map((column) => ilike(column, pattern))) : undefined,
  );
}

/** The owner's name, read beside each row (a join would give every kind another table to carry). */
const ownerName = (owner: PgColumn) =>
  sql<string | null>`(select ${user.name} from ${user} where ${user.id} = ${owner})`.as("owner_name");

/** What every kind shows from its own table: its state, its owner's name, its language and when it came. */
function workColumns<Table extends { inboxStatus: PgColumn; ownerId: PgColumn; locale: PgColumn; createdAt: PgColumn }>(
  table: Table,
) {
  return { status: table.inboxStatus, ownerName: ownerName(table.ownerId), locale: table.locale, createdAt: table.createdAt };
}

/** What each kind of lead shows in the inbox, and the columns its text search looks in. */
const sources = {
  contact: {
    table: contactMessages,
    company: sql<string | null>`null::text`,
    text: sql<string>`${contactMessages.message}`,
    searched: [contactMessages.firstName, contactMessages.lastName, contactMessages.email, contactMessages.message],
  },
  access_request: {
    table: accessRequests,
    company: sql<string | null>`${accessRequests.companyName}`,
    text: sql<string>`${accessRequests.businessNeeds}`,
    searched: [
      accessRequests.firstName,
      accessRequests.lastName,
      accessRequests.email,
      accessRequests.companyName,
      accessRequests.businessNeeds,
    ],
  },
} satisfies Record<PersonKind, unknown>;

type PersonKind = Exclude<InboxKind, "manager_message" | "order_request">;

const whereOf = (kind: PersonKind, filter: InboxQuery) => matching(filter, sources[kind].table, sources[kind].searched);

/** The client who wrote a message to its account manager (name and e-mail from the account). */
const author = alias(user, "author");

/** Where the text search looks in a message to an account manager: its author, company, subject and message. */
const managerMessageSearched = [author.name, author.email, companies.name, managerMessages.subject, managerMessages.message];

/** Messages to account managers: the client and company come from their accounts, the text is subject and message. */
function managerMessageRows(db: Database, filter: InboxQuery) {
  return db
    .select({
      kind: sql<InboxKind>`'manager_message'::text`.as("kind"),
      id: managerMessages.id,
      name: sql<string>`coalesce(${author.name}, '')`.as("name"),
      email: sql<string>`coalesce(${author.email}, '')`.as("email"),
      company: sql<string | null>`${companies.name}`.as("company"),
      text: sql<string>`${managerMessages.subject} || ': ' || ${managerMessages.message}`.as("text"),
      ...workColumns(managerMessages),
    })
    .from(managerMessages)
    .innerJoin(companies, eq(companies.id, managerMessages.companyId))
    .leftJoin(author, eq(author.id, managerMessages.userId))
    .where(matching(filter, managerMessages, managerMessageSearched));
}

/** Where the text search looks in an order request: its client, company, note and number (R-1001). */
const orderSearched = [user.name, user.email, companies.name, orderRequests.note, sql`'R-' || ${orderRequests.number}`];

/** Order requests: sent by a client account of a company, named by their number (R-1001) and note. */
function orderRows(db: Database, filter: InboxQuery) {
  return db
    .select({
      kind: sql<InboxKind>`'order_request'::text`.as("kind"),
      id: orderRequests.id,
      name: sql<string>`coalesce(${user.name}, ${companies.name})`.as("name"),
      // The account may be gone (deleted); the request stays, under its company.
      email: sql<string>`coalesce(${user.email}, '')`.as("email"),
      company: sql<string | null>`${companies.name}`.as("company"),
      text: sql<string>`'R-' || ${orderRequests.number} || coalesce(': ' || ${orderRequests.note}, '')`.as("text"),
      ...workColumns(orderRequests),
    })
    .from(orderRequests)
    .innerJoin(companies, eq(companies.id, orderRequests.companyId))
    .leftJoin(user, eq(user.id, orderRequests.userId))
    .where(matching(filter, orderRequests, orderSearched));
}

function personRows(db: Database, kind: PersonKind, filter: InboxQuery) {
  const { table, company, text } = sources[kind];
  return db
    .select({
      kind: sql<InboxKind>`${kind}::text`.as("kind"),
      id: table.id,
      name: sql<string>`${table.firstName} || ' ' || ${table.lastName}`.as("name"),
      email: table.email,
      company: company.as("company"),
      text: text.as("text"),
      ...workColumns(table),
    })
    .from(table)
    .where(whereOf(kind, filter));
}

/**
 * Each kind's rows, in the inbox's one shape. Drizzle types a select by its tables, so a union
 * across them needs one type: the columns, their names and SQL types are the same in every kind.
 */
function rowsOf(db: Database, kind: InboxKind, filter: InboxQuery): ReturnType<typeof personRows> {
  if (kind === "manager_message") return managerMessageRows(db, filter) as unknown as ReturnType<typeof personRows>;
  if (kind === "order_request") return orderRows(db, filter) as unknown as ReturnType<typeof personRows>;
  return personRows(db, kind, filter);
}

/** The inbox's kinds matching the filter, newest first, `limit` from `offset`. */
function inboxRows(db: Database, filter: InboxQuery, limit: number, offset: number): Promise<InboxRow[]> {
  const newestFirst = [desc(sql`created_at`), desc(sql`id`)];
  if (filter.kind)
    return rowsOf(db, filter.kind, filter)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
  const [first, second, ...rest] = inboxKinds.map((kind) => rowsOf(db, kind, filter));
  return unionAll(first!, second!, ...rest)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/**
 * How many rows match: each kind counted in a subquery of its own, summed in one statement (one
 * round trip instead of one per kind: the sidebar and the dashboard ask on every portal page).
 */
async function inboxCount(db: Database, filter: InboxQuery): Promise<number> {
  const [row] = await db.select({ n: inboxCountOf(db, filter) }).from(sql`(select 1) as "one"`);
  return row?.n ?? 0;
}

/** How many rows match, as an expression a statement of several counts can select (the portal's counts). */
export function inboxCountOf(db: Database, filter: InboxQuery) {
  const counts = (filter.kind ? [filter.kind] : inboxKinds).map(
    (kind) => sql`(select count(*) from (${rowsOf(db, kind, filter)}) as "rows")`,
  );
  return sql<number>`(${sql.join(counts, sql` + `)})::int`.mapWith(Number);
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the inbox for the filter of the URL. */
export async function listInbox(db: Database, filter: InboxQuery & { page: number }): Promise<InboxPage> {
  const total = await inboxCount(db, filter);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await inboxRows(db, filter, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE);
  return { rows, total, page, pageCount };
}

/** The most rows one export holds; the retention periods keep the inbox far below it. */
export const INBOX_EXPORT_LIMIT = 50_000;

/** Every row of the filter (all pages), for the CSV export. */
export function listInboxForExport(db: Database, filter: InboxQuery): Promise<InboxRow[]> {
  return inboxRows(db, filter, INBOX_EXPORT_LIMIT, 0);
}

/** A message to an account manager, with who wrote it (from the account), their company and the manager it went to. */
export type ManagerMessageItem = ManagerMessageRow & {
  firstName: string;
  lastName: string;
  email: string;
  phone: null;
  companyName: string;
  managerName: string | null;
};

export type InboxItem =
  | { kind: "contact"; item: ContactMessageRow }
  | { kind: "access_request"; item: AccessRequestRow }
  | { kind: "manager_message"; item: ManagerMessageItem }
  | { kind: "order_request"; order: OrderDetail };

const manager = alias(user, "manager");

async function getManagerMessage(db: Database, id: string): Promise<ManagerMessageItem | null> {
  const [row] = await db
    .select({
      message: managerMessages,
      firstName: author.firstName,
      lastName: author.lastName,
      name: author.name,
      email: author.email,
      companyName: companies.name,
      managerName: manager.name,
    })
    .from(managerMessages)
    .innerJoin(companies, eq(companies.id, managerMessages.companyId))
    .leftJoin(author, eq(author.id, managerMessages.userId))
    .leftJoin(manager, eq(manager.id, managerMessages.managerId))
    .where(eq(managerMessages.id, id))
    .limit(1);
  if (!row) return null;
  const { message, firstName, lastName, name, email, companyName, managerName } = row;
  return {
    ...message,
    firstName: firstName ?? name ?? "",
    lastName: firstName ? (lastName ?? "") : "",
    email: email ?? "",
    phone: null,
    companyName,
    managerName,
  };
}

/** One message or request in full, for the detail view. */
export async function getInboxItem(db: Database, kind: InboxKind, id: string): Promise<InboxItem | null> {
  if (kind === "order_request") {
    const order = await getOrderForStaff(db, id);
    return order ? { kind, order } : null;
  }
  if (kind === "manager_message") {
    const item = await getManagerMessage(db, id);
    return item ? { kind, item } : null;
  }
  if (kind === "contact") {
    const [item] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    return item ? { kind, item } : null;
  }
  const [item] = await db.select().from(accessRequests).where(eq(accessRequests.id, id)).limit(1);
  return item ? { kind, item } : null;
}

/** How many leads wait in the inbox (status new). */
export async function countNewInbox(db: Database): Promise<number> {
  return inboxCount(db, { status: "new" });
}

/** The items still open (new or in progress) that this staff member owns: the dashboard's "Assigned to me". */
export function listAssignedInbox(db: Database, viewerId: string): Promise<InboxPage> {
  return listInbox(db, { status: "open", owner: "mine", viewerId, page: 1 });
}
