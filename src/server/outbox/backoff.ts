import "server-only";
export interface BackoffRule {
  /** Delay before the second attempt, before jitter. */
  baseMs: number;
  /** The longest delay between two attempts. */
  maxMs: number;
}

/**
 * Exponential backoff with "equal jitter": after attempt n the delay is between half and all of
 * min(max, base * 2^(n-1)), so retries of many rows after one outage spread out instead of
 * hitting the CRM together. A server's Retry-After is honoured when it asks for longer.
 */
export function retryDelayMs(attempt: number, rule: BackoffRule, retryAfterMs = 0, random: () => number = Math.random): number {
  const exponential = Math.min(rule.maxMs, rule.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  return Math.round(Math.max(jittered, Math.min(retryAfterMs, rule.maxMs)));
}

/**
 * Keeps a sender under `limit` requests per `windowMs` (HubSpot's forms endpoint allows 50 per
 * 10 s per sender), counting in a sliding window, and can pause it entirely after a 429.
 */
export class SlidingWindowPacer {
  private sent: number[] = [];
  private pausedUntil = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many requests may start now. */
  available(): number {
    const now = this.now();
    if (now < this.pausedUntil) return 0;
    this.sent = this.sent.filter((at) => at > now - this.windowMs);
    return Math.max(0, this.limit - this.sent.length);
  }

  record(count = 1): void {
    const now = this.now();
    for (let i = 0; i < count; i++) this.sent.push(now);
  }

  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
  }
}
