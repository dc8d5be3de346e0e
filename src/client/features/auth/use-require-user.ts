import { useEffect } from "react";
import { handleUnauthorized } from "../../lib/unauthorized";
import { useAuth } from "./use-auth";

/**
 * For gated screens: a signed-out visitor is told and sent to the sign-in page
 * (unless the screen has a visitors' version: `visitorsAllowed`).
 */
export function useRequireUser({ visitorsAllowed = false }: { visitorsAllowed?: boolean } = {}) {
  const auth = useAuth();
  const signedOut = !auth.isLoading && !auth.user;
  useEffect(() => {
    if (signedOut && !visitorsAllowed) handleUnauthorized();
  }, [signedOut, visitorsAllowed]);
  return auth;
}
