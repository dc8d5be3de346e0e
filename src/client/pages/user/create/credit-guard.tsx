import { toast } from "../../../components/ui/use-toast";
import { BuyCreditsLink } from "../../../features/credits/buy-credits-link";
import i18n from "../../../i18n";
import { errorMessage, parseApiError } from "../../../lib/api-error";
import { InsufficientCreditsMessage } from "./affordability";

export function insufficientCreditsToast(cost: number, credits: number): void {
  toast({
    variant: "destructive",
    title: i18n.t("create.credits.insufficientTitle"),
    description: <InsufficientCreditsMessage cost={cost} credits={credits} />,
  });
}

/** The required and available credits of a 402 answer, when it says them. */
export function insufficientDetails(error: unknown): { required: number; available: number } | null {
  const info = parseApiError(error);
  if (info.status !== 402) return null;
  const details = (info.params.details ?? {}) as { required?: unknown; available?: unknown };
  return typeof details.required === "number" && typeof details.available === "number"
    ? { required: details.required, available: details.available }
    : null;
}

/** A failed call: 402 is 'Kredit Tidak Mencukupi' with the shortfall and 'Beli Kredit'; anything else `fallback`. */
export function toastCallError(error: unknown, fallbackKey: string): void {
  const info = parseApiError(error);
  if (info.status === 401) return; // the global handler signs the user in again
  if (info.status === 402) {
    const details = insufficientDetails(error);
    toast({
      variant: "destructive",
      title: i18n.t("create.credits.insufficientTitle"),
      description: details ? (
        <InsufficientCreditsMessage cost={details.required} credits={details.available} />
      ) : (
        <span>
          <span>{errorMessage(error)}</span> <BuyCreditsLink />
        </span>
      ),
    });
    return;
  }
  const known = info.code !== null || info.status === null;
  toast({
    variant: "destructive",
    title: i18n.t("create.common.error"),
    description: known ? errorMessage(error) : i18n.t(fallbackKey),
  });
}
