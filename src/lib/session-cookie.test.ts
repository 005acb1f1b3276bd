import { describe, expect, it } from "vitest";
import { hasSessionCookie, sessionCookieValue } from "./session-cookie";

describe("hasSessionCookie", () => {
  it("finds better-auth's session cookie with or without its prefix", () => {
    expect(hasSessionCookie("better-auth.session_token=abc.def")).toBe(true);
    expect(hasSessionCookie("consent=yes; __Host-better-auth.session_token=abc")).toBe(true);
    expect(hasSessionCookie("a=1;__Secure-better-auth.session_token=abc")).toBe(true);
  });

  it("is false without it, for an emptied one, and for look-alikes", () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie("consent=yes")).toBe(false);
    expect(hasSessionCookie("better-auth.session_token=")).toBe(false);
    expect(hasSessionCookie("x-better-auth.session_token=abc")).toBe(false);
    expect(hasSessionCookie("better-auth.session_data=abc")).toBe(false);
  });
});

describe("sessionCookieValue", () => {
  it("is the session cookie's value, among others", () => {
    expect(sessionCookieValue("a=1; __Host-better-auth.session_token=tok.sig%3D; b=2")).toBe("tok.sig%3D");
    expect(sessionCookieValue("a=1")).toBeUndefined();
  });
});
