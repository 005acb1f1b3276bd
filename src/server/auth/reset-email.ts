import "server-only";
import { and, eq, like, ne } from "drizzle-orm";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { adminPaths } from "@/lib/paths";
import { isStaff } from "@/lib/permissions";
import { getDb, type Database } from "@/server/db/client";
import { verification } from "@/server/db/schema";
import { log } from "@/server/log";
import { enqueueEmail } from "@/server/outbox";
import { getCompanySettings } from "@/server/settings";
import { getRole } from "./roles";

/** The `?lang=` the staff door's link carries to say the browser's language (the staff pages have no locale prefix). */
export const staffResetLanguageParam = "lang";

/**
 * Deletes the account's reset links (and invitations, the same kind of token), all but `keep`:
 * one link valid at a time, and none once one is used (issue 31).
 */
export async function revokeResetLinks(db: Pick<Database, "delete">, userId: string, keep?: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, "reset-password:%"),
        keep ? ne(verification.identifier, `reset-password:${keep}`) : undefined,
      ),
    );
}

/**
 * better-auth's `sendResetPassword`: puts the e-mail with the link in the outbox. Our action asks
 * for the reset with `redirectTo` set to the page that takes the new password (the client's,
 * localized, or the staff sign-in's `/admin/reset-password`); better-auth hands it back inside
 * `url` as `callbackURL`, so the link goes straight to that page with the token.
 *
 * Each door resets only its own accounts: a staff account asked for at the client's (or a client's
 * at the staff's) gets no mail and its token is deleted at once, while the visitor sees the same
 * answer as for an unknown address. A link sent revokes the account's earlier ones.
 */
export async function sendPasswordResetEmail({
  user,
  url,
  token,
}: {
  user: { id: string; email: string; name: string; language?: string | null };
  url: string;
  token: string;
}) {
  const page = new URL(new URL(url).searchParams.get("callbackURL") ?? "");
  const staffDoor = page.pathname === adminPaths.resetPassword;
  const db = await getDb();
  if (staffDoor !== isStaff(await getRole(user.id))) {
    await revokeResetLinks(db, user.id);
    log.info({ door: staffDoor ? "staff" : "client" }, "password reset asked at the other door: nothing sent");
    return;
  }
  await revokeResetLinks(db, user.id, token);
  const prefix = page.pathname.split("/")[1] ?? "";
  const asked = page.searchParams.get(staffResetLanguageParam) ?? prefix;
  page.searchParams.delete(staffResetLanguageParam);
  // The link keeps its page's language; the words are a staff member's own language when the
  // account has one (only staff accounts keep one), else the language the page was asked in.
  const locale: Locale = user.language && isLocale(user.language) ? user.language : isLocale(asked) ? asked : defaultLocale;
  page.searchParams.set("token", token);
  // Loaded here, not at the top: the user:create command imports this module outside Next.
  const { translator } = await import("@/i18n/translator");
  const t = translator(locale, staffDoor ? "StaffPasswordResetEmail" : "PasswordResetEmail");
  const company = await getCompanySettings();
  await enqueueEmail(db, {
    to: user.email,
    replyTo: company.email.info,
    subject: t("subject"),
    // A client account's name came from its access request, typed by whoever gave the address:
    // the client's mail holds none of it (issue 31). Staff accounts are made by an administrator.
    text: staffDoor ? t("body", { name: user.name, link: page.toString() }) : t("body", { link: page.toString() }),
    locale,
  });
  log.info({ locale, door: staffDoor ? "staff" : "client" }, "password reset e-mail queued");
}
