import { z } from "zod";

/**
 * The profit analysis (super admin) and the writing comparison (signed in): every figure is read
 * from the database when asked. Ringgit and dollars travel as decimal strings of a fixed scale
 * ("300.00", "0.0123"), computed in SQL numeric, never as floating point.
 */
const decimal = (scale: number) => z.string().regex(new RegExp(`^-?\\d+\\.\\d{${scale}}$`));

export const ProfitPackageDto = z.object({
  key: z.string(),
  name: z.string(),
  /** Credits the package costs. */
  credits: z.number().int(),
  /** credits x credit value, in ringgit (2 places). */
  valueRm: decimal(2),
  /** Finished generations of the package the AI cost is averaged over. */
  generations: z.number().int(),
  /** Mean AI cost of one finished generation, in US dollars (6 places); "0.000000" without any. */
  aiCostUsd: decimal(6),
  /** The same in ringgit at the exchange rate setting (4 places: hundredths of a sen). */
  aiCostRm: decimal(4),
  /** The agent's commission on the package's value (commission rate x value, half up to the sen). */
  commissionRm: decimal(2),
  /** value - AI cost - commission (4 places). */
  marginRm: decimal(4),
});
export type ProfitPackageDto = z.infer<typeof ProfitPackageDto>;

export const ProfitAnalysisDto = z.object({
  /** The settings the figures were computed with. */
  creditValueRm: decimal(2),
  commissionRate: decimal(4),
  usdRmRate: decimal(4),
  /** Models with a price in settings (the others, and the built-in writer, cost nothing). */
  pricedModels: z.number().int(),
  packages: z.array(ProfitPackageDto),
});
export type ProfitAnalysisDto = z.infer<typeof ProfitAnalysisDto>;

export const ComparisonPackageDto = z.object({
  key: z.string(),
  name: z.string(),
  sections: z.number().int(),
  minWords: z.number().int(),
  credits: z.number().int(),
  /** credits x credit value, in ringgit. */
  priceRm: decimal(2),
  /** Finished generations of the package the time is measured over. */
  generations: z.number().int(),
  /** Median time from request to finished proposal, in milliseconds; null before the first one. */
  medianMs: z.number().int().nullable(),
  /** A human writer's terms from settings; null when the settings name none for this package. */
  human: z
    .object({
      feeRm: decimal(2),
      /** Days; 0 = the same day. */
      minDays: z.number().int(),
      maxDays: z.number().int(),
    })
    .nullable(),
});
export type ComparisonPackageDto = z.infer<typeof ComparisonPackageDto>;

export const WritingComparisonDto = z.object({
  packages: z.array(ComparisonPackageDto),
});
export type WritingComparisonDto = z.infer<typeof WritingComparisonDto>;
