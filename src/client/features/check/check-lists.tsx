import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CheckDto } from "../../../common/schemas/check";
import { humanizeKey } from "../../lib/humanize";
import { findingText } from "./finding-text";

/** 'Fakta yang digunakan': each fact with its value, ticked when the paper keeps it, flagged when not. */
export function FactsList({ facts }: { facts: CheckDto["facts"] }) {
  const { t, i18n } = useTranslation();
  if (facts.length === 0) return <p className="text-sm text-slate-500">{t("checkArea.factsEmpty")}</p>;
  const label = (key: string) =>
    i18n.exists(`checkArea.facts.${key}`) ? t(`checkArea.facts.${key}`) : humanizeKey(key);
  return (
    <ul className="grid gap-2" data-testid="check-facts">
      {facts.map((fact, index) => (
        // A fact may repeat (two dates); its place in the list is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="flex gap-2 text-sm">
          {fact.kept ? (
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          ) : (
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          )}
          <span className="min-w-0 break-words">
            <span className="text-slate-600">{label(fact.key)}: </span>
            <span className="font-medium text-slate-900">{fact.value}</span>
            <span className={fact.kept ? "sr-only" : "block text-xs text-amber-800"}>
              {fact.kept ? ` (${t("checkArea.kept")})` : t("checkArea.notKept")}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The checker's findings in plain words. */
export function FindingsList({ findings }: { findings: CheckDto["findings"] }) {
  const { t, i18n } = useTranslation();
  if (findings.length === 0) return <p className="text-sm text-slate-500">{t("checkArea.findingsEmpty")}</p>;
  return (
    <ul className="grid gap-2" data-testid="check-findings">
      {findings.map((finding, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: findings have no identity beyond their order
        <li key={index} className="flex gap-2 text-sm text-slate-800">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span className="min-w-0 break-words">{findingText(finding, t, (key) => i18n.exists(key))}</span>
        </li>
      ))}
    </ul>
  );
}
