// Serves the site built in the working directory (server.ts). Compiled by scripts/build.ts to
// dist/server/main.js, which `npm start` (scripts/start.mjs) imports once the settings are checked
// and the build is current; tests that need only a server start it directly: `node dist/server/main.js`.
import fs from "node:fs";
import path from "node:path";
import { serve } from "./server";

Object.assign(process.env, { NODE_ENV: "production" });
// Next's configuration as the build resolved it (.next/required-server-files.json), handed to
// Next the way its own standalone server does. Otherwise `next()` loads next.config.ts again, and
// compiling it loads Next's SWC compiler and next-intl's plugin into the server for good: 40 MB
// resident and two more threads, for a file whose result the build already wrote down.
const built = path.join(process.cwd(), ".next", "required-server-files.json");
const { config } = JSON.parse(fs.readFileSync(built, "utf8")) as { config: unknown };
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
serve(process.cwd());
