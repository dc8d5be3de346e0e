import { useTranslation } from "react-i18next";
import type { ProposalStatus } from "../../common/constants";
import { cn } from "../lib/cn";

const styles: Record<ProposalStatus, string> = {
  draft: "bg-slate-100 text-slate-700 ring-slate-300",
  in_progress: "bg-amber-50 text-amber-800 ring-amber-300",
  completed: "bg-sky-50 text-sky-800 ring-sky-300",
  approved: "bg-emerald-50 text-emerald-800 ring-emerald-300",
};

/** A rounded status label; `tone` is the colour classes of its state. */
export function ToneBadge({ tone, children }: { tone: string; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        tone,
      )}
    >
      {children}
    </span>
  );
}

export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation();
  return <ToneBadge tone={styles[status]}>{t(`proposalStatus.${status}`)}</ToneBadge>;
}
