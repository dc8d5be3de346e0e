import { useTranslation } from "react-i18next";
import { creditsToRM, formatCredits, formatRM } from "../../../common/money";
import type { UserDto } from "../../../common/schemas/auth";
import { toast } from "../../components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "../../lib/api-error";
import { usePublicInfo } from "../public/use-public-info";
import { isUnlimited } from "./is-unlimited";
import { useBalance, useClaimStarter } from "./use-credits";

/**
 * The free starter credits: who may claim them (never claimed, balance 0, not unlimited, not super
 * admin), what they are worth, and the claim with its documented toast. A refused claim shows the
 * server's reason (the catalogue's text for its code) as a toast; "signed out" is handled globally.
 */
export function useStarterOffer(user: UserDto) {
  const { t } = useTranslation();
  const balance = useBalance();
  const info = usePublicInfo().data;
  const claim = useClaimStarter();
  const unlimited = isUnlimited(user, balance.data);
  const eligible =
    balance.data !== undefined && balance.data.credits === 0 && !balance.data.starterClaimed && !unlimited;
  const starterCredits = info ? formatCredits(info.starterCredits) : null;
  const starterValue = info ? formatRM(creditsToRM(info.starterCredits, info.creditValueRM)) : null;

  const onClaim = () =>
    claim.submit({
      onSuccess: (result) => {
        const value = info ? formatRM(creditsToRM(result.granted, info.creditValueRM)) : null;
        const credits = formatCredits(result.granted);
        toast({
          variant: "success",
          title: t("dashboard.starter.toastTitle"),
          description: value
            ? t("dashboard.starter.toastBody", { credits, value })
            : t("dashboard.starter.toastBodyNoValue", { credits }),
        });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          variant: "destructive",
          title: t("dashboard.starter.failedTitle"),
          description: errorMessage(error, t),
        });
      },
    });

  return { eligible, unlimited, starterCredits, starterValue, onClaim, pending: claim.isPending };
}
