import { useTranslation } from "react-i18next";
import { Input } from "./input";

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
  // content-start: a taller neighbour in the same row (one showing its error) must not stretch
  // this field's rows and push its control down.
  return (
    <div className="grid content-start gap-1.5">
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

/** An input's props with its ref (react-hook-form's register(...) gives both). */
export type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

type InputFieldProps = Omit<FormFieldProps, "children"> &
  InputProps & {
    /** The control: Input unless another input-like one (PasswordInput). */
    control?: React.ComponentType<InputProps>;
  };

/**
 * A FormField with its input wired to the label, hint and error (fieldAria); every other prop
 * (react-hook-form's register(...) included) goes to the input.
 */
export function InputField({ id, label, error, hint, control: Control = Input, ...props }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Control {...fieldAria(id, error, Boolean(hint))} {...props} />
    </FormField>
  );
}

/** The attributes of an email address box: the email keyboard, no autocorrection or capitals. */
export const EMAIL_INPUT = {
  type: "email",
  autoComplete: "email",
  inputMode: "email",
  autoCapitalize: "none",
  spellCheck: false,
} as const;
