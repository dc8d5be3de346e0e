import { FileText, Trash2, Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { formatDate } from "../../../lib/format";
import type { Draft } from "./storage";

/** 'A draft was found': load it into the two-step form or delete it. */
export function DraftBanner({ draft, onLoad, onDelete }: { draft: Draft; onLoad: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="draft-banner-title"
      data-testid="draft-banner"
      className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700" />
        <div className="min-w-0">
          <h2 id="draft-banner-title" className="font-semibold">
            {t("create.draft.bannerTitle")}
          </h2>
          <p className="text-sm">
            {draft.savedAt
              ? t("create.draft.bannerBody", {
                  date: formatDate(draft.savedAt, { dateStyle: "medium", timeStyle: "short" }),
                })
              : t("create.draft.bannerBodyNoDate")}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={onLoad}>
          <Upload aria-hidden />
          {t("create.draft.load")}
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete}>
          <Trash2 aria-hidden />
          {t("create.draft.delete")}
        </Button>
      </div>
    </section>
  );
}
