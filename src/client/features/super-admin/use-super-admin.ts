import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Role } from "../../../common/constants";
import type { AdminUserDto, AdminUserPageDto, AssignUserResultDto } from "../../../common/schemas/admin";
import type {
  AgentSummaryListDto,
  SuperAdminAnalyticsDto,
  UserAnalyticsRowDto,
  UsersAnalyticsPageDto,
} from "../../../common/schemas/analytics";
import type {
  CreateAccountInput,
  CreatedAccountDto,
  CreatedTestUsersDto,
  EditUserInput,
  MessageResultDto,
  ResetPasswordInput,
  TopupCreditsInput,
  TopupResultDto,
  UserResultDto,
} from "../../../common/schemas/super-admin";
import { apiPost, apiRequest } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

const keys = queryKeys.superAdmin;

export type AnalyticsRange = "7" | "30" | "90" | "365";
export type UsersAnalyticsParams = { q?: string; role?: Role; agentId?: string; page?: number; pageSize?: number };

export function useSuperAdminAnalytics(range: AnalyticsRange, enabled = true) {
  return useQuery<SuperAdminAnalyticsDto>({ queryKey: keys.analytics(range), enabled, placeholderData: (p) => p });
}

export function useUsersAnalytics(params: UsersAnalyticsParams, enabled = true) {
  return useQuery<UsersAnalyticsPageDto>({
    queryKey: keys.usersAnalytics(params),
    enabled,
    placeholderData: (p) => p,
  });
}

export function useAgentSummaries(enabled = true) {
  return useQuery<AgentSummaryListDto>({ queryKey: keys.agentSummaries, enabled });
}

/** Agents only (role admin), for the assignment card and the agent filter. */
export function useAgents(enabled = true) {
  return useQuery<AdminUserDto[]>({ queryKey: queryKeys.admin.adminUsers, enabled });
}

/**
 * Everything an account change can move: the users lists and group counts, the agent summaries,
 * the dashboard figures, the pickers, the administration area's own lists and the accounts read by id.
 */
export function refreshAccounts(qc: QueryClient): Promise<void> {
  const list = [
    keys.usersAnalytics(),
    keys.agentSummaries,
    keys.analytics(),
    queryKeys.admin.users(),
    queryKeys.admin.userStats,
    queryKeys.admin.admins,
    queryKeys.admin.adminUsers,
    queryKeys.admin.supervisedUsers,
    queryKeys.admin.unassignedUsers,
  ];
  const oneAccount = qc.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith("/api/super-admin/users/"),
  });
  return Promise.all([...list.map((queryKey) => qc.invalidateQueries({ queryKey })), oneAccount]).then(() => undefined);
}

/** The edit and reset screens' view of an account: as a list showed it, or as the server read it by id. */
export type AccountSnapshot = Pick<
  UserAnalyticsRowDto,
  "id" | "email" | "firstName" | "lastName" | "credits" | "role" | "unlimited"
>;

/**
 * What the Edit link leaves in the history entry. The screens no longer read it (they read the
 * account from the lists or from the server), it only tells where the link came from.
 */
export function accountSnapshot(u: AccountSnapshot): { account: AccountSnapshot } {
  const { id, email, firstName, lastName, credits, role, unlimited } = u;
  return { account: { id, email, firstName, lastName, credits, role, unlimited } };
}

/** The account among the lists already fetched in this session, without a request. */
export function findCachedAccount(qc: QueryClient, userId: string): AccountSnapshot | null {
  for (const [, data] of qc.getQueriesData<UsersAnalyticsPageDto>({ queryKey: keys.usersAnalytics() })) {
    const row = data?.items?.find((u) => u.id === userId);
    if (row) return row;
  }
  for (const [, data] of qc.getQueriesData<AdminUserPageDto | AdminUserDto[]>({ queryKey: queryKeys.admin.users() })) {
    const items = Array.isArray(data) ? data : data?.items;
    const row = items?.find((u) => u.id === userId);
    if (row) return row;
  }
  for (const key of [queryKeys.admin.adminUsers, queryKeys.admin.admins, queryKeys.admin.unassignedUsers]) {
    const row = qc.getQueryData<AdminUserDto[]>(key)?.find((u) => u.id === userId);
    if (row) return row;
  }
  return null;
}

/**
 * The account of the edit and reset screens: from the lists when they hold it, otherwise read
 * from the server (`GET /api/super-admin/users/{id}`), so an address opened in a fresh tab works.
 */
export function useAccount(userId: string | null) {
  const qc = useQueryClient();
  const cached = userId ? findCachedAccount(qc, userId) : null;
  const read = useQuery<UserAnalyticsRowDto>({
    queryKey: keys.user(userId ?? ""),
    enabled: userId !== null && cached === null,
  });
  return {
    account: cached ?? read.data ?? null,
    isLoading: cached === null && read.isLoading,
    error: read.error,
    read,
  };
}

// Mutations -----------------------------------------------------------------------------------

function useAccountMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => refreshAccounts(qc) });
}

export const useCreateUser = () =>
  useAccountMutation((body: CreateAccountInput) => apiPost<CreatedAccountDto>("/api/super-admin/create-user", body));

export const useCreateAgent = () =>
  useAccountMutation((body: CreateAccountInput) => apiPost<CreatedAccountDto>("/api/super-admin/create-admin", body));

export const useCreateTestUsers = () =>
  useAccountMutation(() => apiPost<CreatedTestUsersDto>("/api/super-admin/create-test-users"));

export const useEditUser = () =>
  useAccountMutation((body: EditUserInput) => apiRequest<UserResultDto>("PUT", "/api/super-admin/edit-user", body));

export const useResetPassword = () =>
  useAccountMutation((body: ResetPasswordInput) => apiPost<MessageResultDto>("/api/super-admin/reset-password", body));

export const useDeleteUser = () =>
  useAccountMutation((id: string) =>
    apiRequest<MessageResultDto>("DELETE", `/api/super-admin/users/${encodeURIComponent(id)}`),
  );

export const useTopupCredits = () =>
  useAccountMutation((body: TopupCreditsInput) => apiPost<TopupResultDto>("/api/super-admin/topup-credits", body));

export const useAssignUser = () =>
  useAccountMutation((body: { userId: string; agentId: string }) =>
    apiPost<AssignUserResultDto>("/api/super-admin/assign-user", body),
  );
