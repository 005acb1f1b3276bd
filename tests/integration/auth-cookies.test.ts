import { afterAll, describe, expect, it } from "vitest";

// Read once by getEnv(): a production-like public origin.
process.env.SITE_URL = "https://www.terramare.example.ca";

const { getAuth } = await import("@/server/auth/auth");
const { closeDb } = await import("@/server/db/client");

afterAll(closeDb);

describe("session cookies", () => {
  it("are httpOnly, SameSite=Lax, and Secure (with the __Secure- prefix) on an https site", async () => {
    const { authCookies } = await (await getAuth()).$context;
    expect(authCookies.sessionToken.name).toBe("__Secure-better-auth.session_token");
    expect(authCookies.sessionToken.attributes).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true, path: "/" });
  });
});
