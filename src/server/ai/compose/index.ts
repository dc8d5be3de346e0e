/**
 * The built-in composer's writing, by kind: each section is written by the writers of its roles
 * from the brief's own facts and words; a section with several roles gives each its sub-heading.
 */
import { countHtmlWords } from "../../../common/content.js";
import { inferKind, type KindId, type SectionRole } from "../../../common/kinds/index.js";
import { tokens } from "../builtin/text.js";
import { extractFacts } from "../facts/index.js";
import type { Facts } from "../facts/types.js";
import type { GeneratedSection, PackageSpec, ProposalBrief, SectionPlan, WriterEvents } from "../writer.js";
import { namedAnswers, placeAnswers } from "./answers.js";
import { briefParagraphs, methodApart } from "./brief-paragraph.js";
import { planBudget } from "./budget.js";
import { buildCtx } from "./ctx.js";
import { moreLines } from "./more/index.js";
import { blockText, Out, renderHtml } from "./out.js";
import { runsABusiness } from "./people.js";
import { kindOutline, type LeftOut, planSections, rolesFromKey, roleTitle } from "./plan.js";
import { ROLE_WRITERS } from "./roles/index.js";
import { fill, items, own, templateValues } from "./roles/kit.js";
import { guideLines, ownSection, productsLead } from "./roles/own.js";
import { constraintsHome, placeUserTexts } from "./user-texts.js";

function sharesWord(a: string, b: string): boolean {
  const words = new Set(tokens(a).filter((w) => w.length > 3));
  return tokens(b).some((w) => words.has(w));
}

/**
 * A section holding several roles gives each its sub-heading, except a first role the section's own
 * title already names (a template's 'Ringkasan Eksekutif' for the summary).
 */
export function needsSubheading(
  kind: KindId,
  title: string,
  roles: SectionRole[],
  k: number,
  lang: "ms" | "en",
): boolean {
  const role = roles[k];
  // A template section of its own ('own') has no role title to show.
  if (!role || !ROLE_WRITERS[role]) return false;
  const named = sharesWord(title, roleTitle(kind, role)[lang]);
  // A lone role gets a sub-heading only in a section whose title does not name it (a template's own).
  if (roles.length < 2) return !named;
  return !(k === 0 && named);
}

/** The headings a template proposal promises: its own titles and the sub-headings of the roles added to them. */
export function templateHeadings(brief: ProposalBrief, pkg: PackageSpec): string[] {
  const kind = briefKind(brief);
  return planSections(kind, pkg, brief.language).flatMap((p) => [
    p.title,
    ...p.roles
      .filter((_, k) => needsSubheading(kind, p.title, p.roles, k, brief.language))
      .map((r) => roleTitle(kind, r)[brief.language]),
  ]);
}

/** The total the brief itself states or prices in full (the paper's cost table total), else null. */
export function statedTotal(brief: ProposalBrief): number | null {
  const plan = planBudget(brief, briefKind(brief), factsOfBrief(brief), brief.language);
  return plan.stated ? plan.total : null;
}

/** The brief's kind: the user's choice, else the most likely one. */
export function briefKind(brief: ProposalBrief): KindId {
  if (brief.kind) return brief.kind;
  const text = [brief.description, brief.objectives, brief.targetAudience, ...brief.keyRequirements].join(" ");
  return inferKind({
    title: brief.template?.name ? `${brief.template.name} ${brief.title}` : brief.title,
    text,
    type: brief.type,
  });
}

/** The brief's facts read as its kind's ('di tapak kosong Jalan Sri Muda 25/7' is a programme's venue). */
export function factsOfBrief(brief: ProposalBrief): Facts {
  return extractFacts({ ...brief, kind: briefKind(brief) });
}

/** Whether an outline was planned by this composer (its keys carry the section roles). */
export function isKindOutline(outline: SectionPlan[]): boolean {
  return outline.length > 0 && outline.every((p) => /^[kr]\d+:/.test(p.key));
}

const COMMUNITY_LEAVES_OUT: LeftOut = new Set<SectionRole>(["market", "cashflow"]);

/** The roles a brief's paper leaves out: a society's or a foundation's grant analyses no market and repays nothing. */
export function leftOutRoles(brief: ProposalBrief): LeftOut {
  const kind = briefKind(brief);
  if (kind !== "geran") return new Set();
  return runsABusiness(factsOfBrief(brief).applicant, brief, kind) ? new Set() : COMMUNITY_LEAVES_OUT;
}

