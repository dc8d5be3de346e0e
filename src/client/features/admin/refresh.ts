import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys";

const keys = queryKeys.admin;

/** Marks the named reads stale; the mounted ones refetch at once. */
function refresh(queryClient: QueryClient, queryKeyList: readonly (readonly unknown[])[]): Promise<void> {
  return Promise.all(queryKeyList.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * One named refresh per event of the administration area: what each mutation can have changed,
 * and nothing else. List keys are prefixes, so every page and filter of a list refreshes.
 */
export const adminRefresh = {
  /** A payment verified or rejected: the lists, both sets of figures, the buyer's balance, the agent's commission. */
  afterPaymentDecision: (qc: QueryClient) =>
    refresh(qc, [
      keys.payments(),
      keys.onlinePending,
      keys.paymentStats,
      keys.userStats,
      keys.users(),
      keys.supervisedUsers,
      keys.commissions(),
      queryKeys.balance,
    ]),
  /** Credits granted, added or sold: the target's balance in every list, and the actor's own (an agent's stock). */
  afterCreditChange: (qc: QueryClient) =>
    refresh(qc, [
      keys.users(),
      keys.supervisedUsers,
      keys.unassignedUsers,
      keys.admins,
      keys.adminUsers,
      queryKeys.balance,
    ]),
  /** Credits moved from the agent to one of their users. */
  afterTransfer: (qc: QueryClient) => refresh(qc, [keys.supervisedUsers, keys.users(), keys.admins, queryKeys.balance]),
  /** A role changed: every list that shows or filters by role, and the agent pickers. */
  afterRoleChange: (qc: QueryClient) =>
    refresh(qc, [
      keys.users(),
      keys.userStats,
      keys.admins,
      keys.adminUsers,
      keys.supervisedUsers,
      keys.unassignedUsers,
    ]),
  /** A user assigned or reassigned to an agent. */
  afterAssignment: (qc: QueryClient) =>
    refresh(qc, [keys.users(), keys.supervisedUsers, keys.unassignedUsers, keys.admins, keys.adminUsers]),
  /** Commissions marked paid. */
  afterPayout: (qc: QueryClient) => refresh(qc, [keys.commissions()]),
};
