import type { TFunction } from "i18next";
import {
  DETAILED_BUDGETS,
  DETAILED_TIMELINES,
  DETAILED_TYPES,
  SIMPLE_BUDGETS,
  SIMPLE_TIMELINES,
  SIMPLE_TYPES,
} from "../../../../common/proposal-options";
import type { SelectOption } from "./controls";

const list = (t: TFunction, group: string, keys: readonly string[]): SelectOption[] =>
  keys.map((value) => ({ value, label: t(`create.${group}.${value}`) }));

export const simpleTypeOptions = (t: TFunction) => list(t, "types", SIMPLE_TYPES);
export const simpleBudgetOptions = (t: TFunction) => list(t, "simpleBudgets", Object.keys(SIMPLE_BUDGETS));
export const simpleTimelineOptions = (t: TFunction) => list(t, "simpleTimelines", Object.keys(SIMPLE_TIMELINES));
export const detailedTypeOptions = (t: TFunction) => list(t, "detailedTypes", DETAILED_TYPES);
export const detailedBudgetOptions = (t: TFunction) => list(t, "detailedBudgets", Object.keys(DETAILED_BUDGETS));
export const detailedTimelineOptions = (t: TFunction) => list(t, "detailedTimelines", Object.keys(DETAILED_TIMELINES));
