import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../common/money";
import type { AdminUserDto } from "../../../common/schemas/admin";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { InputField } from "../../components/ui/form-field";
import { displayName } from "../auth/use-auth";
import { checkTransfer } from "./forms";
import { notifyFailure, notifySuccess } from "./notify";
import { useTransferCredits } from "./use-admin";

/** Moves credits from the agent's own balance to one supervised user. */
export function TransferDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>();
  const transfer = useTransferCredits();

  const close = () => {
    if (transfer.isPending) return;
    setAmount("");
    setError(undefined);
    onClose();
  };

  if (!user) return null;
  const name = displayName(user);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkTransfer({ userId: user.id, amount });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    transfer.mutate(checked.value, {
      onSuccess: () => {
        notifySuccess("admin.agentUsers.transfer.success");
        setAmount("");
        setError(undefined);
        onClose();
      },
      onError: (failure) => notifyFailure("admin.agentUsers.transfer.failed", failure),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t("admin.agentUsers.transfer.title")}
      description={t("admin.agentUsers.transfer.description", { name, credits: formatCredits(user.credits) })}
      testId="transfer-dialog"
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        <InputField
          id={`${id}-amount`}
          label={t("admin.agentUsers.transfer.amount")}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={amount}
          error={error}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={transfer.isPending}>
            {t("admin.common.cancel")}
          </Button>
          <Button type="submit" disabled={transfer.isPending}>
            {transfer.isPending ? t("admin.agentUsers.transfer.submitting") : t("admin.agentUsers.transfer.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
