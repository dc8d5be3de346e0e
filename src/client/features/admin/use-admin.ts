import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PAYMENT_STATUSES, Role } from "../../../common/constants";
import type {
  AddCreditsBody,
  AdminPaymentDto,
  AdminPaymentPageDto,
  AdminUserDto,
  AdminUserPageDto,
  AgentAssignUserInput,
  AssignAdminInput,
  AssignRoleInput,
  AssignUserResultDto,
  CommissionSummaryDto,
  CreditChangeResultDto,
  PaymentDecisionInput,
  PaymentStatsDto,
  PayoutInput,
  PayoutResultDto,
  RefundResultDto,
  SellCreditsInput,
  StaleOnlinePaymentDto,
  TransferCreditsInput,
  TransferResultDto,
  UserStatsDto,
} from "../../../common/schemas/admin";
import { apiPost, apiRequest } from "../../lib/api";
import { postOnce, useSubmissionKey } from "../../lib/idempotency";
import { queryKeys } from "../../lib/query-keys";
import { adminRefresh } from "./refresh";

const keys = queryKeys.admin;

// Reads ---------------------------------------------------------------------------------------

export function useAdminPayments(
  params: { status?: (typeof PAYMENT_STATUSES)[number]; q?: string; page?: number; pageSize?: number },
  enabled = true,
) {
  return useQuery<AdminPaymentPageDto>({ queryKey: keys.payments(params), enabled });
}

/** Online (FPX) payments still pending a while after their bill was opened. */
export function useStaleOnlinePayments() {
  return useQuery<StaleOnlinePaymentDto[]>({ queryKey: keys.onlinePending });
}

export function useAdminUsers(params: { q?: string; role?: Role; page?: number; pageSize?: number }, enabled = true) {
  return useQuery<AdminUserPageDto>({ queryKey: keys.users(params), enabled });
}

export function useUserStats(enabled = true) {
  return useQuery<UserStatsDto>({ queryKey: keys.userStats, enabled });
}

export function usePaymentStats(enabled = true) {
  return useQuery<PaymentStatsDto>({ queryKey: keys.paymentStats, enabled });
}

/** Agents and super admins (super admin only). */
export function useAdmins(enabled = true) {
  return useQuery<AdminUserDto[]>({ queryKey: keys.admins, enabled });
}

export function useSupervisedUsers(enabled = true) {
  return useQuery<AdminUserDto[]>({ queryKey: keys.supervisedUsers, enabled });
}

/** Users with role user and no agent (super admin only). */
export function useUnassignedUsers(enabled = true) {
  return useQuery<AdminUserDto[]>({ queryKey: keys.unassignedUsers, enabled });
}

/** An agent's own commissions without agentId; a super admin names the agent. */
export function useCommissions(agentId?: string, enabled = true) {
  return useQuery<CommissionSummaryDto>({ queryKey: keys.commissions(agentId), enabled });
}

// Mutations -----------------------------------------------------------------------------------

export function useDecidePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PaymentDecisionInput & { id: string }) =>
      apiRequest<AdminPaymentDto>("PATCH", `/api/admin/payments/${encodeURIComponent(id)}`, body),
    onSettled: () => adminRefresh.afterPaymentDecision(qc),
  });
}

/** Records a refund (super admin); payments, figures and balances refresh as after a decision. */
export function useRefundPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; reason: string; keepCredits: boolean }) =>
      apiRequest<RefundResultDto>("POST", `/api/super-admin/payments/${encodeURIComponent(id)}/refund`, body),
    onSettled: () => adminRefresh.afterPaymentDecision(qc),
  });
}

/** Sent with the submission's key: a double click with the same figures moves the credits once. */
export function useAddCredits() {
  const qc = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: AddCreditsBody) =>
      postOnce<CreditChangeResultDto>("/api/admin/credits/add", submission.take(body), body),
    onSettled: (_result, error) => {
      submission.settle(error ?? undefined);
      return adminRefresh.afterCreditChange(qc);
    },
  });
}

/** Sent with the submission's key: a double click with the same figures moves the credits once. */
export function useSellCredits() {
  const qc = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: SellCreditsInput) =>
      postOnce<CreditChangeResultDto>("/api/admin/credits/sell", submission.take(body), body),
    onSettled: (_result, error) => {
      submission.settle(error ?? undefined);
      return adminRefresh.afterCreditChange(qc);
    },
  });
}

/** The dashboard's role card: user, admin or super_admin. */
export function useAssignRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignRoleInput) => apiPost<AdminUserDto>("/api/super-admin/assign-role", body),
    onSettled: () => adminRefresh.afterRoleChange(qc),
  });
}

/** The credit page's role management: user or admin. */
export function useAssignAdmin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignAdminInput) => apiPost<AdminUserDto>("/api/super-admin/assign-admin", body),
    onSettled: () => adminRefresh.afterRoleChange(qc),
  });
}

/** Sent with the submission's key: a double click with the same figures moves the credits once. */
export function useTransferCredits() {
  const qc = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: TransferCreditsInput) =>
      postOnce<TransferResultDto>("/api/agent/transfer-credits", submission.take(body), body),
    onSettled: (_result, error) => {
      submission.settle(error ?? undefined);
      return adminRefresh.afterTransfer(qc);
    },
  });
}

/** Assign or reassign a user to an agent (super admin, from the agent users page). */
export function useAssignUserToAgent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentAssignUserInput) => apiPost<AssignUserResultDto>("/api/agent/assign-user", body),
    onSettled: () => adminRefresh.afterAssignment(qc),
  });
}

export function usePayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutInput) => apiPost<PayoutResultDto>("/api/super-admin/commissions/payout", body),
    onSettled: () => adminRefresh.afterPayout(qc),
  });
}
