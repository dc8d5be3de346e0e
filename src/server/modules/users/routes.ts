import type { FastifyInstance } from "fastify";
import {
  AdminUserDto,
  AdminUserListDto,
  AdminUserPageDto,
  AdminUsersQuery,
  AgentAssignUserInput,
  AssignAdminInput,
  AssignRoleInput,
  AssignUserResultDto,
  SuperAdminAssignUserInput,
  UserStatsDto,
} from "../../../common/schemas/admin.js";
import { malay } from "../../core/messages.js";
import { currentActor, requireAgent, requireSuperAdmin } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { assignUserToAgent } from "./assignment.js";
import { assignRole } from "./roles.js";
import {
  getUserStats,
  listAdminUsers,
  listAgents,
  listStaff,
  listSupervisedUsers,
  listUnassignedUsers,
} from "./service.js";

/** The administration area's users: lists, statistics, roles and assignment to agents. */
export function userRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.get(
    "/api/admin/users",
    { onRequest: requireAgent, schema: { querystring: AdminUsersQuery, response: { 200: AdminUserPageDto } } },
    (request) => listAdminUsers(db, currentActor(request), request.query),
  );

  r.get("/api/admin/user-stats", { onRequest: requireAgent, schema: { response: { 200: UserStatsDto } } }, (request) =>
    getUserStats(db, currentActor(request)),
  );

  r.post(
    "/api/super-admin/assign-role",
    { onRequest: requireSuperAdmin, schema: { body: AssignRoleInput, response: { 200: AdminUserDto } } },
    (request) => assignRole(db, currentActor(request), request.body.targetUserId, request.body.newRole),
  );

  r.post(
    "/api/super-admin/assign-admin",
    { onRequest: requireSuperAdmin, schema: { body: AssignAdminInput, response: { 200: AdminUserDto } } },
    (request) => assignRole(db, currentActor(request), request.body.targetUserId, request.body.role),
  );

  r.get(
    "/api/super-admin/admins",
    { onRequest: requireSuperAdmin, schema: { response: { 200: AdminUserListDto } } },
    () => listStaff(db),
  );

  r.get(
    "/api/super-admin/admin-users",
    { onRequest: requireSuperAdmin, schema: { response: { 200: AdminUserListDto } } },
    () => listAgents(db),
  );

  r.get(
    "/api/agent/supervised-users",
    { onRequest: requireAgent, schema: { response: { 200: AdminUserListDto } } },
    (request) => listSupervisedUsers(db, currentActor(request)),
  );

  r.get(
    "/api/agent/unassigned-users",
    { onRequest: requireSuperAdmin, schema: { response: { 200: AdminUserListDto } } },
    () => listUnassignedUsers(db),
  );

  r.post(
    "/api/agent/assign-user",
    { onRequest: requireSuperAdmin, schema: { body: AgentAssignUserInput, response: { 200: AssignUserResultDto } } },
    async (request) => ({
      message: malay("notices.USER_ASSIGNED"),
      user: await assignUserToAgent(db, currentActor(request), request.body.userId, request.body.targetAgentId),
    }),
  );

  r.post(
    "/api/super-admin/assign-user",
    {
      onRequest: requireSuperAdmin,
      schema: { body: SuperAdminAssignUserInput, response: { 200: AssignUserResultDto } },
    },
    async (request) => ({
      message: malay("notices.USER_ASSIGNED"),
      user: await assignUserToAgent(db, currentActor(request), request.body.userId, request.body.agentId),
    }),
  );
}
