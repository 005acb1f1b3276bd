// Which Node versions still get security fixes, for `npm start`'s warning (scripts/start.mjs).
// Plain JavaScript, like the launcher that imports it: it runs before any build, without tsx.

/** The Node line production should run (Dockerfile, systemd unit, CI): the active LTS. */
export const productionNodeLine = 24;

/**
 * The last day each Node line gets fixes (nodejs.org, "Node.js Releases"): an odd line on 1 June
 * after the next even one ships, an even (LTS) line three years after it ships. Add each new line
 * when it ships; a line newer than the table counts as supported, one older than it as ended.
 */
export const nodeEndOfLife = /** @type {const} */ ({
  18: "2025-04-30",
  19: "2023-06-01",
  20: "2026-04-30",
  21: "2024-06-01",
  22: "2027-04-30",
  23: "2025-06-01",
  24: "2028-04-30",
  25: "2026-06-01",
  26: "2029-04-30",
});

/**
 * The warning for a Node past its end of life on `today` (UTC), or undefined while it is supported.
 * @param {string} version as `process.version` says it, e.g. "v20.20.2"
 * @param {Date} today
 * @returns {string | undefined}
 */
export function endOfLifeWarning(version, today) {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (!Number.isInteger(major)) return undefined;
  const lines = Object.keys(nodeEndOfLife).map(Number);
  const endedOn = /** @type {Record<number, string | undefined>} */ (nodeEndOfLife)[major];
  const advice = `it gets no security fixes. Run the site on Node ${productionNodeLine} LTS (README, "Supported Node versions"); starting anyway.`;
  if (endedOn === undefined) {
    return major < Math.min(...lines) ? `Node ${version.replace(/^v/, "")} is past its end of life: ${advice}` : undefined;
  }
  if (today.toISOString().slice(0, 10) <= endedOn) return undefined;
  return `Node ${version.replace(/^v/, "")} reached its end of life on ${endedOn}: ${advice}`;
}
