import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseEnv, weakPasswordHashWarning } from "./env";

describe("parseEnv", () => {
  it("gives every setting its default when nothing is set", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      MAX_CONCURRENT_POSTS: 64,
      MAX_CONCURRENT_POSTS_PER_ADDRESS: 4,
      POST_QUEUE_WAIT_MS: 2000,
      REQUEST_BODY_TIMEOUT_MS: 5000,
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: undefined,
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      CACHE_TAG_POLL_MS: 1000,
      TRUST_PROXY: false,
      METRICS_TOKEN: undefined,
      HUBSPOT_API_BASE: "https://api.hsforms.com",
      HUBSPOT_PORTAL_ID: undefined,
      HUBSPOT_CONTACT_FORM_ID: undefined,
      HUBSPOT_CHAT_SCRIPT_URL: undefined,
      HUBSPOT_B2B_FORM_ID: undefined,
      PRIMARY_ORIGIN: undefined,
      BACKUP_ORIGIN: undefined,
      FAILOVER_CHECK_INTERVAL_MS: 30_000,
      FAILOVER_CHECK_TIMEOUT_MS: 5000,
      FAILOVER_RETURN_DELAY_MS: 1000,
      SMTP_URL: undefined,
      MAIL_FROM: "Terramare Imports <no-reply@example.ca>",
      FORM_RATE_LIMIT_PER_MINUTE: 5,
      OUTBOX_WORKER: true,
      OUTBOX_POLL_MS: 1000,
      OUTBOX_MAX_ATTEMPTS: 12,
      OUTBOX_RETRY_BASE_MS: 30_000,
      OUTBOX_RETRY_MAX_MS: 3_600_000,
      RETENTION_CONTACT_MONTHS: 24,
      RETENTION_REJECTED_REQUEST_MONTHS: 12,
      RETENTION_ANALYTICS_MONTHS: 13,
      RETENTION_CLOSED_ACCOUNT_MONTHS: 24,
      RETENTION_JOB: true,
      BACKUP_DIR: "./backups",
      BACKUP_KEEP: 14,
      BACKUP_JOB: true,
      ALERT_JOB: true,
      CONTENT_SCHEDULE_POLL_MS: 15_000,
      PASSWORD_HASH_LOG2N: 17,
      BETTER_AUTH_SECRET: undefined,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
    });
  });

  it("reads the CRM, mail and outbox settings and refuses bad ones by name", () => {
    expect(
      parseEnv({
        HUBSPOT_API_BASE: "http://127.0.0.1:4010/",
        HUBSPOT_PORTAL_ID: "123",
        SMTP_URL: "smtp://127.0.0.1:2525",
        OUTBOX_WORKER: "false",
      }),
    ).toMatchObject({ HUBSPOT_API_BASE: "http://127.0.0.1:4010", HUBSPOT_PORTAL_ID: "123", OUTBOX_WORKER: false });
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.ca" })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => parseEnv({ OUTBOX_MAX_ATTEMPTS: "0" })).toThrow(/OUTBOX_MAX_ATTEMPTS: must be between 1 and 100/);
  });

  it("reads the retention periods in months and refuses a bad one by name", () => {
    expect(parseEnv({ RETENTION_CLOSED_ACCOUNT_MONTHS: "36" }).RETENTION_CLOSED_ACCOUNT_MONTHS).toBe(36);
    expect(() => parseEnv({ RETENTION_CLOSED_ACCOUNT_MONTHS: "0" })).toThrow(
      /RETENTION_CLOSED_ACCOUNT_MONTHS: must be between 1 and 600/,
    );
  });

  it("reads the password hash cost (log2 of scrypt's N) from 14 to 20, and warns below OWASP's 17 only", () => {
    expect(parseEnv({ PASSWORD_HASH_LOG2N: "14" }).PASSWORD_HASH_LOG2N).toBe(14);
    expect(parseEnv({ PASSWORD_HASH_LOG2N: "20" }).PASSWORD_HASH_LOG2N).toBe(20);
    expect(() => parseEnv({ PASSWORD_HASH_LOG2N: "13" })).toThrow(/PASSWORD_HASH_LOG2N: must be between 14 and 20 \(got "13"\)/);
    expect(() => parseEnv({ PASSWORD_HASH_LOG2N: "21" })).toThrow(/PASSWORD_HASH_LOG2N: must be between 14 and 20/);
    expect(() => parseEnv({ PASSWORD_HASH_LOG2N: "16.5" })).toThrow(/PASSWORD_HASH_LOG2N: must be a whole number/);
    expect(weakPasswordHashWarning(parseEnv({}))).toBeUndefined();
    expect(weakPasswordHashWarning(parseEnv({ PASSWORD_HASH_LOG2N: "18" }))).toBeUndefined();
    expect(weakPasswordHashWarning(parseEnv({ PASSWORD_HASH_LOG2N: "14" }))).toBe(
      "PASSWORD_HASH_LOG2N=14 is below OWASP's minimum (17): new password hashes are cheaper to crack; for test machines only",
    );
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it("reads numbers and trims the trailing slash of the site URL", () => {
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "8080", SITE_URL: "https://www.example.ca/", CACHE_TAG_POLL_MS: "0" })).toMatchObject({
      PORT: 8080,
      SITE_URL: "https://www.example.ca",
      CACHE_TAG_POLL_MS: 0,
    });
  });

  it("names every bad variable at once, with the value it got", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "abc", DATABASE_URL: "mysql://db/site", LOG_LEVEL: "loud", CACHE_TAG_POLL_MS: "60000" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    const { problems, message } = error as InvalidEnvironmentError;
    expect(problems).toHaveLength(4);
    expect(message).toContain('PORT: must be a number (got "abc")');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL (got "mysql://db/site")');
    expect(message).toContain("LOG_LEVEL");
    expect(message).toContain("CACHE_TAG_POLL_MS: must be between 0 and 1000");
  });

  it("refuses a port out of range", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT: must be between 1 and 65535/);
  });

  it("requires BETTER_AUTH_SECRET in production on PostgreSQL, with a clear message", () => {
    const postgres = { NODE_ENV: "production", DATABASE_URL: "postgres://db.example/site" };
    expect(() => parseEnv(postgres)).toThrow(/BETTER_AUTH_SECRET: is required in production with DATABASE_URL/);
    expect(() => parseEnv({ ...postgres, NEXT_PHASE: "phase-production-build" })).not.toThrow();
    // The embedded database's server makes and keeps its own (src/server/auth/secret.ts).
    expect(() => parseEnv({ NODE_ENV: "production" })).not.toThrow();
    const secret = "s".repeat(32);
    expect(parseEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret }).BETTER_AUTH_SECRET).toBe(secret);
  });

  it("refuses a short secret without echoing it", () => {
    let message = "";
    try {
      parseEnv({ BETTER_AUTH_SECRET: "tooShortSecretValue" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("BETTER_AUTH_SECRET: must be at least 32 characters");
    expect(message).not.toContain("tooShortSecretValue");
  });

  it("refuses a short metrics token without echoing it, and takes a long one", () => {
    expect(() => parseEnv({ METRICS_TOKEN: "short-token" })).toThrow(
      /METRICS_TOKEN: must be 32 to 256 .*a value of 11 characters/,
    );
    expect(() => parseEnv({ METRICS_TOKEN: "short-token" })).not.toThrow(/short-token/);
    const token = "a".repeat(64);
    expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
  });

  it("wants ADMIN_EMAIL and ADMIN_PASSWORD together, the password meeting the rule", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "admin@example.ca" })).toThrow(/ADMIN_PASSWORD: must be set together/);
    expect(() => parseEnv({ ADMIN_EMAIL: "admin@example.ca", ADMIN_PASSWORD: "weakpass" })).toThrow(
      /ADMIN_PASSWORD: must have at least 8 characters/,
    );
    expect(parseEnv({ ADMIN_EMAIL: "admin@example.ca", ADMIN_PASSWORD: "Strong!Pass" })).toMatchObject({
      ADMIN_EMAIL: "admin@example.ca",
      ADMIN_PASSWORD: "Strong!Pass",
    });
  });

  it("reads the failover origins as origins, both or neither, and different", () => {
    expect(parseEnv({ PRIMARY_ORIGIN: "https://www.example.ca/", BACKUP_ORIGIN: "https://www.example.com:8443" })).toMatchObject({
      PRIMARY_ORIGIN: "https://www.example.ca",
      BACKUP_ORIGIN: "https://www.example.com:8443",
    });
    expect(() => parseEnv({ PRIMARY_ORIGIN: "https://www.example.ca" })).toThrow(/BACKUP_ORIGIN: must be set together/);
    expect(() => parseEnv({ PRIMARY_ORIGIN: "https://www.example.ca/fr", BACKUP_ORIGIN: "https://www.example.com" })).toThrow(
      /PRIMARY_ORIGIN: must be an origin only/,
    );
    expect(() => parseEnv({ PRIMARY_ORIGIN: "https://www.example.ca", BACKUP_ORIGIN: "https://www.example.ca/" })).toThrow(
      /BACKUP_ORIGIN: must differ from PRIMARY_ORIGIN/,
    );
    expect(() => parseEnv({ FAILOVER_CHECK_INTERVAL_MS: "10" })).toThrow(/FAILOVER_CHECK_INTERVAL_MS: must be between 100/);
    expect(() => parseEnv({ HUBSPOT_CHAT_SCRIPT_URL: "js.hs-scripts.com/1.js" })).toThrow(/HUBSPOT_CHAT_SCRIPT_URL/);
  });
});
