import { toast } from "../../../components/ui/use-toast";
import i18n from "../../../i18n";
import { errorMessage, parseApiError } from "../../../lib/api-error";

export function insufficientCreditsToast(cost: number, credits: number): void {
  toast({
    variant: "destructive",
    title: i18n.t("create.credits.insufficientTitle"),
    description: i18n.t("create.credits.insufficientBody", { cost, credits }),
  });
}

/** A failed call: 402 is 'Kredit Tidak Mencukupi' with the server's message; anything else `fallback`. */
export function toastCallError(error: unknown, fallbackKey: string): void {
  const info = parseApiError(error);
  if (info.status === 401) return; // the global handler signs the user in again
  if (info.status === 402) {
    const details = (info.params.details ?? {}) as { required?: number; available?: number };
    toast({
      variant: "destructive",
      title: i18n.t("create.credits.insufficientTitle"),
      description:
        details.required !== undefined && details.available !== undefined
          ? i18n.t("create.credits.insufficientBody", { cost: details.required, credits: details.available })
          : errorMessage(error),
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
