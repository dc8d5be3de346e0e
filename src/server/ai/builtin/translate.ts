/**
 * Offline translation of text the composer itself wrote: every sentence is matched back to its
 * template and rendered with the same values in the other language. The user's own text inside
 * (titles, lists of requirements, quoted paragraphs) stays as typed, exactly as the composer would
 * write it. Anything else is not ours to translate: WriterUnsupportedError.
 */
import { escapeHtml } from "../../../common/content.js";
import { WriterUnsupportedError } from "../writer.js";
import { sharedTerms } from "./bank.js";
import { valText } from "./builder.js";
import { type Parsed, parseSentence } from "./parse.js";
import { connective, finish, renderBody } from "./templates.js";
import { findTerm } from "./terms.js";
import { type Lang, lcfirst } from "./text.js";
import { DUR_UNITS, MONTHS, type Val } from "./values.js";

type Unit = { kind: "p" | "item" | "cell" | "head"; text: string };
type Result = { text: string; ok: boolean; lead: boolean };

function other(lang: Lang): Lang {
  return lang === "ms" ? "en" : "ms";
}

function render(p: Parsed, to: Lang): string {
  return finish(p.tpl, to, renderBody(p.tpl, to, p.vals, p.ch), p.conn >= 0 ? connective(p.conn, to) : null, p.vals);
}

/** Sentence boundaries: after . ! ? or : followed by whitespace. */
function boundaries(text: string): number[] {
  const out = [0];
  const re = /[.!?:]\s+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m.index + m[0].length);
  if (out[out.length - 1] !== text.length) out.push(text.length);
  return out;
}

/** A paragraph as a sequence of template sentences, or null. */
function parseParagraph(text: string, from: Lang): Parsed[] | null {
  const b = boundaries(text);
  const memo = new Map<number, Parsed[] | null>();
  const solve = (i: number): Parsed[] | null => {
    if (i === b.length - 1) return [];
    if (memo.has(i)) return memo.get(i) ?? null;
    memo.set(i, null);
    for (let j = i + 1; j < b.length && j <= i + 6; j++) {
      const span = text.slice(b[i], b[j]).trim();
      const parsed = parseSentence(span, from);
      if (!parsed) continue;
      const rest = solve(j);
      if (rest) {
        const out = [parsed, ...rest];
        memo.set(i, out);
        return out;
      }
    }
    return null;
  };
  return solve(0);
}

const MONEY = /^RM \d{1,3}(?:,\d{3})*\.\d{2}$/;

/** A short piece (table cell, list item, heading): a term, figure, date or duration. */
function translatePiece(text: string, from: Lang, to: Lang): string | null {
  if (!text || /^\d+$/.test(text) || MONEY.test(text)) return text;
  const pair = findTerm(from, text) ?? findTerm(from, lcfirst(text));
  if (pair) {
    const v: Val = { k: "term", t: pair };
    const out = valText(v, to);
    return text.charAt(0) === text.charAt(0).toLocaleUpperCase("ms") ? out : lcfirst(out);
  }
  const date = new RegExp(`^(\\d{1,2}) (${MONTHS[from].join("|")}) (\\d{4})$`).exec(text);
  if (date) return `${date[1]} ${MONTHS[to][MONTHS[from].indexOf(date[2] as string)]} ${date[3]}`;
  const d = /^(\d+) (\S+)$/.exec(text);
  if (d) {
    for (const [unit, forms] of Object.entries(DUR_UNITS[from])) {
      if (forms.includes(d[2] as string)) {
        const n = Number(d[1]);
        const target = DUR_UNITS[to][unit as keyof (typeof DUR_UNITS)["ms"]];
        return `${n} ${n === 1 ? target[0] : target[1]}`;
      }
    }
  }
  return null;
}

function translateUnit(unit: Unit, from: Lang, to: Lang): Result {
  const text = unit.text.trim();
  if (!text) return { text: unit.text, ok: true, lead: false };
  const piece = unit.kind === "p" ? null : translatePiece(text, from, to);
  if (piece !== null) return { text: piece, ok: true, lead: false };
  const sentences = parseParagraph(text, from);
  if (sentences?.length) {
    return {
      text: sentences.map((s) => render(s, to)).join(" "),
      ok: true,
      lead: sentences[sentences.length - 1]?.tpl.lead ?? false,
    };
  }
  return { text: unit.text, ok: false, lead: false };
}

/**
 * Translates units in order. Unrecognised text is kept only where the composer puts the user's own
 * words: list items and table cells of a recognised passage, and paragraphs right after a lead-in.
 */
