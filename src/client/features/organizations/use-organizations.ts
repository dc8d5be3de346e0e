import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AgentOrganizationDto,
  OrganizationAction,
  OrganizationActionDto,
  OrganizationCreateInput,
  OrganizationDetailDto,
  OrganizationDto,
} from "../../../common/schemas/organizations";
import { apiPost } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

const keys = queryKeys.organizations;

export function useOrganizations(enabled = true) {
  return useQuery<OrganizationDto[]>({ queryKey: keys.all, enabled });
}

export function usePendingOrganizations(enabled = true) {
  return useQuery<OrganizationDto[]>({ queryKey: keys.pending, enabled });
}

export function useOrganizationDetail(id: string, page: number) {
  return useQuery<OrganizationDetailDto>({ queryKey: keys.detail(id, page), placeholderData: (p) => p });
}

export function useAgentOrganization(enabled = true) {
  return useQuery<AgentOrganizationDto>({ queryKey: keys.agentOwn, enabled });
}

/** Every organisation read (lists, detail pages, the agent's own, branding) after a change. */
export function refreshOrganizations(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return (
        typeof head === "string" &&
        (head.startsWith("/api/super-admin/organizations") ||
          head === keys.agentOwn[0] ||
          head === keys.branding[0] ||
          head === keys.memberBranding[0] ||
          head === queryKeys.authUser[0])
      );
    },
  });
}

export function useCreateOrganization() {
  return useMutation({
    mutationFn: (input: OrganizationCreateInput) =>
      apiPost<OrganizationActionDto>("/api/super-admin/organizations", input),
  });
}

export function useUploadLogo() {
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: string }) =>
      apiPost<unknown>(`/api/super-admin/organizations/${encodeURIComponent(id)}/logo`, { data }),
  });
}

export function useOrganizationTransition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: OrganizationAction; reason: string }) =>
      apiPost<OrganizationActionDto>(
        `/api/super-admin/organizations/${encodeURIComponent(id)}/${action}`,
        reason.trim() ? { reason: reason.trim() } : {},
      ),
    onSettled: () => refreshOrganizations(qc),
  });
}
