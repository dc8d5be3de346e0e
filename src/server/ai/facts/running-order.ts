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

/** 'Atur cara Hari 1 (Jumaat 21/5):', 'Programme Day 1:': a list's label with its first day. */
const LABEL_WITH_DAY =
  /\b(?:atur\s?cara|tentatif|jadual|programme|program|schedule|itinerary)\s+((?:Day|Hari)\s+\d{1,2}\b[^\n:]*):?[ \t]*\n/giu;

/** Where a list's steps part: a comma or semicolon outside brackets, or a last 'dan' / 'and' before a time. */
const STEP_BREAK = /\s*[,;](?![^()]*\))\s*(?:(?:dan|and|serta)\s+)?|\s+(?:dan|and|serta)\s+(?=\d)/u;

/** 'bermula ', 'pada jam ', 'starts at ', '(': the words between a step written first and its time. */
const BEFORE_TIME =
  /(?:\s+(?:bermula|mula|starts?|begins?))?(?:\s+(?:pada|at|from))?(?:\s+(?:jam|pukul))?\s*[-–:(]?\s*$/iu;

/** A list set out below its label, a line a step: up to the first line that is no step ('- 9.00 mlm ...', '1. 9.00 ...'). */
const LINES_BELOW = /^[ \t]*\n?(?:[ \t]*(?:[-•*]|\d{1,2}[.)](?!\d))?[ \t]*\d{1,2}[.:]?\d{0,2}[^\n]*(?:\n|$))+/u;
/** A day's heading in a running order of several days: 'Day 1 (24 June)', 'Hari 2 (Sabtu 22/5):'. */
const DAY_LINE = /^[ \t]*(?:Day|Hari)\s+\d{1,2}\b[^\n]*$/iu;
/** A list of several days below its label: a day's heading, then its timed lines, and so on. */
const DAYS_BELOW =
  /^[ \t]*\n?(?:[ \t]*(?:Day|Hari)\s+\d{1,2}\b[^\n]*\n)(?:[ \t]*(?:(?:Day|Hari)\s+\d{1,2}\b|(?:[-•*]|\d{1,2}[.)](?!\d))?[ \t]*\d{1,2}[.:]?\d{0,2})[^\n]*(?:\n|$))+/iu;
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
    // 'Atur cara Hari 1 (Jumaat 21/5):': a label that names the first day opens the days' list.
    const opened = [...s.text.matchAll(LABEL_WITH_DAY)].map((m) => `${m[1]}\n${s.text.slice(m.index + m[0].length)}`);
    const labelled = [...s.text.matchAll(LABEL)].map((m) => s.text.slice(m.index + m[0].length));
    for (const rest of [...opened, ...labelled]) {
      // The list runs to the sentence's end (a time's '8.30' is no full stop), or down its lines
      // ('Atur cara:\n- 9.00 mlm solat Isyak\n- 9.30 mlm ceramah ...').
      // 'Day 1 (24 June)' above each day's times: every day's steps, each day's heading a row of its own.
      const days = DAYS_BELOW.exec(rest)?.[0];
      if (days) {
        const rows = days
          .split("\n")
          .filter((line) => line.trim())
          .map((line) =>
            DAY_LINE.test(line)
              ? { time: line.trim().replace(/:$/, ""), activity: "" }
              : timedStep(line.replace(LINE_MARK, "").trim()),
          );
        const timed = rows.filter((r) => r?.activity).length;
        if (timed >= 3 && rows.every((x) => x !== null)) return rows as { time: string; activity: string }[];
      }
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
