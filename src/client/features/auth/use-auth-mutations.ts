import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  SignInLinkRequest,
  SignInLinkUse,
  UserDto,
} from "../../../common/schemas/auth";
import { changeLanguage, currentLanguage, takeVisitorChoice } from "../../i18n";
import { apiPost, apiRequest } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { rememberSignedIn } from "../../lib/unauthorized";

/**
 * The person's one language at sign-in: a language chosen on the sign-in page in this tab is their
 * newest choice and is saved on the account; otherwise the account's language applies at once.
 */
function settleLanguage(user: UserDto, onSaved: (saved: UserDto) => void): void {
  const chosen = takeVisitorChoice();
  if (chosen && chosen !== user.language && chosen === currentLanguage()) {
    const body = { firstName: user.firstName, lastName: user.lastName, language: chosen };
    apiRequest<UserDto>("PATCH", "/api/account/profile", body).then(onSaved, () => changeLanguage(user.language));
    return;
  }
  if (user.language !== currentLanguage()) changeLanguage(user.language);
}

/** A new session starts with a clean cache: nothing of a previous account may show. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: UserDto) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.publicInfo[0] });
    queryClient.setQueryData(queryKeys.authUser, user);
    settleLanguage(user, (saved) => queryClient.setQueryData(queryKeys.authUser, saved));
    // Marked at once (the cache's listeners run a tick later): a 401 on the very next page is then
    // known to be a session that ended, not a visitor.
    rememberSignedIn();
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
