import { useTranslation } from "react-i18next";

interface FormFieldProps {
  id: string;
  label: string;
  /** A catalogue key (from the shared zod schema) or a ready text. */
  error?: string;
  hint?: string;
  children: React.ReactNode;
}

/** Label above, control, then the field's own error under it (linked by aria-describedby). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const { t, i18n } = useTranslation();
  const errorText = error ? (i18n.exists(error) ? t(error) : error) : null;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !errorText ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/** Props that tie an input to its FormField's error and hint. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
}
