#!/usr/bin/env node
// The lint "suite" of `npm test`: ESLint (boundaries, cycles, Next's rules), Prettier's check, the
// import circles (type imports counted), and
// tsc on npm start's JavaScript launcher (scripts/start.mjs, through its JSDoc types: the rest of
// the code is checked by `next build`), each counted as one test in a report shaped like Vitest's,
// so the totals include them.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const report = process.argv[2];
const checks = [
  ["eslint", ["npm", ["run", "--silent", "lint"]]],
  ["prettier", ["npm", ["run", "--silent", "format:check"]]],
  // Import circles, type imports counted (.dependency-cruiser.cjs): ESLint's import/no-cycle skips those.
  ["import cycles", ["npm", ["run", "--silent", "cycles"]]],
  ["tsc scripts/start.mjs", ["npm", ["exec", "--", "tsc", "-p", "tsconfig.start.json"]]],
];

let passed = 0;
let failed = 0;
for (const [name, [command, args]] of checks) {
  console.log(`--- ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root });
  if (result.status === 0) {
    passed += 1;
    console.log(`✓ ${name}`);
  } else {
    failed += 1;
    console.log(`✗ ${name}`);
  }
}
if (report) {
  fs.writeFileSync(report, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, success: failed === 0 }));
}
process.exit(failed === 0 ? 0 : 1);
