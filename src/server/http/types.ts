import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";

/** The shared dependencies every route module receives. */
export type Deps = { db: Db; config: Config; engineName: string };

export function withZod(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
