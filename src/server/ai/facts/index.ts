/**
 * extractFacts: the facts a funder checks, read from every text of the brief and from the form's
 * detail fields (which win over the text). Deterministic and quick; no model, no network.
 */
import type { ProposalBrief } from "../writer.js";
import {
  budgetFigures,
  detailsBudgetItems,
  headsForAmount,
  monthlyLines,
  statedCostLine,
  templateUnitItems,
  textBudgetItems,
} from "./budget.js";
import { WEEKDAY } from "./calendar.js";
import { extractCounts, extractPercentages, findPercentages, perEachTotals, type Taken } from "./counts.js";
import { detailsEventDate, extractDates, findDates } from "./dates.js";
import { findDurations, projectDuration } from "./durations.js";
import { applicantNamed, proseFundingSources } from "./funding.js";
import { extractMoney, findAmounts } from "./money.js";
import {
  findAskedAddressee,
  findAskedOf,
  findFunder,
  findNamedAddressee,
  findOrganisations,
  findOwnedBusiness,
  findPlaces,
  findPlainVenue,
  findPresenter,
  findSelf,
  findVenue,
  isFunder,
  namedAsApprover,
  namedAsPartner,
  namedAsSupplier,
  ownHouseOfPrayer,
  ownOrganisations,
  selfWorkplace,
} from "./names.js";
import { extractPeriods, findPeriods } from "./periods.js";
import {
  applicantAddress,
  keyPeople,
  leadApplicant,
  listedCommittee,
  namedPosts,
  registrationNumber,
  repaymentInstalment,
  repaymentPeriod,
  signedFor,
  supplierRegistrations,
  templateAnswer,
  templateVenue,
  withSigners,
} from "./profile.js";
import { proseSchedule } from "./running-order.js";
import { extractSubject } from "./subject.js";
import { briefSnippets, type Snippet, upperFirst } from "./text.js";
import { findTimes } from "./times.js";
import type { BudgetItemFact, CountFact, DateFact, DurationFact, Facts, MoneyFact } from "./types.js";

export type { Facts } from "./types.js";

/** Spans of a sentence already read as amounts, days, times, lengths or percentages (never counts). */
function takenIn(reference: string) {
  return (text: string): Taken => [
    ...findAmounts(text).map((a) => ({ index: a.index, end: a.end })),
    ...findDates(text, reference).map((d) => ({ index: d.index, end: d.endIndex })),
    ...findTimes(text),
    ...findDurations(text),
    ...findPercentages(text),
    ...findPeriods(text),
  ];
}

const APPLICANT_LABEL =
  /^(?:nama\s+(?:syarikat|perniagaan|penganjur|sekolah|institusi(?:\s+latihan)?|tadika|pemohon|organisasi|pertubuhan|ketua penyelidik)|applicant|company name|organi[sz]ation name)$/i;
const ADDRESSEE_LABEL = /^(?:nama pelanggan|agensi pemanggil tender|pihak berkuasa tempatan|client|funder|agensi)$/i;

/**
 * 'Nama Organisasi' in a tender or system-proposal template is the organisation the work is for
 * (its placeholder is a council with a problem to solve): the addressee; the bidder is unknown.
 */
const CLIENT_ORGANISATION_LABEL = /^nama\s+(?:organisasi|pertubuhan)$/i;

function firstOf<T>(snippets: Snippet[], read: (text: string) => T | null): T | null {
  for (const s of snippets) {
    const found = read(s.text);
    if (found) return found;
  }
  return null;
}

/** Times as written: the form's event time first, then times in the text, each once. */
function extractTimes(brief: ProposalBrief, snippets: Snippet[]): string[] {
  const out: string[] = [];
  const eventTime = brief.details?.eventTime?.trim();
  if (eventTime) out.push(eventTime);
  for (const s of snippets) for (const t of findTimes(s.text)) if (!out.includes(t.text)) out.push(t.text);
  return out;
}

