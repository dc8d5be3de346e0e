import type { TFunction } from "i18next";
import {
  DETAILED_BUDGETS,
  DETAILED_TIMELINES,
  DETAILED_TYPES,
  SIMPLE_BUDGETS,
  SIMPLE_TIMELINES,
  SIMPLE_TYPES,
} from "../../../../common/proposal-options";
import { humanizeKey } from "../../../lib/format";
import type { SelectOption } from "./controls";

const list = (t: TFunction, group: string, keys: readonly string[]): SelectOption[] =>
  keys.map((value) => ({ value, label: t(`create.${group}.${value}`) }));

export const simpleTypeOptions = (t: TFunction) => list(t, "types", SIMPLE_TYPES);
export const simpleBudgetOptions = (t: TFunction) => list(t, "simpleBudgets", Object.keys(SIMPLE_BUDGETS));
export const simpleTimelineOptions = (t: TFunction) => list(t, "simpleTimelines", Object.keys(SIMPLE_TIMELINES));
export const detailedTypeOptions = (t: TFunction) => list(t, "detailedTypes", DETAILED_TYPES);
export const detailedBudgetOptions = (t: TFunction) => list(t, "detailedBudgets", Object.keys(DETAILED_BUDGETS));
export const detailedTimelineOptions = (t: TFunction) => list(t, "detailedTimelines", Object.keys(DETAILED_TIMELINES));

type Exists = (key: string) => boolean;

/** Readable label of any stored type / budget / timeline value, whichever form it came from. */
export function typeLabel(value: string, t: TFunction, exists: Exists): string {
  for (const key of [`create.types.${value}`, `create.detailedTypes.${value}`, `proposalType.${value}`]) {
    if (exists(key)) return t(key);
  }
  return humanizeKey(value);
}

export function budgetLabel(value: string | null, t: TFunction, exists: Exists): string {
  if (!value) return t("create.common.notSet");
  for (const key of [`create.simpleBudgets.${value}`, `create.detailedBudgets.${value}`]) {
    if (exists(key)) return t(key);
  }
  return humanizeKey(value);
}

export function timelineLabel(value: string | null, t: TFunction, exists: Exists): string {
  if (!value) return t("create.common.notSet");
  for (const key of [`create.simpleTimelines.${value}`, `create.detailedTimelines.${value}`]) {
    if (exists(key)) return t(key);
  }
  return humanizeKey(value);
}
