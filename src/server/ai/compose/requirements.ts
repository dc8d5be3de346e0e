/**
 * Which of the brief's key requirements are work to do or things to buy, and which the paper meets by
 * what it is: a part of it ('Jadual pelaksanaan'), its total, or the approval it seeks.
 */
import { BUDGET_TOTAL } from "../facts/budget.js";

/** A requirement that only names a part of the paper ('Research objectives', 'Belanjawan terperinci', 'AJK pelaksana'). */
const PAPER_PART =
  /^(?:(?:research\s+|specific\s+)?objectives?|objektif(?:\s+kajian)?|(?:research\s+)?methodology|metodologi(?:\s+kajian)?|gantt\s+chart|carta\s+gantt|(?:detailed\s+)?budget(?:\s+(?:justification|breakdown))?|justifikasi\s+(?:bajet|belanjawan|kos)|(?:belanjawan|bajet|anggaran\s+(?:kos|perbelanjaan))(?:\s+terperinci)?|jadual(?:\s+(?:acara|program|pelaksanaan|kerja|aktiviti))?|tentatif(?:\s+program)?|atur\s*cara(?:\s+program)?|(?:project\s+)?(?:schedule|timeline)|(?:senarai\s+)?(?:ajk|jawatankuasa)(?:\s+(?:pelaksana|program|kerja|penganjur))?(?:\s+dan\s+tugas(?:an)?)?|(?:organising\s+)?committee|literature\s+review|(?:sorotan|kajian)\s+literatur|executive\s+summary|ringkasan\s+eksekutif|expected\s+(?:outcomes?|results?)|(?:hasil|dapatan)\s+(?:yang\s+)?dijangka|problem\s+statement|pernyataan\s+masalah)$/i;

/**
 * A requirement the paper meets by what it states, not by work to do: its total ('jumlah RM44,000',
 * 'Budget RM 98,600') or the approval it seeks ('kelulusan mesyuarat JKKK', 'Approval by the AGM').
 */
const STATED_BY_THE_PAPER =
  /^(?:(?:jumlah|kos|bajet|belanjawan|peruntukan|total|budget|cost|sebut\s+harga|harga|quotation|price)(?:\s+(?:keseluruhan|projek|project|kos|bulanan|sebulan|monthly))?\s*:?\s*(?:sebanyak\s+|of\s+)?RM\s?[\d,.]+(?:\s*(?:sahaja|only))?|(?:kelulusan|persetujuan|approval|consent)\s+(?:(?:by|of|from|daripada|oleh)\s+)?(?:the\s+)?(?:mesyuarat|AJK|jawatankuasa|JKKK|PIBG|PTA|AGM|EGM|meeting|committee|board|lembaga|pengurusan|management)\b.{0,40})$/iu;

/** A requirement that is work to do or a thing to buy, not a part of the paper or a figure it states. */
export function isWorkToDo(requirement: string): boolean {
  return (
    !PAPER_PART.test(requirement.replace(/[.;:]+$/, "").trim()) &&
    !STATED_BY_THE_PAPER.test(requirement.replace(/[.;]+$/, "").trim()) &&
    !BUDGET_TOTAL.test(requirement)
  );
}
