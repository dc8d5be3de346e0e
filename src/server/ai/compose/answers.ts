/**
 * Where a template's answers are presented. An answer a later section is named for goes there
 * ('Cadangan Menu' under 'Skop Perkhidmatan dan Cadangan Menu', 'Masalah Semasa' under 'Latar
 * Belakang dan Pernyataan Masalah'); every other answer is listed in the opening. An answer a role
 * writes from (the objectives) and a heading's words its roles already stand for are left alone.
 */
import type { KindId, SectionRole } from "../../../common/kinds/types.js";
import { tokens } from "../builtin/text.js";
import { upperFirst } from "../facts/text.js";
import type { ProposalBrief, TemplateAnswer } from "../writer.js";
import type { Ctx } from "./ctx.js";
import type { Out } from "./out.js";
import { roleTitle } from "./plan.js";

/** Words that name nothing: a label is named by a title when all its other words are in it. */
const LINKING = new Set(["dan", "bagi", "untuk", "yang", "serta", "kepada", "and", "of", "the", "for", "to"]);
/** Answers the objectives writer presents itself. */
const OBJECTIVES = /objektif|objective/i;

/** A word without its plural ending, so 'Current problems' meets 'Problem Statement'. */
const stem = (word: string) => (word.length > 4 ? word.replace(/(?:es|s)$/u, "") : word);
const stems = (text: string) => tokens(text).map(stem);

/** Whether a section title names a template answer: every word of its label is in the title ('Cadangan Menu'). */
export function titleNames(title: string, label: string): boolean {
  const words = new Set(stems(title));
  const needed = stems(label).filter((w) => !LINKING.has(w));
  return needed.length > 0 && needed.every((w) => words.has(w));
}

/** A clause that opens on its verb: 'Melatih ...', 'Meningkatkan ...', 'To train ...'. */
const VERB_FIRST = /^(?:(?=\p{L}{7,})(?:mem|men|meng|meny|mel|mer|mew|ber)\p{L}+|to\s+\p{L}+)/iu;

/** 'Nasi minyak, ayam masak merah dan air sirap' as its items; null for prose or a single thing. */
export function itemsOf(value: string): string[] | null {
  const text = value.trim().replace(/[.\s]+$/u, "");
  if (/[.!?;:]\s/u.test(text) || text.length > 400) return null;
  // A list names its last item with 'dan' ('..., acar buah dan air sirap'); an address does not.
  if (!/,.*\s(?:dan|serta|and)\s/u.test(text)) return null;
  const parts = text
    .split(/,(?!\d)\s*/u)
    // The last 'dan' / 'and' ends the list; after a priced item ('... (RM 8,500) and staff training and
    // marketing (RM 3,000)') only that one does, so an item's own 'and' stays in it.
    .flatMap((part, k, all) => {
      if (k !== all.length - 1) return [part];
      const afterPrice = part.split(/(?<=[)\d])\s+(?:dan|serta|and)\s+/u);
      return afterPrice.length > 1 ? afterPrice : part.split(/\s+(?:dan|serta|and)\s+/u);
    })
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 3 || parts.some((part) => part.length > 80)) return null;
  // 'Melatih 80 pengawas dalam kepimpinan, komunikasi dan kerja berpasukan' is one aim whose object
  // is a list; a list of aims opens every item with its verb.
  const verb = (part: string) => VERB_FIRST.test(part);
  if (verb(parts[0] ?? "") && !parts.every(verb)) return null;
  return parts.map((part) => upperFirst(part));
}

/**
 * The answers each section presents, by section (the first, the opening, gets none: it lists the
 * rest). A title naming every word of a label wins; else a long answer goes to the section sharing
 * most of its label's words, leaving out the paper's own name words ('koperasi' in a cooperative's
 * app) and what the section's roles already stand for.
 */
export function placeAnswers(
  brief: ProposalBrief,
  kind: KindId,
  titles: string[],
  roles: SectionRole[][],
): TemplateAnswer[][] {
  const placed: TemplateAnswer[][] = titles.map(() => []);
  const fields = brief.template?.fields ?? [];
  const common = new Set(stems(`${brief.template?.name ?? ""} ${brief.title}`));
  for (const f of fields) {
    const label = f.shownLabel ?? f.label;
    if (!f.value.trim() || OBJECTIVES.test(label)) continue;
    const long = f.value.length > 80 || itemsOf(f.value) !== null;
    let best = -1;
    let bestScore = 0;
    titles.forEach((title, i) => {
      if (i === 0) return;
      const covered = new Set(
        (roles[i] ?? []).flatMap((r) => ((r as string) === "own" ? [] : stems(roleTitle(kind, r)[brief.language]))),
      );
      const labelWords = stems(label).filter((w) => w.length > 3);
      if (labelWords.some((w) => covered.has(w))) return;
      const titleWords = new Set(stems(title));
      const score = titleNames(title, label)
        ? 100
        : long
          ? labelWords.filter((w) => titleWords.has(w) && !common.has(w)).length
          : 0;
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    if (best > 0) placed[best]?.push(f);
  }
  return placed;
}

/** 'Cadangan Menu' as 'Cadangan menu' inside a sentence; 'Nombor Pendaftaran SSM' keeps its acronym. */
function runningLabel(label: string): string {
  return label.replace(/(?<=\s)(\p{Lu})(\p{Ll}+)/gu, (word) => word.toLocaleLowerCase("ms"));
}

/** The answers a section presents (see answers.ts): a list of items as a list, prose as written. */
export function namedAnswers(c: Ctx, o: Out, fields: TemplateAnswer[]): void {
  for (const f of fields) {
    const label = runningLabel(f.shownLabel ?? f.label);
    const items = itemsOf(f.value);
    if (items) {
      o.p(c.t("{label} bagi {thing}:", "{label} for {thing}:", { label }));
      o.list("ul", items);
    } else if (/[.!?]\s/u.test(f.value.trim())) {
      o.userText(f.value);
    } else {
      o.p(
        c.t("{label} bagi {thing}: {value}.", "{label} for {thing}: {value}.", {
          label,
          value: f.value.trim().replace(/[\s.]+$/u, ""),
        }),
      );
    }
  }
}
