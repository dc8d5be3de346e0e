/** Writers of the closing parts: risks, monitoring, KPIs, impact, sustainability, conclusion, custom sections. */
import type { SectionWriter } from "./builder.js";
import { type TermPair, term, type Val } from "./values.js";

function kpiTable(w: SectionWriter, rows: number): void {
  const c = w.ctx;
  const h = c.terms.headers;
  w.table(
    [h.indicator, h.target, h.measure],
    c.kpis.slice(0, rows).map((k) => [{ v: term(k.name) }, { v: term(k.target) }, { v: term(k.method) }]),
  );
}

export function risk(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  const h = c.terms.headers;
  const levels = c.terms.levels as TermPair[];
  w.para(["risk.intro", "risk.more", "risk.lead"]);
  const rows = compact ? 3 : target - w.minWords > 200 ? c.risks.length : 4;
  w.table(
    [h.risk, h.likelihood, h.impact, h.mitigation],
    c.risks
      .slice(0, rows)
      .map((r) => [
        { v: term(r.name) },
        { v: term(levels[r.level[0]] as TermPair) },
        { v: term(levels[r.level[1]] as TermPair) },
        { v: term(r.mit) },
      ]),
  );
  if (c.constraints.length) {
    w.para([...(compact ? [] : ["risk.more", "risk.more"]), "risk.consLead"], [], compact ? 1 : 2);
    w.list(
      "ul",
      c.constraints.map((x) => ({ raw: x })),
    );
    if (compact) return;
    w.para(["risk.consHandle", "risk.consHandle", "risk.more"]);
  } else if (!compact) w.para(["risk.more", "risk.more", "risk.more"]);
  if (!compact) w.fill(target, ["risk.more", "risk.consHandle"]);
}

export function monitoring(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  w.para(["mon.intro", "mon.freq", "mon.eval", "mon.more"]);
  if (compact) return;
  if (!c.present.has("kpi")) {
    w.para(["mon.eval", "mon.more", "mon.kpiLead"]);
    kpiTable(w, 4);
  }
  w.fill(target, ["mon.more", "mon.eval", "mon.freq"]);
}

export function kpi(w: SectionWriter, target: number, compact = false): void {
  w.para(["kpi.intro", "kpi.more", "kpi.lead"]);
  kpiTable(w, compact ? 4 : 6);
  if (compact) return;
  w.para(["kpi.more", "kpi.more", "kpi.more"]);
  w.fill(target, ["kpi.more"]);
}

export function impact(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  w.para(["imp.intro", "imp.more", "imp.lead"]);
  w.list(
    "ul",
    w.rng
      .shuffle(c.voc.benefits)
      .slice(0, 4)
      .map((b) => ({ v: term(b) })),
  );
  if (compact) return;
  w.para(["imp.more", "imp.more", "imp.more"]);
  w.fill(target, ["imp.more"]);
}

export function sustainability(w: SectionWriter, target: number, compact = false): void {
  w.para(["sus.intro", "sus.mech", "sus.mech", "sus.more"]);
  if (compact) return;
  w.para(["sus.mech", "sus.more", "sus.more"]);
  w.fill(target, ["sus.more", "sus.mech"]);
}

export function conclusion(w: SectionWriter, target: number, compact = false): void {
  const c = w.ctx;
  const extra = c.brief.additionalInfo.trim();
  w.para(["conc.sum", "conc.value", ...(compact ? [] : ["conc.more"])], [], compact ? 2 : 3);
  if (extra) {
    w.para([...(compact ? [] : ["conc.more", "conc.more"]), "conc.addLead"], [], 1);
    w.push({ t: "up", text: extra });
  }
  if (!compact) w.fill(target - 55, ["conc.more", "conc.value"]);
  w.para(["conc.ready", ...(compact ? [] : ["conc.more"]), "conc.close"], [], compact ? 2 : 3);
}

/** A section named by a template that matches no standard part: written about its own title. */
export function generic(w: SectionWriter, target: number, topic: Val): void {
  w.para([
    ["gen.intro", { topic }],
    ["gen.more", { topic }],
    ["gen.more", { topic }],
  ]);
  w.fill(target, ["gen.more"], { topic });
}
