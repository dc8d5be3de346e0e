import { BookOpen, CircleDollarSign, Clock3, Gauge, Receipt, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { UserDto } from "../../../../common/schemas/auth";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { GuideLayout, GuideSection } from "./guide-layout";

const STEPS = [
  { key: "billing", icon: Receipt },
  { key: "concurrency", icon: Gauge },
  { key: "retry", icon: Clock3 },
  { key: "fallback", icon: RotateCcw },
] as const;

function QuotaGuide(_: { user: UserDto }) {
  const { t } = useTranslation();
  return (
    <GuideLayout title={t("guides.quota.title")} subtitle={t("guides.quota.subtitle")}>
      <GuideSection title={t("guides.quota.costTitle")}>
        <p className="flex gap-2">
          <CircleDollarSign aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span data-testid="quota-cost">{t("guides.quota.costText")}</span>
        </p>
      </GuideSection>
      <GuideSection title={t("guides.quota.stepsTitle")}>
        <ol className="grid gap-3">
          {STEPS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3">
              <span
                aria-hidden
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700"
              >
                <Icon className="size-4" />
              </span>
              <span className="pt-1">{t(`guides.quota.steps.${key}`)}</span>
            </li>
          ))}
        </ol>
        <div>
          <Link href="/api-key-guide" className={buttonClasses("outline", "sm")}>
            <BookOpen aria-hidden />
            {t("guides.quota.toGuide")}
          </Link>
        </div>
      </GuideSection>
      <Alert variant="info" title={t("guides.quota.noChargeTitle")}>
        {t("guides.quota.noChargeText")}
      </Alert>
    </GuideLayout>
  );
}

export default signedInScreen(QuotaGuide);
