/**
 * A template section that names no known role ('Produk dan Perkhidmatan'): the user's answers whose
 * labels share a word with its title, and a line tying it to the subject. Nothing from elsewhere.
 */
import { tokens } from "../../builtin/text.js";
import type { Ctx } from "../ctx.js";
import type { Out } from "../out.js";
import { fill } from "./kit.js";

export function ownSection(c: Ctx, o: Out, title: string, target: number): void {
  const words = new Set(tokens(title).filter((w) => w.length > 3));
  const fields =
    c.brief.template?.fields.filter(
      (f) => f.value.trim() && tokens(f.shownLabel ?? f.label).some((w) => words.has(w)),
    ) ?? [];
  for (const f of fields) {
    if (f.value.length > 80) o.userText(f.value);
    else
      o.p(
        c.t("{label} bagi {thing}: {value}.", "{label} for {thing}: {value}.", {
          label: f.shownLabel ?? f.label,
          value: f.value.replace(/[\s.]+$/u, ""),
        }),
      );
  }
  if (!fields.length) {
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
