import { ConfigError, loadConfig } from "./config.js";
import { openConfiguredDatabase } from "./db/open-from-config.js";
import { failOrphanedJobs, JOB_SWEEP_MS, runMaintenance } from "./maintenance.js";
import { ensureSuperAdmin } from "./modules/auth/bootstrap.js";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The database opens (PGlite on its own thread) while the application's code loads: neither waits for the other.
  const [{ buildApp }, database] = await Promise.all([import("./app.js"), openConfiguredDatabase(config)]);
  const app = await buildApp({ config, database });
  await ensureSuperAdmin(database.db, config, app.log);
  if (!config.mail.smtpUrl) {
    app.log.warn("SMTP_URL is not set: emails, sign-in links included, are written to this log");
  }
  if (!config.publicUrl && config.env === "production") {
    app.log.warn(`PUBLIC_URL is not set: links in emails point to http://localhost:${config.port}`);
  }

  const sweep = async () => {
    try {
      const { staleJobs } = await runMaintenance(database.db, config);
      if (staleJobs > 0) app.log.warn(`${staleJobs} generation(s) of a stopped instance marked failed`);
    } catch (err) {
      app.log.error({ err }, "maintenance failed");
    }
  };
  await sweep();
  const sweeper = setInterval(sweep, 60_000);
  sweeper.unref();
  // Jobs of a crashed instance are failed within seconds, not at the next full sweep.
  const jobSweeper = setInterval(() => {
    failOrphanedJobs(database.db)
      .then((n) => n > 0 && app.log.warn(`${n} generation(s) of a stopped instance marked failed`))
      .catch((err) => app.log.error({ err }, "job sweep failed"));
  }, JOB_SWEEP_MS);
  jobSweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Whatever still holds the process, it ends within 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    clearInterval(sweeper);
    clearInterval(jobSweeper);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Serving on http://localhost:${config.port} (${database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
