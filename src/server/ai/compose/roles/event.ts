/** Programme roles: date, time and venue; participants; guests; theme; running order; committee. */

import { WEEKDAY } from "../../facts/calendar.js";
import { malayPost } from "../../facts/profile.js";
import { upperFirst } from "../../facts/text.js";
import { findTimes } from "../../facts/times.js";
import type { CountFact } from "../../facts/types.js";
import type { Ctx } from "../ctx.js";
import { dayName, weekdayDisagrees } from "../format.js";
import type { Out } from "../out.js";
import { PEOPLE, peopleTakingPart } from "../people.js";
import { formalSpelling } from "../spelling.js";
import { fill, own, type RoleWriter } from "./kit.js";
import { committeeDuties, phaseTable } from "./plans.js";
import { runningOrder, sessionOrder } from "./running-order.js";

/** 'setiap Sabtu', 'every Tuesday and Thursday': the weekdays sessions meet on, as written. */
const SET_WEEKDAYS = new RegExp(
  `\\b(?:setiap|every)\\s+((?:${WEEKDAY})(?:\\s*(?:,|dan|and|&)\\s*(?:${WEEKDAY}))*)\\b`,
  "i",
);

/** 'iftar setiap hari', 'every night', 'daily': a programme held every day of its span. */
const EVERY_DAY = /\b(?:setiap|tiap-tiap)\s+(?:hari|malam)\b|\bevery\s+(?:day|night|evening)\b|\b(?:daily|nightly)\b/i;

/**
 * The weekdays a programme over a span of days meets on, as the brief names them ('Sabtu', 'Tuesday
 * and Thursday'); none when it runs every day ('iftar setiap hari ... kuliah Maghrib setiap Sabtu':
 * the weekday is one activity's).
 */
function setWeekdays(c: Ctx): string | null {
  if (!c.facts.eventDate?.end || EVERY_DAY.test(c.brief.description)) return null;
  const weekdays = SET_WEEKDAYS.exec(c.brief.description)?.[1];
  return (
    weekdays?.replace(/\p{L}+/gu, (w) =>
      /^(?:dan|and)$/i.test(w)
        ? w.toLocaleLowerCase("ms")
        : w.charAt(0).toLocaleUpperCase("ms") + w.slice(1).toLocaleLowerCase("ms"),
    ) ?? null
  );
}

/** A class's hours on its set weekdays, when the brief gives both: its sessions have an order of their own. */
function sessionHours(c: Ctx): { days: string; start: number; end: number } | null {
  const days = setWeekdays(c);
  const [start, end] = findTimes(c.facts.times[0] ?? "")[0]?.minutes ?? [];
  return days && start !== undefined && end !== undefined && end > start ? { days, start, end } : null;
}

/** 'Each session (every Saturday, 9.00 am to 12.00 pm) runs as follows:' and its order. */
function sessionTable(c: Ctx, o: Out, hours: { days: string; start: number; end: number }): void {
  o.p(
    c.t(
      "Setiap sesi {subj} (setiap {days}, {time}) berjalan seperti berikut:",
      "Each {subj} session (every {days}, {time}) runs as follows:",
      {
        days: hours.days,
      },
    ) ?? "",
  );
  o.table(
    [c.w("Masa", "Time"), c.w("Aktiviti", "Activity")],
    sessionOrder(c, hours.start, hours.end).map((step) => [
      clock(step.at, c.lang),
      c.lang === "ms" ? step.ms : step.en,
    ]),
  );
}

