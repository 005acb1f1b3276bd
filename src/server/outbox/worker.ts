import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { type Database, getDb } from "@/server/db/client";
import { outbox } from "@/server/db/schema";
import { log } from "@/server/log";
import { type BackoffRule, retryDelayMs, SlidingWindowPacer } from "./backoff";
import { type CrmSettings, postCrmSubmission } from "./crm";
import type { DeliveryResult } from "./delivery";
import { createSmtpMailer, type Mailer } from "./mailer";
import { crmPayloadSchema, emailPayloadSchema, type OutboxKind } from "./messages";

export interface OutboxWorkerOptions {
  db?: () => Promise<Database>;
  crm: CrmSettings;
  /** No mailer: e-mails are written to the log and kept with status `logged`. */
  mailer?: Mailer;
  maxAttempts: number;
  backoff: BackoffRule;
  pollMs: number;
  /** How long a claimed row stays with this worker; past it, another worker may take it again. */
  leaseMs?: number;
  batchSize?: number;
  /** HubSpot's unauthenticated limit is 50 submissions per 10 s per sender. */
  crmRate?: { limit: number; windowMs: number };
}

export interface RunSummary {
  claimed: number;
  delivered: number;
  logged: number;
  retried: number;
  failed: number;
}

type ClaimedRow = { id: string; kind: string; payload: unknown; attempts: number };

const loggedNote = "SMTP_URL is not set: written to the server log instead of sent";

/**
 * Delivers the outbox: claims due rows with FOR UPDATE SKIP LOCKED under a short lease (so no
 * transaction stays open during an HTTP or SMTP call, and rows of a crashed worker come back),
 * delivers them, then records the outcome only if the row is still this worker's claim.
 * Several workers on one PostgreSQL each take different rows.
 */
export class OutboxWorker {
  private readonly crmPacer: SlidingWindowPacer;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private idleDelayMs: number;

  constructor(private readonly options: OutboxWorkerOptions) {
    const rate = options.crmRate ?? { limit: 50, windowMs: 10_000 };
    this.crmPacer = new SlidingWindowPacer(rate.limit, rate.windowMs);
    this.idleDelayMs = options.pollMs;
  }

  private db(): Promise<Database> {
    return (this.options.db ?? getDb)();
  }

