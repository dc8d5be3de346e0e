/**
 * The corpus: realistic Malaysian briefs across every kind, package, language and form, each with
 * what a grant officer checks in the paper written from it (hand-written `expect`).
 */
import { CADANGAN_BRIEFS } from "./briefs-cadangan.js";
import { GERAN_BRIEFS } from "./briefs-geran.js";
import { PENYELIDIKAN_BRIEFS } from "./briefs-penyelidikan.js";
import { PROGRAM_BRIEFS } from "./briefs-program.js";
import { TENDER_BRIEFS } from "./briefs-tender.js";
import type { CorpusEntry } from "./types.js";

export const CORPUS: CorpusEntry[] = [
  ...PROGRAM_BRIEFS,
  ...CADANGAN_BRIEFS,
  ...GERAN_BRIEFS,
  ...PENYELIDIKAN_BRIEFS,
  ...TENDER_BRIEFS,
];
