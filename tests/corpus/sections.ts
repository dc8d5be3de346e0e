/**
 * Which headings a reader accepts for each section a kind requires, and which sections are
 * tables by nature (where the subject need not be named in prose).
 */
import type { KindDefinition, SectionRole } from "../../src/common/kinds/types.js";
import type { Language } from "../../src/server/ai/writer.js";
import { type Doc, headingKey, headingsOf } from "./doc.js";
import { normal } from "./parse.js";

/**
 * Other headings a Malaysian reader takes for the same section (matched on the heading without
 * its numbering, lower case). The kind's own title is always accepted.
 */
const ALSO: Partial<Record<SectionRole, RegExp>> = {
  introduction: /pengenalan|pendahuluan|introduction/,
  rationale: /rasional|justifikasi|rationale|justification/,
  objectives: /objektif|matlamat|objectives|aims/,
  whenWhere: /tarikh.*(tempat|masa|lokasi)|date.*(venue|time|place)|butiran (program|acara)|(programme|event) details/,
  participants: /peserta|kumpulan sasaran|sasaran khalayak|participants|target (group|audience)/,
  tentative: /tentatif|atur ?cara|programme schedule|running order|itinerary|schedule of the day/,
  committee: /jawatankuasa|committee|organising team/,
  budget: /anggaran (perbelanjaan|kos|bajet)|bajet|belanjawan|kos projek|budget|expenditure|cost/,
  funding: /sumber (kewangan|peruntukan|pembiayaan|dana)|pembiayaan|sources? of fund|funding|financing/,
  closing: /penutup|kesimpulan|rumusan|closing|conclusion/,
  purpose: /tujuan|purpose/,
  background: /latar belakang|background/,
  justification: /asas pertimbangan|justifikasi|rasional|grounds|justification/,
  implications: /implikasi kewangan|anggaran kos|kos dan sumber|financial implications|cost/,
  recommendation: /syor|perakuan|keputusan yang dipohon|recommendation/,
  summary: /ringkasan|abstrak|summary|abstract/,
  applicant: /profil (pemohon|syarikat|usahawan|organisasi)|pengenalan syarikat|applicant|company profile/,
  project:
    /butiran projek|cadangan (projek|penyelesaian)|penyelesaian digital|skop|produk dan perkhidmatan|project details|proposed solution/,
  schedule:
    /jadual (pelaksanaan|kerja)|pelan (pelaksanaan|kerja)|gantt|implementation (schedule|plan)|work (plan|schedule)|timeline/,
  impact: /impak|manfaat|hasil dijangka|petunjuk prestasi|impact|benefits|outcomes/,
  problem: /pernyataan masalah|problem statement/,
  literature: /sorotan literatur|kajian literatur|literature/,
  method: /metodologi|kaedah|methodology|method/,
  gantt: /jadual (penyelidikan|kerja)|carta gantt|gantt|research schedule/,
  outputs: /hasil (dijangka|jangkaan)|output|impak|expected outputs?/,
  company: /profil (syarikat|dan pengalaman)|pengenalan syarikat|company profile/,
  understanding: /pemahaman skop|skop|understanding|scope/,
  manpower: /tenaga kerja|kakitangan|personel|organisasi projek|manpower|staffing/,
  pricing: /jadual harga|sebut harga|cadangan harga|harga|price|pricing|quotation/,
  compliance: /pematuhan|compliance/,
};

/** Essential sections of the kind with no heading (h2 or h3) a reader would take for them. */
export function essentialMissing(kind: KindDefinition, language: Language, doc: Doc): string[] {
  const headings = [...headingsOf(doc.html, 2), ...headingsOf(doc.html, 3)].map(headingKey);
  return kind.sections
    .filter((s) => s.essential)
    .filter((s) => {
      const own = normal(s.title[language]);
      const also = ALSO[s.role];
      return !headings.some((h) => h.includes(own) || also?.test(h));
    })
    .map((s) => s.title[language]);
}

/** Sections that are a table by nature: programme, committee, budget, price, schedule, references, funding. */
const TABLE_ONLY =
  /^(tentatif|atur ?cara|jawatankuasa|anggaran (perbelanjaan|kos|bajet)|kos projek|bajet|jadual harga|jadual penyelidikan|jadual kerja \(carta gantt\)|carta gantt|rujukan|tarikh,? masa|sumber (kewangan|peruntukan)|programme schedule|organising committee|estimated expenditure|budget|project cost|price schedule|research schedule|references|date,? time|sources? of funds?)/;

export const isTableOnly = (title: string) => TABLE_ONLY.test(headingKey(title));
