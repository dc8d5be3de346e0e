import type { UseFormReturn } from "react-hook-form";
import type { KindId } from "../../../common/kinds";
import { type DetailsForm, type DetailsValues, prepareDetails, ROW_LISTS } from "./details-values";

/**
 * Before the form is checked: empty rows and the groups the chosen kind does not show leave the
 * form itself (see prepareDetails), so the schema's messages only ever point at fields on screen.
 */
export function prepareFormDetails<T extends DetailsForm, C, O>(form: UseFormReturn<T, C, O>, kind: KindId): void {
  // The page's form holds more than the details; only `details` is touched here.
  const details = form as unknown as UseFormReturn<DetailsForm>;
  const current = details.getValues("details");
  if (!current) return;
  const prepared = prepareDetails(current, kind);
  for (const list of ROW_LISTS) {
    const before = current[list] ?? [];
    const after = prepared[list] ?? [];
    if (before.length !== after.length) details.setValue(`details.${list}`, after as never);
  }
  for (const key of Object.keys(current) as (keyof DetailsValues)[]) {
    if ((ROW_LISTS as readonly string[]).includes(key) || key in prepared) continue;
    details.setValue(`details.${key}` as "details.venue", "");
  }
}
