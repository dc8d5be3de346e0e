import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { SIGN_IN_LINK_MINUTES } from "../../../common/constants.js";
import {
  ChangePasswordInput,
  LoginInput,
  MessageDto,
  RegisterInput,
  SignInLinkRequest,
  SignInLinkUse,
  UserDto,
} from "../../../common/schemas/auth.js";
import { malay } from "../../core/messages.js";
import { clearSessionCookie, currentUser, requireUser, setSessionCookie } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { domainDirectory } from "../organizations/domains.js";
import { createAccount, toUserDto } from "./accounts.js";
import { changePassword, limitRegistrations, sendWelcome, signIn } from "./service.js";
import { createSession, deleteSession } from "./sessions.js";
import { requestSignInLink, useSignInLink } from "./sign-in-link.js";

const meta = (request: FastifyRequest) => ({ ipAddress: request.ip, userAgent: request.headers["user-agent"] });

/** Only same-site paths survive as a place to return to after sign-in. */
const NextQuery = z.object({
  next: z.string().max(500).optional(),
  /** `?signup=1`: the sign-up buttons open the sign-up form through the same documented address. */
  signup: z.literal("1").optional(),
});
const safeNext = (next: string | undefined) => (next && /^\/(?!\/)[^\\]*$/.test(next) ? next : undefined);

export function authRoutes(app: FastifyInstance, { db, config, mailer }: Deps): void {
  const r = withZod(app);
  const pendingOk = { allowPendingPasswordChange: true };

  r.get(
    "/api/auth/user",
    { onRequest: requireUser, config: pendingOk, schema: { response: { 200: UserDto } } },
    (request) => toUserDto(currentUser(request)),
  );

  r.post(
    "/api/auth/register",
    { schema: { body: RegisterInput, response: { 201: UserDto } } },
    async (request, reply) => {
      await limitRegistrations(db, request.ip);
      // A visitor who signs up on an approved organisation's own domain joins it: assigned to its agent.
      const organization = await domainDirectory(db).organizationForHost(request.hostname);
      const user = await createAccount(db, { ...request.body, agentId: organization?.agentId ?? null });
      sendWelcome({ config, mailer, log: request.log }, user);
      const token = await createSession(db, user.id, config.session, meta(request));
      setSessionCookie(request, reply, token, config.session.absoluteMs);
      return reply.status(201).send(toUserDto(user));
    },
  );

  r.post("/api/auth/login", { schema: { body: LoginInput, response: { 200: UserDto } } }, async (request, reply) => {
    const { user, token } = await signIn(db, config, request.body, meta(request));
    // A session id presented before sign-in is never reused: the new one replaces it.
    if (request.auth) await deleteSession(db, request.auth.sessionId);
    setSessionCookie(request, reply, token, config.session.absoluteMs);
    return toUserDto(user);
  });

  // A way in that an attacker guessing passwords cannot block: a one-time link sent to the
  // account's email. The answer is the same whether or not the address has an account.
  r.post(
    "/api/auth/sign-in-link",
    { schema: { body: SignInLinkRequest, response: { 202: MessageDto } } },
    async (request, reply) => {
      await requestSignInLink(
        { db, config, mailer, log: request.log },
        request.body.email,
        request.ip,
        safeNext(request.body.next),
      );
      return reply.status(202).send({ message: malay("notices.SIGN_IN_LINK_SENT", { minutes: SIGN_IN_LINK_MINUTES }) });
    },
  );

  r.post(
    "/api/auth/sign-in-link/use",
    { schema: { body: SignInLinkUse, response: { 200: UserDto } } },
    async (request, reply) => {
      const { user, token } = await useSignInLink({ db, config }, request.body, meta(request));
      if (request.auth) await deleteSession(db, request.auth.sessionId);
      setSessionCookie(request, reply, token, config.session.absoluteMs);
      return toUserDto(user);
    },
  );

  r.post("/api/auth/logout", async (request, reply) => {
    if (request.auth) await deleteSession(db, request.auth.sessionId);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  r.post(
    "/api/auth/change-password",
    { onRequest: requireUser, config: pendingOk, schema: { body: ChangePasswordInput, response: { 200: UserDto } } },
    async (request, reply) => {
      const { user, token } = await changePassword(db, config, currentUser(request), request.body, meta(request));
      setSessionCookie(request, reply, token, config.session.absoluteMs);
      return toUserDto(user);
    },
  );

  // Browser navigation: the documented sign-in and sign-out addresses lead to the app's own pages.
  // GET changes nothing, so sign-out itself is the /logout page's POST.
  r.get("/api/login", { schema: { querystring: NextQuery } }, (request, reply) => {
    const next = safeNext(request.query.next);
    const page = request.query.signup ? "/register" : "/login";
    return reply.redirect(next ? `${page}?next=${encodeURIComponent(next)}` : page, 302);
  });
  r.get("/api/logout", (_request, reply) => reply.redirect("/logout", 302));
}
