import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRM } from "../../../common/money";
import { ConfirmDialog } from "../../components/proposal/confirm-dialog";
import { QueryError } from "../../components/query-error";
import { cellClass, headClass, TableSkeleton } from "../../components/table-states";
import { Button } from "../../components/ui/button";
import { FormField, InputField } from "../../components/ui/form-field";
import { formatDate } from "../../lib/format";
import { Select } from "../../pages/user/create/controls";
import { displayName } from "../auth/use-auth";
import { AdminCard } from "./form-card";
import { checkPayout } from "./forms";
import { notifyFailure, notifyInvalid, notifySuccess } from "./notify";
import { sumRM } from "./sum-rm";
import { useAdmins, useCommissions, usePayout } from "./use-admin";

/**
 * Super admin: record that an agent's commissions were paid. Choose the agent, tick its pending
 * commissions (all at first), give the payout reference, confirm.
 */
export function PayoutCard() {
  const { t } = useTranslation();
  const id = useId();
  const admins = useAdmins();
  const agents = (admins.data ?? []).filter((u) => u.role === "admin");
  const [agentId, setAgentId] = useState("");
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const [reference, setReference] = useState("");
  const [confirming, setConfirming] = useState(false);
  const commissions = useCommissions(agentId || undefined, Boolean(agentId));
  const payout = usePayout();

  const pendingItems = agentId ? (commissions.data?.items ?? []).filter((c) => c.status === "pending") : [];
  const selected = pendingItems.filter((c) => !excluded.has(c.id));
  const total = formatRM(sumRM(selected.map((c) => c.amountRm)));
  const allSelected = pendingItems.length > 0 && selected.length === pendingItems.length;

  const toggle = (commissionId: string) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (next.has(commissionId)) next.delete(commissionId);
      else next.add(commissionId);
      return next;
    });

  const checked = checkPayout({ agentId, commissionIds: selected.map((c) => c.id), payoutReference: reference });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!checked.ok) return notifyInvalid(checked.error);
    setConfirming(true);
  };

  const confirm = () => {
    if (!checked.ok) return;
    payout.mutate(checked.value, {
      onSuccess: (result) => {
        notifySuccess(
          "admin.payout.success",
          t("admin.payout.successBody", { count: result.paidCount, total: formatRM(Number(result.totalRM)) }),
        );
        setExcluded(new Set());
        setReference("");
        setConfirming(false);
      },
      onError: (error) => {
        setConfirming(false);
        notifyFailure("admin.payout.failed", error);
      },
    });
  };

  return (
    <AdminCard title={t("admin.payout.title")} description={t("admin.payout.description")} testId="payout-card">
      {admins.isError ? <QueryError error={admins.error} onRetry={() => admins.refetch()} /> : null}
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <FormField id={`${id}-agent`} label={t("admin.common.agent")}>
          <Select
            id={`${id}-agent`}
            value={agentId}
            onChange={(event) => {
              setAgentId(event.target.value);
              setExcluded(new Set());
            }}
            placeholder={
              agents.length === 0 && admins.data ? t("admin.payout.noAgents") : t("admin.common.agentPlaceholder")
            }
            options={agents.map((a) => ({ value: a.id, label: displayName(a) }))}
          />
        </FormField>
        {agentId ? (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-800">{t("admin.payout.pendingList")}</legend>
            {commissions.isError ? (
              <QueryError error={commissions.error} onRetry={() => commissions.refetch()} />
            ) : !commissions.data ? (
              <TableSkeleton />
            ) : pendingItems.length === 0 ? (
              <p className="text-sm text-slate-600">{t("admin.payout.none")}</p>
            ) : (
              <>
                <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
                  <table className="w-full min-w-[32rem] text-left text-sm">
                    <thead className="sticky top-0 border-b border-slate-200 bg-slate-50">
                      <tr>
                        <th scope="col" className={headClass}>
                          <input
                            type="checkbox"
                            aria-label={t("admin.payout.selectAll")}
                            checked={allSelected}
                            onChange={() =>
                              setExcluded(allSelected ? new Set(pendingItems.map((c) => c.id)) : new Set())
                            }
                            className="size-4 accent-emerald-700"
                          />
                        </th>
                        <th scope="col" className={headClass}>
                          {t("admin.recentPayments.columns.buyer")}
                        </th>
                        <th scope="col" className={headClass}>
                          {t("admin.recentPayments.columns.date")}
                        </th>
                        <th scope="col" className={`${headClass} text-right`}>
                          {t("admin.recentPayments.columns.amount")}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {pendingItems.map((c) => (
                        <tr key={c.id}>
                          <td className={cellClass}>
                            <input
                              type="checkbox"
                              aria-label={t("admin.commission.item", { serial: c.tokenSerial, buyer: c.buyerName })}
                              checked={!excluded.has(c.id)}
                              onChange={() => toggle(c.id)}
                              className="size-4 accent-emerald-700"
                            />
                          </td>
                          <td className={cellClass}>
                            <span className="block font-mono text-xs whitespace-nowrap text-slate-500">
                              {c.tokenSerial}
                            </span>
                            {c.buyerName}
                          </td>
                          <td className={`${cellClass} whitespace-nowrap`}>{formatDate(c.createdAt)}</td>
                          <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                            {formatRM(Number(c.amountRm))}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p className="text-sm font-medium text-slate-700" aria-live="polite">
                  {t("admin.payout.selected", { count: selected.length, total })}
                </p>
              </>
            )}
          </fieldset>
        ) : null}
        <InputField
          id={`${id}-reference`}
          label={t("admin.payout.reference")}
          placeholder={t("admin.payout.referencePlaceholder")}
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <Button type="submit" disabled={payout.isPending} className="justify-self-start">
          {payout.isPending ? t("admin.payout.submitting") : t("admin.payout.submit")}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (payout.isPending ? undefined : setConfirming(open))}
        title={t("admin.payout.confirmTitle")}
        description={t("admin.payout.confirmBody", { count: selected.length, total, reference: reference.trim() })}
        confirmLabel={payout.isPending ? t("admin.payout.submitting") : t("admin.payout.submit")}
        cancelLabel={t("admin.common.cancel")}
        onConfirm={confirm}
        pending={payout.isPending}
        confirmVariant="primary"
      />
    </AdminCard>
  );
}
