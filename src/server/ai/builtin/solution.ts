/**
 * The auto generator's first step: from a free-text need, an analysis, an approach, a formal title,
 * a short proposal and the section structure of the paper's kind, written from the user's own words
 * only. Deterministic: the same text gives the same answer.
 */
import { inferKind, KINDS, type KindId } from "../../../common/kinds/index.js";
import { briefKind, composeOutline } from "../compose/index.js";
import type { Language, ProposalBrief, Solution } from "../writer.js";
import { keyPhrases } from "./rewrite/key-phrases.js";
import { detectLanguage } from "./rewrite/lexicon.js";
import { hash32, Rng } from "./rng.js";
import { clean, joinList, splitSentences, stripEnd } from "./text.js";

const SMALL = new Set(
  "untuk dan di ke dari daripada bagi dengan kepada dalam atau yang of and for the to in on with a an at by".split(" "),
);

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((w, i) => {
      if (i > 0 && SMALL.has(w.toLowerCase())) return w.toLowerCase();
      if (/^\p{Lu}{2,}/u.test(w) || /\d/.test(w)) return w;
      // '(food' opens a bracket: its word takes the capital ('(Food Truck)').
      return w.replace(/^([("'‘“]*)(\p{L})/u, (_, open: string, first: string) => open + first.toLocaleUpperCase("ms"));
    })
    .join(" ");
}

const MS_STOP =
  "(?:untuk|bagi|yang|supaya|agar|kerana|sebab|di|dengan|dan|serta|sebelum|selepas|pada|dalam(?!\\s+talian))";
const EN_STOP = "(?:for|to|that|which|so|because|with|in|and|by|before|after|on)";
/** Where a phrase ends: a comma or point not inside a number ('RM 25,000', '1.5 km'), or other punctuation. */
const END = "[,.](?!\\d)|[;!?]";

/** What a need asks of a funder or an authority, never the thing itself: money, or leave to go ahead. */
const ASKED_FOR =
  /^(?:geran|pembiayaan|pinjaman|dana|bantuan|peruntukan|kelulusan|kebenaran|permit|lesen|grant|funding|financing|loan|approval|permission|a\s+permit|a\s+licen[cs]e)\b/iu;
const OPENING_VERB =
  /^(?:membuka|membeli|membina|membangunkan|menubuhkan|mewujudkan|memperluas|meluaskan|menaik\s+taraf|menganjurkan|mengadakan|open(?:ing)?|buy(?:ing)?|build(?:ing)?|set(?:ting)?\s+up|start(?:ing)?|expand(?:ing)?|organi[sz]e|hold|run)\s+/iu;
const AMOUNT = /\s*\bRM\s?\d[\d,.]*(?:\s*(?:juta|ribu|million|k)\b)?/giu;

/** The paper itself ('a proposal', 'kertas kerja'), which is never the thing it proposes. */
const PAPER = /^(?:proposal|kertas\s+(?:kerja|cadangan)|paper)\b|^cadangan$/iu;
const PAPER_WORD = /\b(?:proposal|kertas\s+(?:kerja|cadangan)|paper)\b/iu;
/** What the paper offers to do, after it: 'to supply 500 loaves', 'untuk membekal roti'. */
const OFFERED = new RegExp(
  `\\b(?:to|untuk|bagi)\\s+(?:supply|provide|deliver|install|build|run|organi[sz]e|hold|open|membekal(?:kan)?|menyediakan|menghantar|memasang|membina|menganjurkan|mengadakan|membuka)\\s+(?:an?\\s+|the\\s+)?(.+?)(?=\\s+(?:for|that|which|so|because|with|in|by|before|after|on|untuk|bagi|yang|supaya|kerana|di|dengan|sebelum|selepas|pada)\\b|${END}|$)`,
  "iu",
);
/** Whom the paper goes to: 'a proposal to a hotel group to supply ...', 'kertas kerja kepada Hotel Seri untuk ...'. */
const ADDRESSED_TO = /^\S+(?:\s+kerja|\s+cadangan)?\s+(?:to|kepada)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:to|untuk|bagi)\s/iu;

/** What is asked for and for whom, in the user's words. */
function extract(text: string, lang: Language): { object: string | null; ben: string | null } {
  const src = clean(text);
  let object: string | null = null;
  let ben: string | null = null;
  if (lang === "ms") {
    const verbs =
      "(?:perlukan|memerlukan|perlu|mahu|ingin|nak|hendak|mencari|bercadang(?:\\s+untuk)?|cadang|membina|membangunkan|mewujudkan|menganjurkan|mengadakan|menubuhkan|memohon)";
    const m = new RegExp(
      // 'ingin membekal dan memasang lampu LED': the works named before the thing are no part of it.
      `${verbs}\\s+(?:(?:buat|bina|bangunkan|adakan|wujudkan|membuat|membina|membangunkan|mengadakan|mewujudkan|menganjurkan|memohon|mohon|satu|sebuah|membekal(?:kan)?|memasang|membeli|menyediakan|menaik\\s+taraf|membaik\\s+pulih|membaiki|mendapatkan|memperoleh)(?:\\s+(?:dan|serta)\\s+(?:memasang|membekal(?:kan)?|menyelenggara|mentauliah))?\\s+)*(.+?)(?=\\s+${MS_STOP}\\b|${END}|$)`,
      "iu",
    ).exec(src);
    object = m?.[1] ?? null;
    const b =
      /(?:untuk|bagi)\s+(.+?)(?=[,.](?!\d)|[;:!?]|\s+(?:yang|supaya|agar|kerana|sebab|dengan|di mana|dan)\b|$)/iu.exec(
        src,
      );
    ben = b?.[1]?.replace(/\s+(?:saya|kami|kita|ini)$/iu, "").replace(/^(?:para)\s+/iu, "") ?? null;
  } else {
    const verbs =
      "(?:need|needs|want|wants|would like|are looking for|am looking for|looking for|require|requires|plan to build|plan to run|build|develop|create|organise|organize|set up|start)";
    const m = new RegExp(
      `\\b${verbs}\\s+(?:to\\s+(?:build|develop|create|run|organise|organize|set up|start|apply for|supply|install|buy|purchase|upgrade)(?:\\s+and\\s+(?:install|supply|commission|maintain))?\\s+)?(?:an?|the|our|some|a new)?\\s*(.+?)(?=\\s+${EN_STOP}\\b|${END}|$)`,
      "iu",
    ).exec(src);
    object = m?.[1] ?? null;
    const b =
      /\bfor\s+(?:(?:our|my|the|a|an)\s+)?(.+?)(?=[,.](?!\d)|[;:!?]|\s+(?:that|which|so|because|with|to|and)\b|$)/iu.exec(
        src,
      );
    ben = b?.[1] ?? null;
  }
  // 'memohon geran RM 25,000 daripada MARA untuk membuka kedai dobi', 'apply for a RM 25,000 grant to
  // open a laundry', 'memohon kelulusan Majlis Perbandaran Kajang untuk menganjurkan Karnival Sains':
  // the thing is what the money or the approval is for, up to its day or place.
  const funding = (x: string | null) => Boolean(x && ASKED_FOR.test(x.replace(AMOUNT, "").trim()));
  if (funding(object) || funding(ben)) {
    const purpose =
      lang === "ms"
        ? ben
        : (/\bto\s+((?:open|buy|build|set up|start|expand|purchase|upgrade|organi[sz]e|hold|run)\s+.+?)(?=[,.](?!\d)|[;!?]|\s+(?:with|in|at|for|by|so)\b|$)/iu.exec(
            src,
          )?.[1] ?? null);
    const stop = new RegExp(`\\s+(?:${lang === "ms" ? MS_STOP : EN_STOP}|dari|from|at)\\b.*$`, "iu");
    if (purpose && !funding(purpose))
      object = purpose
        .replace(OPENING_VERB, "")
        .replace(/^(?:an?|the|our|my)\s+/iu, "")
        .replace(stop, "");
    if (funding(ben) || purpose === ben) ben = null;
  }
  // 'Sistem tempahan dalam talian untuk Klinik Gigi Senyum: ...': a need that opens on the thing names it first.
  if (!object) {
    const opening = new RegExp(`^(\\p{L}[^,.:;]{2,60}?)\\s+(?:${lang === "ms" ? "untuk|bagi" : "for"})\\s`, "iu").exec(
      src,
    )?.[1];
    if (opening && !/^(?:kami|saya|kita|we|i|our|my)\b/iu.test(opening)) object = opening;
  }
  // 'We need a proposal to a hotel group to supply 500 loaves ...', 'perlukan kertas kerja kepada hotel
  // untuk membekal roti': the paper is what the user wants written; the thing is what it offers.
  if (object && PAPER.test(object.replace(/^(?:an?|the|satu|sebuah)\s+/iu, ""))) {
    const after = src.slice(src.search(PAPER_WORD));
    const offered = OFFERED.exec(after)?.[1] ?? null;
    object = offered;
    // Its 'untuk ...' is what it offers; whom it is for is the body it goes to.
    if (offered) ben = ADDRESSED_TO.exec(after)?.[1] ?? null;
  }
  // 'an online booking and payment system', 'sistem tempahan dan bayaran': an 'and' inside the thing's
  // name, when what follows it ends on the thing's head noun (English) or names a second use of it (Malay).
  if (object) {
    const after = src.slice(src.indexOf(object) + object.length);
    const joined =
      lang === "ms"
        ? /^\s+dan\s+(\p{Ll}+(?:\s+dalam\s+talian)?)(?=\s|[,.;]|$)/u.exec(after)
        : /^\s+and\s+((?:[\p{Ll}-]+\s+){0,2}(?:system|app|application|website|portal|platform|kiosk|service|centre|center))\b/u.exec(
            after,
          );
    if (joined?.[1] && (lang !== "ms" || HEAD_FIRST.test(object)))
      object = `${object} ${lang === "ms" ? "dan" : "and"} ${joined[1]}`;
  }
  // An amount or a funder is no part of the thing's name.
  object =
    object
      ?.replace(AMOUNT, "")
      .replace(/\s+(?:daripada|dari|from)\s+.*$/iu, "")
      .replace(/\s+/g, " ")
      .trim() || null;
  const short = (s: string | null) => (s && s.split(/\s+/).length <= 8 && s.length > 2 ? stripEnd(s) : null);
  return { object: short(object), ben: short(ben) };
}

/** A Malay thing named head first, whose second use may follow 'dan' ('sistem tempahan dan bayaran'). */
const HEAD_FIRST = /^(?:sistem|aplikasi|laman|portal|platform|perkhidmatan|pusat|kedai)\s/iu;

const ACTIONS: [RegExp, string, string][] = [
  [
    /^(sistem|aplikasi|app|laman|portal|platform|perisian|system|application|website|web|software|dashboard|online)/i,
    "Pembangunan",
    "Development",
  ],
  [
    /^(program|kursus|latihan|bengkel|kelas|kempen|programme|course|training|workshop|campaign|class)/i,
    "Pelaksanaan",
    "Implementation",
  ],
  [
    /^(acara|majlis|festival|karnival|pertandingan|persidangan|event|competition|conference|carnival)/i,
    "Penganjuran",
    "Organisation",
  ],
  [
    /^(kedai|cawangan|premis|kafe|restoran|pusat|shop|branch|centre|center|cafe|restaurant)/i,
    "Penubuhan",
    "Establishment",
  ],
  [/^(kajian|penyelidikan|study|research|survey)/i, "Kajian", "Study"],
  [
    /^(peralatan|mesin|kenderaan|lori|van|bas|kereta|jentera|ketuhar|equipment|machine|machinery|vehicle|truck|van|bus|oven)/i,
    "Perolehan",
    "Procurement",
  ],
];

/** 'membaiki', 'membekal dan memasang', 'supply and install': the works the need names, as the title's action. */
function statedWorks(text: string): [string, string] | null {
  // 'perlu membaiki bumbung yang bocor': a repair or an upgrade of what is there.
  if (/\b(?:membaiki|membaik\s+pulih|baik\s+pulih|repair(?:ing)?|fix(?:ing)?)\b/i.test(text))
    return ["Pembaikan", "Repair"];
  if (/\b(?:menaik\s+taraf|naik\s+taraf|upgrad(?:e|ing))\b/i.test(text)) return ["Naik Taraf", "Upgrade"];
  const supply = /\b(?:membekal(?:kan)?|supply|supplying)\b/i.test(text);
  const install = /\b(?:memasang|install|installing)\b/i.test(text);
  if (supply && install) return ["Pembekalan dan Pemasangan", "Supply and Installation"];
  if (supply) return ["Pembekalan", "Supply"];
  if (install) return ["Pemasangan", "Installation"];
  return null;
}

function makeTitle(found: string, ben: string | null, lang: Language, text = ""): string {
  // 'sebuah van makanan' is 'van makanan' in a title: the count of one goes.
  const object = found.replace(/^(?:sebuah|seunit|sebiji|satu|a|an)\s+/i, "").split(/\s*:/)[0] ?? found;
  const works = statedWorks(text);
  const action = works ? ([/./, ...works] as const) : ACTIONS.find(([re]) => re.test(object));
  if (lang === "ms") {
    const head = action?.[1] === "Kajian" ? "Cadangan" : `Cadangan ${action?.[1] ?? "Pelaksanaan"}`;
    return titleCase(`${head} ${object}${ben ? ` untuk ${ben}` : ""}`);
  }
  const noun = action?.[2] ?? "Implementation";
  return titleCase(`Proposal for the ${noun} of ${object}${ben ? ` for ${ben}` : ""}`);
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return rng.pick(items);
}

/** Whether the words after `phrase` in `text` go on listing more of its last part (', Klang, Kajang dan Rawang'). */
function listedAfter(text: string, phrase: string | null): boolean {
  if (!phrase) return false;
  const at = text.indexOf(phrase);
  return at >= 0 && /^,\s*\p{Lu}[^.]*\s(?:dan|and)\s+\p{Lu}/u.test(text.slice(at + phrase.length));
}

export function proposeSolution(requirements: string, language: Language): Solution {
  const text = clean(requirements);
  const textLang = detectLanguage(text, language);
  const rng = new Rng(hash32(`${language}|${text}`));
  const extracted = extract(text, textLang);
  const found = extracted.object;
  // '5 cawangan di Shah Alam, Klang, Kajang, Bangi dan Rawang': a list of places is not cut to its first.
  const ben = listedAfter(text, extracted.ben)
    ? (extracted.ben?.replace(/\s+(?:di|in|at)\s+.+$/iu, "") ?? null)
    : extracted.ben;
  // Phrases within one clause of one sentence: never 'Rawang Bajet' across a full stop, nor 'Sdn' cut from its name.
  const pieces = splitSentences(text).flatMap((sentence) =>
    sentence.split(/[,;:](?!\d)/).map((piece) => piece.replace(/\s+Sdn\.?\s*Bhd\.?/giu, "")),
  );
  const phrases = pieces
    .flatMap((piece) => keyPhrases(piece, textLang, false))
    .sort((a, b) => b.split(" ").length - a.split(" ").length);
  const object = found ?? phrases[0] ?? "";
  const action = ACTIONS.find(([re]) => re.test(object));
  const research = action?.[1] === "Kajian" || /\b(kajian|penyelidikan|research)\b/i.test(text);
  const ms = language === "ms";
  const what = object || (ms ? "cadangan ini" : "this proposal");
  const proposalTitle = makeTitle(what, ben, language, text);
  // 'membaiki bumbung': the solution is the repair itself ('pembaikan bumbung'), not the roof's 'pelaksanaan'.
  const works = statedWorks(text);
  const doing = `${(ms ? (works?.[0] ?? action?.[1] ?? "Pelaksanaan") : (works?.[1] ?? action?.[2] ?? "Implementation")).toLowerCase()}`;
  // What is needed, as the need says it: the repair of the roof, not a roof.
  const asked = works ? (ms ? `${doing} ${what}` : `the ${doing} of ${what}`) : what;
  // 'the supply of 500 loaves' and '500 loaves' take no article; 'a booking system' does.
  const an = (s: string) =>
    !ms && !/s$/i.test(s) && !/^(?:the\s|\d)/i.test(s) ? `${/^[aeiou]/i.test(s) ? "an" : "a"} ${s}` : s;
  // Key terms are what the need is about, never a name: 'syarikat Teknologi Rimba Hijau', 'Faizal bin
  // Ismail' and 'Kuala Selangor' are names (a capitalised word after the first); 'IoT' is a term.
  const keywords = [
    ...new Set(
      phrases
        .filter((p) => !/\s\p{Lu}\p{Ll}/u.test(p))
        // A price is no key term ('sewa pentas RM2,500' is about the stage), nor is a bare 'bajet'.
        .map((p) =>
          p
            .replace(AMOUNT, "")
            .replace(/^(?:sebuah|seunit|sebiji|satu|a|an)\s+/i, "")
            .trim(),
        )
        // Nor is the paper itself ('kertas kerja', 'proposal').
        .filter((p) => p && !/^(?:bajet|budget|kos|cost|jumlah|total)$/i.test(p) && !PAPER.test(p))
        .slice(0, 4),
    ),
  ];
  const who = ben ?? (ms ? "pihak yang memerlukannya" : "those who need it");
  const need = splitSentences(text)[0] ?? text;
  // The requirements as the user wrote them, sentence by sentence ('Sdn. Bhd.' and 'Dr.' end none).
  // The first sentence is quoted as the need itself; the scope lists the rest.
  const clauses = splitSentences(text)
    .slice(1)
    .flatMap((sentence) => sentence.split(/;/))
    .map((s) => stripEnd(s))
    .filter((s) => s.split(/\s+/).length >= 2)
    .slice(0, 6);
  const brief: ProposalBrief = {
    title: proposalTitle,
    description: text,
    // The need alone decides the kind: a clinic's own booking system is a proposal to decide, not a grant application.
    type: research ? "research" : "",
    budgetRange: null,
    timeline: null,
    keyRequirements: clauses,
    targetAudience: ben ?? "",
    companyBackground: "",
    objectives: "",
    constraints: "",
    additionalInfo: "",
    language,
    startDate: "2025-01-01",
  };
  // The kind the generator's screens will infer from the title, the need and this analysis (they send it
  // with the paper): the analysis names that kind, so what it promises is what is written.
  const analyse = (id: KindId) => {
    const kind = KINDS[id];
    const structure = composeOutline({ ...brief, kind: id }, { key: "standard", sections: 9, minWords: 2500 }).map(
      (p) => p.title,
    );
    const parts = structure.slice(1, 5).map((t) => t.toLocaleLowerCase("ms"));
    const paper = kind.label[language].toLocaleLowerCase("ms");
    // Only what the user wrote and what a paper of this kind contains: no sector guessed from keywords.
    const analysis = ms
      ? [
          pick(rng, [
            `Keperluan yang dikemukakan menunjukkan bahawa ${who} memerlukan ${asked} yang tersusun dan boleh diukur hasilnya.`,
            `Berdasarkan huraian yang diberikan, keperluan utama ialah ${asked} bagi ${who}.`,
          ]),
          keywords.length ? `Kata kunci yang menonjol dalam keperluan ini ialah ${joinList(keywords, "ms")}.` : "",
          `Keperluan ini paling sesuai dikemukakan sebagai ${paper}, yang lazimnya memperincikan ${joinList(parts, "ms")}.`,
        ]
      : [
          pick(rng, [
            `The stated need calls for ${an(asked)} for ${who}, well organised and delivering measurable results.`,
            `From the description given, the core need is ${an(asked)} for ${who}.`,
          ]),
          keywords.length ? `The key terms that stand out in this need are ${joinList(keywords, "en")}.` : "",
          `It is best presented as a ${paper}, which usually sets out ${joinList(parts, "en")}.`,
        ];
    return { id, structure, paper, analysis };
  };
  const seenAs = (a: { analysis: string[] }) =>
    inferKind({ title: proposalTitle, text: `${requirements}\n${a.analysis.filter(Boolean).join(" ")}` });
  const first = analyse(briefKind(brief));
  const other = seenAs(first) === first.id ? null : analyse(seenAs(first));
  const { structure, paper, analysis } = other && seenAs(other) === other.id ? other : first;
  const solution = ms
    ? [
        `Penyelesaian yang dicadangkan ialah ${doing === "kajian" ? "kajian tentang" : doing} ${what}${ben ? ` untuk ${ben}` : ""}, dirancang secara berperingkat dengan tanggungjawab dan tarikh yang jelas.`,
        "Angka, tarikh dan nama yang dinyatakan dalam keperluan akan digunakan tepat seperti yang diberi; maklumat yang belum ada akan ditanda untuk dilengkapkan.",
      ]
    : [
        `The proposed solution is the ${doing} of ${an(what)}${ben ? ` for ${ben}` : ""}, planned in stages with clear responsibilities and dates.`,
        "The figures, dates and names given in the need will be used exactly as stated; anything not yet known will be marked for completion.",
      ];
  const scope = clauses.length
    ? ms
      ? `Skop cadangan dibina daripada keperluan yang dinyatakan: ${clauses.join("; ")}.`
      : `The scope is built from the stated requirements: ${clauses.join("; ")}.`
    : "";
  const detailed = ms
    ? [
        `${proposalTitle} dirangka untuk menjawab keperluan berikut: "${stripEnd(need)}". ${analysis[0]}`,
        `${scope} Setiap keperluan akan diterjemahkan kepada tindakan, tanggungjawab dan tarikh sasaran yang jelas.`,
        `Kertas ini akan disusun mengikut struktur ${paper}: ${joinList(
          structure.map((t) => t.toLocaleLowerCase("ms")),
          "ms",
        )}.`,
      ]
    : [
        `${proposalTitle} is designed to answer the following need: "${stripEnd(need)}". ${analysis[0]}`,
        `${scope} Each requirement will be turned into clear actions, responsibilities and target dates.`,
        `The paper will follow the structure of a ${paper}: ${joinList(
          structure.map((t) => t.toLowerCase()),
          "en",
        )}.`,
      ];
  return {
    analysis: analysis.filter(Boolean).join(" "),
    solution: solution.join(" "),
    proposalTitle,
    detailedProposal: detailed.map((p) => p.trim()).join("\n\n"),
    proposalStructure: structure,
  };
}
