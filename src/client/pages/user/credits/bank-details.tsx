import { Landmark } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatRM } from "../../../../common/money";
import { Skeleton } from "../../../components/ui/skeleton";
import { useBankDetails } from "../../../features/credits/use-credits";

/**
 * Where a bank transfer goes: bank, account name and number, and the amount to send. The note on
 * entering the receipt's reference in the purchase form is for the shop; a payment page, whose
 * purchase is already made and whose steps name the reference to use, leaves it out (`purchaseNote`).
 */
export function BankDetails({ amountRM, purchaseNote = true }: { amountRM: number | null; purchaseNote?: boolean }) {
  const { t } = useTranslation();
  const bank = useBankDetails();
  const rows: [string, string | undefined][] = [
    [t("creditShop.bank.bankName"), bank.data?.bankName],
    [t("creditShop.bank.accountName"), bank.data?.accountName],
    [t("creditShop.bank.accountNumber"), bank.data?.accountNumber],
  ];
  return (
    <section
      aria-labelledby="bank-details-title"
      className="rounded-xl border border-sky-200 bg-sky-50 p-5 text-sky-950"
      data-testid="bank-details"
    >
      <h3 id="bank-details-title" className="flex items-center gap-2 font-semibold">
        <Landmark aria-hidden className="size-4" />
        {t("creditShop.bank.title")}
      </h3>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-sky-900/80">{label}</dt>
            <dd className="font-semibold">{value ?? <Skeleton className="h-5 w-32" />}</dd>
          </div>
        ))}
        <div className="flex flex-wrap justify-between gap-x-4 border-t border-sky-200 pt-2">
          <dt className="text-sky-900/80">{t("creditShop.bank.amount")}</dt>
          <dd className="font-bold">{amountRM === null ? t("creditShop.bank.amountHint") : formatRM(amountRM)}</dd>
        </div>
      </dl>
      {purchaseNote ? <p className="mt-3 text-xs text-sky-900/80">{t("creditShop.bank.note")}</p> : null}
    </section>
  );
}
