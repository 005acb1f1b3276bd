// wrk, the load generator of the benchmarks (multi-threaded, in C: a Node client tops out near
// 3,000 requests a second here and measures itself). Debian's package, installed when missing.
import { execFileSync, spawnSync } from "node:child_process";

export function ensureWrk(): void {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  console.error("wrk is missing: installing Debian's package (apt-get install wrk)");
  execFileSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit" });
}

/** wrk's duration figures ("850.00us", "1.23ms", "2.01s") in milliseconds. */
export function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return NaN;
  const factor = ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[match[2] ?? ""] ?? NaN;
  return Number(match[1]) * factor;
}

/**
 * One wrk run against `url` (2 threads, `connections`, `seconds`, a 10 s timeout): the requests
 * answered, req/s, p50 and p99 (ms), and errors (socket errors and answers other than 2xx/3xx).
 */
export function runWrk(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): { requests: number; rps: number; p50: number; p99: number; errors: number } {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const result = spawnSync(
    "wrk",
    ["-t2", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "--latency", ...headerArgs, url],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const out = result.stdout;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p50 = milliseconds(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? "");
  const p99 = milliseconds(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? "");
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + non2xx;
  return { requests, rps, p50, p99, errors };
}
