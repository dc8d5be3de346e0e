import { Check } from "lucide-react";
import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { KIND_IDS, KINDS } from "../../../common/kinds";
import { cn } from "../../lib/cn";
import { useKindText } from "./kind-text";
import type { KindChoice } from "./use-kind-choice";

/**
 * The five kinds of paper as one radio group of cards. The kind inferred from what the user typed is
 * selected and named for confirmation until the user picks one; any card can be picked at any time.
 */
export function KindPicker({ choice, disabled }: { choice: KindChoice; disabled?: boolean }) {
  const { t } = useTranslation();
  const kinds = useKindText();
  const id = useId();
  return (
    <fieldset disabled={disabled} className="grid min-w-0 gap-3" data-testid="kind-picker">
      <legend className="text-lg font-semibold text-slate-900">{t("kindsArea.picker.legend")}</legend>
      <p className="text-sm text-slate-600">{t("kindsArea.picker.hint")}</p>
      <p
        className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950"
        aria-live="polite"
        data-testid="kind-detected"
      >
        {choice.chosen === null ? (
          <Trans
            // Nothing typed yet: nothing has been identified, the general kind is only the default.
            i18nKey={choice.guessed ? "kindsArea.picker.detected" : "kindsArea.picker.waiting"}
            values={{ kind: kinds.label(choice.inferred) }}
            components={{ strong: <strong className="font-semibold" /> }}
          />
        ) : (
          <Trans
            i18nKey="kindsArea.picker.chosen"
            values={{ kind: kinds.label(choice.chosen) }}
            components={{ strong: <strong className="font-semibold" /> }}
          />
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {KIND_IDS.map((kind) => {
          const checked = choice.kind === kind;
          return (
            <label
              key={kind}
              data-testid={`kind-option-${kind}`}
              className={cn(
                "flex cursor-pointer gap-3 rounded-xl border bg-white p-4 shadow-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600",
                checked ? "border-emerald-600 ring-2 ring-emerald-600/30" : "border-slate-200 hover:border-emerald-300",
              )}
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={checked}
                onChange={() => choice.choose(kind)}
                aria-labelledby={`${id}-${kind}-label`}
                aria-describedby={`${id}-${kind}-hint`}
                className="sr-only"
              />
              <span
                aria-hidden
                className={cn(
                  "mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border",
                  checked ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-300 bg-white",
                )}
              >
                {checked ? <Check className="size-3.5" /> : null}
              </span>
              <span className="grid min-w-0 content-start gap-1">
                <span id={`${id}-${kind}-label`} className="font-semibold text-slate-900">
                  {kinds.text(KINDS[kind].label)}
                </span>
                <span id={`${id}-${kind}-hint`} className="text-sm text-slate-600">
                  {kinds.text(KINDS[kind].hint)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
