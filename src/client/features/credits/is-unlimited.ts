import type { UserDto } from "../../../common/schemas/auth";
import type { BalanceDto } from "../../../common/schemas/credits";

/** super_admin and accounts flagged unlimited always count as Unlimited. */
export function isUnlimited(user: UserDto, balance: BalanceDto | undefined): boolean {
  return user.role === "super_admin" || user.unlimited || balance?.unlimited === true;
}
