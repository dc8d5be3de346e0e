import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../../common/schemas/auth";
import { Alert } from "../../../components/ui/alert";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { GuideLayout, GuideSection } from "./guide-layout";
import { AI_VARIABLES, PROVIDER_EXAMPLES } from "./provider-examples";

function ApiKeyGuide(_: { user: UserDto }) {
  const { t } = useTranslation();
  const steps = t("guides.apiKey.steps", { returnObjects: true }) as unknown as string[];
  return (
    <GuideLayout title={t("guides.apiKey.title")} subtitle={t("guides.apiKey.subtitle")}>
      <Alert variant="info" title={t("guides.apiKey.builtinTitle")}>
        {t("guides.apiKey.builtinText")}
      </Alert>
      <GuideSection title={t("guides.apiKey.variablesTitle")}>
        <p>{t("guides.apiKey.variablesIntro")}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("guides.apiKey.variableHeader")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("guides.apiKey.meaningHeader")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {AI_VARIABLES.map((name) => (
                <tr key={name}>
                  <th scope="row" className="py-2 pr-4 align-top font-normal">
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-900">{name}</code>
                  </th>
                  <td className="py-2">{t(`guides.apiKey.variables.${name}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </GuideSection>
      <GuideSection title={t("guides.apiKey.examplesTitle")}>
        <div className="grid gap-4 md:grid-cols-2">
          {PROVIDER_EXAMPLES.map((example) => (
            <div key={example.key} className="min-w-0">
              <h3 className="mb-1.5 font-semibold text-slate-900">{t(`guides.apiKey.examples.${example.key}`)}</h3>
              <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-emerald-100">
                <code>{example.lines.join("\n")}</code>
              </pre>
            </div>
          ))}
        </div>
      </GuideSection>
      <GuideSection title={t("guides.apiKey.stepsTitle")}>
        <ol className="grid list-inside list-decimal gap-1.5">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="flex items-center gap-2 text-emerald-800">
          <ShieldCheck aria-hidden className="size-4 shrink-0" />
          {t("guides.apiKey.securityNote")}
        </p>
      </GuideSection>
    </GuideLayout>
  );
}

export default signedInScreen(ApiKeyGuide);