export const whenWhere: RoleWriter = (c, o, target) => {
  const e = c.facts.eventDate;
  // A day as written ('Sabtu, 12 Julai') already names its weekday.
  // Sessions on set weekdays over a span: 'Setiap Sabtu, 6 Februari 2027 hingga 19 Jun 2027', as the brief names them.
  const named = setWeekdays(c);
  const day =
    e && !e.end && !weekdayDisagrees(e)
      ? `${dayName(e.start, c.lang)}, `
      : e?.end && named
        ? `${c.w("Setiap", "Every")} ${named}, `
        : "";
  const rows = [
    [c.w("Tarikh", "Date"), e ? `${day}${c.slots.eventDate}` : c.ph("tarikh program", "the programme date")],
    // The programme's hours: the first time the brief gives (the form's, else the text's first); a
    // programme of months meets on set days.
    [
      c.w("Masa", "Time"),
      c.slots.time ??
        (c.traits.long
          ? c.ph("hari dan masa sesi", "the days and times of the sessions")
          : c.ph("masa program", "the programme time")),
    ],
    // A venue written mid-sentence ('perkarangan Surau An-Nur') opens its cell with a capital.
    [c.w("Tempat", "Venue"), c.facts.venue ? upperFirst(c.facts.venue) : c.ph("tempat program", "the venue")],
  ];
  o.p(c.t("Butiran pelaksanaan {thing} adalah seperti berikut:", "{Thing} will be held as follows:"));
  o.table([c.w("Perkara", "Item"), c.w("Butiran", "Details")], rows);
  fill(c, o, target, [
    [
      "Tempat {thing} akan ditempah dan disahkan sebelum hebahan dibuat.",
      "The venue for {thing} will be booked and confirmed before publicity begins.",
    ],
    [
      "Sebarang perubahan tarikh atau tempat {subj} akan dimaklumkan kepada peserta dengan segera.",
      "Any change to the date or venue of the {subj} will be announced to participants at once.",
    ],
  ]);
};

/**
 * The groups of people the brief counts, each once: not '20 players each' of a team, and not the
 * same 500 families again where a cost line names them.
 */
function groupsTakingPart(c: Ctx): CountFact[] {
  // '150 orang @ RM8' in a cost line pays for meals; the groups are those the brief says take part.
  const people = peopleTakingPart(c.facts.counts).filter((k) => !eachOfAnother(k));
  return people.filter(
    (k, i) =>
      !people
        .slice(0, i)
        .some((x) => x.n === k.n && (x.noun.endsWith(k.noun) || k.noun.endsWith(x.noun) || x.noun === k.noun)),
  );
}

/** '20 players each': a count per team or per house, not a group of its own. */
function eachOfAnother(k: CountFact): boolean {
  const at = k.context.indexOf(k.text);
  return (
    at >= 0 && /^\s+(?:each|setiap (?:pasukan|kumpulan|rumah)|seorang)\b/i.test(k.context.slice(at + k.text.length))
  );
}

/** A clause's tail that only says when: 'on Saturday', 'pada 17 April 2027'. */
const WHEN_ONLY = new RegExp(String.raw`^(?:on|pada|hari)\s+(?:(?:hari\s+)?(?:${WEEKDAY})\b|\d)`, "iu");

/** A clause that opens on what its doer does ('proposes ...', 'akan menganjurkan ...'). */
const VERB_FIRST =
  /^(?:proposes|plans|will|wants|intends|aims|seeks|organises|organizes|runs|holds|akan|ingin|mencadangkan|bercadang|merancang|menganjurkan)\b/i;
/** A clause's closing dates: 'from 5 April 2027 to 20 September 2027', 'pada 12 Jun 2027'. */
const DATES_LAST =
  /\s+(?:from|dari|pada|on)\s+(?:\d{1,2}\s+\p{L}+(?:\s+\d{4})?(?:\s+(?:to|until|hingga|sehingga|-|–)\s+\d{1,2}\s+\p{L}+\s+\d{4})?|(?:hari\s+)?(?:Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu|Ahad|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))$/u;

