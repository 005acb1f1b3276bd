import { getEnv, InvalidEnvironmentError } from "./config/env";

// A bad setting stops the server as it starts, with every bad variable named.
try {
  getEnv();
} catch (error) {
  if (!(error instanceof InvalidEnvironmentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
