import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { isLocale, type Locale } from "@/i18n/locales";
import { isClient, isStaff } from "@/lib/permissions";
import { adminPaths } from "@/lib/paths";
import { sessionCookieValue } from "@/lib/session-cookie";
import type { Role } from "@/server/db/schema";
import { getAuth } from "./auth";
import { getRole } from "./roles";
import { CLIENT_VIEWER_TTL_MS, createViewerCache, type ViewerCache } from "./viewer-cache";

export interface Viewer {
  user: {
    id: string;
    email: string;
    name: string;
    firstName: string | null;
    lastName: string | null;
    /** The language the account chose (staff: the portal's and their e-mails'), null until set. */
    language: Locale | null;
  };
  role: Role | null;
  /**
   * A staff member without a confirmed second factor: every staff page sends them to enrol
   * (`adminPaths.twoFactor`) and every staff action refuses them until they have.
   */
  mustEnrolSecondFactor: boolean;
}

declare global {
  /** Signed-in clients, by session cookie, for a few seconds: one for the proxy's bundle and the routes'. */
  var __terramareClientViewers: ViewerCache<Viewer> | undefined;
}

/** The process's signed-in clients (./viewer-cache.ts). */
function clientViewers(): ViewerCache<Viewer> {
  globalThis.__terramareClientViewers ??= createViewerCache({ ttlMs: CLIENT_VIEWER_TTL_MS, maxEntries: 10_000 });
  return globalThis.__terramareClientViewers;
}

/**
 * A staff member's (administrator's or editor's) session ends after this long without a request
 * (the absolute limit stays 7 days).
 */
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60_000;
// Activity is written at most this often, not on every request.
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/**
 * False when a staff member's session has been idle too long: it is ended on the server. Else
 * its last activity (`updatedAt`) is moved to now, at most once a minute.
 */
async function keepStaffSessionAlive(session: { token: string; updatedAt: Date }): Promise<boolean> {
  const context = await (await getAuth()).$context;
  const idleMs = Date.now() - new Date(session.updatedAt).getTime();
  if (idleMs > ADMIN_IDLE_TIMEOUT_MS) {
    await context.internalAdapter.deleteSession(session.token);
    return false;
  }
  if (idleMs > ACTIVITY_WRITE_INTERVAL_MS) await context.internalAdapter.updateSession(session.token, { updatedAt: new Date() });
  return true;
}

/**
 * The user signed in with the session cookie of `requestHeaders`, and their role; null when nobody
 * is (or the account is disabled). For the proxy, which has the request but not `headers()`;
 * pages and actions call getViewer.
 */
export async function viewerOf(requestHeaders: Headers): Promise<Viewer | null> {
  const cookie = sessionCookieValue(requestHeaders.get("cookie"));
  // A signed-in client, known for a few seconds (CLIENT_VIEWER_TTL_MS); staff are always read.
  const known = cookie && clientViewers().get(cookie);
  if (known) return known;
  const session = await (await getAuth()).api.getSession({ headers: requestHeaders });
  if (!session || session.user.disabledAt) return null;
  const { id, email, name, firstName, lastName, language, twoFactorEnabled } = session.user;
  const role = await getRole(id);
  if (isStaff(role) && !(await keepStaffSessionAlive(session.session))) return null;
  const viewer: Viewer = {
    user: {
      id,
      email,
      name,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
      language: language && isLocale(language) ? language : null,
    },
    role,
    mustEnrolSecondFactor: isStaff(role) && !twoFactorEnabled,
  };
  if (cookie && isClient(role)) clientViewers().set(cookie, viewer);
  return viewer;
}

/**
 * The request's headers, with the session cookie as `cookies()` has it now. After a Server Action
 * that changed it, Next draws the page again in the same request: `cookies()` then holds the new
 * cookie, `headers()` still the one the browser sent. Confirming a second factor is such an action
 * (better-auth replaces the session and deletes the old one), and so is signing out.
 */
async function headersWithCurrentSession(): Promise<Headers> {
  const requestHeaders = await headers();
  const { name } = (await (await getAuth()).$context).authCookies.sessionToken;
  const current = (await cookies()).get(name)?.value;
  const sent = requestHeaders.get("cookie") ?? "";
  const pairs = sent
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean);
  const index = pairs.findIndex((pair) => pair.slice(0, pair.indexOf("=")) === name);
  const encoded = current === undefined ? undefined : `${name}=${encodeURIComponent(current)}`;
  if (encoded === undefined || (index >= 0 && pairs[index] === encoded)) return requestHeaders;
  if (index >= 0) pairs[index] = encoded;
  else pairs.push(encoded);
  const updated = new Headers(requestHeaders);
  updated.set("cookie", pairs.join("; "));
  return updated;
}

/** The request's viewer (see viewerOf), read once per request (never inside "use cache"). */
export const getViewer = cache(async (): Promise<Viewer | null> => viewerOf(await headersWithCurrentSession()));

/**
 * For pages: the viewer when their role passes `allowed`. Without a session the visitor goes to
 * `signInPath` (which remembers where they were going); with the wrong role, to `homePath`.
 */
export async function requireRole(
  allowed: (role: Role | null) => boolean,
  { signInPath, homePath }: { signInPath: string; homePath: string },
): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(signInPath);
  if (!allowed(viewer.role)) redirect(homePath);
  if (viewer.mustEnrolSecondFactor) redirect(adminPaths.twoFactor);
  return viewer;
}

/**
 * For Server Actions and route handlers: the viewer when their role passes `allowed` (and, staff,
 * they have their second factor), else null.
 */
export async function authorize(allowed: (role: Role | null) => boolean): Promise<Viewer | null> {
  const viewer = await getViewer();
  return viewer && allowed(viewer.role) && !viewer.mustEnrolSecondFactor ? viewer : null;
}

/** Expires better-auth's cookies in the browser, whatever the server thinks of the session. */
export async function clearSessionCookies(): Promise<void> {
  const context = await (await getAuth()).$context;
  const store = await cookies();
  for (const cookie of Object.values(context.authCookies)) {
    store.set(cookie.name, "", { ...cookie.attributes, maxAge: 0 } as Parameters<typeof store.set>[2]);
  }
}
