import { Clock3, FileText, Layers, ListChecks, Star, Target, TrendingUp, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import type { DemoSampleKey } from "./demo-samples";

export function SampleCard({ sample }: { sample: DemoSampleKey }) {
  const { t } = useTranslation();
  const k = (field: string) => `demo.samples.${sample}.${field}`;
  const list = (field: string) => t(k(field), { returnObjects: true }) as unknown as string[];
  const cost = t(k("cost"));
  const facts = [
    { icon: FileText, label: t("demo.fields.words"), value: t(k("wordCount")) },
    { icon: Layers, label: t("demo.fields.package"), value: t(k("packageType")) },
    { icon: Clock3, label: t("demo.fields.duration"), value: t(k("duration")) },
    { icon: Star, label: t("demo.fields.rating"), value: t("demo.ratingValue", { rating: t(k("rating")) }) },
    ...(cost ? [{ icon: Wallet, label: t("demo.fields.cost"), value: cost }] : []),
  ];
  const headingId = `sample-${sample}`;
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="demo-sample">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="border-b border-slate-100 bg-gradient-to-br from-emerald-50 to-white p-5">
          <div className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-white">{t(k("type"))}</span>
            <span className="rounded-full bg-white px-2.5 py-0.5 text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              {t(k("category"))}
            </span>
          </div>
          <h3 id={headingId} className="mt-3 text-lg font-semibold text-slate-900">
            {t(k("title"))}
          </h3>
          <p className="mt-2 text-sm text-slate-600">{t(k("description"))}</p>
        </div>
        <div className="grid flex-1 gap-5 p-5">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="min-w-0 rounded-lg bg-slate-50 p-2.5">
                <dt className="flex items-center gap-1.5 text-xs text-slate-500">
                  <Icon aria-hidden className="size-3.5" />
                  {label}
                </dt>
                <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <ListChecks aria-hidden className="size-4 text-emerald-700" />
              {t("demo.fields.features")}
            </h4>
            <ul className="mt-2 grid gap-1 text-sm text-slate-700">
              {list("features").map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-emerald-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <h4 className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Target aria-hidden className="size-4 text-emerald-700" />
                {t("demo.fields.audience")}
              </h4>
              <p className="mt-1 text-slate-700">{t(k("audience"))}</p>
            </div>
            <div>
              <h4 className="flex items-center gap-1.5 font-semibold text-slate-900">
                <TrendingUp aria-hidden className="size-4 text-emerald-700" />
                {t("demo.fields.value")}
              </h4>
              <p className="mt-1 text-slate-700">{t(k("value"))}</p>
            </div>
          </div>
          <div>
            <h4 className="text-sm font-semibold text-slate-900">{t("demo.fields.sections")}</h4>
            <ol className="mt-2 grid list-inside list-decimal gap-1 text-sm text-slate-700 marker:text-slate-400">
              {list("sections").map((section) => (
                <li key={section}>{section}</li>
              ))}
            </ol>
          </div>
        </div>
      </article>
    </Card>
  );
}
