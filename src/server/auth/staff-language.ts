import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { headers } from "next/headers";
import { cache } from "react";
import { localeFromAcceptLanguage } from "@/i18n/accept-language";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { staffRoles } from "@/lib/permissions";
import type { Database } from "@/server/db/client";
import { user, userRoles } from "@/server/db/schema";
import { log } from "@/server/log";
import { getViewer } from "./session";

/** The language the request's browser asks for first among ours, else English. */
export async function browserLocale(): Promise<Locale> {
  return localeFromAcceptLanguage((await headers()).get("accept-language")) ?? defaultLocale;
}

/**
 * The language of the admin screens and of the staff's actions for this request: the signed-in
 * account's choice, else the browser's (before sign-in, or an account that never chose), else
 * English. Read once per request; `src/i18n/request.ts` uses it wherever the URL names no locale.
 */
export const staffLocale = cache(async (): Promise<Locale> => {
  // With the database out of reach the session cannot be read: the browser's language still
  // lets the admin layout, and the branded error page inside it, render.
  const viewer = await getViewer().catch((error: unknown) => {
    log.warn({ err: error }, "the staff member's language could not be read; the browser's is used");
    return null;
  });
  const language = viewer?.user.language;
  return language && isLocale(language) ? language : await browserLocale();
});

/** Sets the account's language (the staff member's choice). */
export async function setAccountLanguage(db: Database, userId: string, language: Locale): Promise<void> {
  await db
    .update(user)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
}

/**
 * The first default of an account that has no language yet: the browser's, at the first sign-in
 * or the first portal visit. A choice already made is never overwritten.
 */
export async function rememberBrowserLanguage(db: Database, userId: string): Promise<Locale> {
  const language = await browserLocale();
  await db
    .update(user)
    .set({ language })
    .where(and(eq(user.id, userId), isNull(user.language)));
  return language;
}

/**
 * The language to write to `email` in when it belongs to a staff account (a notification sent to
 * the company's address, which may be an administrator's): that account's, else English.
 */
export async function staffLanguageOf(db: Pick<Database, "select">, email: string): Promise<Locale> {
  const [row] = await db
    .select({ language: user.language })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), inArray(userRoles.role, [...staffRoles])))
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row?.language && isLocale(row.language) ? row.language : defaultLocale;
}
