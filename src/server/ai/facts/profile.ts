/**
 * Particulars an applicant states once and a reader expects back exactly: the company's
 * registration number, a financing's repayment period and instalment, and a template's place answer.
 */
import type { ProposalBrief } from "../writer.js";
import { WEEKDAY } from "./calendar.js";
import { findDates } from "./dates.js";
import { type Snippet, sentences, upperFirst } from "./text.js";

/** The template's answer whose (Malay) label matches, trimmed; null when there is none. */
export function templateAnswer(brief: ProposalBrief, label: RegExp): string | null {
  return brief.template?.fields.find((f) => label.test(f.label.trim()) && f.value.trim())?.value.trim() ?? null;
}

/** A particular as the template's answer gives it, else the first the prose states. */
function statedOnce(brief: ProposalBrief, snippets: Snippet[], label: RegExp, inText: RegExp): string | null {
  const answer = templateAnswer(brief, label);
  if (answer) return answer;
  for (const s of snippets) {
    const m = inText.exec(s.text);
    if (m?.[1]) return m[1].trim();
  }
  return null;
}

/**
 * 'SSM 202101023456 (1423456-K)', 'No. Pendaftaran: 1423456-K', 'registration no. 202101023456', a society's
 * 'PPM-001-03-12092015', and after its label a cooperative's 'K-1-0457'.
 */
const REGISTRATION_IN_TEXT =
  /(?:\b(?:SSM|no\.?\s*pendaftaran(?:\s+SSM)?|nombor\s+pendaftaran(?:\s+SSM)?|registration\s+(?:no\.?|number))\s*[:.]?\s*|(?=\bPPM[-\s]?\d{3}-\d{2}-\d{8}\b))((?:\d{12}(?:\s*\(\d{5,8}-[A-Z]\))?)|(?:[A-Z]{2})?\d{5,10}-[A-Z]|PPM[-\s]?\d{3}-\d{2}-\d{8}|[A-Z]{1,5}-\d{1,4}-\d{2,8}\b)/i;

export function registrationNumber(brief: ProposalBrief, snippets: Snippet[]): string | null {
  return statedOnce(brief, snippets, /^(?:nombor|no\.?)\s+pendaftaran(?:\s+ssm)?$/i, REGISTRATION_IN_TEXT);
}

/** 'bayaran balik dalam 36 bulan', 'repaid over 3 years', '(tenure 5 years)', or the template's 'Tempoh Bayaran Balik'. */
const REPAYMENT_IN_TEXT =
  /\b(?:(?:di)?bayar(?:an)?\s+balik|repay(?:ment|able|ed)?|tenure|tempoh\s+pembiayaan)\b[^.\n]{0,30}?\b(\d{1,3}\s+(?:bulan|tahun|minggu|months?|years?|weeks?))\b/i;

/** 'financing of RM 30,000 over 5 years', 'pinjaman RM 15,000 selama 60 bulan': the loan's tenure. */
const LOAN_OVER =
  /\b(?:financing|loan|pembiayaan|pinjaman)\b[^.\n]{0,60}?\b(?:over|for a period of|selama|untuk tempoh|bagi tempoh)\s+(\d{1,3}\s+(?:bulan|tahun|months?|years?))\b/i;

export function repaymentPeriod(brief: ProposalBrief, snippets: Snippet[]): string | null {
  const label = /^(?:tempoh\s+bayaran\s+balik|repayment\s+period)$/i;
  return statedOnce(brief, snippets, label, REPAYMENT_IN_TEXT) ?? statedOnce(brief, snippets, label, LOAN_OVER);
}

/** 'Bayaran balik RM320 sebulan', 'repayment of RM 900 per month', 'will repay RM 520 a month'. */
const INSTALMENT_PER_MONTH =
  /\b(?:(?:di|mem)?bayar(?:an)?\s+balik|ansuran|instal(?:l)?ments?|repayments?|repay(?:s|ing)?|repaid)\b[^.\n]{0,40}?(RM\s?\d[\d,]*(?:\.\d{1,2})?)\s*(?:sebulan|setiap bulan|per month|a month|monthly|\/\s?(?:bulan|month|mo)\b|(seminggu|setiap minggu|per week|a week|weekly))/i;
/** 'about', 'kira-kira': the words that make a figure an estimate. */
const ESTIMATE = "(?:about|around|approximately|kira-kira|lebih kurang|anggaran)";
/**
 * 'ansuran bulanan RM 450', 'monthly instalment of RM 1,200', 'monthly instalments of about RM 580',
 * 'The monthly repayment is about RM 1,400', 'bayaran balik bulanan ialah RM 900'.
 */
const MONTHLY_INSTALMENT = new RegExp(
  String.raw`\b(?:ansuran\s+bulanan|bayaran\s+balik\s+bulanan|monthly\s+(?:instal(?:l)?ments?|repayments?))\s*(?:sebanyak\s+|of\s+|:\s*|(?:is|are|will\s+be|ialah|adalah|akan|(?:estimated|dianggarkan)(?:\s+(?:at|sebanyak))?)\s+)?(?:${ESTIMATE}\s+)?(RM\s?\d[\d,]*(?:\.\d{1,2})?)`,
  "i",
);

/** 'about RM 580', 'kira-kira RM 450', 'estimated RM1,650': an estimate, not the funder's figure. */
const ABOUT = new RegExp(String.raw`\b${ESTIMATE}\s+RM|\b(?:estimated|dianggarkan)\b`, "i");

