import type { QueryClient } from "@tanstack/react-query";
import type { UserDto } from "../../../common/schemas/auth";
import { changeLanguage, type Language } from "../../i18n";
import { apiRequest } from "../../lib/api";
import { parseApiError } from "../../lib/parse-api-error";
import { queryKeys } from "../../lib/query-keys";

/**
 * A signed-in person's language switch, kept in this browser until the account has stored it: a
 * page left or reloaded while the save is on its way (the next page could read the account's old
 * language first) applies the choice again and saves it again, so a switch is never undone.
 */
const PENDING_KEY = "lang-pending";

/** The choice still being saved for this account (another account's, on a shared browser, is not). */
function readPending(userId: string): Language | null {
  try {
    const [owner, value] = (window.localStorage.getItem(PENDING_KEY) ?? "").split(":");
    return owner === userId && (value === "ms" || value === "en") ? value : null;
  } catch {
    return null;
  }
}

function writePending(userId: string, lng: Language | null): void {
  try {
    if (lng) window.localStorage.setItem(PENDING_KEY, `${userId}:${lng}`);
    else window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // No storage: the choice is saved by the request alone.
  }
}

/** Saves `lng` as the account's language; the interface has already changed. */
export function saveLanguageChoice(
  queryClient: QueryClient,
  user: UserDto,
  lng: Language,
  onError?: (error: unknown) => void,
): void {
  writePending(user.id, lng);
  const body = { firstName: user.firstName, lastName: user.lastName, language: lng };
  apiRequest<UserDto>("PATCH", "/api/account/profile", body).then(
    (saved) => {
      if (readPending(user.id) === lng) writePending(user.id, null);
      queryClient.setQueryData(queryKeys.authUser, saved);
    },
    (error: unknown) => {
      // No answer (the page is being left, or the line dropped): the choice stays pending and the
      // next page load saves it. A refusal puts the account's language back.
      if (parseApiError(error).status === null) return;
      writePending(user.id, null);
      changeLanguage(user.language);
      onError?.(error);
    },
  );
}

/**
 * The language a page load applies for a signed-in person: a choice still being saved (saved again
 * here), else the account's.
 */
export function applyAccountLanguage(queryClient: QueryClient, user: UserDto, current: Language): void {
  const pending = readPending(user.id);
  if (pending && pending !== user.language) {
    if (pending !== current) changeLanguage(pending);
    saveLanguageChoice(queryClient, user, pending);
    return;
  }
  if (pending) writePending(user.id, null);
  if (user.language !== current) changeLanguage(user.language);
}
