/**
 * Builds one section as language-neutral blocks: paragraphs of template sentences, lists, tables,
 * the user's own paragraphs. Picks phrasings deterministically, never repeats a sentence or a
 * template within the proposal, and fills a section to its word target in both languages at once.
 */
import { countWords } from "../../../common/content.js";
import type { Ctx, Vals } from "./context.js";
import type { Rng } from "./rng.js";
import { connective, finish, pool, renderBody, type Template } from "./templates.js";
import type { Lang } from "./text.js";
import { renderVal, type TermPair, term, type Val } from "./values.js";

export type Sentence = { tpl: Template; vals: Vals; ch: number[]; conn: number; text: Record<Lang, string> };
export type Cell = { v: Val; strong?: boolean } | { empty: true };
export type Item = { s: Sentence } | { raw: string } | { v: Val };
export type Block =
  | { t: "p"; s: Sentence[] }
  | { t: "up"; text: string }
  | { t: "ul" | "ol"; items: Item[] }
  | { t: "h3"; v: Val }
  | { t: "table"; head: TermPair[]; rows: Cell[][] };

export type Spec = string | [pool: string, over: Vals];

const LANGS: Lang[] = ["ms", "en"];

/** Pools whose sentences never take a connective (closings, signposts). */
const NO_CONNECTIVE = new Set(["sum.close", "sum.next", "conc.close", "conc.ready"]);
/** Connectives that announce a consequence or purpose: only before a sentence about what will be done. */
const ACTION_ONLY = /^(sehubungan dengan itu|sejajar dengan itu|untuk tujuan ini|bagi tujuan tersebut),$/;

