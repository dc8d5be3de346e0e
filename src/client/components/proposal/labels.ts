import type { TFunction } from "i18next";
import { humanizeKey } from "../../lib/humanize";

/**
 * Readable labels of a proposal's stored type, budget and timeline, whichever form wrote them (the
 * simple form's keys, the two-step form's, a template's or the auto generator's): the first
 * catalogue entry that exists, in the chosen language; a key no catalogue knows is humanised.
 */
export const LABEL_KEYS = {
  type: (value: string) => [`create.types.${value}`, `create.detailedTypes.${value}`, `proposalType.${value}`],
  budget: (value: string) => [
    `proposalsArea.budget.${value}`,
    `create.simpleBudgets.${value}`,
    `create.detailedBudgets.${value}`,
  ],
  timeline: (value: string) => [
    `proposalsArea.timeline.${value}`,
    `create.simpleTimelines.${value}`,
    `create.detailedTimelines.${value}`,
  ],
};

const label = (t: TFunction, keys: string[], value: string) => t(keys, { defaultValue: humanizeKey(value) });

export function typeLabel(t: TFunction, value: string): string {
  return label(t, LABEL_KEYS.type(value), value);
}

export function budgetLabel(t: TFunction, value: string | null): string {
  if (!value) return t("proposalsArea.common.notSet");
  return label(t, LABEL_KEYS.budget(value), value);
}

export function timelineLabel(t: TFunction, value: string | null): string {
  if (!value) return t("proposalsArea.common.notSet");
  return label(t, LABEL_KEYS.timeline(value), value);
}
