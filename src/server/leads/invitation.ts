import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import type { Database } from "@/server/db/client";
import { verification } from "@/server/db/schema";
import { enqueueEmail } from "@/server/outbox";

/** An invitation link stays valid for seven days, and works once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Executor = Pick<Database, "insert" | "delete">;

/**
 * better-auth's reset-password endpoint consumes `reset-password:<token>` rows of `verification`
 * (deleting the row, so the link works once) and creates the credential account when the user has
 * none: an invitation is such a token, with a week's validity, sent to the localized page that
 * sets the password.
 */
export async function enqueueInvitation(
  tx: Executor,
  invitee: { userId: string; email: string; firstName: string; company: string },
  locale: Locale,
  now = new Date(),
): Promise<{ link: string; expiresAt: Date }> {
  // One valid invitation at a time: a new one cancels the links sent before.
  await tx
    .delete(verification)
    .where(and(eq(verification.value, invitee.userId), like(verification.identifier, "reset-password:%")));
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await tx.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${token}`,
    value: invitee.userId,
    expiresAt,
  });
  const page = new URL(absoluteUrl(locale, paths.clientResetPassword));
  page.searchParams.set("token", token);
  page.searchParams.set("invitation", "1");
  const link = page.toString();
  const t = translator(locale, "InvitationEmail");
  await enqueueEmail(tx, {
    to: invitee.email,
    subject: t("subject"),
    text: t("body", { firstName: invitee.firstName, company: invitee.company, link }),
    locale,
  });
  return { link, expiresAt };
}
