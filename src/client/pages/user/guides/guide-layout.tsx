import { ArrowLeft, Cpu, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PageHeading } from "../../../components/page-heading";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { usePublicInfo } from "../../../features/public/use-public-info";

/** The frame of both AI guides: title, the active engine's name, the content, links back. */
export function GuideLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const info = usePublicInfo();
  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="guide-page">
      <PageHeading title={title} subtitle={subtitle} />
      <Card className="flex items-center gap-3 p-4">
        <span
          aria-hidden
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700"
        >
          <Cpu className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">{t("guides.engineLabel")}</p>
          <p className="truncate font-semibold text-slate-900" data-testid="engine-name">
            {info.data?.engineName ?? t("guides.engineLoading")}
          </p>
        </div>
      </Card>
      {children}
      <nav className="flex flex-wrap gap-2" aria-label={title}>
        <Link href="/" className={buttonClasses("outline")}>
          <ArrowLeft aria-hidden />
          {t("guides.back")}
        </Link>
        <Link href="/proposals" className={buttonClasses("secondary")}>
          <FileText aria-hidden />
          {t("guides.toProposals")}
        </Link>
      </nav>
    </div>
  );
}

export function GuideSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 grid gap-3 text-sm text-slate-700">{children}</div>
    </Card>
  );
}
