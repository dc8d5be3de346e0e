import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { creditsToRM, formatCredits, formatRM } from "../../../common/money";
import type { PublicInfoDto } from "../../../common/schemas/credits";
import { packageName } from "./package-text";
import { usePricing, usePublicInfo } from "./use-public-info";

type PackageFigures = NonNullable<PublicInfoDto["flagshipPackage"]>;

/** A package's figures as the pages print them: its name in the interface language, counts grouped. */
function printed(pkg: PackageFigures | null | undefined, t: TFunction) {
  if (!pkg) return null;
  return {
    name: packageName(pkg, t),
    minWords: formatCredits(pkg.minWords),
    sections: formatCredits(pkg.sections),
    credits: formatCredits(pkg.creditCost),
  };
}

/** Every figure the public pages print, formatted; null where the server has not answered (or has none). */
export function useLandingFigures() {
  const { t } = useTranslation();
  const info = usePublicInfo().data;
  const tiers = usePricing().data;
  const cheapestTier = tiers?.length ? tiers.reduce((a, b) => (b.priceRM < a.priceRM ? b : a)) : null;
  return {
    info: info ?? null,
    engine: info?.engineName ?? null,
    freeCredits: info ? formatCredits(info.newUserCredits) : null,
    freeValue: info ? formatRM(creditsToRM(info.newUserCredits, info.creditValueRM)) : null,
    aiActionCost: info ? formatCredits(info.aiActionCost) : null,
    aiActionCount: info?.aiActionCost ?? 0,
    flagship: printed(info?.flagshipPackage, t),
    /** What a new account's free credits pay for. */
    freePackage: printed(info?.freePackage, t),
    cheapestTier: cheapestTier
      ? { price: formatRM(cheapestTier.priceRM), credits: formatCredits(cheapestTier.credits) }
      : null,
    stats: info?.stats ?? null,
  };
}

export type LandingFigures = ReturnType<typeof useLandingFigures>;
