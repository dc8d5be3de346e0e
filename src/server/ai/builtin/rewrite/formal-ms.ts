/**
 * Standard Malay -> formal register (after normaliseMalay): chat particles go (lah, kan, eh, weh,
 * 'ke' as a question particle, ok/ya at a sentence edge), and casual words take their formal
 * equivalent only where the result is still a correct sentence: 'susah hati' and 'buat masa ini'
 * keep their words, 'bila-bila masa' is never touched.
 */
import { isPerson, LOAN_VERBS, loanVerbForm, type VerbForms } from "./loan-verbs.js";
import { endsClause, lowerOf, sebabIsConjunction, TAU_PREV, TIME_NOUNS } from "./malay.js";
import { type Ctx, type Replacement, rewriteWords, type Unit } from "./tokens.js";
import { own, tidyPunctuation } from "./words.js";

const PARTICLES = new Set("lah la eh weh wei woi beb".split(" "));
/** Before a question particle 'ke' these take '-kah': 'boleh ke?' -> 'bolehkah?'. */
const KAH = new Set(
  "boleh ada sudah betul perlu cukup siap jadi dapat sempat setuju benar patut mahu ingin hendak lapang hadir datang sampai".split(
    " ",
  ),
);
const PRONOUNS = new Set("saya kami kita mereka dia beliau anda awak kalian".split(" "));
/** 'kena' + these is something that happens to you ('kena marah'), not 'perlu'. */
const ADVERSATIVE = new Set("marah tipu denda saman potong curi tangkap buang pukul kritik tegur rompak".split(" "));
const INTENSIFIABLE = new Set(
  "banyak baik best mahal susah senang ramai laju lambat penat seronok cantik hebat teruk murah besar penting".split(
    " ",
  ),
);
/** 'buat' + noun -> the verb a formal text uses with that noun. */
const BUAT: Record<string, string> = {};
for (const n of "majlis acara mesyuarat bengkel kursus latihan kelas gotong-royong jamuan kenduri ceramah sambutan pertandingan lawatan jualan".split(
  " ",
))
  BUAT[n] = "mengadakan";
for (const n of "program projek aktiviti kempen kajian".split(" ")) BUAT[n] = "melaksanakan";
for (const n of "kerja tugas".split(" ")) BUAT[n] = "melakukan";
for (const n of "bayaran tempahan permohonan laporan keputusan persediaan pembayaran aduan semakan susulan".split(" "))
  BUAT[n] = "membuat";

const LEPAS_NEXT = new Set(
  "ini itu subuh zohor asar maghrib isyak solat makan mesyuarat program majlis kelas sekolah kerja".split(" "),
);
const BERITAHU: VerbForms = { act: "memaklumkan", pass: "dimaklumkan", bare: "maklumkan" };
/** Bare one-word verb forms ('lanjutkan') -> their active form ('melanjutkan'). */
const ACTIVE_OF_BARE: Record<string, string> = Object.fromEntries(
  [...Object.values(LOAN_VERBS), BERITAHU].filter((f) => !f.bare.includes(" ")).map((f) => [f.bare, f.act]),
);

const WORDS: Record<string, string> = {
  duit: "wang",
  kalau: "sekiranya",
  macam: "seperti",
  gempak: "hebat",
  best: "baik",
  tengok: "melihat",
  payah: "sukar",
  dulu: "dahulu",
  jom: "marilah",
  "sangat-sangat": "amat",
};

const questionEnd = (u: Unit | undefined) => !u || u.text === "?";

function particle(ctx: Ctx): Replacement | undefined {
  const w = ctx.lower;
  const next = ctx.next();
  const n = lowerOf(next);
  if (PARTICLES.has(w)) return "";
  if (w === "kan" && (endsClause(next) || ctx.unit.start)) return "";
  if (["ok", "okay", "okey"].includes(w)) {
    // 'Ok je.' is only a reply: both words go.
    if (n === "sahaja" && endsClause(ctx.next(2))) return { text: "", span: 2 };
    return ctx.unit.start || endsClause(next) ? "" : "baik";
  }
  // 'Terima kasih ya.', 'Maaf ye cikgu,': a softener at the end of a clause, before any name for the reader.
  if (
    ["ya", "ye", "yer"].includes(w) &&
    !ctx.unit.start &&
    (endsClause(next) || (isPerson(next) && endsClause(ctx.next(2))))
  )
    return "";
  if (w === "pun" && (!next || /[.!?]/.test(next.text))) return "";
  if (w === "tau" && endsClause(next) && !TAU_PREV.has(lowerOf(ctx.prev()))) return "";
  if (KAH.has(w) && n === "ke" && (questionEnd(ctx.next(2)) || PRONOUNS.has(lowerOf(ctx.next(2)))))
    return { text: `${w}kah`, span: 2 };
  if (w === "ke") {
    if (n === "tidak" || n === "belum") return "atau";
    if (ctx.unit.question && endsClause(next)) return "";
  }
  return undefined;
}

