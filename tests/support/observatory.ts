/**
 * The Mozilla HTTP Observatory's header tests and score modifiers (its published scoring rules,
 * coded here because its scanner cannot reach a local self-signed site offline). Start at 100,
 * add each test's modifier; bonuses count only when the score before them is at least 90.
 * A+ is 100 and above.
 */
export interface ObservedResponse {
  status: number;
  headers: Record<string, string>;
  /** Every Set-Cookie line of the response. */
  cookies: string[];
  /** Where plain HTTP on the same path sends the visitor (its Location), if it redirects. */
  httpRedirect: string | null;
}

export interface ObservatoryResult {
  score: number;
  tests: Record<string, { result: string; modifier: number }>;
}

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function contentSecurityPolicy(headers: Record<string, string>): { result: string; modifier: number } {
  const header = headers["content-security-policy"];
  if (!header) return { result: "csp-not-implemented", modifier: -25 };
  const csp = directives(header);
  const scriptSources = csp.get("script-src") ?? csp.get("default-src") ?? [];
  const styleSources = csp.get("style-src") ?? csp.get("default-src") ?? [];
  const usesStrictDynamicOrHashes = scriptSources.some((source) =>
    /^'(nonce-|sha256-|sha384-|sha512-|strict-dynamic)/.test(source),
  );
  const unsafeScript =
    (scriptSources.includes("'unsafe-inline'") && !usesStrictDynamicOrHashes) || scriptSources.includes("'unsafe-eval'");
  if (unsafeScript) return { result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  if (!csp.has("default-src") && !csp.has("script-src")) return { result: "csp-implemented-but-no-default-src", modifier: -25 };
  if (styleSources.includes("'unsafe-inline'"))
    return { result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  if ((csp.get("default-src") ?? []).join(" ") === "'none'") {
    return { result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  }
  return { result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookies(lines: string[]): { result: string; modifier: number } {
  if (lines.length === 0) return { result: "cookies-not-found", modifier: 0 };
  const parsed = lines.map((line) => {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim().toLowerCase());
    return { name: pair.split("=")[0] ?? "", attributes };
  });
  const has = (cookie: (typeof parsed)[number], attribute: string) =>
    cookie.attributes.some((value) => value === attribute || value.startsWith(`${attribute}=`));
  if (parsed.some((cookie) => !has(cookie, "secure"))) return { result: "cookies-without-secure-flag", modifier: -20 };
  const sessions = parsed.filter((cookie) => /session|token|auth/.test(cookie.name));
  if (sessions.some((cookie) => !has(cookie, "httponly")))
    return { result: "cookies-session-without-httponly-flag", modifier: -30 };
  if (parsed.every((cookie) => has(cookie, "samesite"))) {
    return { result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 };
  }
  return { result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function strictTransportSecurity(headers: Record<string, string>): { result: string; modifier: number } {
  const header = headers["strict-transport-security"];
  if (!header) return { result: "hsts-not-implemented", modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? -1);
  if (maxAge < 15_552_000) return { result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
  return { result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

function frameOptions(headers: Record<string, string>): { result: string; modifier: number } {
  const ancestors = directives(headers["content-security-policy"] ?? "").get("frame-ancestors");
  if (ancestors) return { result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const header = (headers["x-frame-options"] ?? "").toUpperCase();
  if (header === "DENY" || header === "SAMEORIGIN") return { result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { result: "x-frame-options-not-implemented", modifier: -20 };
}

function referrerPolicy(headers: Record<string, string>): { result: string; modifier: number } {
  const value = (headers["referrer-policy"] ?? "").split(",").at(-1)?.trim().toLowerCase() ?? "";
  if (!value) return { result: "referrer-policy-not-implemented", modifier: 0 };
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(value)) {
    return { result: "referrer-policy-private", modifier: 5 };
  }
  return { result: "referrer-policy-unsafe", modifier: -5 };
}

/** Scores one HTML page as the Observatory would. */
export function observatoryScore(response: ObservedResponse): ObservatoryResult {
  const { headers } = response;
  const tests = {
    "content-security-policy": contentSecurityPolicy(headers),
    cookies: cookies(response.cookies),
    redirection:
      response.httpRedirect?.startsWith("https://") === true
        ? { result: "redirection-to-https", modifier: 0 }
        : { result: "redirection-missing", modifier: -20 },
    "referrer-policy": referrerPolicy(headers),
    "strict-transport-security": strictTransportSecurity(headers),
    "x-content-type-options":
      headers["x-content-type-options"]?.toLowerCase() === "nosniff"
        ? { result: "x-content-type-options-nosniff", modifier: 0 }
        : { result: "x-content-type-options-not-implemented", modifier: -5 },
    "x-frame-options": frameOptions(headers),
  };
  const modifiers = Object.values(tests).map((test) => test.modifier);
  const penalties = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  const bonuses = penalties >= 90 ? modifiers.filter((modifier) => modifier > 0).reduce((sum, modifier) => sum + modifier, 0) : 0;
  return { score: Math.max(0, penalties + bonuses), tests };
}
