import type { FastifyInstance } from "fastify";
import { UserAnalyticsRowDto } from "../../../common/schemas/analytics.js";
import {
  CreateAccountInput,
  CreatedAccountDto,
  CreatedTestUsersDto,
  EditUserInput,
  MessageResultDto,
  ResetPasswordInput,
  TopupCreditsInput,
  TopupResultDto,
  UserIdParams,
  UserResultDto,
} from "../../../common/schemas/super-admin.js";
import { AppError } from "../../core/errors.js";
import { currentActor, requireSuperAdmin } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { getUserAnalyticsRow } from "../analytics/service.js";
import { createManagedAccount, createTestUsers, deleteUser, editUser, resetPassword, topupCredits } from "./service.js";

/** The super admin's account lifecycle: read one, create, edit, reset a password, delete, top up. */
export function accountLifecycleRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.post(
    "/api/super-admin/create-user",
    { onRequest: requireSuperAdmin, schema: { body: CreateAccountInput, response: { 201: CreatedAccountDto } } },
    async (request, reply) =>
      reply.status(201).send(await createManagedAccount(db, currentActor(request), "user", request.body)),
  );

  r.post(
    "/api/super-admin/create-admin",
    { onRequest: requireSuperAdmin, schema: { body: CreateAccountInput, response: { 201: CreatedAccountDto } } },
    async (request, reply) =>
      reply.status(201).send(await createManagedAccount(db, currentActor(request), "admin", request.body)),
  );

  r.post(
    "/api/super-admin/create-test-users",
    { onRequest: requireSuperAdmin, schema: { response: { 201: CreatedTestUsersDto } } },
    async (request, reply) => reply.status(201).send(await createTestUsers(db, currentActor(request))),
  );

  r.put(
    "/api/super-admin/edit-user",
    { onRequest: requireSuperAdmin, schema: { body: EditUserInput, response: { 200: UserResultDto } } },
    (request) => editUser(db, currentActor(request), request.body),
  );

  r.post(
    "/api/super-admin/reset-password",
    { onRequest: requireSuperAdmin, schema: { body: ResetPasswordInput, response: { 200: MessageResultDto } } },
    (request) => resetPassword(db, currentActor(request), request.body),
  );

  // One account as a row of the users list shows it: the edit and reset screens opened from an address.
  r.get(
    "/api/super-admin/users/:id",
    { onRequest: requireSuperAdmin, schema: { params: UserIdParams, response: { 200: UserAnalyticsRowDto } } },
    async (request) => {
      const row = await getUserAnalyticsRow(db, request.params.id);
      if (!row) throw new AppError(404, "USER_NOT_FOUND");
      return row;
    },
  );

  r.delete(
    "/api/super-admin/users/:id",
    { onRequest: requireSuperAdmin, schema: { params: UserIdParams, response: { 200: MessageResultDto } } },
    (request) => deleteUser(db, currentActor(request), request.params.id),
  );

  r.post(
    "/api/super-admin/topup-credits",
    { onRequest: requireSuperAdmin, schema: { body: TopupCreditsInput, response: { 200: TopupResultDto } } },
    (request) => topupCredits(db, currentActor(request), request.body),
  );
}
