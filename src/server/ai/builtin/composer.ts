/**
 * The built-in offline composer: writes complete formal Malay (or English) proposals from the
 * user's own inputs with no network and no model, deterministically. See ../compose for sections,
 * rewrite/ for the editor actions, solution.ts for the auto generator. Expanding, translating and
 * custom instructions need a language model: offline they throw WriterUnsupportedError, so the user
 * is told (and not charged) instead of getting text stitched from templates.
 */

import { composeKindSections, composeOutline } from "../compose/index.js";
import {
  type Language,
  type PackageSpec,
  type ProposalBrief,
  type RewriteAction,
  type SectionPlan,
  type Writer,
  WriterUnsupportedError,
} from "../writer.js";
import { rewriteText } from "./rewrite/index.js";
import { proposeSolution } from "./solution.js";

export const BUILTIN_WRITER_NAME = "Kertas AI Composer";

/** Runs synchronously; errors become rejected promises like any async writer's. */
function later<T>(fn: () => T): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error);
  }
}

export function createBuiltinWriter(): Writer {
  return {
    name: BUILTIN_WRITER_NAME,
    engine: "builtin",
    outline: (brief: ProposalBrief, pkg: PackageSpec) => later(() => composeOutline(brief, pkg)),
    sections: (brief: ProposalBrief, outline: SectionPlan[], events) =>
      later(() => composeKindSections(brief, outline, events)),
    // The whole paper is composed (the roles of the other sections decide what this one says) and one kept.
    rewriteSection: (brief: ProposalBrief, outline: SectionPlan[], index: number) =>
      later(() => {
        const section = composeKindSections(brief, outline)[index];
        if (!section) throw new Error(`no section ${index} in an outline of ${outline.length}`);
        return section;
      }),
    solution: (requirements: string, language: Language) => later(() => proposeSolution(requirements, language)),
    rewrite: (text: string, action: RewriteAction, language: Language) =>
      later(() => rewriteText(text, action, language)),
    instruct: () =>
      Promise.reject(new WriterUnsupportedError("custom instructions need an AI model; the offline composer has none")),
    translate: () =>
      Promise.reject(
        new WriterUnsupportedError("translating the user's text needs an AI model; the offline composer has none"),
      ),
  };
}
