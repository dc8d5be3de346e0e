/**
 * Proposal types -> domains (the vocabulary a proposal is written in) and frames (who writes to whom).
 * Numeric data (budget weights, risk levels, defaults) lives here; the words live in ms.ts / en.ts.
 */
import { type Paired, pairUp } from "../terms.js";
import { tokens } from "../text.js";
import { DOMAINS_EN } from "./en.js";
import { DOMAINS_MS, type DomainText } from "./ms.js";
import { DOMAIN_IDS, type DomainId, type Frame, NUMBERS, type Numbers } from "./numbers.js";

export { DOMAIN_IDS, type DomainId, type Frame } from "./numbers.js";

/** Vocabulary with every string paired to its translation (`context` is kept as sentence pairs). */
export type DomainVocab = Paired<Omit<DomainText, "context">> & { context: [string, string][] };

const TYPE_DOMAIN: Record<string, DomainId> = {
  business: "business",
  project: "community",
  research: "research",
  grant: "grant",
  "produk-elektronik": "retail",
  "peralatan-rumah": "retail",
  "makanan-minuman": "food",
  "pakaian-fesyen": "retail",
  "kecantikan-kesihatan": "retail",
  "perabot-hiasan": "retail",
  "alat-sukan": "retail",
  "mainan-permainan": "retail",
  "buku-pendidikan": "education",
  "otomotif-kenderaan": "retail",
  "perkhidmatan-pembersihan": "service",
  "perkhidmatan-penghantaran": "operations",
  "perkhidmatan-pembaikan": "service",
  "perkhidmatan-kecantikan": "service",
  "perkhidmatan-kesihatan": "health",
  "perkhidmatan-pendidikan": "education",
  "perkhidmatan-kewangan": "service",
  "perkhidmatan-undang-undang": "service",
  "perkhidmatan-pemasaran": "marketing",
  "perkhidmatan-konsultansi": "service",
  "perkhidmatan-hiburan": "event",
  "perkhidmatan-pelancongan": "tourism",
  "pembangunan-web": "technology",
  "aplikasi-mobile": "technology",
  "sistem-perisian": "technology",
  "pemasaran-digital": "marketing",
  "reka-bentuk-grafik": "marketing",
  "pengurusan-acara": "event",
  "perkhidmatan-hartanah": "service",
  "perkhidmatan-insurans": "service",
  "peralatan-industri": "operations",
  "perkhidmatan-logistik": "operations",
  "lain-lain": "business",
  perniagaan: "business",
  kerajaan: "public",
  pendidikan: "education",
  teknologi: "technology",
};

/** Types whose domain is refined from the user's own words (they say little about the sector). */
const REFINED = new Set(["business", "project", "grant", "lain-lain", "perniagaan", "kerajaan"]);
/** A grant keeps its funding vocabulary for commercial sectors; only these sectors take over. */
const GRANT_SECTORS = new Set<DomainId>(["education", "community", "health", "event", "tourism", "public", "research"]);
const NOT_REFINED_TO = new Set<DomainId>(["grant", "research", "business"]);

export function frameOf(type: string, domain: DomainId): Frame {
  if (type === "research" || domain === "research") return "research";
  if (type === "grant") return "grant";
  if (type === "project" || type === "kerajaan" || type === "pendidikan") return "project";
  if (domain === "education" || domain === "community" || domain === "public") return "project";
  return "business";
}

/** Keyword score of each domain over the user's text; title words count double. */
function scores(title: string, rest: string): Map<DomainId, number> {
  const titleText = ` ${tokens(title).join(" ")} `;
  const restText = ` ${tokens(rest).join(" ")} `;
  const out = new Map<DomainId, number>();
  for (const id of DOMAIN_IDS) {
    if (NOT_REFINED_TO.has(id)) continue;
    let score = 0;
    for (const word of NUMBERS[id].keywords) {
      const needle = ` ${word} `;
      if (titleText.includes(needle)) score += 2;
      if (restText.includes(needle)) score += 1;
    }
    out.set(id, score);
  }
  return out;
}

export function domainOf(type: string, title: string, rest: string): DomainId {
  const base = TYPE_DOMAIN[type] ?? "business";
  if (!REFINED.has(type)) return base;
  let best: DomainId = base;
  let bestScore = 1;
  for (const [id, score] of scores(title, rest)) {
    if (type === "grant" && !GRANT_SECTORS.has(id)) continue;
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

const vocabCache = new Map<DomainId, DomainVocab>();

export function vocab(id: DomainId): DomainVocab {
  const cached = vocabCache.get(id);
  if (cached) return cached;
  const ms = DOMAINS_MS[id] as DomainText;
  const en = DOMAINS_EN[id] as DomainText;
  const { context: msContext, ...msRest } = ms;
  const { context: enContext, ...enRest } = en;
  const paired = pairUp(msRest, enRest, id) as Paired<Omit<DomainText, "context">>;
  const context = msContext.map((s, i) => [s, enContext[i] ?? ""] as [string, string]);
  const out: DomainVocab = { ...paired, context };
  vocabCache.set(id, out);
  return out;
}

export function numbers(id: DomainId): Numbers {
  return NUMBERS[id];
}

/** Pairs every domain once (registers all terms for the translator). */
export function loadAllDomains(): void {
  for (const id of DOMAIN_IDS) vocab(id);
}