export function composeOutline(brief: ProposalBrief, pkg: PackageSpec): SectionPlan[] {
  return kindOutline(briefKind(brief), pkg, brief.language, leftOutRoles(brief));
}

/** Roles of a planned section: from its key, else from its title (an outline from elsewhere). */
function rolesOf(brief: ProposalBrief, kind: KindId, plan: SectionPlan, index: number, total: number): SectionRole[] {
  const fromKey = rolesFromKey(plan.key);
  if (fromKey?.length) return fromKey;
  const one = planSections(
    kind,
    { key: "x", sections: 1, minWords: 0, sectionTitles: [plan.title] },
    brief.language,
  )[0];
  const roles = one?.roles.filter((r) => r !== "closing" || index === total - 1) ?? [];
  return roles.length ? roles : ["background"];
}

export function composeKindSections(
  brief: ProposalBrief,
  outline: SectionPlan[],
  events: WriterEvents = {},
): GeneratedSection[] {
  const kind = briefKind(brief);
  const ctx = buildCtx(brief, kind, factsOfBrief(brief));
  const roles = outline.map((plan, i) => rolesOf(brief, kind, plan, i, outline.length));
  ctx.roles = roles.flat();
  ctx.sectionAnswers = placeAnswers(
    brief,
    kind,
    outline.map((plan) => plan.title),
    roles,
  );
  ctx.userTexts = placeUserTexts(kind, ctx.roles);
  // Where the constraints go should no section of needs or risks list them (see keepConstraints).
  const constraintsRole = ctx.constraints.length ? constraintsHome(kind, ctx.roles) : null;
  let constraintsAt: ConstraintsPlace | null = null;
  const outs = outline.map((plan, i) => {
    events.onSectionStart?.(i, plan);
    const out = new Out(ctx.doc);
    ctx.doc.mentions = 0;
    const sectionRoles = roles[i] ?? [];
    // The answers a section of known roles is named for open it; an own section presents its own.
    if (sectionRoles.every((role) => ROLE_WRITERS[role])) {
      namedAnswers(ctx, out, ctx.sectionAnswers[i] ?? []);
      guideLines(ctx, out, plan.title);
    }
    let reached = 0;
    for (const [k, role] of sectionRoles.entries()) {
      reached += plan.targetWords / sectionRoles.length;
      if (!ROLE_WRITERS[role]) {
        if (i === 0 && k === 0 && brief.template) templateValues(ctx, out);
        ownSection(ctx, out, plan.title, ctx.sectionAnswers[i] ?? [], Math.ceil(reached));
        continue;
      }
      if (needsSubheading(kind, plan.title, sectionRoles, k, brief.language)) {
        // 'Produk dan Perkhidmatan' opens on the products before the project details under it.
        if (k === 0) productsLead(ctx, out, plan.title);
        out.h3(roleTitle(kind, role)[brief.language]);
      }
      writeRole(ctx, out, role, Math.ceil(reached), i === 0 && k === 0);
      if (role === constraintsRole) constraintsAt = { out, at: out.blocks.length };
    }
    return out;
  });
  settleBrief(brief, kind, outs, roles);
  topUp(ctx, outline, roles, outs);
  keepConstraints(ctx, outs, constraintsAt);
  return outline.map((plan, i) => {
    const html = renderHtml(outs[i]?.blocks ?? []);
    const section = { key: plan.key, title: plan.title, html, words: countHtmlWords(html) };
    events.onSection?.(i, section);
    return section;
  });
}

/** The place in the paper for the user's constraints, when no section lists them. */
type ConstraintsPlace = { out: Out; at: number };

/**
 * The constraints the user named are in the paper: listed by a section of needs or risks, else (a
 * programme paper has neither) after the section that explains the plan.
 */
function keepConstraints(ctx: ReturnType<typeof buildCtx>, outs: Out[], place: ConstraintsPlace | null): void {
  const first = ctx.constraints[0]?.replace(/[\s.;]+$/u, "").toLowerCase();
  if (!place || !first) return;
  if (outs.some((o) => o.blocks.some((b) => blockText(b).toLowerCase().includes(first)))) return;
  const list = new Out(ctx.doc);
  list.p(
    ctx.t(
      "{Thing} dirancang dengan mengambil kira kekangan berikut:",
      "{Thing} is planned with these constraints in mind:",
    ),
  );
  list.list("ul", items(ctx.constraints));
  place.out.blocks.splice(place.at, 0, ...list.blocks);
}

