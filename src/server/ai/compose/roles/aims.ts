/** What the paper aims at and how it is judged: objectives, scope, method, impact, monitoring, risks. */
import { joinList } from "../../builtin/text.js";
import { lowerFirst, upperFirst } from "../../facts/text.js";
import { CHANGES_FIGURE, type Ctx, HIRED, hiringAim } from "../ctx.js";
import { currentSales } from "./business.js";
import { fill, items, objectiveRefs, type RoleWriter } from "./kit.js";
import { actionPlan, kindRisks, phaseNotes } from "./plans.js";
import { listedParts } from "./running-order.js";

/** A change the brief states with its figures ('daripada 800 kepada 2,000 bungkus sehari', 'from RM 900 to RM 1,400'). */
const CHANGE =
  /\b(?:daripada|dari|from)\s+((?:RM\s?)?\d[\d,.]*%?(?:\s+(?!(?:kepada|ke|to)\b)\p{L}+)?)\s+(?:kepada|ke|to)\s+((?:RM\s?)?\d[\d,.]*%?)(?:\s+(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3}?))?(?=\s*(?:[.,;:)]|\b(?:dalam|pada|dan|selepas|within|by|and|after)\b|$))/giu;

/** A business writing about its business (not a business holding an event): measured by its own records. */
const businessPaper = (c: Ctx) => c.traits.business && c.kind.id !== "program";

/**
 * The one measurable change the brief states, as a measure of success in the user's figures; null
 * unless exactly one, and null when an objective already states it in its own words.
 */
function statedChange(c: Ctx): string | null {
  const text = [c.brief.description, c.brief.objectives, c.brief.additionalInfo].join("\n");
  const found = [...text.matchAll(CHANGE)];
  if (found.length !== 1) return null;
  const [, from = "", to = "", unit] = found[0]!;
  if (c.objectives.some((x) => x.includes(from) && x.includes(to))) return null;
  const what = unit ? `${to} ${unit}` : to;
  return c.w(`${what} (daripada ${from})`, `${what} (from ${from})`);
}

/** A verb of change ending the words before 'daripada': 'berkurang', 'meningkat', 'falls'. */
const CHANGES_VERB = new RegExp(String.raw`\s+${CHANGES_FIGURE}$`, "iu");

/** An objective's own change: 'Raise monthly orders from 300 to 600' is measured 'Monthly orders: 600 (from 300)'. */
function ownChange(c: Ctx, objective: string): string | null {
  const m = new RegExp(CHANGE.source, "iu").exec(objective);
  if (!m) return null;
  const [, from, to, unit] = m;
  const what = unit ? `${to} ${unit}` : to;
  // The words between the opening verb and 'from' name what changes, when they are few; a clause that
  // states the change ('masa memotong setiap pesanan berkurang daripada ...') names it before its verb.
  const before = objective.slice(0, m.index).trim();
  const changed = CHANGES_VERB.exec(before);
  const object = changed ? before.slice(0, changed.index).trim() : before.replace(/^\s*\p{L}+\s*/u, "").trim();
  const named = object && object.split(/\s+/).length <= 5 ? `${upperFirst(object)}: ` : "";
  return c.w(`${named}${what} (daripada ${from})`, `${named}${what} (from ${from})`);
}

/** 'Primary outcome: change in HbA1c; secondary outcomes: fasting glucose, ...', 'Hasil utama: ...'. */
const OUTCOME =
  /\b(?:(primary|main|secondary)\s+outcomes?(?:\s+measures?)?|hasil\s+(utama|primer|sekunder)(?:\s+kajian)?)\s*(?::|\bis\b|\bare\b|\bialah\b|\badalah\b)\s*([^.;\n]+)/giu;
/** A study that compares groups it assigns ('randomise them to ... or usual care'). */
const COMPARED =
  /\brandomi[sz]|\bcontrolled trial\b|\bcontrol group\b|\busual care\b|\bkumpulan kawalan\b|\bsecara rawak\b/i;
/** A measure named by what changes in it ('change in HbA1c') takes its article in English. */
const MEASURE_HEAD =
  /^(?:change|changes|difference|differences|proportion|rate|level|levels|incidence|prevalence|number)\b/i;

/**
 * A study's objectives from the outcomes the brief states: 'To compare the change in HbA1c between the
 * study groups (primary outcome)'; none when it states none, so the researcher's own stay blanks.
 */
function outcomeObjectives(c: Ctx): string[] {
  const text = [c.brief.description, c.brief.objectives, c.brief.additionalInfo].join("\n");
  const compared = COMPARED.test(text);
  return [...text.matchAll(OUTCOME)].map((m) => {
    const secondary = /^(?:secondary|sekunder)$/i.test(m[1] ?? m[2] ?? "");
    const said = (m[3] ?? "").trim().replace(/^(?:the|a)\s+/i, "");
    const what = /^\p{Lu}\p{Ll}/u.test(said) ? lowerFirst(said) : said;
    const measure = c.lang === "en" && MEASURE_HEAD.test(what) ? `the ${what}` : what;
    const role = secondary ? c.w("hasil sekunder", "secondary outcomes") : c.w("hasil utama", "primary outcome");
    return compared
      ? c.w(
          `Membandingkan ${measure} antara kumpulan kajian (${role})`,
          `To compare ${measure} between the study groups (${role})`,
        )
      : c.w(`Mengukur ${measure} (${role})`, `To measure ${measure} (${role})`);
  });
}

/** 'Our target is that 70% of pupils improve ...', 'Sasaran kami ialah ...': the result the brief sets, in a sentence. */
const TARGET_IS =
  /(?:^|[.!?]\s+|\n)(?:our\s+|the\s+|its\s+)?(?:target|goal|sasaran|matlamat)\s+(?:kami\s+|kita\s+)?(?:is|ialah|adalah)\s+(?:that\s+|for\s+|bahawa\s+|supaya\s+|agar\s+)?([^.!?\n]{12,})/iu;

/**
 * 'Expected outcome: 80% of participants start selling online ...', 'Hasil dijangka: 80% peserta mula
 * menjual ...': a labelled result that opens on the share or number of people it is for.
 */
