import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { forbidden } from "../core/errors.js";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
}

function isSameOrigin(origin: string, request: FastifyRequest, config: Config): boolean {
  if (config.publicUrl) return origin === config.publicUrl;
  try {
    const parsed = new URL(origin);
    const defaultPort = request.protocol === "https" ? ":443" : ":80";
    const host = request.host.endsWith(defaultPort) ? request.host.slice(0, -defaultPort.length) : request.host;
    return parsed.host === host && parsed.protocol === `${request.protocol}:`;
  } catch {
    return false;
  }
}

/**
 * Cross-site request forgery defence: a state-changing request must come from our own origin
 * and carry JSON (or nothing). A form post from another site can do neither.
 */
export function registerRequestGuards(app: FastifyInstance, config: Config): void {
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || !isSameOrigin(origin, request, config)) throw forbidden("FORBIDDEN_ORIGIN");
    if (hasBody(request) && !/^application\/json\s*(;|$)/i.test(request.headers["content-type"] ?? "")) {
      throw forbidden("UNSUPPORTED_CONTENT_TYPE");
    }
  });
}
