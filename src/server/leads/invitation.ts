import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, like } from "drizzle-orm";
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
 * Why the account was opened, which the e-mail says: an approved access request, or a colleague
 * added to the company by staff (`InvitationEmail` / `ColleagueInvitationEmail`).
 */
export type InvitationKind = "approved" | "colleague";
const invitationTexts = { approved: "InvitationEmail", colleague: "ColleagueInvitationEmail" } as const;

/** The localized page that sets the password, with the invitation's token. */
export function invitationLink(locale: Locale, token: string): string {
  const page = new URL(absoluteUrl(locale, paths.clientResetPassword));
  page.searchParams.set("token", token);
  page.searchParams.set("invitation", "1");
  return page.toString();
}

/**
 * The account's invitation link still valid, if any: shown to the administrator to send by hand
 * when no mail server could send it. The token is stored as better-auth keeps it (verification).
 */
export async function validInvitationLink(
  db: Pick<Database, "select">,
  userId: string,
  locale: Locale,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ identifier: verification.identifier })
    .from(verification)
    .where(
      and(eq(verification.value, userId), like(verification.identifier, "reset-password:%"), gt(verification.expiresAt, now)),
    )
    .orderBy(desc(verification.expiresAt))
    .limit(1);
  return row ? invitationLink(locale, row.identifier.slice("reset-password:".length)) : null;
}

/**
 * better-auth's reset-password endpoint consumes `reset-password:<token>` rows of `verification`
 * (deleting the row, so the link works once) and creates the credential account when the user has
 * none: an invitation is such a token, with a week's validity, sent to the localized page that
 * sets the password.
 */
export async function enqueueInvitation(
  tx: Executor,
  invitee: { userId: string; email: string },
  locale: Locale,
  { replyTo, now = new Date(), kind = "approved" }: { replyTo?: string; now?: Date; kind?: InvitationKind } = {},
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
  const link = invitationLink(locale, token);
  const t = translator(locale, invitationTexts[kind]);
  await enqueueEmail(tx, {
    to: invitee.email,
    subject: t("subject"),
    // Nobody has shown they own the address yet: the mail holds none of the text typed in the
    // request or by staff (names, company), only our words and the link (issue 31; the rule of
    // the forms' acknowledgements, src/server/forms/emails.ts).
    text: t("body", { link }),
    locale,
    ...(replyTo && { replyTo }),
  });
  return { link, expiresAt };
}
