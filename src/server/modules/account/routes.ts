import type { FastifyInstance } from "fastify";
import {
  ActivityPageDto,
  LedgerPageDto,
  PageQuery,
  PersonalAnalyticsDto,
  SignOutOthersDto,
  UpdateProfileInput,
} from "../../../common/schemas/account.js";
import { UserDto } from "../../../common/schemas/auth.js";
import { unauthorized } from "../../core/errors.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { getPersonalAnalytics } from "./analytics.js";
import { listActivityPage, listLedgerPage, signOutOtherSessions, updateProfile } from "./service.js";

/** The signed-in user's own history, profile, sessions and figures; every query is scoped to them. */
export function accountRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.get(
    "/api/account/history",
    { onRequest: requireUser, schema: { querystring: PageQuery, response: { 200: LedgerPageDto } } },
    (request) => listLedgerPage(db, currentUser(request).id, request.query),
  );

  r.get(
    "/api/account/activity",
    { onRequest: requireUser, schema: { querystring: PageQuery, response: { 200: ActivityPageDto } } },
    (request) => listActivityPage(db, currentUser(request).id, request.query),
  );

  r.patch(
    "/api/account/profile",
    { onRequest: requireUser, schema: { body: UpdateProfileInput, response: { 200: UserDto } } },
    (request) => updateProfile(db, currentUser(request).id, request.body),
  );

  r.post(
    "/api/account/sign-out-others",
    { onRequest: requireUser, schema: { response: { 200: SignOutOthersDto } } },
    (request) => {
      if (!request.auth) throw unauthorized();
      return signOutOtherSessions(db, request.auth.user.id, request.auth.sessionId);
    },
  );

  r.get(
    "/api/analytics/personal",
    { onRequest: requireUser, schema: { response: { 200: PersonalAnalyticsDto } } },
    (request) => getPersonalAnalytics(db, currentUser(request).id),
  );
}
