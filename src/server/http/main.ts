// Serves the site built in the working directory (server.ts). Compiled by scripts/build.ts to
// dist/server/main.js, which `npm start` (scripts/start.mjs) imports once the settings are checked
// and the build is current; tests that need only a server start it directly: `node dist/server/main.js`.
import { serve } from "./server";

Object.assign(process.env, { NODE_ENV: "production" });
serve(process.cwd());
