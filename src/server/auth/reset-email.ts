import "server-only";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { enqueueEmail } from "@/server/outbox";
import { getCompanySettings } from "@/server/settings";

/**
 * better-auth's `sendResetPassword`: puts the e-mail with the link in the outbox. Our action asks
 * for the reset with `redirectTo` set to the localized page that takes the new password; better-auth
 * hands it back inside `url` as `callbackURL`, so the link goes straight to that page with the
 * token, in the visitor's language.
 */
export async function sendPasswordResetEmail({
  user,
  url,
  token,
}: {
  user: { email: string; name: string; language?: string | null };
  url: string;
  token: string;
}) {
  const page = new URL(new URL(url).searchParams.get("callbackURL") ?? "");
  const prefix = page.pathname.split("/")[1] ?? "";
  // The link keeps its page's language; the words are a staff member's own language when the
  // account has one (only staff accounts keep one).
  const locale: Locale = user.language && isLocale(user.language) ? user.language : isLocale(prefix) ? prefix : defaultLocale;
  page.searchParams.set("token", token);
  // Loaded here, not at the top: the user:create command imports this module outside Next.
  const { translator } = await import("@/i18n/translator");
  const t = translator(locale, "PasswordResetEmail");
  const [db, company] = await Promise.all([getDb(), getCompanySettings()]);
  await enqueueEmail(db, {
    to: user.email,
    replyTo: company.email.info,
    subject: t("subject"),
    text: t("body", { name: user.name, link: page.toString() }),
    locale,
  });
  log.info({ locale }, "password reset e-mail queued");
}
