/**
 * The phrase-bank engine. A template is one sentence written twice (Malay and English) with the same
 * {slots} and the same [choice|groups]; it renders in either language from one set of values, and a
 * rendered sentence can be parsed back to its template and values (which is how translation works).
 */
import { type Lang, lcfirst, ucfirst } from "./text.js";
import { renderVal, type Val } from "./values.js";

export type SlotKind = Val["k"];
export type Part = { l: string } | { s: string; k: SlotKind } | { c: readonly string[] };
export type Template = {
  id: string;
  pool: string;
  parts: Record<Lang, Part[]>;
  /** Number of alternatives of each [a|b] group, in order. */
  choices: number[];
  slots: string[];
  /** Ends with a colon: introduces the list, table or quoted paragraph that follows. */
  lead: boolean;
};
/** A phrase bank: pool name -> its templates, in the same order in every language. */
export type Bank = Record<string, readonly string[]>;

const RAW_SLOTS = new Set(["title", "aud", "item", "topic", "tplName", "value"]);
/** Capitalised first words that stay capitalised after a connective. */
const KEEP_CAPS = new Set(["Malaysia", "Kerajaan", "Kementerian", "Jabatan", "Majlis", "Bahasa", "I"]);

export function slotKind(name: string): SlotKind {
  if (RAW_SLOTS.has(name)) return "raw";
  if (name.startsWith("list")) return "list";
  if (name.startsWith("rm")) return "money";
  if (name.startsWith("date")) return "date";
  if (name.startsWith("num")) return "num";
  if (name.startsWith("dur")) return "dur";
  return "term";
}

function compile(text: string, where: string): Part[] {
  const parts: Part[] = [];
  const re = /\{(\w+)\}|\[([^\]]*)\]/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push({ l: text.slice(last, m.index) });
    if (m[1]) parts.push({ s: m[1], k: slotKind(m[1]) });
    else parts.push({ c: (m[2] ?? "").split("|") });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ l: text.slice(last) });
  for (let i = 1; i < parts.length; i++) {
    if ("s" in (parts[i] as Part) && "s" in (parts[i - 1] as Part)) throw new Error(`adjacent slots in ${where}`);
  }
  const first = parts[0];
  const fix = (s: string) => {
    const word = s.match(/^[\p{L}]+/u)?.[0] ?? "";
    return /^\p{Lu}\p{Ll}/u.test(word) && !KEEP_CAPS.has(word) ? lcfirst(s) : s;
  };
  if (first && "l" in first) parts[0] = { l: fix(first.l) };
  else if (first && "c" in first) parts[0] = { c: first.c.map(fix) };
  return parts;
}

const templates = new Map<string, Template>();
const pools = new Map<string, Template[]>();
/** Templates by the first word of their Malay / English text; '' for those starting with a slot or choice. */
const index: Record<Lang, Map<string, Template[]>> = { ms: new Map(), en: new Map() };

function shape(parts: Part[]): { slots: string[]; choices: number[] } {
  const slots: string[] = [];
  const choices: number[] = [];
  for (const p of parts) {
    if ("s" in p) slots.push(p.s);
    if ("c" in p) choices.push(p.c.length);
  }
  return { slots: [...new Set(slots)].sort(), choices };
}

function indexKey(parts: Part[]): string {
  const first = parts[0];
  if (!first || !("l" in first)) return "";
  return (first.l.match(/^[^\s,.:;()"“”]+/u)?.[0] ?? "").toLocaleLowerCase("ms");
}

/** Registers a bank written twice; the pools must match in names, lengths, slots and choice groups. */
export function registerBank(ms: Bank, en: Bank): void {
  for (const name of Object.keys(ms)) {
    const msList = ms[name] as readonly string[];
    const enList = en[name];
    if (!enList || enList.length !== msList.length) {
      throw new Error(`phrase pool ${name}: ${msList.length} Malay vs ${enList?.length ?? 0} English templates`);
    }
    const list: Template[] = pools.get(name) ?? [];
    msList.forEach((msText, i) => {
      const id = `${name}#${list.length}`;
      const parts = { ms: compile(msText, `${id} ms`), en: compile(enList[i] as string, `${id} en`) };
      const a = shape(parts.ms);
      const b = shape(parts.en);
      if (a.slots.join() !== b.slots.join() || a.choices.join() !== b.choices.join()) {
        throw new Error(`phrase ${id}: slots/choices differ (${msText} | ${enList[i]})`);
      }
      const tpl: Template = { id, pool: name, parts, choices: a.choices, slots: a.slots, lead: /:\s*$/.test(msText) };
      templates.set(id, tpl);
      list.push(tpl);
      for (const lang of ["ms", "en"] as const) {
        const key = indexKey(parts[lang]);
        const bucket = index[lang].get(key) ?? [];
        bucket.push(tpl);
        index[lang].set(key, bucket);
      }
    });
    pools.set(name, list);
  }
  for (const name of Object.keys(en)) if (!(name in ms)) throw new Error(`phrase pool ${name} only in English`);
}

export function pool(name: string): readonly Template[] {
  const found = pools.get(name);
  if (!found) throw new Error(`unknown phrase pool ${name}`);
  return found;
}

export function hasPool(name: string): boolean {
  return pools.has(name);
}

/** Templates whose text in `lang` starts with the word `key` ('' for those opening with a slot or choice). */
export function templatesStartingWith(lang: Lang, key: string): readonly Template[] {
  return index[lang].get(key) ?? [];
}

export function allPools(): ReadonlyMap<string, Template[]> {
  return pools;
}

/** Renders a template body (no connective, no capitalisation). */
export function renderBody(tpl: Template, lang: Lang, vals: Record<string, Val>, ch: readonly number[]): string {
  let out = "";
  let c = 0;
  for (const p of tpl.parts[lang]) {
    if ("l" in p) out += p.l;
    else if ("c" in p) out += p.c[ch[c++] ?? 0] ?? "";
    else {
      const v = vals[p.s];
      if (!v) throw new Error(`slot {${p.s}} has no value in ${tpl.id}`);
      out += renderVal(v, lang);
    }
  }
  return out;
}

/** A sentence: the body capitalised, or joined to a connective. Sentences starting with user text keep it as typed. */
export function finish(
  tpl: Template,
  lang: Lang,
  body: string,
  conn: string | null,
  vals: Record<string, Val>,
): string {
  // 'Sdn. Bhd.' at the end of a sentence takes no second full stop.
  const text = body.replace(/\.\.$/, ".");
  if (conn) return `${conn} ${text}`;
  const first = tpl.parts[lang][0];
  return first && "s" in first && vals[first.s]?.k === "raw" ? text : ucfirst(text);
}

/** The i-th connective ('Selain itu,' / 'In addition,'), capitalised. */
export function connective(i: number, lang: Lang): string {
  const tpl = pool("conn")[i];
  const lit = tpl ? (tpl.parts[lang][0] as { l: string }).l : "";
  return ucfirst(lit);
}
