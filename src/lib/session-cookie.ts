const sessionCookie = /(?:^|;)\s*(?:__Host-|__Secure-)?better-auth\.session_token=([^;\s]+)/;

/**
 * The value of better-auth's session cookie (plain, or with its `__Host-` / `__Secure-` prefix)
 * in a Cookie header, or undefined. Says nothing of whether the session is valid; that takes the
 * database.
 */
export function sessionCookieValue(cookieHeader: string | null | undefined): string | undefined {
  return sessionCookie.exec(cookieHeader ?? "")?.[1];
}

/** Whether the visitor may be signed in: the same test as nginx's micro-cache bypass (deploy/nginx). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return sessionCookieValue(cookieHeader) !== undefined;
}
