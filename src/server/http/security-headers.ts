/**
 * The security headers of every answer (CSP, frame, referrer, HSTS ...), from helmet built once at
 * start: helmet reads its options when it is built, so building it per request (as the Fastify
 * plugin does) cost every request that work again.
 */
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook("onRequest", (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