const OUTCOME_IS =
  /(?:^|[.!?]\s+|\n)(?:expected\s+(?:outcomes?|results?|impact)|target(?:ed)?\s+(?:outcomes?|results?)|hasil\s+(?:yang\s+)?(?:dijangka|diharapkan|disasarkan)|impak\s+(?:yang\s+)?dijangka|sasaran|matlamat)\s*:\s*(\d[\d,.]*\s*(?:%|peratus|percent|per cent)?\s+\p{L}[^.!?\n]{8,})/iu;

/** The result the brief's own sentence sets, as an objective: 'To ensure that 70% of pupils improve ...'. */
function statedTarget(c: Ctx): string | null {
  const said = (TARGET_IS.exec(c.brief.description) ?? OUTCOME_IS.exec(c.brief.description))?.[1]?.trim();
  if (!said) return null;
  // 'Sasaran kami ialah 150 penderma darah dalam kalangan penduduk': a number of people and where they
  // come from, with no verb, is a target to reach, not a thing to ensure.
  if (COUNT_ONLY.test(said)) return c.w(`Mencapai sasaran ${said}`, `To reach the target of ${said}`);
  return c.w(`Memastikan ${said}`, `To ensure that ${said}`);
}

/** A target that is only a number of people and where they come from: '150 penderma darah dalam kalangan penduduk'. */
const COUNT_ONLY =
  /^\d[\d,]*\s+(?:\p{L}+\s+){0,2}?\p{L}+(?:\s+(?:dalam kalangan|daripada|dari|di|sekitar|from|in|among|across|around|at)\s+[^,;]+)?$/iu;

/** An objective that states a target: a percentage or a figure of two digits or more ('80%', '150 usahawan'), not 'Tingkatan 5'. */
const STATED_TARGET = /\d+(?:[.,]\d+)?\s*(?:%|peratus|percent|per cent)|\d{2,}/i;

/** The figure an objective sets: '70% peserta', 'RM 22,000', '150 usahawan'. */
const TARGET_FIGURE =
  /(?:RM\s?)?\d[\d,.]*(?:\s*(?:%|peratus|percent|per cent))?(?:\s+(?!(?:dalam|pada|selepas|sebelum|dan|atau|kepada|daripada|sebulan|setahun|within|by|after|before|and|or|to|from|in|of|on|the|a|an|per)\b)\p{L}+(?:-\p{L}+)*)?/iu;

/** 'meningkatkan jualan kepada RM 15,000 sebulan', 'raise sales to RM 15,000 a month': a figure raised to a target. */
const RAISED_TO =
  /(?:\b(?:meningkatkan|menaikkan|raise|increase|grow|boost)\s+|^)(jualan|pendapatan|hasil jualan|sales|revenue|income)(?:\s+\p{L}+)?\s+(?:(?:akan\s+|will\s+)?(?:meningkat|naik|bertambah|rises?|increases?|grows?)\s+)?(?:kepada|ke|to)\s+(RM\s?\d[\d,.]*(?:\s+(?:sebulan|setahun|a month|a year|per month|per year))?)/iu;
/** '... dan mengambil 2 pekerja baharu', 'and hire 2 new workers': the jobs the same objective promises. */
const HIRES =
  /\b(?:mengambil|menggaji|mengupah|hire|hiring|employ|recruit)\s+(\d{1,4}\s+(?:(?:new|more)\s+)?(?:pekerja|staff|workers?|employees?)(?:\s+(?:baharu|baru|tambahan))?)/iu;

/**
 * 'Meningkatkan jualan kepada RM 15,000 sebulan ... dan mengambil 2 pekerja baharu' with sales now at
 * RM 9,000 a month: 'Jualan: RM 15,000 sebulan (daripada RM 9,000 sebulan); 2 pekerja baharu'.
 */
function raisedTo(c: Ctx, objective: string): string | null {
  const m = RAISED_TO.exec(objective);
  if (!m?.[1] || !m[2]) return null;
  const what = upperFirst(m[1]);
  const now = currentSales(c)?.text;
  const hires = HIRES.exec(objective)?.[1];
  const from = now ? c.w(` (daripada ${now})`, ` (from ${now})`) : "";
  return `${what}: ${m[2]}${from}${hires ? `; ${hires}` : ""}`;
}

/** How the reader checks an objective: its own change or figure first, else the record that shows it. */
function measureOf(c: Ctx, objective: string, change: string | null): string {
  const own = ownChange(c, objective);
  if (own) return own;
  const raised = raisedTo(c, objective);
  if (raised) return raised;
  if (STATED_TARGET.test(objective)) {
    // 'naik dari 5.12 (2026) kepada 4.80': the figure it goes to, not the one it starts from.
    const to = /\b(?:kepada|to)\s+((?:RM\s?)?\d[\d,.]*(?:\s*%)?)/iu.exec(objective)?.[1];
    const figure = to ?? TARGET_FIGURE.exec(objective)?.[0]?.trim();
    // 'Purata markah Matematik meningkat 15%': a bare figure at the end needs what it is of, so the short target is shown whole.
    if (
      !to &&
      figure &&
      /^(?:RM\s?)?[\d,.]+\s*(?:%|peratus|percent|per cent)?$/i.test(figure) &&
      objective.trim().endsWith(figure) &&
      objective.trim().split(/\s+/).length <= 12
    )
      return c.w(
        `Angka sebenar berbanding sasaran: ${lowerFirst(objective.trim())}`,
        `Actual figure against the target: ${lowerFirst(objective.trim())}`,
      );
    return figure
      ? c.w(`Angka sebenar berbanding sasaran ${figure}`, `Actual figure against the target of ${figure}`)
      : c.w("Angka sebenar berbanding sasaran yang dinyatakan", "Actual figure against the stated target");
  }
  if (change) return change;
  // 'Hire 2 more mechanics', 'ambil 1 pekerja': the payroll shows it.
  if (/\b(?:hire|employ|recruit|ambil|mengambil|menggaji|mengupah)\b/i.test(objective))
    return c.w("Rekod gaji dan caruman KWSP pekerja baharu", "Payroll and EPF records of the new staff");
  if (c.kind.id === "penyelidikan")
    return c.w(
      "Dapatan dalam laporan kemajuan, laporan akhir dan penerbitan",
      "Findings in the progress and final reports and publications",
    );
  if (businessPaper(c))
    return c.w("Rekod perniagaan sebelum dan selepas projek", "Business records before and after the project");
  return c.w("Laporan pelaksanaan dan maklum balas", "Implementation report and feedback");
}

