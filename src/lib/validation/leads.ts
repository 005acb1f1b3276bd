import { z } from "zod/mini";
import { csvSeparators } from "@/lib/csv";

export const inboxKinds = ["contact", "access_request", "manager_message", "order_request"] as const;
export type InboxKind = (typeof inboxKinds)[number];
/** Where an item stands (its state): new, in progress (someone works on it), done, or spam. */
export const inboxStatuses = ["new", "in_progress", "done", "spam"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
/** The states of an item still to work on ("Assigned to me", the filter's "Open"). */
export const openInboxStatuses = ["new", "in_progress"] as const satisfies readonly InboxStatus[];

/** What the history of an item records after what the lead sent. */
export const inboxEventTypes = ["reply", "note", "state", "owner"] as const;
export type InboxEventType = (typeof inboxEventTypes)[number];

/** The filter's states: one of them, or "open" (new or in progress). */
export const inboxStatusFilters = [...inboxStatuses, "open"] as const;
/** The filter's owners: the viewer ("mine"), or nobody yet. */
export const inboxOwnerFilters = ["mine", "none"] as const;

export const INBOX_PAGE_SIZE = 25;

const firstValue = z.transform((value: unknown): unknown => (Array.isArray(value) ? value[0] : value));
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(firstValue, z.catch(z.optional(z.enum(values)), undefined));

/** The longest text the inbox searches for (its search field's maxlength). */
export const MAX_INBOX_SEARCH_LENGTH = 200;

/**
 * The inbox's filter, read from the URL's search params (bad values are ignored, not errors; the
 * search text is kept as it came, for inboxSearchProblem to refuse rather than drop).
 */
export const inboxFilterSchema = z.object({
  kind: optionalEnum(inboxKinds),
  status: optionalEnum(inboxStatusFilters),
  owner: optionalEnum(inboxOwnerFilters),
  q: z.pipe(
    z.pipe(firstValue, z.catch(z.optional(z.string().check(z.trim())), undefined)),
    z.transform((q: string | undefined) => q || undefined),
  ),
  page: z._default(z.pipe(firstValue, z.catch(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100_000))), 1)), 1),
});
export type InboxFilter = z.output<typeof inboxFilterSchema>;

/**
 * Why the inbox cannot search for `q`: longer than the field allows (dropping it would list, or
 * export, the whole inbox), or holding a NUL, which PostgreSQL's text cannot. The message key in
 * AdminLeads, or undefined when it can.
 */
export function inboxSearchProblem(q: string | undefined): "searchTooLong" | "searchInvalid" | undefined {
  if (q === undefined) return undefined;
  if (q.length > MAX_INBOX_SEARCH_LENGTH) return "searchTooLong";
  if (q.includes("\u0000")) return "searchInvalid";
  return undefined;
}

/** The inbox's CSV export: its filter, and the separator (none given: the staff member's default). */
export const inboxExportSchema = z.extend(inboxFilterSchema, { separator: optionalEnum(csvSeparators) });

export const inboxItemSchema = z.object({ kind: z.enum(inboxKinds), id: z.uuid() });

export const inboxStatusChangeSchema = z.object({ kind: z.enum(inboxKinds), id: z.uuid(), status: z.enum(inboxStatuses) });

/** The longest reply or note staff may write to one item. */
export const INBOX_TEXT_MAX = 10_000;

const inboxText = z.string().check(z.trim(), z.minLength(1), z.maxLength(INBOX_TEXT_MAX));

/** A reply e-mailed to the lead, in their language. */
export const inboxReplySchema = z.object({ kind: z.enum(inboxKinds), id: z.uuid(), body: inboxText });

/** An internal note, never e-mailed. */
export const inboxNoteSchema = z.object({ kind: z.enum(inboxKinds), id: z.uuid(), body: inboxText });

/** The item's owner: a staff account's id, or empty for none. */
export const inboxOwnerSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.uuid(),
  ownerId: z.pipe(
    z.string().check(z.maxLength(100)),
    z.transform((value: string) => value || null),
  ),
});

/** Where an access request was decided from: the page the outcome is shown on. */
const decidedFrom = z._default(z.enum(["users", "inbox"]), "users");

export const accessRequestDecisionSchema = z.object({ id: z.uuid(), from: decidedFrom });

export const rejectionSchema = z.object({
  id: z.uuid(),
  from: decidedFrom,
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  // A checkbox: present ("on") when ticked, absent otherwise.
  notify: z.pipe(
    z.transform((value: unknown) => value === true || value === "on" || value === "true"),
    z.boolean(),
  ),
});

export const accountChangeSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) });

export const deliverySchema = z.object({ id: z.uuid() });

/** The URL of an inbox listing with this filter (only the params that are set). */
export function inboxSearch(filter: Partial<InboxFilter>): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.owner) params.set("owner", filter.owner);
  if (filter.q) params.set("q", filter.q);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
