import type { TFunction } from "i18next";
import { toast } from "../../components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "../../lib/api-error";
import { parseApiError } from "../../lib/parse-api-error";
import { BuyCreditsLink } from "../credits/buy-credits-link";

/**
 * The assistant's failure toast; a signed-out answer is left to the sign-in redirect. A balance too
 * low for the action (402) carries the 'Beli Kredit' link, like every insufficient-credit message.
 */
export function toastAssistantFailure(error: unknown, t: TFunction): void {
  if (isUnauthorizedError(error)) return;
  const short = parseApiError(error).status === 402;
  toast({
    title: t("proposalsArea.editor.assistant.failed"),
    description: short ? (
      <span>
        <span>{errorMessage(error, t)}</span> <BuyCreditsLink />
      </span>
    ) : (
      errorMessage(error, t)
    ),
    variant: "destructive",
  });
}
