import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AgentDto,
  BalanceDto,
  BankDetailsDto,
  PaymentDto,
  PricingTierDto,
  PurchaseInput,
  PurchaseResultDto,
  StarterClaimDto,
} from "../../../common/schemas/credits";
import { apiPost } from "../../lib/api";
import { parseApiError } from "../../lib/api-error";
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

export function useAssignedAgent() {
  return useQuery<AgentDto>({ queryKey: queryKeys.agent });
}

export function useBankDetails() {
  return useQuery<BankDetailsDto>({ queryKey: queryKeys.bankDetails });
}

export function useOwnPurchases() {
  return useQuery<PaymentDto[]>({ queryKey: queryKeys.purchases });
}

export function useOwnPurchase(serial: string) {
  return useQuery<PaymentDto>({ queryKey: queryKeys.purchase(serial) });
}

/**
 * Submits the purchase form; the list of purchases refreshes (the balance moves only on
 * verification), and the tiers too when the server says the chosen one changed or went away.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PurchaseInput) => apiPost<PurchaseResultDto>("/api/credits/purchase-enhanced", input),
    onSuccess: (result) => queryClient.setQueryData(queryKeys.purchase(result.tokenSerial), result.payment),
    onError: (error) => {
      const { code } = parseApiError(error);
      if (code === "PRICE_CHANGED" || code === "TIER_NOT_FOUND") {
        void queryClient.invalidateQueries({ queryKey: queryKeys.pricing });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.purchases }),
  });
}
