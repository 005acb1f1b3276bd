import nextEnv from "@next/env";
import { InvalidEnvironmentError, parseEnv } from "../src/config/env";

// Check the settings as `next start` will see them: in production, with the .env files it loads.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

try {
  parseEnv({ ...process.env, NODE_ENV: "production" });
} catch (error) {
  if (!(error instanceof InvalidEnvironmentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
