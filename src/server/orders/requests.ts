import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { toLocale, type Locale } from "@/i18n/locales";
import { inboxItemPath } from "@/lib/admin-portal";
import { canMoveOrder, inboxStateOfOrder, raiseToMinimum, type OrderStatus } from "@/lib/orders";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import type { SendOrderInput } from "@/lib/validation/orders";
import { staffLanguageOf } from "@/server/auth/staff-language";
import type { Database } from "@/server/db/client";
import {
  companies,
  companyMembers,
  orderDraftLines,
  orderRequestEvents,
  orderRequestLines,
  orderRequests,
  user,
  type OrderRequestEventRow,
  type OrderRequestLineRow,
  type OrderRequestRow,
} from "@/server/db/schema";
import { alertNewRequest } from "@/server/alerts";
import { enqueueEmail } from "@/server/outbox";
import { companyPricesToday } from "@/server/prices/resolve";
import { getCompanySettings } from "@/server/settings";
import { acknowledgementEmail, staffNotificationEmail, stepEmail, type OrderSummary } from "./emails";
import { listOrderableProducts } from "./products";

/** Who acts for a company: the signed-in client's account and the company it belongs to. */
export interface OrderClient {
  userId: string;
  companyId: string;
}

export type OrderEvent = Pick<OrderRequestEventRow, "id" | "status" | "message" | "createdAt">;

/** The client's page of one request, as the client and staff see it. */
export function orderLink(locale: Locale, number: number): string {
  return absoluteUrl(locale, paths.clientOrder(number));
}

/** The request in the admin inbox (staff follow this link from their notification). */
function inboxLink(id: string): string {
  return new URL(inboxItemPath("order_request", id), getEnv().SITE_URL).toString();
}

export type SendResult = { status: "sent"; id: string; number: number } | { status: "empty" };

/**
 * Sends the account's draft as a request of its company, in one transaction: the request, its
 * lines named as the client's language shows them, the `received` step, the draft emptied, and
 * the e-mails (the client's acknowledgement in `locale`, the company's notification in its staff
 * language). The draft's rows are locked first, so two sends at once make one request.
 */
export async function sendOrderRequest(
  db: Database,
  client: OrderClient,
  input: SendOrderInput,
  locale: Locale,
): Promise<SendResult> {
  const settings = await getCompanySettings();
  const staffLocale = await staffLanguageOf(db, settings.email.info);
  return db.transaction(async (tx) => {
    const draft = await tx
      .select()
      .from(orderDraftLines)
      .where(eq(orderDraftLines.userId, client.userId))
      .orderBy(asc(orderDraftLines.createdAt), asc(orderDraftLines.itemId))
      .for("update");
    const products = new Map(
      (
        await listOrderableProducts(
          tx,
          locale,
          draft.map((line) => line.itemId),
        )
      ).map((product) => [product.itemId, product]),
    );
    // Each line keeps the price its company had today: what the client saw when sending.
    const prices = await companyPricesToday(tx, client.companyId);
    const lines = draft.flatMap((line) => {
      const product = products.get(line.itemId);
      if (!product) return [];
      // A minimum raised since the line was put in: the request asks for the new minimum.
      return [
        {
          itemId: line.itemId,
          productName: product.name,
          format: product.format ?? null,
          cases: raiseToMinimum(line.cases, product.minimumCases).cases,
          casePriceCents: prices.get(line.itemId)?.casePriceCents ?? null,
        },
      ];
    });
    if (lines.length === 0) return { status: "empty" } as const;

    const [sender] = await tx
      .select({ name: user.name, email: user.email, company: companies.name })
      .from(user)
      .innerJoin(companyMembers, eq(companyMembers.userId, user.id))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(user.id, client.userId), eq(companies.id, client.companyId)));
    if (!sender) throw new Error("the sender is not a member of the company");

    const [request] = await tx
      .insert(orderRequests)
      .values({
        companyId: client.companyId,
        userId: client.userId,
        note: input.note ?? null,
        wishedDate: input.wishedDate ?? null,
        locale,
      })
      .returning({ id: orderRequests.id, number: orderRequests.number });
    if (!request) throw new Error("insert returned no row");
    await tx
      .insert(orderRequestLines)
      .values(lines.map((line, index) => ({ orderId: request.id, position: index + 1, ...line })));
    await tx.insert(orderRequestEvents).values({ orderId: request.id, status: "received", actorId: client.userId });
    await tx.delete(orderDraftLines).where(eq(orderDraftLines.userId, client.userId));

    const summary: OrderSummary = {
      number: request.number,
      company: sender.company,
      lines,
      note: input.note ?? null,
      wishedDate: input.wishedDate ?? null,
    };
    await enqueueEmail(tx, acknowledgementEmail(sender.email, locale, summary, orderLink(locale, request.number), settings));
    await enqueueEmail(tx, staffNotificationEmail(staffLocale, locale, sender, summary, inboxLink(request.id), settings));
    await alertNewRequest(tx, {
      kind: "order_request",
      id: request.id,
      number: request.number,
      company: sender.company,
      createdAt: new Date(),
    });
    return { status: "sent", id: request.id, number: request.number } as const;
  });
}

