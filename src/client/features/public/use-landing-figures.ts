import { creditsToRM, formatCredits, formatRM } from "../../../common/money";
import { usePricing } from "../credits/use-credits";
import { usePublicInfo } from "./use-public-info";

/** Every figure the public pages print, formatted; null where the server has not answered (or has none). */
export function useLandingFigures() {
  const info = usePublicInfo().data;
  const tiers = usePricing().data;
  const cheapestTier = tiers?.length ? tiers.reduce((a, b) => (b.priceRM < a.priceRM ? b : a)) : null;
  const flagship = info?.flagshipPackage ?? null;
  return {
    info: info ?? null,
    engine: info?.engineName ?? null,
    freeCredits: info ? formatCredits(info.newUserCredits) : null,
    freeValue: info ? formatRM(creditsToRM(info.newUserCredits, info.creditValueRM)) : null,
    aiActionCost: info ? formatCredits(info.aiActionCost) : null,
    aiActionCount: info?.aiActionCost ?? 0,
    flagship: flagship
      ? {
          name: flagship.name,
          minWords: formatCredits(flagship.minWords),
          sections: formatCredits(flagship.sections),
          credits: formatCredits(flagship.creditCost),
        }
      : null,
    cheapestTier: cheapestTier
      ? { price: formatRM(cheapestTier.priceRM), credits: formatCredits(cheapestTier.credits) }
      : null,
    stats: info?.stats ?? null,
  };
}

export type LandingFigures = ReturnType<typeof useLandingFigures>;
