/**
 * The one document model of the exports: a proposal as title, cover facts and sections of blocks,
 * built from the stored HTML (see from-html.ts) and rendered by the Word builder (docx.ts, runs in
 * the browser too) and the server's PDF writer. Pure data: no Node-only or DOM-only imports.
 */

import { countWords } from "../content.js";

export type Align = "left" | "center" | "right" | "justify";

/** A piece of text with its marks; `break` is a line break inside a paragraph. */
export type Run = {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  /** http, https or mailto only; anything else never reaches the model. */
  link?: string;
  break?: boolean;
};

export type ListItem = { runs: Run[]; lists: ListBlock[] };
export type ListBlock = { kind: "list"; ordered: boolean; items: ListItem[] };

export type TableCell = { runs: Run[]; header: boolean; colSpan: number; rowSpan: number; align?: Align };
export type TableRow = { cells: TableCell[]; header: boolean };
export type TableBlock = { kind: "table"; rows: TableRow[]; caption?: string };

export type Block =
  /** A heading inside a section: level 2 (h1/h3 in the content) or 3. Section titles are not blocks. */
  | { kind: "heading"; level: 2 | 3; runs: Run[]; align?: Align }
  | { kind: "paragraph"; runs: Run[]; align?: Align; quote?: boolean }
  | ListBlock
  | TableBlock;

export type Section = {
  /** '' for the untitled text before the first <h2>. */
  title: string;
  /** 1, 2, 3 ... for titled sections, null for the untitled introduction. */
  number: number | null;
  /** The heading as printed: '1. Ringkasan Eksekutif' (a title already numbered keeps its own number). */
  heading: string;
  blocks: Block[];
};

/**
 * Whose colours and name the document carries: the product's, or an approved organisation's
 * (see the server's resolveBranding). The writers derive legible shades from any colour (color.ts).
 */
export type Branding = {
  name: string;
  /** '#rrggbb': the cover band, headings, rules. */
  color: string;
  /** '#rrggbb': the thin stripe under the cover band; a shade of `color` when absent. */
  accent?: string;
  /** PNG or JPEG bytes of a logo for the cover, already checked (see the server's branding.ts). */
  logo?: Uint8Array | null;
};

export const PRODUCT_BRANDING: Branding = { name: "Kertas AI", color: "#047857", accent: "#10b981", logo: null };

/**
 * How the file looks: `standard` is the product's look (brand band, colour headings, sans serif);
 * `formal` is the plain Malaysian paper: a serif face at 12 pt, 1.5 line spacing, black headings,
 * justified text and a cover without a colour band.
 */
export const EXPORT_STYLES = ["standard", "formal"] as const;
export type ExportStyle = (typeof EXPORT_STYLES)[number];

export type ProposalDocument = {
  title: string;
  /** What the paper is, as people read it ('Kertas Kerja Program', 'Proposal Perniagaan'), or null. */
  type: string | null;
  /** The owner's name: 'Disediakan oleh'. */
  author: string;
  /** The organisation the paper comes from: the applicant named in the brief, else the owner's organisation. */
  organisation: string | null;
  /** The addressee, when known: 'Dikemukakan kepada'. */
  preparedFor: string | null;
  style: ExportStyle;
  date: Date;
  branding: Branding;
  sections: Section[];
  /** The paper's own language (its text's): the labels around it follow it. */
  language: PaperLanguage;
};

/** The language a paper is written in: its cover, contents and page labels follow it. */
export type PaperLanguage = "ms" | "en";

const MALAY_WORDS = /\b(?:dan|yang|untuk|ini|akan|dengan|kepada|dalam|bagi|oleh|ialah|adalah)\b/gi;
const ENGLISH_WORDS = /\b(?:the|and|of|to|will|with|for|this|is|are|be|by)\b/gi;

/** Malay unless the paper's text is plainly English (more English function words than Malay ones). */
export function paperLanguage(text: string): PaperLanguage {
  const sample = text.replace(/<[^>]+>/g, " ").slice(0, 20_000);
  const malay = sample.match(MALAY_WORDS)?.length ?? 0;
  const english = sample.match(ENGLISH_WORDS)?.length ?? 0;
  return english > malay ? "en" : "ms";
}

