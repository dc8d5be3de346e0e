import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { forbidden } from "../core/errors.js";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
}

/**
 * Where a payment gateway's server reports a bill: a form post with no Origin, authenticated by the
 * provider's signature (checked by its adapter), not by our origin.
 */
export const GATEWAY_CALLBACK_ROUTE = "/api/payments/gateway/:provider/callback";

/** Is this host an approved organisation's custom domain? (Answered from a short-lived cache.) */
export type ApprovedDomainCheck = (host: string) => Promise<boolean>;

function isProductOrigin(origin: string, request: FastifyRequest, config: Config): boolean {
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
 * An approved organisation's custom domain is one of our origins too: https only (http also
 * outside production, for development and tests), the default port, no path.
 */
async function isOrganizationOrigin(origin: string, config: Config, isApproved: ApprovedDomainCheck): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const schemes = config.env === "production" ? ["https:"] : ["https:", "http:"];
  if (!schemes.includes(parsed.protocol) || parsed.port !== "" || origin !== parsed.origin) return false;
  return isApproved(parsed.hostname);
}

/**
 * Cross-site request forgery defence: a state-changing request must come from our own origin
 * (PUBLIC_URL, or the request's own host without it, or an approved organisation's custom
 * domain) and carry JSON (or nothing). A form post from another site can do neither.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  config: Config,
  isApprovedDomain: ApprovedDomainCheck = async () => false,
): void {
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    if (request.routeOptions.url === GATEWAY_CALLBACK_ROUTE) return;
    const origin = request.headers.origin;
    const allowed =
      origin !== undefined &&
      (isProductOrigin(origin, request, config) || (await isOrganizationOrigin(origin, config, isApprovedDomain)));
    if (!allowed) throw forbidden("FORBIDDEN_ORIGIN");
    if (hasBody(request) && !/^application\/json\s*(;|$)/i.test(request.headers["content-type"] ?? "")) {
      throw forbidden("UNSUPPORTED_CONTENT_TYPE");
    }
  });
}
