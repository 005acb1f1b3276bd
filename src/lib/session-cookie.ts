/**
 * Whether a Cookie header carries better-auth's session cookie (plain, or with its `__Host-` /
 * `__Secure-` prefix): the visitor may be signed in. The same test as nginx's micro-cache bypass
 * (deploy/nginx). Says nothing of whether the session is valid; that takes the database.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;)\s*(?:__Host-|__Secure-)?better-auth\.session_token=[^;\s]/.test(cookieHeader ?? "");
}
