/** Every role's writer. */
import type { SectionRole } from "../../../../common/kinds/types.js";
import { impact, method, monitoring, objectives, risks, scope } from "./aims.js";
import { applicant, company, compliance, manpower, market, quality, schedule, understanding } from "./business.js";
import { closing, justification, recommendation } from "./closing.js";
import { committee, guests, participants, tentative, theme, whenWhere } from "./event.js";
import type { RoleWriter } from "./kit.js";
import { budget, cashflow, funding, implications, pricing } from "./money.js";
import { background, introduction, need, project, purpose, rationale, summary } from "./opening.js";
import { gantt, literature, outputs, problem, references, team } from "./research.js";

export const ROLE_WRITERS: Record<SectionRole, RoleWriter> = {
  summary,
  introduction,
  background,
  objectives,
  scope,
  method,
  schedule,
  budget,
  funding,
  risks,
  monitoring,
  impact,
  closing,
  rationale,
  theme,
  whenWhere,
  participants,
  guests,
  tentative,
  committee,
  purpose,
  justification,
  implications,
  recommendation,
  applicant,
  need,
  project,
  market,
  cashflow,
  problem,
  literature,
  gantt,
  outputs,
  team,
  references,
  company,
  understanding,
  manpower,
  pricing,
  compliance,
  quality,
};
