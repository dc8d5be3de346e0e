import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Card } from "../../../components/ui/card";
import { usePublicInfo } from "../../../features/public/use-public-info";
import { POLICY_PAGES, type PolicyKey } from "../../../lib/policies";
import { PublicLayout } from "../public-layout";

export { POLICY_PAGES, type PolicyKey };

type Section = { heading: string; paragraphs: string[] };

/** Links between the policies and the contact page. */
export function PolicyLinks({ current }: { current: PolicyKey }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("legal.related")} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {POLICY_PAGES.filter((p) => p.key !== current).map((p) => (
        <Link key={p.key} href={p.path} className="font-medium text-emerald-700 hover:underline">
          {t(`policyLinks.${p.key}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Terms, privacy or refunds: the product's own text, with the support address from settings. */
export function PolicyPage({ policy }: { policy: Exclude<PolicyKey, "contact"> }) {
  const { t } = useTranslation();
  const info = usePublicInfo();
  const email = info.data?.support.email ?? "…";
  const sections = t(`legal.${policy}.sections`, { returnObjects: true, email }) as Section[];
  return (
    <PublicLayout>
      <Card className="mx-auto grid max-w-3xl gap-6 p-6 sm:p-8" data-testid={`policy-${policy}`}>
        <header className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(`legal.${policy}.title`)}</h1>
          <p className="text-sm text-slate-500">{t("legal.updated")}</p>
          <p className="text-slate-700">{t(`legal.${policy}.intro`)}</p>
        </header>
        {sections.map((section) => (
          <section key={section.heading} className="grid gap-2">
            <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <PolicyLinks current={policy} />
      </Card>
    </PublicLayout>
  );
}
