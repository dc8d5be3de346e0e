/**
 * Everything one proposal is composed from: the brief, its kind, the facts exactly as stated, and
 * the values sentences are filled with. A sentence naming a fact the user did not give is dropped
 * (t() answers null), so nothing is ever invented to fill a slot.
 */

import { KINDS, type KindDefinition, type KindId, placeholder, type SectionRole } from "../../../common/kinds/index.js";
import { clean, type Lang, splitItems, stripEnd } from "../builtin/text.js";
import { HIRE_VERB } from "../facts/budget.js";
import { HAS_PERCENT } from "../facts/counts.js";
import { withProgrammeSpan } from "../facts/index.js";
import { isTitleField } from "../facts/subject.js";
import { lowerFirst, upperFirst } from "../facts/text.js";
import type { Facts } from "../facts/types.js";
import type { ProposalBrief, TemplateAnswer } from "../writer.js";
import { type BudgetPlan, planBudget } from "./budget.js";
import { dateText, durationText, eventDaysText, rm, weekdayDisagrees } from "./format.js";
import { DocState } from "./out.js";
import { countedTogether, onlyHelping, PEOPLE, peopleTakingPart, shortName, watching } from "./people.js";
import { isWorkToDo } from "./requirements.js";
import { isOngoingService, planSchedule, type SchedulePlan } from "./schedule.js";
import { formalSpelling } from "./spelling.js";
import { subjectPhrases } from "./subject.js";
import { paperTraits, type Traits } from "./traits.js";
import type { UserField } from "./user-texts.js";
import { activeAim, splitAims } from "./verbs.js";

export { PEOPLE };

export type Slots = Record<string, string | undefined>;

export type Ctx = {
  brief: ProposalBrief;
  lang: Lang;
  kind: KindDefinition;
  facts: Facts;
  doc: DocState;
  slots: Slots;
  budget: BudgetPlan;
  schedule: SchedulePlan;
  /** A tender for a job that ends (a dinner's catering, a system), not a service run over a contract period. */
  oneOffTender: boolean;
  /** What the paper's further lines may presume (see traits.ts). */
  traits: Traits;
  objectives: string[];
  requirements: string[];
  constraints: string[];
  /** A sentence in the proposal's language with its {slots} filled; null when a slot has no value. */
  t(ms: string, en: string, extra?: Slots): string | null;
  /** Roles the outline has, in reading order (set once the outline is read). */
  roles: SectionRole[];
  /** Which of the user's own paragraphs each role writes. */
  userTexts: Map<SectionRole, UserField[]>;
  /** A template's answers each section is named for ('Cadangan Menu'), presented there, not in the opening. */
  sectionAnswers: TemplateAnswer[][];
  /** A marked blank for the user to complete. */
  ph(ms: string, en: string): string;
  /** The language's word. */
  w(ms: string, en: string): string;
};

/** 'Murid tahun 6' -> 'murid tahun 6', but 'Jabatan Pengairan dan Saliran' and 'Department of Fisheries' keep their capitals. */
/**
 * A sentence, not an item's name: 'We hope Yayasan Sime Darby can fund it' is said once, as prose, and
 * is no component; 'kutipan zakat dalam talian (FPX dan DuitNow)' is an item however long.
 */
const longEnough = (r: string): boolean => r.length > 40 || /^(?:we|kami|saya|i|our)\s/i.test(r);

export function runningStart(text: string): string {
  const [first = "", ...rest] = text.split(/\s+/);
  // 'Department of Fisheries Malaysia, mussel farmers': a name further on keeps the capital too.
  const head = rest.slice(0, 3);
  // A verb opens an aim ('Meningkatkan motivasi murid Tahun 6'): it is never part of a name.
  const verb =
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    /^(?:mem|men|meng|meny|me|ber|mel|mer|ter)\p{Ll}{4,}$/u.test(first.toLocaleLowerCase("ms"));
  if (!verb && (/^[\p{Lu}\d]{2,}/u.test(first) || head.some((w) => /^\p{Lu}/u.test(w)))) return text;
  return lowerFirst(text);
}

