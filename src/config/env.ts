import { z } from "zod";
import { meetsPasswordRule } from "../lib/validation/password-rule.ts";

const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const wholeNumber = (unit: string, min: number, max: number) =>
  z.coerce
    .number({ error: `must be a number${unit}` })
    .int(`must be a whole number${unit}`)
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

const onOff = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

/** An origin (scheme, host, port): a path, query or fragment is refused rather than dropped. */
const optionalOrigin = z.preprocess(
  emptyAsUnset,
  z
    .url({ protocol: /^https?$/, error: "must be an http(s) origin such as https://www.example.ca" })
    .refine((value) => {
      const url = new URL(value);
      return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    }, "must be an origin only (scheme, host and port), without a path, query or fragment")
    .transform((value) => new URL(value).origin)
    .optional(),
);

const optionalText = (max: number) => z.preprocess(emptyAsUnset, z.string().trim().min(1).max(max).optional());
/** OWASP's minimum scrypt cost (Password Storage Cheat Sheet: N=2^17, r=8, p=1), PASSWORD_HASH_LOG2N's default. */
export const OWASP_MINIMUM_SCRYPT_LOG2N = 17;

/** Variables whose value must never be echoed in an error message. */
const secretNames = new Set(["BETTER_AUTH_SECRET", "ADMIN_PASSWORD", "METRICS_TOKEN"]);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(emptyAsUnset, port.default(3000)),
  // The address the server binds to; unset, every interface. Not HOSTNAME: container platforms
  // set that to the machine's name, and Next's handler misreads it (every page redirected to itself).
  HOST: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(/^[\w.:-]{1,253}$/, "must be an address or host name such as 0.0.0.0, 127.0.0.1 or ::")
      .optional(),
  ),
  // Admission of form posts (src/server/http/admission.ts): posts worked on at once. Enough for
  // 50 visitors posting at once to start at once (they then take turns for the database pool's
  // connections, client.ts); past it, posts wait in turn across addresses (POST_QUEUE_WAIT_MS).
  MAX_CONCURRENT_POSTS: z.preprocess(emptyAsUnset, wholeNumber("", 1, 10_000).default(64)),
  // One address (an IPv6 /64) never holds more than these, so it cannot take every slot.
  MAX_CONCURRENT_POSTS_PER_ADDRESS: z.preprocess(emptyAsUnset, wholeNumber("", 1, 10_000).default(4)),
  // How long a post over a bound waits for a slot before 503: a burst is served, not refused.
  POST_QUEUE_WAIT_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 0, 30_000).default(2000)),
  // Silence in a request body before it is cut with 408 (and its slot freed).
  REQUEST_BODY_TIMEOUT_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 500, 120_000).default(5000)),
  SITE_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.ca" })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  ),
  DATABASE_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional()),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default("./data")),
  LOG_LEVEL: z.preprocess(emptyAsUnset, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
  // How often an instance reads the cache tags that other instances changed (PostgreSQL only).
  CACHE_TAG_POLL_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 0, 1000).default(1000)),
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .enum(["true", "false", "1", "0"], { error: "must be true or false" })
      .transform((value) => value === "true" || value === "1")
      .default(false),
  ),
  // `/api/metrics` (src/server/metrics) answers a request from this machine, or one that sends
  // `Authorization: Bearer <METRICS_TOKEN>`; unset, only this machine may read it.
  METRICS_TOKEN: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[\w.~+/=-]{32,256}$/, "must be 32 to 256 letters, digits or -._~+/= (e.g. `openssl rand -hex 32`)")
      .optional(),
  ),
  HUBSPOT_API_BASE: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.hsforms.com" })
      .transform((url) => url.replace(/\/+$/, ""))
      .default("https://api.hsforms.com"),
  ),
  HUBSPOT_PORTAL_ID: optionalText(64),
  HUBSPOT_CONTACT_FORM_ID: optionalText(64),
  // Unset: HubSpot's own loader for HUBSPOT_PORTAL_ID (src/lib/site-features.ts).
  HUBSPOT_CHAT_SCRIPT_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL of a script" }).optional(),
  ),
  HUBSPOT_B2B_FORM_ID: optionalText(64),
  PRIMARY_ORIGIN: optionalOrigin,
  BACKUP_ORIGIN: optionalOrigin,
  FAILOVER_CHECK_INTERVAL_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 100, 3_600_000).default(30_000)),
  FAILOVER_CHECK_TIMEOUT_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 100, 60_000).default(5000)),
  FAILOVER_RETURN_DELAY_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 0, 60_000).default(1000)),
  SMTP_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().trim().min(3).max(320).default("Terramare Imports <no-reply@example.ca>")),
  FORM_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUnset, wholeNumber("", 1, 1_000_000).default(5)),
  OUTBOX_WORKER: z.preprocess(emptyAsUnset, onOff.default(true)),
  OUTBOX_POLL_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 100, 60_000).default(1000)),
  OUTBOX_MAX_ATTEMPTS: z.preprocess(emptyAsUnset, wholeNumber("", 1, 100).default(12)),
  OUTBOX_RETRY_BASE_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 10, 3_600_000).default(30_000)),
  OUTBOX_RETRY_MAX_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 10, 86_400_000).default(3_600_000)),
  // The privacy policy's retention periods (section "How long we keep it"), in months.
  RETENTION_CONTACT_MONTHS: z.preprocess(emptyAsUnset, wholeNumber(" of months", 1, 600).default(24)),
  RETENTION_REJECTED_REQUEST_MONTHS: z.preprocess(emptyAsUnset, wholeNumber(" of months", 1, 600).default(12)),
  RETENTION_ANALYTICS_MONTHS: z.preprocess(emptyAsUnset, wholeNumber(" of months", 1, 600).default(13)),
  RETENTION_CLOSED_ACCOUNT_MONTHS: z.preprocess(emptyAsUnset, wholeNumber(" of months", 1, 600).default(24)),
  RETENTION_JOB: z.preprocess(emptyAsUnset, onOff.default(true)),
  // Backups (src/server/backup): the daily job's folder, how many it keeps, and whether it runs.
  BACKUP_DIR: z.preprocess(emptyAsUnset, z.string().default("./backups")),
  BACKUP_KEEP: z.preprocess(emptyAsUnset, wholeNumber(" of backups", 1, 1000).default(14)),
  BACKUP_JOB: z.preprocess(emptyAsUnset, onOff.default(true)),
  // Staff alerts (src/server/alerts): the stuck-outbox check and the daily digest, once across instances.
  ALERT_JOB: z.preprocess(emptyAsUnset, onOff.default(true)),
  // Scheduled publishing (src/server/content/schedules.ts): how often each instance looks for due schedules.
  CONTENT_SCHEDULE_POLL_MS: z.preprocess(emptyAsUnset, wholeNumber(" of milliseconds", 100, 60_000).default(15_000)),
  // scrypt's cost for new password hashes, as log2 of N (src/server/auth/password-hash.ts). Below
  // OWASP's minimum only on test machines (each sign-in hashes: the suites make hundreds); the
  // server warns when it starts so. Above it, 2^20 takes 1 GiB and seconds a sign-in.
  PASSWORD_HASH_LOG2N: z.preprocess(emptyAsUnset, wholeNumber("", 14, 20).default(OWASP_MINIMUM_SCRYPT_LOG2N)),
  BETTER_AUTH_SECRET: z.preprocess(
    emptyAsUnset,
    z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)").optional(),
  ),
  // Set by Next while it builds: the build needs no secret, only the server that runs it.
  NEXT_PHASE: z.string().optional(),
  ADMIN_EMAIL: z.preprocess(emptyAsUnset, z.email({ error: "must be an e-mail address" }).optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(meetsPasswordRule, 'must have at least 8 characters, one uppercase letter and one of !@#$%^&*(),.?":{}|<>')
      .optional(),
  ),
});

