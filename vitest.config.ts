import path from "node:path";
import { defineConfig } from "vitest/config";
import { testEnvironment } from "./tests/support/test-env";

// Every suite starts from the same settings, whatever the shell exported (tests/support/test-env.ts).
const env = testEnvironment();
const alias = { "~": path.resolve(__dirname, "app"), "#tests": path.resolve(__dirname, "tests") };
// Against a libSQL server (npm run test:libsql) the files share one database: one at a time.
const remoteDatabase = /^(libsql|https?):\/\//.test(process.env.DATABASE_URL ?? "");

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          env,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // Cross-cutting tests, and each section's route tests (tests/integration/routes/<section>/).
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/database.ts"],
          server: { deps: { inline: ["kysely"] } },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: !remoteDatabase,
        },
      },
      {
        resolve: { alias },
        test: {
          // The real HTTP server with the production build (npm run build first), in process:
          // bodies, limits, headers, memory, and the fuzz suite.
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/database.ts"],
          server: { deps: { inline: ["kysely"] } },
          execArgv: ["--expose-gc"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
