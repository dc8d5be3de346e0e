import path from "node:path";
import { z } from "zod";
import { fromProjectRoot } from "./project-root.js";

/** Every environment variable the server reads, with its default. Nothing else touches process.env. */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(72),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().max(365).default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SUPER_ADMIN_EMAIL: z.email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  CLIENT_DIST_DIR: z.string().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(8),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  GENERATION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(900_000),
  GENERATION_EVENTS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(3_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default("Kertas AI <no-reply@kertas-ai.local>"),
  PAYMENT_GATEWAY: z.enum(["billplz", "toyyibpay"]).optional(),
  BILLPLZ_API_KEY: z.string().min(1).optional(),
  BILLPLZ_COLLECTION_ID: z.string().min(1).optional(),
  BILLPLZ_X_SIGNATURE_KEY: z.string().min(1).optional(),
  BILLPLZ_BASE_URL: z.url().default("https://www.billplz-sandbox.com"),
  TOYYIBPAY_SECRET_KEY: z.string().min(1).optional(),
  TOYYIBPAY_CATEGORY_CODE: z.string().min(1).optional(),
  TOYYIBPAY_BASE_URL: z.url().default("https://dev.toyyibpay.com"),
});

/** The FPX gateway settings: the provider's keys and where its API is (sandbox by default). */
export type GatewayConfig =
  | { provider: "billplz"; apiKey: string; collectionId: string; signatureKey: string; baseUrl: string }
  | { provider: "toyyibpay"; secretKey: string; categoryCode: string; baseUrl: string };

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  session: { idleMs: number; absoluteMs: number };
  loginLimits: { perAccount: number; perAddress: number; windowMs: number };
  superAdmin: { email: string | undefined; password: string | undefined };
  clientDistDir: string;
  /** The OpenAI-compatible endpoint, when one is configured; otherwise the built-in composer writes. */
  ai: {
    baseUrl: string | undefined;
    apiKey: string;
    model: string;
    concurrency: number;
    timeoutMs: number;
    maxRetries: number;
  } | null;
  generationTimeoutMs: number;
  /**
   * How often a progress stream reads its job when no signal came: a safety net only, since the
   * instance running a job signals each change (in-process, and through PostgreSQL's NOTIFY).
   */
  generationEventsPollMs: number;
  /** Outgoing email: an SMTP server when configured, otherwise emails are written to the log. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Online banking (FPX) through a payment gateway; null when none is configured. */
  gateway: GatewayConfig | null;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = ConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    publicUrl: c.PUBLIC_URL?.replace(/\/$/, ""),
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
    session: { idleMs: c.SESSION_IDLE_HOURS * 3_600_000, absoluteMs: c.SESSION_ABSOLUTE_DAYS * 86_400_000 },
    loginLimits: {
      perAccount: c.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: c.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      windowMs: c.LOGIN_WINDOW_MINUTES * 60_000,
    },
    superAdmin: { email: c.SUPER_ADMIN_EMAIL?.toLowerCase(), password: c.SUPER_ADMIN_PASSWORD },
    // A directory given is taken from where the server is started; the default is the project's own build.
    clientDistDir: c.CLIENT_DIST_DIR ? path.resolve(c.CLIENT_DIST_DIR) : fromProjectRoot("dist/client"),
    ai:
      c.AI_MODEL && (c.AI_API_KEY || c.AI_BASE_URL)
        ? {
            baseUrl: c.AI_BASE_URL,
            // Local servers (Ollama, llama.cpp) accept any key; the SDK insists on one.
            apiKey: c.AI_API_KEY ?? "not-needed",
            model: c.AI_MODEL,
            concurrency: c.AI_CONCURRENCY,
            timeoutMs: c.AI_TIMEOUT_MS,
            maxRetries: c.AI_MAX_RETRIES,
          }
        : null,
    generationTimeoutMs: c.GENERATION_TIMEOUT_MS,
    generationEventsPollMs: c.GENERATION_EVENTS_POLL_MS,
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM },
    gateway: gatewayConfig(c),
  };
}

/** The chosen gateway with every key it needs, or a start-up error naming the missing variables. */
function gatewayConfig(c: z.infer<typeof ConfigSchema>): GatewayConfig | null {
  const missing = (names: string[]) => {
    const absent = names.filter((n) => !c[n as keyof typeof c]);
    if (absent.length)
      throw new ConfigError(`Invalid configuration:\n  ${absent.join(", ")}: required by PAYMENT_GATEWAY`);
  };
  const base = (url: string) => url.replace(/\/+$/, "");
  if (c.PAYMENT_GATEWAY === "billplz") {
    missing(["BILLPLZ_API_KEY", "BILLPLZ_COLLECTION_ID", "BILLPLZ_X_SIGNATURE_KEY"]);
    return {
      provider: "billplz",
      apiKey: c.BILLPLZ_API_KEY!,
      collectionId: c.BILLPLZ_COLLECTION_ID!,
      signatureKey: c.BILLPLZ_X_SIGNATURE_KEY!,
      baseUrl: base(c.BILLPLZ_BASE_URL),
    };
  }
  if (c.PAYMENT_GATEWAY === "toyyibpay") {
    missing(["TOYYIBPAY_SECRET_KEY", "TOYYIBPAY_CATEGORY_CODE"]);
    return {
      provider: "toyyibpay",
      secretKey: c.TOYYIBPAY_SECRET_KEY!,
      categoryCode: c.TOYYIBPAY_CATEGORY_CODE!,
      baseUrl: base(c.TOYYIBPAY_BASE_URL),
    };
  }
  return null;
}

/**
 * The address users reach, for links in emails. Never the request's Host header: a forged Host
 * would mail users a link to someone else's site. Without PUBLIC_URL, the local address.
 */
export function publicAppUrl(config: Pick<Config, "publicUrl" | "port">): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
