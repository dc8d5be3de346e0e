import type { TFunction } from "i18next";
import { toast } from "../../components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "../../lib/api-error";

/** The assistant's failure toast; a signed-out answer is left to the sign-in redirect. */
export function toastAssistantFailure(error: unknown, t: TFunction): void {
  if (isUnauthorizedError(error)) return;
  toast({
    title: t("proposalsArea.editor.assistant.failed"),
    description: errorMessage(error, t),
    variant: "destructive",
  });
}
