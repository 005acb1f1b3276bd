/**
 * Where the end-to-end server listens and which PostgreSQL database it uses (made anew per run).
 * E2E_PORT and E2E_DATABASE_URL let two checkouts run their suites side by side.
 */
const port = Number(process.env.E2E_PORT ?? 3210);

export const e2eServer = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  databaseUrl: process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/site_e2e",
  /**
   * The server's BETTER_AUTH_SECRET (for the test server only). Whatever writes secrets the server
   * reads back must use it too: `user:create --totp-key` encrypts the authenticator key with it.
   */
  authSecret: "e2e-secret-for-the-test-server-only-0123456789",
};
