import pg from "pg";
import type { FlagName } from "@/lib/flags/catalog";
import { defaultFlags } from "@/lib/flags/catalog";
import { e2eServer } from "./server-config";

let pool: pg.Pool | undefined;

export function e2eDatabase(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: e2eServer.databaseUrl, max: 2 });
  return pool;
}

/**
 * Switches flags in the e2e database, as an administrator would. Only rows whose value changes
 * are written, and nothing when none does: the trigger on `feature_flags` marks the `flags` cache
 * tag on every update statement, and every cached page would be rendered again for nothing.
 */
export async function setFlags(changes: Partial<Record<FlagName, boolean>>): Promise<void> {
  const { rows } = await e2eDatabase().query<{ name: string; enabled: boolean }>("select name, enabled from feature_flags");
  const current = new Map(rows.map((row) => [row.name, row.enabled]));
  const changed = Object.entries(changes).filter(([name, enabled]) => current.get(name) !== enabled);
  if (changed.length === 0) return;
  await e2eDatabase().query(
    `update feature_flags as flag set enabled = wanted.enabled, updated_at = now()
       from unnest($1::text[], $2::boolean[]) as wanted(name, enabled)
      where flag.name = wanted.name`,
    [changed.map(([name]) => name), changed.map(([, enabled]) => enabled)],
  );
}

/** Puts every flag back to its default, writing only those a test changed. */
export async function resetFlags(): Promise<void> {
  await setFlags(defaultFlags);
}
