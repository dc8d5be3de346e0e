import { useQuery } from "@tanstack/react-query";
import type { PricingTierDto, ProposalPackageDto, PublicInfoDto } from "../../../common/schemas/credits";
import { queryKeys } from "../../lib/query-keys";

export function usePublicInfo() {
  return useQuery<PublicInfoDto>({ queryKey: queryKeys.publicInfo });
}

export function useProposalPackages() {
  return useQuery<ProposalPackageDto[]>({ queryKey: queryKeys.packages });
}

/** The credit tiers on sale: public, shown on the landing page and in the credit shop. */
export function usePricing() {
  return useQuery<PricingTierDto[]>({ queryKey: queryKeys.pricing });
}
