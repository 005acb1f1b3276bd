// A PostgreSQL database made anew (dropped with its connections, then created), for the servers
// that benchmarks, the e2e suite, the fuzz run and the deployment spec start on a clean slate.
import pg from "pg";

/** Drops the database `databaseUrl` names, if it exists, and creates it empty. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}
