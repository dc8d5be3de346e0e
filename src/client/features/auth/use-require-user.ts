import { useEffect } from "react";
import { handleUnauthorized } from "../../lib/unauthorized";
import { useAuth } from "./use-auth";

/** For gated screens: a signed-out visitor is told and sent to the sign-in page. */
export function useRequireUser() {
  const auth = useAuth();
  const signedOut = !auth.isLoading && !auth.user;
  useEffect(() => {
    if (signedOut) handleUnauthorized();
  }, [signedOut]);
  return auth;
}
