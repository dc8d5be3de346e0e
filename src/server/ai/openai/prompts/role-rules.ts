/**
 * What a section of each role must carry beyond its brief: the budget table built from the user's
 * items (the same rows the built-in composer prints), the date, time and venue as stated, the
 * committee with blanks for names, the project schedule from the stated start and length, and the
 * kind's signature block. Tables are given as rows to copy, so the figures cannot drift.
 * One logic for every language; each language gives its words (RoleWords).
 */
import { APPROVAL_ROLES, type ApprovalRole, KINDS, type SectionRole } from "../../../../common/kinds/index.js";
import { num, rm } from "../../compose/format.js";
import type { FactWords } from "./fact-block.js";
import type { Paper } from "./paper.js";

export type RoleWords = {
  budget: {
    tag: string;
    columns: string[];
    totalRow: string;
    estimate: string;
    /** How to use the rows: `total` is the stated total (null when none), `range` the user's range when the total is an estimate in it. */
    rule: (total: string | null, range: string | null) => string;
  };
  funding: string;
  whenWhere: string;
  participants: string;
  tentative: (given: boolean) => string;
  committee: { tag: string; columns: [string, string]; rule: string };
  /** start, end and length of the project; `stated` when the user gave them. */
  schedule: (start: string, end: string, length: string, stated: boolean) => string;
  closing: {
    tag: string;
    labels: Record<ApprovalRole, string>;
    sign: string;
    post: string;
    date: string;
    verdict: string;
    rule: (addressee: string, verdict: boolean) => string;
  };
};

const row = (cells: string[]) => cells.join(" | ");

/** The posts a programme committee has (as the built-in composer lists them), when the user named none. */
const POSTS: [ms: string, en: string][] = [
  ["Penaung", "Patron"],
  ["Penasihat", "Advisor"],
  ["Pengerusi", "Chair"],
  ["Timbalan Pengerusi", "Deputy Chair"],
  ["Setiausaha", "Secretary"],
  ["Bendahari", "Treasurer"],
  ["AJK Pendaftaran", "Registration"],
  ["AJK Logistik dan Peralatan", "Logistics and Equipment"],
  ["AJK Makanan", "Food"],
  ["AJK Hebahan", "Publicity"],
];

function budgetRules(w: RoleWords, fw: FactWords, paper: Paper): string[] {
  const b = paper.budget;
  const blank = fw.blanks.amount;
  const rows = b.lines.map((l, i) =>
    row([
      String(i + 1),
      l.estimate && l.amount !== null ? `${l.item} ${w.budget.estimate}` : l.item,
      l.quantity !== null ? `${num(l.quantity)}${l.unit ? ` ${l.unit}` : ""}` : "1",
      l.unitPrice !== null ? rm(l.unitPrice) : l.amount !== null ? rm(l.amount) : blank,
      l.amount !== null ? rm(l.amount) : blank,
    ]),
  );
  rows.push(row(["", w.budget.totalRow, "", "", b.total !== null ? rm(b.total) : blank]));
  const range = paper.briefFacts.budget;
  const rangeText = !b.stated && range ? `${rm(range[0])} – ${rm(range[1])}` : null;
  return [
    w.budget.rule(b.stated && b.total !== null ? rm(b.total) : null, rangeText),
    `<${w.budget.tag}>`,
    row(w.budget.columns),
    ...rows,
    `</${w.budget.tag}>`,
  ];
}

function committeeRules(w: RoleWords, fw: FactWords, paper: Paper): string[] {
  const given = paper.facts.committee;
  const rows = given.length
    ? given.map((c) => row([c.role, c.name || fw.blanks.name]))
    : POSTS.map((p) => row([paper.brief.language === "ms" ? p[0] : p[1], fw.blanks.name]));
  return [w.committee.rule, `<${w.committee.tag}>`, row(w.committee.columns), ...rows, `</${w.committee.tag}>`];
}

function closingRules(w: RoleWords, fw: FactWords, paper: Paper, addressee: string): string[] {
  const kind = KINDS[paper.kind];
  const approvals = APPROVAL_ROLES.filter((a) => kind.approvals.includes(a));
  const c = w.closing;
  const name = (a: ApprovalRole) =>
    a === "prepared" && paper.facts.applicant ? paper.facts.applicant : fw.blanks.name;
  const lines = [
    c.rule(addressee, kind.approvalVerdict),
    `<${c.tag}>`,
    row(approvals.map((a) => c.labels[a])),
    row(approvals.map(() => c.sign)),
    row(approvals.map(name)),
    row(approvals.map(() => c.post)),
    row(approvals.map(() => c.date)),
    `</${c.tag}>`,
  ];
  if (kind.approvalVerdict) lines.push(c.verdict);
  return lines;
}

/** The extra instructions for a section with these roles, in the order the roles come. */
export function roleRules(
  w: RoleWords,
  fw: FactWords,
  paper: Paper,
  roles: SectionRole[],
  addressee: string,
): string[] {
  const out: string[] = [];
  const s = paper.schedule;
  // A proposal paper itemises its cost under its financial implications when no section is a budget.
  const costed = paper.roles.some((r) => r.includes("budget") || r.includes("pricing"));
  for (const role of roles) {
    if (role === "budget" || role === "pricing" || (role === "implications" && !costed))
      out.push(...budgetRules(w, fw, paper));
    else if (role === "funding") out.push(w.funding);
    else if (role === "whenWhere") out.push(w.whenWhere);
    else if (role === "participants") out.push(w.participants);
    else if (role === "tentative") out.push(w.tentative(paper.facts.schedule.length > 0));
    else if (role === "committee") out.push(...committeeRules(w, fw, paper));
    else if ((role === "schedule" || role === "gantt") && s.startText && s.endText)
      out.push(w.schedule(s.startText, s.endText, s.lengthText ?? "", s.stated));
    else if (role === "closing") out.push(...closingRules(w, fw, paper, addressee));
  }
  return out;
}
