import "server-only";
import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, isNull, lt, ne } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getEnv } from "@/config/env";
import { companyDetailsSet } from "@/lib/company-settings";
import { contentTypes, isContentType } from "@/lib/content/catalog";
import { pagesThatAreOn } from "@/lib/page-groups";
import { flagInactiveReason } from "@/lib/site-features";
import { conversionRate } from "@/server/analytics/range";
import { countConvertedVisits } from "@/server/analytics/reports";
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
import { countUnsentEmails, mailServerConfigured } from "@/server/outbox";
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

async function countRows(query: Promise<{ value: number }[]>): Promise<number> {
  return Number((await query)[0]?.value ?? 0);
}

/** The dashboard's stat cards, each counted in the database at the time `now`. */
export async function loadDashboardFigures(now = new Date()): Promise<DashboardFigures> {
  const db = await getDb();
  const since = new Date(now.getTime() - DASHBOARD_WINDOW_DAYS * DAY_MS);
  const before = new Date(now.getTime() - 2 * DASHBOARD_WINDOW_DAYS * DAY_MS);
  const inWindow = (column: AnyPgColumn) => and(gte(column, since), lt(column, now));

  const [roleRows, companies, flagRows, flags, last30Days, previous30Days, { visits, convertedVisits }] = await Promise.all([
    db
      .select({ role: userRoles.role, value: count() })
      .from(user)
      .leftJoin(userRoles, eq(userRoles.userId, user.id))
      .groupBy(userRoles.role),
    countRows(
      db
        .select({ value: countDistinct(companyMembers.companyId) })
        .from(companyMembers)
        .innerJoin(user, eq(user.id, companyMembers.userId))
        .where(isNull(user.disabledAt)),
    ),
    db.select({ name: featureFlags.name, enabled: featureFlags.enabled }).from(featureFlags),
    getFlags(),
    countRows(
      db
        .select({ value: count() })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.name, "page_view"), inWindow(analyticsEvents.createdAt))),
    ),
    countRows(
      db
        .select({ value: count() })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.name, "page_view"),
            gte(analyticsEvents.createdAt, before),
            lt(analyticsEvents.createdAt, since),
          ),
        ),
    ),
    countConvertedVisits(db, since, now),
  ]);

  const byRole: Record<Role | "none", number> = { admin: 0, client: 0, editor: 0, none: 0 };
  for (const row of roleRows) byRole[row.role ?? "none"] += Number(row.value);
  const configuration = getFeatureConfiguration();
  const on = flagRows.filter(
    (row) => row.enabled && !flagInactiveReason(row.name, { cookie_consent: flags.cookie_consent }, configuration),
  ).length;
  const total = flagRows.length;
  return {
    users: { total: byRole.admin + byRole.client + byRole.editor + byRole.none, byRole },
    companies,
    flags: { on, total },
    pages: pagesThatAreOn(flags).length,
    views: { last30Days, previous30Days },
    conversion: { convertedVisits, visits, rate: conversionRate(convertedVisits, visits) },
  };
}

/**
 * The last events across the site, newest first: flag changes (with who), contact messages,
 * access requests, approvals (when and by whom the request was approved) and failed deliveries.
 */
export async function loadRecentActivity(limit = RECENT_ACTIVITY_LIMIT): Promise<ActivityEvent[]> {
  const db = await getDb();
  const [changes, messages, requests, approvals, failures, publications, accountChanges] = await Promise.all([
    db
      .select({
        at: featureFlagChanges.changedAt,
        flag: featureFlags.name,
        enabled: featureFlagChanges.enabled,
        actor: featureFlagChanges.actor,
        reason: featureFlagChanges.reason,
      })
      .from(featureFlagChanges)
      .innerJoin(featureFlags, eq(featureFlags.id, featureFlagChanges.flagId))
      .orderBy(desc(featureFlagChanges.changedAt), desc(featureFlagChanges.id))
      .limit(limit),
    db
      .select({ at: contactMessages.createdAt, firstName: contactMessages.firstName, lastName: contactMessages.lastName })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit),
    db
      .select({
        at: accessRequests.createdAt,
        firstName: accessRequests.firstName,
        lastName: accessRequests.lastName,
        company: accessRequests.companyName,
      })
      .from(accessRequests)
      .orderBy(desc(accessRequests.createdAt))
      .limit(limit),
    db
      .select({
        at: accessRequests.decidedAt,
        company: accessRequests.companyName,
        email: accessRequests.email,
        approver: accessRequests.decidedBy,
      })
      .from(accessRequests)
      .where(and(eq(accessRequests.status, "approved"), isNotNull(accessRequests.decidedAt)))
      .orderBy(desc(accessRequests.decidedAt))
      .limit(limit),
    db
      .select({ at: outbox.nextAttemptAt, delivery: outbox.kind, error: outbox.lastError })
      .from(outbox)
      .where(eq(outbox.status, "failed"))
      .orderBy(desc(outbox.nextAttemptAt))
      .limit(limit),
    db
      .select({
        at: contentVersions.createdAt,
        action: contentVersions.action,
        actor: contentVersions.actor,
        locales: contentVersions.locales,
        snapshot: contentVersions.snapshot,
        type: contentItems.type,
      })
      .from(contentVersions)
      .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
      .where(and(inArray(contentVersions.action, ["publish", "unpublish"]), ne(contentVersions.actor, "seed")))
      .orderBy(desc(contentVersions.createdAt), desc(contentVersions.id))
      .limit(limit),
    db
      .select({ at: accountEvents.createdAt, actor: accountEvents.actor, email: user.email })
      .from(accountEvents)
      .innerJoin(user, eq(user.id, accountEvents.userId))
      .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
      .limit(limit),
  ]);
  const events: ActivityEvent[] = [
    ...changes.map((row) => ({ kind: "flag-change" as const, ...row })),
    ...messages.map((row) => ({ kind: "contact-message" as const, at: row.at, name: `${row.firstName} ${row.lastName}` })),
    ...requests.map((row) => ({
      kind: "access-request" as const,
      at: row.at,
      name: `${row.firstName} ${row.lastName}`,
      company: row.company,
    })),
    // Never null: the query keeps decided requests only.
    ...approvals.flatMap(({ at, ...row }) => (at ? [{ kind: "approval" as const, at, ...row }] : [])),
    ...failures.map((row) => ({ kind: "failed-delivery" as const, ...row })),
    ...publications.map((row) => {
      const locale = row.locales[0] ?? "en";
      return {
        kind: "content" as const,
        at: row.at,
        action: row.action as "publish" | "unpublish",
        actor: row.actor,
        locale,
        type: row.type,
        title: snapshotTitle(row.type, row.snapshot, locale),
      };
    }),
    ...accountChanges.map((row) => ({ kind: "two-factor-reset" as const, ...row })),
  ];
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

export async function loadFirstRunChecklist(): Promise<FirstRunChecklist> {
  const env = getEnv();
  const [settings, unsent] = await Promise.all([loadSettingsForEditing(), countUnsentEmails()]);
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
