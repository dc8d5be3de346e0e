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

/**
 * A noun with the affixes Malay and English add: 'karnival-karnival', 'karnivalnya', 'kebanjiran',
 * 'bakeries', 'expansions'. Prefixes that change the root's first letter (meng-, pem-) are not tried.
 */
export function nounPattern(noun: string): RegExp {
  const root = escapeRegExp(noun.toLowerCase());
  const english = noun.endsWith("y") ? `|${escapeRegExp(noun.slice(0, -1))}ies` : "";
  return new RegExp(
    `(?<![\\p{L}])(?:ke|pe|per|ber|di|se)?(?:${root}(?:-${root})?${english})(?:nya|an|kan|lah|s|es|'s)?(?![\\p{L}])`,
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
