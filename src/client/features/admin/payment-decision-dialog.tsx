import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits, formatRM } from "../../../common/money";
import { type AdminPaymentDto, type PaymentDecision, REASON_MAX } from "../../../common/schemas/admin";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Textarea } from "../../pages/user/create/controls";
import { checkDecision } from "./forms";
import { notifyFailure, notifySuccess } from "./notify";
import { useDecidePayment } from "./use-admin";

export type PendingDecision = { payment: AdminPaymentDto; decision: PaymentDecision };

/**
 * Confirms a verification, or asks the reason of a rejection (the buyer sees it). On either
 * outcome payments, figures and balances refresh (adminRefresh.afterPaymentDecision).
 */
export function PaymentDecisionDialog({ pending, onClose }: { pending: PendingDecision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const decide = useDecidePayment();

  const close = () => {
    if (decide.isPending) return;
    setReason("");
    setError(undefined);
    onClose();
  };

  if (!pending) return null;
  const { payment, decision } = pending;
  const values = {
    buyer: payment.buyerName,
    credits: formatCredits(payment.credits + payment.bonusCredits),
    amount: formatRM(Number(payment.amountRm)),
    serial: payment.tokenSerial,
  };
  const rejecting = decision === "rejected";

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkDecision(decision, reason);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    decide.mutate(
      { id: payment.id, ...checked.value },
      {
        onSuccess: () => {
          notifySuccess("admin.recentPayments.success");
          setReason("");
          setError(undefined);
          onClose();
        },
        onError: (failure) => notifyFailure("admin.recentPayments.failed", failure),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t(rejecting ? "admin.recentPayments.rejectTitle" : "admin.recentPayments.verifyTitle")}
      description={t(rejecting ? "admin.recentPayments.rejectBody" : "admin.recentPayments.verifyBody", values)}
      testId="payment-decision-dialog"
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        {rejecting ? (
          <FormField id={`${id}-reason`} label={t("admin.recentPayments.reasonLabel")} error={error}>
            <Textarea
              {...fieldAria(`${id}-reason`, error)}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              required
            />
          </FormField>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={decide.isPending}>
            {t("admin.common.cancel")}
          </Button>
          <Button type="submit" variant={rejecting ? "danger" : "primary"} disabled={decide.isPending}>
            {decide.isPending
              ? t("admin.recentPayments.saving")
              : t(rejecting ? "admin.recentPayments.confirmReject" : "admin.recentPayments.confirmVerify")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
