import { loadToaster, mountToaster } from "../components/ui/toast-host";
import { toast } from "../components/ui/use-toast";
import i18n from "../i18n";
import { signInUrl } from "./safe-next";

const REDIRECT_DELAY_MS = 500;
/** Set while this browser holds a session it signed in with; gone after signing out. */
const SIGNED_IN_KEY = "signedIn";
let redirecting = false;
const sessionEndListeners = new Set<() => void>();

/** This browser is signed in (the app saw its user): a later 401 means the session ended. */
export function rememberSignedIn(): void {
  try {
    window.localStorage.setItem(SIGNED_IN_KEY, "1");
  } catch {
    // storage unavailable: a later 401 reads as a visitor's
  }
}

/** Signed out on purpose, or told the session ended: a later 401 is a visitor's. */
export function forgetSignedIn(): void {
  try {
    window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // storage unavailable
  }
}

/** This browser held a session the last time the app saw it (a hint: the server decides). */
export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Called once, synchronously, when a 401 is about to send the user to sign in: the last moment
 * to keep unsaved work (the editor writes its draft). Returns the unsubscribe function.
 */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/**
 * A signed-out user on a gated page: say so, then go to the sign-in page (and back here after).
 * 'You are logged out' when a session of this browser ended; a visitor who never signed in is
 * asked to sign in.
 */
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
  const sessionEnded = wasSignedIn();
  forgetSignedIn();
  toast(
    sessionEnded
      ? { title: i18n.t("errors.UNAUTHORIZED"), description: i18n.t("auth.loggedOutToast"), variant: "destructive" }
      : { title: i18n.t("auth.signInToastTitle"), description: i18n.t("auth.signInToast") },
  );
  const target = signInUrl(window.location);
  // The toast's code may still be on its way (a first page opened signed out): it is shown for the
  // same half second whatever the connection before the page is left.
  mountToaster();
  void loadToaster().then(() =>
    setTimeout(() => {
      window.location.href = target;
    }, REDIRECT_DELAY_MS),
  );
}
