/**
 * Particulars an applicant states once and a reader expects back exactly: the company's
 * registration number, a financing's repayment period, and a template's place answer.
 */
import type { ProposalBrief } from "../writer.js";
import { findDates } from "./dates.js";
import type { Snippet } from "./text.js";

function fieldValue(brief: ProposalBrief, label: RegExp): string | null {
  return brief.template?.fields.find((f) => label.test(f.label.trim()) && f.value.trim())?.value.trim() ?? null;
}

/** 'SSM 202101023456 (1423456-K)', 'No. Pendaftaran: 1423456-K', 'registration no. 202101023456'. */
const REGISTRATION_IN_TEXT =
  /\b(?:SSM|no\.?\s*pendaftaran(?:\s+SSM)?|nombor\s+pendaftaran(?:\s+SSM)?|registration\s+(?:no\.?|number))\s*[:.]?\s*((?:\d{12}(?:\s*\(\d{5,8}-[A-Z]\))?)|\d{5,8}-[A-Z])/i;

export function registrationNumber(brief: ProposalBrief, snippets: Snippet[]): string | null {
  const field = fieldValue(brief, /^(?:nombor|no\.?)\s+pendaftaran(?:\s+ssm)?$/i);
  if (field) return field;
  for (const s of snippets) {
    const m = REGISTRATION_IN_TEXT.exec(s.text);
    if (m?.[1]) return m[1].trim();
  }
  return null;
}

/** 'bayaran balik dalam 36 bulan', 'repaid over 3 years', or the template's 'Tempoh Bayaran Balik'. */
const REPAYMENT_IN_TEXT =
  /\b(?:(?:di)?bayar(?:an)?\s+balik|repay(?:ment|able|ed)?)\b[^.\n]{0,30}?\b(\d{1,3}\s+(?:bulan|tahun|months?|years?))\b/i;

export function repaymentPeriod(brief: ProposalBrief, snippets: Snippet[]): string | null {
  const field = fieldValue(brief, /^(?:tempoh\s+bayaran\s+balik|repayment\s+period)$/i);
  if (field) return field;
  for (const s of snippets) {
    const m = REPAYMENT_IN_TEXT.exec(s.text);
    if (m?.[1]) return m[1].trim();
  }
  return null;
}

/**
 * A template's place answer: 'Lokasi Program: Padang Taman Sri Muda'; from 'Tarikh dan Lokasi:
 * Sabtu, 12 Julai, Dataran Merdeka' the part that is not the day.
 */
export function templateVenue(brief: ProposalBrief): string | null {
  const place = fieldValue(brief, /^(?:lokasi|tempat)(?:\s+(?:program|acara|majlis|projek))?$/i);
  if (place) return place;
  const both = fieldValue(brief, /^tarikh\s+dan\s+(?:lokasi|tempat)$/i);
  if (!both) return null;
  let rest = both;
  for (const d of findDates(both, brief.startDate).reverse()) rest = rest.slice(0, d.index) + rest.slice(d.endIndex);
  const parts = rest
    .split(/\s*[,;]\s*|\s+(?:di|at)\s+/i)
    .map((p) =>
      p
        .replace(
          /^(?:isnin|selasa|rabu|khamis|jumaat|sabtu|ahad|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
          "",
        )
        .trim(),
    )
    .filter((p) => /\p{L}{3,}/u.test(p));
  return parts.length ? parts.join(", ") : null;
}
