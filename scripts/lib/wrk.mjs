// wrk, the load generator of the benchmarks (multi-threaded, in C: a Node client tops out near
// 3,000 requests a second here and measures itself). Debian's package, installed when missing.
import { execFileSync, spawnSync } from "node:child_process";

export function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  console.error("wrk is missing: installing Debian's package (apt-get install wrk)");
  execFileSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit" });
}

/** wrk's duration figures ("850.00us", "1.23ms", "2.01s") in milliseconds. */
export function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
  return Number(match[1]) * factor;
}