/** Words that make an English addressee a title, not a name: it takes 'the' ('the Headmistress of SK Taman Desa'). */
const TITLE_NOUN =
  /^(?:(?:PIBG|PTA|Parent-Teacher Association) of|Headmistress|Headmaster|Head|Principal|Chair(?:man|person|woman)?|President|Director|Secretary|Mayor|Manager|Dean|Registrar|Committee|Unit|Department|Board|Council|Office|Ministry|Division|Community|Organising|Management|General|Executive|Selection|Evaluation)\b/;

/**
 * An English body named by what it is, last: 'the Taman Sri Muda Section 25 Residents Association', or a
 * club by its place: 'the Rotary Club of Klang'.
 */
const BODY_LAST =
  /\b(?:Association|Society|Club|Council|Committee|Foundation|Fund|Trust|Cooperative|Co-operative|Board|Department|Ministry|Office)$|\bClub of(?: \p{Lu}[\p{L}'’-]*){1,3}$/u;

/** 'TEKUN Financing for Dobi Kasih Laundry Expansion': a title naming the money it asks, and what for. */
const MONEY_FOR = /^(\S.*?)\s+(financing|loan|grant|funding)\s+for\s+(?:the\s+)?(\S.*)$/i;

/**
 * An English title that names the money asked read as the application it is: 'the TEKUN Financing for
 * Dobi Kasih Laundry Expansion' is 'the application for TEKUN financing for the Dobi Kasih Laundry Expansion'.
 */
function asApplication(title: string, names: string[]): string {
  const m = MONEY_FOR.exec(title);
  if (!m) return title;
  // 'Cold Room Financing for Ikan Segar Pak Long': a business by its name takes no article.
  const named = names.some((n) => n.toLowerCase() === (m[3] ?? "").toLowerCase());
  return `application for ${m[1]} ${(m[2] ?? "").toLowerCase()} for ${named ? "" : "the "}${m[3]}`;
}

export function articled(name: string, lang: Lang): string {
  return lang === "en" && (TITLE_NOUN.test(name) || BODY_LAST.test(name)) && !/^the\b/i.test(name)
    ? `the ${name}`
    : name;
}

/**
 * A template's title is 'Template name: first answer'; when that answer is the applicant's own name
 * ('Catering Services Proposal: Dapur Selera Sdn. Bhd.') the paper names the template, and the
 * applicant where it says who presents it.
 */
function templateTitle(brief: ProposalBrief, facts: Facts): string {
  if (!brief.template) return brief.title;
  const at = brief.title.indexOf(": ");
  if (at < 0) return brief.title;
  const answer = brief.title.slice(at + 2).trim();
  return answer === facts.applicant || facts.organisations.includes(answer) ? brief.title.slice(0, at) : brief.title;
}

/** What the brief's own prose names as its aim: 'Sasaran: 70% peserta meningkatkan jualan ...'. */
const AIM =
  /(?:^|[.!?]\s+|\n)(?:sasaran|objektif|matlamat|target|objectives?|aims?|goals?)\s*(?:program|projek|project|programme)?\s*:[^\S\n]*([^.!?\n]+)/giu;
/** 'Objektif:' on a line of its own, its aims listed below it ('1. Meningkatkan ...', '- To measure ...'). */
const AIM_LIST =
  /(?:^|\n)\s*(?:sasaran|objektif|matlamat|objectives?|aims?|goals?)(?:\s+(?:program|projek|project|programme|kajian|(?:of\s+the\s+)?study))?\s*:\s*\n((?:[^\S\n]*(?:[-•*]|\d{1,2}[.)])\s+[^\n]+(?:\n|$))+)/iu;

/** 'Tujuan program ialah membersihkan ...', 'The purpose of the drive is to ...': the aim in a sentence of its own. */
const PURPOSE =
  /(?:^|[.!?]\s+|\n)(?:(?:tujuan|objektif|matlamat)\s+(?:utama\s+)?(?:program|projek|majlis|aktiviti|kempen|kami)?\s*(?:ini\s+)?(?:ialah|adalah)\s+(?:untuk\s+)?|(?:the\s+|our\s+)?(?:main\s+)?(?:aim|purpose|goal|objective)s?\s+(?:of\s+(?:the|this|our)\s+[\p{L}-]+\s+)?(?:is|are)\s+to\s+)([^.!?\n]+)/giu;

/** A sentence that opens with its target: 'Sasaran jualan RM 22,000 sebulan dan pulang modal dalam 18 bulan.' */
const AIM_SENTENCE = /(?:^|[.!?]\s+|\n)((?:Sasaran|Matlamat|Target)\s+(?!:)[^.!?\n:]{8,})/gu;

/** An aim that only counts people: 'Sasaran 200 pelajar ...', 'Target: 150 participants'. */
function whoItIsFor(aim: string): boolean {
  const m = /^(?:(?:sasaran|target)\s+)?(?:seramai\s+|kira-kira\s+|about\s+)?\d[\d,]*\s+(\p{L}+)/iu.exec(aim);
  // '40 keluarga mengusahakan petak sendiri': what the people counted will do is an aim.
  // '70 peserta boleh membuat panggilan video': what they will be able to do is an aim too.
  const doing =
    /\s(?:mem|men|meng|meny)\p{L}{3,}(?:kan|i)\b|\s(?:will|to|can|boleh|dapat|mampu|berjaya)\s+\p{L}+/iu.test(
      aim.slice(m?.[0].length ?? 0),
    );
  return Boolean(m?.[1] && PEOPLE.test(m[1])) && !doing;
}

/** 'Supermarket chains (Mydin, Lotus's), 42 resellers ... and export buyers ...' -> its first group 'and others'. */
function shortAudience(audience: string, lang: Lang): string {
  if (audience.length <= 80) return audience;
  let depth = 0;
  for (let i = 0; i < audience.length; i++) {
    const ch = audience[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (ch === "," && depth === 0 && i > 10)
      return `${audience.slice(0, i).trim()} ${lang === "ms" ? "dan lain-lain" : "and others"}`;
  }
  return audience;
}

function shownTime(time: string, lang: Lang): string {
  // 'jam 9.00 pagi hingga ...' reads '9.00 pagi hingga ...' in a table.
  const bare = time.replace(/[.\s]+$/u, "").replace(/^(?:jam|pukul)\s+(?=\d)/iu, "");
  return lang === "ms" ? formalSpelling(bare) : bare;
}

/** 'With the new equipment we expect 300 cars a month ...', 'kami menyasarkan 40 tempahan sebulan': what it expects to reach. */
const EXPECTED =
  /\b(?:we|kami)\s+(?:expect|aim|target|menjangkakan|menyasarkan|mensasarkan|mensasar|menyasar)\s+(?:to\s+|untuk\s+)?([^.!?\n]+)/giu;

/** 'sales to rise to RM 60,000 a month', 'output to increase to 1,400 kg': what is raised, and to what. */
const RISES_TO =
  /^(\p{L}[\p{L}\s]{1,40}?)\s+to\s+(?:rise|increase|grow|go\s+up)\s+(?:from\s+((?:RM\s?)?\d[\d,.]*)\s+)?to\s+((?:RM\s?)?\d.*)$/iu;
/** '... and will hire 2 local staff', '... dan akan mengambil 3 pekerja': the jobs, an aim of their own. */
const AND_WILL_HIRE =
  /,?\s+(?:and|dan)\s+(?:will|akan)\s+(?:hire|employ|recruit|mengambil|menggaji)\s+(\d{1,4})\s+([^.;,]{3,40})$/iu;

/** 'Current sales are RM 14,000 a month; we expect ...': the sales figure said just before an expectation. */
const SALES_BEFORE = /\b(?:sales|revenue|jualan|pendapatan|hasil jualan)\b[^.!?]*?\b(RM\s?\d[\d,]*(?:\.\d{1,2})?)/giu;

/** '4 new workers will be hired', '2 orang pekerja baharu akan diambil': jobs the brief says the project brings. */
export const HIRED =
  /\b(\d{1,4})\s+((?:new|more|additional)\s+(?:workers|staff|employees|mechanics|cooks|drivers)|(?:orang\s+)?(?:pekerja|kakitangan)\s+(?:baharu|baru|tambahan))\s+(?:will\s+be|akan)\s+(?:hired|employed|recruited|diambil|diupah|digaji)\b/iu;

/** 'hire 4 new staff', 'akan mengambil 3 pekerja': the brief takes people on, so the project makes new posts. */
const TAKES_ON = new RegExp(
  String.raw`\b(?:${HIRE_VERB})\s+(?:\d{1,4}|two|three|four|five|dua|tiga|empat|lima)\s+(?:(?:new|more|additional|local)\s+|orang\s+)?(?:staff|workers?|employees?|pekerja|kakitangan|bakers?|cooks?|mechanics?|drivers?|cashiers?|tukang|juruwang)\b`,
  "iu",
);

/** Whether the brief says the project takes people on ('4 new workers will be hired', 'hire 4 new staff'). */
export function takesPeopleOn(text: string): boolean {
  return HIRED.test(text) || TAKES_ON.test(text) || AND_WILL_HIRE.test(text);
}

/** The objective a hiring sets, in the language it was said in: 'Hire 2 new workers', 'Mengambil 2 orang pekerja baharu'. */
export function hiringAim(m: RegExpExecArray | RegExpMatchArray, english = "Hire"): string {
  return /^(?:orang|pekerja|kakitangan)/i.test(m[2] ?? "") ? `Mengambil ${m[1]} ${m[2]}` : `${english} ${m[1]} ${m[2]}`;
}

/** ', and the monthly instalment is about RM2,450', 'dan ansuran bulanan ...': a clause about repaying. */
const INSTALMENT_CLAUSE =
  /,?\s+(?:and|dan)\s+(?:the\s+|our\s+)?(?:monthly\s+)?(?:instal(?:l)?ments?|repayments?|ansuran|bayaran\s+balik)\b.*$/iu;

/**
 * An expectation as an objective: a figure is reached ('Reach 300 cars a month'), a verb stays ('hire 2
 * mechanics'); a sum after a sales figure is sales, raised from that figure ('Raise sales from RM 14,000
 * to RM 23,000 a month ...'), never a bare 'Reach RM 23,000 a month'.
 */
function expectedAims(said: string, before: string): string[] {
  const malayHire = /\b(?:kami|menjangkakan|menyasarkan)\b/i.test(said);
  // '... and will hire 2 local staff': the jobs are an aim of their own.
  const hires = AND_WILL_HIRE.exec(said.trim());
  const hired = hires ? [`${malayHire ? "Mengambil" : "Hire"} ${hires[1]} ${hires[2]?.trim()}`] : [];
  // '..., and the monthly instalment is about RM2,450': what the financing costs is no aim.
  const rest = (hires ? said.trim().slice(0, hires.index) : said).replace(INSTALMENT_CLAUSE, "");
  // '... jualan meningkat kepada RM 70,000 sebulan ... dan masa memotong setiap pesanan berkurang daripada
  // 6 jam kepada 2 jam': each change it states is an aim of its own.
  const aims = rest.split(SECOND_CHANGE).map((part) => expectedAim(part, before));
  return [...aims, ...hired];
}

/** A verb that says a figure changes: 'meningkat', 'berkurang', 'rises', 'falls'. */
export const CHANGES_FIGURE = String.raw`(?:akan\s+|will\s+)?(?:meningkat|bertambah|berkurang|menurun|turun|naik|rises?|falls?|drops?|increases?|decreases?|goes\s+(?:up|down))`;

/** ' dan masa memotong ... berkurang', ' and rejects fall': where a second stated change begins. */
const SECOND_CHANGE = new RegExp(
  String.raw`\s+(?:dan|and)\s+(?=(?:the\s+)?\p{L}[\p{L}\s-]{2,40}?\s${CHANGES_FIGURE}\s+(?:daripada|dari|kepada|from|to)\b)`,
  "iu",
);

/** 'the new outlet to reach RM35,000 sales a month': a thing expected to reach a figure. */
const REACHES = /^(?:the\s+|our\s+)?(\p{L}[\p{L}\s-]{2,40}?)\s+to\s+(?:reach|achieve|hit|record)\s+((?:RM\s?)?\d.*)$/iu;

function expectedAim(said: string, before: string): string {
  // '... and 2 new mechanics will be hired': the jobs are an aim of their own (see statedAims).
  const text = said
    .trim()
    // 'We aim for 120 donors from the neighbourhood': the people it aims for (see whoItIsFor).
    .replace(/^(?:to|untuk|for)\s+/i, "")
    .replace(new RegExp(String.raw`,?\s+(?:and|dan)\s+${HIRED.source}.*$`, "iu"), "");
  // 'sales to rise to RM 60,000 a month', 'guest nights to rise from 1,150 to 1,900 a year': the thing raised, to its figure.
  const rise = RISES_TO.exec(text);
  if (rise?.[1] && rise[3]) {
    if (rise[2]) return `Raise ${rise[1]} from ${rise[2]} to ${rise[3]}`;
    const sales = /^(?:monthly\s+|annual\s+)?(?:sales|revenue)$/i.test(rise[1]);
    const now = sales ? [...before.matchAll(SALES_BEFORE)].at(-1)?.[1] : undefined;
    return now ? `Raise ${rise[1]} from ${now} to ${rise[3]}` : `Raise ${rise[1]} to ${rise[3]}`;
  }
  // 'the new outlet to reach RM35,000 sales a month by the sixth month': what reaches it, and the figure.
  const reaches = REACHES.exec(text);
  if (reaches?.[1] && reaches[2]) return `Reach ${reaches[2]} at the ${reaches[1]}`;
  if (!/^\d|^RM\s?\d/i.test(text)) return text;
  const malay = /\b(?:kami|menjangkakan|menyasarkan)\b/i.test(said) || /\b(?:sebulan|setahun|dalam)\b/i.test(text);
  const now =
    /^RM/i.test(text) && !/\b(?:sales|revenue|jualan|pendapatan)\b/i.test(text)
      ? [...before.matchAll(SALES_BEFORE)].at(-1)?.[1]
      : undefined;
  if (now) return malay ? `Meningkatkan jualan daripada ${now} kepada ${text}` : `Raise sales from ${now} to ${text}`;
  return malay ? `Mencapai ${text}` : `Reach ${text}`;
}

/** The two sentences before `at`: what an expectation follows on from. */
function sentencesBefore(text: string, at: number): string {
  return text
    .slice(0, at)
    .split(/(?<=[.!?])\s+/)
    .slice(-2)
    .join(" ");
}

/**
 * 'Sasaran: 80% peserta lulus ujian bacaan dan purata markah Matematik meningkat 15%': two targets, two
 * aims, each a percentage with words of its own ('70% lelaki dan 30% wanita' is one make-up).
 */
function twoTargets(aim: string): string[] {
  const halves = aim.split(/\s+(?:dan|serta|and)\s+|;\s*/);
  const own = (h: string) => HAS_PERCENT.test(h) && h.trim().split(/\s+/).length >= 3;
  return halves.length > 1 && halves.every(own) ? halves : [aim];
}

export function statedAims(text: string): string {
  const listed = AIM_LIST.exec(text)?.[1]
    ?.split("\n")
    .map((line) => line.replace(/^\s*(?:[-•*]|\d{1,2}[.)])\s+/, "").replace(/[\s.;]+$/, ""))
    .filter(Boolean);
  const labelled = listed?.length ? listed : [...text.matchAll(AIM)].flatMap((m) => twoTargets(m[1] ?? ""));
  // 'Sasaran kami ialah 150 penderma darah ...': the target itself, as 'Sasaran 150 penderma darah ...'.
  const opened = labelled.length
    ? labelled
    : [...text.matchAll(AIM_SENTENCE)].map((m) =>
        (m[1] ?? "").replace(
          /^(Sasaran|Matlamat|Target)\s+(?:kami|kita|our|we)?\s*(?:ialah|adalah|is|are)\s+/iu,
          "$1 ",
        ),
      );
  const purposes = opened.length ? opened : [...text.matchAll(PURPOSE)].map((m) => m[1] ?? "");
  const expected = [...text.matchAll(EXPECTED)].flatMap((m) =>
    expectedAims(m[1] ?? "", sentencesBefore(text, m.index)),
  );
  // Jobs said apart from the expectation ('2 new workers will be hired') are one of its aims too.
  const hired = expected.length
    ? [...text.matchAll(new RegExp(HIRED.source, "giu"))]
        .filter((m) => !expected.some((aim) => aim.includes(`${m[1]} ${m[2]}`)))
        .map((m) => hiringAim(m))
    : [];
  const aims = purposes.length ? purposes : [...expected, ...hired];
  return (
    aims
      .map((aim) => aim.trim())
      // 'Sasaran 200 pelajar tingkatan 4 dari 5 sekolah': who it is for, not what it aims at.
      .filter((aim) => aim && !whoItIsFor(aim))
      .map((aim) => upperFirst(aim))
      .join("\n")
  );
}

export function buildCtx(brief: ProposalBrief, kindId: KindId, found: Facts): Ctx {
  const lang = brief.language;
  const facts = kindId === "program" ? withProgrammeSpan(found, lang) : found;
  const kind = KINDS[kindId];
  const w = (ms: string, en: string) => (lang === "ms" ? ms : en);
  const ph = (ms: string, en: string) => placeholder(lang, w(ms, en));
  const budget = planBudget(brief, kindId, facts, lang);
  const schedule = planSchedule(brief, kindId, facts, lang);
  // A tender for a job that ends (a dinner's catering), not a service over a contract period.
  const oneOffTender = kindId === "tender" && !isOngoingService(brief);
  const subject = subjectPhrases(brief, kindId, facts, lang);
  const audience = stripEnd(clean(brief.targetAudience));
  // The largest group of people counted is the participants ('500 penduduk', not '20 usahawan' among them).
  // Those who only help run it ('30 student volunteers') are no one it is carried out for.
  // Those who only come to watch ('200 ibu bapa serta tetamu') are the audience of the group it is for.
  const taking = peopleTakingPart(facts.counts).filter((k) => !onlyHelping(k, facts.counts));
  const largest = taking.sort((a, b) => Number(watching(a)) - Number(watching(b)) || b.n - a.n)[0];
  // Two groups the brief counts together ('120 kakitangan dan 180 ahli keluarga dijangka hadir') all come.
  const participants = largest ? (countedTogether(largest, taking) ?? largest.text) : undefined;
  const event = facts.eventDate;
  // A template's 'Nama Program' answer is the thing's own title; the paper's title also names the template.
  const named = stripEnd(
    clean(brief.template?.fields.find((f) => isTitleField(f.label))?.value || templateTitle(brief, facts)),
  );
  // 'the {title}' in English: a title's own article goes ('A Satellite Data Model ...').
  const title =
    lang === "en"
      ? asApplication(named.replace(/^(?:a|an|the)\s+/i, ""), facts.applicant ? [facts.applicant] : [])
      : named;
  const slots: Slots = {
    title,
    /** 'cadangan X' unless the title already names the paper ('Cadangan Pembukaan ...'). */
    titled:
      /^(cadangan|kertas|permohonan|proposal|application|program|laporan|tawaran|sebut harga|tender|offer|quotation)\b/i.test(
        title,
      )
        ? title
        : lang === "ms"
          ? `cadangan ${title}`
          : `proposal for the ${title}`,
    subj: subject.phrase,
    /** What a study looks into, without the word for the study ('kajian lepas tentang keberkesanan ...'). */
    topic:
      subject.phrase.replace(
        /^(?:kajian|penyelidikan|study|research)\s+(?:(?:tentang|mengenai|on|of|into)\s+)?/i,
        "",
      ) || subject.phrase,
    thing: subject.thing,
    Thing: upperFirst(subject.thing),
    Subj: upperFirst(subject.phrase),
    org: facts.applicant ? articled(facts.applicant, lang) : undefined,
    addressee: facts.addressee ? articled(facts.addressee, lang) : undefined,
    /** Whom the paper goes to, or a marked blank naming who that usually is (used once, at the start). */
    to: facts.addressee
      ? articled(facts.addressee, lang)
      : placeholder(lang, kind.addresseeHint[lang].replace(/^(Nyatakan|Name)\s+/i, "")),
    // A long list of groups is said in full once, as the user's own line; other lines name its first.
    aud: audience ? runningStart(shortAudience(audience, lang)) : undefined,
    count: participants,
    // A place named by what it is ('school library') takes 'the' in English; a name does not.
    venue: facts.venue
      ? lang === "en" && /^\p{Ll}/u.test(facts.venue)
        ? `the ${facts.venue}`
        : facts.venue
      : undefined,
    Venue: facts.venue
      ? lang === "en" && /^\p{Ll}/u.test(facts.venue)
        ? `The ${facts.venue}`
        : upperFirst(facts.venue)
      : undefined,
    /** The body asked for the amount requested ('Majlis Bandaraya Shah Alam (MBSA)'). */
    funder: facts.funder ? articled(facts.funder, lang) : undefined,
    eventDate: event ? (weekdayDisagrees(event) ? event.text : eventDaysText(event, lang)) : undefined,
    /** The event's first day: what every task is done before, however many days it runs. */
    eventFirst: event ? (weekdayDisagrees(event) ? event.text : dateText(event.start, lang)) : undefined,
    // As the paper spells it: '8.30pg-4.30ptg' is '8.30 pagi - 4.30 petang'; no full stop of the brief's sentence.
    time: facts.times[0] ? shownTime(facts.times[0], lang) : undefined,
    total: budget.total !== null ? rm(budget.total) : undefined,
    dur:
      schedule.stated && facts.duration
        ? durationText(facts.duration.n, facts.duration.unit, lang)
        : schedule.lengthText,
    start: schedule.startText,
    end: schedule.endText,
  };
  // The subject in full at its first mention in a section and every third after; otherwise 'karnival ini'.
  const short = subject.short;
  const mention = (capital: boolean): string => {
    const n = doc.mentions++;
    const text = n % 3 === 0 ? (subject.thing as string) : short;
    return capital ? upperFirst(text) : text;
  };
  const doc = new DocState(
    clean(brief.title)
      .replace(/[\s.]+$/u, "")
      .toLocaleLowerCase("ms"),
  );
  // A long name in full at the writer's first mention of it, then as readers say it ('PIBG KAFA Al-Amin').
  const orgNames = facts.applicant ? shortName(facts.applicant) : null;
  doc.setAliases([subject.thing, short, subject.phrase, facts.applicant, orgNames?.first, orgNames?.short]);
  const org = (): string | undefined =>
    orgNames ? articled(doc.orgUses++ === 0 ? orgNames.first : orgNames.short, lang) : slots.org;
  const t = (ms: string, en: string, extra: Slots = {}): string | null => {
    let missing = false;
    // A sentence dropped for a missing slot names nothing: the subject's next mention is still the full one.
    const mentionsBefore = doc.mentions;
    const orgUsesBefore = doc.orgUses;
    // The full title is named at most twice in the body; after that the paper says what it is about.
    const template = lang === "ms" ? ms : en;
    const titled = /\{title(d)?\}/.test(template) && !("title" in extra);
    const useTitle = titled && doc.titleUses < 2;
    const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (titled && !useTitle && (name === "title" || name === "titled")) return slots.thing ?? "";
      if ((name === "thing" || name === "Thing") && !(name in extra)) return mention(name === "Thing");
      const value = name in extra ? extra[name] : name === "org" ? org() : slots[name];
      if (value === undefined || value === "") missing = true;
      return value ?? "";
    });
    if (missing) {
      doc.mentions = mentionsBefore;
      doc.orgUses = orgUsesBefore;
      return null;
    }
    if (useTitle) doc.titleUses++;
    // An English addressee with its article opening a sentence ('The Headmistress of ... is asked to').
    // 'karnival ini ini' when a short mention meets the template's own 'ini'.
    return (
      text
        .replace(/^the /, "The ")
        .replace(/\b(ini|this)\s+\1\b/g, "$1")
        // 'sistem sistem titik jualan' when the template's word opens the user's phrase too.
        .replace(/(?<!\p{L})(\p{L}{4,})\s+\1(?!\p{L})/giu, "$1")
        .replace(/\b([Tt])he (the|this) /g, (_, t: string, w: string) =>
          t === "T" ? `${w.charAt(0).toUpperCase()}${w.slice(1)} ` : `${w} `,
        )
        .replace(/\.\./g, ".")
        // 'Program seumpama program kebun komuniti': the kind's word is said once.
        .replace(/\b([Pp]rogram) seumpama program\b/g, "$1 seumpama")
        // 'held on 1 January 2027 to 31 August 2027': a span is held from its first day.
        .replace(/\bon (\d{1,2}(?: \p{L}+)?(?: \d{4})?) to (?=\d)/gu, "from $1 to ")
    );
  };
  return {
    brief,
    lang,
    kind,
    facts,
    doc,
    slots,
    budget,
    schedule,
    oneOffTender,
    traits: paperTraits(brief, kindId, facts, budget, !oneOffTender),
    // A template asks for its objectives in a field of its own ('Objektif Projek').
    objectives: splitItems(
      brief.objectives ||
        brief.template?.fields.find((f) => /objektif|objective/i.test(f.label))?.value ||
        statedAims(brief.description),
    )
      // '...; and to identify work practices ...': the list's last 'and' is no part of the aim.
      .map((aim) =>
        aim.replace(/^(?:and|dan|serta)\s+(?=\p{L})/iu, "").replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase("ms")),
      )
      .flatMap((aim) => (lang === "ms" ? splitAims(aim).map(activeAim) : splitAims(aim, "en"))),
    // The auto generator's requirements are the sentences of its description: those are written once, as
    // prose. A part of the paper, a figure it states or the approval it seeks is no work to do.
    requirements: brief.keyRequirements
      .map(clean)
      .filter((r) => r && !(longEnough(r) && clean(brief.description).includes(r.replace(/[.;]+$/, ""))))
      // 'Gantt chart', 'Jadual acara': a part the user wants the paper to have, which the outline gives, is nothing to do or buy.
      .filter(isWorkToDo),
    constraints: splitItems(brief.constraints),
    roles: [],
    userTexts: new Map(),
    sectionAnswers: [],
    t,
    ph,
    w,
  };
}
