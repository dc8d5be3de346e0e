/** Lower case without accents, so 'Zoë' is found by 'zoe'. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("ms-MY");
}

/**
 * The dashboard's client-side search over the users already loaded: every word of the query must
 * appear in the email, the first name or the last name (or across the full name). An empty query keeps all.
 */
export function filterUsers<T extends { email: string; firstName: string; lastName: string }>(
  users: readonly T[],
  query: string,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const haystack = [user.email, user.firstName, user.lastName, `${user.firstName} ${user.lastName}`].map(fold);
    return words.every((word) => haystack.some((field) => field.includes(word)));
  });
}
