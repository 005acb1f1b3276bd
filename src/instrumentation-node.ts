import { getEnv, InvalidEnvironmentError } from "./config/env";

// A bad setting stops the server as it starts, with every bad variable named.
try {
  getEnv();
} catch (error) {
  if (!(error instanceof InvalidEnvironmentError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The outbox worker runs inside each server process (never during a build): it delivers the
// CRM submissions and e-mails that forms and accounts wrote to the outbox.
const env = getEnv();
if (env.OUTBOX_WORKER && env.NEXT_PHASE !== "phase-production-build") {
  const { createOutboxWorker } = await import("./server/outbox/worker");
  createOutboxWorker().start();
}
