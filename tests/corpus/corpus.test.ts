/**
 * The built-in composer against the corpus: for every brief, what a grant officer checks, one test
 * per rule that has something to check for that brief (no total stated: no total-row test). No database; the composer
 * takes milliseconds a paper. The phrasing shared between briefs is in shared.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinWriter } from "../../src/server/ai/builtin/composer.js";
import { CORPUS } from "./briefs.js";
import { measure, type Problems, RULES, type Rule } from "./measure.js";
import { buildCase, paperCache } from "./run.js";
import type { CorpusEntry } from "./types.js";

const writer = createBuiltinWriter();

/** What each rule asks, as the failure message says it. */
const ASKS: Record<Rule, string> = {
  essential_sections: "every essential section of the kind has a heading (h2 or h3)",
  section_count: "the package's number of <h2> sections (a template: its own titles, in order)",
  min_words: "the package's minimum words",
  subject: "every section's own prose names the brief's subject (table-only sections excepted)",
  amounts: "every stated ringgit amount appears",
  total_row: "the budget table's total row is the stated total",
  other_total: "no other figure is given as the total",
  budget_sum: "budget table lines add up to the total row, to the sen; quantity x unit price = amount",
  dates: "every stated date appears",
  event_date: "no other date is given as the event's date",
  duration: "the stated duration appears",
  other_duration: "no other project length",
  counts: "every stated count appears",
  names: "every stated organisation, place and person appears",
  times: "every stated time of day appears",
  repeated_sentence: "no sentence (six words or more) is repeated",
  list_case: "every list item starts with a capital letter, a digit or a quote",
  empty_heading: "every heading has text under it before the next heading",
  title_repeated: "the full title at most twice in the body",
  blanks: "a marked blank, not an invented value, for each required fact the brief does not give",
};

/** Rules with nothing to check for this brief (no total stated, no event, no duration...). */
function applies(rule: Rule, e: CorpusEntry): boolean {
  const x = e.expect;
  switch (rule) {
    case "total_row":
    case "other_total":
      return x.total !== undefined;
    case "event_date":
      return x.eventDate !== undefined;
    case "duration":
    case "other_duration":
      return x.duration !== undefined;
    case "amounts":
      return x.amounts.length > 0;
    case "dates":
      return x.dates.length > 0;
    case "counts":
      return x.counts.length > 0;
    case "names":
      return x.names.length > 0;
    case "times":
      return (x.times?.length ?? 0) > 0;
    case "blanks":
      return x.blanks.length > 0;
    default:
      return true;
  }
}

const cases = CORPUS.map(buildCase);
const paper = paperCache(writer);

for (const c of cases) {
  const e = c.entry;
  describe(`${e.id} (${e.kind}, ${e.packageKey}, ${e.language}, ${e.flow})`, () => {
    let problems: Problems;
    beforeAll(async () => {
      problems = measure(c, await paper(c));
    });
    for (const rule of RULES.filter((r) => applies(r, e))) {
      it(rule, () => {
        expect(problems[rule], ASKS[rule]).toEqual([]);
      });
    }
  });
}