function translateUnits(units: Unit[], to: Lang): string[] {
  sharedTerms();
  const from = other(to);
  const out: string[] = [];
  let recognised = 0;
  let afterLead = false;
  for (const unit of units) {
    const r = translateUnit(unit, from, to);
    if (r.ok && unit.text.trim()) {
      recognised++;
      afterLead = r.lead;
      if (unit.kind === "p" && !r.lead) afterLead = false;
    } else if (!r.ok) {
      if (unit.kind === "p" && !afterLead) throw new WriterUnsupportedError("text not written by the composer");
    }
    out.push(r.text);
  }
  if (!recognised) throw new WriterUnsupportedError("text not written by the composer");
  return out;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m);
}

function translateHtml(html: string, to: Lang): string {
  const parts = html.split(/(<[^>]*>)/);
  const stack: string[] = [];
  const units: { index: number; unit: Unit }[] = [];
  parts.forEach((part, index) => {
    const tag = /^<\s*(\/)?\s*([a-z0-9]+)/i.exec(part);
    if (tag) {
      const name = (tag[2] ?? "").toLowerCase();
      if (tag[1]) {
        const at = stack.lastIndexOf(name);
        if (at >= 0) stack.splice(at);
      } else if (!/\/>$/.test(part) && name !== "br") stack.push(name);
      return;
    }
    if (!part.trim()) return;
    const container = [...stack].reverse().find((t) => /^(p|li|td|th|h[1-6]|blockquote)$/.test(t)) ?? "p";
    const kind: Unit["kind"] =
      container === "li"
        ? "item"
        : container === "td"
          ? "cell"
          : container === "p" || container === "blockquote"
            ? "p"
            : "head";
    units.push({ index, unit: { kind, text: decode(part) } });
  });
  const translated = translateUnits(
    units.map((u) => u.unit),
    to,
  );
  units.forEach((u, i) => {
    const original = parts[u.index] as string;
    const lead = original.match(/^\s*/)?.[0] ?? "";
    const trail = original.match(/\s*$/)?.[0] ?? "";
    parts[u.index] = lead + escapeHtml((translated[i] as string).trim()) + trail;
  });
  return parts.join("");
}

function translatePlain(text: string, to: Lang): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const units: { index: number; unit: Unit }[] = [];
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const bullet = /^\s*(?:[-•*]|\d+[.)])\s+/.test(line);
    units.push({ index, unit: { kind: bullet ? "item" : "p", text: line.replace(/^\s*(?:[-•*]|\d+[.)])\s+/, "") } });
  });
  // A line that is a known heading, term or figure is a piece; a tab-separated line is a table row.
  const from = other(to);
  const translated: string[] = [];
  const pieces: Unit[] = [];
  for (const { unit } of units) {
    if (unit.text.includes("\t")) {
      const cells = unit.text.split("\t").map((c) => translatePiece(c.trim(), from, to) ?? c.trim());
      translated.push(cells.join("\t"));
      pieces.push({ kind: "cell", text: "" });
      continue;
    }
    const piece = translatePiece(unit.text.trim(), from, to);
    if (piece !== null) {
      translated.push(piece);
      pieces.push({ kind: "cell", text: "" });
    } else {
      translated.push("");
      pieces.push(unit);
    }
  }
  const proseUnits = pieces.filter((u) => u.text);
  const prose = proseUnits.length
    ? translateUnitsLenient(
        proseUnits,
        to,
        translated.some((t) => t !== ""),
      )
    : [];
  let k = 0;
  units.forEach((u, i) => {
    const prefix = lines[u.index]?.match(/^\s*(?:[-•*]|\d+[.)])\s+/)?.[0] ?? "";
    const body = pieces[i]?.text ? (prose[k++] as string) : (translated[i] as string);
    lines[u.index] = prefix + body;
  });
  return lines.join("\n");
}

/** Plain-text prose lines: a line after a lead-in (or a bullet) may be the user's own words. */
function translateUnitsLenient(units: Unit[], to: Lang, hadPieces: boolean): string[] {
  const from = other(to);
  const out: string[] = [];
  let recognised = hadPieces ? 1 : 0;
  let afterLead = false;
  for (const unit of units) {
    const r = translateUnit(unit, from, to);
    if (r.ok) {
      recognised++;
      afterLead = r.lead;
    } else if (!(afterLead || unit.kind === "item")) {
      throw new WriterUnsupportedError("text not written by the composer");
    }
    out.push(r.text);
  }
  if (!recognised) throw new WriterUnsupportedError("text not written by the composer");
  return out;
}

/** Translates composer-written HTML or plain text to `to`; throws WriterUnsupportedError otherwise. */
export function translateOwnText(text: string, to: Lang): string {
  sharedTerms();
  if (!text.trim()) throw new WriterUnsupportedError("nothing to translate");
  return /<\s*(p|h[1-6]|ul|ol|li|table|td|th|br|strong|em|div|blockquote)\b/i.test(text)
    ? translateHtml(text, to)
    : translatePlain(text, to);
}
