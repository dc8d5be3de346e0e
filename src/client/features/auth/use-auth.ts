import { useQuery } from "@tanstack/react-query";
import type { UserDto } from "../../../common/schemas/auth";
import { queryKeys } from "../../lib/query-keys";
import { getQueryFn } from "../../lib/queryClient";

/** The signed-in user's query: shared by `useAuth` and the first load's early ask (main.tsx). */
export const authUserQuery = {
  queryKey: queryKeys.authUser,
  queryFn: getQueryFn<UserDto>({ on401: "returnNull" }),
  meta: { silentUnauthorized: true },
};

/** Signed in means the user fetch returned data; a 401 means signed out (null), never retried. */
export function useAuth() {
  const { data, isLoading, error } = useQuery<UserDto | null>(authUserQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, error };
}

export { displayName, initials } from "./names.js";
