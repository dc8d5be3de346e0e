/**
 * A template section that names no known role ('Strategi Kemasukan Pasaran dan Pengedaran'): the
 * user's answers placed in it, and what a reader expects under that heading, with blanks for what
 * only the user knows. Nothing from elsewhere.
 */
import { placeholder } from "../../../../common/kinds/placeholder.js";
import type { TemplateAnswer } from "../../writer.js";
import { namedAnswers } from "../answers.js";
import type { Ctx } from "../ctx.js";
import type { Out } from "../out.js";
import { fill, say } from "./kit.js";

export function ownSection(c: Ctx, o: Out, title: string, fields: TemplateAnswer[], target: number): void {
  namedAnswers(c, o, fields);
  if (guideLines(c, o, title)) return;
  // A heading with nothing under it asks for its details.
  if (o.words === 0) {
    o.p(
      c.t("{heading} bagi {thing}: {blank}.", "{heading} for {thing}: {blank}.", {
        heading: title,
        blank: c.ph(`butiran ${title.toLocaleLowerCase("ms")}`, `the details of ${title.toLowerCase()}`),
      }),
    );
  }
  fill(c, o, target, [
    [
      "Butiran ini berkait secara langsung dengan {subj} dan akan dikemas kini jika berlaku perubahan.",
      "These details relate directly to the {subj} and will be updated if anything changes.",
    ],
  ]);
}

/** What a reader expects under a template's heading, with blanks for what only the user knows; false when none. */
export function guideLines(c: Ctx, o: Out, title: string): boolean {
  const guide = (c.brief.template?.guides?.[title] ?? []).map(
    ([ms, en]) => [withBlanks(ms, "ms"), withBlanks(en, "en")] as const,
  );
  for (const sentences of chunks(say(c, guide), 3)) o.p(...sentences);
  return guide.length > 0;
}

/** '{?tarikh sasaran}' as the marked blank '[Nyatakan tarikh sasaran]'. */
function withBlanks(line: string, lang: "ms" | "en"): string {
  return line.replace(/\{\?([^}]+)\}/g, (_, what: string) => placeholder(lang, what));
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let k = 0; k < list.length; k += size) out.push(list.slice(k, k + size));
  return out;
}
