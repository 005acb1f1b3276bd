import { AsyncLocalStorage } from "node:async_hooks";

// Server code reads the request through next/headers; these tests stand in for Next's request scope.
interface RequestState {
  headers: Headers;
  setCookies: Map<string, { value: string; maxAge?: number }>;
}

export const request: RequestState = {
  headers: new Headers({ "x-forwarded-for": "203.0.113.10", "user-agent": "vitest" }),
  setCookies: new Map(),
};

// Requests made at once from several browsers each see their own headers and cookies (`inBrowser`).
const browsers = new AsyncLocalStorage<RequestState>();
const current = () => browsers.getStore() ?? request;

export function nextHeadersMock() {
  return {
    headers: async () => current().headers,
    cookies: async () => ({
      get: (name: string) => {
        const cookie = current().setCookies.get(name);
        return cookie ? { name, value: cookie.value } : undefined;
      },
      set: (name: string, value: string, options: { maxAge?: number } = {}) => {
        current().setCookies.set(name, { value, maxAge: options.maxAge });
      },
    }),
  };
}

/** Sends the cookies the server set, as the browser would on the next request. */
export function useSessionCookie(): void {
  const cookie = [...request.setCookies].map(([name, { value }]) => `${name}=${value}`).join("; ");
  request.headers.set("cookie", cookie);
}

export function resetRequest(address = "203.0.113.10"): void {
  request.headers = new Headers({ "x-forwarded-for": address, "user-agent": "vitest" });
  request.setCookies.clear();
}

/** A copy of the current browser (its headers and cookies), for a request sent beside others. */
export function snapshotBrowser(): RequestState {
  return { headers: new Headers(request.headers), setCookies: new Map(request.setCookies) };
}

/** Runs `work` as a request from `browser`, whatever other requests run at the same time. */
export function inBrowser<T>(browser: RequestState, work: () => Promise<T>): Promise<T> {
  return browsers.run({ headers: new Headers(browser.headers), setCookies: new Map(browser.setCookies) }, work);
}

/**
 * `next-intl/server` outside Next: the catalogs of an English request (`requestLocale`: the locale it
 * says it has)
 * (`vi.mock("next-intl/server", async () => (await import("./support/next-request")).englishIntlServerMock())`).
 */
export async function englishIntlServerMock(requestLocale: "en" | "fr" = "en") {
  const [{ createTranslator }, { default: en }] = await Promise.all([import("next-intl"), import("../../../messages/en.json")]);
  return {
    getLocale: async () => requestLocale,
    // Called as getTranslations("Namespace") (the request's locale) or with { locale, namespace }.
    getTranslations: async (options: string | { namespace?: string }) =>
      createTranslator({
        locale: "en",
        messages: en,
        namespace: (typeof options === "string" ? options : options.namespace) as never,
      }),
  };
}

/** `next/cache` outside Next: nothing to revalidate. */
export function nextCacheMock() {
  return { revalidatePath: () => {}, revalidateTag: () => {} };
}
