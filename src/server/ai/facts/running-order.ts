/**
 * A running order the brief writes out with its times ('Aturcara: 8.00 pagi pendaftaran, 8.30 pagi
 * senamrobik, ...', 'Programme: 9.00 am registration; 9.30 am opening speech', 'Aturcara: pendaftaran
 * 8.00 pagi, tazkirah 8.30 pagi, ...'), read as the user's own schedule: each step at its time, in its own words.
 */

import type { Snippet } from "./text.js";
import { SHORTENED, upperFirst } from "./text.js";
import { findTimes } from "./times.js";

/** A list's label: 'Aturcara:', 'Atur cara majlis:', 'Tentatif:', 'Programme on the day:', 'Schedule:'. */
const LABEL =
  /\b(?:atur\s?cara|tentatif|jadual|programme|program|schedule|itinerary|agenda|running order)(?:\s+[\p{L}-]+){0,3}\s*:\s*/giu;

/** Where a list's steps part: a comma or semicolon outside brackets, or a last 'dan' / 'and' before a time. */
const STEP_BREAK = /\s*[,;](?![^()]*\))\s*(?:(?:dan|and|serta)\s+)?|\s+(?:dan|and|serta)\s+(?=\d)/u;

/** 'bermula ', 'pada jam ', 'starts at ', '(': the words between a step written first and its time. */
const BEFORE_TIME =
  /(?:\s+(?:bermula|mula|starts?|begins?))?(?:\s+(?:pada|at|from))?(?:\s+(?:jam|pukul))?\s*[-–:(]?\s*$/iu;

/** A list set out below its label, a line a step: up to the first line that is no step ('- 9.00 mlm ...', '1. 9.00 ...'). */
const LINES_BELOW = /^[ \t]*\n?(?:[ \t]*(?:[-•*]|\d{1,2}[.)](?!\d))?[ \t]*\d{1,2}[.:]?\d{0,2}[^\n]*(?:\n|$))+/u;
/** A line's list mark. */
const LINE_MARK = /^\s*(?:[-•*]|\d{1,2}[.)](?!\d))\s*/u;

/**
 * A step at its time: opening on it ('8.00 pagi pendaftaran', '11.30 am prize-giving and lunch') or
 * closing on it ('pendaftaran dan sarapan 8.00 pagi', 'sesi berkhatan bermula 9.00 pagi').
 */
function timedStep(part: string): { time: string; activity: string } | null {
  const times = findTimes(part);
  const at = times[0];
  const last = times.at(-1);
  const closing = last && at?.index !== 0 && /^[\s.)]*$/u.test(part.slice(last.end)) ? last : null;
  if (at?.index !== 0 && !closing) return null;
  const activity = (
    closing
      ? part.slice(0, closing.index).replace(BEFORE_TIME, "")
      : part
          .slice(at?.end)
          .replace(/^\s*[-–:]\s*/u, "")
          .replace(/[.\s]+$/u, "")
  ).trim();
  if (!/\p{L}{3}/u.test(activity)) return null;
  return { time: (closing ?? at)?.text ?? "", activity: upperFirst(activity) };
}

/** A sentence's words, through a time's '8.30' and a title's 'Mr.', which end no sentence. */
const TO_SENTENCE_END = new RegExp(String.raw`^(?:[^.\n]|(?<=\d)\.(?=\d)|(?<=${SHORTENED})\.)+`, "u");

/** The brief's own timed running order: three or more steps, every one at its time. */
export function proseSchedule(snippets: Snippet[]): { time: string; activity: string }[] {
  for (const s of snippets) {
    for (const m of s.text.matchAll(LABEL)) {
      const rest = s.text.slice(m.index + m[0].length);
      // The list runs to the sentence's end (a time's '8.30' is no full stop), or down its lines
      // ('Atur cara:\n- 9.00 mlm solat Isyak\n- 9.30 mlm ceramah ...').
      const below = LINES_BELOW.exec(rest)?.[0];
      const parts =
        below && below.trim().split("\n").length >= 3
          ? below.split("\n").map((l) => l.replace(LINE_MARK, ""))
          : (TO_SENTENCE_END.exec(rest)?.[0] ?? "").split(STEP_BREAK);
      const steps = parts.filter((p) => p.trim()).map((p) => timedStep(p.trim()));
      if (steps.length >= 3 && steps.every((x) => x !== null)) return steps as { time: string; activity: string }[];
    }
  }
  return [];
}
