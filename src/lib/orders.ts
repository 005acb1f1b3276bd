import { officeDate } from "./dates";

/**
 * The rules of order requests that the browser, the server and the tests share: the steps a
 * request moves through, the cases a line may ask for, and how a request is numbered.
 */

/** Received from the client; quoted, confirmed and shipped by staff; or cancelled before it ships. */
export const orderStatuses = ["received", "quoted", "confirmed", "shipped", "cancelled"] as const;

/** The longest note a client and message staff may write on a request (characters). */
export const orderLimits = { note: 2000, message: 2000 } as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The steps staff may take from each status: forward one step, or cancel until it has shipped. */
export const orderTransitions = {
  received: ["quoted", "cancelled"],
  quoted: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: [],
  cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/**
 * The inbox state an order request is in: its status is the one staff move (received → quoted →
 * confirmed → shipped | cancelled), and the inbox follows it: new until quoted, in progress until
 * shipped, then done (cancelled too).
 */
export function inboxStateOfOrder(status: OrderStatus): "new" | "in_progress" | "done" {
  return status === "received" ? "new" : status === "shipped" || status === "cancelled" ? "done" : "in_progress";
}

/** The statuses staff may move a request to from `from`. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return orderTransitions[from];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return (orderTransitions[from] as readonly OrderStatus[]).includes(to);
}

/** The number staff and clients quote: R-1001. */
export function orderLabel(number: number): string {
  return `R-${number}`;
}

/** The number of `R-1001` or `1001` (as in a URL); null for anything else. */
export function parseOrderNumber(value: string): number | null {
  const match = /^(?:R-)?([1-9]\d{0,8})$/i.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/** The most cases one line may ask for (a typo guard: a whole truck is a few hundred). */
export const MAX_CASES = 9999;

/** What a quantity typed for a product does to the draft. */
export type QuantityDecision = { kind: "remove" } | { kind: "set"; cases: number } | { kind: "below-minimum"; minimum: number };

/** Zero (or nothing) removes the line; fewer cases than the product's minimum are refused. */
export function decideQuantity(cases: number, minimumCases: number): QuantityDecision {
  if (cases <= 0) return { kind: "remove" };
  if (cases < minimumCases) return { kind: "below-minimum", minimum: minimumCases };
  return { kind: "set", cases };
}

/** An old line's cases brought up to today's minimum ("Request again"); `raised` when it had to be. */
export function raiseToMinimum(cases: number, minimumCases: number): { cases: number; raised: boolean } {
  return cases < minimumCases ? { cases: minimumCases, raised: true } : { cases, raised: false };
}

/** The earliest delivery date a client may wish for: the day after today in Ottawa (YYYY-MM-DD). */
export function earliestWishedDate(now: number = Date.now()): string {
  const today = officeDate(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
