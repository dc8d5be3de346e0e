/**
 * The brief as a list of labelled texts, and the sentence around a position: every fact keeps the
 * sentence it came from (the user sees it under 'facts used') and roles are read from its words.
 */
import type { ProposalBrief } from "../writer.js";
import type { FactSource } from "./types.js";

/** One text of the brief; template values are read as 'Label: value' so the label's words give roles. */
export type Snippet = { text: string; source: FactSource; label?: string };

export function briefSnippets(brief: ProposalBrief): Snippet[] {
  const out: Snippet[] = [];
  const add = (text: string | undefined, source: FactSource) => {
    if (text?.trim()) out.push({ text: text.trim(), source });
  };
  add(brief.title, "title");
  add(brief.description, "description");
  brief.keyRequirements.forEach((r, i) => {
    add(r, `keyRequirements[${i}]`);
  });
  add(brief.targetAudience, "targetAudience");
  add(brief.companyBackground, "companyBackground");
  add(brief.objectives, "objectives");
  add(brief.constraints, "constraints");
  add(brief.additionalInfo, "additionalInfo");
  for (const field of brief.template?.fields ?? []) {
    if (!field.value.trim()) continue;
    out.push({ text: `${field.label}: ${field.value.trim()}`, source: `template:${field.label}`, label: field.label });
  }
  return out;
}

/** Abbreviations whose full stop does not end a sentence. */
/** Titles and company words shortened with a full stop: 'Mr.', 'Dr.', 'Sdn.'. */
const SHORT_FORMS = "Mr|Mrs|Ms|Dr|Prof|En|Pn|Hj|Tn|Sdn|Bhd";
/** 'Mr.', 'Dr.', 'Sdn.': words whose full stop shortens them and ends no sentence. */
export const SHORTENED = String.raw`\b(?:${SHORT_FORMS})`;

const ABBREVIATIONS = new RegExp(
  String.raw`(?:^|[\s(])(?:${SHORT_FORMS}|assoc|hjh|no|bil|kg|jln|sg|ir|ts|mohd|muhd|md|abd|ab|kpl|sjn|insp|kapt|lt|sept|st|corp|co|dsb|etc|cth|e\.g|i\.e)\.$`,
  "i",
);

export type Span = { text: string; start: number; end: number };

/** Sentences of a text with their offsets; lines and semicolons also end a sentence. */
export function sentences(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) out.push({ text: body, start: start + lead, end: start + lead + body.length });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\n" || ch === ";") {
      push(i + 1);
      continue;
    }
    if (ch !== "." && ch !== "!" && ch !== "?") continue;
    const next = text[i + 1];
    if (next !== undefined && !/\s/.test(next)) continue; // 1.1 juta, 7.30 pagi, Sdn.Bhd.
    if (ch === "." && ABBREVIATIONS.test(text.slice(Math.max(start, i - 8), i + 1))) continue;
    push(i + 1);
  }
  push(text.length);
  return out;
}

/** The sentence containing offset `at`. */
export function sentenceAt(text: string, at: number): Span {
  for (const s of sentences(text)) if (at >= s.start && at < s.end) return s;
  return { text, start: 0, end: text.length };
}

/** Lower case, single spaces, typographic dashes and quotes made plain: for comparing names. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The nearest match of `cues` ending before `at` within `reach` characters: [cue key, distance]. */
export function nearestCueBefore<K extends string>(
  text: string,
  at: number,
  cues: readonly (readonly [K, RegExp])[],
  reach: number,
  floor = 0,
): K | null {
  const from = Math.max(floor, at - reach);
  const window = text.slice(from, at);
  let best: K | null = null;
  let bestEnd = -1;
  for (const [key, re] of cues) {
    const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    for (let m = global.exec(window); m; m = global.exec(window)) {
      const end = m.index + m[0].length;
      if (end > bestEnd) {
        bestEnd = end;
        best = key;
      }
      if (m[0].length === 0) global.lastIndex++;
    }
  }
  return best;
}

/** The first match of `cues` starting after `at` within `reach` characters. */
export function firstCueAfter<K extends string>(
  text: string,
  at: number,
  cues: readonly (readonly [K, RegExp])[],
  reach: number,
  ceiling = text.length,
): K | null {
  const window = text.slice(at, Math.min(ceiling, at + reach));
  let best: K | null = null;
  let bestStart = Number.POSITIVE_INFINITY;
  for (const [key, re] of cues) {
    const m = new RegExp(re.source, re.flags.replace("g", "")).exec(window);
    if (m && m.index < bestStart) {
      bestStart = m.index;
      best = key;
    }
  }
  return best;
}

/** A text with its first letter capital ('juadah berbuka' -> 'Juadah berbuka'). */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase("ms") + text.slice(1);
}

/** A text with its first letter small, to go on inside a sentence. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase("ms") + text.slice(1);
}

/** A list's line: a bullet or a number before it ('- Yuran murid ...', '2. Mesin ...'). */
export const LIST_LINE = /^\s*(?:[-•*]|\d+[.)])\s+/;
