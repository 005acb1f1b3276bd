import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, getDb } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { outbox } from "@/server/db/schema";
import { enqueueCrmSubmission } from "@/server/outbox";
import { OutboxWorker } from "@/server/outbox/worker";
import { startFakeCrm } from "../support/fake-crm";

const onPostgres = Boolean(process.env.DATABASE_URL);

// PGlite is one connection in one process: two instances cannot share it, so there is nothing to race.
describe.skipIf(!onPostgres)("two workers on one PostgreSQL (skipped on PGlite: one connection, one process)", () => {
  let crm: Awaited<ReturnType<typeof startFakeCrm>>;
  let secondPool: pg.Pool;

  beforeAll(async () => {
    crm = await startFakeCrm();
    await getDb(); // migrated by the first instance
    secondPool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    secondPool.on("error", () => {});
  });
  afterAll(async () => {
    await crm.close();
    await secondPool.end();
  });

  it("deliver 200 rows between them, each exactly once", async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      for (let i = 0; i < 200; i++) {
        await enqueueCrmSubmission(tx, {
          formId: "contact-form-id",
          fields: [{ name: "email", value: `lead${i}@example.com` }],
          context: { pageUri: "http://localhost:3000/", pageName: "Home" },
        });
      }
    });
    const settings = {
      crm: { apiBase: crm.baseUrl, portalId: "424242" },
      maxAttempts: 3,
      backoff: { baseMs: 10, maxMs: 20 },
      pollMs: 10,
      batchSize: 10,
      crmRate: { limit: 10_000, windowMs: 10_000 },
    };
    const first = new OutboxWorker({ ...settings, db: getDb });
    const secondDb = drizzle({ client: secondPool, schema }) as unknown as Database;
    const second = new OutboxWorker({ ...settings, db: async () => secondDb });
    const [a, b] = await Promise.all([first.drain(), second.drain()]);

    expect(a.delivered + b.delivered).toBe(200);
    // Both took part, so the claims really raced.
    expect(a.delivered).toBeGreaterThan(0);
    expect(b.delivered).toBeGreaterThan(0);
    const emails = crm.requests.map((request) => (request.body as { fields: { value: string }[] }).fields[0]?.value);
    expect(emails).toHaveLength(200);
    expect(new Set(emails).size).toBe(200);
    const rows = await db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox);
    expect(rows.every((row) => row.status === "delivered" && row.attempts === 1)).toBe(true);
  });
});
