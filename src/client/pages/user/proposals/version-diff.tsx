import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { htmlToText } from "../../../../common/content";
import { diffStats, diffWords } from "../../../../common/diff";

const asText = (title: string, html: string) => `${title}\n${htmlToText(html)}`;

/**
 * What differs between a version and the current one, word by word: text only in the version is
 * struck through (<del>), text the current version added is underlined (<ins>); the title is the first line.
 */
export function VersionDiff({
  version,
  current,
}: {
  version: { title: string; content: string };
  current: { title: string; content: string };
}) {
  const { t } = useTranslation();
  const parts = useMemo(
    () => diffWords(asText(version.title, version.content), asText(current.title, current.content)),
    [version.title, version.content, current.title, current.content],
  );
  const stats = diffStats(parts);
  if (stats.added === 0 && stats.removed === 0) {
    return <p className="text-sm text-slate-600">{t("proposalsArea.history.noDifferences")}</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        {t("proposalsArea.history.diffLegend")}{" "}
        <span className="font-medium text-slate-800" data-testid="diff-stats">
          ({t("proposalsArea.history.diffStats", stats)})
        </span>
      </p>
      <div className="text-[15px] leading-7 break-words whitespace-pre-wrap text-slate-800" data-testid="version-diff">
        {parts.map((part, i) =>
          part.kind === "added" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder; their position is their identity
            <ins key={i} className="rounded-sm bg-emerald-100 text-emerald-900 decoration-emerald-700">
              {part.text}
            </ins>
          ) : part.kind === "removed" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <del key={i} className="rounded-sm bg-red-100 text-red-900 decoration-red-700">
              {part.text}
            </del>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <span key={i}>{part.text}</span>
          ),
        )}
      </div>
    </div>
  );
}
