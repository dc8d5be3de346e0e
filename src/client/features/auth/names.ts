/** How a signed-in person is named on screen: their name, and the two letters of their avatar. */
import type { UserDto } from "../../../common/schemas/auth";

export function displayName(user: Pick<UserDto, "firstName" | "lastName" | "email">): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

/** The words of a Malaysian name that are not names: 'Aminah binti Hassan' is AH, 'Muthu a/l Raman' MR. */
const NAME_LINKS = /^(?:bin|binti|bt\.?|bte|a\/l|a\/p|anak|s\/o|d\/o)$/i;

export function initials(user: Pick<UserDto, "firstName" | "lastName" | "email">): string {
  const last = user.lastName.split(/\s+/).find((word) => word && !NAME_LINKS.test(word));
  const letters = `${user.firstName.trim().charAt(0)}${last?.charAt(0) ?? ""}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}
