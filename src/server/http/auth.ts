import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "../../common/constants.js";
import type { Config } from "../config.js";
import { forbidden, unauthorized } from "../core/errors.js";
import type { Db } from "../db/client.js";
import { findSessionUser, type SessionUser } from "../modules/auth/sessions.js";

export const SESSION_COOKIE = "sid";

declare module "fastify" {
  interface FastifyRequest {
    auth: { user: SessionUser; sessionId: string } | null;
  }
  interface FastifyContextConfig {
    /** Reachable by a user who must change their password first (the auth routes). */
    allowPendingPasswordChange?: boolean;
  }
}

/** Loads the session of every API request from its cookie; routes then say what they require. */
export function registerSessionLoading(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.auth = await findSessionUser(deps.db, token, deps.config.session);
    if (!request.auth) clearSessionCookie(reply);
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** onRequest hook: a signed-in user (401 otherwise) who has no pending forced password change (403). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthorized();
  if (request.auth.user.mustChangePassword && !request.routeOptions.config.allowPendingPasswordChange) {
    throw forbidden("PASSWORD_CHANGE_REQUIRED");
  }
}

/** onRequest hook: a signed-in user with one of the roles (403 otherwise). */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!roles.includes(request.auth!.user.role)) throw forbidden();
  };
}

/** The signed-in user of a route guarded by requireUser or requireRole. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}
