/** Writers of the opening parts: summary, background, problem statement, objectives, target group. */
import { paragraphs, type SectionWriter, type Sentence, type Spec } from "./builder.js";
import { bestMatch } from "./match.js";
import { date, raw, type TermPair, term } from "./values.js";

export function summary(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  const ask = `sum.ask.${c.frame}`;
  if (compact) {
    w.para(["sum.open", "sum.purpose", ask, ...(c.budget.bounds ? [] : ["sum.estimate"]), "sum.close"]);
    return;
  }
  w.para(["sum.open", "sum.purpose", ask, ...(c.budget.bounds ? [] : ["sum.estimate"])], ["sum.more"]);
  w.fill(target - 60, ["sum.more"]);
  w.para(["sum.outcome", "sum.next", "sum.close"], ["sum.more"]);
}

export function background(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  const ctxPool = `ctx.${c.domain}`;
  const org = c.brief.companyBackground.trim();
  const desc = c.brief.description.trim();
  w.para([ctxPool, ...(compact ? [] : [ctxPool]), "bg.need", "bg.aud", ...(org ? ["bg.orgLead"] : [])], ["bg.more"]);
  if (org) w.push({ t: "up", text: org });
  const second = org ? ["bg.link", ...(compact ? [] : ["bg.more"])] : ["bg.noOrg", ...(compact ? [] : ["bg.more"])];
  w.para([...second, ...(desc ? ["bg.descLead"] : ["bg.link"])], ["bg.more"], compact ? 2 : 3);
  if (desc) w.push({ t: "up", text: desc });
  if (!compact) w.fill(target, ["bg.more", ctxPool]);
}

export function problem(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  w.para(["prob.intro", "prob.more", "prob.listLead"]);
  const problems = w.rng.shuffle(c.voc.problems).slice(0, 3);
  w.list(
    "ul",
    problems.map((p) => ({ v: term(p) })),
  );
  if (!compact) w.fill(target - 70, ["prob.more", "prob.impact"]);
  w.para(["prob.impact", "prob.gap", "prob.therefore"], ["prob.more"]);
}

export function objectives(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  w.para(["obj.intro", "obj.pre", "obj.lead"]);
  if (c.objectives.length)
    w.list(
      "ol",
      c.objectives.map((o) => ({ raw: o })),
    );
  else {
    const items = [];
    for (let i = 0; i < 3; i++) {
      const s = w.sentence("obj.auto");
      if (s) items.push({ s });
    }
    w.list("ol", items);
  }
  if (compact) return;
  w.para(["obj.after", "obj.after", "obj.more"]);
  if (w.minWords < target) objectiveLinks(w);
  w.fill(target, ["obj.more", "obj.after"]);
}

/** Per objective: what achieves or measures it (only when the words match) and when it should be met. */
function objectiveLinks(w: SectionWriter): void {
  const c = w.ctx;
  const ordinals = c.terms.ordinals as TermPair[];
  const items = c.objectives.slice(0, ordinals.length);
  const phases = c.phases;
  const out: Sentence[] = [];
  const say = (spec: Spec) => w.sentence(spec, { conn: false }) ?? w.sentence(spec, { conn: false, reuse: true });
  items.forEach((text, i) => {
    const ord = term(ordinals[i] as TermPair);
    const kpi = bestMatch(text, c.kpis, (k) => k.name);
    const act = bestMatch(text, c.voc.activities, (a) => a);
    const first = kpi
      ? say(["obj.eachKpi", { ord, kpiName: term(kpi.name), kpiTarget: term(kpi.target) }])
      : act
        ? say(["obj.eachAct", { ord, activity: term(act) }])
        : say(["obj.eachPlain", { ord }]);
    // Outcomes show once the work is delivered: the last objective by the end, the others a phase earlier.
    const at = i === items.length - 1 || phases.length < 4 ? phases.length - 1 : phases.length - 2;
    const phase = phases[at];
    const second = phase ? say(["obj.target", { phaseName: term(phase.name), dateB: date(phase.plan.end) }]) : null;
    for (const s of [first, second]) if (s) out.push(s);
  });
  for (const group of paragraphs(out)) w.push({ t: "p", s: group });
}

export function audience(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  const h = c.terms.headers;
  w.para(["aud.intro", "aud.needs", "aud.more", "aud.lead"]);
  const aud = c.env.aud ?? raw("");
  w.table(
    [h.party, h.role],
    [
      [{ v: aud }, { v: term(c.terms.mainBeneficiary) }],
      ...c.stakeholders.map((s) => [{ v: term(s.party) }, { v: term(s.role) }]),
    ],
  );
  if (compact) return;
  w.para(["aud.engage", "aud.engage", "aud.more"]);
  w.fill(target, ["aud.more", "aud.engage", "aud.needs"]);
}
