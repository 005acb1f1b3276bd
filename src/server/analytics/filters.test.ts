import { describe, expect, it } from "vitest";
import { isBot, isPrefetch } from "./filters";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

describe("isBot", () => {
  it("counts browsers", () => {
    expect(isBot(chrome)).toBe(false);
    expect(
      isBot(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(false);
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0)",
    "facebookexternalhit/1.1",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/140.0.0.0 Safari/537.36",
    "curl/8.5.0",
  ])("skips %s", (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it("skips a request without a user agent", () => {
    expect(isBot(null)).toBe(true);
  });
});

describe("isPrefetch", () => {
  it("recognises the prefetch headers of browsers and of Next's router", () => {
    expect(isPrefetch(new Headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(new Headers({ "next-router-prefetch": "1" }))).toBe(true);
    expect(isPrefetch(new Headers({ accept: "*/*" }))).toBe(false);
  });
});
