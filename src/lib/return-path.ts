const origin = "http://return-path.invalid";

/**
 * The `?next=` return path when it is a path on this site, else undefined. Refuses absolute and
 * protocol-relative URLs (`//evil.example`, `/\evil.example`) so a sign-in link cannot send a
 * visitor to another site, before and after the path is normalised.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2048) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  // Dot segments ("/.//evil.example", "/%2e//") normalise into "//evil.example": check what is returned.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") || path.startsWith("/\\") ? undefined : path;
}
