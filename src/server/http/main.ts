// Serves the site built in the working directory (server.ts). `npm start` (scripts/start.ts)
// comes here once the settings are checked and the build is current; tests that need only a
// server start it directly: `node --import tsx/esm src/server/http/main.ts`.
import { serve } from "./server";

Object.assign(process.env, { NODE_ENV: "production" });
serve(process.cwd());
