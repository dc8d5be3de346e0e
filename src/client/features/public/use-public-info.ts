import { useQuery } from "@tanstack/react-query";
import type { ProposalPackageDto, PublicInfoDto } from "../../../common/schemas/credits";
import { queryKeys } from "../../lib/query-keys";

export function usePublicInfo() {
  return useQuery<PublicInfoDto>({ queryKey: queryKeys.publicInfo });
}

export function useProposalPackages() {
  return useQuery<ProposalPackageDto[]>({ queryKey: queryKeys.packages });
}
