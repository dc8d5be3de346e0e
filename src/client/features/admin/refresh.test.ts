import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeys } from "../../lib/query-keys";
import { adminRefresh } from "./refresh";

const keys = queryKeys.admin;

/** A client holding one cached answer per key, none stale. */
function seeded(list: (readonly unknown[])[]) {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const queryKey of list) qc.setQueryData(queryKey, {});
  return qc;
}
const stale = (qc: QueryClient, queryKey: readonly unknown[]) => qc.getQueryState(queryKey)?.isInvalidated ?? false;

describe("adminRefresh", () => {
  it("after a payment decision: every page of payments, both figures, users' balances, commissions and the own balance", async () => {
    const touched = [
      keys.payments({ page: 1, pageSize: 10 }),
      keys.payments({ status: "pending", page: 2 }),
      keys.paymentStats,
      keys.userStats,
      keys.users({ page: 1, pageSize: 10 }),
      keys.supervisedUsers,
      keys.commissions(),
      keys.commissions("123e4567-e89b-42d3-a456-426614174000"),
      queryKeys.balance,
    ];
    const untouched = [keys.admins, queryKeys.proposals(), queryKeys.pricing];
    const qc = seeded([...touched, ...untouched]);
    await adminRefresh.afterPaymentDecision(qc);
    for (const key of touched) expect(stale(qc, key), JSON.stringify(key)).toBe(true);
    for (const key of untouched) expect(stale(qc, key), JSON.stringify(key)).toBe(false);
  });

  it("after a transfer: the supervised users and the agent's own balance, not the payments", async () => {
    const qc = seeded([keys.supervisedUsers, queryKeys.balance, keys.payments({ page: 1 }), keys.paymentStats]);
    await adminRefresh.afterTransfer(qc);
    expect(stale(qc, keys.supervisedUsers)).toBe(true);
    expect(stale(qc, queryKeys.balance)).toBe(true);
    expect(stale(qc, keys.payments({ page: 1 }))).toBe(false);
    expect(stale(qc, keys.paymentStats)).toBe(false);
  });

  it("after an assignment and a role change: the agent pickers and the unassigned list", async () => {
    const qc = seeded([keys.admins, keys.unassignedUsers, keys.users({ role: "admin" })]);
    await adminRefresh.afterAssignment(qc);
    expect([keys.admins, keys.unassignedUsers, keys.users({ role: "admin" })].every((k) => stale(qc, k))).toBe(true);
    const again = seeded([keys.admins, keys.unassignedUsers, keys.userStats]);
    await adminRefresh.afterRoleChange(again);
    expect([keys.admins, keys.unassignedUsers, keys.userStats].every((k) => stale(again, k))).toBe(true);
  });

  it("after a payout: the commissions only", async () => {
    const qc = seeded([keys.commissions("a"), keys.payments(), queryKeys.balance]);
    await adminRefresh.afterPayout(qc);
    expect(stale(qc, keys.commissions("a"))).toBe(true);
    expect(stale(qc, keys.payments())).toBe(false);
    expect(stale(qc, queryKeys.balance)).toBe(false);
  });
});
