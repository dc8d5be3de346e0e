/** The parts a proposal is made of, how section titles map to them, and where missing essentials go. */
import { tokens } from "./text.js";

export const MODULES = [
  "summary",
  "background",
  "problem",
  "objectives",
  "audience",
  "scope",
  "method",
  "timeline",
  "team",
  "budget",
  "risk",
  "monitoring",
  "kpi",
  "impact",
  "sustainability",
  "conclusion",
  "generic",
] as const;
export type ModuleId = (typeof MODULES)[number];

/** Module words in section titles (Malay and English), in the order they are tested. */
const TITLE_WORDS: [ModuleId, string[]][] = [
  ["summary", ["ringkasan", "eksekutif", "sinopsis", "abstrak", "summary", "executive", "abstract", "overview"]],
  ["background", ["latar", "pengenalan", "pendahuluan", "profil", "background", "introduction", "profile", "about"]],
  [
    "problem",
    [
      "masalah",
      "isu",
      "cabaran",
      "justifikasi",
      "rasional",
      "problem",
      "issue",
      "issues",
      "challenge",
      "challenges",
      "justification",
      "rationale",
    ],
  ],
  [
    "objectives",
    ["objektif", "matlamat", "tujuan", "objective", "objectives", "goal", "goals", "aim", "aims", "purpose"],
  ],
  [
    "audience",
    [
      "sasaran",
      "penerima",
      "berkepentingan",
      "peserta",
      "target",
      "beneficiaries",
      "stakeholders",
      "participants",
      "audience",
    ],
  ],
  ["scope", ["skop", "lingkup", "penyelesaian", "scope", "solution", "deliverables"]],
  [
    "method",
    [
      "metodologi",
      "kaedah",
      "pendekatan",
      "strategi",
      "aktiviti",
      "methodology",
      "method",
      "approach",
      "strategy",
      "activities",
    ],
  ],
  [
    "timeline",
    ["jadual", "tempoh", "pelaksanaan", "takwim", "timeline", "schedule", "implementation", "milestones", "workplan"],
  ],
  [
    "team",
    [
      "pasukan",
      "organisasi",
      "jawatankuasa",
      "pengurusan",
      "team",
      "organisation",
      "organization",
      "committee",
      "management",
    ],
  ],
  [
    "budget",
    [
      "bajet",
      "kos",
      "kewangan",
      "anggaran",
      "peruntukan",
      "harga",
      "budget",
      "cost",
      "costs",
      "financial",
      "finance",
      "pricing",
      "funding",
    ],
  ],
  ["risk", ["risiko", "mitigasi", "kekangan", "risk", "risks", "mitigation", "constraints"]],
  ["monitoring", ["pemantauan", "penilaian", "monitoring", "evaluation"]],
  ["kpi", ["kpi", "petunjuk", "prestasi", "indicators", "performance"]],
  ["impact", ["impak", "faedah", "manfaat", "kesan", "impact", "benefits", "outcomes"]],
  ["sustainability", ["kelestarian", "kemampanan", "kesinambungan", "sustainability", "continuity"]],
  [
    "conclusion",
    ["kesimpulan", "penutup", "rumusan", "syor", "conclusion", "closing", "recommendations", "recommendation"],
  ],
];

export function modulesForTitle(title: string): ModuleId[] {
  const words = new Set(tokens(title));
  const found: ModuleId[] = [];
  for (const [id, list] of TITLE_WORDS) if (list.some((w) => words.has(w))) found.push(id);
  // 'Pelan Pelaksanaan' is a timeline, 'Kaedah Pelaksanaan' a method: a method word wins over 'pelaksanaan'.
  if (found.includes("method") && found.includes("timeline") && !/jadual|tempoh|timeline|schedule/i.test(title)) {
    found.splice(found.indexOf("timeline"), 1);
  }
  if (found.includes("audience") && found.includes("objectives")) found.splice(found.indexOf("audience"), 1);
  if (found.includes("scope") && found.length > 1) found.splice(found.indexOf("scope"), 1);
  return found.slice(0, 3);
}

/** Essential modules: the sections they join when a template leaves them out, and where they sit (0 first, 1 last). */
const ESSENTIAL: [ModuleId, ModuleId[], number][] = [
  ["background", ["summary"], 0],
  ["objectives", ["background", "summary", "problem"], 0.15],
  ["scope", ["objectives", "method"], 0.35],
  ["timeline", ["method", "scope", "budget"], 0.55],
  ["budget", ["timeline"], 0.7],
  ["risk", ["budget", "monitoring"], 0.85],
  ["conclusion", [], 1],
];

/** Gives each module one section at most, and puts every essential module somewhere sensible. */
export function ensureCoverage(groups: ModuleId[][]): ModuleId[][] {
  const seen = new Set<ModuleId>();
  const out = groups.map((mods) => {
    const kept = mods.filter((m) => m === "generic" || !seen.has(m));
    for (const m of kept) seen.add(m);
    return kept.length ? kept : (["generic"] as ModuleId[]);
  });
  for (const [module, anchors, position] of ESSENTIAL) {
    if (seen.has(module)) continue;
    let at = -1;
    for (const anchor of anchors) {
      at = out.findIndex((mods) => mods.includes(anchor));
      if (at >= 0) break;
    }
    if (at < 0) at = Math.round(position * (out.length - 1));
    const target = out[at] as ModuleId[];
    target.push(module);
    // A section named by the user (generic) opens with its own topic; the rest follow in reading order.
    target.sort((a, b) => (a === "generic" ? -1 : b === "generic" ? 1 : MODULES.indexOf(a) - MODULES.indexOf(b)));
    seen.add(module);
  }
  return out;
}