/** A request in a list: number, date, status, how many lines and who sent it. */
export interface OrderListRow {
  id: string;
  number: number;
  status: OrderStatus;
  createdAt: Date;
  lineCount: number;
  sentBy: string | null;
}

/**
 * The company's requests, every colleague's, newest first: the client's Orders page and the
 * company's page in the admin portal.
 */
export async function listCompanyOrders(db: Pick<Database, "select">, companyId: string): Promise<OrderListRow[]> {
  return db
    .select({
      id: orderRequests.id,
      number: orderRequests.number,
      status: orderRequests.status,
      createdAt: orderRequests.createdAt,
      lineCount: count(orderRequestLines.position),
      sentBy: user.name,
    })
    .from(orderRequests)
    .leftJoin(orderRequestLines, eq(orderRequestLines.orderId, orderRequests.id))
    .leftJoin(user, eq(user.id, orderRequests.userId))
    .where(eq(orderRequests.companyId, companyId))
    .groupBy(orderRequests.id, user.name)
    .orderBy(desc(orderRequests.createdAt), desc(orderRequests.number));
}

/** One request in full: the request, its company and sender, its lines and its steps (oldest first). */
export interface OrderDetail {
  request: OrderRequestRow;
  company: { id: string; name: string };
  sender: { name: string; email: string } | null;
  lines: OrderRequestLineRow[];
  events: OrderEvent[];
}