/** A date the work is to be done by ('Installation will be completed by ...'), not a closing date for offers. */
const DONE_CUE =
  /\b(?:siap|disiapkan|selesai|diselesaikan|dipasang|pemasangan|beroperasi|complete[ds]?|finished|installed|installation|delivered|in operation|operational)\b/i;

/**
 * 'To complete this project by 30 September 2027 within its cost of RM 84,000.00 and report the use of
 * the funds to SME Corp Malaysia': by the date the brief sets for it to be done, when it sets one
 * and no other objective gives the dates.
 */
function completed(c: Ctx, dated = true): string | null {
  const by = dated ? c.facts.dates.find((d) => d.role === "deadline" && DONE_CUE.test(d.context))?.text : undefined;
  return (
    (by
      ? c.t(
          "Menyiapkan {thing} selewat-lewatnya {by} dalam had kos {total} dan melaporkan penggunaan dana kepada {addressee}",
          "To complete {thing} by {by} within its cost of {total} and report the use of the funds to {addressee}",
          { by },
        )
      : null) ??
    c.t(
      "Menyiapkan {thing} dalam had kos {total} dan melaporkan penggunaan dana kepada {addressee}",
      "To complete {thing} within its cost of {total} and report the use of the funds to {addressee}",
    )
  );
}

/**
 * Objectives a brief states without labelling them: what it will deliver, for whom and when, and
 * within what cost, each in the user's own figures so it can be checked afterwards. The outcome it
 * hopes for stays a blank for the user: nothing is promised that the brief did not say.
 */
function derivedObjectives(c: Ctx): string[] {
  // A business buys or builds something: its objective is the change it states, not 'carrying out' a machine.
  if (businessPaper(c)) {
    return [...statedChanges(c), completed(c)].filter((x): x is string => x !== null);
  }
  // A league's final is one of its days: a paper that runs over a span is delivered over the span.
  const from = c.facts.dates.find((d) => d.role === "start")?.text;
  const to = c.facts.dates.find((d) => d.role === "end")?.text;
  const span = { from, to };
  const spanned =
    from && to
      ? (c.t(
          "Melaksanakan {subj} untuk {count} dari {from} hingga {to}",
          "To carry out the {subj} for {count} from {from} to {to}",
          span,
        ) ?? c.t("Melaksanakan {subj} dari {from} hingga {to}", "To carry out the {subj} from {from} to {to}", span))
      : null;
  const when =
    spanned ??
    c.t("Melaksanakan {subj} untuk {count} pada {eventDate}", "To carry out the {subj} for {count} on {eventDate}") ??
    c.t(
      "Melaksanakan {subj} untuk {count} dari {start} hingga {end}",
      "To carry out the {subj} for {count} from {start} to {end}",
    ) ??
    c.t("Melaksanakan {subj} pada {eventDate}", "To carry out the {subj} on {eventDate}") ??
    c.t("Melaksanakan {subj} dari {start} hingga {end}", "To carry out the {subj} from {start} to {end}") ??
    c.t("Melaksanakan {subj} untuk {count}", "To carry out the {subj} for {count}") ??
    // 'Kerja pemasangan dijangka siap dalam 6 minggu selepas kelulusan': the length the brief gives.
    (c.facts.duration
      ? c.t(
          "Melaksanakan {subj} dalam tempoh {dur} dari tarikh kelulusan",
          "To carry out the {subj} within {dur} of approval",
        )
      : null);
  // A programme is carried out; a proposal to install or buy something is carried out as a proposal.
  const cost =
    c.kind.id === "program"
      ? c.t(
          "Melaksanakan {subj} dalam had perbelanjaan {total}, dengan penyata kewangan yang lengkap kepada {addressee}",
          "To deliver the {subj} within its cost of {total}, with a full financial statement to {addressee}",
        )
      : completed(c, when === null);
  return [when, ...statedChanges(c), cost].filter((x): x is string => x !== null);
}

/** A change the brief promises, from its verb: 'Meningkatkan pengeluaran daripada 800 kepada 2,000 bungkus sehari'. */
const CHANGE_VERB =
  /\b(?:meningkatkan|menambah|menaikkan|mengurangkan|menurunkan|mengembangkan|increas(?:e|es|ing)|rais(?:e|es|ing)|reduc(?:e|es|ing)|cut(?:s|ting)?|grow(?:s|ing)?|expand(?:s|ing)?|lift(?:s|ing)?)\b/iu;

const BY_AMOUNT = /\b(?:sebanyak|by|kepada|to)\s+(?:RM\s?)?\d[\d,.]*\s*(?:%|peratus|percent)?/iu;

/** 'monthly sales are expected to reach RM 18,000', 'jualan bulanan dijangka mencapai RM 18,000': a sales target stated as a forecast. */
const SALES_REACH =
  /\b(monthly sales|annual sales|sales|revenue|jualan bulanan|jualan tahunan|jualan|pendapatan)\s+(?:(?:are|is|will be)\s+)?(?:expected|projected|forecast|dijangka|disasarkan|diunjurkan)\s+(?:to\s+|akan\s+)?(?:reach|mencapai)\s+(RM\s?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?(?:\s+(?:a month|a year|per month|per year|sebulan|setahun))?)/iu;

/** 'To raise monthly sales to RM 18,000', 'Meningkatkan jualan bulanan kepada RM 18,000': the forecast as the objective it sets. */
function salesReached(c: Ctx): string | null {
  const m = SALES_REACH.exec(c.brief.description);
  return m?.[1] && m[2] ? salesRaised(c, m[1], m[2]) : null;
}

/** A sales target stated as one: 'sasaran jualan ialah RM 30,000 sebulan', 'the monthly sales target is RM 30,000'. */
const SALES_TARGET =
  /^(?:sasaran\s+(jualan(?:\s+bulanan)?|pendapatan(?:\s+bulanan)?)|(?:the\s+|our\s+)?(monthly sales|sales|revenue)\s+target)\s+(?:ialah|adalah|is|of|:)\s*(RM\s?\d[\d,.]*(?:\s+(?:sebulan|setahun|a month|a year|per month|per year))?)$/iu;

