import { ArrowLeft, CheckCircle2, FileDown, FileText, Layers, Package } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { formatCredits } from "../../../../common/money";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { autoStorage, DEFAULT_PACKAGE_ID, type StoredCompleted } from "../../../features/auto/auto-storage";
import { RICH_TEXT_CLASSES } from "../../../features/auto/rich-text";
import { storedAutoScreen } from "../../../features/auto/stored-screen";
import { docxUrl, downloadFile, pdfUrl, titleFileName } from "../../../features/exports/download";
import { useExportStyle, withExportStyle } from "../../../features/exports/export-style";
import { ExportStyleSelect } from "../../../features/exports/export-style-select";
import { packageName } from "../../../features/public/package-text";
import { useProposalPackages } from "../../../features/public/use-public-info";
import { cn } from "../../../lib/cn";

/** /auto-proposal-complete: the finished proposal the generator stored, with its downloads. */
export default storedAutoScreen(autoStorage.readCompleted, AutoComplete);

function AutoComplete({ stored: proposal }: { stored: StoredCompleted }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const packages = useProposalPackages();
  const [busy, setBusy] = useState<"pdf" | "docx" | null>(null);
  const style = useExportStyle();
  const pkg =
    (packages.data ?? []).find((p) => p.name === proposal.packageType) ??
    (packages.data ?? []).find((p) => p.id === DEFAULT_PACKAGE_ID);

  async function onDownload(kind: "pdf" | "docx") {
    setBusy(kind);
    try {
      await downloadFile(
        withExportStyle(kind === "pdf" ? pdfUrl(proposal.id) : docxUrl(proposal.id), style),
        titleFileName(proposal, kind),
      );
      toast(
        kind === "pdf"
          ? { title: t("autoArea.pdfDownloaded"), description: t("autoArea.pdfDownloadedBody"), variant: "success" }
          : { title: t("autoArea.wordDownloaded"), description: t("autoArea.wordDownloadedBody"), variant: "success" },
      );
    } catch {
      toast({
        title: t("autoArea.errorTitle"),
        description: kind === "pdf" ? t("autoArea.pdfFailed") : t("autoArea.wordFailed"),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  function onBack() {
    autoStorage.clear();
    navigate("/proposals");
  }

  const stats = [
    { key: "statWordsLabel", icon: FileText, value: formatCredits(proposal.wordCount) },
    { key: "statSectionsLabel", icon: Layers, value: pkg ? t("autoArea.statSections", { count: pkg.sections }) : "—" },
    {
      key: "statPackageLabel",
      icon: Package,
      value:
        proposal.packageType && pkg?.name !== proposal.packageType
          ? proposal.packageType
          : pkg
            ? packageName(pkg, t)
            : "—",
    },
  ];

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="auto-complete">
      <section className="rounded-xl border border-emerald-200 bg-gradient-to-br from-emerald-50 to-white p-6 shadow-sm">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span
            aria-hidden
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white"
          >
            <CheckCircle2 className="size-6" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t("autoArea.completeTitle")}
            </h1>
            <p className="mt-1 text-sm text-slate-600">{t("autoArea.completeSubtitle")}</p>
            <p className="mt-3 text-lg font-semibold break-words text-slate-900" data-testid="complete-title">
              {proposal.title}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <span
                className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900"
                data-testid="complete-words"
              >
                {t("autoArea.wordsBadge", { words: formatCredits(proposal.wordCount) })}
              </span>
              {proposal.packageType ? (
                <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
                  {proposal.packageType}
                </span>
              ) : null}
            </div>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <ExportStyleSelect />
          <Button onClick={() => void onDownload("pdf")} disabled={busy !== null}>
            <FileDown aria-hidden />
            {t("autoArea.downloadPdf")}
          </Button>
          <Button variant="outline" onClick={() => void onDownload("docx")} disabled={busy !== null}>
            <FileDown aria-hidden />
            {t("autoArea.downloadWord")}
          </Button>
          <Button variant="ghost" onClick={onBack} className="sm:ml-auto">
            <ArrowLeft aria-hidden />
            {t("autoArea.backToProposals")}
          </Button>
        </div>
      </section>

      <dl className="grid gap-3 sm:grid-cols-3">
        {stats.map(({ key, icon: Icon, value }) => (
          <div
            key={key}
            className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="contents">
              <span
                aria-hidden
                className="row-span-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700"
              >
                <Icon className="size-5" />
              </span>
              <span className="text-xs text-slate-600">{t(`autoArea.${key}`)}</span>
            </dt>
            <dd className="min-w-0 font-bold break-words text-slate-900" data-testid={`complete-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="complete-preview">
        <h2 id="complete-preview" className="text-lg font-semibold text-slate-900">
          {t("autoArea.contentPreview")}
        </h2>
        <section
          className={cn("mt-3 max-h-[600px] overflow-y-auto text-sm leading-relaxed text-slate-800", RICH_TEXT_CLASSES)}
          data-testid="complete-content"
          aria-label={t("autoArea.contentPreview")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores proposal HTML sanitised to an allow-list.
          dangerouslySetInnerHTML={{ __html: proposal.content }}
        />
      </section>
    </div>
  );
}