/** 'memohon Geran Penyelidikan Jangka Pendek UMT', 'Dana dipohon daripada Geran Penyelidikan TVET', 'applying for the Fundamental Research Grant Scheme (FRGS)'. */
const GRANT_SCHEME =
  /\b(?:memohon|mohon|pohon|permohonan|(?:dipohon|dimohon)\s+(?:daripada|dari|di bawah)|apply(?:ing)? for|applies for|under)\s+(?:the\s+)?((?:Geran|Skim Geran)(?:\s+(?:\p{Lu}[\p{L}-]*|\([A-Z0-9-]+\))){1,7}|(?:\p{Lu}[\p{L}-]*\s+){1,6}(?:Grant|Grant Scheme|Research Grant)(?:\s+\([A-Z0-9-]+\))?)/u;

/** The national research grant schemes by their short names, with the year when given ('FRGS 2027 application'). */
const SCHEME_NAMED = /\b(?:FRGS|PRGS|TRGS|LRGS|MRUN)(?:\s+\d{4}(?:\/\d{1,4})?)?(?=\W|$)/;

/** The panel of the grant scheme a study applies for, when the brief names no body to address. */
function grantScheme(brief: ProposalBrief): string | null {
  if (brief.kind !== "penyelidikan") return null;
  const text = `${brief.title}\n${brief.description}`;
  const scheme = (GRANT_SCHEME.exec(text)?.[1] ?? SCHEME_NAMED.exec(text)?.[0])?.trim();
  return scheme ? (brief.language === "ms" ? `panel ${scheme}` : `the ${scheme} panel`) : null;
}

/** 'Proposal to Majlis Bandaraya Ipoh: ...', 'Kertas Cadangan kepada Pejabat Daerah Kuantan'. */
const TITLE_TO =
  /\b(?:proposal|application|request|submission|cadangan|permohonan|kertas kerja)\s+(?:to|kepada)\s+(?:the\s+)?/i;

/** The body a title says the paper goes to, when its name follows 'Proposal to'. */
function titledTo(title: string): string | null {
  const m = TITLE_TO.exec(title);
  if (!m) return null;
  const rest = title.slice(m.index + m[0].length);
  const name = findOrganisations(rest)[0];
  return name && rest.startsWith(name) ? name : null;
}

