import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { user, userRoles, type Role } from "@/server/db/schema";
import { log } from "@/server/log";

/**
 * The user's role from `user_roles`; a user without a row, a disabled account, or a failed read,
 * has no role, so every page, action and sign-in that asks for one refuses it.
 */
export async function getRole(userId: string): Promise<Role | null> {
  try {
    const db = await getDb();
    const [row] = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .where(and(eq(userRoles.userId, userId), isNull(user.disabledAt)))
      .limit(1);
    return row?.role ?? null;
  } catch (error) {
    log.error({ err: error, userId }, "role could not be read; treating the user as having no role");
    return null;
  }
}