/** The clause of the brief a count stands in, as written ('moreh selepas solat tarawih ... untuk 80 jemaah setiap malam'). */
function clauseOf(k: CountFact, groups: CountFact[]): string {
  // '24 pasukan (10 pemain setiap pasukan) berumur 15 hingga 25 tahun': a bracket right after the count
  // says more of the group; it ends no clause.
  const counted = k.context.indexOf(k.text);
  const end = counted + k.text.length;
  const context =
    counted < 0 ? k.context : k.context.slice(0, end) + k.context.slice(end).replace(/^\s*\(([^()]{1,60})\)/u, " ⟨$1⟩");
  const whole =
    context
      // '... will plant 2,000 mangrove seedlings': a thousands comma ends no clause.
      .split(/\s*(?:[;:()]|,(?!\d{3}(?!\d)))\s*|\s+(?:manakala|sementara|while|whereas)\s+/iu)
      .find((part) => part.includes(k.text))
      ?.replace(/⟨([^⟩]*)⟩/gu, "($1)")
      .replace(/[\s.]+$/u, "")
      .replace(/^(?:manakala|sementara|dan|serta|while|whereas|and|with|dengan|plus)\s+/iu, "")
      .trim() ?? "";
  const clause = ownWords(whole, k, groups);
  if (clause === k.text || !clause) return "";
  // 'Shah Alam nak anjur program khatan ... untuk 40 kanak-kanak lelaki umur 7-12 tahun dari keluarga
  // asnaf': after a long run-up, the words about the group are those after its count; a sentence that
  // only ends on the count ('... di Taman Permainan Bukit Mewah untuk 150 peserta') says nothing of them.
  const at = clause.indexOf(k.text);
  const after = clause.slice(at + k.text.length).trim();
  // '... proposes 12 fortnightly workshops for 300 first-year students at UiTM Shah Alam': a clause cut
  // from its doer opens on the verb, and says of the group only what follows its count.
  // '150 pupils invited from 3 nearby primary schools': a clause that opens on the count says of the group what follows it.
  // 'Seramai 250 jemaah dijangka hadir ...': the words about them follow the count its own row gives.
  // Words of its own cut from after another group's count ('aged 15 to 21 will take part') hold no
  // count of it: they are all said of it, with no run-up to cut.
  const longRunUp =
    at >= 0 &&
    (at === 0 ||
      clause.slice(0, at).trim().split(/\s+/).length > 6 ||
      (at > 0 && VERB_FIRST.test(clause)) ||
      COUNT_WORD.test(clause.slice(0, at).trim()));
  if (longRunUp && after.split(/\s+/).length < 2) return "";
  // '..., disaksikan oleh 250 ibu bapa': a clause that ends on the count says nothing more of them.
  if (at >= 0 && !after) return "";
  // '... for 200 senior citizens on Saturday': when they come says nothing of who they are.
  if (longRunUp && WHEN_ONLY.test(after)) return "";
  // The programme's own dates are in its own table: 'at UiTM Shah Alam', not '... from 5 April 2027 to ...'.
  const said = (longRunUp ? after.replace(/^\(([^()]+)\)\s*/u, "$1, ") : clause).replace(DATES_LAST, "");
  // '... 50 volunteers at RM 12 each', '... untuk 200 penduduk dengan kos RM 1,500': a price says nothing about the group.
  if (PRICE_FIRST.test(said)) return "";
  // '60 wanita B40 yang berniaga kecil-kecilan': the cell says 'Berniaga kecil-kecilan', not 'Yang ...'.
  const own = said.replace(/^yang\s+/iu, "");
  return upperFirst(own);
}

/** Words that open on a price or a cost ('at RM 12 each', 'dengan kos RM 1,500', 'at a total cost of RM 900'). */
const PRICE_FIRST =
  /^(?:at|@|x|×|pada harga|dengan harga|(?:dengan\s+)?(?:kos|peruntukan|bajet|belanjawan)(?:\s+(?:keseluruhan|sebanyak|berjumlah))*|(?:at|with)\s+an?\s+(?:total\s+|estimated\s+)?(?:cost|budget)\s+of|costing)\s*RM/i;

/**
 * 'Seramai 600 jemaah dan 50 pelajar tahfiz dijangka hadir': a clause counting several groups says of
 * each what follows its own count up to the next ('akan khatam'), else what follows the last count
 * ('Dijangka hadir'), never the whole sentence again in every row.
 */
function ownWords(clause: string, k: CountFact, groups: CountFact[]): string {
  const others = groups.filter((g) => g !== k && g.text !== k.text && clause.includes(g.text));
  if (!others.length) return clause;
  const said = (words: string) => words.split(/\s+/).length >= 2 && !WHEN_ONLY.test(words);
  // 'juadah berbuka untuk 250 jemaah dan moreh selepas solat tarawih untuk 120 jemaah': each group is
  // given what is said before 'untuk' and its count.
  const at = clause.indexOf(k.text);
  const served = (g: CountFact) => SERVED_BEFORE.test(clause.slice(0, clause.indexOf(g.text)));
  if (served(k) && others.every(served)) {
    const before = Math.max(0, ...others.map((g) => clause.indexOf(g.text) + g.text.length).filter((e) => e <= at));
    const lead = clause
      .slice(before, at)
      .replace(SERVED_BEFORE, "")
      .replace(/^\s*(?:dan|serta|and)\s+/iu, "")
      .trim();
    if (said(lead)) return lead;
  }
  // '45 murid Darjah 6 akan khatam dan 200 ibu bapa ...': its own words run up to the next group's count.
  const from = clause.indexOf(k.text) + k.text.length;
  const next = Math.min(...others.map((g) => clause.indexOf(g.text)).filter((at) => at >= from), clause.length);
  // '250 jemaah dijangka hadir setiap malam termasuk 40 pelajar asnaf': the group it includes has its own row.
  const own = clause
    .slice(from, next)
    .replace(COUNT_WORD_TAIL, "")
    .replace(/\s+(?:dan|serta|and)\s*$/iu, "")
    .trim()
    .replace(INCLUDES_TAIL, "");
  if (said(own)) return own;
  const last = Math.max(...[k, ...others].map((g) => clause.lastIndexOf(g.text) + g.text.length));
  const after = clause.slice(last).trim();
  return said(after) ? after : "";
}

