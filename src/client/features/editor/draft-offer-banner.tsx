import { History, Trash2, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { formatDate } from "../../lib/format";
import type { EditorDraft } from "./draft-store";

type Props = { draft: EditorDraft; currentVersion: number; onRestore: () => void; onDiscard: () => void };

/**
 * 'You have unsaved changes from <time>': the kept draft of an earlier visit, to put back into the
 * editor or throw away; it says so when the proposal was saved again since the draft began.
 */
export function DraftOfferBanner({ draft, currentVersion, onRestore, onDiscard }: Props) {
  const { t } = useTranslation();
  const stale = currentVersion > draft.baseVersion;
  return (
    <section
      aria-labelledby="draft-offer-title"
      data-testid="draft-offer"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <History aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <h2 id="draft-offer-title" className="font-semibold">
            {t("proposalsArea.editor.draft.title", {
              time: formatDate(new Date(draft.savedAt), { dateStyle: "medium", timeStyle: "short" }),
            })}
          </h2>
          <p className="text-sm">
            {stale
              ? t("proposalsArea.editor.draft.stale", { version: currentVersion })
              : t("proposalsArea.editor.draft.body")}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={onRestore}>
          <Undo2 aria-hidden />
          {t("proposalsArea.editor.draft.restore")}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          <Trash2 aria-hidden />
          {t("proposalsArea.editor.draft.discard")}
        </Button>
      </div>
    </section>
  );
}
