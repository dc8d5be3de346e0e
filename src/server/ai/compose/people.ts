import type { KindId } from "../../../common/kinds/types.js";
import { escapeRegExp } from "../builtin/text.js";
/** Counted nouns that are people (not units, events or items). */
export const PEOPLE =
  /murid|pelajar|isi rumah|households?|peserta|pengunjung|jemaah|ahli|guru|ibu bapa|penduduk|sukarelawan|keluarga|asnaf|belia|pekerja|usahawan|pelanggan|pasukan|orang|kanak|warga|pelatih|tetamu|penerima|kakitangan|employees?|staff|trainees?|guests?|beneficiar(?:y|ies)|attendees?|pupils?|students?|participants?|visitors?|members?|teachers?|parents?|residents?|volunteers?|families|people|youths?|workers?|customers?|teams?|pemain|atlet|players?|athletes?|runners?|pelari|cyclists?|penunggang|peserta larian|penderma|donors?|remaja|teenagers?|warga emas|senior citizens?|wanita|women|ibu tunggal|single mothers?|suri rumah|housewives|entrepreneurs?|peniaga|traders?|petani|farmers?|nelayan|fishermen|children|pesakit|patients?|anak yatim|orphans?|graduan|graduates?|mahasiswa|undergraduates?|peneroka|settlers?|penjaja|hawkers?|\bOKU\b/i;

/** A body that is not a business: it has members or a committee, not an owner, sales or a payroll. */
const COMMUNITY =
  /^(?:Persatuan|Pertubuhan|Kelab|Surau|Masjid|PIBG|Jawatankuasa|Yayasan|Badan|Majlis Belia|Sekolah|SK|SMK)\b|\b(?:Association|Society|Club|Committee|Foundation|PTA|PIBG|NGO|Residents)\b/;

/** A community body (a residents' association, a surau, a PTA): it has members, not an owner or sales. */
export function isCommunityBody(applicant: string | null): boolean {
  return COMMUNITY.test(applicant ?? "");
}

/**
 * A brief that names no applicant is a business's only when it says so ('Sdn Bhd', 'our shop', sales,
 * a loan to repay); 'We want to start a free weekend tuition class' is not, and gets no owner, SSM or sales.
 */
const BUSINESS_HINT =
  /\b(?:SSM|Sdn\.?\s*Bhd|Enterprise|perniagaan|business|syarikat|company|kedai|shop|butik|boutique|restoran|restaurant|kafe|caf[eé]|jualan|sales|pelanggan|customers?|keuntungan|profit|TEKUN|pinjaman|loan|bayaran balik|repay\w*)\b/i;

/**
 * Whether the applicant runs a business: a named body that is no community body, a tender's unnamed
 * bidder, or an unnamed applicant whose brief says so.
 */
export function runsABusiness(
  applicant: string | null,
  brief: { type: string; title: string; description: string },
  kind: KindId,
): boolean {
  if (applicant) return !isCommunityBody(applicant);
  return kind === "tender" || brief.type === "business" || BUSINESS_HINT.test(`${brief.title}\n${brief.description}`);
}

/** Bodies every Malaysian reader knows by their initials. */
const KNOWN_INITIALS: [RegExp, string][] = [
  [/^Persatuan Ibu Bapa dan Guru\b/, "PIBG"],
  [/^Jawatankuasa Kemajuan dan Keselamatan Kampung\b/, "JKKK"],
  [/^Jawatankuasa Pembangunan dan Keselamatan Kampung\b/, "JPKK"],
];

/**
 * A long name's short form for the mentions after the first: 'JPKK Sri Gading' for 'Jawatankuasa
 * Pembangunan dan Keselamatan Kampung (JPKK) Sri Gading', 'PIBG KAFA Al-Amin' for 'Persatuan Ibu Bapa
 * dan Guru KAFA Al-Amin' (whose first mention then gives it in brackets); null for a name short enough to repeat.
 */
export function shortName(name: string): { first: string; short: string } | null {
  const bracketed = /^(.*?)\s*\(([A-Z][A-Za-z&]{1,9})\)\s*(.*)$/.exec(name);
  if (bracketed && (bracketed[1] ?? "").split(/\s+/).length >= 3) {
    return { first: name, short: [bracketed[2], bracketed[3]].filter(Boolean).join(" ") };
  }
  for (const [head, initials] of KNOWN_INITIALS) {
    const m = head.exec(name);
    if (!m) continue;
    const short = [initials, name.slice(m[0].length).trim()].filter(Boolean).join(" ");
    return { first: `${name} (${short})`, short };
  }
  return null;
}

/** People who run or serve it rather than benefit: volunteers, facilitators, artists, crew. */
const HELPER_NOUN =
  /\b(?:volunteers?|sukarelawan|fasilitator|facilitators?|petugas|artists?|pelukis|jurulatih|coaches|trainers?|speakers?|penceramah|crew|marshals?|urus setia)\b/i;
/** A clause that opens on who helps: 'Fasilitator dari IPG ... (10 orang guru pelatih)'. */
const HELPER_LEAD = /^(?:fasilitator|facilitators?|petugas|sukarelawan|volunteers?|urus setia|crew|team)\b/i;

/** Whether a count is of those who run or serve the programme ('30 student volunteers', the IPG's trainee facilitators). */
export function helping(k: { noun: string; text: string; context: string }): boolean {
  if (HELPER_NOUN.test(k.noun)) return true;
  const clause = k.context.split(/\s*[;\n.]\s*/).find((part) => part.includes(k.text)) ?? "";
  return HELPER_LEAD.test(clause.trim());
}