/** 'About 150 senior citizens are expected.': the group's words say only that it will come. */
const EXPECTED_ONLY = /^(?:are|is)\s+expected(?:\s+to\s+(?:attend|come|take\s+part))?$/i;

/** 'untuk', 'for' right before a count: what comes before it is what the group is given. */
const SERVED_BEFORE = /\s+(?:untuk|bagi|for)\s*$/iu;

/** Words before a count that only say it is a count: 'Seramai', 'kira-kira', 'about'. */
const COUNT_WORDS = "seramai|sebanyak|sejumlah|kira-kira|lebih kurang|hampir|about|around|approximately|some|up to";
const COUNT_WORD = new RegExp(`^(?:${COUNT_WORDS})$`, "i");
/** '45 guru dan kira-kira 400 ibu bapa': the words before the next count that only say it is one. */
const COUNT_WORD_TAIL = new RegExp(String.raw`\s*\b(?:${COUNT_WORDS})\s*$`, "i");

/** 'termasuk', 'including' ending a group's words: the group counted next is part of it. */
const INCLUDES = /\b(?:termasuk|including|antaranya|among them|di antaranya)$/i;
/** The same words with the space before them, to cut from a group's own words. */
const INCLUDES_TAIL = new RegExp(String.raw`\s+${INCLUDES.source.slice(2)}`, "i");

/** The group `k` is counted as part of ('250 jemaah ... termasuk 40 pelajar asnaf'), so no reader adds them up. */
function includedIn(k: CountFact, groups: CountFact[]): CountFact | undefined {
  const at = k.context.indexOf(k.text);
  if (at <= 0 || !INCLUDES.test(k.context.slice(0, at).trim())) return undefined;
  return groups.find((g) => g !== k && g.context === k.context && k.context.indexOf(g.text) < at);
}

/** A second group joined to a count's noun ('200 ibu bapa serta tetamu dijangka hadir'): one group of both. */
const JOINED = /^(?:serta|dan|and|&)\s+(\p{Ll}[\p{L}-]*)(?:\s+(.+))?$/iu;

/** The group a row names, with the group joined to it: 'Ibu bapa serta tetamu' | 'Dijangka hadir', never 'Serta tetamu ...'. */
function joinedGroup(k: CountFact, said: string): { noun: string; text: string; said: string } {
  const m = JOINED.exec(said);
  const second = m?.[1] ?? "";
  if (!m || !PEOPLE.test(second) || /^(?:me|di|ber|ter)\p{Ll}/u.test(second))
    return { noun: k.noun, text: k.text, said };
  const joined = said
    .slice(0, said.length - (m[2]?.length ?? 0))
    .trim()
    .toLowerCase();
  const rest = m[2] ?? "";
  return {
    noun: `${k.noun} ${joined}`,
    text: `${k.text} ${joined}`,
    said: upperFirst(rest),
  };
}

