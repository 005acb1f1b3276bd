import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { type Database, getDb, isDatabaseUnavailable } from "@/server/db/client";
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
  /**
   * How long a claimed row stays with this worker; past it, another worker may take it again. Keep
   * it above the longest delivery: see `defaultLeaseMs`.
   */
  leaseMs?: Partial<Record<OutboxKind, number>>;
  batchSize?: number;
  /** How long `stop()` lets deliveries in flight finish before cancelling them. */
  stopGraceMs?: number;
  /** HubSpot's unauthenticated limit is 50 submissions per 10 s per sender. */
  crmRate?: { limit: number; windowMs: number };
  /**
   * Called once per delivery given up on, inside the transaction that marks it failed, so what it
   * writes (the staff's alert e-mails, src/server/alerts) is written exactly once with it.
   */
  onFailed?: (tx: Pick<Database, "select" | "insert">, delivery: FailedDelivery) => Promise<void>;
}

/** A delivery the worker gave up on: out of attempts, or refused. */
export interface FailedDelivery {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  error: string;
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
const kinds = ["email", "crm"] as const satisfies readonly OutboxKind[];
/**
 * A claim outlasts its deliveries, so no other worker takes a row still being delivered: an e-mail
 * claim holds no more e-mails than the mailer sends at once, each cancelled after
 * `emailSendTimeoutMs` (mailer.ts); CRM posts give up after `defaultCrmTimeoutMs` (crm.ts). The
 * e-mail lease stays short: after a crash its rows come back within half a minute.
 */
export const defaultLeaseMs: Record<OutboxKind, number> = { email: 30_000, crm: 60_000 };
/** Within the 8 s the server gives itself to stop (src/server/http/server.ts), with time to spare. */
export const defaultStopGraceMs = 3000;

const emptySummary = (): RunSummary => ({ claimed: 0, delivered: 0, logged: 0, retried: 0, failed: 0 });

function addInto(total: RunSummary, summary: RunSummary): RunSummary {
  for (const key of Object.keys(total) as (keyof RunSummary)[]) total[key] += summary[key];
  return total;
}

/** One kind's polling loop: its own timer and back-off, so a slow kind never holds up another. */
interface KindLoop {
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  idleDelayMs: number;
}

/**
 * Delivers the outbox: claims due rows with FOR UPDATE SKIP LOCKED under a short lease (so no
 * transaction stays open during an HTTP or SMTP call, and rows of a crashed worker come back),
 * delivers them, then records each outcome as soon as it is known, only if the row is still this
 * worker's claim. Each kind (e-mail, CRM) has its own loop: a CRM that never answers does not
 * hold up the e-mails. Several workers on one PostgreSQL each take different rows.
 */
export class OutboxWorker {
  private readonly crmPacer: SlidingWindowPacer;
  private readonly loops: Record<OutboxKind, KindLoop>;
  private stopped = true;
  private stopping = new AbortController();

  constructor(private readonly options: OutboxWorkerOptions) {
    const rate = options.crmRate ?? { limit: 50, windowMs: 10_000 };
    this.crmPacer = new SlidingWindowPacer(rate.limit, rate.windowMs);
    const loop = (): KindLoop => ({ timer: undefined, running: undefined, idleDelayMs: options.pollMs });
    this.loops = { email: loop(), crm: loop() };
  }

  private db(): Promise<Database> {
    return (this.options.db ?? getDb)();
  }

  private async claim(kind: OutboxKind, limit: number): Promise<ClaimedRow[]> {
    if (limit <= 0) return [];
    const db = await this.db();
    const leaseSeconds = (this.options.leaseMs?.[kind] ?? defaultLeaseMs[kind]) / 1000;
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
      return postCrmSubmission(this.options.crm, payload.data, this.stopping.signal);
    }
    if (row.kind === "email") {
      const payload = emailPayloadSchema.safeParse(row.payload);
      if (!payload.success) return { outcome: "failed", error: `invalid payload: ${payload.error.message}` };
      if (!this.options.mailer) {
        log.info({ outboxId: row.id, email: payload.data }, "e-mail not sent (SMTP_URL is not set)");
        return { outcome: "logged", note: loggedNote };
      }
      return this.options.mailer.send(payload.data, row.id, this.stopping.signal);
    }
    return { outcome: "failed", error: `unknown outbox kind ${row.kind}` };
  }