const checkedEnvSchema = envSchema.superRefine((env, context) => {
  // On the embedded database a production server makes its own secret and keeps it in DATA_DIR
  // (src/server/auth/secret.ts); instances sharing PostgreSQL must all be given the same one.
  if (
    env.NODE_ENV === "production" &&
    env.NEXT_PHASE !== "phase-production-build" &&
    env.DATABASE_URL &&
    !env.BETTER_AUTH_SECRET
  ) {
    context.addIssue({
      code: "custom",
      path: ["BETTER_AUTH_SECRET"],
      message:
        "is required in production with DATABASE_URL (every instance needs the same one): at least 32 random characters (e.g. `openssl rand -base64 32`)",
    });
  }
  if (!env.ADMIN_EMAIL !== !env.ADMIN_PASSWORD) {
    const missing = env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
    context.addIssue({ code: "custom", path: [missing], message: "must be set together with ADMIN_EMAIL and ADMIN_PASSWORD" });
  }
  if (!env.PRIMARY_ORIGIN !== !env.BACKUP_ORIGIN) {
    const missing = env.PRIMARY_ORIGIN ? "BACKUP_ORIGIN" : "PRIMARY_ORIGIN";
    context.addIssue({ code: "custom", path: [missing], message: "must be set together with PRIMARY_ORIGIN and BACKUP_ORIGIN" });
  } else if (env.PRIMARY_ORIGIN && env.PRIMARY_ORIGIN === env.BACKUP_ORIGIN) {
    context.addIssue({ code: "custom", path: ["BACKUP_ORIGIN"], message: "must differ from PRIMARY_ORIGIN" });
  }
});

// Unset, SITE_URL is this machine at PORT: a newcomer who only changes PORT still gets working links.
const finalEnvSchema = checkedEnvSchema.transform((env) => ({
  ...env,
  SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
}));

export type Env = z.infer<typeof finalEnvSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "InvalidEnvironmentError";
  }
}

/** Validates every setting at once, so one start reports all the bad variables. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = finalEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = source[name];
    const got = secretNames.has(name) && value ? `a value of ${value.length} characters` : JSON.stringify(value);
    return `${name}: ${issue.message} (got ${got})`;
  });
  throw new InvalidEnvironmentError(problems);
}

/** The line the server logs at start when password hashes are made below OWASP's minimum cost. */
export function weakPasswordHashWarning({ PASSWORD_HASH_LOG2N }: Pick<Env, "PASSWORD_HASH_LOG2N">): string | undefined {
  if (PASSWORD_HASH_LOG2N >= OWASP_MINIMUM_SCRYPT_LOG2N) return undefined;
  return `PASSWORD_HASH_LOG2N=${PASSWORD_HASH_LOG2N} is below OWASP's minimum (${OWASP_MINIMUM_SCRYPT_LOG2N}): new password hashes are cheaper to crack; for test machines only`;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