/** The fixed labels of the exported documents, in the paper's language. */
const LABELS_BY_LANGUAGE = {
  ms: {
    contents: "Kandungan",
    preparedBy: "Disediakan oleh",
    preparedFor: "Dikemukakan kepada",
    type: "Jenis proposal",
    date: "Tarikh",
    pageOf: ["Halaman ", " daripada "] as const,
    empty: "(Tiada kandungan)",
  },
  en: {
    contents: "Contents",
    preparedBy: "Prepared by",
    preparedFor: "Submitted to",
    type: "Proposal type",
    date: "Date",
    pageOf: ["Page ", " of "] as const,
    empty: "(No content)",
  },
} as const;

export function labelsOf(language: PaperLanguage) {
  const l = LABELS_BY_LANGUAGE[language];
  return { ...l, page: (n: number | string, total: number | string) => `${l.pageOf[0]}${n}${l.pageOf[1]}${total}` };
}

/** The date as Malaysians read it: '21 November 2026' (ms-MY or en-MY, Malaysian time). */
export function formatPaperDate(date: Date, language: PaperLanguage = "ms"): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-MY" : "ms-MY", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kuala_Lumpur",
  }).format(date);
}

/** The plain text of runs (line breaks as spaces). */
export function runsText(runs: Run[]): string {
  return runs
    .map((r) => (r.break ? " " : r.text))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words in the document, for page-count estimates; counted as everywhere else (common/content countWords). */
export function documentWordCount(doc: ProposalDocument): number {
  let words = 0;
  const count = (text: string) => {
    words += countWords(text);
  };
  const visitList = (list: ListBlock) => {
    for (const item of list.items) {
      count(runsText(item.runs));
      item.lists.forEach(visitList);
    }
  };
  for (const section of doc.sections) {
    count(section.title);
    for (const block of section.blocks) {
      if (block.kind === "list") visitList(block);
      else if (block.kind === "table") for (const row of block.rows) for (const c of row.cells) count(runsText(c.runs));
      else count(runsText(block.runs));
    }
  }
  return words;
}

const TYPE_LABELS: Record<string, string> = {
  business: "Proposal Perniagaan",
  project: "Proposal Projek",
  research: "Proposal Penyelidikan",
  grant: "Permohonan Geran",
  "auto-generated": "Proposal Dijana AI",
  basic: "Pakej Asas",
  professional: "Pakej Profesional",
  premium: "Pakej Premium",
};

const TYPE_LABELS_EN: Record<string, string> = {
  business: "Business Proposal",
  project: "Project Proposal",
  research: "Research Proposal",
  grant: "Grant Application",
  "auto-generated": "AI-Generated Proposal",
  basic: "Basic Package",
  professional: "Professional Package",
  premium: "Premium Package",
};

/**
 * The name on the cover band: an approved organisation's own branding, else the applicant the
 * paper comes from; the product's name only on a paper with neither.
 */
export function coverName(doc: ProposalDocument): string {
  if (doc.branding.name !== PRODUCT_BRANDING.name) return doc.branding.name;
  return doc.organisation ?? doc.branding.name;
}

/**
 * What the cover calls the paper: its kind's label when known, else a known type or package,
 * never a raw key such as 'lain-lain'.
 */
export function documentTypeLabel(
  kindLabel: string | null | undefined,
  type: string | null | undefined,
  language: PaperLanguage = "ms",
): string | null {
  if (kindLabel?.trim()) return kindLabel.trim();
  const value = type?.trim().toLowerCase();
  return value ? ((language === "en" ? TYPE_LABELS_EN : TYPE_LABELS)[value] ?? null) : null;
}

/** A stored type or package key as people read it: 'makanan-minuman' -> 'Makanan Minuman'. */
export function proposalTypeLabel(type: string | null | undefined): string | null {
  const value = type?.trim();
  if (!value) return null;
  const known = TYPE_LABELS[value.toLowerCase()];
  if (known) return known;
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value)) return value;
  return value
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
