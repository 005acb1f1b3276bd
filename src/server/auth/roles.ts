import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { userRoles, type Role } from "@/server/db/schema";
import { log } from "@/server/log";

export * from "./permissions";

/** The user's role from `user_roles`; a user without a row, or a failed read, has no role. */
export async function getRole(userId: string): Promise<Role | null> {
  try {
    const db = await getDb();
    const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
    return row?.role ?? null;
  } catch (error) {
    log.error({ err: error, userId }, "role could not be read; treating the user as having no role");
    return null;
  }
}
