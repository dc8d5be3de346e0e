import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "../../../common/money";
import type { CreditChangeResultDto } from "../../../common/schemas/admin";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { useBalance } from "../credits/use-credits";
import { AdminCard } from "./form-card";
import { checkAddFree, checkGrant, checkSell } from "./forms";
import { notifyFailure, notifyInvalid, notifySuccess } from "./notify";
import { useAddCredits, useSellCredits } from "./use-admin";
import { UserPicker } from "./user-picker";

/** An agent's grants and sales come out of their own balance: show it. */
function StockNote({ agent }: { agent: boolean }) {
  const { t } = useTranslation();
  const balance = useBalance(agent);
  if (!agent) return null;
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {t("admin.common.stockNote")}{" "}
      {balance.data ? (
        <strong className="font-semibold">
          {t("admin.common.yourBalance", { credits: formatCredits(balance.data.credits) })}
        </strong>
      ) : null}
    </p>
  );
}

/** The target's new balance; the server's own message is in Malay, so the catalogue words it. */
const successBody = (t: (key: string, o?: Record<string, unknown>) => string, result: CreditChangeResultDto) =>
  t("admin.grantCard.successBody", { credits: formatCredits(result.credits) });

/**
 * Free credits with a reason: the dashboard's 'Admin Credit Management' card (sends amount,
 * 'All fields are required') and the credit page's 'Add Free Credits' (sends credits,
 * 'Please fill in all required fields').
 */
export function GrantCreditsCard({ variant, agent }: { variant: "dashboard" | "addFree"; agent: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [userId, setUserId] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const add = useAddCredits();
  const text = variant === "dashboard" ? "admin.grantCard" : "admin.creditsPage.add";

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked =
      variant === "dashboard"
        ? checkGrant({ userId, amount, reason })
        : checkAddFree({ userId, credits: amount, reason });
    if (!checked.ok) return notifyInvalid(checked.error);
    add.mutate(checked.value, {
      onSuccess: (result) => {
        notifySuccess(`${text}.success`, successBody(t, result));
        setUserId("");
        setAmount("");
        setReason("");
      },
      onError: (error) => notifyFailure(`${text}.failed`, error),
    });
  };

  return (
    <AdminCard title={t(`${text}.title`)} description={t(`${text}.description`)} testId={`grant-card-${variant}`}>
      <StockNote agent={agent} />
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <UserPicker id={`${id}-user`} label={t("admin.common.user")} value={userId} onChange={setUserId} />
        <InputField
          id={`${id}-amount`}
          label={t("admin.common.amount")}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <InputField
          id={`${id}-reason`}
          label={t("admin.common.reason")}
          maxLength={500}
          placeholder={t("admin.common.reasonPlaceholder")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" disabled={add.isPending} className="justify-self-start">
          {add.isPending ? t(`${text}.submitting`) : t(`${text}.submit`)}
        </Button>
      </form>
    </AdminCard>
  );
}

/** 'Sell Credits': user, credit amount, payment reference. */
export function SellCreditsCard({ agent }: { agent: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [userId, setUserId] = useState("");
  const [credits, setCredits] = useState("");
  const [paymentReference, setPaymentReference] = useState("");
  const sell = useSellCredits();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkSell({ userId, credits, paymentReference });
    if (!checked.ok) return notifyInvalid(checked.error);
    sell.mutate(checked.value, {
      onSuccess: (result) => {
        notifySuccess("admin.creditsPage.sell.success", successBody(t, result));
        setUserId("");
        setCredits("");
        setPaymentReference("");
      },
      onError: (error) => notifyFailure("admin.creditsPage.sell.failed", error),
    });
  };

  return (
    <AdminCard
      title={t("admin.creditsPage.sell.title")}
      description={t("admin.creditsPage.sell.description")}
      testId="sell-card"
    >
      <StockNote agent={agent} />
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <UserPicker id={`${id}-user`} label={t("admin.common.user")} value={userId} onChange={setUserId} />
        <InputField
          id={`${id}-credits`}
          label={t("admin.creditsPage.sell.credits")}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={credits}
          onChange={(event) => setCredits(event.target.value)}
        />
        <InputField
          id={`${id}-reference`}
          label={t("admin.creditsPage.sell.reference")}
          maxLength={100}
          placeholder={t("admin.creditsPage.sell.referencePlaceholder")}
          value={paymentReference}
          onChange={(event) => setPaymentReference(event.target.value)}
        />
        <Button type="submit" disabled={sell.isPending} className="justify-self-start">
          {sell.isPending ? t("admin.creditsPage.sell.submitting") : t("admin.creditsPage.sell.submit")}
        </Button>
      </form>
    </AdminCard>
  );
}
