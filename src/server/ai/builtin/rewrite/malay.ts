/**
 * Chat Malay -> standard Malay (Grammar, and the first half of Formal): short forms, chat pronouns,
 * English words, day and month names. Words whose meaning depends on their neighbours are decided
 * here; everything else is a dictionary look-up. Names, amounts, dates and numbers are never words
 * a rule sees (tokens.ts), so they come out exactly as they went in.
 */

import { upperFirst } from "../../facts/text.js";
import { EN_LOAN_PHRASES, EN_LOAN_WORDS, MS_CHAT_PHRASES, MS_PRONOUNS, MS_SHORT_FORMS } from "./chat-words.js";
import { MS_MISSPELLINGS } from "./lexicon.js";
import { isPerson, LOAN_VERB_PHRASES, LOAN_VERBS, loanVerbForm, PERSON_WORDS } from "./loan-verbs.js";
import { type Ctx, type Replacement, rewriteWords, type Unit } from "./tokens.js";
import { matchCase, own } from "./words.js";

export const lowerOf = (u: Unit | undefined) => (u?.kind === "word" ? u.text.toLowerCase() : "");
const plainWord = (u: Unit | undefined) => u?.kind === "word" && !u.name;
export const endsClause = (u: Unit | undefined) => !u || u.kind === "punct";

/** Titles before a name: 'kat Encik Lim' is 'kepada Encik Lim', 'kat Surau Al-Hidayah' is 'di ...'. */
const HONORIFICS = new Set(
  (
    "encik en cik tuan tn puan pn ustaz ustazah cikgu dr doktor prof haji hajah hj kak kakak abang bang pak mak " +
    "makcik pakcik datuk dato datin mr mrs ms miss madam"
  ).split(" "),
);
/** Person words that are also places: 'kat pejabat' is 'di pejabat'. */
const PLACES = new Set("syarikat bank kedai jabatan kelab persatuan koperasi tadika pejabat".split(" "));

function kat(ctx: Ctx): string {
  const next = ctx.next();
  // 'email kat admin@kedai.my': to an address.
  if (next?.kind === "fixed") return "ke";
  const person = next?.name ? HONORIFICS.has(lowerOf(next)) : isPerson(next) && !PLACES.has(lowerOf(next));
  return person ? "kepada" : "di";
}

/** 'bila' is 'apabila' only as 'when' joining two clauses, never in a question ('Bila nak mula?'). */
const BILA_PREV = new Set(
  "tahu pasti tanya bertanya ingat kira sejak sampai hingga dari beritahu maklumkan tentukan semak tengok lihat sahkan confirm tidak agak".split(
    " ",
  ),
);
const BILA_NEXT = new Set("hendak nak ingin mahu agaknya lagi masa waktu ya itu ini tu ni".split(" "));

function bila(ctx: Ctx): Replacement {
  if (lowerOf(ctx.next()) === "bila" && plainWord(ctx.next())) return { text: "bila-bila", span: 2 };
  if (ctx.unit.question || BILA_PREV.has(lowerOf(ctx.prev())) || BILA_NEXT.has(lowerOf(ctx.next()))) return null;
  // A conjunction opens a clause; 'apa, bila, di mana' lists question words.
  if (endsClause(ctx.next())) return null;
  if (!ctx.unit.start) return ctx.prev() ? "apabila" : null;
  // At a sentence start only 'Bila X, Y.' is a condition.
  for (let k = 1; k < 15; k++) {
    const u = ctx.next(k);
    if (!u || (u.kind === "punct" && /[.!?]/.test(u.text))) return null;
    if (u.kind === "punct" && u.text === ",") return "apabila";
  }
  return null;
}

/**
 * 'sebab' is 'kerana' only where a clause clearly follows: a person ('sebab saya ...', 'sbb customer
 * ...') or a verb word ('sebab tak cukup', 'sbb dah lewat'). 'atas sebab yang ...', 'sebab
 * pemilihannya' and 'apa sebab' are the noun and stay.
 */
const SEBAB_PREV = new Set(
  "oleh yang satu ini itu apa ada punca pasal tanpa tiada tidak sebarang atas dengan dan".split(" "),
);
const CLAUSE_START = new Set(
  (
    "tidak tak x sudah dah telah belum akan ada tiada takde masih perlu kena hendak nak nk mahu ingin boleh blh " +
    "dapat dpt sedang tengah terlalu sangat terpaksa"
  ).split(" "),
);

export function sebabIsConjunction(ctx: Ctx): boolean {
  if (SEBAB_PREV.has(lowerOf(ctx.prev()))) return false;
  const next = lowerOf(ctx.next());
  const person =
    PERSON_WORDS.has(next) ||
    PERSON_WORDS.has(own(MS_PRONOUNS, next) ?? "") ||
    PERSON_WORDS.has(own(EN_LOAN_WORDS, next) ?? "");
  return CLAUSE_START.has(next) || person || next === "sy" || next === "dia" || ctx.next()?.name === true;
}

/** 'tau' is 'tahu' after these ('tak tau', 'nak tau'); elsewhere it is a tag particle. */
export const TAU_PREV = new Set(
  "tidak tak hendak nak ingin mahu sudah dah belum untuk saya kami kita mereka dia anda semua".split(" "),
);

/** After these 'lepas' is 'last' ('minggu lepas'), not 'selepas'. */
export const TIME_NOUNS = new Set("minggu bulan tahun hari malam petang pagi kali semester sesi".split(" "));

