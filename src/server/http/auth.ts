import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAgentRole } from "../../common/constants.js";
import type { Config } from "../config.js";
import type { Actor } from "../core/actor.js";
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

/** The named guards; the route table reads the name off the guard to hold each route against the role matrix. */
export const GUARD_NAMES = ["user", "agent", "super_admin"] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** An onRequest hook that admits a request or throws 401 (visitor) / 403 (signed in, not allowed). */
export type Guard = ((request: FastifyRequest) => Promise<void>) & { readonly guard: GuardName };

const named = (guard: GuardName, check: (request: FastifyRequest) => Promise<void>): Guard =>
  Object.assign(check, { guard });

/** The guard a route hook is, if it is one of the named guards. */
export function guardNameOf(hook: unknown): GuardName | undefined {
  const name = typeof hook === "function" ? (hook as Partial<Guard>).guard : undefined;
  return name && (GUARD_NAMES as readonly string[]).includes(name) ? name : undefined;
}

/** A signed-in user (401 otherwise) who has no pending forced password change (403). */
export const requireUser: Guard = named("user", async (request) => {
  if (!request.auth) throw unauthorized();
  if (request.auth.user.mustChangePassword && !request.routeOptions.config.allowPendingPasswordChange) {
    throw forbidden("PASSWORD_CHANGE_REQUIRED");
  }
});

/** A signed-in agent: role admin or super_admin (401 for a visitor, 403 for anyone else). */
export const requireAgent: Guard = named("agent", async (request) => {
  await requireUser(request);
  if (!isAgentRole(request.auth!.user.role)) throw forbidden();
});

/** A signed-in super admin (401 for a visitor, 403 for anyone else). */
export const requireSuperAdmin: Guard = named("super_admin", async (request) => {
  await requireUser(request);
  if (request.auth!.user.role !== "super_admin") throw forbidden();
});

/** The signed-in user of a guarded route, with the whole account row (name, language ...). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** Who acts, for the services: only the id and role of the signed-in user of a guarded route. */
export function currentActor(request: FastifyRequest): Actor {
  const { id, role } = currentUser(request);
  return { id, role };
}
