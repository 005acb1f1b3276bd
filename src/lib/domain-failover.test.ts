import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failoverLogKey, startDomainFailover, type FailoverEnvironment, type FailoverLogEntry } from "./domain-failover";
import type { DomainFailoverFeature } from "./site-features";

const primary = "https://www.example.ca";
const backup = "https://www.example.com";
const config: DomainFailoverFeature = {
  primaryOrigin: primary,
  backupOrigin: backup,
  checkIntervalMs: 30_000,
  checkTimeoutMs: 5000,
  returnDelayMs: 1000,
};

type Answer = boolean | "hang";

/** A browser tab on `origin`, whose origins answer as `up` says at the moment they are asked. */
function fakeTab(origin: string, up: Record<string, Answer>) {
  const storage = new Map<string, string>();
  const visibilityListeners = new Set<() => void>();
  const probes: { url: string; signal: AbortSignal }[] = [];
  const tab = {
    hidden: false,
    probes,
    navigations: [] as string[],
    up,
    log: () => JSON.parse(storage.get(failoverLogKey) ?? "[]") as FailoverLogEntry[],
    setHidden(hidden: boolean) {
      tab.hidden = hidden;
      for (const listener of visibilityListeners) listener();
    },
  };
  const environment: FailoverEnvironment = {
    origin,
    location: () => "/fr/privacy?ref=mail#contact",
    probe: (url, signal) => {
      probes.push({ url, signal });
      const answer = tab.up[new URL(url).origin];
      if (answer === "hang") return new Promise(() => {});
      return answer ? Promise.resolve(true) : Promise.reject(new TypeError("Failed to fetch"));
    },
    navigate: (url) => tab.navigations.push(url),
    isHidden: () => tab.hidden,
    onVisibilityChange: (listener) => {
      visibilityListeners.add(listener);
      return () => visibilityListeners.delete(listener);
    },
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
  };
  return { tab, environment };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-05-01T12:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("domain failover", () => {
  it("on the primary, checks its favicon every 30 s and stays while it answers", async () => {
    const { tab, environment } = fakeTab(primary, { [primary]: true, [backup]: true });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(tab.probes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.probes.map((probe) => probe.url)).toEqual([`${primary}/images/favicon.svg`]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tab.probes).toHaveLength(2);
    expect(tab.navigations).toEqual([]);
  });

  it("moves to the same path, query and hash on the backup when the primary fails", async () => {
    const { tab, environment } = fakeTab(primary, { [primary]: false, [backup]: true });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tab.navigations).toEqual([`${backup}/fr/privacy?ref=mail#contact`]);
    expect(tab.log().map(({ at: _at, ...entry }) => entry)).toEqual([
      { type: "check", origin: primary, ok: false },
      { type: "check", origin: backup, ok: true },
      { type: "switch", from: primary, to: backup },
    ]);
    // It has moved: nothing more runs on this page.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(tab.probes).toHaveLength(2);
  });

  it("counts a check unanswered after 5 s as failed, and aborts it", async () => {
    const { tab, environment } = fakeTab(primary, { [primary]: "hang", [backup]: true });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(30_000 + 4999);
    expect(tab.navigations).toEqual([]);
    expect(tab.probes[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.probes[0]?.signal.aborted).toBe(true);
    expect(tab.navigations).toEqual([`${backup}/fr/privacy?ref=mail#contact`]);
  });

  it("stays on the primary, checking on, when the backup is down too (no redirect loop)", async () => {
    const { tab, environment } = fakeTab(primary, { [primary]: false, [backup]: "hang" });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(5 * 35_000);
    expect(tab.navigations).toEqual([]);
    expect(tab.log().filter((entry) => entry.type === "check")).toHaveLength(10);
    expect(tab.log().every((entry) => entry.type === "check" && !entry.ok)).toBe(true);
  });

  it("on the backup, returns to the primary 1 s after it answers again", async () => {
    const { tab, environment } = fakeTab(backup, { [primary]: false, [backup]: true });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tab.probes.map((probe) => probe.url)).toEqual([`${primary}/images/favicon.svg`, `${primary}/images/favicon.svg`]);
    expect(tab.navigations).toEqual([]);

    tab.up[primary] = true;
    await vi.advanceTimersByTimeAsync(30_000 + 999);
    expect(tab.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.navigations).toEqual([`${primary}/fr/privacy?ref=mail#contact`]);
    expect(tab.log().at(-1)).toMatchObject({ type: "switch", from: backup, to: primary });
  });

  it("on the backup, stays while the primary is down, whatever the backup does", async () => {
    const { tab, environment } = fakeTab(backup, { [primary]: "hang", [backup]: false });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(10 * 35_000);
    expect(tab.navigations).toEqual([]);
    expect(tab.probes.every((probe) => probe.url.startsWith(primary))).toBe(true);
  });

  it("runs no check while the tab is hidden, and checks at once when it shows again after the interval", async () => {
    const { tab, environment } = fakeTab(primary, { [primary]: true, [backup]: true });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(10_000);
    tab.setHidden(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(tab.probes).toHaveLength(0);

    tab.up[primary] = false;
    tab.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.probes.map((probe) => probe.url)).toEqual([`${primary}/images/favicon.svg`, `${backup}/images/favicon.svg`]);
    expect(tab.navigations).toHaveLength(1);
  });

  it("waits out the rest of the interval when the tab shows again early", async () => {
    const { tab, environment } = fakeTab(primary, { [primary]: true, [backup]: true });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tab.probes).toHaveLength(1);
    tab.setHidden(true);
    await vi.advanceTimersByTimeAsync(10_000);
    tab.setHidden(false);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(tab.probes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.probes).toHaveLength(2);
  });

  it("keeps at most 50 log entries, dropping the oldest", async () => {
    const { tab, environment } = fakeTab(primary, { [primary]: true, [backup]: true });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(49 * 30_000);
    expect(tab.log()).toHaveLength(49);
    await vi.advanceTimersByTimeAsync(11 * 30_000);
    const log = tab.log();
    expect(log).toHaveLength(50);
    // Sixty checks were made; the first ten are gone.
    expect(log[0]?.at).toBe(new Date(Date.parse("2026-05-01T12:00:00Z") + 11 * 30_000).toISOString());
    expect(log.at(-1)?.at).toBe(new Date(Date.parse("2026-05-01T12:00:00Z") + 60 * 30_000).toISOString());
  });

  it("keeps checking when session storage is unavailable", async () => {
    const { tab, environment } = fakeTab(primary, { [primary]: false, [backup]: true });
    const throwing = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {},
    };
    startDomainFailover(config, { ...environment, storage: throwing });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tab.navigations).toHaveLength(1);
  });

  it("does nothing on an origin that is neither the primary nor the backup", async () => {
    const { tab, environment } = fakeTab("http://localhost:3000", { [primary]: false, [backup]: true });
    startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(5 * 30_000);
    expect(tab.probes).toHaveLength(0);
    expect(tab.log()).toEqual([]);
  });

  it("stops checking once stopped (the page left)", async () => {
    const { tab, environment } = fakeTab(primary, { [primary]: true, [backup]: true });
    const stop = startDomainFailover(config, environment);
    await vi.advanceTimersByTimeAsync(30_000);
    stop();
    await vi.advanceTimersByTimeAsync(5 * 30_000);
    expect(tab.probes).toHaveLength(1);
  });
});