async function orderDetail(db: Pick<Database, "select">, where: ReturnType<typeof eq>): Promise<OrderDetail | null> {
  const [row] = await db
    .select({
      request: orderRequests,
      company: { id: companies.id, name: companies.name },
      senderName: user.name,
      senderEmail: user.email,
    })
    .from(orderRequests)
    .innerJoin(companies, eq(companies.id, orderRequests.companyId))
    .leftJoin(user, eq(user.id, orderRequests.userId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const [lines, events] = await Promise.all([
    db
      .select()
      .from(orderRequestLines)
      .where(eq(orderRequestLines.orderId, row.request.id))
      .orderBy(asc(orderRequestLines.position)),
    db
      .select({
        id: orderRequestEvents.id,
        status: orderRequestEvents.status,
        message: orderRequestEvents.message,
        createdAt: orderRequestEvents.createdAt,
      })
      .from(orderRequestEvents)
      .where(eq(orderRequestEvents.orderId, row.request.id))
      .orderBy(asc(orderRequestEvents.createdAt), asc(orderRequestEvents.id)),
  ]);
  const sender = row.senderName !== null && row.senderEmail !== null ? { name: row.senderName, email: row.senderEmail } : null;
  return { request: row.request, company: row.company, sender, lines, events };
}

/** A request of the company by its number; null for another company's (its page answers 404). */
export async function getCompanyOrder(
  db: Pick<Database, "select">,
  companyId: string,
  number: number,
): Promise<OrderDetail | null> {
  const detail = await orderDetail(db, eq(orderRequests.number, number));
  return detail && detail.company.id === companyId ? detail : null;
}

/** A request by id, for staff (the inbox). */
export function getOrderForStaff(db: Pick<Database, "select">, id: string): Promise<OrderDetail | null> {
  return orderDetail(db, eq(orderRequests.id, id));
}

export type StepResult =
  { status: "moved"; number: number; emailed: number } | { status: "not-found" } | { status: "invalid"; from: OrderStatus };

/**
 * Staff move a request to its next step (or cancel it), with a message for the client: the
 * step, and an e-mail in the request's language to the account that sent it (to every account
 * of the company when that one is gone), in one transaction. The request's row is locked, so two
 * staff members moving it at once cannot both pass the same step.
 */
export async function moveOrderRequest(
  db: Database,
  id: string,
  to: OrderStatus,
  message: string | undefined,
  actorId: string,
): Promise<StepResult> {
  const settings = await getCompanySettings();
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(orderRequests).where(eq(orderRequests.id, id)).for("update");
    if (!request) return { status: "not-found" } as const;
    if (!canMoveOrder(request.status, to)) return { status: "invalid", from: request.status } as const;
    await tx
      .update(orderRequests)
      .set({ status: to, inboxStatus: inboxStateOfOrder(to), updatedAt: new Date() })
      .where(eq(orderRequests.id, id));
    await tx.insert(orderRequestEvents).values({ orderId: id, status: to, message: message ?? null, actorId });
    const recipients = await tx
      .select({ email: user.email })
      .from(user)
      .innerJoin(companyMembers, eq(companyMembers.userId, user.id))
      .where(and(eq(companyMembers.companyId, request.companyId), request.userId ? eq(user.id, request.userId) : undefined));
    const locale = toLocale(request.locale);
    for (const { email } of recipients) {
      await enqueueEmail(
        tx,
        stepEmail(
          email,
          locale,
          { number: request.number, status: to, message: message ?? null },
          orderLink(locale, request.number),
          settings,
        ),
      );
    }
    return { status: "moved", number: request.number, emailed: recipients.length } as const;
  });
}

export type ReorderResult = { status: "filled"; raised: string[]; skipped: string[] } | { status: "not-found" };

/**
 * "Request again": the account's draft becomes the request's lines whose products are still
 * orderable, each raised to today's minimum where it is higher (named in `raised`); the others
 * are left out (named in `skipped`). A request of another company is not found.
 */
export async function reorder(db: Database, client: OrderClient, number: number, locale: Locale): Promise<ReorderResult> {
  const order = await getCompanyOrder(db, client.companyId, number);
  if (!order) return { status: "not-found" };
  const itemIds = order.lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
  const products = new Map((await listOrderableProducts(db, locale, itemIds)).map((product) => [product.itemId, product]));
  const raised: string[] = [];
  const skipped: string[] = [];
  const draft = new Map<string, number>();
  for (const line of order.lines) {
    const product = line.itemId ? products.get(line.itemId) : undefined;
    if (!product) {
      skipped.push(line.productName);
      continue;
    }
    const quantity = raiseToMinimum(line.cases + (draft.get(product.itemId) ?? 0), product.minimumCases);
    if (quantity.raised) raised.push(product.name);
    draft.set(product.itemId, quantity.cases);
  }
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.delete(orderDraftLines).where(eq(orderDraftLines.userId, client.userId));
    if (draft.size > 0)
      await tx.insert(orderDraftLines).values(
        // A millisecond apart, so the draft lists them in the request's order.
        [...draft].map(([itemId, cases], index) => ({ userId: client.userId, itemId, cases, createdAt: new Date(now + index) })),
      );
  });
  return { status: "filled", raised, skipped };
}

/**
 * The products of a request of the company that can no longer be ordered in `locale` (unpublished,
 * in the bin, deleted), by the name the request gave them: "Order again" lists them apart.
 */
export async function unavailableLines(
  db: Pick<Database, "select">,
  companyId: string,
  number: number,
  locale: Locale,
): Promise<string[]> {
  const order = await getCompanyOrder(db, companyId, number);
  if (!order) return [];
  const itemIds = order.lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
  const orderable = new Set((await listOrderableProducts(db, locale, itemIds)).map((product) => product.itemId));
  return order.lines.filter((line) => !line.itemId || !orderable.has(line.itemId)).map((line) => line.productName);
}
