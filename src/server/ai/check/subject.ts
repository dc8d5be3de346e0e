/**
 * Off-subject sections: a section whose own prose (paragraphs and list items, not headings, not
 * tables) mentions none of the subject's nouns has drifted to another topic. Sections that are
 * tables of the user's facts (schedule, committee, budget, prices, Gantt chart, references, date
 * and venue, funding, cash flow) are exempt, and so is prose too short to judge (under 20 words).
 */
import type { SectionRole } from "../../../common/kinds/types.js";
import type { Facts } from "../facts/types.js";
import type { ReadSection } from "./read.js";
import type { Finding } from "./types.js";

export const STRUCTURAL_ROLES: ReadonlySet<SectionRole> = new Set([
  "tentative",
  "committee",
  "budget",
  "pricing",
  "gantt",
  "references",
  "whenWhere",
  "funding",
  "cashflow",
]);

const MIN_WORDS = 20;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Derivational prefixes, longest first; bare 'pe-', 'me-', 'di-', 'se-' are left alone ('peserta' is not 'serta'). */
const PREFIXES = ["memper", "penge", "peng", "peny", "meng", "meny", "pem", "pen", "per", "mem", "men", "ber", "ter"];
const SUFFIXES = ["kannya", "annya", "nya", "kan", "an"];
const ENGLISH_SUFFIXES = ["sion", "tion", "ment", "ing", "ies", "y"];

/**
 * The root a Malay or English noun shares with its other forms: 'pendigitalan' -> 'digital'
 * ('mendigitalkan'), 'pembersihan' -> 'bersih' ('kebersihan'), 'perkahwinan' -> 'kahwin',
 * 'expansion' -> 'expan' ('expand'). Null when stripping leaves under four letters.
 */
export function nounRoot(noun: string): string | null {
  let word = noun.toLowerCase();
  const prefix = PREFIXES.find((p) => word.startsWith(p) && word.length - p.length >= 4);
  if (prefix) word = word.slice(prefix.length);
  else if (word.startsWith("ke") && word.endsWith("an")) word = word.slice(2);
  const suffix = [...SUFFIXES, ...ENGLISH_SUFFIXES].find((x) => word.endsWith(x) && word.length - x.length >= 4);
  if (suffix) word = word.slice(0, -suffix.length);
  return word !== noun.toLowerCase() && word.length >= 4 ? word : null;
}

/**
 * A noun with the affixes Malay and English add ('karnival-karnival', 'karnivalnya', 'bakeries'),
 * or any word built on its root ('mendigitalkan' for 'pendigitalan').
 */
export function nounPattern(noun: string): RegExp {
  const root = escapeRegExp(noun.toLowerCase());
  const english = noun.endsWith("y") ? `|${escapeRegExp(noun.slice(0, -1))}ies` : "";
  const stem = nounRoot(noun);
  const derived = stem ? `|(?<![\\p{L}])\\p{L}{0,6}${escapeRegExp(stem)}\\p{L}{0,6}(?![\\p{L}])` : "";
  return new RegExp(
    `(?<![\\p{L}])(?:ke|pe|per|ber|di|se)?(?:${root}(?:-${root})?${english})(?:nya|an|kan|lah|s|es|'s)?(?![\\p{L}])${derived}`,
    "iu",
  );
}

export function mentionsSubject(text: string, nouns: string[]): boolean {
  return nouns.some((n) => nounPattern(n).test(text));
}

export function offSubject(section: ReadSection, facts: Facts): Finding[] {
  const nouns = facts.subject.nouns;
  if (!nouns.length || (section.role && STRUCTURAL_ROLES.has(section.role))) return [];
  const prose = section.prose.join("\n");
  if ((prose.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) < MIN_WORDS) return [];
  if (mentionsSubject(prose, nouns)) return [];
  return [
    {
      code: "off_subject",
      section: section.index,
      sectionTitle: section.title,
      ...(section.role ? { role: section.role } : {}),
      subject: facts.subject.phrase,
      message: `The section "${section.title}" never mentions the subject (${nouns.join(", ")}); write it about ${facts.subject.phrase}.`,
    },
  ];
}
