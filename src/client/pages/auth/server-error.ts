import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorKey, errorMessage, parseApiError } from "../../lib/api-error";

/** Marks the field the server named, if the form has it; the form's alert shows the whole error. */
export function markServerField<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): void {
  const { field } = parseApiError(error);
  const match = fields.find((name) => name === field);
  // A catalogue key where there is one: the field's text follows a later change of language.
  if (match) setError(match, { type: "server", message: errorKey(error) ?? errorMessage(error) });
}
