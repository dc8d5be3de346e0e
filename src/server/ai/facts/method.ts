/**
 * How a study says it is done: the data it gathers ('soal selidik kepada 300 peniaga', 'interviews
 * with 15 traders'), how it samples and analyses them, and the ethics approval it needs first.
 */
import { findAmounts } from "./money.js";

/** The ways a study gathers data from people: 'soal selidik', 'questionnaires', 'temu bual', 'focus groups'. */
export const GATHERS_DATA = String.raw`soal selidik|questionnaires?|survey(?:ed|s)?|tinjauan|temu ?bual|interviews?|focus groups?|kumpulan fokus|eksperimen|experiment\w*`;

const STUDY_METHOD = new RegExp(
  String.raw`\b(?:${GATHERS_DATA}|pemerhatian|observations?|kajian rintis|pilot study|persampelan|sampel kajian|sampling|dianalisis|analy[sz]ed|analisis (?:tematik|deskriptif|inferensi|regresi|kandungan)|thematic analysis|regression|kelulusan etika|ethics|pengumpulan data|data collection)\b|\b(?:SPSS|NVivo|SmartPLS|AMOS|ATLAS\.ti)\b`,
  "i",
);
/** What a sentence about money says: 'The survey costs are covered by the PTA' is about paying. */
const PAYING = /\b(?:costs?|kos|funded|dibiayai|covered|ditanggung|paid|dibayar)\b/i;

/** Whether a sentence of the brief says how the study is done; a milestone ('M1 (Month 3) Ethics approval') is a date. */
export function describesMethod(sentence: string): boolean {
  return (
    STUDY_METHOD.test(sentence) &&
    findAmounts(sentence).length === 0 &&
    !PAYING.test(sentence) &&
    !/^M\d{1,2}\b/.test(sentence)
  );
}
