import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorKey, errorMessage, parseApiError } from "../../lib/api-error";

/**
 * Marks the field the server named, if the form has it, and puts the cursor there (the submit
 * button, disabled while the call ran, has lost the focus); the form's alert shows the whole error.
 * True when a field was marked.
 */
export function markServerField<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  const { field } = parseApiError(error);
  const match = fields.find((name) => name === field);
  if (!match) return false;
  // A catalogue key where there is one: the field's text follows a later change of language.
  setError(match, { type: "server", message: errorKey(error) ?? errorMessage(error) }, { shouldFocus: true });
  return true;
}
