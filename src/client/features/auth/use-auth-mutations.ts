import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  SignInLinkRequest,
  SignInLinkUse,
  UserDto,
} from "../../../common/schemas/auth";
import { apiPost } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

/** A new session starts with a clean cache: nothing of a previous account may show. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: UserDto) => {
    // The signed-in user's own query is kept and replaced, not removed: components already watching
    // it (the app's language) see the new account at once.
    const kept: unknown[] = [queryKeys.publicInfo[0], queryKeys.authUser[0]];
    queryClient.removeQueries({ predicate: (query) => !kept.includes(query.queryKey[0]) });
    queryClient.setQueryData(queryKeys.authUser, user);
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
  };
}

export function useLogin() {
  const onSignedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiPost<UserDto>("/api/auth/login", input),
    onSuccess: onSignedIn,
    meta: { silentUnauthorized: true },
  });
}

export function useRegister() {
  const onSignedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiPost<UserDto>("/api/auth/register", input),
    onSuccess: onSignedIn,
    meta: { silentUnauthorized: true },
  });
}

/** Asks for a one-time sign-in link by email; the answer is the same for any address. */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (input: SignInLinkRequest) => apiPost<{ message: string }>("/api/auth/sign-in-link", input),
    meta: { silentUnauthorized: true },
  });
}

export function useSignInWithLink() {
  const onSignedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: SignInLinkUse) => apiPost<UserDto>("/api/auth/sign-in-link/use", input),
    onSuccess: onSignedIn,
    meta: { silentUnauthorized: true },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<null>("/api/auth/logout"),
    onSettled: () => {
      queryClient.clear();
    },
    meta: { silentUnauthorized: true },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiPost<UserDto>("/api/auth/change-password", input),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.authUser, user);
      await queryClient.refetchQueries({ queryKey: queryKeys.authUser });
    },
  });
}
