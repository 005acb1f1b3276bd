import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

// Read once by getEnv(): set before anything asks for the settings.
process.env.ADMIN_EMAIL = "First.Admin@example.ca";
process.env.ADMIN_PASSWORD = "First!Admin1";

const { getAuth } = await import("@/server/auth/auth");
const { bootstrapAccounts, ensureFirstAdmin, upsertAccount } = await import("@/server/auth/accounts");
const { closeDb, getDb } = await import("@/server/db/client");
const { user, userRoles } = await import("@/server/db/schema");

afterAll(closeDb);

describe("first administrator from ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("is created when the server starts, and later starts leave a changed password alone", async () => {
    await bootstrapAccounts();
    const auth = await getAuth();
    const db = await getDb();
    const [admin] = await db
      .select({ email: user.email, role: userRoles.role })
      .from(user)
      .innerJoin(userRoles, eq(userRoles.userId, user.id));
    expect(admin).toEqual({ email: "first.admin@example.ca", role: "admin" });

    const context = await auth.$context;
    const account = async () =>
      (await context.internalAdapter.findUserByEmail("first.admin@example.ca", { includeAccounts: true }))!.accounts.find(
        (entry) => entry.providerId === "credential",
      )!.password!;
    await upsertAccount(auth, db, { email: "first.admin@example.ca", password: "Changed!Later2", role: "admin" });
    const changed = await account();
    await ensureFirstAdmin(auth, db);
    expect(await account()).toBe(changed);
    expect(await context.password.verify({ hash: changed, password: "Changed!Later2" })).toBe(true);
  });
});
