import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserAnalyticsRowDto } from "../../../common/schemas/analytics";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { InputField } from "../../components/ui/form-field";
import { parseWholeNumber } from "../../features/admin/forms";
import { notifyFailure, notifyInvalid, notifySuccess } from "../../features/admin/notify";
import { displayName } from "../../features/auth/use-auth";
import { useTopupCredits } from "../../features/super-admin/use-super-admin";

/** Top Up: user info, Amount to Add (min 1), optional Reason, Cancel, Add Credits / Adding... */
export function TopupDialog({ user, onClose }: { user: UserAnalyticsRowDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const topup = useTopupCredits();
  if (!user) return null;

  const close = () => {
    if (topup.isPending) return;
    setAmount("");
    setReason("");
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = parseWholeNumber(amount);
    if (!Number.isFinite(value) || value < 1) {
      notifyInvalid("superAdmin.topup.invalid", "superAdmin.topup.invalidTitle");
      return;
    }
    topup.mutate(
      { userId: user.id, amount: value, reason: reason.trim() || undefined },
      {
        onSuccess: (result) => {
          notifySuccess("superAdmin.topup.success", result.message);
          setAmount("");
          setReason("");
          onClose();
        },
        onError: (error) => notifyFailure("superAdmin.topup.failed", error),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t("superAdmin.topup.title")}
      description={t("superAdmin.topup.description", { name: displayName(user), email: user.email })}
      testId="topup-dialog"
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <InputField
          id={`${id}-amount`}
          label={t("superAdmin.topup.amount")}
          type="number"
          min={1}
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <InputField
          id={`${id}-reason`}
          label={t("superAdmin.topup.reason")}
          placeholder={t("superAdmin.topup.reasonPlaceholder")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={topup.isPending}>
            {t("admin.common.cancel")}
          </Button>
          <Button type="submit" disabled={topup.isPending}>
            {topup.isPending ? t("superAdmin.topup.submitting") : t("superAdmin.topup.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
