import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": path.join(root, "src"),
      // Server modules import "server-only" to keep them out of the browser; tests are the server.
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/lib/**/*.test.ts", "tests/lint/**/*.test.ts"],
          environment: "node",
          // A file's first test also imports the modules it proves (some re-import them per test, with
          // settings stubbed): on a busy machine that alone has passed vitest's default 5 s.
          testTimeout: 20_000,
          // Paths are built by next-intl's navigation (see the integration project below).
          server: { deps: { inline: ["next-intl"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/template-database.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          // Password hashes at the cheapest cost the setting allows (docs/operations.md): the
          // files make accounts and sign in hundreds of times, each a hash, 8 times cheaper than
          // at OWASP's 17 (src/server/auth/password-hash.test.ts proves the default and the setting).
          env: { PASSWORD_HASH_LOG2N: process.env.PASSWORD_HASH_LOG2N ?? "14" },
          // next-intl imports "next/navigation" without an extension, which Node's ESM loader
          // refuses; letting Vite load it resolves the import as Next's bundler does.
          server: { deps: { inline: ["next-intl", "better-auth"] } },
          pool: "forks",
          // Two files at a time, each on its own database: on two cores the password hashing of
          // the sign-in limits (auth.test.ts, most of the suite's time) runs beside the rest.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
