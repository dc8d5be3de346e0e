import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createWriter } from "./ai/create-writer.js";
import type { Writer } from "./ai/writer.js";
import type { Config } from "./config.js";
import { malay } from "./core/messages.js";
import type { Database } from "./db/client.js";
import { registerSessionLoading } from "./http/auth.js";
import { answerClientError } from "./http/client-errors.js";
import { registerErrorHandler } from "./http/error-handler.js";
import { registerInputRule } from "./http/input-rule.js";
import { registerRequestGuards } from "./http/request-guards.js";
import { recordRoutes } from "./http/route-table.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { registerClient } from "./http/static-client.js";
import type { Deps } from "./http/types.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { accountRoutes } from "./modules/account/routes.js";
import { accountLifecycleRoutes } from "./modules/account-lifecycle/routes.js";
import { analyticsRoutes } from "./modules/analytics/routes.js";
import { assistRoutes } from "./modules/assist/routes.js";
import { authRoutes } from "./modules/auth/routes.js";
import { businessFigureRoutes } from "./modules/business-figures/routes.js";
import { creditRoutes, staffCreditRoutes } from "./modules/credits/routes.js";
import { exportRoutes } from "./modules/exports/routes.js";
import { createJobSignals } from "./modules/generation/job-signals.js";
import { generationRoutes } from "./modules/generation/routes.js";
import { domainDirectory } from "./modules/organizations/domains.js";
import { organizationRoutes } from "./modules/organizations/routes.js";
import { createGateway } from "./modules/payments/gateway/index.js";
import { startReconciliation } from "./modules/payments/reconcile-job.js";
import { gatewayRoutes, paymentRoutes } from "./modules/payments/routes.js";
import { proposalRoutes } from "./modules/proposals/routes.js";
import { publicInfoSource, publicRoutes } from "./modules/public/routes.js";
import { settingRoutes } from "./modules/settings/routes.js";
import { templateRoutes } from "./modules/templates/routes.js";
import { userRoutes } from "./modules/users/routes.js";
import { versionRoutes } from "./modules/versions/routes.js";

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  writer?: Writer;
  /** Where the log goes instead of standard output (a test reads it). */
  logStream?: NodeJS.WritableStream;
  /** Outgoing email; by default from the configuration (SMTP, or the log). */
  mailer?: Mailer;
};

/** The whole HTTP application; main.ts listens with it and tests call it through inject(). */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  writer: givenWriter,
  mailer,
}: AppOptions): Promise<FastifyInstance> {
  const writer = givenWriter ?? (await createWriter(config));
  const app = Fastify({
    logger:
      logger && config.logLevel !== "silent"
        ? { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) }
        : false,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    clientErrorHandler: answerClientError,
    // Addresses the router cannot read (bad escapes, an over-long parameter) answer in the
    // product's shape and language, without echoing the address.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      const code = tooLong ? "URL_TOO_LONG" : "BAD_URL";
      (reply as unknown as FastifyReply).status(tooLong ? 414 : 400).send({ message: malay(`errors.${code}`), code });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  // Every text answer of 1 KB or more goes out Brotli or gzip compressed, at a level cheap enough for
  // each request; event streams are written straight to the socket and never buffered by it.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style properties through the CSSOM; UI primitives add small style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // One frame policy: no page of ours is ever framed (as frame-ancestors 'none' says).
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
  recordRoutes(app);
  registerErrorHandler(app);
  registerRequestGuards(app, config, async (host) =>
    Boolean(await domainDirectory(database.db).organizationForHost(host)),
  );
  registerInputRule(app);
  // API answers are personal (balances, proposals): no browser or proxy keeps a copy.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  const log = (msg: string, err?: unknown) => app.log.error({ err }, msg);
  const generation = {
    db: database.db,
    writer,
    generationTimeoutMs: config.generationTimeoutMs,
    eventsPollMs: config.generationEventsPollMs,
    signals: createJobSignals(database.notifications, log),
    log,
  };
  const mail = mailer ?? createMailer(config.mail, app.log);
  app.addHook("onClose", async () => mail.close());
  const gateway = createGateway(config.gateway);
  const deps: Deps = { db: database.db, config, engineName: writer.name, writer, generation, mailer: mail, gateway };
  registerSessionLoading(app, deps);

  app.get("/healthz", async (_request, reply) => {
    try {
      await database.ping();
      return { status: "ok", database: database.kind };
    } catch {
      return reply.status(503).send({ status: "unavailable", database: database.kind });
    }
  });
  authRoutes(app, deps);
  creditRoutes(app, deps);
  proposalRoutes(app, deps);
  versionRoutes(app, deps);
  exportRoutes(app, deps);
  // One source for the API and the landing page's first paint (counts kept once for both).
  const publicInfo = publicInfoSource(deps);
  publicRoutes(app, deps, publicInfo);
  generationRoutes(app, deps);
  templateRoutes(app, deps);
  assistRoutes(app, deps);
  accountRoutes(app, deps);
  paymentRoutes(app, deps);
  gatewayRoutes(app, deps);
  const stopReconciliation = startReconciliation(deps, app.log);
  app.addHook("onClose", async () => stopReconciliation());
  userRoutes(app, deps);
  staffCreditRoutes(app, deps);
  accountLifecycleRoutes(app, deps);
  settingRoutes(app, deps);
  analyticsRoutes(app, deps);
  organizationRoutes(app, deps);
  businessFigureRoutes(app, deps);

  await registerClient(app, config.clientDistDir, async () => ({ "/api/public/info": await publicInfo() }));
  return app;
}
