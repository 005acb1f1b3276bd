import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { Role } from "@/server/db/schema";
import { getAuth } from "./auth";
import { getRole } from "./roles";

export interface Viewer {
  user: { id: string; email: string; name: string; firstName: string | null; lastName: string | null };
  role: Role | null;
}

/** The request's better-auth session, read once per request (never inside "use cache"). */
export const getSession = cache(async () => {
  const auth = await getAuth();
  return auth.api.getSession({ headers: await headers() });
});

/** The signed-in user and their role, or null when nobody is signed in. */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const session = await getSession();
  if (!session) return null;
  const { id, email, name, firstName, lastName } = session.user;
  return { user: { id, email, name, firstName: firstName ?? null, lastName: lastName ?? null }, role: await getRole(id) };
});

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
  return viewer;
}

/** For Server Actions and route handlers: the viewer when their role passes `allowed`, else null. */
export async function authorize(allowed: (role: Role | null) => boolean): Promise<Viewer | null> {
  const viewer = await getViewer();
  return viewer && allowed(viewer.role) ? viewer : null;
}

/** Expires better-auth's cookies in the browser, whatever the server thinks of the session. */
export async function clearSessionCookies(): Promise<void> {
  const context = await (await getAuth()).$context;
  const store = await cookies();
  for (const cookie of Object.values(context.authCookies)) {
    store.set(cookie.name, "", { ...cookie.attributes, maxAge: 0 } as Parameters<typeof store.set>[2]);
  }
}