/** The monthly instalment a financing brief states, in ringgit ('RM320 sebulan'), or the template's answer. */
export function repaymentInstalment(
  brief: ProposalBrief,
  snippets: Snippet[],
): { value: number; about: boolean; weekly?: boolean } | null {
  let said = templateAnswer(brief, /^(?:ansuran\s+bulanan|monthly\s+instal(?:l)?ment)$/i);
  let about = false;
  let weekly = false;
  for (const s of snippets) {
    if (said) break;
    const m = INSTALMENT_PER_MONTH.exec(s.text) ?? MONTHLY_INSTALMENT.exec(s.text);
    said = m?.[1] ?? null;
    about = m ? ABOUT.test(m[0]) : false;
    // 'Bayaran balik RM 450 seminggu': paid by the week, as AIM collects it.
    weekly = Boolean(m?.[2]);
  }
  const figure = said ? /\d[\d,]*(?:\.\d{1,2})?/.exec(said)?.[0] : undefined;
  return figure ? { value: Number(figure.replace(/,/g, "")), about, ...(weekly ? { weekly } : {}) } : null;
}

/** Malaysia's states and federal territories: an address ends on one ('Kuantan, Pahang'). */
const STATE =
  "Johor|Kedah|Kelantan|Melaka|Malacca|Negeri Sembilan|Pahang|Perak|Perlis|Pulau Pinang|Penang|Sabah|Sarawak|Selangor|Terengganu|Kuala Lumpur|Putrajaya|Labuan";
