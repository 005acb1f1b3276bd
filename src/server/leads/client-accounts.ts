import "server-only";
import { sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { Database } from "@/server/db/client";
import { companyMembers, user, userRoles } from "@/server/db/schema";
import { enqueueInvitation, type InvitationKind } from "./invitation";

type Transaction = Pick<Database, "select" | "insert" | "delete">;

/** A client account to open: who, in which company, invited in which language. */
export interface NewClient {
  email: string;
  firstName: string;
  lastName: string;
  companyId: string;
  /** The company's name, as the invitation names it. */
  companyName: string;
  locale: Locale;
}

/** An account with this e-mail exists already: nothing is made, and it is never changed from here. */
export class AccountExistsError extends Error {
  constructor() {
    super("an account with this e-mail exists");
    this.name = "AccountExistsError";
  }
}

/**
 * Opens a client account in a company, inside the caller's transaction: the user (names, e-mail,
 * language), the `client` role, the company membership and the invitation e-mail in `locale`
 * through the outbox. The one way a client account is made from the admin portal: approving an
 * access request and adding a colleague both come here. Throws `AccountExistsError` when the
 * e-mail is taken, so the caller's transaction leaves nothing behind.
 */
export async function openClientAccount(
  tx: Transaction,
  client: NewClient,
  { replyTo, invitation = "approved" }: { replyTo: string; invitation?: InvitationKind },
): Promise<{ userId: string; invitationLink: string }> {
  const email = client.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (existing) throw new AccountExistsError();

  const userId = crypto.randomUUID();
  await tx.insert(user).values({
    id: userId,
    email,
    name: `${client.firstName} ${client.lastName}`,
    firstName: client.firstName,
    lastName: client.lastName,
    emailVerified: true,
    // Later invitations (resent from the users page) are written in the same language.
    language: client.locale,
  });
  await tx.insert(userRoles).values({ userId, role: "client" });
  await tx.insert(companyMembers).values({ userId, companyId: client.companyId });
  const { link } = await enqueueInvitation(tx, { userId, email }, client.locale, { replyTo, kind: invitation });
  return { userId, invitationLink: link };
}
