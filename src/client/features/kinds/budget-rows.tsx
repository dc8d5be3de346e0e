import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { KindId } from "../../../common/kinds";
import { formatRM } from "../../../common/money";
import { cn } from "../../lib/cn";
import { budgetSum, lineTotal } from "./budget";
import { DetailRows } from "./detail-rows";
import type { DetailsForm } from "./details-values";

/** Budget items: item, quantity and unit price in RM, with each line's total and the sum shown as the user types. */
/** The item's example is one the chosen kind's paper would cost ('Mesin pembungkusan' for a grant). */
export function BudgetRows({ kind }: { kind: KindId }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DetailsForm>();
  const rows = useWatch({ control, name: "details.budgetItems" }) ?? [];
  const total = (index: number) => {
    const value = rows[index] ? lineTotal(rows[index]) : null;
    return value === null ? t("kindsArea.budget.noTotal") : formatRM(value);
  };
  return (
    <DetailRows
      list="budgetItems"
      idPrefix="budget"
      legend={t("kindsArea.budget.legend")}
      hint={t("kindsArea.budget.hint")}
      columns={[
        {
          field: "item",
          label: t("kindsArea.budget.item"),
          placeholder: t(`kindsArea.budget.itemPlaceholder.${kind}`),
          span: "col-span-12 sm:col-span-5",
        },
        { field: "quantity", label: t("kindsArea.budget.quantity"), numeric: true, span: "col-span-4 sm:col-span-2" },
        {
          field: "unitPrice",
          label: t("kindsArea.budget.unitPrice"),
          numeric: true,
          placeholder: t("kindsArea.budget.unitPricePlaceholder"),
          span: "col-span-8 sm:col-span-2",
        },
      ]}
      newRow={{ item: "", quantity: "", unitPrice: "" }}
      addLabel={t("kindsArea.budget.add")}
      removeLabel={(n) => t("kindsArea.budget.remove", { n })}
      trailing={(index) => (
        <div className="col-span-10 grid min-w-0 gap-1 sm:col-span-2">
          <span className={cn("text-xs font-medium text-slate-700", index > 0 && "sm:sr-only")} aria-hidden>
            {t("kindsArea.budget.lineTotal")}
          </span>
          <output
            className="flex h-11 items-center justify-end rounded-lg bg-slate-50 px-3 text-sm font-semibold text-slate-900 tabular-nums"
            aria-label={`${t("kindsArea.budget.lineTotal")}${t("kindsArea.rows.rowSuffix", { n: index + 1 })}`}
            data-testid={`budget-line-${index}`}
          >
            {total(index)}
          </output>
        </div>
      )}
      footer={
        rows.length > 0 ? (
          <p
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950"
            aria-live="polite"
          >
            <span className="font-medium">{t("kindsArea.budget.sum")}</span>
            <span className="text-base font-bold tabular-nums" data-testid="budget-sum">
              {formatRM(budgetSum(rows))}
            </span>
          </p>
        ) : null
      }
    />
  );
}
