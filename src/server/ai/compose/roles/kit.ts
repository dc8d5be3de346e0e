/** What every role writer uses: sentence pairs, filling a section to its words with on-subject lines. */
import type { SectionRole } from "../../../../common/kinds/types.js";
import { namedAnswers } from "../answers.js";
import type { Ctx } from "../ctx.js";
import type { Out } from "../out.js";
import { holds, presumesOtherwise, type Scope } from "../traits.js";

/**
 * A sentence in Malay and English with {slots}; its scope, when it has one, says what must hold of the
 * paper for it to be true ('ongoing': a service over a contract period; 'minors': children take part;
 * 'oneDay': not a programme of months; 'sponsors'; 'food').
 */
export type Line = readonly [ms: string, en: string, scope?: Scope | readonly Scope[]];

export type RoleWriter = (c: Ctx, o: Out, target: number) => void;

/** The sentences of `lines` true of this paper whose slots the brief can fill, in order. */
export function say(c: Ctx, lines: readonly Line[]): string[] {
  return lines
    .filter((line) => holds(c.traits, line[2]) && !presumesOtherwise(c.traits, line[c.lang === "ms" ? 0 : 1]))
    .map(([ms, en]) => c.t(ms, en))
    .filter((s): s is string => s !== null);
}

/**
 * Adds paragraphs of up to four sentences from `lines` (in order) until the section reaches
 * `target` words or the lines run out. Never repeats a sentence the proposal already has.
 */
export function fill(c: Ctx, o: Out, target: number, lines: readonly Line[]): void {
  const queue = say(c, lines);
  // A sub-heading of a merged section is never left empty when its words were spent before it.
  if (o.blocks.at(-1)?.t === "h3" && queue.length) o.p(...queue.splice(0, 2));
  while (o.words < target && queue.length) o.p(...queue.splice(0, 4));
}

/** The user's items as list entries, their own wording, without a trailing full stop. */
export function items(list: string[]): string[] {
  return list.map((x) => x.replace(/[\s.;]+$/u, ""));
}

/** The user's own paragraphs placed in this role (see user-texts.ts), as written. */
export function own(c: Ctx, o: Out, role: SectionRole): void {
  for (const field of c.userTexts.get(role) ?? []) {
    if (field === "description" && c.brief.template) continue;
    const text = c.brief[field].trim();
    if (!text || c.doc.userFields.has(field)) continue;
    c.doc.userFields.add(field);
    // A short target-group phrase ('penduduk Taman Sri Muda') reads as a sentence, not a bare line.
    if (field === "targetAudience" && text.length <= 160 && !/[.!?]$/.test(text)) {
      o.p(c.t("Kumpulan sasaran {thing}: {aud}.", "The target group of {thing}: {aud}.", { aud: text }));
    } else o.userText(text, field === "description");
  }
}

/**
 * The objectives as other sections refer to them: 'Objektif 1'... when the Objectives section lists
 * them in full (a reader should not meet the same sentence twice), else the user's own wording.
 */
export function objectiveRefs(c: Ctx, self: SectionRole): string[] {
  if (self !== "objectives" && c.roles.includes("objectives")) {
    return c.objectives.map((_, i) => c.w(`Objektif ${i + 1}`, `Objective ${i + 1}`));
  }
  return items(c.objectives);
}

/** A template's answers: the short ones as a list of 'Label: value', the long ones as the user's paragraphs. */
export function templateValues(c: Ctx, o: Out): void {
  const fields =
    c.brief.template?.fields.filter((f) => f.value.trim() && !c.sectionAnswers.some((named) => named.includes(f))) ??
    [];
  const short = fields.filter((f) => f.value.length <= 80);
  const long = fields.filter((f) => f.value.length > 80);
  if (short.length) {
    o.p(c.t("Maklumat utama {thing} adalah seperti berikut:", "The main details of {thing} are as follows:"));
    o.list(
      "ul",
      short.map((f) => `${f.shownLabel ?? f.label}: ${f.value.trim()}`),
    );
  }
  // A long answer keeps its label: 'Modul utama: ...', a list of items as a list.
  namedAnswers(c, o, long);
}

/** When the kind needs a stated period and the brief gives none: a marked blank, not a guessed length. */
export function durationBlank(c: Ctx, o: Out): void {
  // A schedule that states its length (from the form's timeline) is not contradicted by a blank.
  if (c.facts.duration || c.slots.dur || !c.kind.requiredFacts.includes("duration")) return;
  // A one-off job (a dinner's catering, a website) has no contract period to state.
  if (c.oneOffTender) return;
  o.p(
    c.t("Tempoh pelaksanaan {thing}: {blank}.", "Implementation period of {thing}: {blank}.", {
      blank: c.ph("tempoh pelaksanaan, contohnya 12 bulan", "the implementation period, e.g. 12 months"),
    }),
  );
}
