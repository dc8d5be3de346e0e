import { ChevronDown } from "lucide-react";
import { forwardRef, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/ui/form-field";
import { currentLanguage, type Language } from "../../../i18n";
import { cn } from "../../../lib/cn";

const fieldBase =
  "w-full rounded-lg border border-slate-300 bg-white text-base text-slate-900 shadow-xs transition placeholder:text-slate-400 sm:text-sm focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/20";

export const Textarea = forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, rows = 4, ...props }, ref) {
    return <textarea ref={ref} rows={rows} className={cn(fieldBase, "min-h-24 px-3 py-2.5", className)} {...props} />;
  },
);

export type SelectOption = { value: string; label: string };

interface SelectProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
  /** The empty first choice; without it one of the options is always chosen. */
  placeholder?: string;
}

/** A native select (accessible and phone-friendly) in the form's look. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, options, placeholder, ...props },
  ref,
) {
  return (
    <div className="relative">
      <select ref={ref} className={cn(fieldBase, "h-11 appearance-none pr-9 pl-3", className)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
});

/** The language this proposal is written in (offered as the interface language). */
export function ProposalLanguageField({
  id,
  disabled,
  ...registration
}: React.SelectHTMLAttributes<HTMLSelectElement> & { id: string; ref?: React.Ref<HTMLSelectElement> }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t("create.common.languageLabel")} hint={t("create.common.languageHint")}>
      {/* The box and its arrow share one width. */}
      <div className="sm:max-w-xs">
        <Select
          id={id}
          {...registration}
          options={[
            { value: "ms", label: t("lang.names.ms") },
            { value: "en", label: t("lang.names.en") },
          ]}
          disabled={disabled}
        />
      </div>
    </FormField>
  );
}

/** A form with a proposal language: what react-hook-form gives for that one field. */
type LanguageForm = {
  getFieldState(name: "language"): { isDirty: boolean };
  setValue(name: "language", value: "ms" | "en"): void;
};

/**
 * The proposal language follows the interface language (the top bar's BM / EN) until the person
 * chooses one for this proposal in the form itself.
 */
export function useFollowInterfaceLanguage(form: LanguageForm): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    if (language && !form.getFieldState("language").isDirty) form.setValue("language", currentLanguage());
  }, [language, form]);
}

/**
 * The same rule for a form kept in React state (the template and auto generator forms): the
 * interface language until the person picks one here (or one kept from before comes back).
 * `field` goes to ProposalLanguageField.
 */
export function useProposalLanguage(kept: Language | null = null) {
  // Re-renders when the interface language changes, so an unpicked choice follows it.
  useTranslation();
  const [picked, pick] = useState<Language | null>(kept);
  const language = picked ?? currentLanguage();
  const field = {
    value: language,
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => pick(event.target.value === "en" ? "en" : "ms"),
  };
  return { language, picked, pick, field };
}
