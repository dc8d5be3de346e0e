import { toast } from "../components/ui/use-toast";
import i18n from "../i18n";
import { signInUrl } from "./safe-next";

const REDIRECT_DELAY_MS = 500;
let redirecting = false;
const sessionEndListeners = new Set<() => void>();

/**
 * Called once, synchronously, when a 401 is about to send the user to sign in: the last moment
 * to keep unsaved work (the editor writes its draft). Returns the unsubscribe function.
 */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** A signed-out user on a gated page: say so, then go to the sign-in page (and back here after). */
export function handleUnauthorized(): void {
  if (redirecting) return;
  redirecting = true;
  for (const listener of sessionEndListeners) {
    try {
      listener();
    } catch {
      // Keeping work is best effort: the user is sent to sign in regardless.
    }
  }
  toast({
    title: i18n.t("errors.UNAUTHORIZED"),
    description: i18n.t("auth.loggedOutToast"),
    variant: "destructive",
  });
  const target = signInUrl(window.location);
  setTimeout(() => {
    window.location.href = target;
  }, REDIRECT_DELAY_MS);
}