/** 'Syarikat: Perabot Jaya Sdn Bhd, Batu Pahat', 'Company: ...', 'Perniagaan: Aminah Tailoring, Jalan ...'. */
const APPLICANT_LABELLED =
  /(?:^|[.\n]\s*)(?:Syarikat|Perniagaan|Nama (?:syarikat|perniagaan)|Pemohon|Company|Business|Applicant|Bidder|Petender|From|Daripada)\s*:\s*(\p{Lu}[^,.;:\n(]{1,80}?(?:\s+Sdn\.\s*Bhd\.|\s+Bhd\.)?)\s*(?=[,.;(\n]|$)/u;

function labelledApplicant(description: string): string | null {
  return APPLICANT_LABELLED.exec(description)?.[1]?.trim() ?? null;
}

/** A sentence about what already happened: 'tahun lepas', 'was held', 'telah berjaya'. */
const TOLD_AS_PAST =
  /\b(?:lepas|lalu|telah|pernah|sebelum ini|berjaya diadakan|ditubuhkan|didaftarkan|sejak|last year|previous(?:ly)?|was held|were held|took place|has been|had been|founded|established|registered|since)\b/i;

/**
 * Days in the brief; the form's event day replaces any event day in the text. A past day is not the
 * event when the brief tells it as past or names another event day; a programme's only day, written
 * in the past by mistake, stays as written rather than becoming a blank.
 */
function extractAllDates(brief: ProposalBrief, snippets: Snippet[]): { dates: DateFact[]; eventDate: DateFact | null } {
  const found = extractDates(snippets, brief.startDate, brief.kind);
  const past = (d: DateFact) => d.role === "event" && d.start < brief.startDate;
  // More than a year back is history, not a year mistyped.
  const yearBack = `${Number(brief.startDate.slice(0, 4)) - 1}${brief.startDate.slice(4, 10)}`;
  const laterEvent = found.some((d) => d.role === "event" && !past(d));
  const dates = found.map((d) =>
    past(d) && (laterEvent || d.start < yearBack || TOLD_AS_PAST.test(d.context))
      ? { ...d, role: "other" as const }
      : d,
  );
  const formDay = brief.details?.eventDate;
  if (!formDay) return { dates, eventDate: dates.find((d) => d.role === "event") ?? null };
  const eventDate = detailsEventDate(formDay, brief.details?.eventEndDate, brief.language);
  return { dates: [eventDate, ...dates.filter((d) => d.role !== "event")], eventDate };
}

/**
 * A total the brief prices per unit ('RM 15,000 per home') for a number of things it counts ('30
 * rooftop solar systems of 5 kWp each'): that count at that price is the cost line, named as written.
 */
/** A comma inside brackets while a text is cut at its commas (a private-use character). */
const HIDDEN_COMMA = "\uE000";

/** The text with the commas inside brackets hidden, so '40 laptops (Intel Core i5, 16 GB RAM)' is cut after its brackets. */
function outsideBrackets(text: string): string {
  let depth = 0;
  let out = "";
  for (const ch of text) {
    depth += ch === "(" ? 1 : ch === ")" && depth > 0 ? -1 : 0;
    out += depth > 0 && ch === "," ? HIDDEN_COMMA : ch;
  }
  return out;
}

/** An amount's tail that makes it a rate over a period: 'sebulan', 'a month', 'per year'. */
const PER_PERIOD =
  /\b(?:sehari|seminggu|sebulan|setahun|a (?:day|week|month|year)|per (?:day|week|month|year)|monthly|yearly)\b/i;

/** The words of an amount's sentence right after it ('RM 120 | bagi setiap keluarga, termasuk ...'). */
function afterAmount(a: MoneyFact, chars?: number): string {
  const from = a.context.indexOf(a.text) + a.text.length;
  return a.context.slice(from, chars === undefined ? undefined : from + chars);
}

/** What a price for one covers, right after it: ', termasuk juadah berbuka dan bakul makanan', '(including lunch and a T-shirt)'. */
const INCLUDES = /^[\s,(]*(?:termasuk|meliputi|merangkumi|including|covering)\s+([^().;]{3,80})/i;

/** A count that is a length or an area ('60 meter', '120 m2'), not a number of things. */
const MEASURE =
  /^(?:meter|metre|metres|meters|m|km|kaki|feet|ft|m2|m²|meter persegi|kaki persegi|square (?:metres|meters|feet))$/i;
/** The act a subject opens on ('pembinaan kanopi ...', 'installation of ...'), no part of a cost line's name. */
const ACT_OPENING =
  /^(?:pembinaan|pemasangan|penyediaan|pembelian|pembaikan|naik taraf|construction of|installation of|building of|the construction of)\s+/i;

/** A price for one a day ('RM 14.50 seorang sehari', 'RM 12 per pax per day'). */
const PER_HEAD_A_DAY =
  /\b(?:seorang|sekepala|per\s+(?:person|head|pax|student|pupil)|a\s+(?:person|head))\s+(?:sehari|a\s+day|per\s+day)\b/i;
/** The days a total is for ('untuk 300 hari persekolahan', 'for 190 school days'). */
const DAYS_OF_TOTAL =
  /\b(?:untuk|bagi|for|over)\s+(\d[\d,]*)\s+((?:hari|days?)(?:\s+(?:persekolahan|bekerja|operasi|school|working|operating))?)\b/i;

/**
 * 'Harga tawaran RM 14.50 seorang sehari ... RM 1,087,500 untuk 300 hari' for '250 pelajar asrama':
 * the people a day at that rate over those days is the cost line, under the paper's subject.
 */
function headsByTheDay(counts: CountFact[], amounts: MoneyFact[], total: number, subject: string): BudgetItemFact[] {
  const stated = amounts.find((a) => a.role === "total" && Math.abs(a.value - total) < 0.01);
  const days = stated ? DAYS_OF_TOTAL.exec(stated.context.slice(stated.context.indexOf(stated.text))) : null;
  const n = days ? Number((days[1] ?? "").replace(/,/g, "")) : 0;
  if (!days || !n) return [];
  for (const price of amounts.filter((a) => a.role === "unit" && PER_HEAD_A_DAY.test(a.text + afterAmount(a, 20)))) {
    const count = counts.find((k) => Math.abs(k.n * n * price.value - total) < 0.01);
    if (!count) continue;
    return [
      {
        item: `${upperFirst(subject)} (${count.text} × ${n} ${days[2]})`,
        quantity: count.n * n,
        unit: null,
        unitPrice: price.value,
        amount: total,
        source: stated?.source ?? count.source,
        context: stated?.context ?? count.context,
      },
    ];
  }
  return [];
}

function countAtUnitPrice(
  counts: CountFact[],
  amounts: MoneyFact[],
  total: number | null,
  subject: string,
): BudgetItemFact[] {
  if (total === null) return [];
  const daily = headsByTheDay(counts, amounts, total, subject);
  if (daily.length) return daily;
  // 'RM 15,000 sebulan' is a rate over time (a month's sales), never the price of one of a count.
  const perHead = amounts.filter((a) => a.role === "unit" && !PER_PERIOD.test(a.text));
  for (const price of perHead) {
    for (const count of counts) {
      if (Math.abs(count.n * price.value - total) >= 0.01) continue;
      // 'kanopi sepanjang 60 meter ... RM 800 semeter': a length at a price by the metre is the thing built, measured.
      if (MEASURE.test(count.noun)) {
        return [
          {
            item: upperFirst(subject.replace(ACT_OPENING, "")),
            quantity: count.n,
            unit: count.noun,
            unitPrice: price.value,
            amount: total,
            source: count.source,
            context: count.context,
          },
        ];
      }
      const after = count.context.slice(count.context.indexOf(count.text) + String(count.text.split(" ")[0]).length);
      const named = outsideBrackets(after)
        // 'along the back lanes of Jalan Harmoni 1 to 6': a range of numbers is one name.
        .split(/\s+(?:on|in|at|for|between|from|di|pada|untuk|bagi|kepada|antara|dari)\s+|(?<!\d)\s+to\s+|[,.;:]/)[0]
        ?.replaceAll(HIDDEN_COMMA, ",")
        .trim();
      if (!named) continue;
      // 'RM 120 bagi setiap keluarga, termasuk juadah berbuka dan bakul makanan': what each share buys names the line.
      const bought = INCLUDES.exec(afterAmount(price))?.[1]?.trim();
      return [
        {
          item: upperFirst(bought || named),
          quantity: count.n,
          unit: bought ? (count.noun.split(/\s+/)[0] ?? null) : null,
          unitPrice: price.value,
          amount: total,
          source: count.source,
          context: count.context,
        },
      ];
    }
  }
  return [];
}

/**
 * The length of a span the brief states by its two days ('between 1 April 2027 and 30 September
 * 2027'): whole months when it runs from a month's first day to a month's last, else whole weeks.
 */
function spanDuration(dates: DateFact[], language: "ms" | "en"): DurationFact | null {
  const start = dates.find((d) => d.role === "start");
  // Its end is the day an end word names, else the last day of the span it opens ('1 March to 31 May 2027').
  const last = dates.find((d) => d.role === "end" && start && d.start > start.start)?.start ?? start?.end;
  if (!start || !last) return null;
  const [y1, m1, d1] = start.start.split("-").map(Number) as [number, number, number];
  const after = new Date(`${last}T00:00:00Z`);
  // '... to 28 February 2028' means the month's end, though 2028 has a 29th.
  const monthEnd = /-02-28$/.test(last) && new Date(`${last.slice(0, 4)}-02-29T00:00:00Z`).getUTCDate() === 29;
  after.setUTCDate(after.getUTCDate() + (monthEnd ? 2 : 1));
  const days = Math.round((after.getTime() - Date.parse(`${start.start}T00:00:00Z`)) / 86_400_000);
  const months = (after.getUTCFullYear() - y1) * 12 + (after.getUTCMonth() + 1 - m1);
  const whole = d1 === 1 && after.getUTCDate() === 1 && months >= 1;
  const [n, unit] = whole ? ([months, "bulan"] as const) : ([Math.max(1, Math.round(days / 7)), "minggu"] as const);
  const word =
    language === "ms" ? unit : unit === "bulan" ? (n === 1 ? "month" : "months") : n === 1 ? "week" : "weeks";
  return { n, unit, days, text: `${n} ${word}`, source: start.source };
}

/** Sessions once a week: 'setiap Sabtu', 'every week', 'weekly'. */
const WEEKLY = new RegExp(`\\b(?:setiap|tiap-tiap|every)\\s+(?:${WEEKDAY}|minggu|week)\\b|\\bweekly\\b`, "i");

/** The last day of a length from its first: the 20th Saturday of 20 weeks, the day before the month it reaches. */
function lastDayOf(first: string, duration: DurationFact | null, weekly: boolean): string | undefined {
  if (!duration || duration.n < 2) return undefined;
  const day = new Date(`${first}T00:00:00Z`);
  // Weekly sessions end on the last session's day; a span of weeks ends the day before its last week is out.
  if (duration.unit === "minggu")
    day.setUTCDate(day.getUTCDate() + (weekly ? (duration.n - 1) * 7 : duration.n * 7 - 1));
  else if (duration.unit === "hari") day.setUTCDate(day.getUTCDate() + duration.n - 1);
  else if (duration.unit === "bulan") {
    day.setUTCMonth(day.getUTCMonth() + duration.n);
    day.setUTCDate(day.getUTCDate() - 1);
  } else return undefined;
  return day.toISOString().slice(0, 10);
}

/**
 * A programme the brief runs from one day to another ('dari 1 Mac 2027 hingga 31 Ogos 2027') with
 * no single event day: its days are that span, so its date row and preparations name them.
 */
export function withProgrammeSpan(facts: Facts, language: "ms" | "en"): Facts {
  if (facts.eventDate) return facts;
  const start = facts.dates.find((d) => d.role === "start");
  // Its last day is the one an end word names, else the end of the span it opens ('from 14 to 16 June 2027'),
  // else the end of its stated length ('setiap Sabtu selama 20 minggu bermula 6 Februari 2027': 19 June).
  const last =
    facts.dates.find((d) => d.role === "end" && start && d.start > start.start)?.start ??
    start?.end ??
    (start ? lastDayOf(start.start, facts.duration, WEEKLY.test(start.context)) : undefined);
  if (!start || !last) return facts;
  return { ...facts, eventDate: { ...detailsEventDate(start.start, last, language), source: start.source } };
}

/** 'We are asking Majlis Perbandaran Ampang Jaya for a grant', 'memohon sumbangan ...': money is asked, with or without an amount. */
const ASKS_MONEY =
  /\b(?:ask|asks|asking|request|requesting|apply|applies|applying|memohon|mohon|pohon)\b[^.;\n]{0,80}?\b(?:grant|funding|sponsorship|contribution|geran|sumbangan|peruntukan|dana|bantuan|tajaan|to fund|to finance|membiayai)\b/i;
/** A study's brief that opens on the researcher applying names its lead, whom the paper names as such. */
function withLeadResearcher(
  brief: ProposalBrief,
  prose: Snippet[],
  people: { role: string; name: string }[],
): { role: string; name: string }[] {
  const lead = brief.kind === "penyelidikan" ? leadApplicant(prose) : null;
  if (!lead || people.some((p) => p.name === lead)) return people;
  return [{ role: brief.language === "ms" ? "Ketua Penyelidik" : "Principal Investigator", name: lead }, ...people];
}

/** 'We hope Yayasan Sime Darby can fund it', 'Kami berharap Yayasan X dapat membiayai program ini'. */
const HOPES_FOR_MONEY =
  /\b(?:hope|hoping|harap|berharap|mengharapkan)\b[^.;\n]{0,80}?\b(?:fund|funds|finance|sponsor|membiayai|menaja|menampung)\b/i;
function asksForMoney(prose: Snippet[]): boolean {
  return prose.some((s) => ASKS_MONEY.test(s.text) || HOPES_FOR_MONEY.test(s.text));
}

/** The school a PIBG belongs to: 'Yang Dipertua PIBG SK Bukit Beruang, Melaka' -> 'SK Bukit Beruang'. */
const PIBG_OF_SCHOOL = /\bPIBG\s+((?:SK|SMK|SJKC?|SJKT|SMJK|Sekolah)\s[^,.;()]+)/;

export function extractFacts(brief: ProposalBrief): Facts {
  const snippets = briefSnippets(brief);
  const subject = extractSubject(brief);
  const details = brief.details;
  const amounts = extractMoney(snippets);
  const { dates, eventDate } = extractAllDates(brief, snippets);
  const percentages = extractPercentages(snippets);
  const items = details?.budgetItems?.length
    ? detailsBudgetItems(details)
    : [...textBudgetItems(snippets), ...templateUnitItems(brief)];
  // Else the one thing its whole cost is for ('Kos RM 450 untuk mencetak kad dan hadiah murid').
  if (!items.length) items.push(...statedCostLine(snippets));
  const figures = budgetFigures(amounts, items, percentages);
  const counts = perEachTotals(extractCounts(snippets, takenIn(brief.startDate)));
  const allText = snippets.map((s) => s.text).join("\n");
  const organisations = findOrganisations(allText);
  const places = findPlaces(allText, organisations);
  const background = snippets.filter((s) => s.source === "companyBackground");
  const prose = snippets.filter((s) => s.source !== "title");
  const signed = signedFor(prose);
  const titleOrganisations = findOrganisations(brief.title);
  // The body a template names as the client is never the applicant, nor is any part of its name.
  const namedClient =
    templateAnswer(brief, ADDRESSEE_LABEL) ??
    (brief.kind === "tender" ? templateAnswer(brief, CLIENT_ORGANISATION_LABEL) : null);
  // Nor is the body the prose addresses or asks money from ('memohon sumbangan daripada MPS').
  // 'This proposal is submitted to the Community Development Unit, DBKL' in any field outranks the council
  // the description asks for money.
  const askedInProse =
    firstOf(prose, findNamedAddressee) ?? firstOf(prose, findAskedAddressee) ?? titledTo(brief.title);
  // The description's first sentence says who asks ('Koperasi X ... requests financing'), even when the
  // title names them too ('Financing Request ... - Koperasi X'); a tender's title names its client.
  const opening = brief.description.split(/(?<=[.!?])\s/)[0] ?? "";
  const notClient = (o: string) => !namedClient?.includes(o) && !askedInProse?.includes(o);
  const applicant =
    details?.applicant?.trim() ||
    (brief.kind === "tender" && templateAnswer(brief, CLIENT_ORGANISATION_LABEL)
      ? null
      : templateAnswer(brief, APPLICANT_LABEL)) ||
    // 'Syarikat: Perabot Jaya Sdn Bhd', 'Perniagaan: Aminah Tailoring': the brief labels who presents it.
    labelledApplicant(brief.description) ||
    // The organisation the prose says presents the paper ('Syarikat X Sdn. Bhd. mengemukakan tawaran').
    firstOf(prose, findPresenter) ||
    // A paper put to a school's PIBG ('dikemukakan kepada Yang Dipertua PIBG SK Bukit Beruang') is the school's.
    (askedInProse ? (PIBG_OF_SCHOOL.exec(askedInProse)?.[1] ?? null) : null) ||
    // The background's own organisation, not the bodies it is registered with ('berdaftar dengan CIDB').
    firstOf(background, (t) => ownOrganisations(t)[0] ?? null) ||
    // An organisation named in the brief's own prose; a person presenting themselves ('Saya Mohd
    // Hafiz bin Ramli ...') before words in the title, which name the thing as often as its owner.
    firstOf(
      prose,
      (t) =>
        findOrganisations(t).find(
          (o) =>
            !isFunder(o) &&
            !namedAsPartner(t, o) &&
            !namedAsSupplier(t, o) &&
            !namedAsApprover(t, o) &&
            (!titleOrganisations.includes(o) || (brief.kind !== "tender" && opening.includes(o))) &&
            notClient(o),
        ) ?? null,
    ) ||
    // 'My name is Kavitha a/p Raman, owner of Kavi's Roti Corner': the business, not its owner.
    firstOf(prose, findOwnedBusiness) ||
    // A teacher or lecturer presenting a study presents it from where they work; they lead it.
    (brief.kind === "penyelidikan" ? firstOf(prose, selfWorkplace) : null) ||
    firstOf(prose, findSelf) ||
    // A tender's title names the client, never the bidder.
    organisations.find(
      (o) => !isFunder(o) && notClient(o) && !(brief.kind === "tender" && titleOrganisations.includes(o)),
    ) ||
    null;
  // A tender names its client in the title ('Pembersihan Bangunan Pejabat Daerah Kuantan').
  const client = brief.kind === "tender" ? (organisations.find((o) => o !== applicant && !isFunder(o)) ?? null) : null;
  const addressee =
    details?.addressee?.trim() ||
    namedClient ||
    askedInProse ||
    client ||
    // A grant or financing paper goes to the funder it names ('Permohonan Pembiayaan TEKUN Nasional').
    (brief.kind === "geran" ? (organisations.find(isFunder) ?? null) : null) ||
    // A study goes to the panel of the grant scheme it applies for ('Geran Penyelidikan Jangka Pendek UMT').
    grantScheme(brief);
  return {
    subject,
    amounts,
    budgetTotal: figures.budgetTotal,
    requested: figures.requested,
    ownShare: figures.ownShare,
    budgetCeiling: figures.budgetCeiling,
    ownSharePercent: figures.ownSharePercent,
    dates,
    eventDate,
    periods: extractPeriods(snippets, (text, at) =>
      findDates(text, brief.startDate).some((d) => d.index <= at && at < d.endIndex),
    ),
    times: extractTimes(brief, snippets),
    duration: projectDuration(snippets, spanDuration(dates, brief.language)),
    counts,
    percentages,
    // 'di Universiti X' in a research paper is where the researcher works, not a venue.
    venue:
      details?.venue?.trim() ||
      templateVenue(brief) ||
      firstOf(prose, (t) => findVenue(t, brief.kind !== "program" && !eventDate)) ||
      // 'at the school field': an event's place named by what it is.
      (brief.kind === "program" ? firstOf(prose, (t) => findPlainVenue(t, organisations)) : null) ||
      (brief.kind === "program" ? firstOf(prose, (t) => ownHouseOfPrayer(t, applicant)) : null),
    registrationNo: registrationNumber(brief, prose),
    repaymentPeriod: repaymentPeriod(brief, prose),
    instalment: repaymentInstalment(brief, prose),
    address: applicantAddress(prose, applicant),
    registrations: supplierRegistrations(prose),
    applicant,
    addressee: addressee && addressee !== applicant ? addressee : null,
    // Who is asked for the amount requested, for the funding table ('Majlis Bandaraya Shah Alam (MBSA)').
    // Else the one the paper goes to is the one asked ('Proposal to Majlis Bandaraya Ipoh ... funding of RM 25,000').
    funder:
      (figures.requested !== null ? firstOf(prose, findFunder) : null) ??
      firstOf(prose, findAskedOf) ??
      ((figures.requested !== null || asksForMoney(prose)) &&
      brief.kind !== "tender" &&
      addressee &&
      addressee !== applicant
        ? addressee
        : null),
    organisations,
    places,
    // 'RM 450,000 (RM 15,000 per home)' for '30 rooftop solar systems': the count at its price.
    budgetItems: items.length ? items : countAtUnitPrice(counts, amounts, figures.budgetTotal, subject.phrase),
    budgetHeads: headsForAmount(prose),
    monthlyLines: monthlyLines(
      prose
        .filter((s) => /^(?:description|additionalInfo|keyRequirements)/.test(s.source))
        .map((s) => s.text)
        .join("\n"),
    ),
    // The form's committee, else the one the description sets out line by line under 'Jawatankuasa:'.
    committee: details?.committee?.length
      ? details.committee.map((c) => ({ role: c.role, name: c.name ?? "" }))
      : listedCommittee(brief.description),
    namedPosts: namedPosts(prose),
    keyPeople: withSigners(withLeadResearcher(brief, prose, keyPeople(prose)), signed),
    signedFor: signed,
    // The form's running order, else one the brief writes out with its times.
    schedule: details?.schedule?.length ? details.schedule : proseSchedule(prose),
    fundingSources: details?.fundingSources?.length
      ? details.fundingSources.map((f) => ({ source: f.source, amount: f.amount ?? null }))
      : applicantNamed(proseFundingSources(prose, figures.budgetTotal, counts), applicant),
  };
}