  private async claim(kind: OutboxKind, limit: number): Promise<ClaimedRow[]> {
    if (limit <= 0) return [];
    const db = await this.db();
    const leaseSeconds = (this.options.leaseMs ?? 60_000) / 1000;
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, kind),
          eq(outbox.status, "pending"),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning({ id: outbox.id, kind: outbox.kind, payload: outbox.payload, attempts: outbox.attempts });
  }

  private async deliver(row: ClaimedRow): Promise<DeliveryResult> {
    if (row.kind === "crm") {
      const payload = crmPayloadSchema.safeParse(row.payload);
      if (!payload.success) return { outcome: "failed", error: `invalid payload: ${payload.error.message}` };
      return postCrmSubmission(this.options.crm, payload.data);
    }
    if (row.kind === "email") {
      const payload = emailPayloadSchema.safeParse(row.payload);
      if (!payload.success) return { outcome: "failed", error: `invalid payload: ${payload.error.message}` };
      if (!this.options.mailer) {
        log.info({ outboxId: row.id, email: payload.data }, "e-mail not sent (SMTP_URL is not set)");
        return { outcome: "logged", note: loggedNote };
      }
      return this.options.mailer.send(payload.data);
    }
    return { outcome: "failed", error: `unknown outbox kind ${row.kind}` };
  }

  /** Records an outcome, unless the lease ran out and another worker claimed the row since. */
  private async record(row: ClaimedRow, result: DeliveryResult): Promise<keyof Omit<RunSummary, "claimed">> {
    const db = await this.db();
    const mine = and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts));
    switch (result.outcome) {
      case "delivered":
      case "logged":
        await db
          .update(outbox)
          .set({
            status: result.outcome,
            deliveredAt: sql`now()`,
            lockedUntil: null,
            lastError: result.outcome === "logged" ? result.note : null,
          })
          .where(mine);
        return result.outcome;
      case "retry": {
        if (row.attempts >= this.options.maxAttempts) {
          await db.update(outbox).set({ status: "failed", lockedUntil: null, lastError: result.error }).where(mine);
          log.error({ outboxId: row.id, kind: row.kind, attempts: row.attempts, error: result.error }, "outbox row failed after its last attempt");
          return "failed";
        }
        const delayMs = retryDelayMs(row.attempts, this.options.backoff, result.retryAfterMs);
        await db
          .update(outbox)
          .set({
            nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
            lockedUntil: null,
            lastError: result.error,
          })
          .where(mine);
        log.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, delayMs, error: result.error }, "outbox delivery will be retried");
        return "retried";
      }
      case "failed":
        await db.update(outbox).set({ status: "failed", lockedUntil: null, lastError: result.error }).where(mine);
        log.error({ outboxId: row.id, kind: row.kind, error: result.error }, "outbox row refused: not retried");
        return "failed";
    }
  }

  private async handle(row: ClaimedRow, summary: RunSummary): Promise<void> {
    let result: DeliveryResult;
    try {
      result = await this.deliver(row);
    } catch (error) {
      result = { outcome: "retry", error: error instanceof Error ? error.message : String(error) };
    }
    if (row.kind === "crm" && result.outcome === "retry" && result.throttled) {
      // Ten 429s in a second block the sender for a minute: stop sending for a while instead.
      this.crmPacer.pause(Math.max(10_000, result.retryAfterMs ?? 0));
    }
    summary[await this.record(row, result)]++;
  }

  /** Claims and delivers one batch of each kind; the CRM batch stays within the CRM's rate. */
  async runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, delivered: 0, logged: 0, retried: 0, failed: 0 };
    const batchSize = this.options.batchSize ?? 20;
    const emails = await this.claim("email", batchSize);
    const crm = await this.claim("crm", Math.min(batchSize, this.crmPacer.available()));
    this.crmPacer.record(crm.length);
    summary.claimed = emails.length + crm.length;
    // Sends run side by side (the SMTP pool caps its connections at three).
    await Promise.all([...emails, ...crm].map((row) => this.handle(row, summary)));
    return summary;
  }

  /** Delivers until nothing is due, e.g. in tests or before shutting down. */
  async drain(): Promise<RunSummary> {
    const total: RunSummary = { claimed: 0, delivered: 0, logged: 0, retried: 0, failed: 0 };
    for (;;) {
      const summary = await this.runOnce();
      for (const key of Object.keys(total) as (keyof RunSummary)[]) total[key] += summary[key];
      if (summary.claimed === 0) return total;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => (this.running = undefined));
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      const summary = await this.runOnce();
      this.idleDelayMs = this.options.pollMs;
      // More may be waiting: go again at once while batches come back full.
      this.schedule(summary.claimed > 0 ? 0 : this.options.pollMs);
    } catch (error) {
      // The database may be down: back off up to 30 s, and log once per back-off step.
      this.idleDelayMs = Math.min(30_000, this.idleDelayMs * 2);
      log.warn({ err: error, retryInMs: this.idleDelayMs }, "outbox worker could not reach the database");
      this.schedule(this.idleDelayMs);
    }
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in flight, so its outcomes are recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.mailer?.close();
  }
}

/** A worker configured from the environment (HUBSPOT_*, SMTP_URL, MAIL_FROM, OUTBOX_*). */
export function createOutboxWorker(overrides: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
  const env = getEnv();
  return new OutboxWorker({
    crm: { apiBase: env.HUBSPOT_API_BASE, portalId: env.HUBSPOT_PORTAL_ID },
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : undefined,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    backoff: { baseMs: env.OUTBOX_RETRY_BASE_MS, maxMs: env.OUTBOX_RETRY_MAX_MS },
    pollMs: env.OUTBOX_POLL_MS,
    ...overrides,
  });
}
