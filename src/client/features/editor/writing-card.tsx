import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

/**
 * An assistant result while the model writes it: the text grows as it arrives; it becomes the
 * usual suggestion (with the change against the text) once complete. Nothing can be accepted yet.
 */
export function WritingCard({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="mt-3 rounded-lg border border-emerald-200 bg-white p-3"
      aria-labelledby="writing-title"
      aria-busy="true"
      data-testid="assistant-writing"
    >
      <h3 id="writing-title" className="text-sm font-semibold text-slate-900">
        {t("proposalsArea.editor.suggestion.title", { label })}
      </h3>
      <p className="mt-1 flex items-center gap-2 text-xs text-slate-600" role="status">
        <Spinner className="size-3" />
        {t("proposalsArea.editor.suggestion.writing")}
      </p>
      <p
        className="mt-2 max-h-72 overflow-y-auto rounded-md bg-slate-50 p-2 text-sm leading-6 break-words whitespace-pre-wrap text-slate-800"
        data-testid="writing-text"
      >
        {text}
      </p>
      <div className="mt-3">
        <Button size="sm" disabled>
          <Check aria-hidden />
          {t("proposalsArea.editor.suggestion.accept")}
        </Button>
      </div>
    </section>
  );
}
