import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits, formatRM } from "../../../common/money";
import { type AdminPaymentDto, type PaymentDecision, REASON_MAX } from "../../../common/schemas/admin";
import { Dialog } from "../../components/ui/dialog";
import { checkDecision } from "./forms";
import { notifyFailure, notifySuccess } from "./notify";
import { DialogActions, ReasonField } from "./reason-form";
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
          <ReasonField
            id={`${id}-reason`}
            label={t("admin.recentPayments.reasonLabel")}
            error={error}
            value={reason}
            maxLength={REASON_MAX}
            onChange={(value) => {
              setReason(value);
              setError(undefined);
            }}
          />
        ) : null}
        <DialogActions
          onCancel={close}
          pending={decide.isPending}
          danger={rejecting}
          confirmLabel={t(rejecting ? "admin.recentPayments.confirmReject" : "admin.recentPayments.confirmVerify")}
        />
      </form>
    </Dialog>
  );
}
