/**
 * How the prose names what the paper is about: the subject phrase in the user's own words, in
 * running-text case ('karnival sukan tahunan', keeping 'Ramadan' and 'PIBG'), and the same phrase
 * with the kind's head noun where the phrase alone would not read as a thing ('kajian ramalan banjir').
 */
import type { KindId } from "../../../common/kinds/types.js";
import type { Lang } from "../builtin/text.js";
import { ACT_NOUN, NEEDS_NEXT } from "../facts/subject.js";
import { upperFirst } from "../facts/text.js";
import type { Facts } from "../facts/types.js";
import type { ProposalBrief } from "../writer.js";

/** Words written with a capital in running text even though they are not at a sentence start. */
const PROPER =
  /^(ramadan|ramadhan|yasin|syawal|aidilfitri|aidiladha|maulidur|maulid|maal|israk|rasul|rejab|syaaban|zulhijjah|rabiulawal|thaipusam|wesak|islam|malaysia|melayu|jawi|quran|al-quran|nuzul|isra|mikraj|muharram|hijrah|deepavali|krismas|gawai|kaamatan|merdeka|english|inggeris|arab|arabic|mandarin|tamil|cina|chinese|iban|kadazan)$/i;

function runningCase(phrase: string, title: string, nameWords: string[] = []): string {
  const original = new Map<string, string>();
  for (const word of title.split(/\s+/)) original.set(word.toLocaleLowerCase("ms"), word);
  const names = new Set(nameWords.map((w) => w.toLocaleLowerCase("ms")));
  return phrase
    .split(/\s+/)
    .map((word) => {
      const seen = original.get(word.toLocaleLowerCase("ms")) ?? word;
      // 'PIBG', 'IoT', 'eKasih': written as the title writes them.
      if (/^[\p{Lu}\d-]{2,}$/u.test(seen) || /\p{Ll}\p{Lu}/u.test(seen)) return seen;
      // 'Aidilfitri', 'Ramadan': capitalised wherever the phrase came from; 'Ipoh' as the brief writes it.
      if (PROPER.test(word) || names.has(word.toLocaleLowerCase("ms"))) return upperFirst(seen);
      return word.toLocaleLowerCase("ms");
    })
    .join(" ");
}

const HEADS: Record<KindId, { ms: [RegExp, string]; en: [RegExp, string] }> = {
  program: {
    ms: [
      /^(program|karnival|majlis|sambutan|hari|kejohanan|pertandingan|kem|bengkel|seminar|kursus|ceramah|forum|ekspo|festival|gotong|iftar|lawatan|jamuan|perkhemahan|konvensyen|sukaneka|minggu|bulan)/,
      "program",
    ],
    en: [
      /^(programme|program|carnival|ceremony|day|festival|workshop|seminar|course|camp|expo|fair|forum|talk|competition|tournament|gathering|week|month)/,
      "programme",
    ],
  },
  cadangan: {
    ms: [
      /^(cadangan|pelan|program|projek|penubuhan|pembinaan|pelaksanaan|pembangunan|pembukaan|penyediaan|pemasangan|pembelian|perolehan|penambahbaikan|pengubahsuaian|pembaikan|naik taraf)/,
      "cadangan",
    ],
    en: [
      /^(proposed|plan|project|programme|establishment|construction|installation|upgrade|renovation|repair|replacement|purchase|refurbishment)/,
      "proposal",
    ],
  },
  geran: { ms: [/^(projek|program|pelan)/, "projek"], en: [/^(project|programme|plan)/, "project"] },
  penyelidikan: { ms: [/^(kajian|penyelidikan)/, "kajian"], en: [/^(study|research|investigation)/, "study"] },
  tender: {
    ms: [/^(perkhidmatan|pembekalan|kerja|khidmat|projek|cadangan)/, "perkhidmatan"],
    en: [/^(services?|supply|works?|project|provision)/, "service"],
  },
};

/** Setting up something that then runs ('penubuhan bank makanan'): what is set up is what 'ini' points at; a repair or a build is itself the project ('pembaikan ini'). */
const ACT = /^(?:penubuhan|pembukaan|pembangunan)\s+/i;
/** An act and what it acts on, named whole ('naik taraf dewan orang ramai'). */
const ACTED_ON = new RegExp(`^(?:${ACT_NOUN})\\s+`, "i");

/** Words only a Malay name has: a Malay title kept as the thing's name in an English paper. */
const MALAY_NAME =
  /(?:^|\s)(?:majlis|karnival|sambutan|kejohanan|pertandingan|kem|bengkel|kursus|ceramah|gotong-royong|perkhemahan|jamuan|lawatan|sukaneka|hari|minggu|anugerah|projek|cadangan|kajian|perkhidmatan|pembekalan|penubuhan|pembinaan|pelancaran|keluarga|murid|guru|penduduk|sekolah|dan|untuk|bagi)(?=\s|$)/i;

