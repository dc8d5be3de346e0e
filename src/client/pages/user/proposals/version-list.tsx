import { useTranslation } from "react-i18next";
import type { VersionSummaryDto } from "../../../../common/schemas/versions";
import { ToneBadge } from "../../../components/status-badge";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/format";

export const dateTime = (iso: string) => formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

/** 'Dijana AI', 'Disunting' ... and, for a restore, which version it brought back. */
export function VersionSource({ version }: { version: VersionSummaryDto }) {
  const { t } = useTranslation();
  return version.restoredFrom !== null
    ? t("proposalsArea.history.restoredFrom", { number: version.restoredFrom })
    : t(`proposalsArea.history.source.${version.source}`);
}

/** The versions, newest first: number, when, where from, words; the chosen one is marked. */
export function VersionList({
  versions,
  currentVersion,
  selected,
  onSelect,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  versions: VersionSummaryDto[];
  currentVersion: number;
  selected: number | null;
  onSelect: (number: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("proposalsArea.history.listLabel")} className="grid gap-3">
      <ul className="grid max-h-80 gap-2 overflow-y-auto pr-1 lg:max-h-[70vh]" data-testid="version-list">
        {versions.map((v) => (
          <li key={v.number}>
            <button
              type="button"
              onClick={() => onSelect(v.number)}
              aria-current={v.number === selected ? "true" : undefined}
              data-testid="version-item"
              data-version={v.number}
              className={cn(
                "grid w-full gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-emerald-600",
                v.number === selected
                  ? "border-emerald-600 bg-emerald-50"
                  : "border-slate-200 bg-white hover:bg-slate-50",
              )}
            >
              <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {t("proposalsArea.history.version", { number: v.number })}
                {v.number === currentVersion ? (
                  <ToneBadge tone="bg-emerald-50 text-emerald-800 ring-emerald-300">
                    {t("proposalsArea.history.current")}
                  </ToneBadge>
                ) : null}
              </span>
              <span className="text-slate-700">{dateTime(v.createdAt)}</span>
              <span className="text-xs text-slate-600">
                <VersionSource version={v} /> · {t("proposalsArea.common.words", { count: v.wordCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="outline" size="sm" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? <Spinner className="size-4" /> : null}
          {t("proposalsArea.history.loadMore")}
        </Button>
      ) : null}
    </nav>
  );
}
