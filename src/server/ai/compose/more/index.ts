/**
 * Further on-subject lines per kind and role, used only while a section is short of its words after
 * the user's own facts, tables and items. Rules every line follows: it names the subject ({thing},
 * {subj}) or another fact slot; it is true of any paper of its kind; it states no number, date,
 * name or claim the user did not give (slots only); it is dropped when a slot it needs is missing.
 */
import type { KindId, SectionRole } from "../../../../common/kinds/types.js";
import type { Line } from "../roles/kit.js";
import { ANY } from "./any.js";
import { CADANGAN } from "./cadangan.js";
import { GERAN } from "./geran.js";
import { PENYELIDIKAN } from "./penyelidikan.js";
import { PROGRAM } from "./program.js";
import { TENDER } from "./tender.js";

const BY_KIND: Record<KindId, Partial<Record<SectionRole, Line[]>>> = {
  program: PROGRAM,
  cadangan: CADANGAN,
  geran: GERAN,
  penyelidikan: PENYELIDIKAN,
  tender: TENDER,
};

/** The kind's own lines first, then the lines any kind may use (each line's scope is checked where it is said). */
export function moreLines(kind: KindId, role: SectionRole): Line[] {
  const own = BY_KIND[kind][role] ?? [];
  // The shared lines were written for events (organisers, treasurers, the programme day).
  return [...own, ...(kind === "program" ? (ANY[role] ?? []) : [])];
}
