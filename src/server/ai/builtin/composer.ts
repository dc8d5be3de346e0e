/**
 * The built-in offline composer: writes complete formal Malay (or English) proposals from the
 * user's own inputs with no network and no model, deterministically. See compose.ts for sections,
 * rewrite/ for the editor actions, solution.ts for the auto generator, translate.ts for translation.
 */

import { composeKindSections, composeOutline, isKindOutline } from "../compose/index.js";
import {
  type Language,
  type PackageSpec,
  type ProposalBrief,
  type RewriteAction,
  type SectionPlan,
  type Writer,
  WriterUnsupportedError,
} from "../writer.js";
import { sharedTerms } from "./bank.js";
import { composeSections } from "./compose.js";
import { buildOutline } from "./outline.js";
import { rewriteText } from "./rewrite/index.js";
import { proposeSolution } from "./solution.js";
import { translateOwnText } from "./translate.js";

export const BUILTIN_WRITER_NAME = "Kertas AI Composer";

/** Runs synchronously; errors become rejected promises like any async writer's. */
function later<T>(fn: () => T): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Transitional (see docs/decisions.md, "Writers by kind"): the kind-based composer in ../compose
 * keeps the brief's subject and facts but cannot yet reach the longer packages' promised length
 * with on-subject text. It writes every proposal whose package minimum it meets; the earlier
 * composer writes the rest, and the stored check shows the user what that document gets wrong.
 */
function chooseOutline(brief: ProposalBrief, pkg: PackageSpec): SectionPlan[] {
  const outline = composeOutline(brief, pkg);
  const words = composeKindSections(brief, outline).reduce((n, s) => n + s.words, 0);
  return words >= pkg.minWords ? outline : buildOutline(brief, pkg);
}

export function createBuiltinWriter(): Writer {
  sharedTerms();
  return {
    name: BUILTIN_WRITER_NAME,
    engine: "builtin",
    outline: (brief: ProposalBrief, pkg: PackageSpec) => later(() => chooseOutline(brief, pkg)),
    sections: (brief: ProposalBrief, outline: SectionPlan[], events) =>
      later(() =>
        isKindOutline(outline) ? composeKindSections(brief, outline, events) : composeSections(brief, outline, events),
      ),
    solution: (requirements: string, language: Language) => later(() => proposeSolution(requirements, language)),
    rewrite: (text: string, action: RewriteAction, language: Language) =>
      later(() => rewriteText(text, action, language)),
    instruct: () =>
      Promise.reject(new WriterUnsupportedError("custom instructions need an AI model; the offline composer has none")),
    translate: (text: string, to: Language) => later(() => translateOwnText(text, to)),
  };
}
