import { useQuery } from "@tanstack/react-query";
import type { ProfitAnalysisDto, WritingComparisonDto } from "../../../common/schemas/business-figures";

/** Measured figures change with every generation and settings change: read afresh on each visit. */
const fresh = { refetchOnMount: "always" as const, staleTime: 0 };

export function useProfitAnalysis() {
  return useQuery<ProfitAnalysisDto>({ queryKey: ["/api/super-admin/profit-analysis"], ...fresh });
}

export function useWritingComparison() {
  return useQuery<WritingComparisonDto>({ queryKey: ["/api/writing-comparison"], ...fresh });
}
