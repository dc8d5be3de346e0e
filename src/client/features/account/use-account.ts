import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ActivityPageDto,
  LedgerPageDto,
  PersonalAnalyticsDto,
  SignOutOthersDto,
  UpdateProfileInput,
} from "../../../common/schemas/account";
import type { UserDto } from "../../../common/schemas/auth";
import { apiPost, apiRequest } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export const HISTORY_PAGE_SIZE = 10;

/** The account area's reads, keyed by their GET URL first (see lib/query-keys). */
export const accountKeys = {
  history: (page: number) => ["/api/account/history", { page, pageSize: HISTORY_PAGE_SIZE }] as const,
  activity: (page: number) => ["/api/account/activity", { page, pageSize: HISTORY_PAGE_SIZE }] as const,
  analytics: ["/api/analytics/personal"] as const,
};

export function useLedgerHistory(page: number) {
  return useQuery<LedgerPageDto>({ queryKey: accountKeys.history(page), placeholderData: keepPreviousData });
}

export function useProposalActivity(page: number) {
  return useQuery<ActivityPageDto>({ queryKey: accountKeys.activity(page), placeholderData: keepPreviousData });
}

export function usePersonalAnalytics(enabled = true) {
  return useQuery<PersonalAnalyticsDto>({ queryKey: accountKeys.analytics, enabled });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiRequest<UserDto>("PATCH", "/api/account/profile", input),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.authUser, user),
  });
}

export function useSignOutOthers() {
  return useMutation({ mutationFn: () => apiPost<SignOutOthersDto>("/api/account/sign-out-others") });
}

/** How many pages a total fills (at least one, so "page 1 of 1" reads well when empty). */
export function pageCount(total: number, pageSize = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
