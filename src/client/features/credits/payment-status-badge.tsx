import { useTranslation } from "react-i18next";
import type { PaymentDto } from "../../../common/schemas/credits";
import { ToneBadge } from "../../components/status-badge";

const tones: Record<PaymentDto["status"], string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-300",
  verified: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  rejected: "bg-red-50 text-red-800 ring-red-300",
};

export function PaymentStatusBadge({ status }: { status: PaymentDto["status"] }) {
  const { t } = useTranslation();
  return <ToneBadge tone={tones[status]}>{t(`creditShop.purchases.statuses.${status}`)}</ToneBadge>;
}
