"use server";

import "server-only";
import { getTranslations } from "next-intl/server";
import { canMessageAccountManager } from "@/lib/permissions";
import { managerMessageSchema } from "@/lib/validation/account-manager";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { mailServerConfigured } from "@/server/outbox";
import { sendManagerMessage } from "./account-manager";
import { authorizeClient } from "./index";

/**
 * "Contact your account manager": the message goes to the manager of the signed-in client's own
 * company (from the session); the confirmation names who received it.
 */
export const sendManagerMessageAction = defineAction({
  schema: managerMessageSchema,
  flags: ["client_portal"],
  authorize: canMessageAccountManager,
  rateLimits: (_input, { viewer }) => [["manager-message-per-user", viewer?.user.id ?? "anonymous"]],
  handler: async (input, { locale }) => {
    const t = await getTranslations({ locale, namespace: "AccountManager" });
    const client = await authorizeClient();
    // A client account not yet attached to a company has no manager to write to.
    if (!client) return { ok: false, message: t("noCompany") };
    const recipient = await sendManagerMessage(await getDb(), client, input, locale);
    // Without a mail server the message waits in the team's inbox (and its e-mail in the outbox).
    const mailed = mailServerConfigured();
    return {
      ok: true,
      data: {
        message:
          recipient.kind === "manager"
            ? t(mailed ? "sentToManager" : "sentToManagerUnsent", { name: recipient.name })
            : t(mailed ? "sentToMailbox" : "sentToMailboxUnsent", { email: recipient.email }),
      },
    };
  },
});