/** 'Meningkatkan jualan kepada RM 25,000 sebulan (daripada RM 12,000 sebulan)': sales from where they stand now. */
function salesRaised(c: Ctx, what: string, target: string): string {
  const said = what.toLocaleLowerCase("ms");
  const now = /\b(?:jualan|sales|revenue|pendapatan)\b/i.test(said) ? currentSales(c)?.text : undefined;
  const from = now ? c.w(` (daripada ${now})`, ` (from ${now})`) : "";
  return c.w(`Meningkatkan ${said} kepada ${target}${from}`, `To raise ${said} to ${target}${from}`);
}

/** A change down: 'falls', 'is cut' ('catch lost cut from 15% to 5%'), 'dikurangkan'. */
const DOWN =
  "falls?|drops?|decreases?|declines?|goes down|go down|down|cut|reduced|lowered|berkurang|menurun|turun|jatuh|dikurangkan|diturunkan";
/**
 * What changes, then how: 'finishing output rises from 40 to 70 pieces a week', 'kadar keciciran menurun
 * daripada 12% kepada 5%', or a list's note without a verb: 'spoilage down from 15% to 5%'.
 */
const RESULT_CLAUSE = new RegExp(
  String.raw`^(?:the\s+)?(\p{L}[\p{L}\s'-]{1,60}?)\s+(?:(?:will|would|should|is expected to|are expected to|akan|dijangka|dijangka akan|to)\s+)?(rises?|rising|increases?|grows?|improves?|goes up|go up|up|meningkat|bertambah|naik|${DOWN})(?:\s+(?:from|daripada|dari)\s+((?:RM\s?)?\d[\d,.]*\s*%?(?:\s+\p{L}+){0,3}?))?\s+(?:to|kepada|ke)\s+((?:RM\s?)?\d[\d,.]*\s*%?(?:\s+(?:\p{L}+|\d{4})){0,5})$`,
  "iu",
);
/** 'jualan dijangka mencecah RM 25,000 sebulan menjelang Jun 2028', 'sales will reach RM 14,000 a month by 2027'. */
const REACHES_CLAUSE =
  /^(?:the\s+)?(\p{L}[\p{L}\s'-]{1,40}?)\s+(?:(?:will|is expected to|are expected to|akan|dijangka|dijangka akan|to)\s+)?(?:reach|reaches|hit|hits|mencecah|mencapai)\s+((?:RM\s?)?\d[\d,.]*(?:\s+(?:\p{L}+|\d{4})){0,5})$/iu;
/** 'Dengan peralatan ini ', 'With the new equipment ': the means of a change, before what changes. */
const MADE_BY =
  /^(?:she|he|we|they|kami|dia|beliau)\s+(?:expects?|hopes?|menjangkakan|mengharapkan)\s+(?:that\s+|bahawa\s+)?|^(?:dengan|with|melalui|through)\s+(?:\p{L}+\s+){0,3}?(?:ini|itu|this|these|it)\s+|^with\s+the\s+new\s+\p{L}+\s+|^with\s+(?:the|a|an|this|our)\s+\p{L}+\s+(?=\p{L}+(?:\s+\p{L}+)?\s+(?:is|are|will|would|should)\s)/iu;
/** A sentence that states what is hoped for, not the problem as it stands ('cases rose from 20 to 45 last year'). */
const HOPED =
  /\b(?:expected|expects?|targets?|will|would|should|projected|forecast|aims?|results?|outcomes?|akan|dijangka|menjangkakan|sasaran|disasarkan|diharap|diharapkan|hasil|matlamat|unjuran)\b/i;
const SO_FAR = /\b(?:has|have|had|was|were|last year|since|telah|sudah|tahun lalu|tahun lepas|sejak)\b/i;
const FALLS = new RegExp(`^(?:${DOWN})$`, "i");

/** 'raise monthly sales from RM 19,800 to RM 39,600', 'mengurangkan kos daripada ... kepada ...'. */
const ACTED_CHANGE =
  /^(?:raise|increase|grow|cut|reduce|lower|meningkatkan|menaikkan|mengurangkan|menurunkan)\s+\p{L}[\p{L}\s'-]{1,50}?\s+(?:from|daripada|dari)\s+(?:RM\s?)?\d[\d,.]*\s*%?(?:\s+\p{L}+){0,3}?\s+(?:to|kepada)\s+(?:RM\s?)?\d[\d,.]*\s*%?(?:\s+\p{L}+){0,5}$/iu;
/** 'She will hire 2 helpers', 'Kami akan mengambil 3 pekerja': the jobs, said of whoever hires. */
const WILL_HIRE =
  /^(?:(?:she|he|we|they|it|the\s+\p{L}+|kami|dia|beliau|syarikat|koperasi)\s+)?(?:(?:also|juga)\s+)?(?:will|akan)\s+(?:also\s+|juga\s+)?(?:hire|employ|recruit|mengambil|menggaji)\s+(\d{1,4})\s+(\p{L}+(?:\s+\p{L}+){0,2})$/iu;
/** 'With the truck she expects to sell 300 packs a day', 'kami menjangkakan dapat menjual 300 bungkus sehari'. */
const EXPECTS_TO_DO =
  /^(?:(?:with|dengan)\s+[^,]{2,40}?\s+)?(?:she|he|we|they|it|the\s+\p{L}+|kami|dia|beliau)\s+(?:expects?|aims?|plans?|hopes?|menjangkakan|menyasarkan)\s+(?:to\s+|dapat\s+|untuk\s+)?(sell|serve|produce|bake|cook|deliver|menjual|melayan|menghasilkan|mengeluarkan)\s+(\d[\d,]*\s+\p{L}.*)$/iu;
/** An English act as the Malay objective opens on it. */
const ACT_MS: Record<string, string> = {
  sell: "Menjual",
  serve: "Melayan",
  produce: "Menghasilkan",
  bake: "Menghasilkan",
  cook: "Menyediakan",
  deliver: "Menghantar",
  menjual: "Menjual",
  melayan: "Melayan",
  menghasilkan: "Menghasilkan",
  mengeluarkan: "Mengeluarkan",
};

/**
 * The results a brief states as changes in what it measures ('Expected results: finishing output rises
 * from 40 to 70 pieces a week and rejected pieces fall from 8% to 3%'), each as the objective it sets:
 * 'To raise finishing output from 40 to 70 pieces a week', 'To reduce rejected pieces from 8% to 3%'.
 */
function statedResults(c: Ctx): string[] {
  const found: string[] = [];
  for (const sentence of c.brief.description.split(/(?<=[.!?])\s+/)) {
    // A label before a colon ('Expected results:', 'Hasil dijangka:') is no part of what changes.
    if (!HOPED.test(sentence) || SO_FAR.test(sentence)) continue;
    const body = sentence.replace(/^[^:]{1,40}:\s*/u, "").replace(/[.!?\s]+$/u, "");
    let lastVerb = "";
    for (const clause of body.split(/\s*;\s*|,?\s+(?:and|dan|serta|while|manakala)\s+|,\s+/iu)) {
      // '2 orang pekerja baharu akan diambil', '2 new workers will be hired': the jobs it brings.
      const hired = HIRED.exec(clause.trim());
      if (hired?.index === 0) {
        found.push(hiringAim(hired, "To hire"));
        continue;
      }
      // 'She will hire 2 helpers', 'Kami akan mengambil 3 pekerja': the same jobs, said of who hires.
      const hires = WILL_HIRE.exec(clause.trim());
      if (hires?.[1] && hires[2]) {
        found.push(c.w(`Mengambil ${hires[1]} ${hires[2]}`, `To hire ${hires[1]} ${hires[2]}`));
        continue;
      }
      // 'sasaran jualan ialah RM 30,000 sebulan', 'the sales target is RM 30,000 a month': sales raised to it.
      const target = SALES_TARGET.exec(clause.trim());
      const targeted = target?.[1] ?? target?.[2];
      if (targeted && target?.[3]) {
        found.push(salesRaised(c, targeted, target[3]));
        continue;
      }
      // '... and raise monthly sales from RM 19,800 to RM 39,600': a change said by its doer's verb.
      const acted = ACTED_CHANGE.exec(clause.trim());
      if (acted) {
        found.push(c.w(upperFirst(acted[0]), `To ${inSentence(acted[0])}`));
        continue;
      }
      // 'With the truck she expects to sell 300 packs a day': what it expects to sell or serve.
      const output = EXPECTS_TO_DO.exec(clause.trim());
      if (output?.[1] && output[2]) {
        const act = output[1].toLocaleLowerCase("en");
        found.push(c.w(`${ACT_MS[act] ?? act} ${output[2]}`, `To ${act} ${output[2]}`));
        continue;
      }
      // 'Dengan peralatan ini pengeluaran ...', 'With the new oven output ...': what makes the change is no part of what changes.
      const said = clause.trim().replace(MADE_BY, "");
      // '... meningkat kepada 40 sehari dan jualan bulanan kepada RM 17,500': the second change shares the first's verb.
      const shared = lastVerb
        ? said.replace(
            /^(\p{L}[\p{L}\s'-]{1,60}?)\s+(?=(?:from|daripada|dari|to|kepada)\s+(?:RM\s?)?\d)/iu,
            `$1 ${lastVerb} `,
          )
        : said;
      const m: RegExpExecArray | null =
        RESULT_CLAUSE.exec(said) ?? (shared !== said ? RESULT_CLAUSE.exec(shared) : null);
      if (m?.[2]) lastVerb = m[2];
      const reached = m ? null : REACHES_CLAUSE.exec(said);
      if (reached?.[1] && reached[2] && reached[1].split(/\s+/).length <= 4) {
        found.push(salesRaised(c, reached[1], reached[2]));
        continue;
      }
      if (!m?.[1] || !m[2] || !m[4] || m[1].split(/\s+/).length > 6) continue;
      const what = /^\p{Lu}\p{Ll}/u.test(m[1]) ? m[1].charAt(0).toLocaleLowerCase("ms") + m[1].slice(1) : m[1];
      const down = FALLS.test(m[2]);
      // 'jualan bulanan meningkat kepada RM 22,000': sales raised from where they stand now, when the brief says.
      if (!m[3] && !down && /\b(?:jualan|sales|revenue|pendapatan)\b/i.test(what)) {
        found.push(salesRaised(c, what, m[4]));
        continue;
      }
      // 'pengeluaran dijangka naik kepada 5,000 biji sehari': raised to its target, from where the brief does not say.
      const from = m[3] ? c.w(` daripada ${m[3]}`, ` from ${m[3]}`) : "";
      found.push(
        c.w(
          `${down ? "Mengurangkan" : "Meningkatkan"} ${what}${from} kepada ${m[4]}`,
          `To ${down ? "reduce" : "raise"} ${what}${from} to ${m[4]}`,
        ),
      );
    }
  }
  return found;
}

/** Every change the brief promises, each an objective: its stated results, else the one change it names. */
function statedChanges(c: Ctx): string[] {
  const results = statedResults(c);
  if (results.length) return results;
  const change = changeSentence(c);
  return change ? [change] : [];
}

function changeSentence(c: Ctx): string | null {
  // 'daripada 800 kepada 2,000 bungkus sehari', 'sebanyak RM 1,600 sebulan', 'by 30%'.
  const sentence = c.brief.description
    .split(/(?<=[.!?])\s+/)
    .find((x) => CHANGE_VERB.test(x) && (new RegExp(CHANGE.source, "iu").test(x) || BY_AMOUNT.test(x)));
  const verb = sentence ? CHANGE_VERB.exec(sentence) : null;
  if (!sentence || !verb) return salesReached(c);
  let said = sentence.slice(verb.index).replace(/[.!?\s]+$/u, "");
  // English: 'will increase output ...' -> 'To increase output ...'.
  if (c.lang === "en")
    said = `To ${said.replace(/^(\w+?)(?:es|s|ing)\b/i, (_, stem: string) => (/^(increas|rais|reduc)$/i.test(stem) ? `${stem}e` : stem))}`;
  return upperFirst(said);
}

/** 'will study whether a 12-week peer tutoring programme improves ...', 'akan mengkaji sama ada ...'. */
const STUDIES_WHETHER =
  /\b(?:will|to|aims to|seeks to)\s+(?:study|examine|investigate|determine|test|assess)\s+(whether|how|if)\s+([^.;]{10,200})|\b(?:akan\s+|bertujuan\s+)?(?:mengkaji|menyiasat|menentukan|menguji|menilai)\s+(sama ada|bagaimana)\s+([^.;]{10,200})/iu;

/** The question a study says it asks, as its first objective in the brief's own words. */
function studiedQuestion(c: Ctx): string | null {
  const m = STUDIES_WHETHER.exec(c.brief.description);
  if (!m) return null;
  if (m[1] && m[2])
    return `To determine ${m[1].toLowerCase() === "if" ? "whether" : m[1].toLowerCase()} ${m[2].trim()}`;
  return m[3] && m[4] ? `Menentukan ${m[3].toLowerCase()} ${m[4].trim()}` : null;
}

/**
 * 'Kajian ini akan mengukur tahap literasi kewangan dalam kalangan 300 belia B40 ... melalui soal
 * selidik', 'This study will identify the factors ...': what the study says it will do, up to how.
 */
const STUDY_WILL =
  /\b(?:kajian|penyelidikan|study|research)\s+(?:ini\s+|this\s+)?(?:akan|will|bertujuan(?:\s+untuk)?|aims\s+to)\s+(mengukur|mengenal\s+pasti|menilai|meninjau|mengkaji|menganalisis|measure|identify|assess|examine|explore|analyse|analyze|map)\s+([^.;]{10,200}?)(?=\s+(?:melalui|menggunakan|dengan\s+menggunakan|through|using|by\s+means\s+of)\b|[.;]|$)/iu;

/** The study's own statement of what it will do, as its first objective in its words. */
function statedStudyAim(c: Ctx): string | null {
  const m = STUDY_WILL.exec(c.brief.description);
  if (!m?.[1] || !m[2]) return null;
  const verb = m[1].replace(/\s+/g, " ");
  const said = `${verb.charAt(0).toLocaleUpperCase("ms")}${verb.slice(1).toLocaleLowerCase("ms")} ${m[2].trim()}`;
  return c.lang === "en" ? `To ${said.charAt(0).toLowerCase()}${said.slice(1)}` : said;
}

/** 'Keberkesanan PBL terhadap ...', 'Effects of X on Y': a title that names what a study measures. */
const MEASURING_TITLE_MS = /^(?:Kajian\s+)?(Keberkesanan|Kesan|Pengaruh|Hubungan|Impak)\s+(\S.*)$/u;
const MEASURING_TITLE_EN =
  /^(?:A\s+Study\s+of\s+)?(?:the\s+)?(Effectiveness|Effects?|Impact|Influence|Relationship)\s+(of|between)\s+(\S.*)$/iu;
/** Where a title's topic ends and its setting (a place, an institution) begins, kept as written. */
const SETTING = /\s(?=(?:di|dalam kalangan|in|at|among)\s)/u;

/** The study's aim from a title that says what it measures: 'Menentukan keberkesanan pembelajaran berasaskan projek terhadap ...'. */
function titledAim(c: Ctx): string | null {
  const title = c.brief.title.trim().replace(/[.:]+$/u, "");
  const [topic = "", ...setting] = title.split(SETTING);
  const lowered = topic.toLocaleLowerCase(c.brief.language === "ms" ? "ms" : "en");
  const rest = setting.length ? ` ${setting.join(" ")}` : "";
  const ms = MEASURING_TITLE_MS.exec(topic);
  if (ms) return `Menentukan ${lowered.replace(/^kajian\s+/u, "")}${rest}`;
  const en = MEASURING_TITLE_EN.exec(topic);
  if (en) return `To determine the ${lowered.replace(/^(?:a study of\s+)?(?:the\s+)?/u, "")}${rest}`;
  return null;
}

/** 'Hipotesis: skor kemahiran amali ... meningkat ...', 'Hypothesis: ...': the claim the study tests. */
const HYPOTHESIS = /\b(?:Hipotesis(?:\s+kajian)?|Hypothesis)\s*:\s*([^.;]{10,240})/iu;

function testedHypothesis(c: Ctx): string | null {
  const h = HYPOTHESIS.exec(c.brief.description)?.[1]?.trim();
  if (!h) return null;
  return c.brief.language === "ms" ? `Menguji hipotesis bahawa ${h}` : `To test the hypothesis that ${h}`;
}

/** 'PI', 'Ketua Penyelidik', 'Principal Investigator', 'Project Leader'. */
const LEAD_RESEARCHER =
  /^(?:PI|Ketua Penyelidik|Penyelidik Utama|Principal Investigator|Project Lead(?:er)?|Ketua Projek)$/i;

export const objectives: RoleWriter = (c, o, target) => {
  if (c.objectives.length) {
    o.p(c.t("Objektif {thing} adalah seperti berikut:", "The objectives of {thing} are:"));
    o.list("ol", items(c.objectives));
    // The brief's own measurable change measures the first objective that states no figure.
    const change = statedChange(c);
    const measured = change ? c.objectives.findIndex((x) => !STATED_TARGET.test(x)) : -1;
    // A study's objectives answer to its lead researcher when the brief names one.
    const lead = c.kind.id === "penyelidikan" ? c.facts.keyPeople.find((p) => LEAD_RESEARCHER.test(p.role)) : undefined;
    const responsible = lead?.name ?? c.facts.applicant ?? c.w("Penganjur", "Organiser");
    o.table(
      [
        c.w("Objektif", "Objective"),
        c.w("Petunjuk kejayaan", "Measure of success"),
        c.w("Tanggungjawab", "Responsible"),
      ],
      c.objectives.map((x, i) => [
        c.w(`Objektif ${i + 1}`, `Objective ${i + 1}`),
        measureOf(c, x, i === measured ? change : null),
        responsible,
      ]),
    );
  } else {
    o.p(c.t("Objektif {thing} ialah:", "The objectives of {thing} are:"));
    // A study's objectives are its research questions: the researcher's to state, never a budget or a sales target.
    if (c.kind.id === "penyelidikan") {
      // A trial's stated outcomes are what it sets out to measure: its objectives in the brief's words.
      const outcomes = outcomeObjectives(c);
      const asked = outcomes.length ? null : studiedQuestion(c);
      // 'Keberkesanan X terhadap Y' with 'Hipotesis: ...': what the title measures, and the claim it tests.
      const titled =
        outcomes.length || asked
          ? []
          : [titledAim(c) ?? statedStudyAim(c), testedHypothesis(c)].filter((x) => x !== null);
      const measured = asked
        ? [asked, ...[testedHypothesis(c)].filter((x) => x !== null)]
        : outcomes.length
          ? outcomes
          : titled;
      const blanks = [
        c.ph("objektif kajian pertama", "the first research objective"),
        c.ph("objektif kajian kedua", "the second research objective"),
        c.ph("objektif kajian ketiga", "the third research objective"),
      ];
      o.list("ol", measured.length >= 2 ? measured : [...measured, ...blanks.slice(measured.length)]);
      return fill(c, o, target, []);
    }
    const derived = derivedObjectives(c);
    const business = businessPaper(c);
    const stated = business && statedChanges(c).length ? null : statedTarget(c);
    o.list("ol", [
      ...derived,
      // Two objectives of the brief's own need no blank between them.
      ...(derived.length < 2 && !(derived.length === 1 && stated)
        ? [c.ph("objektif pertama yang boleh diukur", "the first measurable objective")]
        : []),
      // The result hoped for is the user's to state: a business's sales or jobs, a programme's participants.
      // 'Our target is that 70% of pupils improve ...': the brief has stated it.
      ...(business && statedChanges(c).length
        ? []
        : stated
          ? [stated]
          : [
              business
                ? c.ph("sasaran jualan atau pekerjaan selepas projek", "the sales or jobs target after the project")
                : c.ph(
                    "hasil yang diharapkan bagi peserta atau penerima manfaat",
                    "the result expected for participants or beneficiaries",
                  ),
            ]),
    ]);
  }
  fill(c, o, target, [
    ...(c.roles.includes("monitoring")
      ? ([
          [
            "Setiap objektif di atas akan dinilai selepas {thing} berdasarkan petunjuk dalam bahagian pemantauan.",
            "Each objective above will be assessed after {thing} against the indicators in the monitoring section.",
          ],
        ] as const)
      : c.objectives.length
        ? ([
            [
              "Setiap objektif di atas akan dinilai selepas {thing} berdasarkan petunjuk kejayaan dalam jadual di atas.",
              "Each objective above will be assessed after {thing} against the measures of success in the table above.",
            ],
          ] as const)
        : []),
    [
      "Objektif ini ditetapkan oleh {org} berdasarkan keperluan sebenar {aud}.",
      "{org} set these objectives from the real needs of {aud}.",
    ],
    [
      "Objektif ini juga menjadi asas kepada laporan akhir {subj} kepada {addressee}.",
      "These objectives are also the basis of the final report on the {subj} to {addressee}.",
    ],
  ]);
};

/** 'Pusat ini akan menyediakan 10 komputer, akses internet percuma ... dan kelas tuisyen', 'will provide ...': what it offers. */
const PROVIDES = /\b(?:akan\s+)?(?:menyediakan|menawarkan)\s+([^.;]+)|\bwill\s+(?:provide|offer)\s+([^.;]+)/iu;

/**
 * 'kerja menaik taraf: menggantikan bumbung (RM 38,000), ... memasang 6 kipas siling baharu (RM 3,600)':
 * the works a proposal prices, in its words without their prices, are its scope.
 */
function pricedWorks(c: Ctx): string[] {
  if (c.kind.id !== "cadangan" || c.facts.budgetItems.length < 2) return [];
  return c.facts.budgetItems.map((item) => {
    const said = (item.context ?? "").replace(/\s*\(\s*RM[^)]*\)/giu, "").trim();
    return upperFirst(said && !/\bRM\s?\d/i.test(said) && said.length <= 90 ? said : item.item);
  });
}

export const scope: RoleWriter = (c, o, target) => {
  const provided = c.requirements.length ? [] : listedParts(PROVIDES.exec(c.brief.description)?.slice(1).find(Boolean));
  const covered = c.requirements.length ? c.requirements : provided.length ? provided.map(upperFirst) : pricedWorks(c);
  if (covered.length) {
    o.p(c.t("Skop {thing} meliputi perkara-perkara berikut:", "The scope of {thing} covers:"));
    o.list("ul", items(covered));
  } else
    o.p(
      c.t(
        "Skop {thing} ialah seperti yang diterangkan dalam latar belakang.",
        "The scope of {thing} is as described in the background.",
      ),
    );
  fill(c, o, target, [
    covered.length
      ? [
          "Perkara di luar senarai ini tidak termasuk dalam kos {thing} yang dipohon.",
          "Anything outside this list is not part of the cost of {thing} requested here.",
        ]
      : [
          "Perkara yang tidak dinyatakan dalam kertas ini tidak termasuk dalam kos {thing} yang dipohon.",
          "Anything this paper does not state is not part of the cost of {thing} requested here.",
        ],
    [
      "Sebarang perubahan skop {subj} akan dibawa semula untuk kelulusan {addressee}.",
      "Any change to the scope of the {subj} will be brought back to {addressee} for approval.",
    ],
  ]);
};

export const method: RoleWriter = (c, o, target) => {
  // 'As follows' only when the stages follow here (they are explained once per paper).
  if (!c.doc.phasesExplained && c.schedule.phases.some((p) => p.note))
    o.p(
      c.t(
        "{Thing} akan dilaksanakan secara berperingkat seperti berikut:",
        "{Thing} will be carried out in stages as follows:",
      ),
    );
  else
    o.p(
      c.t(
        "{Thing} dilaksanakan mengikut peringkat dalam jadual pelaksanaan.",
        "{Thing} is carried out in the stages of the implementation schedule.",
      ),
    );

  phaseNotes(c, o, true);
  // The people the brief names run it; a paper with no committee, team or profile names them here.
  if (
    c.facts.keyPeople.length &&
    !c.roles.some((r) => r === "committee" || r === "team" || r === "applicant" || r === "company")
  ) {
    o.p(c.t("Pegawai yang bertanggungjawab bagi {thing}:", "The people responsible for {thing}:"));
    o.list(
      "ul",
      c.facts.keyPeople.map((p) => `${p.role}: ${p.name}`),
    );
  }
  actionPlan(c, o);
  fill(c, o, target, [
    [
      "Setiap peringkat {subj} mempunyai pegawai yang bertanggungjawab dan tarikh siap yang jelas.",
      "Each stage of the {subj} has a responsible officer and a clear completion date.",
    ],
    [
      "Kemajuan {thing} akan dibentangkan dalam mesyuarat berkala {org}.",
      "Progress on {thing} will be reported at {org}'s regular meetings.",
    ],
    [
      "Dokumen, resit dan rekod {subj} akan disimpan untuk tujuan audit.",
      "Documents, receipts and records of the {subj} will be kept for audit.",
    ],
  ]);
};

export const impact: RoleWriter = (c, o, target) => {
  if (c.objectives.length) {
    o.p(
      c.t(
        "Hasil yang dijangka daripada {thing} adalah selari dengan objektifnya:",
        "The results expected from {thing} follow its objectives:",
      ),
    );
    // Each objective met, in its own words: 'Objective 1 achieved' alone tells the reader nothing.
    o.list(
      "ul",
      items(c.objectives).map((x, i) => {
        const change = i === c.objectives.findIndex((y) => !/\d/.test(y)) ? statedChange(c) : null;
        const reached = c.w(`Objektif ${i + 1} tercapai: ${inSentence(x)}`, `Objective ${i + 1} met: ${inSentence(x)}`);
        return change ? `${reached} (${change})` : reached;
      }),
    );
  } else {
    // Without objectives of its own, a business's impact is the change its brief states, not filler alone.
    const changes = c.traits.business ? statedChanges(c) : [];
    const change = joinList(changes.map(inSentence), c.lang);
    const result = changes.length
      ? c.t(
          "Hasil utama yang dijangka daripada {thing} ialah {change}.",
          changes.length > 1
            ? "The main results expected from {thing} are {change}."
            : "The main result expected from {thing} is {change}.",
          { change },
        )
      : null;
    if (result) o.p(result);
  }
  fill(c, o, target, [
    ["{Thing} akan memberi manfaat secara langsung kepada {aud}.", "{Thing} will benefit {aud} directly."],
    [
      "Kejayaan {subj} juga akan mengukuhkan keyakinan pihak berkepentingan terhadap {org}.",
      "The success of the {subj} will also strengthen stakeholders' confidence in {org}.",
    ],
    [
      "Hasil {subj} akan direkodkan supaya dapat dijadikan rujukan pada masa hadapan.",
      "The results of the {subj} will be recorded for future reference.",
    ],
  ]);
};

export const monitoring: RoleWriter = (c, o, target) => {
  o.p(
    c.t(
      "Kemajuan {thing} dipantau berdasarkan objektifnya sendiri:",
      "Progress on {thing} is monitored against its own objectives:",
    ),
  );
  // A business that states its change ('from 300 kg to 800 kg a day') is measured against it, not a blank.
  const changes = !c.objectives.length && businessPaper(c) ? statedChanges(c) : [];
  const indicators = c.objectives.length
    ? objectiveRefs(c, "monitoring")
    : changes.length
      ? changes
      : [c.ph("petunjuk prestasi", "a performance indicator")];
  const rows = indicators.map((x, i) => [
    String(i + 1),
    x.replace(/[\s.]+$/u, ""),
    c.w("Laporan dan rekod pelaksanaan", "Implementation reports and records"),
    i === 0 ? c.w("Setiap bulan", "Monthly") : c.w("Pada akhir pelaksanaan", "At the end"),
  ]);
  o.table(
    [
      c.w("Bil.", "No."),
      c.w("Petunjuk (daripada objektif)", "Indicator (from the objectives)"),
      c.w("Sumber bukti", "Evidence"),
      c.w("Kekerapan", "Frequency"),
    ],
    rows,
  );
  fill(c, o, target, [
    [
      "Laporan pemantauan {subj} akan dikemukakan kepada {addressee}.",
      "Monitoring reports on the {subj} will be submitted to {addressee}.",
    ],
    [
      "Jika sesuatu sasaran {subj} tidak tercapai, punca dan tindakan pembetulan akan dicatat dalam laporan.",
      "If a target of the {subj} is missed, the cause and the corrective action will be recorded in the report.",
    ],
  ]);
};

export const risks: RoleWriter = (c, o, target) => {
  const listed = c.constraints.length ? c.constraints : [];
  o.p(
    c.t(
      "Risiko yang telah dikenal pasti bagi {thing} dan langkah kawalannya:",
      "The risks identified for {thing} and their controls:",
    ),
  );
  const rows = [
    ...listed.map((x) => [
      upperFirst(x.replace(/[\s.]+$/u, "")),
      c.w("Dipantau rapi; tindakan awal diambil apabila perlu", "Watched closely; early action taken when needed"),
    ]),
    ...kindRisks(c),
    [
      c.w("Kos sebenar melebihi anggaran", "Actual costs exceed the estimate"),
      c.w(
        "Sebut harga diperoleh lebih awal dan setiap perbelanjaan diluluskan terlebih dahulu",
        "Quotations obtained early and every expense approved first",
      ),
    ],
  ].map((r, i) => [String(i + 1), ...r]);
  o.table([c.w("Bil.", "No."), c.w("Risiko", "Risk"), c.w("Langkah kawalan", "Control")], rows);
  fill(c, o, target, [
    [
      "Senarai risiko {subj} ini akan dikemas kini sepanjang pelaksanaan.",
      "This list of risks for the {subj} will be updated throughout implementation.",
    ],
  ]);
};

/** An aim inside a sentence: its first letter small (an acronym kept), no full stop after it. */
function inSentence(s: string): string {
  const t = s.replace(/[\s.]+$/u, "");
  return /^[\p{Lu}]{2}/u.test(t) ? t : lowerFirst(t);
}
