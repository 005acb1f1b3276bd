import type { SiteFeatures } from "./site-features";

/**
 * Where a policy lists the sha256 of the inline scripts of a page rendered once and cached: the
 * server (src/server/http/responses.ts, which spells it the same) replaces it with those
 * hashes, computed once per cached render.
 */
export const inlineScriptHashesPlaceholder = "'inline-script-hashes'";

/**
 * The Content-Security-Policy of a page. Scripts run only when the policy names them:
 * - with a `nonce` (pages rendered per request: client portal, sign-in, admin), Next puts it on
 *   the scripts it renders, and those may load the chunks they need ('strict-dynamic');
 * - without one (public pages, rendered once per change and cached, where a nonce cannot live),
 *   our own files ('self') and the inline scripts Next emitted, by hash. No 'strict-dynamic'
 *   there: it would switch 'self' off, and Next's chunks are loaded from our origin anyway.
 */
export function contentSecurityPolicy(nonce: string | undefined, { development = false } = {}): string {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : `'self' ${inlineScriptHashesPlaceholder}`;
  return [
    "default-src 'self'",
    // React's development build evaluates source maps with eval().
    `script-src ${scripts}${development ? " 'unsafe-eval'" : ""}`,
    // Style attributes (React's style prop, Next's route announcer) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    // No <base> element, so no injected one can redirect relative URLs (ASVS 3.4.3).
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * For responses that are not pages (API answers, files, Next's HTML error answers for paths the
 * proxy does not see): nothing may run; an error page may still show its styles and fonts.
 */
export const staticContentSecurityPolicy =
  "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * For what is not a page and shows nothing (the server's own refusals, redirects, Server Action
 * results, Next's text error answers): nothing may load or run, and nothing may frame it.
 */
export const strictContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

type SourceList = Partial<Record<string, readonly string[]>>;

/**
 * What HubSpot's chat needs beyond our own origin: its API and live updates, the chat frame, and
 * its images. Our bundle injects the loader, so 'strict-dynamic' trusts it and what it loads; the
 * script hosts are listed too for a policy without 'strict-dynamic' (one with hashes), which
 * would block them otherwise, and are ignored where it is present.
 */
export const hubspotChatSources = {
  // What the loader adds: the chat (usemessages), the tracking code, its banner and its form
  // collector; the loader's own host is added from the setting.
  "script-src": [
    "https://js.usemessages.com",
    "https://js.hs-analytics.net",
    "https://js.hs-banner.com",
    "https://js.hscollectedforms.net",
    "https://static.hsappstatic.net",
  ],
  "connect-src": ["https://*.hubspot.com", "wss://*.hubspot.com", "https://*.hubapi.com"],
  "frame-src": ["https://*.hubspot.com"],
  "img-src": [
    "https://*.hubspot.com",
    "https://*.hubspot.net",
    "https://*.hsappstatic.net",
    "https://*.hubspotusercontent-na1.net",
    "https://*.hubspotusercontent-eu1.net",
  ],
} as const satisfies SourceList;

/** The sources the page's features add: nothing unless a feature can run on the page. */
export function siteFeatureSources({ hubspotChat, domainFailover }: SiteFeatures): SourceList {
  const sources: Record<string, string[]> = {};
  const add = (directive: string, values: readonly string[]) => (sources[directive] ??= []).push(...values);
  if (hubspotChat) {
    for (const [directive, values] of Object.entries(hubspotChatSources)) add(directive, values);
    add("script-src", [new URL(hubspotChat.scriptUrl).origin]);
  }
  // The health check asks each origin for its favicon, whichever of the two the page came from.
  if (domainFailover) add("connect-src", [domainFailover.primaryOrigin, domainFailover.backupOrigin]);
  return sources;
}

/**
 * Adds sources to a policy, directive by directive. A directive the policy lacks starts from
 * default-src, the sources it fell back to, so adding never takes anything away.
 */
export function extendPolicy(policy: string, additions: SourceList): string {
  const directives = new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
  for (const [name, values = []] of Object.entries(additions)) {
    if (values.length === 0) continue;
    const current = directives.get(name) ?? [...(directives.get("default-src") ?? [])];
    directives.set(name, [...new Set([...current.filter((value) => value !== "'none'"), ...values])]);
  }
  return [...directives].map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/** The policy with whatever the page's features need. */
export function withSiteFeatures(policy: string, features: SiteFeatures): string {
  return extendPolicy(policy, siteFeatureSources(features));
}
