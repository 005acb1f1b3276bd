import pg from "pg";
import type { FlagName } from "@/lib/flags/catalog";
import { defaultFlags } from "@/lib/flags/catalog";
import { e2eServer } from "./server-config";

let pool: pg.Pool | undefined;

export function e2eDatabase(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: e2eServer.databaseUrl, max: 2 });
  return pool;
}

export async function setFlags(changes: Partial<Record<FlagName, boolean>>): Promise<void> {
  for (const [name, enabled] of Object.entries(changes)) {
    await e2eDatabase().query("update feature_flags set enabled = $2, updated_at = now() where name = $1", [name, enabled]);
  }
}

export async function resetFlags(): Promise<void> {
  await setFlags(defaultFlags);
}
