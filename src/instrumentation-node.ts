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
if (env.NEXT_PHASE !== "phase-production-build") {
  // A delivery given up on alerts the staff who asked to be told (src/server/alerts).
  const worker = env.OUTBOX_WORKER
    ? (await import("./server/outbox/worker")).createOutboxWorker({
        onFailed: (await import("./server/alerts")).alertFailedDelivery,
      })
    : undefined;
  worker?.start();
  // The privacy policy's retention periods, applied once a day.
  const stopRetention = env.RETENTION_JOB ? (await import("./server/retention")).startRetentionJob() : undefined;
  // The daily backup (src/server/backup), and on the embedded database the snapshot that
  // `npm run backup` asks this process for (PGlite is this process's alone).
  const backup = await import("./server/backup");
  // A backup the site could not restore into a scratch database alerts the administrators.
  const { alertBackupNotVerified } = await import("./server/alerts");
  const { getDb } = await import("./server/db/client");
  const backupHooks = {
    onNotVerified: async (failed: Parameters<typeof alertBackupNotVerified>[1]) => alertBackupNotVerified(await getDb(), failed),
  };
  const stopBackups = env.BACKUP_JOB ? backup.startBackupJob(backupHooks) : undefined;
  if (!env.DATABASE_URL) {
    globalThis.__terramareBackup = {
      takeToken: (offered) => backup.takeBackupToken(env.DATA_DIR, offered),
      write: async (output) => backup.streamSnapshot(await (await import("./server/db/client")).getDb(), output),
    };
  }
  // Staff alerts: the stuck-outbox check each minute, the daily digest of new requests.
  const stopAlerts = env.ALERT_JOB ? (await import("./server/alerts")).startAlertJob() : undefined;
  // Scheduled publishing: due schedules carried out once across instances, missed ones at start.
  const stopSchedules = (await import("./server/content/schedules")).startScheduleJob();

  // The server (src/server/http/server.ts) calls this once the last request is answered, before the process exits:
  // the worker records its batch in flight and the database closes cleanly (an embedded PGlite
  // left open at exit may not open again).
  const { closeDb } = await import("./server/db/client");
  const { log } = await import("./server/log");
  // The first administrator (ADMIN_EMAIL), made once the database is open.
  void (await import("./server/auth/accounts")).bootstrapAccounts();
  // The server answers /api/health from this, without Next's request path (src/server/http/health.ts).
  globalThis.__terramareHealth = (await import("./server/health")).healthReport;
  // And the public forms' submissions, posted with or without JavaScript (src/server/http/form-intake.ts).
  globalThis.__terramareFormIntake = (await import("./server/forms/intake")).takeSubmission;
  // And /api/metrics reads the outbox and the schedules from this when scraped (src/server/metrics).
  globalThis.__terramareMetricReadings = (await import("./server/metrics/database")).readMetricGauges;
  globalThis.__terramareShutdown = async () => {
    stopRetention?.();
    stopBackups?.();
    stopAlerts?.();
    stopSchedules();
    // Analytics events still in the buffer (src/server/analytics): written before the database closes.
    await (await import("./server/analytics")).flushEvents();
    log.info("shutdown: analytics events flushed");
    if (worker) {
      await worker.stop();
      log.info("shutdown: outbox worker stopped");
    }
    await closeDb();
    log.info("shutdown: database closed");
  };
}
