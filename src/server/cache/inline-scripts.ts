// The sha256 sources of a page's inline scripts, for the Content-Security-Policy of a page that
// is rendered once and cached (no nonce can live in cached HTML). Shared by the page cache, which
// computes them once per cached render, and src/server/http/responses.ts, which puts them in the
// policy. Loaded outside the app's bundles: no `server-only`.
import crypto from "node:crypto";

/** Where the policy lists them; src/lib/content-security-policy.ts spells it the same. */
export const INLINE_SCRIPT_HASHES = "'inline-script-hashes'";

/** The sha256 sources of the inline scripts that run (JSON-LD and other data blocks do not). */
export function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "application/javascript", "module"].includes(type)) continue;
    hashes.add(
      `'sha256-${crypto
        .createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes].join(" ");
}

/** A strong validator for a body: the same bytes give the same value. */
export function bodyDigest(body: string | Buffer): string {
  return crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27);
}
