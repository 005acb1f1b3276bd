"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { adminPortalPath, inboxItemPath } from "@/lib/admin-portal";
import { adminPaths } from "@/lib/paths";
import { canReviewAccessRequests, canWorkInbox } from "@/lib/permissions";
import {
  accessRequestDecisionSchema,
  inboxNoteSchema,
  inboxOwnerSchema,
  inboxReplySchema,
  inboxStatusChangeSchema,
  rejectionSchema,
} from "@/lib/validation/leads";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { mailServerConfigured } from "@/server/outbox";
import { approveAccessRequest, rejectAccessRequest, type DecisionResult } from "./access-requests";
import { addInboxNote, replyToLead, setInboxOwner, setInboxState } from "./inbox-work";

/** The admin screens are in the staff member's language (the request's locale). */
const adminText = () => getTranslations("AdminResults");

/** The page an access request was decided from: the users page, or the request's inbox item. */
const decisionPage = (id: string, from: "users" | "inbox") =>
  from === "inbox" ? inboxItemPath("access_request", id) : adminPortalPath("users");

/**
 * A decided request leaves the pending list, and its form with it: the page it was decided from
 * says what happened instead (`?done=`), with or without JavaScript.
 */
async function decisionOutcome(result: DecisionResult, page: string) {
  const t = await adminText();
  revalidatePath(adminPaths.portal, "layout");
  switch (result.status) {
    case "approved":
      // Without a mail server the invitation stays in the outbox: the page shows its link to
      // copy (read there by account, so the token never travels in a URL).
      return redirect(
        mailServerConfigured()
          ? `${page}?done=approved`
          : `${page}?done=approvedUnsent&invitation=${encodeURIComponent(result.userId)}`,
        RedirectType.replace,
      );
    case "rejected":
      return redirect(
        `${page}?done=${!result.emailed ? "rejected" : mailServerConfigured() ? "rejectedEmailed" : "rejectedUnsent"}`,
        RedirectType.replace,
      );
    case "already-handled":
      return { ok: false, message: t("alreadyHandled") } as const;
    case "account-exists":
      return { ok: false, message: t("accountExists") } as const;
  }
}

/** Approve: the client account, its company and the invitation e-mail, in one transaction. */
export const approveAccessRequestAction = defineAction({
  schema: accessRequestDecisionSchema,
  authorize: canReviewAccessRequests,
  handler: async ({ id, from }, { viewer }) =>
    decisionOutcome(await approveAccessRequest(await getDb(), id, viewer.user.email), decisionPage(id, from)),
});

/** Reject with a reason, and the requester's e-mail if chosen. */
export const rejectAccessRequestAction = defineAction({
  schema: rejectionSchema,
  authorize: canReviewAccessRequests,
  handler: async ({ id, from, reason, notify }, { viewer }) =>
    decisionOutcome(await rejectAccessRequest(await getDb(), id, viewer.user.email, { reason, notify }), decisionPage(id, from)),
});

/** Set an item's state (new, in progress, done, spam), recorded in its history. */
export const setInboxStatusAction = defineAction({
  schema: inboxStatusChangeSchema,
  authorize: canWorkInbox,
  handler: async ({ kind, id, status }, { viewer }) => {
    const [t, leads] = await Promise.all([adminText(), getTranslations("AdminLeads")]);
    if (!(await setInboxState(await getDb(), { kind, id }, status, viewer.user.id))) return { ok: false, message: t("notFound") };
    revalidatePath(adminPaths.portal, "layout");
    return { ok: true, data: { message: t("statusChanged", { status: leads(`statuses.${status}`) }) } };
  },
});

/** Reply to the lead by e-mail (through the outbox, in the lead's language), kept in the item's history. */
export const replyToLeadAction = defineAction({
  schema: inboxReplySchema,
  authorize: canWorkInbox,
  handler: async ({ kind, id, body }, { viewer }) => {
    const t = await getTranslations("AdminInbox");
    const result = await replyToLead(await getDb(), { kind, id }, body, { id: viewer.user.id, name: viewer.user.name });
    if (result.status === "not-found") return { ok: false, message: t("notFound") };
    if (result.status === "no-address") return { ok: false, fieldErrors: { body: t("noAddress") } };
    revalidatePath(adminPaths.portal, "layout");
    return { ok: true, data: { message: mailServerConfigured() ? t("replySent") : t("replyUnsent") } };
  },
});

/** An internal note on the item: for the team, never e-mailed. */
export const addInboxNoteAction = defineAction({
  schema: inboxNoteSchema,
  authorize: canWorkInbox,
  handler: async ({ kind, id, body }, { viewer }) => {
    const t = await getTranslations("AdminInbox");
    if (!(await addInboxNote(await getDb(), { kind, id }, body, viewer.user.id))) return { ok: false, message: t("notFound") };
    revalidatePath(adminPaths.portal, "layout");
    return { ok: true, data: { message: t("noteAdded") } };
  },
});

/** Give the item an owner (an administrator), or none. */
export const setInboxOwnerAction = defineAction({
  schema: inboxOwnerSchema,
  authorize: canWorkInbox,
  handler: async ({ kind, id, ownerId }, { viewer }) => {
    const t = await getTranslations("AdminInbox");
    const result = await setInboxOwner(await getDb(), { kind, id }, ownerId, viewer.user.id);
    if (result.status === "not-found") return { ok: false, message: t("notFound") };
    if (result.status === "not-an-owner") return { ok: false, fieldErrors: { ownerId: t("notAnOwner") } };
    revalidatePath(adminPaths.portal, "layout");
    return { ok: true, data: { message: ownerId ? t("ownerSet") : t("ownerCleared") } };
  },
});