  /** Marks the row failed, if it is still this worker's claim, with what `onFailed` writes for it. */
  private async markFailed(db: Database, row: ClaimedRow, error: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(outbox)
        .set({ status: "failed", lockedUntil: null, lastError: error })
        .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts)))
        .returning({ id: outbox.id });
      if (failed && this.options.onFailed) await this.options.onFailed(tx, { ...row, error });
    });
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
          await this.markFailed(db, row, result.error);
          log.error(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: result.error },
            "outbox row failed after its last attempt",
          );
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
        log.warn(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, delayMs, error: result.error },
          "outbox delivery will be retried",
        );
        return "retried";
      }
      case "failed":
        await this.markFailed(db, row, result.error);
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

  /** Claims and delivers one batch of `kind`; the CRM batch stays within the CRM's rate. */
  private async runKind(kind: OutboxKind): Promise<RunSummary> {
    const summary = emptySummary();
    const batchSize = this.options.batchSize ?? 20;
    // CRM posts stay within the CRM's rate; e-mails within the mailer's connections, so that no
    // send waits in the pool's queue while its lease runs.
    const limit =
      kind === "crm"
        ? Math.min(batchSize, this.crmPacer.available())
        : Math.min(batchSize, this.options.mailer?.connections ?? batchSize);
    const rows = await this.claim(kind, limit);
    if (kind === "crm") this.crmPacer.record(rows.length);
    summary.claimed = rows.length;
    // Deliveries run side by side.
    await Promise.all(rows.map((row) => this.handle(row, summary)));
    return summary;
  }

  /** Claims and delivers one batch of each kind, the kinds side by side. */
  async runOnce(): Promise<RunSummary> {
    const summaries = await Promise.all(kinds.map((kind) => this.runKind(kind)));
    return summaries.reduce(addInto, emptySummary());
  }

  /** Delivers until nothing is due, e.g. in tests or before shutting down. */
  async drain(): Promise<RunSummary> {
    const drainKind = async (kind: OutboxKind) => {
      const total = emptySummary();
      for (;;) {
        const summary = await this.runKind(kind);
        addInto(total, summary);
        if (summary.claimed === 0) return total;
      }
    };
    const totals = await Promise.all(kinds.map(drainKind));
    return totals.reduce(addInto, emptySummary());
  }

  private schedule(kind: OutboxKind, delayMs: number): void {
    if (this.stopped) return;
    const loop = this.loops[kind];
    loop.timer = setTimeout(() => {
      loop.running = this.tick(kind).finally(() => (loop.running = undefined));
    }, delayMs);
    loop.timer.unref();
  }

  private async tick(kind: OutboxKind): Promise<void> {
    const loop = this.loops[kind];
    try {
      const summary = await this.runKind(kind);
      loop.idleDelayMs = this.options.pollMs;
      // More may be waiting: go again at once while batches come back full.
      this.schedule(kind, summary.claimed > 0 ? 0 : this.options.pollMs);
    } catch (error) {
      // The database may be down: back off up to 30 s, and log once per back-off step, unless it
      // could not be opened at all: the database's own line said why (src/server/db/client.ts).
      loop.idleDelayMs = Math.min(30_000, loop.idleDelayMs * 2);
      if (!isDatabaseUnavailable(error))
        log.warn({ err: error, kind, retryInMs: loop.idleDelayMs }, "outbox worker could not reach the database");
      this.schedule(kind, loop.idleDelayMs);
    }
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = new AbortController();
    for (const kind of kinds) this.schedule(kind, 0);
  }

  /**
   * Stops polling and lets the deliveries in flight finish for up to `stopGraceMs`, recording
   * their outcomes: a CRM post cut off after HubSpot took it would be posted twice, as HubSpot has
   * no idempotency key. Past the grace period the rest are cancelled and tried again later.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const kind of kinds) clearTimeout(this.loops[kind].timer);
    // Cancelled deliveries end at once, and their retries are recorded before this returns.
    const graceOver = setTimeout(() => {
      log.warn("outbox worker: deliveries still in flight after the grace period are cancelled and tried again later");
      this.stopping.abort();
    }, this.options.stopGraceMs ?? defaultStopGraceMs);
    await Promise.all(kinds.map((kind) => this.loops[kind].running));
    clearTimeout(graceOver);
    this.options.mailer?.close();
  }
}

/** A worker configured from the environment (HUBSPOT_*, SMTP_URL, MAIL_FROM, OUTBOX_*); the composition root (src/instrumentation-node.ts) gives it `onFailed`. */
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
