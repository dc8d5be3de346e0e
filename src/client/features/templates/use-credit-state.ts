import type { UserDto } from "../../../common/schemas/auth";
import { isUnlimited } from "../credits/is-unlimited";
import { useBalance } from "../credits/use-credits";

/** The signed-in user's balance as credit checks need it; null credits while unknown or signed out. */
export function useCreditState(user: UserDto | null) {
  const balance = useBalance(user !== null);
  const unlimited = user ? isUnlimited(user, balance.data) : false;
  const credits = user && balance.data ? balance.data.credits : null;
  /** Signed in, not unlimited, balance known and below the cost. */
  const isShort = (cost: number) => !unlimited && credits !== null && credits < cost;
  return { unlimited, credits, isShort, loading: balance.isLoading };
}
