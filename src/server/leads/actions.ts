"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { redirect, RedirectType } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { adminPortalPath } from "@/lib/admin-portal";
import { adminPaths } from "@/lib/paths";
import { canReadInbox, canReviewAccessRequests } from "@/lib/permissions";
import { accessRequestDecisionSchema, inboxStatusChangeSchema, rejectionSchema } from "@/lib/validation/leads";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { mailServerConfigured } from "@/server/outbox";
import { approveAccessRequest, rejectAccessRequest, type DecisionResult } from "./access-requests";
import { setInboxStatus } from "./inbox";

/** The admin screens are in English, whatever the visitor's language. */
const adminText = () => getTranslations("AdminResults");

/**
 * A decided request leaves the pending list, and its form with it: the page says what happened
 * instead (`?done=`), with or without JavaScript.
 */
async function decisionOutcome(result: DecisionResult) {
  const t = await adminText();
  revalidatePath(adminPaths.portal, "layout");
  switch (result.status) {
    case "approved":
      // Without a mail server the invitation stays in the outbox: the page shows its link to
      // copy (read there by account, so the token never travels in a URL).
      return redirect(
        mailServerConfigured()
          ? `${adminPortalPath("users")}?done=approved`
          : `${adminPortalPath("users")}?done=approvedUnsent&invitation=${encodeURIComponent(result.userId)}`,
        RedirectType.replace,
      );
    case "rejected":
      return redirect(
        `${adminPortalPath("users")}?done=${!result.emailed ? "rejected" : mailServerConfigured() ? "rejectedEmailed" : "rejectedUnsent"}`,
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
  handler: async ({ id }, { viewer }) => decisionOutcome(await approveAccessRequest(await getDb(), id, viewer.user.email)),
});

/** Reject with a reason, and the requester's e-mail if chosen. */
export const rejectAccessRequestAction = defineAction({
  schema: rejectionSchema,
  authorize: canReviewAccessRequests,
  handler: async ({ id, reason, notify }, { viewer }) =>
    decisionOutcome(await rejectAccessRequest(await getDb(), id, viewer.user.email, { reason, notify })),
});

/** Mark a message or request new, handled or spam. */
export const setInboxStatusAction = defineAction({
  schema: inboxStatusChangeSchema,
  authorize: canReadInbox,
  handler: async ({ kind, id, status }) => {
    const t = await adminText();
    if (!(await setInboxStatus(await getDb(), kind, id, status))) return { ok: false, message: t("notFound") };
    revalidatePath(adminPaths.portal, "layout");
    return { ok: true, data: { message: t("statusChanged", { status }) } };
  },
});
