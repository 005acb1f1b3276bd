import "server-only";
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { unionAll, type AnyPgColumn } from "drizzle-orm/pg-core";
import { getEnv } from "@/config/env";
import { companyDetailsSet } from "@/lib/company-settings";
import { contentTypes, isContentType } from "@/lib/content/catalog";
import { pagesThatAreOn } from "@/lib/page-groups";
import { flagInactiveReason } from "@/lib/site-features";
import { conversionRate } from "@/server/analytics/range";
import { convertedVisitsQuery } from "@/server/analytics/reports";
import { getDb } from "@/server/db/client";
import {
  accessRequests,
  accountEvents,
  contentItems,
  contentVersions,
  analyticsEvents,
  companyMembers,
  contactMessages,
  featureFlagChanges,
  featureFlags,
  outbox,
  user,
  userRoles,
  type Role,
} from "@/server/db/schema";
import { getFlags } from "@/server/flags";
import { mailServerConfigured } from "@/server/outbox";
import { loadSettingsForEditing } from "@/server/settings";
import { getFeatureConfiguration } from "@/server/site-features";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DASHBOARD_WINDOW_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 20;

export interface DashboardFigures {
  users: { total: number; byRole: Record<Role | "none", number> };
  /** Client companies with at least one account that is not disabled. */
  companies: number;
  /** `on`: switched on and in effect (a flag whose settings are missing does nothing). */
  flags: { on: number; total: number };
  /** Public pages currently on (page-group table and always-on pages), in each language. */
  pages: number;
  views: { last30Days: number; previous30Days: number };
  /** Visits that reached a goal ÷ visits over the last 30 days (src/server/analytics), never above 100%. */
  conversion: { convertedVisits: number; visits: number; rate: number | null };
}

export type ActivityEvent =
  | { kind: "flag-change"; at: Date; flag: string; enabled: boolean; actor: string; reason: string | null }
  | { kind: "contact-message"; at: Date; name: string }
  | { kind: "access-request"; at: Date; name: string; company: string }
  | { kind: "approval"; at: Date; company: string; email: string; approver: string | null }
  | { kind: "failed-delivery"; at: Date; delivery: string; error: string | null }
  | { kind: "content"; at: Date; action: "publish" | "unpublish"; actor: string; locale: string; type: string; title: string }
  | { kind: "two-factor-reset"; at: Date; actor: string; email: string };

/** A subquery's rows as JSON, each row an object keyed by its columns' names (or aliases). */
function jsonRows<Row>(query: SQLWrapper) {
  return sql<Row[]>`(select coalesce(json_agg(r), '[]'::json) from (${query}) as r)`;
}

/** A subquery's one row as JSON (an aggregate: always one row). */
function jsonRow<Row>(query: SQLWrapper) {
  return sql<Row | null>`(select row_to_json(r) from (${query}) as r)`;
}

/**
 * The dashboard's stat cards, each counted in the database at the time `now`, in one statement:
 * each figure a subquery of it (it is drawn on every visit; a statement each was most of its
 * database time, and on the embedded database each took the only connection in turn).
 */
export async function loadDashboardFigures(now = new Date()): Promise<DashboardFigures> {
  const db = await getDb();
  const since = new Date(now.getTime() - DASHBOARD_WINDOW_DAYS * DAY_MS);
  const before = new Date(now.getTime() - 2 * DASHBOARD_WINDOW_DAYS * DAY_MS);

  const [[row], flags] = await Promise.all([
    db
      .select({
        roles: jsonRows<{ role: Role | null; n: number }>(
          db
            .select({ role: userRoles.role, n: count().as("n") })
            .from(user)
            .leftJoin(userRoles, eq(userRoles.userId, user.id))
            .groupBy(userRoles.role),
        ),
        companies: sql<number>`(${db
          .select({ value: countDistinct(companyMembers.companyId) })
          .from(companyMembers)
          .innerJoin(user, eq(user.id, companyMembers.userId))
          .where(isNull(user.disabledAt))})::int`.mapWith(Number),
        flags: jsonRows<{ name: string; enabled: boolean }>(
          db.select({ name: featureFlags.name, enabled: featureFlags.enabled }).from(featureFlags),
        ),
        // Both windows at once: one range of the (name, created_at) index, counted twice.
        views: jsonRow<{ last30Days: number; previous30Days: number }>(
          db
            .select({
              last30Days: sql<number>`count(*) filter (where ${gte(analyticsEvents.createdAt, since)})`.as("last30Days"),
              previous30Days: sql<number>`count(*) filter (where ${lt(analyticsEvents.createdAt, since)})`.as("previous30Days"),
            })
            .from(analyticsEvents)
            .where(
              and(
                eq(analyticsEvents.name, "page_view"),
                gte(analyticsEvents.createdAt, before),
                lt(analyticsEvents.createdAt, now),
              ),
            ),
        ),
        conversion: jsonRow<{ visits: number; convertedVisits: number }>(convertedVisitsQuery(db, since, now)),
      })
      .from(sql`(select 1) as "one"`),
    getFlags(),
  ]);

  const byRole: Record<Role | "none", number> = { admin: 0, client: 0, editor: 0, none: 0 };
  for (const { role, n } of row?.roles ?? []) byRole[role ?? "none"] += Number(n);
  const configuration = getFeatureConfiguration();
  const flagRows = row?.flags ?? [];
  const on = flagRows.filter(
    (flag) => flag.enabled && !flagInactiveReason(flag.name, { cookie_consent: flags.cookie_consent }, configuration),
  ).length;
  const visits = Number(row?.conversion?.visits ?? 0);
  const convertedVisits = Number(row?.conversion?.convertedVisits ?? 0);
  return {
    users: { total: byRole.admin + byRole.client + byRole.editor + byRole.none, byRole },
    companies: row?.companies ?? 0,
    flags: { on, total: flagRows.length },
    pages: pagesThatAreOn(flags).length,
    views: { last30Days: Number(row?.views?.last30Days ?? 0), previous30Days: Number(row?.views?.previous30Days ?? 0) },
    conversion: { convertedVisits, visits, rate: conversionRate(convertedVisits, visits) },
  };
}

