import { InvalidEnvironmentError, parseEnv } from "../src/config/env";

try {
  parseEnv(process.env);
} catch (error) {
  if (!(error instanceof InvalidEnvironmentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
