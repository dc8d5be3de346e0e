import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type {
  AgentDto,
  BalanceDto,
  BankDetailsDto,
  PaymentDto,
  PurchaseInput,
  PurchaseResultDto,
  StarterClaimDto,
} from "../../../common/schemas/credits";
import { parseApiError } from "../../lib/api-error";
import { postOnce, useSubmissionKey } from "../../lib/idempotency";
import { queryKeys } from "../../lib/query-keys";

export function useBalance(enabled = true) {
  return useQuery<BalanceDto>({ queryKey: queryKeys.balance, enabled });
}

/** The starter claim; `submit` sends it with the submission's key (a double click claims once, both answers alike). */
export function useClaimStarter() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: (key: string) => postOnce<StarterClaimDto>("/api/credits/starter", key),
    onSuccess: (result) => {
      queryClient.setQueryData<BalanceDto>(queryKeys.balance, {
        credits: result.credits,
        unlimited: result.unlimited,
        starterClaimed: result.starterClaimed,
      });
    },
    onSettled: (_result, error) => {
      submission.settle(error ?? undefined);
      return queryClient.invalidateQueries({ queryKey: queryKeys.balance });
    },
  });
  const submit = (options?: Parameters<typeof mutation.mutate>[1]) => mutation.mutate(submission.take(), options);
  return { ...mutation, submit };
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

/** How long a pending FPX payment's page keeps asking for its status after the bank's page sends the buyer back. */
const FPX_POLL_MS = 3_000;
const FPX_POLL_FOR_MS = 2 * 60_000;

/** One purchase; while an FPX payment is pending its page asks again every few seconds for two minutes. */
export function useOwnPurchase(serial: string) {
  const [since] = useState(() => Date.now());
  return useQuery<PaymentDto>({
    queryKey: queryKeys.purchase(serial),
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && query.state.data.gateway && Date.now() - since < FPX_POLL_FOR_MS
        ? FPX_POLL_MS
        : false,
  });
}

/**
 * Submits the purchase form; the list of purchases refreshes (the balance moves only on
 * verification), and the tiers too when the server says the chosen one changed or went away.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: PurchaseInput; key: string }) =>
      postOnce<PurchaseResultDto>("/api/credits/purchase-enhanced", key, input),
    onSuccess: (result) => queryClient.setQueryData(queryKeys.purchase(result.tokenSerial), result.payment),
    onError: (error) => {
      const { code } = parseApiError(error);
      if (code === "PRICE_CHANGED" || code === "TIER_NOT_FOUND") {
        void queryClient.invalidateQueries({ queryKey: queryKeys.pricing });
      }
    },
    onSettled: (_result, error) => {
      submission.settle(error ?? undefined);
      return queryClient.invalidateQueries({ queryKey: queryKeys.purchases });
    },
  });
  /** Sends the form with the submission's key: a double click records one purchase. */
  const submit = (input: PurchaseInput, options?: Parameters<typeof mutation.mutate>[1]) =>
    mutation.mutate({ input, key: submission.take(input) }, options);
  return { ...mutation, submit };
}

/** The official receipt of a verified purchase (a PDF the server draws). */
export const receiptUrl = (serial: string) => `/api/credits/purchases/${encodeURIComponent(serial)}/receipt`;