export const participants: RoleWriter = (c, o, target) => {
  own(c, o, "participants");
  const counts = groupsTakingPart(c);
  if (counts.length) {
    // Each group with the brief's own words about it: '150 jemaah' for iftar and '80 jemaah' for moreh.
    o.table(
      [c.w("Kumpulan", "Group"), c.w("Bilangan", "Number"), c.w("Keterangan", "Details")],
      counts.map((k) => {
        const joined = joinedGroup(k, clauseOf(k, counts));
        const { noun, text } = joined;
        // '40 pelajar asnaf' of the 250 jemaah: said to be among them, in its own row.
        const parent = includedIn(k, counts);
        const within = parent ? c.w(`termasuk dalam ${parent.text}`, `included in the ${parent.text}`) : "";
        const said =
          parent && !/^(?:termasuk|including)\b/i.test(joined.said)
            ? joined.said
              ? `${joined.said} (${within})`
              : upperFirst(within)
            : joined.said;
        // '240 players' made of 'Each school sends a team of 10 players ...': that sentence says who they are.
        const made = k.context.includes(k.text)
          ? said.replace(EXPECTED_ONLY, "Expected to attend")
          : said || k.context.trim().replace(/[.\s]+$/, "");
        return [upperFirst(noun), text, c.lang === "ms" ? formalSpelling(made) : made];
      }),
    );
  } else
    o.p(
      c.t("Bilangan peserta {thing}: {n}.", "Number of participants in {thing}: {n}.", {
        n: c.ph("bilangan peserta", "the number of participants"),
      }),
    );
  fill(c, o, target, [
    [
      "Pendaftaran peserta {subj} akan dibuka selepas kertas ini diluluskan.",
      "Registration for the {subj} opens once this paper is approved.",
      "gathering",
    ],
    [
      "Kehadiran peserta akan direkodkan pada hari {thing} untuk tujuan laporan.",
      "Attendance will be recorded on the day of {thing} for the report.",
      ["oneDay", "gathering"],
    ],
    [
      "Kehadiran peserta akan direkodkan pada setiap sesi {subj} untuk tujuan laporan.",
      "Attendance will be recorded at every {subj} session for the report.",
      ["long", "gathering"],
    ],
    // Help taken out to people is recorded by who received it, not by attendance.
    [
      "Setiap penerima bantuan {subj} akan direkodkan dengan nama, alamat dan tarikh bantuan diterima untuk tujuan laporan.",
      "Every recipient of the {subj} will be recorded by name, address and date of receipt for the report.",
      "outreach",
    ],
  ]);
};

export const guests: RoleWriter = (c, o, target) => {
  o.p(
    c.t("{Thing} dicadangkan untuk dirasmikan oleh {guest}.", "{Thing} is proposed to be opened by {guest}.", {
      guest: c.ph("nama dan jawatan perasmi", "the guest of honour's name and post"),
    }),
  );
  fill(c, o, target, [
    [
      "Jemputan rasmi kepada perasmi {subj} akan dihantar sekurang-kurangnya dua minggu lebih awal.",
      "The official invitation for the {subj} will be sent at least two weeks ahead.",
    ],
  ]);
};

export const theme: RoleWriter = (c, o, target) => {
  o.p(
    c.t("Tema {thing}: {theme}.", "Theme of {thing}: {theme}.", { theme: c.ph("tema program", "the programme theme") }),
  );
  fill(c, o, target, [
    [
      "Tema ini akan digunakan pada bahan hebahan dan pentas {subj}.",
      "The theme will appear on the publicity and the stage of the {subj}.",
    ],
  ]);
};

/** Minutes from the programme day's midnight as a clock time; past midnight is the next morning ('1.00 pagi'). */
function clock(total: number, lang: "ms" | "en"): string {
  const h = Math.floor(total / 60) % 24;
  const m = total % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const mm = String(m).padStart(2, "0");
  if (lang === "en") return `${h12}.${mm} ${h < 12 ? "am" : "pm"}`;
  const part = h === 0 ? "tengah malam" : h < 12 ? "pagi" : h < 14 ? "tengah hari" : h < 19 ? "petang" : "malam";
  return `${h12}.${mm} ${part}`;
}

