import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { toLocale } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import type { Database } from "@/server/db/client";
import { accessRequests, companies, type AccessRequestRow, type NewAccessRequestRow } from "@/server/db/schema";
import { log } from "@/server/log";
import { enqueueEmail } from "@/server/outbox";
import { getCompanySettings } from "@/server/settings";
import { AccountExistsError, openClientAccount } from "./client-accounts";

/** The requests waiting for a decision, oldest first (first come, first served). */
export function listPendingAccessRequests(db: Database): Promise<AccessRequestRow[]> {
  return db.select().from(accessRequests).where(eq(accessRequests.status, "pending")).orderBy(asc(accessRequests.createdAt));
}

/** A request not yet decided (the portal's count, src/server/admin/counts.ts). */
export const pendingAccessRequest = eq(accessRequests.status, "pending");

export async function countPendingAccessRequests(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accessRequests).where(pendingAccessRequest);
  return row?.n ?? 0;
}

export type DecisionResult =
  /** `invitationLink`: for the administrator to send by hand when no mail server can. */
  | { status: "approved"; userId: string; companyId: string; invitationLink: string }
  | { status: "rejected"; emailed: boolean }
  /** Another administrator decided first, or the request does not exist. */
  | { status: "already-handled" }
  /** An account with this e-mail exists already: the request is left pending. */
  | { status: "account-exists" };

/** Marks the request decided, only if it is still pending: of two admins at once, one wins. */
function decide(tx: Pick<Database, "update">, id: string, set: Partial<NewAccessRequestRow>) {
  return tx
    .update(accessRequests)
    .set({ ...set, inboxStatus: "done", decidedAt: sql`now()` })
    .where(and(eq(accessRequests.id, id), eq(accessRequests.status, "pending")))
    .returning();
}

/**
 * Approves a pending request: in one transaction the request is marked approved, the client
 * account (names, e-mail, `client` role) and its company are made, and the invitation e-mail in
 * the requester's language goes into the outbox. Nothing of it exists if any step fails.
 */
export async function approveAccessRequest(db: Database, id: string, actor: string): Promise<DecisionResult> {
  // Read before the transaction: on the embedded database, a read inside it would wait for it.
  const company = await getCompanySettings();
  try {
    return await db.transaction(async (tx) => {
      const [request] = await decide(tx, id, { status: "approved", decidedBy: actor });
      if (!request) return { status: "already-handled" } as const;
      const [sameName] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(sql`lower(${companies.name}) = lower(${request.companyName})`)
        .limit(1);
      const companyId =
        sameName?.id ??
        (
          await tx
            .insert(companies)
            .values({
              name: request.companyName,
              size: request.companySize,
              industry: request.industry,
              website: request.website,
              accessRequestId: request.id,
            })
            .returning({ id: companies.id })
        )[0]!.id;
      const { userId, invitationLink } = await openClientAccount(
        tx,
        {
          email: request.email,
          firstName: request.firstName,
          lastName: request.lastName,
          companyId,
          companyName: request.companyName,
          locale: toLocale(request.locale),
        },
        { replyTo: company.email.info },
      );
      log.info({ accessRequestId: id, userId, companyId, actor }, "access request approved; invitation queued");
      return { status: "approved", userId, companyId, invitationLink } as const;
    });
  } catch (error) {
    if (error instanceof AccountExistsError) return { status: "account-exists" };
    throw error;
  }
}

/** Rejects a pending request with a reason (kept for the team) and, if asked, a polite e-mail. */
export async function rejectAccessRequest(
  db: Database,
  id: string,
  actor: string,
  { reason, notify }: { reason: string; notify: boolean },
): Promise<DecisionResult> {
  // Read before the transaction: on the embedded database, a read inside it would wait for it.
  const company = await getCompanySettings();
  return db.transaction(async (tx) => {
    const [request] = await decide(tx, id, { status: "rejected", decidedBy: actor, rejectionReason: reason });
    if (!request) return { status: "already-handled" } as const;
    if (notify) {
      const locale = toLocale(request.locale);
      const t = translator(locale, "RejectionEmail");
      await enqueueEmail(tx, {
        to: request.email,
        replyTo: company.email.info,
        subject: t("subject"),
        // To an address nobody verified: none of the requester's text (issue 31), as the acknowledgement.
        text: t("body"),
        locale,
      });
    }
    log.info({ accessRequestId: id, actor, notified: notify }, "access request rejected");
    return { status: "rejected", emailed: notify } as const;
  });
}