/**
 * The description keeps only what the rest of the paper does not already say (see brief-paragraph.ts).
 * A study's own account of how it is done opens its methodology, not its problem statement.
 */
function settleBrief(brief: ProposalBrief, kind: KindId, outs: Out[], roles: SectionRole[][]): void {
  const rest = outs
    .flatMap((o) => o.blocks.filter((b) => !(b.t === "p" && b.brief)))
    .map(blockText)
    .join("\n");
  const home = outs.find((o) => o.blocks.some((b) => b.t === "p" && b.brief));
  const paragraphs = briefParagraphs(brief, rest);
  const method = kind === "penyelidikan" ? outs[roles.findIndex((r) => r.includes("method"))] : undefined;
  if (!home || !method || method === home) {
    home?.settleBrief(paragraphs);
    return;
  }
  const parted = methodApart(paragraphs);
  home.settleBrief(parted.kept);
  if (parted.method.length) method.lead(parted.method.join(" "));
}

function writeRole(
  ctx: ReturnType<typeof buildCtx>,
  out: Out,
  role: SectionRole,
  target: number,
  first: boolean,
): void {
  ROLE_WRITERS[role](ctx, out, target);
  // A template's answers open the paper, whatever its first role.
  if (first && ctx.brief.template) templateValues(ctx, out);
  // A user paragraph placed in a role whose writer has no slot for it still lands here.
  own(ctx, out, role);
  // The closing writes its own further lines before the signature block.
  if (role !== "closing") fill(ctx, out, target, moreLines(ctx.kind.id, role));
}

/**
 * A paper still short of its package's words (a template with many short sections of its own) gets
 * the kind's sections it lacks, each under its sub-heading in the section before the closing one.
 */
const MONEY_ROLES = new Set<SectionRole>(["budget", "funding", "pricing", "implications", "cashflow"]);

function topUp(ctx: ReturnType<typeof buildCtx>, outline: SectionPlan[], roles: SectionRole[][], outs: Out[]): void {
  // A little over the package minimum: the section counts here are close to, not exactly, the stored count.
  const promised = (outline.reduce((n, p) => n + p.targetWords, 0) / 1.1) * 1.03;
  const words = () => outs.reduce((n, o) => n + o.words, 0);
  // The last section before the closing that is not about money: a quotation ends on its prices and
  // terms, not on the manpower plan.
  const money = (i: number) => (roles[i] ?? []).some((r) => MONEY_ROLES.has(r));
  const last = Math.max(0, outs.length - 2);
  const at = [...outs.keys()].slice(0, last + 1).findLast((i) => i > 0 && !money(i)) ?? last;
  const host = outs[at];
  if (!host) return;
  const present = new Set(roles.flat());
  const missing = planSections(ctx.kind.id, { key: "all", sections: 30, minWords: 0 }, ctx.lang)
    .flatMap((p) => p.roles)
    // A community body's grant has no market to analyse and nothing to repay.
    .filter((r) => !present.has(r) && r !== "references" && ROLE_WRITERS[r])
    .filter((r) => ctx.traits.business || (r !== "market" && r !== "cashflow"));
  for (const role of missing) {
    if (words() >= promised) break;
    // A schedule of undated stages would only repeat the stages the method has just listed.
    if (role === "schedule" && roles.flat().includes("method") && !ctx.schedule.phases.some((p) => p.start)) continue;
    host.h3(roleTitle(ctx.kind.id, role)[ctx.lang]);
    writeRole(ctx, host, role, host.words + 250, false);
    roles[at]?.push(role);
  }
  // Then each section takes a little more of its own roles' lines, in reading order.
  for (let round = 0; round < 6 && words() < promised; round++) {
    outs.forEach((out, i) => {
      for (const role of roles[i] ?? []) {
        if (words() >= promised || role === "closing" || !ROLE_WRITERS[role]) continue;
        fill(ctx, out, out.words + 40, moreLines(ctx.kind.id, role));
      }
    });
  }
}
