import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Writer } from "../ai/writer.js";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import type { Mailer } from "../mail/mailer.js";
import type { GenerationDeps } from "../modules/generation/service.js";
import type { PaymentGateway } from "../modules/payments/gateway/index.js";

/** The shared dependencies every route module receives. */
export type Deps = {
  db: Db;
  config: Config;
  engineName: string;
  writer: Writer;
  generation: GenerationDeps;
  mailer: Mailer;
  /** The FPX gateway when one is configured. */
  gateway: PaymentGateway | null;
};

export function withZod(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