/** Sentences opening with their own linking phrase ('Justeru, ...') take no extra connective. */
function takesConnective(tpl: Template): boolean {
  if (tpl.lead || NO_CONNECTIVE.has(tpl.pool)) return false;
  const first = tpl.parts.ms[0];
  return !(first && "l" in first && /^[^,{]{1,28},/.test(first.l));
}

/** Whether connective `i` suits the template: purpose and consequence only before an action ('akan'). */
function suits(i: number, tpl: Template): boolean {
  const conn = pool("conn")[i];
  const text = conn ? (conn.parts.ms[0] as { l: string }).l : "";
  if (!ACTION_ONLY.test(text)) return true;
  return tpl.parts.ms.some((p) => "l" in p && / akan /.test(` ${p.l} `));
}

/** Splits sentences into paragraphs of at most six, as evenly as possible. */
export function paragraphs<T>(items: T[]): T[][] {
  if (!items.length) return [];
  const count = Math.ceil(items.length / 6);
  const size = Math.ceil(items.length / count);
  const out: T[][] = [];
  for (let k = 0; k < items.length; k += size) out.push(items.slice(k, k + size));
  return out;
}

/** Text of a cell or list item in a language (terms capitalised). */
export function valText(v: Val, lang: Lang): string {
  const text = renderVal(v, lang);
  return v.k === "term" ? text.charAt(0).toLocaleUpperCase("ms") + text.slice(1) : text;
}

export class SectionWriter {
  readonly blocks: Block[] = [];
  readonly words: Record<Lang, number> = { ms: 0, en: 0 };
  private usedConn = new Set<number>();
  private titleUses = 0;
  private audUses = 0;

  constructor(
    readonly ctx: Ctx,
    readonly rng: Rng,
    /** Topic for the catch-all filler pool (the section or part title). */
    readonly topic: Val,
  ) {}

  private count(text: Record<Lang, string>): void {
    for (const lang of LANGS) this.words[lang] += countWords(text[lang]);
  }

  get minWords(): number {
    return Math.min(this.words.ms, this.words.en);
  }

  /** A new sentence from a pool (or the first pool that has one), or null when every phrasing is spent. */
  sentence(spec: Spec, opts: { conn?: boolean; reuse?: boolean } = {}): Sentence | null {
    const [name, over] = typeof spec === "string" ? [spec, {}] : spec;
    const templates = pool(name);
    const order = this.rng.shuffle([...templates.keys()]);
    // The title and target group are named in full once per section; later mentions use a short form.
    const subjects: Vals = {
      title:
        this.titleUses === 0 && (this.ctx.uses.title < 4 || this.rng.chance(0.4))
          ? (this.ctx.env.title as Val)
          : term(this.ctx.frame === "research" ? this.ctx.terms.subst.study : this.ctx.terms.subst.project),
      aud: this.audUses === 0 ? (this.ctx.env.aud as Val) : term(this.ctx.terms.subst.group),
    };
    for (const i of order) {
      const tpl = templates[i] as Template;
      if (!opts.reuse && this.ctx.guard.templates.has(tpl.id)) continue;
      const memo = new Map<string, unknown>();
      const vals: Vals = {};
      for (const s of tpl.slots) vals[s] = over[s] ?? subjects[s] ?? this.ctx.slot(s, memo);
      const ch = tpl.choices.map((n) => this.rng.int(n));
      const body = { ms: renderBody(tpl, "ms", vals, ch), en: renderBody(tpl, "en", vals, ch) };
      if (this.ctx.guard.has(body)) continue;
      let conn = -1;
      if (opts.conn && takesConnective(tpl) && this.rng.chance(0.4)) {
        const free = [...pool("conn").keys()].filter((c) => !this.usedConn.has(c) && suits(c, tpl));
        if (free.length) conn = this.rng.pick(free);
      }
      const text = {
        ms: finish(tpl, "ms", body.ms, conn >= 0 ? connective(conn, "ms") : null, vals),
        en: finish(tpl, "en", body.en, conn >= 0 ? connective(conn, "en") : null, vals),
      };
      this.ctx.guard.add(body);
      if (vals.title?.k === "raw" && !over.title) {
        this.titleUses++;
        this.ctx.uses.title++;
      }
      if (vals.aud?.k === "raw" && !over.aud) this.audUses++;
      this.ctx.guard.templates.add(tpl.id);
      if (conn >= 0) this.usedConn.add(conn);
      return { tpl, vals, ch, conn, text };
    }
    return null;
  }

  /** A paragraph from specs in order (missing phrasings skipped), topped up to `min` sentences from `more`. */
  para(specs: Spec[], more: string[] = [], min = 3): Sentence[] {
    const out: Sentence[] = [];
    for (const spec of specs) {
      const s = this.sentence(spec, { conn: false });
      if (!s) continue;
      out.push(s);
    }
    while (out.length < min && more.length) {
      const s = this.pickFrom(more, false);
      if (!s) break;
      // Keep a closing lead-in sentence last.
      const last = out[out.length - 1];
      if (last?.tpl.lead) out.splice(out.length - 1, 0, s);
      else out.push(s);
    }
    if (out.length) this.push({ t: "p", s: out });
    return out;
  }

  /** One sentence from the first of the pools (in random order) that still has one. */
  pickFrom(pools: string[], conn: boolean, over: Vals = {}): Sentence | null {
    for (const name of this.rng.shuffle(pools)) {
      const s = this.sentence([name, over], { conn });
      if (s) return s;
    }
    for (const name of pools) {
      const s = this.sentence([name, over], { conn, reuse: true });
      if (s) return s;
    }
    return null;
  }

  push(block: Block): void {
    this.blocks.push(block);
    switch (block.t) {
      case "p":
        for (const s of block.s) this.count(s.text);
        break;
      case "up":
        this.count({ ms: block.text, en: block.text });
        this.ctx.guard.add({ ms: block.text, en: block.text });
        break;
      case "ul":
      case "ol":
        for (const item of block.items) this.count(itemText(item));
        break;
      case "h3":
        this.count({ ms: valText(block.v, "ms"), en: valText(block.v, "en") });
        break;
      case "table":
        for (const lang of LANGS) {
          this.words[lang] += countWords(block.head.map((h) => h[lang === "ms" ? 0 : 1]).join(" "));
          for (const row of block.rows) {
            this.words[lang] += countWords(row.map((c) => ("v" in c ? valText(c.v, lang) : "")).join(" "));
          }
        }
        break;
    }
  }

  /** Appends a sentence to the last paragraph (or starts one). */
  extend(s: Sentence): void {
    const last = this.blocks[this.blocks.length - 1];
    if (last?.t === "p" && last.s.length < 6 && !last.s[last.s.length - 1]?.tpl.lead) {
      last.s.push(s);
      this.count(s.text);
    } else this.push({ t: "p", s: [s] });
  }

  list(kind: "ul" | "ol", items: Item[]): void {
    if (items.length) this.push({ t: kind, items });
  }

  table(head: TermPair[], rows: Cell[][]): void {
    this.push({ t: "table", head, rows });
  }

  /**
   * Adds paragraphs of 3-4 sentences from `pools` until both languages reach `target` words;
   * a small shortfall is met by extending the last paragraph instead.
   */
  fill(target: number, pools: string[], over: Vals = {}): void {
    for (let round = 0; round < 40 && this.minWords < target; round++) {
      const last = this.blocks[this.blocks.length - 1];
      const need = target - this.minWords;
      if (need <= 25 && last?.t === "p" && last.s.length < 6 && !last.s[last.s.length - 1]?.tpl.lead) {
        const s = this.pickFrom(pools, last.s[last.s.length - 1]?.conn === -1, over) ?? this.fallback(true);
        if (!s) break;
        last.s.push(s);
        this.count(s.text);
        continue;
      }
      const size = 3 + this.rng.int(2);
      const out: Sentence[] = [];
      for (let k = 0; k < size; k++) {
        const s = this.pickFrom(pools, k > 0 && out[k - 1]?.conn === -1, over) ?? this.fallback(k > 0);
        if (!s) break;
        out.push(s);
      }
      if (!out.length) break;
      this.push({ t: "p", s: out });
    }
  }

  /** The catch-all pool, about this section's topic. */
  private fallback(conn: boolean): Sentence | null {
    return this.pickFrom(["gen.more"], conn, { topic: this.topic });
  }
}

export function itemText(item: Item): Record<Lang, string> {
  if ("s" in item) return item.s.text;
  if ("raw" in item) return { ms: item.raw, en: item.raw };
  return { ms: valText(item.v, "ms"), en: valText(item.v, "en") };
}
