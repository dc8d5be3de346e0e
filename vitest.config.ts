import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    // Two server processes share a database only on a PostgreSQL server; PGlite is embedded in one.
    exclude: [
      "**/node_modules/**",
      ...(process.env.TEST_DATABASE_URL
        ? []
        : ["tests/processes/two-instances.test.ts", "tests/integration/generation-signals-postgres.test.ts"]),
    ],
    environment: "node",
    pool: "forks",
    // Two cores: two test files at a time.
    maxWorkers: 2,
    // A browser flow of 20-25 s here took over 30 s on a slower CI machine (one failed a run at 30 s);
    // 90 s leaves room for a machine twice as slow while a hung test still ends the run.
    testTimeout: 90_000,
    // A browser test polls for what the page shows; on a busy 2-core machine a page can take more than
    // the default second to show it (a slow run failed two such polls that pass alone).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    globalSetup: ["tests/support/global-setup.ts"],
  },
});
