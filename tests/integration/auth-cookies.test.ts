import { afterAll, describe, expect, it } from "vitest";

// Read once by getEnv(): a production-like public origin.
process.env.SITE_URL = "https://www.terramare.example.ca";

const { getAuth } = await import("@/server/auth/auth");
const { closeDb } = await import("@/server/db/client");

afterAll(closeDb);

describe("session cookies", () => {
  it("are httpOnly, SameSite=Lax, Secure, host-only with the __Host- prefix on an https site", async () => {
    const { authCookies } = await (await getAuth()).$context;
    for (const cookie of Object.values(authCookies)) {
      expect(cookie.name.startsWith("__Host-"), cookie.name).toBe(true);
      expect(cookie.attributes).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true, path: "/" });
      expect(cookie.attributes).not.toHaveProperty("domain");
    }
    expect(authCookies.sessionToken.name).toBe("__Host-better-auth.session_token");
  });
});
