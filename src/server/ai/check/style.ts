/**
 * Writing faults a reader notices at once: the same sentence twice, the full title repeated in
 * the body, and list items that start in lower case.
 */
import { flatten, proseSentences, type ReadSection } from "./read.js";
import type { Finding } from "./types.js";

const MIN_REPEATED_WORDS = 6;

const base = (s: ReadSection) => ({ section: s.index, sectionTitle: s.title, ...(s.role ? { role: s.role } : {}) });

/** Sentences of six words or more that occur a second time, anywhere in the sections given. */
export function repeatedSentences(sections: ReadSection[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const section of sections) {
    for (const sentence of proseSentences(section)) {
      const key = flatten(sentence);
      if (key.split(" ").length < MIN_REPEATED_WORDS) continue;
      if (!seen.has(key)) {
        seen.add(key);
        continue;
      }
      out.push({
        code: "repeated_sentence",
        ...base(section),
        subject: sentence,
        message: `The sentence "${sentence}" occurs more than once; say it once.`,
      });
    }
  }
  return out;
}

/** The full title more than twice in the body prose (headings and tables aside). */
export function titleRepeated(sections: ReadSection[], title: string): Finding[] {
  const wanted = flatten(title);
  if (wanted.split(" ").length < 2) return [];
  let count = 0;
  for (const section of sections) {
    for (const text of section.prose) count += ` ${flatten(text)} `.split(` ${wanted} `).length - 1;
    if (count > 2) {
      return [
        {
          code: "title_repeated",
          ...base(section),
          subject: title,
          message: `The full title "${title}" occurs ${count} times in the body; after the first, name it shortly.`,
        },
      ];
    }
  }
  return [];
}

/** A list item's first letter in lower case; 'e-dagang', 'iPhone' and items starting with a figure are fine. */
export function listCase(section: ReadSection): Finding[] {
  const out: Finding[] = [];
  for (const item of section.listItems) {
    const start = item.replace(/^[\s\p{P}\p{S}]+/u, "");
    if (!/^\p{Ll}/u.test(start) || /^\p{Ll}{1,2}-|^\p{Ll}+\p{Lu}/u.test(start)) continue;
    out.push({
      code: "list_case",
      ...base(section),
      subject: item,
      message: `The list item "${item}" starts with a lower-case letter.`,
    });
  }
  return out;
}
