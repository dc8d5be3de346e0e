import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits, formatRM } from "../../../common/money";
import type { AdminPaymentDto } from "../../../common/schemas/admin";
import { Alert } from "../../components/ui/alert";
import { Dialog } from "../../components/ui/dialog";
import { parseApiError } from "../../lib/api-error";
import { notifyFailure, notifySuccess } from "./notify";
import { DialogActions, ReasonField } from "./reason-form";
import { useRefundPayment } from "./use-admin";

/**
 * Records a refund (super admin), once the money went back to the buyer. When the buyer has
 * already spent the credits the server says so, and the super admin may refund anyway.
 */
export function RefundDialog({ payment, onClose }: { payment: AdminPaymentDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [spent, setSpent] = useState<{ granted: number; balance: number } | null>(null);
  const refund = useRefundPayment();

  const close = () => {
    if (refund.isPending) return;
    setReason("");
    setError(undefined);
    setSpent(null);
    onClose();
  };
  if (!payment) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(t("validation.refundReason"));
      return;
    }
    refund.mutate(
      { id: payment.id, reason: reason.trim(), keepCredits: spent !== null },
      {
        onSuccess: () => {
          notifySuccess("admin.refund.success");
          close();
        },
        onError: (failure) => {
          const info = parseApiError(failure);
          if (info.code === "REFUND_CREDITS_SPENT") {
            const details = (info.params.details ?? {}) as { granted?: number; balance?: number };
            setSpent({ granted: details.granted ?? 0, balance: details.balance ?? 0 });
            return;
          }
          notifyFailure("admin.refund.failed", failure);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t("admin.refund.title")}
      description={t("admin.refund.body", {
        serial: payment.tokenSerial,
        buyer: payment.buyerName,
        amount: formatRM(Number(payment.amountRm)),
        credits: formatCredits(payment.credits + payment.bonusCredits),
      })}
      testId="refund-dialog"
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        <ReasonField
          id={`${id}-reason`}
          label={t("admin.refund.reason")}
          error={error}
          value={reason}
          maxLength={500}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
        />
        {spent ? (
          <Alert variant="error" data-testid="refund-credits-spent">
            {t("admin.refund.spent", { granted: formatCredits(spent.granted), balance: formatCredits(spent.balance) })}
          </Alert>
        ) : null}
        <DialogActions
          onCancel={close}
          pending={refund.isPending}
          danger
          confirmLabel={t(spent ? "admin.refund.confirmAnyway" : "admin.refund.confirm")}
        />
      </form>
    </Dialog>
  );
}
