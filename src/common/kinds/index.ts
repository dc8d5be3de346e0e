/** The kinds of paper, by id, and the kind a brief most likely is (shown to the user to confirm). */
import { CADANGAN } from "./cadangan.js";
import { GERAN } from "./geran.js";
import { PENYELIDIKAN } from "./penyelidikan.js";
import { PROGRAM } from "./program.js";
import { TENDER } from "./tender.js";
import { KIND_IDS, type KindDefinition, type KindId } from "./types.js";

export * from "./placeholder.js";
export * from "./types.js";

export const KINDS: Record<KindId, KindDefinition> = {
  program: PROGRAM,
  cadangan: CADANGAN,
  geran: GERAN,
  penyelidikan: PENYELIDIKAN,
  tender: TENDER,
};

export function isKindId(value: unknown): value is KindId {
  return typeof value === "string" && (KIND_IDS as readonly string[]).includes(value);
}

/**
 * Words that point at a kind, weighed; the title counts double. Malay and English. A cue marked
 * `gate` lets the cues after it count only when it was found itself.
 */
type Cue = [pattern: RegExp, weight: number, gate?: "gate"];
const CUES: Record<KindId, Cue[]> = {
  program: [
    [
      /\b(program|programme|karnival|majlis(?!\s+(?:perbandaran|daerah|bandaraya|sukan|agama|amanah|belia|keselamatan|tindakan|mesyuarat|peperiksaan)\b)|sambutan|hari sukan|kejohanan|pertandingan|kem|seminar|kursus|ceramah|forum|ekspo|expo|festival|gotong[- ]royong|iftar|berbuka|ramadan|ramadhan|qurban|korban|maulid|sukaneka|lawatan|jamuan|perkhemahan|konvensyen|event|carnival|ceremony|camp|sports day|wedding|perkahwinan|weekend|workshop|talk|course|classes|sessions?|drive|fun run|bazaar|clean-?up|championship|tournament|league|futsal)\b/i,
      3,
    ],
    [
      /\b(pibg|sekolah|murid|pelajar|surau|masjid|jemaah|kelab|persatuan|komuniti|penduduk|belia|peserta|participants?|tentatif|atur cara|jawatankuasa|bengkel|workshop|residents|volunteers|sukarelawan)\b/i,
      1,
    ],
  ],
  cadangan: [
    [
      /\b(kelulusan|meluluskan|pertimbangan|mesyuarat|majlis (perbandaran|daerah|bandaraya)|jabatan|kementerian|pihak berkuasa|kerajaan negeri|pejabat daerah|dasar|pindaan|cadangan penubuhan|penambahbaikan|approval|council|authority|ministry|department|policy)\b/i,
      2,
    ],
    [/\b(kertas cadangan|kertas kelulusan|kertas mesyuarat|syor)\b/i, 3],
    // A system or an app to build (a booking system, a website), not an event: 'classes' booked online
    // are what it serves. A PA or sound system is an event's hire.
    [
      /\b(online booking|tempahan dalam talian|(?<!\b(?:PA|sound|siaraya)\s)(?:system|sistem)(?!\s+(?:PA|siaraya|bunyi))|mobile app|web app|website|laman web|portal|e-?commerce|software|perisian)\b/i,
      2,
    ],
    // Setting up something that stays (a centre, a garden, a unit), not holding an event.
    [/\b(set up|set-up|establish|establishing|menubuhkan|penubuhan|mewujudkan)\b/i, 2],
    // Works on a building that stays (a roof, the wiring, a hall), not an event held in it.
    [
      /\b(membaiki|pembaikan|baik pulih|naik taraf|menaik taraf|ubah suai|pengubahsuaian|pendawaian|bumbung|repairs?|renovat\w*|construction|wiring|roof)\b/i,
      2,
    ],
  ],
  geran: [
    [
      /\b(geran|grant|pembiayaan|financing|pinjaman|loan|tekun|mara|sme corp|mdec|yayasan|dana|fund(ing)?|modal|bayaran balik|repayment|padanan|matching|pelan perniagaan|rancangan perniagaan|business plan)\b/i,
      3,
      // A business building its own booking system is not asking anyone for money: its shop, branches
      // and machines point at a grant only beside a word of funding.
      "gate",
    ],
    [
      /\b(perusahaan|enterprise|sdn\.? bhd|pks|sme|usahawan|perniagaan|kedai|kilang|ladang|digitali[sz]ation|pendigitalan|mesin|peralatan|cawangan|branch|premis|jualan|sales|pelaburan|investment)\b/i,
      1,
    ],
  ],
  penyelidikan: [
    [
      /\b(penyelidikan|kajian|research|study|frgs|prgs|trgs|universiti|university|ipta|penyelidik|researcher|metodologi|methodology|hipotesis|hypothesis|sorotan literatur|literature|tesis|thesis|analisis data|model|ramalan|forecasting)\b/i,
      3,
    ],
  ],
  tender: [
    [
      /\b(tender|sebut harga|quotation|perkhidmatan (pembersihan|kawalan|keselamatan|katering|penyelenggaraan)|kontrak|contract|pembekalan|supply|pelanggan korporat|client|bidaan|bid|bids|syarikat kami|tawaran mengusahakan|mengusahakan kantin|kantin|canteen|kafeteria|cafeteria)\b/i,
      3,
    ],
    [
      /\b(cadangan perniagaan|business proposal|khidmat|services?|penyelenggaraan|maintenance|cleaning|pembersihan|katering|catering)\b/i,
      1,
    ],
  ],
};

/** Form types that already say what the paper is. */
const TYPE_KIND: Record<string, KindId> = {
  research: "penyelidikan",
  grant: "geran",
  "pengurusan-acara": "program",
  kerajaan: "cadangan",
  pendidikan: "program",
};

export type KindSignals = { title: string; text: string; type?: string | null };

/** The most likely kind of a brief; ties go to the form type, then to 'cadangan' (the most general). */
export function inferKind(signals: KindSignals): KindId {
  const score: Record<KindId, number> = { program: 0, cadangan: 0, geran: 0, penyelidikan: 0, tender: 0 };
  for (const id of KIND_IDS) {
    for (const [re, weight, gate] of CUES[id]) {
      const global = new RegExp(re.source, "gi");
      const inTitle = signals.title.match(global)?.length ?? 0;
      const inText = signals.text.match(global)?.length ?? 0;
      if (gate && inTitle + inText === 0) break;
      score[id] += inTitle * weight * 2 + Math.min(4, inText) * weight;
    }
  }
  const typed = signals.type ? TYPE_KIND[signals.type] : undefined;
  if (typed) score[typed] += 4;
  // A business paper is a plan seeking money (geran) or an offer to a client (tender): the text decides,
  // and a business paper that seeks neither is a proposal of its own (cadangan).
  if (signals.type === "business") {
    if (score.tender > 0) score.tender += 2;
    if (score.geran > 0) score.geran += 2;
  }
  let best: KindId = typed ?? "cadangan";
  for (const id of KIND_IDS) if (score[id] > score[best]) best = id;
  return best;
}
