import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Coins, Download, Eye, FileText, FolderOpen, Home, Lightbulb, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { creditsToRM, formatCredits, formatRM } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import type { ProposalDto } from "../../../../common/schemas/proposals";
import { PageLoader } from "../../../components/page-loader";
import { budgetLabel, timelineLabel, typeLabel } from "../../../components/proposal/labels";
import { QueryError } from "../../../components/query-error";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { isUnlimited } from "../../../features/credits/is-unlimited";
import { useBalance } from "../../../features/credits/use-credits";
import { downloadFile, pdfUrl, saveBlob, titleFileName } from "../../../features/exports/download";
import { useExportStyle, withExportStyle } from "../../../features/exports/export-style";
import { ExportStyleSelect } from "../../../features/exports/export-style-select";
import { buildWordInBrowser } from "../../../features/exports/word-in-browser";
import { usePublicInfo } from "../../../features/public/use-public-info";
import { parseApiError } from "../../../lib/api-error";
import { cn } from "../../../lib/cn";

const LOW_CREDIT_THRESHOLD = 10;

/** /proposal-success/{id}: what was created, what it cost, and where to go next. */
export default signedInScreen(SuccessScreen);

function SuccessScreen({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { id = "" } = useParams<{ id: string }>();
  const proposal = useQuery<ProposalDto>({ queryKey: [`/api/proposals/${encodeURIComponent(id)}`] });
  const balance = useBalance();
  const info = usePublicInfo().data;
  const [busy, setBusy] = useState<"pdf" | "docx" | null>(null);
  const exportStyle = useExportStyle();

  if (proposal.isLoading) return <PageLoader />;
  const status = proposal.error ? parseApiError(proposal.error).status : null;
  if (status === 404 || status === 400) {
    return (
      <Card
        className="mx-auto grid max-w-xl justify-items-center gap-3 p-8 text-center"
        data-testid="proposal-not-found"
      >
        <FileText aria-hidden className="size-10 text-slate-400" />
        <h1 className="text-xl font-bold text-slate-900">{t("create.success.notFound")}</h1>
        <p className="text-sm text-slate-600">{t("create.success.notFoundBody")}</p>
        <Link href="/proposals" className={buttonClasses("primary", "md")}>
          {t("create.success.backToList")}
        </Link>
      </Card>
    );
  }
  if (proposal.error || !proposal.data) {
    return <QueryError error={proposal.error} onRetry={() => void proposal.refetch()} />;
  }

  const p = proposal.data;
  const unlimited = isUnlimited(user, balance.data);
  const charged = p.creditsCharged ?? 0;
  const written = p.creditsCharged !== null;
  const chargedValue = info ? formatRM(creditsToRM(charged, info.creditValueRM)) : null;
  const lowCredit = !unlimited && balance.data !== undefined && balance.data.credits < LOW_CREDIT_THRESHOLD;

  const onDownload = async (kind: "pdf" | "docx") => {
    const style = exportStyle;
    setBusy(kind);
    try {
      if (kind === "pdf") await downloadFile(withExportStyle(pdfUrl(p.id), style), titleFileName(p, "pdf"));
      else
        saveBlob(
          await buildWordInBrowser(p, `${user.firstName} ${user.lastName}`.trim(), style),
          titleFileName(p, "docx"),
        );
      toast({
        variant: "success",
        title: kind === "pdf" ? t("create.success.pdfDone") : t("create.success.wordDone"),
      });
    } catch {
      toast({
        variant: "destructive",
        title: t("create.common.error"),
        description: kind === "pdf" ? t("create.success.pdfFailed") : t("create.success.wordFailed"),
      });
    } finally {
      setBusy(null);
    }
  };

  const details: [string, React.ReactNode][] = [
    [t("create.success.type"), typeLabel(t, p.type)],
    [t("create.success.budget"), budgetLabel(t, p.budgetRange)],
    [t("create.success.words"), t("create.success.wordsValue", { words: formatCredits(p.wordCount) })],
    [t("create.success.timeline"), timelineLabel(t, p.timeline)],
    [
      t("create.success.status"),
      <span
        key="status"
        data-testid="success-status"
        className={cn(
          "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
          p.status === "draft"
            ? "bg-amber-50 text-amber-800 ring-amber-300"
            : "bg-emerald-50 text-emerald-800 ring-emerald-300",
        )}
      >
        {p.status === "draft" ? t("create.success.statusDraft") : t("create.success.statusDone")}
      </span>,
    ],
  ];

  return (
    <div className="mx-auto grid max-w-4xl gap-6 [&>*]:min-w-0" data-testid="proposal-success">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckCircle2 aria-hidden className="size-8" />
        </span>
        {/* Only a written (charged) proposal 'has been generated'; a hand-made draft was saved. */}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {written ? t("create.success.title") : t("create.success.draftTitle")}
        </h1>
        <p className="text-sm text-slate-600">
          {written ? t("create.success.subtitle") : t("create.success.draftSubtitle")}
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-3 [&>*]:min-w-0">
        <Card className="p-5 sm:p-6 md:col-span-2">
          <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t("create.success.detailsTitle")}
          </h2>
          <p className="mt-2 text-xl font-bold text-slate-900 break-words" data-testid="success-title">
            {p.title}
          </p>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-500">{label}</dt>
                <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Coins aria-hidden className="size-4 text-amber-600" />
            {t("create.success.creditsTitle")}
          </h2>
          <dl className="mt-3 grid gap-3">
            <div>
              <dt className="text-sm text-slate-500">{t("create.success.creditsUsed")}</dt>
              <dd className="text-2xl font-bold text-slate-900" data-testid="success-credits">
                {t("create.common.credits", { credits: formatCredits(charged) })}
              </dd>
            </div>
            {chargedValue ? (
              <div>
                <dt className="text-sm text-slate-500">{t("create.success.creditsValue")}</dt>
                <dd className="font-medium text-slate-900">{chargedValue}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-slate-500">{t("create.success.balance")}</dt>
              <dd className="font-medium text-slate-900" data-testid="success-balance">
                {unlimited
                  ? t("create.success.unlimited")
                  : balance.data
                    ? t("create.common.credits", { credits: formatCredits(balance.data.credits) })
                    : t("common.loading")}
              </dd>
            </div>
          </dl>
        </Card>
      </div>

      {lowCredit ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex gap-2 text-sm">
            <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
            {t("create.success.lowCredit")}
          </p>
          <Link href="/credits" className={buttonClasses("accent", "sm")}>
            {t("create.credits.buy")}
          </Link>
        </div>
      ) : null}

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t("create.success.actionsTitle")}</h2>
        <div className="mt-4 grid gap-3 lg:grid-cols-2">
          <Link href={`/proposals/${p.id}/view`} className={buttonClasses("primary", "lg")}>
            <Eye aria-hidden />
            {t("create.success.view")}
          </Link>
          <ExportStyleSelect />
          <div className="grid gap-3 min-[400px]:grid-cols-2">
            <Button
              variant="outline"
              size="md"
              className="h-12 w-full"
              onClick={() => void onDownload("pdf")}
              disabled={busy !== null}
            >
              <Download aria-hidden />
              {t("create.success.downloadPdf")}
            </Button>
            <Button
              variant="outline"
              size="md"
              className="h-12 w-full"
              onClick={() => void onDownload("docx")}
              disabled={busy !== null}
            >
              <Download aria-hidden />
              {t("create.success.downloadWord")}
            </Button>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link href="/proposals" className={buttonClasses("ghost", "sm")}>
            <FolderOpen aria-hidden />
            {t("create.success.list")}
          </Link>
          <Link href="/" className={buttonClasses("ghost", "sm")}>
            <Home aria-hidden />
            {t("create.success.home")}
          </Link>
          <Link href="/create-proposal" className={buttonClasses("ghost", "sm")}>
            <Plus aria-hidden />
            {t("create.success.createAnother")}
          </Link>
        </div>
      </Card>
    </div>
  );
}
