import { ArrowLeft, FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClasses } from "../ui/button";
import { Card } from "../ui/card";

/** 'Proposal tidak dijumpai' with a way back (the list, or the dashboard from the editor). */
export function ProposalNotFound({ backTo = "/proposals" }: { backTo?: "/proposals" | "/dashboard" }) {
  const { t } = useTranslation();
  return (
    <Card
      className="mx-auto flex max-w-lg flex-col items-center px-6 py-12 text-center"
      data-testid="proposal-not-found"
    >
      <span
        aria-hidden
        className="inline-flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600"
      >
        <FileQuestion className="size-7" />
      </span>
      <h1 className="mt-4 text-xl font-bold text-slate-900">{t("proposalsArea.common.notFound")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("proposalsArea.common.notFoundBody")}</p>
      <Link href={backTo} className={buttonClasses("primary", "md", "mt-6")}>
        <ArrowLeft aria-hidden />
        {backTo === "/dashboard" ? t("proposalsArea.common.backToDashboard") : t("proposalsArea.common.backToList")}
      </Link>
    </Card>
  );
}