/** A programme of months: its stages with their dates, from the first meeting to the final report. */
function stagesOfLongRun(c: Ctx, o: Out, target: number): void {
  o.p(
    c.t(
      "Jadual pelaksanaan {thing} dari {start} hingga {end} adalah seperti berikut:",
      "{Thing} will be carried out from {start} to {end} as follows:",
    ) ?? c.t("Jadual pelaksanaan {thing} adalah seperti berikut:", "{Thing} will be carried out as follows:"),
  );
  phaseTable(c, o, ["Peringkat", "Stage"], ["Tarikh", "Date"]);
  // Sessions whose weekdays and hours the brief gives are set already: their order, not a promise to set them.
  const hours = sessionHours(c);
  if (hours) sessionTable(c, o, hours);
  fill(c, o, target, [
    ...(hours
      ? []
      : ([
          [
            "Hari dan masa setiap sesi {subj} akan ditetapkan oleh jawatankuasa dan dimaklumkan kepada peserta sebelum program bermula.",
            "The day and time of each {subj} session will be set by the committee and announced to participants before the programme begins.",
          ],
        ] as const)),
    [
      "Semakan pertengahan {thing} akan dibuat pada pertengahan tempoh pelaksanaan untuk menilai kemajuan berbanding objektif dan menyesuaikan aktiviti jika perlu.",
      "A mid-term review of {thing} will be held halfway through to assess progress against the objectives and adjust the activities if needed.",
    ],
    [
      "Atur cara majlis pelancaran dan majlis penutup {subj} akan disediakan oleh jawatankuasa dan dikemukakan bersama laporan kemajuan.",
      "The running orders of the {subj} launch and closing will be prepared by the committee and submitted with the progress reports.",
    ],
  ]);
}

/** 'flag-off at 8.30 pm', 'pelepasan peserta jam 7.00 pagi': the time a run or a ride starts. */
const FLAG_OFF = /\b(?:flag[- ]?off|kick[- ]?off|pelepasan(?:\s+peserta)?|lepas bendera)\b/i;

export const tentative: RoleWriter = (c, o, target) => {
  const given = c.facts.schedule;
  if (!given.length && c.traits.long) {
    stagesOfLongRun(c, o, target);
    return;
  }
  const hours = given.length ? null : sessionHours(c);
  if (hours) sessionTable(c, o, hours);
  else if (given.length) {
    o.p(c.t("Atur cara {thing} adalah seperti berikut:", "The running order of {thing} is:"));
    o.table(
      [c.w("Masa", "Time"), c.w("Aktiviti", "Activity")],
      given.map((r) => [r.time, r.activity]),
    );
  } else {
    const window = c.facts.times[0] ?? "";
    // The facts' own reader of times: '8.30pg-4.30ptg', '8.00 pagi - 1.00 petang', '9am-6pm'.
    const [from, to] = findTimes(window)[0]?.minutes ?? [];
    // A programme of several days: the day proposed here is its first; the others are the committee's.
    const e = c.facts.eventDate;
    // Or one whose length says so without its dates ('kem selama tiga hari dua malam').
    const length = c.facts.duration?.days ?? 0;
    const days =
      Boolean(e && ((e.days?.length ?? 0) > 1 || (e.end && e.end !== e.start))) || (length > 1 && length <= 7);
    // 'flag-off at 8.30 pm': the time is the main event's start; the runners gather an hour before it.
    const flagOff = from !== undefined && to === undefined && FLAG_OFF.test(c.brief.description) ? from : undefined;
    const start = flagOff !== undefined ? flagOff - 60 : (from ?? 8 * 60);
    // A first day of several runs to the afternoon; a morning's programme to its close.
    // '9.00 malam hingga 6.30 pagi': a night's programme ends the next morning.
    const overnight = to !== undefined && to <= start && start >= 18 * 60 && to <= 12 * 60;
    // An evening given only its start closes by eleven, not in the small hours.
    const open = start + (days ? 540 : 300);
    const end =
      to && to > start
        ? to
        : overnight
          ? to + 24 * 60
          : start >= 17 * 60
            ? Math.max(start + 150, Math.min(open, 23 * 60))
            : open;
    o.p(
      days
        ? c.t(
            "Atur cara cadangan bagi hari pertama {thing} (atur cara hari-hari berikutnya akan disediakan oleh jawatankuasa):",
            "Proposed running order for the first day of {thing} (the committee will prepare the following days):",
          )
        : (c.t(
            "Atur cara cadangan {thing} disusun dalam tempoh {time} dan akan dimuktamadkan oleh jawatankuasa:",
            "The proposed running order of {thing} fits within {time} and will be finalised by the committee:",
          ) ??
            c.t(
              "Atur cara cadangan {thing} (masa akan dimuktamadkan oleh jawatankuasa):",
              "Proposed running order of {thing} (times to be confirmed by the committee):",
            )),
    );
    const rows = runningOrder(c, start, end, days, flagOff).map((step) => [
      clock(step.at, c.lang),
      c.lang === "ms" ? step.ms : step.en || step.ms,
    ]);
    o.table([c.w("Masa", "Time"), c.w("Aktiviti", "Activity")], rows);
  }
  o.p(c.t("Persediaan sebelum {thing} mengikut jadual berikut:", "Preparation before {thing} follows this schedule:"));
  phaseTable(c, o, ["Perkara", "Task"], ["Tarikh", "Date"]);
  fill(c, o, target, [
    [
      "Atur cara akhir {subj} akan diedarkan kepada semua AJK seminggu sebelum program.",
      "The final running order of the {subj} will go to every committee member a week before.",
    ],
  ]);
};

