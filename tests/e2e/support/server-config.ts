/** Where the end-to-end server listens and which PostgreSQL database it uses (made anew per run). */
export const e2eServer = {
  port: 3210,
  baseUrl: "http://127.0.0.1:3210",
  databaseUrl: process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/site_e2e",
};
