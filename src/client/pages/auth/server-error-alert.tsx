import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { errorMessage } from "../../lib/api-error";

/** The failed call's message, worded in the language chosen now (it follows a language switch). */
export function ServerErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert data-testid="form-error">{errorMessage(error, t)}</Alert>;
}
