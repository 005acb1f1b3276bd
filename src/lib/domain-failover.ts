import type { DomainFailoverFeature } from "./site-features";

/** What the health check asks each origin for (SPEC section 7: the primary domain's favicon). */
export const failoverProbePath = "/images/favicon.svg";
/** Where each check and switch is logged, in sessionStorage, at most `maxFailoverLogEntries`. */
export const failoverLogKey = "domain-failover-log";
export const maxFailoverLogEntries = 50;

export type FailoverLogEntry =
  { at: string; type: "check"; origin: string; ok: boolean } | { at: string; type: "switch"; from: string; to: string };

/** Everything the state machine needs from the browser, so tests can drive it with a fake clock. */
export interface FailoverEnvironment {
  origin: string;
  /** The path, query and hash the visitor is on now (kept when the page moves). */
  location(): string;
  /** Asks a URL for an answer; true when it answered OK. It should stop when `signal` aborts. */
  probe(url: string, signal: AbortSignal): Promise<boolean>;
  navigate(url: string): void;
  isHidden(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  storage: Pick<Storage, "getItem" | "setItem"> | null;
}

function appendLog(storage: FailoverEnvironment["storage"], entry: FailoverLogEntry) {
  if (!storage) return;
  try {
    const previous: unknown = JSON.parse(storage.getItem(failoverLogKey) ?? "[]");
    const entries = Array.isArray(previous) ? previous : [];
    storage.setItem(failoverLogKey, JSON.stringify([...entries, entry].slice(-maxFailoverLogEntries)));
  } catch {
    // A full or blocked storage only loses the log, never the check.
  }
}

/**
 * Watches the primary origin from a page of the site (SPEC section 9). On the primary, every
 * interval it asks the primary's favicon; if that fails and the backup answers, the page moves
 * to the same path on the backup (when both are down it stays: no loop). On the backup, once
 * the primary answers, it goes back after `returnDelayMs`. Nothing runs while the tab is hidden.
 * On any other origin (a preview, localhost) it does nothing. Returns a function that stops it.
 */
export function startDomainFailover(config: DomainFailoverFeature, environment: FailoverEnvironment): () => void {
  const { primaryOrigin, backupOrigin, checkIntervalMs, checkTimeoutMs, returnDelayMs } = config;
  const role = environment.origin === primaryOrigin ? "primary" : environment.origin === backupOrigin ? "backup" : null;
  if (!role) return () => {};

  let timer: unknown;
  let stopped = false;
  let busy = false;
  let lastCheckAt = environment.now();

  const at = () => new Date(environment.now()).toISOString();

  const wait = (ms: number) => new Promise<void>((resolve) => environment.setTimeout(resolve, ms));

  async function check(origin: string): Promise<boolean> {
    const controller = new AbortController();
    let timeout: unknown;
    const timedOut = new Promise<false>((resolve) => {
      timeout = environment.setTimeout(() => {
        controller.abort();
        resolve(false);
      }, checkTimeoutMs);
    });
    const answered = environment.probe(`${origin}${failoverProbePath}`, controller.signal).catch(() => false);
    const ok = await Promise.race([answered, timedOut]);
    environment.clearTimeout(timeout);
    lastCheckAt = environment.now();
    appendLog(environment.storage, { at: at(), type: "check", origin, ok });
    return ok;
  }

  function moveTo(origin: string) {
    stopped = true;
    appendLog(environment.storage, { at: at(), type: "switch", from: environment.origin, to: origin });
    environment.navigate(`${origin}${environment.location()}`);
  }

  async function tick() {
    timer = undefined;
    if (stopped || busy || environment.isHidden()) return;
    busy = true;
    try {
      const primaryUp = await check(primaryOrigin);
      if (stopped) return;
      if (role === "primary" && !primaryUp && (await check(backupOrigin)) && !stopped) return moveTo(backupOrigin);
      if (role === "backup" && primaryUp) {
        await wait(returnDelayMs);
        if (!stopped) return moveTo(primaryOrigin);
      }
    } finally {
      busy = false;
    }
    schedule(checkIntervalMs);
  }

  function schedule(delay: number) {
    if (stopped || environment.isHidden()) return;
    if (timer !== undefined) environment.clearTimeout(timer);
    timer = environment.setTimeout(() => void tick(), Math.max(0, delay));
  }

  const stopWatchingVisibility = environment.onVisibilityChange(() => {
    if (environment.isHidden()) {
      if (timer !== undefined) environment.clearTimeout(timer);
      timer = undefined;
    } else if (!busy) {
      // Back in view: check when the interval since the last check is up, at once if overdue.
      schedule(checkIntervalMs - (environment.now() - lastCheckAt));
    }
  });
  schedule(checkIntervalMs);

  return () => {
    stopped = true;
    if (timer !== undefined) environment.clearTimeout(timer);
    stopWatchingVisibility();
  };
}
