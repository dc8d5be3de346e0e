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

/** A heading about products ('Produk dan Perkhidmatan', 'Products and Services'). */
const PRODUCTS_TITLE = /\b(?:produk|products?)\b/i;
/** The answer naming what the business makes or sells ('Jenis Perniagaan', 'Produk Utama'). */
const PRODUCT_FIELD =
  /^(?:jenis perniagaan|produk utama|produk(?: dan perkhidmatan)?|type of business|main products?|products?(?: and services)?)$/i;

/**
 * The products under a products heading whose content is the project's details: what the applicant
 * makes or sells, in its own answer, and a blank for the range, prices and buyers only it knows.
 */
export function productsLead(c: Ctx, o: Out, title: string): void {
  if (!PRODUCTS_TITLE.test(title)) return;
  const field = c.brief.template?.fields.find(
    (f) => PRODUCT_FIELD.test((f.shownLabel ?? f.label).trim()) && f.value.trim(),
  );
  const made = field?.value.trim().replace(/[\s.]+$/u, "");
  o.p(
    (made ? c.t("Perniagaan {org}: {made}.", "The business of {org}: {made}.", { made }) : null) ??
      c.t(
        "Produk dan perkhidmatan {org} adalah seperti berikut.",
        "The products and services of {org} are as follows.",
      ),
    c.t(
      "Produk utama, harga jualan dan pelanggan sasaran: {range}.",
      "Main products, selling prices and target customers: {range}.",
      {
        range: c.ph(
          "senarai produk utama, harga jualan seunit dan pelanggan sasaran",
          "the main products, unit selling prices and target customers",
        ),
      },
    ),
  );
}
