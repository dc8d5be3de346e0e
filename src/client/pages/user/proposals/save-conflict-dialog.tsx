import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button";

/**
 * The editor's answer to a 409 on save: the proposal was saved elsewhere since it was opened.
 * Nothing was written; the user reloads the latest text (dropping theirs) or saves theirs on top of it.
 */
export function SaveConflictDialog({
  open,
  onOpenChange,
  onReload,
  onKeepMine,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReload: () => void;
  onKeepMine: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none"
          data-testid="save-conflict-dialog"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {t("proposalsArea.editor.conflict.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {t("proposalsArea.editor.conflict.body")}
          </AlertDialog.Description>
          <div className="mt-6 grid gap-2">
            <button
              type="button"
              className={buttonClasses("primary", "md", "h-auto! min-h-10 w-full py-2 text-center whitespace-normal!")}
              disabled={pending}
              onClick={onKeepMine}
            >
              {t("proposalsArea.editor.conflict.keepMine")}
            </button>
            <button
              type="button"
              className={buttonClasses("outline", "md", "h-auto! min-h-10 w-full py-2 text-center whitespace-normal!")}
              disabled={pending}
              onClick={onReload}
            >
              {t("proposalsArea.editor.conflict.reload")}
            </button>
            <AlertDialog.Cancel className={buttonClasses("ghost", "md")}>
              {t("proposalsArea.editor.conflict.cancel")}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