const POSTS: [string, string, string, string][] = [
  ["Penaung", "Patron", "Memberi restu dan nasihat dasar", "Gives approval and policy advice"],
  ["Penasihat", "Advisor", "Menasihati jawatankuasa dalam semua urusan", "Advises the committee throughout"],
  ["Pengerusi", "Chair", "Memimpin dan menyelaras seluruh program", "Leads and coordinates the whole programme"],
  [
    "Timbalan Pengerusi",
    "Deputy Chair",
    "Membantu pengerusi dan mengetuai AJK kecil",
    "Assists the chair and leads the sub-committees",
  ],
  ["Setiausaha", "Secretary", "Urusan surat-menyurat, minit mesyuarat dan laporan", "Letters, minutes and reports"],
  [
    "Bendahari",
    "Treasurer",
    "Mengurus kewangan, resit dan penyata kewangan",
    "Handles funds, receipts and the financial statement",
  ],
  ["AJK Pendaftaran", "Registration", "Pendaftaran dan rekod kehadiran peserta", "Registration and attendance records"],
  [
    "AJK Logistik dan Peralatan",
    "Logistics and Equipment",
    "Tempat, peralatan dan susun atur",
    "Venue, equipment and layout",
  ],
  ["AJK Makanan", "Food", "Tempahan dan pengagihan makanan", "Ordering and serving food"],
  ["AJK Hebahan", "Publicity", "Hebahan, banner dan media sosial", "Publicity, banners and social media"],
  [
    "AJK Keselamatan dan Kebajikan",
    "Safety and Welfare",
    "Keselamatan, pertolongan cemas dan kebersihan",
    "Safety, first aid and cleanliness",
  ],
];

/** A committee post kept under its Malay name ('Pengerusi') as an English paper says it ('Chair'). */
export function postIn(post: string, lang: "ms" | "en"): string {
  if (lang === "ms") return post;
  return POSTS.find((p) => p[0].toLowerCase() === post.toLowerCase())?.[1] ?? post;
}

/** Duties a post's own name says: 'Guru penyelaras' coordinates, 'Pengerusi JPKK' chairs, 'Imam' leads prayers. */
const DUTIES_BY_NAME: [RegExp, string, string][] = [
  [
    /\b(?:penyelaras|coordinator)\b/i,
    "Menyelaras persediaan dan pelaksanaan program",
    "Coordinates the preparation and running of the programme",
  ],
  [
    /^(?:pengerusi|yang dipertua|presiden|chair(?:man|person|woman)?|president)\b/i,
    "Mempengerusikan mesyuarat dan mewakili penganjur",
    "Chairs the meetings and represents the organiser",
  ],
  [/\b(?:fasilitator|facilitators?)\b/i, "Mengendalikan sesi dan aktiviti peserta", "Runs the participants' sessions"],
  [
    /\b(?:guru pengiring|accompanying teachers?)\b/i,
    "Mengiringi dan mengawasi murid",
    "Accompanies and supervises pupils",
  ],
  [/\b(?:jurulatih|coach|trainer)\b/i, "Melatih dan membimbing peserta", "Trains and guides the participants"],
  [/^imam\b/i, "Mengimamkan solat berjemaah", "Leads the congregational prayers"],
  [
    /^(?:pengetua|guru besar|principal|headmaster|headmistress)\b/i,
    "Merestui dan menasihati penganjuran majlis",
    "Endorses and advises the programme",
  ],
  [
    /\b(?:tournament|competition)\s+director\b|\bpengarah\s+(?:kejohanan|pertandingan)\b/i,
    "Mengendalikan perlawanan dan peraturan kejohanan",
    "Runs the matches and the tournament rules",
  ],
];

