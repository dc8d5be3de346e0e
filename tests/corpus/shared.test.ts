/**
 * The built-in composer's own phrasing: the share of a paper's sentences (six words or more) that
 * occur verbatim in the papers of unrelated briefs (same language and package, another kind) is
 * under 20%. A grant officer reading a pile of them sees the same paragraphs otherwise.
 */
import { describe, expect, it } from "vitest";
import { createBuiltinWriter } from "../../src/server/ai/builtin/composer.js";
import { CORPUS } from "./briefs.js";
import { sharedShare } from "./measure.js";
import { buildCase, type Case, paperCache, partnersOf } from "./run.js";

const paper = paperCache(createBuiltinWriter());
const cases = CORPUS.map(buildCase);
const byId = new Map(cases.map((c) => [c.entry.id, c]));

describe("phrasing shared with unrelated briefs of the same package and language", () => {
  for (const c of cases) {
    const partners = partnersOf(c.entry, CORPUS).map((p) => byId.get(p.id) as Case);
    // A brief with no unrelated partner of its language has nothing to be compared with.
    if (partners.length === 0) continue;
    it(`shared_sentences: ${c.entry.id}`, async () => {
      const ours = await paper(c);
      const theirs = await Promise.all(partners.map((p) => paper(p, c.template ? p.pkg : c.pkg)));
      const share = sharedShare(ours, theirs);
      const text = `${share.shared} of ${share.total} sentences also in the papers of ${partners.map((p) => p.entry.id).join(", ")}, e.g. ${JSON.stringify(share.examples)}`;
      expect(share.shared / Math.max(1, share.total), text).toBeLessThan(0.2);
    });
  }
});
