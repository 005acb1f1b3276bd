// `npm run fuzz -- -n 10000 [--seed 42]`: starts the production build (`npm run build` first) on
// a fresh PostgreSQL database beside FUZZ_DATABASE_URL, behind a trusted proxy so each case can
// come from its own address, runs tests/fuzz/fuzz.ts against it and prints the figures. Exits 1
// on any 5xx, invalid row, lost submission or forged request not refused. FUZZ_SERVER_LOG=file keeps the server's output.
import { spawn } from "node:child_process";
import { fuzz } from "../tests/fuzz/fuzz";
import { recreateDatabase } from "./lib/fresh-database";

function argument(names: string[], fallback: string): string {
  const index = process.argv.findIndex((value) => names.includes(value));
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const cases = Number(argument(["-n", "--cases"], "1000"));
const seed = Number(argument(["--seed"], String(Date.now() % 1_000_000)));
const port = Number(argument(["--port"], "3290"));
const databaseUrl = process.env.FUZZ_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/site_fuzz";

await recreateDatabase(databaseUrl);

const baseUrl = `http://127.0.0.1:${port}`;
let output = "";
const server = spawn(process.execPath, ["dist/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    SITE_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: "fuzz-server-secret-0123456789abcdef0123456789",
  },
});
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));

try {
  const deadline = Date.now() + 120_000;
  while (
    (await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const report = await fuzz({ baseUrl, databaseUrl, cases, seed });
  if (process.env.FUZZ_SERVER_LOG) (await import("node:fs")).writeFileSync(process.env.FUZZ_SERVER_LOG, output);
  const stacks = output.split("\n").filter((line) => /^\s+at /.test(line)).length;
  console.log(
    JSON.stringify({ seed, ...report, serverErrors: report.serverErrors.slice(0, 20), stackLinesLogged: stacks }, null, 2),
  );
  const failed =
    report.serverErrors.length +
    report.invalidAcknowledged.length +
    report.lost.length +
    report.invalidStored.length +
    report.forgedAccepted.length;
  console.log(
    `${cases} cases in ${(report.durationMs / 1000).toFixed(1)} s: ${report.serverErrors.length} 5xx, ` +
      `${report.acknowledged} acknowledged (${report.lost.length} lost, ${report.invalidAcknowledged.length} invalid), ` +
      `${report.storedRows} rows stored (${report.invalidStored.length} invalid), ${report.eventsStored} events stored, ` +
      `${report.forgedAccepted.length} forged requests not refused`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  server.kill("SIGTERM");
}
