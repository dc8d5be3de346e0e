import { ChevronDown, ClipboardCheck, PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { CheckDto } from "../../../common/schemas/check";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FactsList, FindingsList } from "./check-lists";

/** The view page's short form of the check: counts, the lists folded away, and the way to the editor. */
export function CheckSummary({ check, editHref }: { check: CheckDto; editHref: string }) {
  const { t } = useTranslation();
  return (
    <Card className="p-4 sm:p-5" data-testid="check-summary" data-print-hide>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 [&::-webkit-details-marker]:hidden">
          <ClipboardCheck aria-hidden className="size-4 text-emerald-700" />
          <span className="font-semibold text-slate-900">{t("checkArea.title")}</span>
          <span className="text-sm text-slate-600">
            {t("checkArea.summary", {
              facts: check.facts.length,
              todo: check.placeholders.length,
              findings: check.findings.length,
            })}
          </span>
          <ChevronDown aria-hidden className="ml-auto size-4 text-slate-500 transition group-open:rotate-180" />
        </summary>
        <div className="mt-4 grid gap-5 md:grid-cols-3">
          <section className="grid content-start gap-2">
            <h2 className="text-sm font-semibold text-slate-800">{t("checkArea.factsTitle")}</h2>
            <FactsList facts={check.facts} />
          </section>
          <section className="grid content-start gap-2">
            <h2 className="text-sm font-semibold text-slate-800">{t("checkArea.todoTitle")}</h2>
            {check.placeholders.length === 0 ? (
              <p className="text-sm text-slate-500">{t("checkArea.todoEmpty")}</p>
            ) : (
              <ul className="grid gap-1 text-sm text-amber-950">
                {check.placeholders.map((text, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same blank may be listed twice
                  <li key={index} className="break-words">
                    {text}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="grid content-start gap-2">
            <h2 className="text-sm font-semibold text-slate-800">{t("checkArea.findingsTitle")}</h2>
            <FindingsList findings={check.findings} />
          </section>
        </div>
        <Link href={editHref} className={buttonClasses("secondary", "sm", "mt-4")}>
          <PenLine aria-hidden />
          {t("checkArea.completeInEditor")}
        </Link>
      </details>
    </Card>
  );
}
