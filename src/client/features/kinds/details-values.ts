import type { z } from "zod";
import { isKindId, type KindId } from "../../../common/kinds";
import type { ProposalDetailsInput } from "../../../common/schemas/details";
import { type DetailGroup, detailGroupsFor } from "./detail-groups";

/** The detail fields as a form holds them (what the schema accepts as input). */
export type DetailsValues = z.input<typeof ProposalDetailsInput>;
/** A form whose values carry the details under `details`. */
export type DetailsForm = { details?: DetailsValues };

export const ROW_LISTS = ["budgetItems", "committee", "schedule", "fundingSources"] as const;
export type RowList = (typeof ROW_LISTS)[number];

const GROUP_FIELDS: Record<DetailGroup, (keyof DetailsValues)[]> = {
  event: ["eventDate", "eventEndDate", "eventTime", "venue"],
  budgetItems: ["budgetItems"],
  committee: ["committee"],
  schedule: ["schedule"],
  fundingSources: ["fundingSources"],
};

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";
const emptyRow = (row: object) => Object.values(row).every(blank);

/**
 * What is left to check and send: rows the user left entirely empty go, and so do the groups the
 * chosen kind does not show (the writer would not be asked for them). Nothing else is changed, so
 * every message the schema gives belongs to a field the user can see.
 */
export function prepareDetails(details: DetailsValues | undefined, kind: KindId): DetailsValues {
  const groups = detailGroupsFor(kind);
  const out: DetailsValues = { ...details };
  for (const list of ROW_LISTS) {
    const rows = out[list] as object[] | undefined;
    if (rows) (out as Record<RowList, object[]>)[list] = rows.filter((row) => !emptyRow(row));
  }
  for (const [group, fields] of Object.entries(GROUP_FIELDS) as [DetailGroup, (keyof DetailsValues)[]][]) {
    if (groups.has(group)) continue;
    for (const field of fields) delete out[field];
  }
  return out;
}

/** The details to send: undefined when the user gave none, so a request without them stays as it was. */
export function detailsPayload<T extends object>(details: T | undefined): T | undefined {
  if (!details) return undefined;
  const kept = Object.entries(details).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : !blank(value)));
  return kept.length > 0 ? (Object.fromEntries(kept) as T) : undefined;
}

/** How many of the details hold something (shown on the collapsed section). */
export function filledCount(details: DetailsValues | undefined): number {
  if (!details) return 0;
  return Object.values(details).filter((value) =>
    Array.isArray(value) ? value.some((row) => !emptyRow(row as object)) : !blank(value),
  ).length;
}

/** A kind and details read back from browser storage, where anything may have been left. */
export function restoredKindAndDetails(stored: { kind?: unknown; details?: unknown } | null | undefined): {
  kind: KindId | null;
  details: DetailsValues | undefined;
} {
  const kind = isKindId(stored?.kind) ? stored.kind : null;
  const raw = stored?.details;
  const details = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as DetailsValues) : undefined;
  return { kind, details };
}