/** An English plural noun ('workshops', 'classes', 'activities'), not a word ending in s of its own ('campus', 'analysis', 'class'). */
const PLURAL = /[^sui']s$/;
/** Plurals that name one thing ('sports', 'games' of an event, 'series', 'news'). */
const INVARIANT =
  /^(?:sports|games|series|news|species|means|arts|crafts|athletics|olympics|awards|skills|savings|goods)$/i;

function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, "y");
  if (/(?:ss|sh|ch|x)es$/.test(word)) return word.replace(/es$/, "");
  return word.replace(/s$/, "");
}

/** A name and nothing else: every word capitalised ('Kak Yah Tailoring', 'Kedai Jahit Kak Yah'). */
const BARE_NAME = /^\p{Lu}[\p{L}\d'&.-]*(?:\s+(?:\p{Lu}[\p{L}\d'&.-]*|&|bin|binti))*$/u;

function properSubject(name: string, kind: KindId, lang: Lang): { phrase: string; thing: string; short: string } {
  const head = HEADS[kind][lang][1];
  return lang === "ms"
    ? { phrase: name, thing: `${head} ${name}`, short: `${head} ini` }
    : // 'Progress on the Kak Yah Tailoring project', never '... on the Kak Yah Tailoring': in English a
      // business's bare name names the business, its project needs the word (a name that already says
      // what it does, 'Roti Mak Jah Home Bakery expansion', does not).
      {
        phrase: head === "project" && BARE_NAME.test(name) ? `${name} ${head}` : name,
        thing: `the ${name} ${head}`,
        short: `this ${head}`,
      };
}

/** 'Kajian Tindakan: ', 'Action Research: ', 'Case Study - ': the kind of study, before its topic. */
const STUDY_LABEL = /^(?:kajian tindakan|kajian kes|action research|case study|research proposal)\s*(?::|\s[-–—])\s*/i;
/** Words that cannot end a name: 'of', 'to', 'untuk', 'dan'. */
const DANGLING =
  /(?:\s+(?:of|to|for|in|on|and|the|a|an|with|by|at|from|dan|untuk|bagi|dalam|di|ke|dengan|kepada|daripada|yang|serta|atau|or|among|amongst|between|kalangan|antara))+$/i;

