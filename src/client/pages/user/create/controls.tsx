import { ChevronDown } from "lucide-react";
import { forwardRef } from "react";
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
  placeholder: string;
}

/** A native select (accessible and phone-friendly) in the form's look. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, options, placeholder, ...props },
  ref,
) {
  return (
    <div className="relative">
      <select ref={ref} className={cn(fieldBase, "h-11 appearance-none pr-9 pl-3", className)} {...props}>
        <option value="">{placeholder}</option>
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

type LanguageSelectProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  names: Record<"ms" | "en", string>;
};

/** The language this proposal is written in (the interface language unless changed). No empty choice. */
export const ProposalLanguageSelect = forwardRef<HTMLSelectElement, LanguageSelectProps>(
  function ProposalLanguageSelect({ className, names, ...props }, ref) {
    return (
      <div className="relative">
        <select ref={ref} className={cn(fieldBase, "h-11 appearance-none pr-9 pl-3", className)} {...props}>
          <option value="ms" lang="ms">
            {names.ms}
          </option>
          <option value="en" lang="en">
            {names.en}
          </option>
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    );
  },
);
