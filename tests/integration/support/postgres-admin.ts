import pg from "pg";

/** Runs one statement on the PostgreSQL server DATABASE_URL names, as its administrator (create or drop a database). */
export async function administer(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
