import type { TFunction } from "i18next";
import { humanizeKey } from "../../lib/format";

export function typeLabel(t: TFunction, type: string): string {
  return t(`proposalType.${type}`, { defaultValue: humanizeKey(type) });
}

export function budgetLabel(t: TFunction, value: string | null): string {
  if (!value) return t("proposalsArea.common.notSet");
  return t(`proposalsArea.budget.${value}`, { defaultValue: humanizeKey(value) });
}

export function timelineLabel(t: TFunction, value: string | null): string {
  if (!value) return t("proposalsArea.common.notSet");
  return t(`proposalsArea.timeline.${value}`, { defaultValue: humanizeKey(value) });
}
