/** Counted nouns that are people (not units, events or items). */
export const PEOPLE =
  /murid|pelajar|isi rumah|households?|peserta|pengunjung|jemaah|ahli|guru|ibu bapa|penduduk|sukarelawan|keluarga|asnaf|belia|pekerja|usahawan|pelanggan|pasukan|orang|kanak|warga|pelatih|tetamu|penerima|kakitangan|employees?|staff|trainees?|guests?|beneficiar(?:y|ies)|attendees?|pupils?|students?|participants?|visitors?|members?|teachers?|parents?|residents?|volunteers?|families|people|youths?|workers?|customers?|teams?|pemain|atlet|players?|athletes?|penderma|donors?/i;

/** A body that is not a business: it has members or a committee, not an owner, sales or a payroll. */
const COMMUNITY =
  /^(?:Persatuan|Pertubuhan|Kelab|Surau|Masjid|PIBG|Jawatankuasa|Yayasan|Badan|Majlis Belia|Sekolah|SK|SMK)\b|\b(?:Association|Society|Club|Committee|Foundation|PTA|PIBG|NGO|Residents)\b/;

/** A community body (a residents' association, a surau, a PTA): it has members, not an owner or sales. */
export function isCommunityBody(applicant: string | null): boolean {
  return COMMUNITY.test(applicant ?? "");
}

/** The groups the brief says take part: counts of people outside its cost lines (all of them when every count is in one). */
export function peopleTakingPart<T extends { noun: string; text: string; context: string }>(counts: T[]): T[] {
  const people = counts.filter((k) => PEOPLE.test(k.noun));
  const taking = people.filter((k) => !inCostLine(k));
  return taking.length ? taking : people;
}

/** A count inside a cost line ('Makan minum 150 orang @ RM8 = RM1,200') counts what is paid for, not who takes part. */
export function inCostLine(k: { text: string; context: string }): boolean {
  const clause = k.context.split(/\s*[;\n]\s*|,\s(?!\d)/).find((part) => part.includes(k.text)) ?? "";
  return /RM\s?\d/i.test(clause);
}