export function subjectPhrases(
  brief: ProposalBrief,
  kind: KindId,
  facts: Facts,
  lang: Lang,
): { phrase: string; thing: string; short: string } {
  // At most four words: a phrase as long as the title would just repeat the title.
  // The business's own name keeps its capitals and its length ('projek Kedai Kek Mak Long').
  if (facts.subject.proper) return properSubject(facts.subject.phrase, kind, lang);
  // Without a subject read from it, the title names it, less a label of the kind of study before its
  // topic ('Action Research: Using Flash Cards ...' is about the use of flash cards).
  // A purpose after the topic ('Use of Flash Cards to Improve Vocabulary') is the study's aim, not its name.
  const titled = brief.title
    .replace(STUDY_LABEL, "")
    .replace(/^Using\s+/i, lang === "en" ? "Use of " : "$&")
    .replace(/^(Use of .+?)\s+to\s+\p{L}+.*$/iu, "$1");
  const words = runningCase(facts.subject.phrase || titled, brief.title, facts.subject.names)
    .trim()
    .split(/\s+/);
  // A long title (a research topic) keeps up to six words; a short one never gives its whole self.
  const titleWords = brief.title.split(/\s+/).length;
  // 'naik taraf dewan orang ramai', 'purchase of industrial sewing machines': an act and the thing it acts on are named whole.
  const acted = ACTED_ON.test(words.join(" ")) || /^purchase of /i.test(words.join(" "));
  const acting = words.length <= 5 && acted;
  // Two things joined by 'dan' ('gotong-royong dan hari keluarga', 'pembelian mesin pengisar dan
  // pembungkus serbuk kopi') are named whole, never cut after 'dan'.
  const most = acted ? 7 : 6;
  const joined = words.length <= most && words.slice(1, -1).some((w) => /^(?:dan|and)$/i.test(w));
  // 'effects of intermittent fasting on glycaemic control': a study's topic is named whole.
  const topic = kind === "penyelidikan" && words.length <= 8 && /^\p{L}+ of /u.test(words.join(" "));
  const cut = topic ? 8 : joined ? most : titleWords > 9 ? 6 : acting ? 5 : words.length > 4 ? 3 : 4;
  // 'program celik digital warga emas': a word that needs the next one ('warga emas', 'orang asli') keeps it.
  // 'keberkesanan aplikasi mudah alih dalam pematuhan ubat': one word after 'dalam' keeps what it acts on.
  const needsNext =
    NEEDS_NEXT.test(words[cut - 1] ?? "") || /^(?:dalam|terhadap|tentang|mengenai)$/i.test(words[cut - 2] ?? "");
  // A phrase cut after a word that needs the next one ('using flash cards to') ends before it.
  const phrase = words
    .slice(0, needsNext && words[cut] ? cut + 1 : cut)
    .join(" ")
    .replace(DANGLING, "");
  const [re, head] = HEADS[kind][lang];
  if (lang === "ms") {
    const thing = re.test(phrase) ? phrase : `${head} ${phrase}`;
    // 'hari ini' is 'today', 'malam ini' 'tonight': a thing named by a time keeps its next word ('hari sukan ini').
    const [first = "", next] = thing.split(/\s+/);
    const timeWord = /^(?:hari|malam|minggu|bulan|tahun|pagi|petang|musim)$/i.test(first) && next;
    // 'penubuhan bank makanan' is 'bank makanan ini', not 'penubuhan ini': the act names no thing to point at.
    const acted = ACT.exec(phrase);
    // Two words of it when that is all of it ('bank makanan ini'), else its head ('dewan ini', not 'dewan orang ini').
    const rest = acted ? phrase.slice(acted[0].length).split(/\s+/) : [];
    const object = rest.slice(0, rest.length <= 2 ? 2 : 1).join(" ");
    if (object) return { phrase, thing, short: `${object} ini` };
    // 'naik taraf' is one act of two words.
    const twoWords = timeWord || (/^naik$/i.test(first) && /^taraf$/i.test(next ?? ""));
    return { phrase, thing, short: `${twoWords ? `${first} ${next}` : first} ini` };
  }
  // 'Majlis Anugerah Guru Cemerlang' in an English paper is the event's Malay name, written as a name.
  if (MALAY_NAME.test(phrase)) {
    const original = new Map(brief.title.split(/\s+/).map((w) => [w.toLocaleLowerCase("ms"), w]));
    const named = phrase
      .split(/\s+/)
      .map((w) => original.get(w) ?? w)
      .join(" ");
    return { phrase: named, thing: `the ${named}`, short: `this ${head}` };
  }
  // 'effects of intermittent fasting on glycaemic control' is what a study looks at, never a thing with
  // stages, records or spending of its own: the paper names the study ('each stage of the study on the effects of ...').
  if (kind === "penyelidikan" && topic) {
    const study = `study on the ${phrase}`;
    return { phrase: study, thing: `the ${study}`, short: "this study" };
  }
  // 'heat stress among outdoor construction workers' is the study's topic too: 'each stage of the study on heat stress ...'.
  if (kind === "penyelidikan" && !re.test(phrase))
    return { phrase: `study on ${phrase}`, thing: `the study on ${phrase}`, short: "this study" };
  // 'peer support workshops' are twelve workshops: the paper speaks of them as one programme
  // ('the peer support workshop programme is'), never 'the peer support workshops is' or 'this workshop'.
  const final = phrase.split(/\s+/).pop() ?? "";
  if (phrase.includes(" ") && !/^\p{L}+ of /u.test(phrase) && PLURAL.test(final) && !INVARIANT.test(final)) {
    const one = `${phrase.slice(0, phrase.length - final.length)}${singular(final)}`;
    const named = singular(final) === head ? one : `${one} ${head}`;
    return { phrase: named, thing: `the ${named}`, short: `this ${head}` };
  }
  // 'supply of laptops' is 'this supply': the head comes before 'of'.
  const of = /^(\p{L}+) of /u.exec(phrase);
  if (of) return { phrase, thing: `the ${phrase}`, short: `this ${of[1]}` };
  const last = phrase.split(/\s+/).pop() ?? head;
  // A phrase that already ends in a head noun ('leadership camp', 'catering services') needs no other.
  const own = re.test(phrase) || re.test(last) || /\b(programme|project|service|study)$/.test(phrase);
  // 'workshops' is 'this workshop'; 'campus', 'analysis' and 'class' end in s of their own.
  const single = last.replace(/(?<=[^sui])s$/, "");
  // 'this day' would read 'on the day of this day': a day, a week or a night is 'this programme'.
  if (/^(?:day|week|night)$/i.test(single)) return { phrase, thing: `the ${phrase}`, short: `this ${head}` };
  return { phrase, thing: own ? `the ${phrase}` : `the ${phrase} ${head}`, short: `this ${own ? single : head}` };
}