/**
 * The last events across the site, newest first: flag changes (with who), contact messages,
 * access requests, approvals (when and by whom the request was approved) and failed deliveries.
 */
export async function loadRecentActivity(limit = RECENT_ACTIVITY_LIMIT): Promise<ActivityEvent[]> {
  const db = await getDb();
  // Seven kinds of event in one statement (a UNION ALL of one select per kind, each with its own
  // order and limit), not seven round trips: the dashboard is drawn on every visit. Every select
  // has the same columns: which kind (`part`), its place in that kind's order (`n`), when, and
  // the kind's facts in generic columns (`a`–`d` text, `enabled`, `locales`, `snapshot`).
  const text = (value: SQL | AnyPgColumn | null) =>
    value === null ? sql<string | null>`null::text` : sql<string | null>`${value}::text`;
  const columns = (
    part: number,
    order: SQL,
    at: AnyPgColumn,
    facts: { a?: SQL | AnyPgColumn; b?: SQL | AnyPgColumn; c?: SQL | AnyPgColumn; d?: SQL | AnyPgColumn },
    extra: { enabled?: AnyPgColumn; locales?: AnyPgColumn; snapshot?: AnyPgColumn } = {},
  ) => ({
    part: sql<number>`${sql.raw(String(part))}::int`.as("part"),
    n: sql<number>`(row_number() over (order by ${order}))::int`.as("n"),
    // Each column's own decoder (a timestamp with time zone, read as a Date), as a plain select does.
    at: sql<Date | null>`${at}`.mapWith((value: unknown) => at.mapFromDriverValue(value) as Date).as("at"),
    a: text(facts.a ?? null).as("a"),
    b: text(facts.b ?? null).as("b"),
    c: text(facts.c ?? null).as("c"),
    d: text(facts.d ?? null).as("d"),
    enabled: (extra.enabled ? sql<boolean | null>`${extra.enabled}` : sql<boolean | null>`null::boolean`).as("enabled"),
    locales: (extra.locales ? sql<string[] | null>`${extra.locales}` : sql<string[] | null>`null::text[]`).as("locales"),
    snapshot: (extra.snapshot ? sql<unknown>`${extra.snapshot}` : sql<unknown>`null::jsonb`).as("snapshot"),
  });
  const newest = (...keys: AnyPgColumn[]) =>
    sql.join(
      keys.map((key) => sql`${key} desc`),
      sql`, `,
    );
  const changesOrder = newest(featureFlagChanges.changedAt, featureFlagChanges.id);
  const publicationsOrder = newest(contentVersions.createdAt, contentVersions.id);
  const accountOrder = newest(accountEvents.createdAt, accountEvents.id);
  const parts = [
    db
      .select(
        columns(
          0,
          changesOrder,
          featureFlagChanges.changedAt,
          {
            a: featureFlags.name,
            b: featureFlagChanges.actor,
            c: featureFlagChanges.reason,
          },
          { enabled: featureFlagChanges.enabled },
        ),
      )
      .from(featureFlagChanges)
      .innerJoin(featureFlags, eq(featureFlags.id, featureFlagChanges.flagId))
      .orderBy(desc(featureFlagChanges.changedAt), desc(featureFlagChanges.id))
      .limit(limit),
    db
      .select(
        columns(1, newest(contactMessages.createdAt), contactMessages.createdAt, {
          a: contactMessages.firstName,
          b: contactMessages.lastName,
        }),
      )
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit),
    db
      .select(
        columns(2, newest(accessRequests.createdAt), accessRequests.createdAt, {
          a: accessRequests.firstName,
          b: accessRequests.lastName,
          c: accessRequests.companyName,
        }),
      )
      .from(accessRequests)
      .orderBy(desc(accessRequests.createdAt))
      .limit(limit),
    db
      .select(
        columns(3, newest(accessRequests.decidedAt), accessRequests.decidedAt, {
          a: accessRequests.companyName,
          b: accessRequests.email,
          c: accessRequests.decidedBy,
        }),
      )
      .from(accessRequests)
      .where(and(eq(accessRequests.status, "approved"), isNotNull(accessRequests.decidedAt)))
      .orderBy(desc(accessRequests.decidedAt))
      .limit(limit),
    db
      .select(columns(4, newest(outbox.nextAttemptAt), outbox.nextAttemptAt, { a: outbox.kind, b: outbox.lastError }))
      .from(outbox)
      .where(eq(outbox.status, "failed"))
      .orderBy(desc(outbox.nextAttemptAt))
      .limit(limit),
    db
      .select(
        columns(
          5,
          publicationsOrder,
          contentVersions.createdAt,
          { a: contentVersions.action, b: contentVersions.actor, c: contentItems.type },
          { locales: contentVersions.locales, snapshot: contentVersions.snapshot },
        ),
      )
      .from(contentVersions)
      .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
      .where(and(inArray(contentVersions.action, ["publish", "unpublish"]), ne(contentVersions.actor, "seed")))
      .orderBy(desc(contentVersions.createdAt), desc(contentVersions.id))
      .limit(limit),
    db
      .select(columns(6, accountOrder, accountEvents.createdAt, { a: accountEvents.actor, b: user.email }))
      .from(accountEvents)
      .innerJoin(user, eq(user.id, accountEvents.userId))
      .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
      .limit(limit),
  ] as const;
  const [first, second, ...rest] = parts;
  const rows = await unionAll(first, second, ...rest).orderBy(sql`part`, sql`n`);
  const events: ActivityEvent[] = rows.flatMap((row): ActivityEvent[] => {
    const { at } = row;
    // Never null: the approvals' select keeps decided requests only.
    if (!at) return [];
    switch (row.part) {
      case 0:
        return [{ kind: "flag-change", at, flag: row.a ?? "", enabled: row.enabled ?? false, actor: row.b ?? "", reason: row.c }];
      case 1:
        return [{ kind: "contact-message", at, name: `${row.a} ${row.b}` }];
      case 2:
        return [{ kind: "access-request", at, name: `${row.a} ${row.b}`, company: row.c ?? "" }];
      case 3:
        return [{ kind: "approval", at, company: row.a ?? "", email: row.b ?? "", approver: row.c }];
      case 4:
        return [{ kind: "failed-delivery", at, delivery: row.a ?? "", error: row.b }];
      case 5: {
        const type = row.c ?? "";
        const locale = row.locales?.[0] ?? "en";
        return [
          {
            kind: "content",
            at,
            action: row.a as "publish" | "unpublish",
            actor: row.b ?? "",
            locale,
            type,
            title: snapshotTitle(type, row.snapshot, locale),
          },
        ];
      }
      default:
        return [{ kind: "two-factor-reset", at, actor: row.a ?? "", email: row.b ?? "" }];
    }
  });
  return events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

