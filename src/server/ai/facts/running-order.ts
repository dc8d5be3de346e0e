/**
 * A running order the brief writes out with its times ('Aturcara: 8.00 pagi pendaftaran, 8.30 pagi
 * senamrobik, 9.00 pagi acara sukaneka kanak-kanak, ...', 'Programme: 9.00 am registration; 9.30 am
 * opening speech'), read as the user's own schedule: each step at its time, in its own words.
 */

import type { Snippet } from "./text.js";
import { upperFirst } from "./text.js";
import { findTimes } from "./times.js";

/** A list's label: 'Aturcara:', 'Atur cara majlis:', 'Tentatif:', 'Programme:', 'Schedule:'. */
const LABEL =
  /\b(?:atur\s?cara(?:\s+(?:program|majlis|hari))?|tentatif(?:\s+(?:program|majlis))?|jadual(?:\s+(?:program|majlis|hari))?|programme|program|schedule|itinerary|agenda|running order)\s*:\s*/giu;

/** Where a list's steps part: a comma, a semicolon or a last 'dan' / 'and' before a time. */
const STEP_BREAK = /\s*[,;]\s*(?:(?:dan|and|serta)\s+)?|\s+(?:dan|and|serta)\s+(?=\d)/u;

/** A step opening on its time: '8.00 pagi pendaftaran', '11.30 am prize-giving and lunch'. */
function timedStep(part: string): { time: string; activity: string } | null {
  const at = findTimes(part)[0];
  if (at?.index !== 0) return null;
  const activity = part
    .slice(at.end)
    .replace(/^\s*[-–:]\s*/u, "")
    .replace(/[.\s]+$/u, "")
    .trim();
  if (!/\p{L}{3}/u.test(activity)) return null;
  return { time: at.text, activity: upperFirst(activity) };
}

/** The brief's own timed running order: three or more steps, every one opening on its time. */
export function proseSchedule(snippets: Snippet[]): { time: string; activity: string }[] {
  for (const s of snippets) {
    for (const m of s.text.matchAll(LABEL)) {
      const rest = s.text.slice(m.index + m[0].length);
      // The list runs to the sentence's end (a time's '8.30' is no full stop).
      const list = /^(?:[^.\n]|(?<=\d)\.(?=\d))+/u.exec(rest)?.[0] ?? "";
      const steps = list.split(STEP_BREAK).map((p) => timedStep(p.trim()));
      if (steps.length >= 3 && steps.every((x) => x !== null)) return steps as { time: string; activity: string }[];
    }
  }
  return [];
}
