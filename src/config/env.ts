import { z } from "zod";

const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(emptyAsUnset, port.default(3000)),
  SITE_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.ca" })
      .transform((url) => url.replace(/\/+$/, ""))
      .default("http://localhost:3000"),
  ),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default("./data")),
  LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  FLAG_CACHE_TTL_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(0, "must be between 0 and 10000")
      .max(10_000, "must be between 0 and 10000")
      .default(3000),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .enum(["true", "false", "1", "0"], { error: "must be true or false" })
      .transform((value) => value === "true" || value === "1")
      .default(false),
  ),
});

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "InvalidEnvironmentError";
  }
}

/** Validates every setting at once, so one start reports all the bad variables. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name}: ${issue.message} (got ${JSON.stringify(source[name])})`;
  });
  throw new InvalidEnvironmentError(problems);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