/** Volunteers, who may be the programme's own doers: 'a mangrove replanting day' of '150 volunteers'. */
const VOLUNTEERS = /\b(?:volunteers?|sukarelawan)\b/i;

/**
 * Whether a count only helps run the programme among the groups counted with it: volunteers who
 * outnumber everyone else counted ('150 volunteers ... and 40 members of the society will plant 2,000
 * seedlings') are among those who do it, not its helpers.
 */
export function onlyHelping<T extends { n: number; noun: string; text: string; context: string }>(
  k: T,
  counts: T[],
): boolean {
  if (!helping(k)) return false;
  if (!VOLUNTEERS.test(k.noun)) return true;
  // Volunteers with no one else counted beside them ('8 local artists + 30 student volunteers' painting
  // murals for a town) serve the programme; beside fewer others who do the same work, they are its doers.
  const others = counts.filter((o) => o !== k && PEOPLE.test(o.noun) && !helping(o) && !watching(o));
  return !others.length || others.some((o) => o.n >= k.n);
}

/** Those who come to watch others: parents and guests at a khatam, spectators at a sports day. */
const WATCHING =
  /^(?:ibu bapa|penjaga|tetamu|jemputan|hadirin|penonton|parents?|guardians?|guests?|spectators?|audience)\b/i;

/**
 * Whether a count is of those who come to watch ('200 ibu bapa serta tetamu dijangka hadir' beside '45
 * murid Darjah 6 akan khatam'): the programme is for the others, however many more come to watch.
 */
export function watching(k: { noun: string }): boolean {
  return WATCHING.test(k.noun);
}

/** 'which has 450 member households', 'yang mempunyai 300 ahli': how many the organiser counts, not who comes. */
const HAS_BEFORE =
  /(?:\b(?:which|that|who)\s+(?:has|have|had)|\byang\s+(?:mempunyai|memiliki|dianggotai\s+oleh|dianggotai))\s+(?:about\s+|some\s+|over\s+|more\s+than\s+|seramai\s+|kira-kira\s+|lebih\s+(?:daripada\s+)?)?$/i;

function ofTheOrganiser(k: { text: string; context: string }): boolean {
  const at = k.context.indexOf(k.text);
  return at > 0 && HAS_BEFORE.test(k.context.slice(0, at));
}

/**
 * The groups the brief says take part: counts of people outside its cost lines (all of them when every
 * count is in one), those who help run it only when nobody else is counted.
 */
export function peopleTakingPart<T extends { n: number; noun: string; text: string; context: string }>(
  counts: T[],
): T[] {
  const all = counts.filter((k) => PEOPLE.test(k.noun));
  // 'The association, which has 450 member households, will hold ... for 300 residents': its members are no group.
  const people = all.some((k) => !ofTheOrganiser(k)) ? all.filter((k) => !ofTheOrganiser(k)) : all;
  const paid = people.filter((k) => !inCostLine(k));
  // 'We request RM 45,000 ... to run a programme for 60 B40 women ...', with '2 trainers and 4 volunteers'
  // after it: when only helpers stand outside the sentences that name a sum, those it is for are the ones
  // such a sentence counts without a price beside them.
  if (paid.length && paid.every((k) => onlyHelping(k, people))) {
    const named = people.filter((k) => inCostLine(k) && !priced(k) && !onlyHelping(k, people));
    if (named.length) return named;
  }
  const taking = paid.length ? paid : people;
  const served = taking.filter((k) => !onlyHelping(k, people));
  return served.length ? served : taking;
}

/**
 * The largest group with the one the brief counts beside it, as written: '120 kakitangan dan 180 ahli
 * keluarga' from 'Seramai 120 kakitangan dan 180 ahli keluarga dijangka hadir'; null when it stands alone
 * or the other group only watches.
 */
export function countedTogether<T extends { noun: string; text: string; context: string }>(
  largest: T,
  groups: T[],
): string | null {
  for (const other of groups) {
    if (other === largest || watching(other) || other.context !== largest.context) continue;
    for (const [a, b] of [
      [other, largest],
      [largest, other],
    ] as const) {
      // '150 volunteers from six secondary schools and 40 members': where the first come from is theirs too.
      const joined = new RegExp(
        `${escapeRegExp(a.text)}(?:\\s+(?:from|dari|daripada)\\s+[^,.;\\d]{1,40}?)?\\s+(dan|serta|and)\\s+${escapeRegExp(b.text)}`,
        "iu",
      ).exec(a.context);
      if (joined) return joined[0];
    }
  }
  return null;
}

/** A count with its price beside it: '150 orang @ RM8', '50 volunteers at RM 12 each', 'RM 10 x 400 orang'. */
function priced(k: { text: string; context: string }): boolean {
  const at = k.context.indexOf(k.text);
  if (at < 0) return true;
  const after = k.context.slice(at + k.text.length);
  const before = k.context.slice(0, at);
  return (
    /^\s*(?:[^\s.;:]+\s+){0,4}?(?:@|x|×|=)?\s*RM\s?\d/i.test(after) || /RM\s?[\d,.]+\s*(?:x|×|@)\s*$/i.test(before)
  );
}

/** A count inside a cost line ('Makan minum 150 orang @ RM8 = RM1,200') counts what is paid for, not who takes part. */
export function inCostLine(k: { text: string; context: string }): boolean {
  const clause = k.context.split(/\s*[;\n]\s*|,\s(?!\d)/).find((part) => part.includes(k.text)) ?? "";
  return /\bRM\s?\d/i.test(clause);
}
