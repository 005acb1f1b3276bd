// Server code reads the request through next/headers; these tests stand in for Next's request scope.
export const request = {
  headers: new Headers({ "x-forwarded-for": "203.0.113.10", "user-agent": "vitest" }),
  setCookies: new Map<string, { value: string; maxAge?: number }>(),
};

export function nextHeadersMock() {
  return {
    headers: async () => request.headers,
    cookies: async () => ({
      get: (name: string) => {
        const cookie = request.setCookies.get(name);
        return cookie ? { name, value: cookie.value } : undefined;
      },
      set: (name: string, value: string, options: { maxAge?: number } = {}) => {
        request.setCookies.set(name, { value, maxAge: options.maxAge });
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