/** An item's title (or name) in a version, in the language it was published in. */
function snapshotTitle(type: string, snapshot: unknown, locale: string): string {
  if (!isContentType(type)) return "";
  const field = contentTypes[type].title;
  const values = snapshot as Record<string, Record<string, unknown> | undefined>;
  const title = values[locale]?.[field] ?? values.shared?.[field];
  return typeof title === "string" ? title : "";
}

/**
 * What a fresh install still needs before it is ready for visitors, each item done or not: the
 * company's own details (not the placeholder phone or example.ca mailboxes), a mail server (else
 * every e-mail is kept unsent), and the HubSpot forms (or a recorded decision to run without).
 */
export interface FirstRunChecklist {
  companyDetails: boolean;
  mailServer: { done: boolean; unsent: number };
  hubspot: { done: boolean; skippedBy: string | null };
}

/** `unsent`: the e-mails kept unsent, counted with the portal's counts (src/server/admin/counts.ts). */
export async function loadFirstRunChecklist(unsent: number): Promise<FirstRunChecklist> {
  const env = getEnv();
  const settings = await loadSettingsForEditing();
  const hubspotConfigured = Boolean(env.HUBSPOT_PORTAL_ID && env.HUBSPOT_CONTACT_FORM_ID && env.HUBSPOT_B2B_FORM_ID);
  return {
    companyDetails: companyDetailsSet(settings.values),
    mailServer: { done: mailServerConfigured(), unsent },
    hubspot: {
      done: hubspotConfigured || Boolean(settings.hubspotSkipped),
      skippedBy: hubspotConfigured ? null : (settings.hubspotSkipped?.by ?? null),
    },
  };
}
