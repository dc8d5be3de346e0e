import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BalanceDto, PricingTierDto, StarterClaimDto } from "../../../common/schemas/credits";
import { apiPost } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export function useBalance(enabled = true) {
  return useQuery<BalanceDto>({ queryKey: queryKeys.balance, enabled });
}

export function usePricing() {
  return useQuery<PricingTierDto[]>({ queryKey: queryKeys.pricing });
}

export function useClaimStarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<StarterClaimDto>("/api/credits/starter"),
    onSuccess: (result) => {
      queryClient.setQueryData<BalanceDto>(queryKeys.balance, { credits: result.credits, unlimited: result.unlimited });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
  });
}
