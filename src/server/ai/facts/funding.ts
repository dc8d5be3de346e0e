/**
 * Funding sources the brief names in prose ('dibiayai oleh Persatuan Penduduk (RM 6,500) dan tajaan
 * ADUN (RM 12,000)'), so the funding table shows the user's own sources and figures instead of a
 * blank to complete.
 */
import { findAmounts } from "./money.js";
import { type Snippet, sentences } from "./text.js";

export type FundingSourceFact = { source: string; amount: number | null };

/** A sentence about where the money comes from. */
const FUNDING_CUE =
  /\b(?:dibiayai|dibiayakan|ditaja|tajaan|penajaan|sumber (?:kewangan|dana|pembiayaan)|sumbangan|peruntukan daripada|funded|financed|sponsored|sponsorship|contributions?|funding(?=\s*:)|sources? of funds)\b/i;
/** Words that join a source's name to what comes before it. */
const LEAD =
  /^(?:(?:dibiayai|dibiayakan|ditaja|akan|sepenuhnya|oleh|daripada|dari|iaitu|melalui|dan|serta|,|by|from|through|and|the|funded|financed|sponsored|will be|is|are)\s*)+/i;
/** A name that says nothing of who pays. */
const NOT_A_SOURCE = /^(?:jumlah|kos|total|bajet|budget|baki|balance|keseluruhan|anggaran|cost)\b/i;
/** 'RM 6,500 daripada Persatuan Penduduk': the source after the amount. */
const SOURCE_AFTER =
  /^\s*(?:daripada|dari|oleh|from|by)\s+([^,;.()]+?)(?=\s*(?:,|;|\.|\(|\bdan\b|\band\b|\bserta\b|$))/i;
/**
 * 'Persatuan Penduduk (RM 6,500)', 'tajaan ADUN sebanyak RM 12,000', 'Yuran peserta: RM 3,000', and a
 * name right before its amount ('tabung surau RM 2,500').
 */
const SOURCE_BEFORE = /([^,;.()]+?)\s*(?:\(\s*|\s(?:sebanyak|berjumlah|amounting to|of)\s+|\s*[:–-]\s*)$/i;
const SOURCE_RIGHT_BEFORE = /([^,;.()]+?)\s+$/;
/** '16 teams x RM 625 = ' before a source's amount: how it is made up, not part of its name. */
const MADE_UP_OF = /\s*\d[\d,]*\s+\p{L}+\s*[x×]\s*RM\s?[\d,.]+\s*=\s*$/iu;
/** A name right before its amount is one name only: no second clause ('DBKL and the remaining'). */
const MORE_THAN_A_NAME = /\b(?:dan|and|remaining|rest|baki|selebihnya|which|yang\s+lain)\b/i;
/** The words that open a sentence about funding, up to its first source: 'Kos dibiayai oleh '. */
const UP_TO_CUE =
  /^.*?\b(?:dibiayai|dibiayakan|ditaja|funded|financed|sponsored)\s+(?:oleh|melalui|daripada|by|through|from)?\s*/i;
/** 'sumbangan YB ADUN yang dipohon': the source, not that it is asked for. */
const ASKED_TAIL = /\s+(?:yang\s+)?(?:dipohon|diminta|dimohon|requested|applied for)$/i;

function tidy(name: string): string | null {
  const cleaned = name
    .replace(/\s+/g, " ")
    .trim()
    .replace(LEAD, "")
    .replace(/[\s,:;–-]+$/, "")
    .trim();
  const words = cleaned.split(" ").filter(Boolean);
  if (!words.length || words.length > 8 || !/\p{L}/u.test(cleaned) || NOT_A_SOURCE.test(cleaned)) return null;
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/** The sources a sentence about funding names, each with its amount (an amount without a named source is left out). */
function sourcesIn(sentence: string): FundingSourceFact[] {
  if (!FUNDING_CUE.test(sentence)) return [];
  const amounts = findAmounts(sentence).filter((a) => !a.perUnit);
  const out: FundingSourceFact[] = [];
  let previousEnd = 0;
  for (const amount of amounts) {
    // '16 teams x RM 625 = RM 10,000': the price for one is how the source's amount is made up.
    if (/[x×@]\s*$/i.test(sentence.slice(Math.max(0, amount.index - 3), amount.index))) continue;
    const chunk = sentence.slice(previousEnd, amount.index).replace(MADE_UP_OF, " ");
    // 'Sumber kewangan: Lembaga Zakat Selangor RM 15,000': the label before the colon names no source.
    const right =
      SOURCE_RIGHT_BEFORE.exec(chunk.replace(/^[^:]*:\s*/, ""))?.[1]?.replace(/^\s*(?:,|dan|serta|and)\s+/i, "") ?? "";
    const before = SOURCE_BEFORE.exec(chunk) ?? (right && !MORE_THAN_A_NAME.test(right) ? [right, right] : null);
    const after = SOURCE_AFTER.exec(sentence.slice(amount.end));
    // 'RM 2,000 from the PTA' names its source after the amount; else the words before it do.
    const said = (before?.[1] ?? "").replace(UP_TO_CUE, "").replace(ASKED_TAIL, "");
    const name = tidy((after?.[1] ?? "").replace(ASKED_TAIL, "")) ?? tidy(said);
    previousEnd = amount.end;
    if (!name) continue;
    out.push({ source: name, amount: amount.value });
  }
  return out;
}

/**
 * Sources named in the brief's prose. Used only when they add up to the stated total (or no
 * total is stated): a partial list would contradict the budget.
 */
export function proseFundingSources(snippets: Snippet[], total: number | null): FundingSourceFact[] {
  for (const snippet of snippets) {
    if (snippet.source === "title") continue;
    for (const sentence of sentences(snippet.text)) {
      const found = sourcesIn(sentence.text);
      if (!found.length) continue;
      const sum = Math.round(found.reduce((s, f) => s + (f.amount ?? 0), 0) * 100) / 100;
      if (total === null || Math.abs(sum - total) < 0.01) return found;
    }
  }
  return [];
}