const CAPITALISED = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\d{1,3}[A-Z]?))*`;
/** 'di Kota Bharu, Kelantan', 'around Kuantan, Pahang', 'based in Ipoh, Perak'. */
const LOCATED = new RegExp(
  String.raw`\b(?:di|in|around|based in|beroperasi di|terletak di|beralamat di)\s+(${CAPITALISED}(?:,\s*${CAPITALISED})*?,?\s*(?:${STATE}))\b`,
  "u",
);
/** Right after the applicant's name: 'Aminah Tailoring, Jalan Besar Pekan Jitra, Kedah.', 'Perabot Jaya Sdn Bhd, Batu Pahat (...'. */
const AFTER_NAME = new RegExp(
  String.raw`^\s*(?:\([^)]*\))?\s*,\s*(${CAPITALISED}(?:,\s*${CAPITALISED})*)(?=\s*(?:[.;(\n]|$))`,
  "u",
);

/** A street address the sentence naming the applicant gives: 'a car wash at Jalan 9/9C, Seksyen 9, Bandar Baru Bangi since 2022'. */
/** A word of a street address: a name, a number ('9/9C', '3') or a postcode ('14000'), never part of one. */
const STREET_WORD = String.raw`(?:\p{Lu}[\p{L}'’.-]*|\d{1,5}(?:\/\d{1,4})?[A-Z]?(?![\d\p{L}]))`;
const STREET_PART = String.raw`${STREET_WORD}(?:\s+${STREET_WORD})*`;
const STREET_AT = new RegExp(
  String.raw`\b(?:at|di|located at|terletak di|beralamat di|beroperasi di)\s+((?:(?:No\.?|Lot)\s*\d+[A-Z]?,?\s+)?(?:Jalan|Jln\.?|Lorong|Persiaran|Lebuh)\s+${STREET_PART}(?:,\s*${STREET_PART})*)`,
  "u",
);

/** Where the applicant is, as the brief says it: after its name, or where the sentence naming it says it works. */
export function applicantAddress(snippets: Snippet[], applicant: string | null): string | null {
  if (!applicant) return null;
  for (const s of snippets) {
    // 'owned by Mr. Azlan' does not end the sentence naming the applicant.
    for (const { text: sentence } of sentences(s.text)) {
      const at = sentence.indexOf(applicant);
      if (at < 0) continue;
      const after = AFTER_NAME.exec(sentence.slice(at + applicant.length))?.[1];
      if (after) return after.replace(/\.$/, "");
      // Not a place the sentence sends the paper to ('... to Hospital X, Kuala Terengganu').
      const located = LOCATED.exec(sentence.slice(at)) ?? STREET_AT.exec(sentence.slice(at));
      if (located?.[1]) return located[1];
    }
  }
  return null;
}

/** A registration the brief states is not needed ('Gred G1 CIDB tak perlu'). */
const NOT_NEEDED = /^\s*(?:\S+\s+){0,2}(?:tak|tidak|not)\s+(?:perlu|diperlukan|required|needed)/i;

/**
 * The supplier registrations a tender states, as short labels: 'MOF 020101' ('berdaftar MOF kod
 * 020101', 'MOF registered 222101', 'Pendaftaran MOF 357-02112233'), 'CIDB G2', 'Bumiputera'.
 */
export function supplierRegistrations(snippets: Snippet[]): string[] {
  const out: string[] = [];
  const text = snippets.map((s) => s.text).join("\n");
  // 'Pendaftaran MOF 357-02112233': the registration number itself, else a code ('kod 020101').
  const mof = /\bMOF\b[^,.;()\n]{0,24}?\b(\d{3}-\d{8}|\d{6})\b/.exec(text);
  if (mof) out.push(`MOF ${mof[1]}`);
  for (const m of text.matchAll(/\b(?:CIDB\s+(?:[Gg]red\s+)?(G[1-7])|(?:[Gg]red\s+)?(G[1-7])\s+CIDB)\b/g)) {
    if (NOT_NEEDED.test(text.slice(m.index + m[0].length))) continue;
    out.push(`CIDB ${m[1] ?? m[2]}`);
    break;
  }
  if (/\bBumiputera\b/.test(text)) out.push("Bumiputera");
  return out;
}

const LEADING_WEEKDAY = new RegExp(`^(?:${WEEKDAY})\\b`, "i");

/**
 * A template's place answer: 'Lokasi Program: Padang Taman Sri Muda'; from 'Tarikh dan Lokasi:
 * Sabtu, 12 Julai, Dataran Merdeka' the part that is not the day.
 */
export function templateVenue(brief: ProposalBrief): string | null {
  const place = templateAnswer(brief, /^(?:lokasi|tempat)(?:\s+(?:program|acara|majlis|projek))?$/i);
  if (place) return place;
  const both = templateAnswer(brief, /^tarikh\s+dan\s+(?:lokasi|tempat)$/i);
  if (!both) return null;
  let rest = both;
  for (const d of findDates(both, brief.startDate).reverse()) rest = rest.slice(0, d.index) + rest.slice(d.endIndex);
  const parts = rest
    .split(/\s*[,;]\s*|\s+(?:di|at)\s+/i)
    .map((p) => p.replace(LEADING_WEEKDAY, "").trim())
    .filter((p) => /\p{L}{3,}/u.test(p));
  return parts.length ? parts.join(", ") : null;
}

/**
 * The committee posts a brief may name in its prose, under the Malay post names the committee table
 * uses: 'Setiausaha program ialah ...', 'Bendahari: ...', 'setiausaha program Encik Faizal bin Hamid'.
 */
const POST_MS =
  /\b(Penaung|Penasihat|Timbalan Pengerusi|Pengerusi|Setiausaha|Bendahari)(?:\s+(?:program|majlis|projek|jawatankuasa|kempen|acara|kursus)|(?<=Setiausaha|Bendahari)\s+(?:kelab|persatuan)(?:\s+\p{Lu}\p{L}+){0,2})?(?:\s+(?:ialah|adalah)|\s*:|\s+[-–])?\s+(?:(?<=(?:ialah|adalah|:|[-–])\s+)|(?=(?:Encik|En\.|Puan|Pn\.|Cik|Cikgu|Tuan|Dr|Ustaz|Ustazah|Haji|Hj\.|Hajah|Prof|Dato|Datin)\b))/giu;
const POST_EN =
  /\b(?:[Tt]he\s+)?(?:(?:[Pp]rogramme|[Pp]rogram|[Pp]roject|[Ee]vent|[Cc]ampaign)\s+)?([Pp]atron|[Aa]dvis[eo]r|[Dd]eputy [Cc]hair(?:person)?|[Cc]hair(?:person|man|woman)?|[Ss]ecretary|[Tt]reasurer)\s+(?:is|will be)\s+/gu;
const POST_OF_EN: [RegExp, string][] = [
  [/^patron/i, "Penaung"],
  [/^advis/i, "Penasihat"],
  [/^deputy/i, "Timbalan Pengerusi"],
  [/^chair/i, "Pengerusi"],
  [/^secretary/i, "Setiausaha"],
  [/^treasurer/i, "Bendahari"],
];
/** The Malay committee post an English post names ('Chairman' is 'Pengerusi'), or null. */
export function malayPost(role: string): string | null {
  const said = role.trim();
  if (!/^(?:the\s+)?(?:programme\s+|program\s+|project\s+|event\s+|organising\s+)?\p{L}+(?:\s+\p{L}+)?$/iu.test(said))
    return null;
  // 'Organising chair', 'Event secretary': the programme's own post.
  const word = said.replace(/^(?:the\s+)?(?:programme|program|project|event|organising)\s+/i, "");
  return (
    POST_OF_EN.find(
      ([p]) => p.test(word) && /^(?:patron|advis[eo]r|deputy chair\w*|chair\w*|secretary|treasurer)$/i.test(word),
    )?.[1] ?? null
  );
}

/** The person who leads it under another name: 'Pengarah projek ialah ...', 'The project director is ...'. */
const LEAD_MS = /\b(Pengarah|Ketua)\s+(program|projek|kursus|kempen)(?:\s+(?:ialah|adalah)|\s*:)\s+/giu;
const LEAD_EN = /\b([Pp]roject|[Pp]rogramme|[Pp]rogram)\s+([Dd]irector|[Ll]eader|[Mm]anager)\s+(?:is|will be)\s+/gu;
/** 'diketuai oleh Encik Harun bin Zakaria', 'led by Mr Lim': the person who chairs it. */
const LED_BY =
  /\b(?:diketuai|dipimpin|dipengerusikan)\s+oleh\s+(?:(?:pengerusi|presiden|yang dipertua)(?:nya)?\s+)?|\b(?:led|chaired|headed)\s+by\s+(?:(?:the|its|our)\s+)?(?:(?:chair(?:man|person|woman)?|president)\s+)?/giu;
/**
 * 'Pengerusi surau ialah Haji Rahim bin Yusof': the chair of the body that organises, who advises the
 * programme's committee (its own chair runs the programme), shown under the post as written.
 */
/** 'Guru Besar ialah Puan Rosnah binti Ali': a school's head is the patron of its programme. */
/** A titled name right after a post, with no 'ialah' between ('Guru Besar Pn. Rosnah binti Ismail'). */
const TITLE_AHEAD = String.raw`(?=\s+(?:Cikgu|Encik|En\.|Puan|Pn\.|Cik|Tuan|Dr\.?|Ustaz|Ustazah|Haji|Hj\.|Hajah|Prof\.?|Dato'?|Datin)\s+\p{Lu})`;

const SCHOOL_HEAD = new RegExp(
  String.raw`\b(Guru Besar|Pengetua|Headmaster|Headmistress|Principal)(?:\s+(?:ialah|adalah|is)|\s*:|${TITLE_AHEAD})\s+`,
  "gu",
);

const ORG_CHAIR = new RegExp(
  String.raw`\b(Pengerusi|Yang Dipertua|Presiden)\s+(surau|masjid|persatuan|kelab|pertubuhan|PIBG|koperasi)(?:\s+(?:ialah|adalah)|\s*:|${TITLE_AHEAD})\s+`,
  "giu",
);

/** 'Guru penasihat kelab ialah Puan Noraini', 'The teacher advisor is ...': the programme's adviser. */
const TEACHER_ADVISER =
  /\b(Guru Penasihat|Teacher Advis[eo]r)(?:\s+(kelab|persatuan|unit|program|club|society))?\s+(?:ialah|adalah|is|:)\s+/giu;

/** 'diselaraskan oleh Puan Kavitha', 'coordinated by Puan Kavitha': the person who runs it, as its coordinator. */
const COORDINATED_BY = /\b(?:(diselaraskan|diselaras)\s+oleh|(coordinated)\s+by)\s+/giu;
const titleCase = (w: string) => w.charAt(0).toLocaleUpperCase("ms") + w.slice(1).toLocaleLowerCase("ms");

/** A name that opens with a person's title: 'led by' a person, not by '4 volunteer teachers'. */
const TITLED =
  /^(?:(?:Cikgu|Encik|Puan|Cik|Tuan|Dr|Ustaz|Ustazah|Haji|Hajah|Prof|Assoc|Associate|Dato|Datuk|Datin|Mr|Mrs|Ms|Madam|Ir|Ts|Mejar)\b|(?:En|Pn|Hj|Tn|Kpl|Sjn|Insp|Kapt|Lt)\.)/;

/** A word of a person's name: capitalised, or a short form with its full stop ('Mohd.', 'Abd.', 'Ab.'). */
const NAME_WORD = String.raw`(?:(?:Mohd|Muhd|Abd|Ab|Md|Hj)\.|\p{Lu}[\p{L}'’-]*)`;
/**
 * A person's name as written: titles ('Encik', 'Dr.', 'Mr', 'Tn. Hj.', 'Sjn. (B)') and capitalised words,
 * 'bin' / 'binti' inside.
 */
const PERSON = new RegExp(
  String.raw`^((?:(?:Encik|En\.|Puan|Pn\.|Cik|Cikgu|Tuan|Tn\.|Dr\.?|Ustaz|Ustazah|Haji|Hj\.|Hajah|Prof\.?|Madya|Assoc\.?|Associate|Dato'?|Datuk|Datin|Mr\.?|Mrs\.?|Ms\.?|Madam|Ir\.?|Ts\.?|(?:Kpl|Sjn|Insp|Kapt|Lt)\.(?:[^\S\n]+\(B\))?|Mejar(?:[^\S\n]+\(B\))?)[^\S\n]+)*${NAME_WORD}(?:[^\S\n]+(?:(?:binti|bin|bt\.?|a\/l|a\/p)(?=\s)|${NAME_WORD})){0,6})`,
  "u",
);

/** A school post before its holder's name: 'Guru Besar Puan Hajah Salmah ...', 'Guru Besar, Puan Hasnah ...'. */
const POST_BEFORE_NAME = /^(?:Guru Besar|Pengetua|Ketua Panitia)\s*,?\s+(?=\p{Lu})/u;

/** The person a text opens on, without a post before the name ('Guru Besar Puan Hajah Salmah ...'). */
function personAfter(text: string): string | undefined {
  return PERSON.exec(text.replace(POST_BEFORE_NAME, ""))?.[1]?.trim();
}

/**
 * The committee posts the brief fills with a person. A leader named under another title ('Pengarah
 * projek') takes the chair's row under that title (`shown`).
 */
export function namedPosts(snippets: Snippet[]): { post: string; name: string; shown?: string }[] {
  const out: { post: string; name: string; shown?: string }[] = [];
  for (const s of snippets) {
    for (const m of s.text.matchAll(LED_BY)) {
      const person = personAfter(s.text.slice(m.index + m[0].length));
      if (person && TITLED.test(person) && !out.some((o) => o.post === "Pengerusi"))
        out.push({ post: "Pengerusi", name: person });
    }
    for (const m of s.text.matchAll(ORG_CHAIR)) {
      const person = personAfter(s.text.slice(m.index + m[0].length));
      const body = m[2] ?? "";
      const shown = `${titleCase(m[1] ?? "")} ${/^PIBG$/i.test(body) ? "PIBG" : titleCase(body)}`;
      if (person && !out.some((o) => o.post === "Penasihat")) out.push({ post: "Penasihat", name: person, shown });
    }
    for (const m of s.text.matchAll(TEACHER_ADVISER)) {
      const person = personAfter(s.text.slice(m.index + m[0].length));
      const shown = [m[1], m[2]]
        .filter(Boolean)
        .map((w) => w!.split(/\s+/).map(titleCase).join(" "))
        .join(" ");
      if (person && !out.some((o) => o.post === "Penasihat")) out.push({ post: "Penasihat", name: person, shown });
    }
    for (const m of s.text.matchAll(SCHOOL_HEAD)) {
      const person = personAfter(s.text.slice(m.index + m[0].length));
      if (person && TITLED.test(person) && !out.some((o) => o.post === "Penaung"))
        out.push({ post: "Penaung", name: person, shown: m[1] ?? "" });
    }
    for (const m of s.text.matchAll(COORDINATED_BY)) {
      const person = personAfter(s.text.slice(m.index + m[0].length));
      const shown = m[1] ? "Penyelaras" : "Coordinator";
      if (person && TITLED.test(person) && !out.some((o) => o.post === "Pengerusi"))
        out.push({ post: "Pengerusi", name: person, shown });
    }
    for (const re of [LEAD_MS, LEAD_EN]) {
      for (const m of s.text.matchAll(re)) {
        const person = personAfter(s.text.slice(m.index + m[0].length));
        const shown = `${titleCase(m[1] ?? "")} ${titleCase(m[2] ?? "")}`;
        if (person && !out.some((o) => o.post === "Pengerusi")) out.push({ post: "Pengerusi", name: person, shown });
      }
    }
    for (const [re, english] of [
      [POST_MS, false],
      [POST_EN, true],
    ] as const) {
      for (const m of s.text.matchAll(re)) {
        const person = personAfter(s.text.slice(m.index + m[0].length));
        const said = m[1] ?? "";
        const post = english ? POST_OF_EN.find(([p]) => p.test(said))?.[1] : said.split(/\s+/).map(titleCase).join(" ");
        if (person && post && !out.some((o) => o.post === post)) out.push({ post, name: person });
      }
    }
  }
  return out;
}

/** The head word of a Malay post, first ('Pengerusi surau', 'Pegawai Kewangan'). */
const ROLE_HEAD_MS =
  /^(?:Penaung|Penasihat|Mudir|Timbalan|Pengerusi|Setiausaha|Bendahari|Imam|Bilal|Ketua|Pengarah|Penyelaras|Jurulatih|Pengurus|Presiden|Yang Dipertua|Guru Besar|Guru Penyelaras|Guru Penasihat|Pengetua|Fasilitator|Pegawai|Penyelidik|Jurulatih|Ketua Kampung|Pengurus Besar)\b/iu;
/** The head word of an English post, last ('league secretary', 'logistics lead'). */
const ROLE_HEAD_EN =
  /\b(?:patron|advis[eo]r|chair(?:man|person|woman)?|secretary|treasurer|president|director|manager|coordinator|lead|leader|officer|trainer|coach|imam|supervisor|researcher|investigator|principal|headmaster|headmistress|head|facilitator)$/i;
/** 'Imam ialah Ustaz ...', 'the coaching coordinator is Tan Wei Ming'. */
const ROLE_IS =
  /(?:^|[,;:.]\s*|\s(?:dan|and|serta)\s+)((?:\p{L}[\p{L}'’-]*\s+){0,3}?\p{L}[\p{L}'’-]*)\s+(?:ialah|adalah|is|will be)\s+/giu;
/**
 * 'logistics lead Kumaresan a/l Muniandy', 'Club chairman Mr. Ong Kah Seng', '... speech by the PTA
 * chairman Mr. Tan Boon Huat': an English post before its person.
 */
const ROLE_BEFORE_EN =
  /(?:^|[,;:.]\s*|\s(?:and|by)\s+(?:the\s+)?)((?:\p{L}[\p{L}'’-]*\s+){0,2}?\p{L}[\p{L}'’-]*),?\s+(?=\p{Lu})/gu;

/** 'The Coaching Coordinator' as 'coaching coordinator', 'PTA Chairman' as 'PTA chairman': a post in running case, its initials kept. */
const lowerPost = (words: string) =>
  words.replace(/\p{L}[\p{L}'’-]*/gu, (w) => (/^\p{Lu}{2,}$/u.test(w) ? w : w.toLocaleLowerCase("en")));

/** 'Pengerusi:', 'Managing Director:', 'PI:', 'Penaung - Tuan Haji ...': a post and a colon or dash before its people. */
const ROLE_COLON =
  /(?<=^|[.;:\n]\s*|\s)((?:\p{L}[\p{L}'’]*(?:-\p{L}+)*[^\S\n]+){0,2}\p{L}[\p{L}'’]*(?:-\p{L}+)*)[^\S\n]*(?::|[^\S\n][-–])\s*(?=\p{Lu})/gu;
/** Posts named by a word the head lists do not hold. */
const LISTED_ROLE =
  /^(?:PI|Co-researchers?|Co-investigators?|Penceramah|Speakers?|Fasilitator|Facilitators?|Ketua projek|Project leader)$/i;

/** 'Pengerusi PIBG En. Khairul ...', 'dan Setiausaha Kerja Cikgu Farid ...': a Malay post, then a title. */
const ROLE_BEFORE_MS = new RegExp(
  String.raw`(?:^|[,;:.]\s*|\s(?:dan|serta)\s+)(${ROLE_HEAD_MS.source.slice(1, -2)}(?:\s+[\p{L}'’-]+){0,2}?),?${TITLE_AHEAD}\s+`,
  "gu",
);
/** 'Nama: Siti Aminah binti Abdullah', '(usahawan: Puan Rohani binti Ismail)': a person under a label. */
const LABELLED_PERSON = /\b(usahawan|pemilik|nama|owner)\s*:\s*/giu;
/** 'I am Muhammad Hafiz bin Zulkifli, 29, owner of ...', 'Saya ..., pemilik ...'. */
const SELF_OWNER = /\b(?:I am|I'm|My name is|Saya|Nama saya)\s+/gu;
/** Where a titled person's name starts: 'Encik Tan Chee Meng', 'Dr. Lim'. */
const TITLED_NAME =
  /\b(?:Encik|Puan|Cik|Tuan|Dr\.?|Ustaz|Ustazah|Haji|Hajah|Dato'?|Datin|Mr\.?|Mrs\.?|Ms\.?|Madam|Ir\.?|Prof\.?|Assoc\.|Associate|Ts\.)\s+(?=\p{Lu})/gu;

/**
 * 'milik Puan Zarina binti Hamzah', 'owned by Mr Tan', 'to be registered with SSM by Mr. Arjun a/l
 * Ramasamy': the owner of the business; 'run by its
 * director Ms. Noraini ...': its director.
 */
const OWNED_BY =
  /\b(?:milik|dimiliki oleh|diuruskan oleh|(?:di)?daftarkan(?: dengan SSM)? oleh|diasaskan oleh|owned by|run by|managed by|registered(?: with SSM)? by|founded by|started by|set up by)\s+(?:(?:its|our|the|their)\s+)?(?:(managing director|director|founder|owner|pengarah urusan|pengarah|pengasas|pemilik)\s+)?/giu;

/** 'runs Nasi Lemak Kak Ros', 'mengusahakan Kedai Jahit Ani': a person's own business, named after them. */
const RUNS_NAMED = /^\s+(runs|owns|operates|mengusahakan|memiliki|menjalankan)\s+(?=\p{Lu})/u;

/** A name, not 'RM 5,000' or 'Stadium Mini Banting': a title, a patronymic, or two to five capitalised words with no place word. */
function personLike(name: string): boolean {
  if (TITLED.test(name) || /\s(?:bin|binti|bt\.?|a\/l|a\/p)\s/.test(name)) return true;
  const words = name.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    !/\b(?:RM|Sdn|Bhd|Berhad|Stadium|Dewan|Padang|Taman|Jalan|Majlis|Persatuan|Kelab|Sekolah|Hall|Centre|Center|Club|Association|Council|Bank|Yayasan|Pejabat|Jabatan|Kementerian|Lembaga|Universiti|University)\b/.test(
      name,
    )
  );
}

/**
 * Every person the brief names with a post, in its own words ('Imam', 'coaching coordinator',
 * 'finance officer'): a reader expects each back in the paper's committee or team.
 */
const WORKS_AT =
  /^\s*\(((?:[A-Z][A-Za-z]{1,7})|(?:Universiti|University|Politeknik|Polytechnic|Kolej|College|Institut|Institute)\b[^,()]{2,60})(?:,[^()]*)?\)/;

export function keyPeople(snippets: Snippet[]): { role: string; name: string; at?: string }[] {
  const out: { role: string; name: string; at?: string }[] = [];
  const add = (role: string, name: string, at?: string) => {
    if (!personLike(name) || out.some((o) => o.name === name)) return;
    // 'Co-investigators: A and B': each of them is a co-investigator.
    const one = role.replace(/^(co-investigator|co-researcher|speaker|facilitator)s$/i, "$1");
    out.push({ role: upperFirst(one), name, ...(at ? { at } : {}) });
  };
  for (const s of snippets) {
    for (const m of s.text.matchAll(ROLE_IS)) {
      // 'Pengurus Besar kami ialah ...': the post is 'Pengurus Besar'.
      const words = (m[1] ?? "")
        .replace(/^(?:(?:dan|and|serta)\s+)?(?:the|our|its|their)?\s*/i, "")
        .replace(/\s+(?:kami|kita|saya)$/i, "");
      // 'Pengerusi majlis ialah Guru Besar, Puan Hasnah ...': the holder, not the post she holds too.
      const rest = s.text.slice(m.index + m[0].length).replace(POST_BEFORE_NAME, "");
      const person = PERSON.exec(rest)?.[1]?.trim();
      if (!person) continue;
      // 'Penyelidik bersama ialah Dr. Lim Siew Ling dan Encik Ahmad Faiz bin Razak': both hold the post.
      const after = rest.slice(person.length);
      const second = /^\s+(?:dan|serta|and)\s+/i.exec(after);
      // '... dan Setiausaha Puan Aida binti Jamal': a second post with its own holder, not a second holder of this one.
      const next = second ? after.slice(second[0].length) : "";
      const also = second && ROLE_HEAD_MS.exec(next)?.index !== 0 ? PERSON.exec(next)?.[1]?.trim() : undefined;
      const role = ROLE_HEAD_MS.exec(words)?.index === 0 ? words : ROLE_HEAD_EN.test(words) ? lowerPost(words) : null;
      if (!role) continue;
      add(role, person);
      if (also && /^\p{Lu}/u.test(also) && (TITLED.test(also) || personLike(also))) add(role, also);
    }
    // 'Pengerusi: Tuan Haji Rosli bin Ahmad', 'Co-researchers: Prof. Madya Dr. Lim Wei Keat (UTM), Dr. Siti ...'.
    for (const m of s.text.matchAll(ROLE_COLON)) {
      const words = (m[1] ?? "").trim();
      const role =
        ROLE_HEAD_MS.exec(words)?.index === 0 || ROLE_HEAD_EN.test(words) || LISTED_ROLE.test(words) ? words : null;
      if (!role) continue;
      let rest = s.text.slice(m.index + m[0].length);
      for (let k = 0; k < 4; k++) {
        // 'Guru Besar Puan Hajah Salmah ...': a post before the person is not part of the name.
        rest = rest.replace(POST_BEFORE_NAME, "");
        const person = PERSON.exec(rest)?.[1]?.trim();
        // After the first, only a titled name or one with a patronymic: 'Senior Lecturer' is a post.
        const named =
          k === 0
            ? TITLED.test(person ?? "") || personLike(person ?? "")
            : TITLED.test(person ?? "") || /\s(?:bin|binti|a\/l|a\/p)\s/.test(person ?? "");
        if (!person || !named) break;
        // 'Dr. Rajesh Kumar a/l Subramaniam (UPM)', '(Universiti Malaysia Kelantan, hydrology)': the
        // university in brackets, by its initials or its name, is where they work.
        const at = WORKS_AT.exec(rest.slice(person.length))?.[1]?.trim();
        add(role, person, at);
        rest = rest.slice(person.length).replace(/^\s*\([^)]*\)/, "");
        const joined = /^\s*(?:,|dan|and|&)\s*/i.exec(rest);
        if (!joined) break;
        rest = rest.slice(joined[0].length);
      }
    }
    for (const m of s.text.matchAll(LABELLED_PERSON)) {
      const person = personAfter(s.text.slice(m.index + m[0].length));
      const label = (m[1] ?? "").toLowerCase();
      const role = /^(?:nama|pemilik)$/.test(label) ? "Pemilik" : label === "owner" ? "Owner" : "Usahawan";
      if (person) add(role, person);
    }
    for (const m of s.text.matchAll(SELF_OWNER)) {
      const person = personAfter(s.text.slice(m.index + m[0].length));
      const after = s.text.slice(
        m.index + m[0].length + (person?.length ?? 0),
        m.index + m[0].length + (person?.length ?? 0) + 40,
      );
      if (person && /\b(?:owner|pemilik)\b/i.test(after)) add(/owner/i.test(after) ? "Owner" : "Pemilik", person);
    }
    // 'Hubungi Encik Tan Chee Meng, Pengurus Jualan 012-...', 'Puan Nurul Huda (Managing Director)': a person, then their post.
    let personEnd = 0;
    for (const m of s.text.matchAll(TITLED_NAME)) {
      // 'Assoc. Prof. Dr. Lim Chee Keong' is one person, not three from each of its titles.
      if (m.index < personEnd) continue;
      const person = PERSON.exec(s.text.slice(m.index))?.[1]?.trim();
      if (!person) continue;
      personEnd = m.index + person.length;
      // ', Pengurus Jualan' or ' (Managing Director)' after the name.
      // In brackets the post may be in lower case: 'Dr. Siti Aminah binti Hassan (ketua penyelidik)'.
      const after = s.text.slice(m.index + person.length);
      const post =
        /^,\s*((?:\p{Lu}[\p{L}-]*)(?:\s+\p{Lu}[\p{L}-]*){0,3})/u.exec(after)?.[1] ??
        // '(co-researcher, data analytics)': the post, then what they do.
        /^\s*\((\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3})(?:,[^()]*)?\)/u.exec(after)?.[1];
      if (post && ROLE_HEAD_MS.exec(post)?.index === 0) add(post, person);
      else if (post && ROLE_HEAD_EN.test(post)) add(post, person);
      // 'Puan Rosnah binti Abdullah runs Nasi Lemak Kak Ros': the person who runs a named business owns it.
      const runs = RUNS_NAMED.exec(after)?.[1];
      if (runs) add(/^(?:runs|owns|operates)$/i.test(runs) ? "owner" : "pemilik", person);
      // 'Puan Zainab binti Ismail (Dapur Mak Nah, SSM 202301045566) menjual ...': her registered business.
      else if (/^\s*\(\p{Lu}[^(),]{1,60},\s*(?:SSM|No\.?\s*(?:Pendaftaran|SSM))\b/u.test(after) && TITLED.test(person))
        add(
          s.text.slice(m.index + person.length).match(/\b(?:menjual|mengusahakan|membuat|menghasilkan|beroperasi)\b/)
            ? "pemilik"
            : "owner",
          person,
        );
    }
    for (const m of s.text.matchAll(OWNED_BY)) {
      const person = personAfter(s.text.slice(m.index + m[0].length));
      // 'a new business to be registered with SSM by Mr. Arjun ...', 'founded by ...': its owner or founder.
      const said = m[0].trim();
      const post =
        m[1] ??
        (/^founded/i.test(said)
          ? "founder"
          : /^diasaskan/i.test(said)
            ? "pengasas"
            : /^(?:owned|run|managed|registered|started|set)/i.test(said)
              ? "owner"
              : "pemilik");
      if (person && TITLED.test(person)) add(post, person);
    }
    // 'Pengerusi PIBG En. Khairul Anuar bin Hassan, Guru Besar Pn. Rosnah ...': a Malay post right before a titled name.
    for (const m of s.text.matchAll(ROLE_BEFORE_MS)) {
      const person = PERSON.exec(s.text.slice(m.index + m[0].length))?.[1]?.trim();
      if (person && TITLED.test(person)) add(m[1] ?? "", person);
    }
    for (const m of s.text.matchAll(ROLE_BEFORE_EN)) {
      const words = (m[1] ?? "").replace(/^(?:(?:dan|and|serta)\s+)?(?:the|our|its|their)?\s*/i, "");
      if (!ROLE_HEAD_EN.test(words) || /^\p{Lu}/u.test(words.split(/\s+/).pop() ?? "")) continue;
      const person = personAfter(s.text.slice(m.index + m[0].length));
      if (person) add(lowerPost(words), person);
    }
  }
  return out;
}

/** 'Disediakan oleh:', 'Prepared by', 'Untuk pertimbangan', 'for the approval of': who prepares the paper, and who decides it. */
const PREPARED_BY =
  /(?:^|\n|[.:;(]\s*)(?:(?:kertas\s+(?:kerja|cadangan)|(?:this\s+)?(?:paper|proposal))(?:\s+ini)?\s+)?(?:disediakan\s+oleh|prepared\s+by)\s*:?\s*/giu;
/** 'Contact: Encik Rosli bin Hashim, Chairman', 'Pegawai untuk dihubungi: ...': who answers for the paper. */
const CONTACT =
  /(?:^|\n|[.;]\s*)(?:contact(?:\s+person)?|(?:pegawai\s+)?(?:untuk\s+)?dihubungi|hubungi|pegawai\s+perhubungan)\s*:\s*/giu;
const DECIDED_BY =
  /(?:^|\n|[.:;]\s*)(?:untuk|bagi|for)\s+(?:(?:pertimbangan|kelulusan)(?:\s+dan\s+(?:pertimbangan|kelulusan))?|(?:the\s+)?(?:approval|consideration)(?:\s+of)?)\s*:?\s*/giu;
/** A post, then its holder: 'Setiausaha, Puan Norhayati binti Ahmad', 'Pengerusi JKKK, Tuan Haji Mohd Nor'. */
const POST_THEN_PERSON = /^(?:the\s+)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3}?),\s+(?=\p{Lu})/u;
/**
 * A holder, then their post: 'Encik Roslan bin Jaafar, Setiausaha JKKK', 'Ms. Lim Siew Ling (Organising
 * Secretary)', 'Puan Aini binti Said, Setiausaha (013-2233445)'.
 */
const THEN_POST = /^(?:,\s*|\s*\()(\p{L}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){0,4}?)\s*(?=[.;,()\n]|$)/u;

/** The person after a signing phrase, with their post before or after the name. */
function signerAfter(text: string): { name: string; post: string } | null {
  const before = POST_THEN_PERSON.exec(text);
  const post = before?.[1] ?? "";
  if (before && (ROLE_HEAD_MS.exec(post)?.index === 0 || ROLE_HEAD_EN.test(post))) {
    const name = PERSON.exec(text.slice(before[0].length))?.[1]?.trim();
    if (name && personLike(name)) return { name, post: upperFirst(post) };
  }
  const name = PERSON.exec(text)?.[1]?.trim();
  if (!name || !personLike(name)) return null;
  const after = THEN_POST.exec(text.slice(name.length))?.[1]?.trim() ?? "";
  return ROLE_HEAD_MS.exec(after)?.index === 0 || ROLE_HEAD_EN.test(after) ? { name, post: upperFirst(after) } : null;
}

/**
 * 'Disediakan oleh: Encik Roslan bin Jaafar, Setiausaha JKKK. Untuk pertimbangan Pengerusi JKKK, Tuan
 * Haji Mohd Nor bin Ismail.': the people the brief itself names to prepare the paper and to decide it;
 * without a preparer, its contact person ('Contact: Encik Rosli bin Hashim, Chairman').
 */
export function signedFor(snippets: Snippet[]): {
  prepared: { name: string; post: string } | null;
  decided: { name: string; post: string } | null;
} {
  const first = (re: RegExp) => {
    for (const s of snippets)
      for (const m of s.text.matchAll(re)) {
        const who = signerAfter(s.text.slice(m.index + m[0].length));
        if (who) return who;
      }
    return null;
  };
  // With no one named to prepare it, the person to contact about it answers for it and signs it.
  return { prepared: first(PREPARED_BY) ?? first(CONTACT), decided: first(DECIDED_BY) };
}

/** The people the brief names to prepare and to decide the paper hold their posts in it too. */
export function withSigners(
  people: { role: string; name: string; at?: string }[],
  signed: ReturnType<typeof signedFor>,
): { role: string; name: string; at?: string }[] {
  const more = [signed.prepared, signed.decided].filter(
    (p): p is { name: string; post: string } => p !== null && !people.some((o) => o.name === p.name),
  );
  return [...people, ...more.map((p) => ({ role: p.post, name: p.name }))];
}

/** '..., seeks an FRGS grant', 'memohon geran ...': the verb of the one who applies. */
const APPLIES =
  /^[^.;]{0,160}?\b(?:seeks|is seeking|am seeking|applies|is applying|am applying|requests|proposes|memohon|mengemukakan|mencadangkan|(?:ingin|akan|hendak)\s+menjalankan|(?:plans|wishes|intends)\s+to\s+(?:conduct|carry out)|will\s+(?:conduct|carry out))\b/i;

/**
 * 'Dr. Siti Hajar binti Rahmat of the Department of Occupational Health, UPM, seeks an FRGS grant':
 * a titled researcher who opens a study's brief and applies for it leads it.
 */
export function leadApplicant(snippets: Snippet[]): string | null {
  // 'Saya, Cikgu Nurul Huda binti Kamal, guru ... ingin menjalankan kajian': the same, in the first person.
  const description = (snippets.find((s) => s.source === "description")?.text.trimStart() ?? "").replace(
    /^(?:Saya|Nama saya|I am|My name is)[,:]?\s+/i,
    "",
  );
  const person = PERSON.exec(description)?.[1]?.trim();
  if (!person || !TITLED.test(person) || !/\s/.test(person)) return null;
  const rest = description.slice(person.length);
  // 'I am Dr. Siti Hajar ..., senior lecturer at UMT. I am applying for ...': the next sentence, in the first person.
  const next = /^[^.]{0,200}\.\s+(?=(?:I|Saya)\s)/.exec(rest);
  return APPLIES.test(rest) || (next && APPLIES.test(rest.slice(next[0].length))) ? person : null;
}

/** A committee's label on a line of its own: 'Jawatankuasa:', 'Committee:', 'Organising committee:', 'AJK Program:'. */
const COMMITTEE_LABEL =
  /^[ \t]*(?:(?:organising\s+|project\s+)?committee|jawatankuasa(?:\s+(?:pelaksana|penganjur|program|projek|kerja))?|ajk(?:\s+program)?)[ \t]*:[ \t]*$/imu;
/** One post of it, a line each: 'Penaung: Tn. Hj. Ismail ... (Pengetua)', '- Treasurer - Mr. Mohd Firdaus bin Ahmad'. */
const COMMITTEE_LINE =
  /^[ \t]*(?:[-•*][ \t]*)?(\p{L}[\p{L}&/ \t'’-]{1,40}?)[ \t]*(?::|[ \t][-–])[ \t]*(\p{Lu}[^\n]*)$/u;

/**
 * The committee the brief sets out line by line under its label, as written: each post with its
 * holder, the holder's own post at work ('(Pengetua)') left out. Empty when fewer than three lines.
 */
export function listedCommittee(text: string): { role: string; name: string }[] {
  const label = COMMITTEE_LABEL.exec(text);
  if (!label) return [];
  const out: { role: string; name: string }[] = [];
  for (const line of text
    .slice(label.index + label[0].length)
    .replace(/^\n/, "")
    .split("\n")) {
    const m = COMMITTEE_LINE.exec(line);
    if (!m) break;
    const name = (PERSON.exec(m[2] ?? "")?.[1] ?? m[2] ?? "").trim();
    out.push({ role: (m[1] ?? "").trim(), name });
  }
  return out.length >= 3 ? out : [];
}
