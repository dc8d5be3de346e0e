import { toast } from "../components/ui/use-toast";
import i18n from "../i18n";

const REDIRECT_DELAY_MS = 500;
let redirecting = false;

/** A signed-out user on a gated page: say so, then go to the sign-in page. */
export function handleUnauthorized(): void {
  if (redirecting) return;
  redirecting = true;
  toast({
    title: i18n.t("errors.UNAUTHORIZED"),
    description: i18n.t("auth.loggedOutToast"),
    variant: "destructive",
  });
  setTimeout(() => {
    window.location.href = "/api/login";
  }, REDIRECT_DELAY_MS);
}