function chatRule(ctx: Ctx): Replacement {
  const w = ctx.lower;
  if ((w === "lps" || w === "lepas") && TIME_NOUNS.has(lowerOf(ctx.prev()))) return w === "lps" ? "lepas" : null;
  const phrase = own(own(MS_CHAT_PHRASES, w) ?? {}, lowerOf(ctx.next()));
  if (phrase && plainWord(ctx.next())) return { text: phrase, span: 2 };
  switch (w) {
    case "x": {
      // Only a standalone 'x' between words: not '3 x 4', not '(x)'.
      const [p, n] = [ctx.prev(), ctx.next()];
      const number = (u: Unit | undefined) => u?.kind === "num" || u?.kind === "fixed";
      return number(p) || number(n) || p?.text === "(" || n?.text === ")" || !plainWord(n) ? null : "tidak";
    }
    case "kat":
      return kat(ctx);
    case "bila":
      return bila(ctx);
    case "sbb":
      return sebabIsConjunction(ctx) ? "kerana" : "sebab";
    case "tau":
      return TAU_PREV.has(lowerOf(ctx.prev())) ? "tahu" : null;
  }
  return own(MS_SHORT_FORMS, w) ?? own(MS_PRONOUNS, w) ?? own(MS_MISSPELLINGS, w) ?? null;
}

/** 'boss' spoken to ('Tq boss', 'Boss, ...') is 'tuan'; spoken about, 'majikan'. */
const GREETING_WORDS = new Set("kasih salam hi hai helo hello maaf ok okay baik".split(" "));

function boss(ctx: Ctx): string {
  const next = ctx.next();
  const spokenTo =
    (ctx.unit.start && next?.text === ",") ||
    GREETING_WORDS.has(lowerOf(ctx.prev())) ||
    (ctx.prev()?.text === "," && endsClause(next));
  return spokenTo ? "tuan" : "majikan";
}

function loanRule(ctx: Ctx): Replacement {
  if (ctx.unit.nameStart) return null;
  const w = ctx.lower;
  const next = ctx.next();
  if (plainWord(next)) {
    const verb = own(own(LOAN_VERB_PHRASES, w) ?? {}, lowerOf(next));
    if (verb) return { text: loanVerbForm(ctx, verb, 2), span: 2 };
    const phrase = own(own(EN_LOAN_PHRASES, w) ?? {}, lowerOf(next));
    if (phrase) return { text: phrase, span: 2 };
  }
  switch (w) {
    case "boss":
    case "bos":
      return boss(ctx);
    case "free":
      // 'kalau korang free' is being available; 'delivery free' costs nothing.
      return PERSON_WORDS.has(lowerOf(ctx.prev())) || ["tidak", "ke"].includes(lowerOf(next)) ? "lapang" : "percuma";
    case "form":
      // 'anak sy form 4' is a school year, 'isi form' a form.
      return ctx.next()?.kind === "num" ? "tingkatan" : "borang";
    case "please":
    case "pls":
    case "plz":
      return lowerOf(ctx.prev()) === "tolong" ? "" : "sila";
  }
  const verb = own(LOAN_VERBS, w);
  if (verb) return loanVerbForm(ctx, verb);
  return own(EN_LOAN_WORDS, w) ?? null;
}

const MONTHS = "januari februari mac april mei jun julai ogos september oktober november disember".split(" ");
const DAYS = "isnin selasa rabu khamis jumaat sabtu ahad".split(" ");
const CALENDAR = new Set([...MONTHS, ...DAYS]);
/** Short month names, capitalised only beside a number ('3 feb 2027'). */
const MONTHS_SHORT = new Set("jan feb apr jul ogo sep sept okt nov dis".split(" "));

function calendarRule(ctx: Ctx): Replacement {
  const w = ctx.lower;
  const numberBeside = ctx.prev()?.kind === "num" || ctx.next()?.kind === "num";
  if (!CALENDAR.has(w) && !(MONTHS_SHORT.has(w) && numberBeside)) return null;
  return upperFirst(w);
}

/** 'budak2' -> 'budak-budak' ('bdk2' -> 'budak-budak'); 'DK2' and other acronyms stay. */
function reduplicate(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}-])(\p{L}{2,})2(?![\p{L}\p{N}])/gu, (m, w: string) => {
    if (w === w.toUpperCase()) return m;
    const key = w.toLowerCase();
    const full = own(MS_SHORT_FORMS, key) ?? own(MS_PRONOUNS, key) ?? own(MS_MISSPELLINGS, key) ?? key;
    return `${matchCase(w, full)}-${full}`;
  });
}

export function normaliseMalay(text: string): string {
  let out = reduplicate(text);
  // A known chat or misspelt word in capitals is shouting, not an acronym: 'SISTIM' -> 'SISTEM'.
  out = rewriteWords(
    out,
    chatRule,
    (w) => w.length >= 3 && [MS_SHORT_FORMS, MS_PRONOUNS, MS_MISSPELLINGS].some((d) => Object.hasOwn(d, w)),
  );
  out = rewriteWords(
    out,
    loanRule,
    (w) => w === "bos" || (w.length >= 4 && [EN_LOAN_WORDS, LOAN_VERBS, { boss: 1 }].some((d) => Object.hasOwn(d, w))),
  );
  return rewriteWords(out, calendarRule);
}
