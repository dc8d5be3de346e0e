/** Writers of the delivery parts: scope, methodology, implementation plan, team, budget. */
import { paragraphs, type SectionWriter, type Sentence } from "./builder.js";
import type { Vals } from "./context.js";
import { bestMatch } from "./match.js";
import { date, dur, money, num, type TermPair, term } from "./values.js";

/** Writes one sentence per item (e.g. per phase), as paragraphs of at most six sentences. */
function perItem(w: SectionWriter, pool: string | ((over: Vals) => string), items: Vals[], conn = true): void {
  const out: Sentence[] = [];
  for (const over of items) {
    const name = typeof pool === "string" ? pool : pool(over);
    const last = out[out.length - 1];
    const useConn = conn && last !== undefined && last.conn === -1;
    const s = w.sentence([name, over], { conn: useConn }) ?? w.sentence([name, over], { conn: useConn, reuse: true });
    if (s) out.push(s);
  }
  for (const group of paragraphs(out)) w.push({ t: "p", s: group });
}

export function scope(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  w.para(["scope.intro", "scope.more", "scope.lead"]);
  const items = c.requirements.length
    ? c.requirements.map((r) => ({ raw: r }))
    : w.rng
        .shuffle(c.voc.activities)
        .slice(0, 4)
        .map((a) => ({ v: term(a) }));
  w.list("ul", items);
  if (compact) return;
  w.para(["scope.after", "scope.after", "scope.more"]);
  w.fill(target, ["scope.more", "scope.after"]);
}

export function method(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  w.para(["meth.intro", "meth.core", "meth.core", "meth.core"]);
  if (compact) return;
  // One sentence per requirement: how it is met, naming an activity only when the words match.
  const ordinals = c.terms.ordinals as TermPair[];
  const reqs = c.requirements.slice(0, 6);
  perItem(
    w,
    (over) => (over.activity ? "meth.reqAct" : "meth.reqPlain"),
    reqs.map((text, i): Vals => {
      const act = bestMatch(text, c.voc.activities, (a) => a);
      const ord = term(ordinals[i] as TermPair);
      return act ? { ord, activity: term(act) } : { ord };
    }),
  );
  w.fill(target, ["meth.more", "meth.core"]);
}

export function timeline(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  const h = c.terms.headers;
  w.para(["tl.intro", ...(c.timeline.estimated ? ["tl.estimate"] : []), ...(compact ? [] : ["tl.after"]), "tl.lead"]);
  w.table(
    [h.no, h.phase, h.activities, h.start, h.end, h.duration],
    c.phases.map((p, i) => [
      { v: num(i + 1) },
      { v: term(p.name) },
      { v: term(p.act) },
      { v: date(p.plan.start) },
      { v: date(p.plan.end) },
      { v: dur(p.plan.dur.n, p.plan.dur.u) },
    ]),
  );
  if (compact) return;
  const ordinals = c.terms.ordinals as TermPair[];
  // One sentence per phase, in order, without connectives (the phases already follow one another).
  perItem(
    w,
    "tl.phase",
    c.phases.map((p, i) => ({
      ord: term(ordinals[i] as TermPair),
      phaseName: term(p.name),
      phaseAct: term(p.act),
      phaseOut: term(p.out),
      dateA: date(p.plan.start),
      dateB: date(p.plan.end),
      durPhase: dur(p.plan.dur.n, p.plan.dur.u),
    })),
    false,
  );
  w.fill(target, ["tl.more", "tl.after"]);
}

export function team(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  const h = c.terms.headers;
  w.para(["team.intro", "team.more", "team.lead"]);
  const roles = [...c.voc.roles, c.terms.generic.role as [TermPair, TermPair]];
  w.table(
    [h.position, h.duties],
    roles.map(([position, duty]) => [{ v: term(position) }, { v: term(duty) }]),
  );
  if (compact) return;
  w.para(["team.gov", "team.gov", "team.more"]);
  w.fill(target, ["team.more", "team.gov"]);
}

export function budget(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  const h = c.terms.headers;
  w.para(["bud.intro", c.budget.bounds ? "bud.range" : "bud.estimate", ...(compact ? [] : ["bud.more"]), "bud.lead"]);
  w.table(
    [h.no, h.item, h.amount],
    [
      ...c.budget.rows.map((r, i) => [{ v: num(i + 1) }, { v: term(r.item) }, { v: money(r.amount) }]),
      [{ empty: true as const }, { v: term(h.total), strong: true }, { v: money(c.budget.total), strong: true }],
    ],
  );
  if (compact) return;
  w.para(["bud.cont", "bud.instal", "bud.more"]);
  w.fill(target, ["bud.more"]);
}
