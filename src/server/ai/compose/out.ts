/**
 * The blocks one section is built from, and the guard that keeps a proposal from saying the same
 * sentence twice or naming its full title more than twice.
 */
import { countWords, escapeHtml } from "../../../common/content.js";
import { upperFirst } from "../facts/text.js";

export type Block =
  /** `brief`: a paragraph of the user's description, settled once the rest of the paper is written. */
  | { t: "p"; text: string; brief?: true }
  | { t: "ul" | "ol"; items: string[] }
  | { t: "h3"; text: string }
  | { t: "table"; head: string[]; rows: string[][]; boldLast?: boolean };

/** What the whole proposal has said so far. */
export class DocState {
  private readonly seen = new Set<string>();
  titleUses = 0;
  /** The phases' descriptions have been written. */
  phasesExplained = false;
  /** The cost table has been printed: a later money section refers to it instead of repeating it. */
  costTableShown = false;
  /** Mentions of the subject in the current section (reset per section). */
  mentions = 0;
  /** Mentions of the applicant by the writer's own sentences: the first in full, later its short form. */
  orgUses = 0;
  /** The user's fields already written: each lands once, however many writers offer it. */
  readonly userFields = new Set<string>();

  /** The brief's full title, lower case, to count its uses in the user's own paragraphs too. */
  constructor(private readonly title = "") {}

  countTitle(text: string): void {
    if (this.title.length < 8) return;
    this.titleUses += text.toLocaleLowerCase("ms").split(this.title).length - 1;
  }

  /**
   * The ways a sentence may name the subject or the applicant ('the weekend tuition class project',
   * 'this project'), as sentence keys, longest first: one sentence naming it either way is the same sentence.
   */
  private aliases: string[] = [];

  /** Names the paper gives its subject and applicant; a sentence is the same whichever it uses. */
  setAliases(names: (string | null | undefined)[]): void {
    this.aliases = names
      .filter((x): x is string => Boolean(x))
      .map(sentenceKey)
      .filter((x) => x.length >= 4)
      .sort((a, b) => b.length - a.length);
  }

  /** True the first time a sentence is offered; false when it was already written. */
  claim(sentence: string): boolean {
    let key = ` ${sentenceKey(sentence)} `;
    for (const alias of this.aliases) key = key.split(` ${alias} `).join(" § ");
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

/** A sentence as compared with others: lower case, its words only. */
function sentenceKey(text: string): string {
  return text
    .toLocaleLowerCase("ms")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A section being written: its blocks and its word count. */
export class Out {
  readonly blocks: Block[] = [];
  words = 0;

  constructor(readonly doc: DocState) {}

  /** A paragraph of the sentences given (nulls and repeats dropped); nothing when none is left. */
  p(...sentences: (string | null | undefined | false)[]): number {
    const kept = sentences
      .filter((s): s is string => typeof s === "string" && s.trim().length > 0)
      .map((s) => upperFirst(s.trim()))
      .filter((s) => this.doc.claim(s));
    if (!kept.length) return 0;
    const text = kept.join(" ");
    this.blocks.push({ t: "p", text });
    const n = countWords(text);
    this.words += n;
    return n;
  }

  /** A paragraph of the user's that opens the section, counted with it ('Kajian ini menggunakan soal selidik ...'). */
  lead(text: string): void {
    this.blocks.unshift({ t: "p", text });
    this.words += countWords(text);
  }

  /** The user's own paragraph(s), kept as written; the description's are marked to settle later. */
  userText(text: string, description = false): void {
    for (const para of text.split(/\n\s*\n/)) {
      const clean = para.replace(/\s+/g, " ").trim();
      if (!clean || !this.doc.claim(clean)) continue;
      this.doc.countTitle(clean);
      this.blocks.push(description ? { t: "p", text: clean, brief: true } : { t: "p", text: clean });
      this.words += countWords(clean);
    }
  }

  /** Puts `paragraphs` where the description's paragraphs stand (none: they go). */
  settleBrief(paragraphs: string[]): void {
    const at = this.blocks.findIndex((b) => b.t === "p" && b.brief);
    if (at < 0) return;
    for (const block of this.blocks.filter((b) => b.t === "p" && b.brief)) this.words -= countWords(blockText(block));
    const rest = this.blocks.filter((b) => !(b.t === "p" && b.brief));
    const settled = paragraphs.map((text): Block => ({ t: "p", text }));
    this.blocks.splice(0, this.blocks.length, ...rest.slice(0, at), ...settled, ...rest.slice(at));
    this.words += countWords(paragraphs.join(" "));
  }

  list(kind: "ul" | "ol", items: string[]): void {
    const kept = items.map((i) => i.trim()).filter(Boolean);
    if (!kept.length) return;
    this.blocks.push({ t: kind, items: kept.map(upperFirst) });
    this.words += countWords(kept.join(" "));
  }

  h3(text: string): void {
    this.blocks.push({ t: "h3", text });
    this.words += countWords(text);
  }

  table(head: string[], rows: string[][], boldLast = false): void {
    if (!rows.length) return;
    this.blocks.push({ t: "table", head, rows, boldLast });
    this.words += countWords([...head, ...rows.flat()].join(" "));
  }
}

/** A block's words as plain text, a table's cells included. */
export function blockText(block: Block): string {
  switch (block.t) {
    case "p":
    case "h3":
      return block.text;
    case "ul":
    case "ol":
      return block.items.join("\n");
    case "table":
      return [block.head.join(" "), ...block.rows.map((row) => row.join(" "))].join("\n");
  }
}

export function renderHtml(blocks: readonly Block[]): string {
  return blocks
    .map((b) => {
      switch (b.t) {
        case "p":
          return `<p>${escapeHtml(b.text)}</p>`;
        case "h3":
          return `<h3>${escapeHtml(b.text)}</h3>`;
        case "ul":
        case "ol":
          return `<${b.t}>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</${b.t}>`;
        case "table": {
          const head = b.head.map((h) => `<th>${escapeHtml(h)}</th>`).join("");
          const rows = b.rows
            .map((row, r) => {
              const bold = b.boldLast && r === b.rows.length - 1;
              // An empty cell stays empty: an empty <strong> is nothing the editor can keep.
              const cells = row.map(
                (c) => `<td>${bold && c ? `<strong>${escapeHtml(c)}</strong>` : escapeHtml(c)}</td>`,
              );
              return `<tr>${cells.join("")}</tr>`;
            })
            .join("");
          return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
        }
        default:
          return "";
      }
    })
    .join("\n");
}