function register(ctx: Ctx): Replacement {
  const w = ctx.lower;
  const prev = lowerOf(ctx.prev());
  const next = ctx.next();
  const n = lowerOf(next);
  if (next?.kind === "word" && !next.name) {
    if (n === "gila" && INTENSIFIABLE.has(w)) return { text: `amat ${own(WORDS, w) ?? w}`, span: 2 };
    if (w === "tidak" && n === "ada") return { text: "tiada", span: 2 };
    if (w === "tidak" && n === "payah") return { text: "tidak perlu", span: 2 };
    if (w === "tidak" && n === "minat") return { text: "tidak berminat", span: 2 };
    if (w === "tidak" && n === "apa") return { text: "tidak mengapa", span: 2 };
    if (w === "sebab" && n === "itu") return { text: "oleh itu", span: 2 };
    if (w === "pasal" && n === "apa") return { text: "mengapa", span: 2 };
    if (w === "minta" && n === "tolong") return { text: "memohon bantuan", span: 2 };
    if ((w === "budak" || w === "budak-budak") && n === "sekolah") return { text: "murid sekolah", span: 2 };
  }
  switch (w) {
    case "sebab":
      return sebabIsConjunction(ctx) ? "kerana" : null;
    case "pasal":
      return "mengenai";
    case "susah":
    case "senang":
      return n === "hati" || prev === "orang" ? null : w === "susah" ? "sukar" : "mudah";
    case "cakap":
      return n === "dengan" ? "bercakap" : null;
    case "tanya":
      if (["sila", "tolong", "jangan"].includes(prev)) return null;
      return isPerson(next) ? "bertanya kepada" : "bertanya";
    case "ganggu":
      return ["jangan", "tolong", "sila"].includes(prev) ? null : "mengganggu";
    case "lepas":
      // 'minggu lepas itu' is 'that last week'.
      return !TIME_NOUNS.has(prev) && (LEPAS_NEXT.has(n) || next?.kind === "num") ? "selepas" : null;
    case "minta":
      return n === "maaf" || n === "diri" ? null : "memohon";
    case "mohon": {
      if (!PRONOUNS.has(prev) && !["ingin", "hendak", "akan", "mahu", "untuk", "sudah"].includes(prev)) return null;
      // 'memohon' cannot take a bare verb: 'mohon lanjutkan' -> 'memohon untuk melanjutkan'.
      const act = next?.kind === "word" ? own(ACTIVE_OF_BARE, n) : undefined;
      return act ? { text: `memohon untuk ${act}`, span: 2 } : "memohon";
    }
    case "hendak":
      return PRONOUNS.has(prev) ? "ingin" : null;
    case "kena":
      return next?.kind === "word" && !ADVERSATIVE.has(n) ? "perlu" : null;
    case "depan":
      return ["minggu", "bulan", "tahun"].includes(prev) ? "hadapan" : null;
    case "buat":
      return own(BUAT, n) ?? null;
    case "beritahu": {
      const verb = loanVerbForm(ctx, BERITAHU);
      return isPerson(next) ? `${verb} kepada` : verb;
    }
    case "jadi":
      return ctx.unit.start && next?.kind === "word" ? "oleh itu," : null;
    case "tetapi":
      return ctx.unit.start && next?.kind === "word" ? "walau bagaimanapun," : null;
  }
  return ctx.unit.nameStart ? null : (own(WORDS, w) ?? null);
}

function formalRule(ctx: Ctx): Replacement {
  return particle(ctx) ?? register(ctx);
}

export function formalMalay(text: string): string {
  // 'TAK BOLEH LAH' is shouting: its particles go too.
  return tidyPunctuation(rewriteWords(text, formalRule, (w) => PARTICLES.has(w) || Object.hasOwn(WORDS, w)));
}
