// `node node_modules/tsx/dist/cli.mjs --conditions=react-server scripts/verify-backup.ts FILE`: the
// process that verifies one backup (src/server/backup/verify.ts), started by the server after each
// scheduled backup and by `npm run backup -- --verify`. Prints its outcome as one JSON line, with
// its peak memory.
import path from "node:path";
import { verifyInScratch, withScratchDir } from "../src/server/backup/verify";

const [file] = process.argv.slice(2);
if (!file) {
  console.error("Usage: scripts/verify-backup.ts FILE");
  process.exit(2);
}
const outcome = await withScratchDir((dir) => verifyInScratch(path.resolve(file), dir, path.join(process.cwd(), "drizzle")));
console.log(JSON.stringify({ ...outcome, peakMemoryBytes: process.resourceUsage().maxRSS * 1024 }));
