import { ArrowLeftRight, BookOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { creditsToRM, formatCredits, formatRM } from "../../../../common/money";
import { CellLabel, stackedTable } from "../../../components/table-states";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { packageName } from "../../../features/public/package-text";
import { useProposalPackages, usePublicInfo } from "../../../features/public/use-public-info";
import { cn } from "../../../lib/cn";

const columns = [
  ["package", "text-left"],
  ["cost", "text-right"],
  ["valueCol", "text-right"],
  ["words", "text-right"],
  ["sections", "text-right"],
] as const;

const cell = cn("py-2 pr-3 text-right whitespace-nowrap tabular-nums", stackedTable.cell);

/**
 * What credits buy: every figure comes from the server's packages and settings. On a phone each
 * package is a card (stackedTable), from the sm breakpoint a table.
 */
export function CreditGuide() {
  const { t } = useTranslation();
  const info = usePublicInfo().data;
  const packages = useProposalPackages().data;

  return (
    <Card className="p-5 sm:p-6" data-testid="credit-guide">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <BookOpen aria-hidden className="size-5 text-emerald-700" />
        {t("creditShop.guide.title")}
      </h2>
      {info ? (
        <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-slate-700">
          <li>{t("creditShop.guide.value", { value: formatRM(info.creditValueRM) })}</li>
          <li>
            {t(
              info.assistant.expand && info.assistant.translate && info.assistant.instruct
                ? "creditShop.guide.assistant"
                : "creditShop.guide.assistantOffline",
              { count: info.aiActionCost },
            )}
          </li>
          <li>{t("creditShop.guide.noExpiry")}</li>
          <li>{t("creditShop.guide.free", { credits: formatCredits(info.newUserCredits) })}</li>
        </ul>
      ) : (
        <Skeleton className="mt-3 h-20 w-full" />
      )}
      <div className="mt-4 sm:overflow-x-auto">
        <table className={cn("w-full text-left text-sm sm:min-w-[28rem]", stackedTable.table)}>
          <caption className="mb-2 text-left text-sm font-medium text-slate-800 max-sm:block">
            {t("creditShop.guide.packagesCaption")}
          </caption>
          <thead className={cn("border-b border-slate-200 text-xs text-slate-500 uppercase", stackedTable.head)}>
            <tr>
              {columns.map(([key, align]) => (
                <th key={key} scope="col" className={`py-2 pr-3 font-semibold last:pr-0 ${align}`}>
                  {t(`creditShop.guide.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cn("divide-y divide-slate-100 max-sm:border-t max-sm:border-slate-200", stackedTable.body)}>
            {(packages ?? []).map((p) => (
              <tr key={p.id} className={cn(stackedTable.row, "max-sm:py-3")}>
                <th
                  scope="row"
                  className={cn("py-2 pr-3 font-medium text-slate-900", stackedTable.cell, "max-sm:col-span-2")}
                >
                  {packageName(p, t)}
                </th>
                <td className={cell}>
                  <CellLabel>{t("creditShop.guide.cost")}</CellLabel>
                  {formatCredits(p.creditCost)}
                </td>
                <td className={cell}>
                  <CellLabel>{t("creditShop.guide.valueCol")}</CellLabel>
                  {info ? formatRM(creditsToRM(p.creditCost, info.creditValueRM)) : formatRM(p.price)}
                </td>
                <td className={cn(cell, "max-sm:whitespace-normal")}>
                  <CellLabel>{t("creditShop.guide.words")}</CellLabel>
                  {t("creditShop.guide.wordsValue", { words: formatCredits(p.minWords) })}
                </td>
                <td className={cn("py-2 text-right tabular-nums", stackedTable.cell)}>
                  <CellLabel>{t("creditShop.guide.sections")}</CellLabel>
                  {p.sections}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link
        to="/writing-comparison"
        className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-emerald-800 underline-offset-4 hover:underline"
      >
        <ArrowLeftRight aria-hidden className="size-4" />
        {t("creditShop.guide.compareLink")}
      </Link>
    </Card>
  );
}
