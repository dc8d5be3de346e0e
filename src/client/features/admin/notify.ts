import { toast } from "../../components/ui/use-toast";
import i18n from "../../i18n";
import { errorMessage, isUnauthorizedError } from "../../lib/api-error";

/** A documented success toast (catalogue keys). */
export function notifySuccess(titleKey: string, description?: string): void {
  toast({ title: i18n.t(titleKey), description, variant: "success" });
}

/**
 * A documented failure toast, with the server's message under it when it gave one. A lost
 * session is left to the global handler (its own toast and the sign-in redirect).
 */
export function notifyFailure(titleKey: string, error: unknown): void {
  if (isUnauthorizedError(error)) return;
  toast({ title: i18n.t(titleKey), description: errorMessage(error), variant: "destructive" });
}

/** A form's own check failed: its documented message. */
export function notifyInvalid(messageKey: string, titleKey?: string): void {
  toast({
    title: titleKey ? i18n.t(titleKey) : i18n.t(messageKey),
    description: titleKey ? i18n.t(messageKey) : undefined,
    variant: "destructive",
  });
}