/** What a post the brief names does, when its name says it: 'Ketua Unit Jamuan' leads the food unit. */
function dutiesOf(c: Ctx, role: string): string {
  const leads = /^(?:Ketua|Pengarah)\s+(.+)$/u.exec(role);
  if (leads?.[1] && c.lang === "ms") return `Mengetuai ${leads[1].toLocaleLowerCase("ms")}`;
  const head = /^(?:Head of|Director of)\s+(.+)$/iu.exec(role);
  if (head?.[1] && c.lang === "en") return `Leads ${head[1].toLocaleLowerCase("en")}`;
  // 'PTA chairman': the body's initials before a post leave its duties as they are.
  const post = role.replace(/^\p{Lu}{2,}\s+/u, "");
  const named = DUTIES_BY_NAME.find(([re]) => re.test(post));
  if (named) return c.w(named[1], named[2]);
  return c.ph("tugas", "duties");
}

/** A word after a Malay post that names whose post it is: 'Setiausaha Kerja', 'Pengerusi Program'. */
const POST_QUALIFIER = /\s+(?:kerja|program|majlis|projek|kehormat)$/i;

export const committee: RoleWriter = (c, o, target) => {
  const given = c.facts.committee;
  const nameBlank = c.ph("nama", "name");
  o.p(c.t("Jawatankuasa pelaksana {thing} adalah seperti berikut:", "The organising committee of {thing}:"));
  // No food post for a programme that serves none (a community garden run over months).
  const usual = POSTS.filter((p) => c.traits.food || p[0] !== "AJK Makanan");
  const rows = given.length
    ? given.map((m) => [
        m.role,
        m.name || nameBlank,
        // 'Bendahari', 'Treasurer': a post the usual committee has keeps its duties; another's are the brief's or to fill.
        POSTS.find((p) => [p[0], p[1]].some((post) => post.toLowerCase() === m.role.toLowerCase()))?.[
          c.lang === "ms" ? 2 : 3
        ] ?? dutiesOf(c, m.role),
      ])
    : usual.map((p) => {
        // A post the brief names ('Pengerusi program ialah Encik Rahman Ali') has its person, under its title.
        const named = c.facts.namedPosts.find((n) => n.post === p[0]);
        // 'Penaung - Tuan Haji ...', 'Setiausaha - Puan ...': a post written with a dash fills its row too.
        // 'Setiausaha Kerja Cikgu Farid': the secretary's row, under the post as the brief writes it.
        const keyed = c.facts.keyPeople.find(
          (k) =>
            k.role.toLowerCase() === p[0].toLowerCase() ||
            malayPost(k.role) === p[0] ||
            k.role.replace(POST_QUALIFIER, "").toLowerCase() === p[0].toLowerCase(),
        );
        const qualified = keyed && /\s(?:kerja|kehormat)$/i.test(keyed.role) ? keyed.role : undefined;
        return [
          named?.shown ?? qualified ?? (c.lang === "ms" ? p[0] : p[1]),
          named?.name ?? keyed?.name ?? nameBlank,
          c.lang === "ms" ? p[2] : p[3],
        ];
      });
  // Everyone else the brief names with a post ('Imam', 'finance officer') joins under that post.
  for (const person of c.facts.keyPeople)
    if (!rows.some((r) => r[1] === person.name)) rows.push([person.role, person.name, dutiesOf(c, person.role)]);
  o.table([c.w("Jawatan", "Post"), c.w("Nama", "Name"), c.w("Tugas", "Duties")], rows);
  // The usual committee's chair row shows its post ('Pengarah Program' when the brief names one in its place).
  committeeDuties(c, o, given.length ? undefined : rows[usual.findIndex((p) => p[0] === "Pengerusi")]?.[0]);
  fill(c, o, target, [
    [
      "Jawatankuasa {subj} akan bermesyuarat sekurang-kurangnya dua kali sebelum program.",
      "The {subj} committee will meet at least twice before the programme.",
    ],
    [
      "Sepanjang tempoh pelaksanaan, jawatankuasa {subj} akan bermesyuarat sekurang-kurangnya sebulan sekali untuk menyemak kemajuan dan perbelanjaan.",
      "Throughout the programme, the {subj} committee will meet at least once a month to review progress and spending.",
      "long",
    ],
  ]);
};
