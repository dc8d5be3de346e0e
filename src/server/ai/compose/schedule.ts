/**
 * The plan in time, built around what the user stated: an event's day is that day and its
 * preparation runs backwards from it; a project starts on its stated date (or the month after
 * the paper is written) and lasts exactly its stated duration. A range from the form is used only
 * when nothing was stated; with neither, phases are relative ('Bulan 1-2') and no date is invented.
 */
import type { KindId } from "../../../common/kinds/types.js";
import { timelineDays } from "../../../common/proposal-options.js";
import type { Lang } from "../builtin/text.js";
import { isoDay, MONTH, monthNumber, WEEKDAY } from "../facts/calendar.js";
import { nearlyAsLong } from "../facts/durations.js";
import type { Facts } from "../facts/types.js";
import type { ProposalBrief } from "../writer.js";
import { addDays, addMonths, dateText, daysBetween, durationText, eventDaysText, nextMonthStart } from "./format.js";
import { runsABusiness } from "./people.js";

export type Phase = {
  name: string;
  when: string;
  start?: string;
  end?: string;
  /** What happens in the phase, in both languages, with {slots}. */
  note?: readonly [string, string];
};

export type SchedulePlan = {
  phases: Phase[];
  /** The user stated the period (event date or duration). */
  stated: boolean;
  startIso?: string;
  endIso?: string;
  startText?: string;
  endText?: string;
  /** The project's length in words, when known ('24 bulan'). */
  lengthText?: string;
};

type Step = [ms: string, en: string, noteMs?: string, noteEn?: string];

const PREPARATION: [number, Step][] = [
  [
    -56,
    [
      "Mesyuarat jawatankuasa dan pembahagian tugas",
      "Committee meeting and assignment of duties",
      "Mesyuarat pertama jawatankuasa {subj} menetapkan tugas setiap AJK, mengesahkan anggaran perbelanjaan dan menetapkan tarikh-tarikh penting.",
      "The first {subj} committee meeting assigns each member's duties, confirms the budget and fixes the key dates.",
    ],
  ],
  [
    -42,
    [
      "Permohonan kelulusan, tempahan tempat dan peralatan",
      "Approvals, venue and equipment bookings",
      "Pada peringkat ini, kelulusan yang diperlukan dipohon dan tempat serta peralatan {subj} ditempah dengan pembekal yang dipilih.",
      "At this stage the approvals are sought and the venue and equipment for the {subj} are booked with the chosen suppliers.",
    ],
  ],
  [
    -28,
    [
      "Hebahan dan pendaftaran peserta",
      "Publicity and participant registration",
      "Hebahan {subj} dibuat melalui surat, poster dan media sosial, dan pendaftaran peserta dibuka serentak.",
      "The {subj} is announced by letter, poster and social media, and registration opens at the same time.",
    ],
  ],
  [
    -7,
    [
      "Taklimat akhir dan persiapan tapak",
      "Final briefing and site preparation",
      "Taklimat akhir memastikan setiap AJK memahami tugasnya, manakala tapak {subj} disiapkan sebelum program bermula.",
      "The final briefing makes sure every member knows their duty, and the {subj} site is made ready before the programme begins.",
    ],
  ],
];

const PROJECT_PHASES: Record<Exclude<KindId, "program">, [number, Step][]> = {
  cadangan: [
    [
      0.15,
      [
        "Kelulusan dan perancangan terperinci",
        "Approval and detailed planning",
        "Selepas kelulusan, pelan terperinci {subj} disediakan dan pegawai bertanggungjawab dilantik.",
        "After approval, the detailed {subj} plan is drawn up and the responsible officers appointed.",
      ],
    ],
    [
      0.7,
      [
        "Pelaksanaan",
        "Implementation",
        "Kerja-kerja {subj} dilaksanakan mengikut skop yang diluluskan dan kemajuannya direkodkan setiap bulan.",
        "The {subj} work is carried out within the approved scope and its progress recorded monthly.",
      ],
    ],
    [
      0.15,
      [
        "Penilaian dan laporan",
        "Evaluation and report",
        "Hasil {subj} dinilai berbanding objektif dan laporan akhir dikemukakan.",
        "The {subj} results are assessed against the objectives and a final report submitted.",
      ],
    ],
  ],
  geran: [
    [
      0.2,
      [
        "Perolehan dan sebut harga",
        "Procurement and quotations",
        "Sebut harga bagi setiap perkara {subj} diperoleh dan pembekal dipilih berdasarkan harga serta kualiti.",
        "Quotations for each {subj} item are obtained and suppliers chosen on price and quality.",
      ],
    ],
    [
      0.25,
      [
        "Pemasangan, persediaan dan latihan",
        "Installation, set-up and training",
        "Peralatan dan sistem bagi projek {subj} dipasang dan diuji, dan pekerja dilatih menggunakannya.",
        "The equipment and systems of the {subj} project are installed and tested, and staff trained to use them.",
      ],
    ],
    [
      0.4,
      [
        "Operasi dan pengembangan",
        "Operation and growth",
        "Apa yang disediakan melalui projek {subj} digunakan sepenuhnya dalam operasi, dan hasilnya diukur berbanding sasaran jualan dan produktiviti.",
        "What the {subj} project provides is put to full use in operations, and its results are measured against the sales and productivity targets.",
      ],
    ],
    [
      0.15,
      [
        "Pemantauan dan laporan kepada pembiaya",
        "Monitoring and reporting to the funder",
        "Laporan kemajuan dan penyata perbelanjaan {subj} dikemukakan kepada pembiaya.",
        "Progress reports and the {subj} expenditure statement are submitted to the funder.",
      ],
    ],
  ],
  penyelidikan: [
    [
      0.2,
      [
        "Sorotan literatur dan reka bentuk kajian",
        "Literature review and study design",
        "Kajian lepas tentang {topic} disemak dan reka bentuk kajian serta instrumen dimuktamadkan.",
        "Past work on {topic} is reviewed and the study design and instruments finalised.",
      ],
    ],
    [
      0.35,
      [
        "Pengumpulan data",
        "Data collection",
        "Data bagi {thing} dikumpul mengikut protokol yang diluluskan.",
        "Data for the study on {topic} are collected under the approved protocol.",
      ],
    ],
    [
      0.25,
      [
        "Analisis data dan pembangunan model",
        "Data analysis and modelling",
        "Data {subj} dianalisis dan dapatan awal disemak oleh pasukan penyelidik.",
        "Data on {topic} are analysed and early findings reviewed by the team.",
      ],
    ],
    [
      0.2,
      [
        "Penulisan laporan dan penerbitan",
        "Report writing and publication",
        "Dapatan {thing} ditulis sebagai laporan akhir dan manuskrip penerbitan.",
        "The findings on {topic} are written up as the final report and manuscripts.",
      ],
    ],
  ],
  tender: [
    [
      0.05,
      [
        "Mobilisasi dan serahan tapak",
        "Mobilisation and site handover",
        "Pekerja, peralatan dan jadual tugas {subj} disediakan dan tapak diserahkan secara rasmi.",
        "Workers, equipment and the {subj} duty roster are put in place and the site formally handed over.",
      ],
    ],
    [
      0.85,
      [
        "Pelaksanaan perkhidmatan",
        "Service delivery",
        "{Subj} dilaksanakan mengikut kekerapan dan standard yang dipersetujui, dengan laporan bulanan.",
        "The {subj} is delivered at the agreed frequency and standard, with monthly reports.",
      ],
    ],
    [
      0.1,
      [
        "Penilaian prestasi dan penyerahan akhir",
        "Performance review and final handover",
        "Prestasi {subj} dinilai bersama pelanggan sebelum kontrak tamat.",
        "The {subj} performance is reviewed with the client before the contract ends.",
      ],
    ],
  ],
};

/**
 * A tender for one job (a dinner's catering, a website, a supply) rather than a service over a
 * contract period: its phases are the job's, with no 'monthly' delivery.
 */
const ONE_OFF_TENDER: [number, Step][] = [
  [
    0.2,
    [
      "Pengesahan skop dan perancangan",
      "Scope confirmation and planning",
      "Skop, spesifikasi dan jadual {subj} disahkan bersama pelanggan.",
      "The scope, specification and schedule of the {subj} are confirmed with the client.",
    ],
  ],
  [
    0.6,
    [
      "Penyediaan dan pelaksanaan",
      "Preparation and delivery",
      "{Subj} disediakan dan dilaksanakan mengikut spesifikasi yang dipersetujui.",
      "The {subj} is prepared and delivered to the agreed specification.",
    ],
  ],
  [
    0.2,
    [
      "Penyerahan dan penilaian",
      "Handover and review",
      "{Subj} diserahkan kepada pelanggan dan dinilai bersama sebelum bayaran akhir.",
      "The {subj} is handed over and reviewed with the client before the final payment.",
    ],
  ],
];

/** Words of a service delivered over a period (cleaning, security, maintenance, a contract's months). */
const RECURRING =
  /\b(?:bulanan|harian|mingguan|setiap\s+(?:hari|minggu|bulan)|monthly|daily|weekly|every\s+(?:day|week|month)|tempoh kontrak|contract period|penyelenggaraan|maintenance|pembersihan|cleaning|kawalan keselamatan|security guards?|asrama|hostel)\b/i;

/** A tender for a service run over a contract period (cleaning, guards, maintenance), not a job that ends. */
export function isOngoingService(brief: ProposalBrief): boolean {
  return RECURRING.test(tenderText(brief));
}

function tenderText(brief: ProposalBrief): string {
  return [
    brief.title,
    brief.description,
    brief.additionalInfo,
    ...(brief.template?.fields.map((f) => f.value) ?? []),
  ].join("\n");
}

/** A tender's phases: a service's over its contract period, else a job's (over its months when stated). */
function tenderSteps(brief: ProposalBrief): [number, Step][] {
  return isOngoingService(brief) ? PROJECT_PHASES.tender : ONE_OFF_TENDER;
}

/** Whole months per phase by share, each at least one, summing to `months`. */
function monthSpans(months: number, shares: number[]): number[] {
  const spans = shares.map((x) => Math.max(1, Math.round(months * x)));
  let diff = months - spans.reduce((a, b) => a + b, 0);
  for (let i = spans.length - 1; diff !== 0; i = (i - 1 + spans.length) % spans.length) {
    if (diff > 0) {
      spans[i] = (spans[i] ?? 0) + 1;
      diff--;
    } else if ((spans[i] ?? 0) > 1) {
      spans[i] = (spans[i] ?? 0) - 1;
      diff++;
    }
  }
  return spans;
}

const RELATIVE_UNITS = {
  bulan: ["Bulan", "Month", "Months"],
  minggu: ["Minggu", "Week", "Weeks"],
  hari: ["Hari", "Day", "Days"],
} as const;

/** Phases over `n` months, weeks or days counted from the start: 'Bulan 1', 'Bulan 2-3', 'Weeks 4-6'. */
function relativePhases(steps: [number, Step][], unit: keyof typeof RELATIVE_UNITS, n: number, lang: Lang): Phase[] {
  const i = lang === "ms" ? 0 : 1;
  const [ms, one, many] = RELATIVE_UNITS[unit];
  const spans = monthSpans(
    n,
    steps.map(([share]) => share),
  );
  let at = 1;
  return steps.map(([, s], k) => {
    const to = at + (spans[k] ?? 1) - 1;
    const when =
      lang === "ms" ? `${ms} ${at === to ? at : `${at}-${to}`}` : at === to ? `${one} ${at}` : `${many} ${at}-${to}`;
    at = to + 1;
    return { name: s[i], when, note: noteOf(s) };
  });
}

function noteOf(s: Step): readonly [string, string] | undefined {
  return s[2] && s[3] ? [s[2], s[3]] : undefined;
}

/** A programme of weeks or months is run in stages: its opening, its regular activities, its close. */
const RUN: Step[] = [
  [
    "Pelancaran dan sesi pertama",
    "Launch and first sessions",
    "{Subj} dilancarkan, peserta diberi taklimat dan sesi-sesi pertama dijalankan mengikut jadual.",
    "The {subj} is launched, participants are briefed and the first sessions are held on schedule.",
  ],
  [
    "Pelaksanaan aktiviti berkala",
    "Regular activities",
    "Aktiviti {subj} dijalankan mengikut jadual sesi, dengan kehadiran dan kemajuan direkodkan pada setiap sesi.",
    "The {subj} activities run to the session timetable, with attendance and progress recorded at every session.",
  ],
  [
    "Penilaian dan majlis penutup",
    "Evaluation and closing",
    "Hasil {subj} dinilai berbanding objektif dan program ditutup secara rasmi bersama peserta.",
    "The {subj} results are assessed against the objectives and the programme is formally closed with the participants.",
  ],
];

/** Sessions on set days over the span ('every Saturday', 'setiap minggu', 'weekly classes'). */
const SESSIONS = new RegExp(
  // 'Monday to Thursday, 3.00 pm to 6.00 pm', 'Isnin hingga Khamis', 'daily': classes held all through.
  String.raw`\b(?:every|setiap)\s+(?:${WEEKDAY}|minggu|week|hujung minggu|weekend|hari)\b|\b(?:weekly|mingguan|daily|weekdays)\b|\b(?:${WEEKDAY})\s+(?:to|hingga|sehingga|until|-|–)\s+(?:${WEEKDAY})\b`,
  "i",
);
/** A project of sessions from its stated start: its first sessions, its regular ones, its close. */
const RUN_PHASES: [number, Step][] = [
  [0.15, RUN[0]!],
  [0.7, RUN[1]!],
  [0.15, RUN[2]!],
];

/** A span of four weeks or more is run in stages, not held as one day. */
const LONG_RUN_DAYS = 28;

/** A programme over a span of four weeks or more (not a list of days): it is run in stages. */
/** A programme that runs for weeks: dated across them, or undated with a length of weeks ('a 6-month programme'). */
export function runsForWeeks(facts: Facts): boolean {
  return facts.eventDate !== null
    ? isLongRun(facts.eventDate)
    : facts.duration !== null && facts.duration.days >= LONG_RUN_DAYS;
}

export function isLongRun(event: { start: string; end?: string; days?: string[] }): boolean {
  const days = (Date.parse(event.end ?? event.start) - Date.parse(event.start)) / 86_400_000 + 1;
  return days >= LONG_RUN_DAYS && (event.days?.length ?? 0) < 2;
}

/** The programme's own days: one line for a day, a few days or a list of days; its stages for a span of weeks or months. */
function runPhases(event: { start: string; end?: string; days?: string[] }, lang: Lang): Phase[] {
  const i = lang === "ms" ? 0 : 1;
  const start = event.start;
  const end = event.end ?? event.start;
  if (!isLongRun(event)) {
    return [
      {
        name: lang === "ms" ? "Hari program" : "Programme day",
        when: eventDaysText(event, lang),
        start,
        end,
      },
    ];
  }
  // The first and last month of a span of three months or more; else its first and last week.
  const long = Date.parse(end) - Date.parse(start) >= 83 * 86_400_000;
  const firstEnd = long ? addDays(addMonths(start, 1), -1) : addDays(start, 6);
  const lastStart = long ? addMonths(addDays(end, 1), -1) : addDays(end, -6);
  const spans: [string, string][] = [
    [start, firstEnd],
    [addDays(firstEnd, 1), addDays(lastStart, -1)],
    [lastStart, end],
  ];
  return RUN.map((step, k) => {
    const [from = start, to = end] = spans[k] ?? [];
    return {
      name: step[i],
      when: `${dateText(from, lang)} – ${dateText(to, lang)}`,
      start: from,
      end: to,
      note: noteOf(step),
    };
  });
}

/** When a step of preparation falls with under a week left: at once, the last the day before. */
function shortNotice(last: boolean, lang: Lang): string {
  if (last) return lang === "ms" ? "Sehari sebelum program" : "The day before the programme";
  return lang === "ms" ? "Segera" : "At once";
}

/** A run of weeks or months with no dates: its launch, its regular sessions and its close, counted from its start. */
function undatedRun(days: number, lang: Lang): Phase[] {
  const i = lang === "ms" ? 0 : 1;
  const months = days >= 83;
  const n = Math.max(3, Math.round(months ? days / 30 : days / 7));
  const [one, many] = lang === "ms" ? [months ? "Bulan" : "Minggu"] : months ? ["Month", "Months"] : ["Week", "Weeks"];
  const spans = [`${one} 1`, n > 3 ? `${many ?? one} 2-${n - 1}` : `${one} 2`, `${one} ${n}`];
  return RUN.map((step, k) => ({ name: step[i], when: spans[k] ?? "", note: noteOf(step) }));
}

function eventPlan(brief: ProposalBrief, facts: Facts, lang: Lang): SchedulePlan {
  const i = lang === "ms" ? 0 : 1;
  const event = facts.eventDate;
  if (!event) {
    const rel = (n: number) =>
      lang === "ms" ? `${n} minggu sebelum program` : `${n} week${n === 1 ? "" : "s"} before the programme`;
    const before = PREPARATION.map(([d, s]) => ({ name: s[i], when: rel(Math.round(-d / 7)), note: noteOf(s) }));
    // 'a 6-month digital skills programme' with no dates yet: its stages in its own months (or weeks).
    if (runsForWeeks(facts) && facts.duration)
      return { stated: false, phases: [...before, ...undatedRun(facts.duration.days, lang)] };
    return {
      stated: false,
      phases: [
        ...before,
        {
          name: lang === "ms" ? "Hari program" : "Programme day",
          when: lang === "ms" ? "[Nyatakan tarikh program]" : "[Enter the programme date]",
        },
      ],
    };
  }
  const first = brief.startDate.slice(0, 10);
  const lead = Math.max(0, (Date.parse(event.start) - Date.parse(first)) / 86_400_000);
  // Short notice: the preparation is squeezed between today and the event, never before today; with
  // under a week left its steps are not given days that would all fall together.
  const scale = lead >= 60 ? 1 : lead / 60;
  const phases: Phase[] = PREPARATION.map(([d, s], k) => {
    if (lead < 7) return { name: s[i], when: shortNotice(k === PREPARATION.length - 1, lang), note: noteOf(s) };
    const at = addDays(event.start, Math.round(d * scale));
    return { name: s[i], when: dateText(at, lang), start: at, note: noteOf(s) };
  });
  phases.push(...runPhases(event, lang));
  const after = addDays(event.end ?? event.start, 14);
  phases.push({
    name: lang === "ms" ? "Laporan penuh dan penyata kewangan" : "Final report and financial statement",
    when: dateText(after, lang),
    start: after,
  });
  return {
    stated: true,
    phases,
    startIso: phases[0]?.start ?? event.start,
    endIso: after,
    startText: phases[0]?.start ? phases[0].when : dateText(event.start, lang),
    endText: dateText(after, lang),
  };
}

/**
 * What is installed, built or fitted before use: a business buying only these gets installation months.
 * Training is fitting, exercise books ('buku latihan') are not.
 */
const NEEDS_FITTING =
  /\b(?:pemasangan|dipasang|pasang|ubah ?suai|naik ?taraf|renovasi|pengubahsuaian|pembinaan|bina|sistem|perisian|installation|install\w*|renovat\w*|upgrad\w*|fit-?out|construct\w*|build\w*|system|software|ERP|POS|solar|kilang|factory|dapur|kitchen|automatik|automatic|operator|(?<!\b(?:buku|kertas|lembaran|soalan|bahan)\s)latihan|training)\b/i;

export function needsFitting(brief: ProposalBrief): boolean {
  return NEEDS_FITTING.test([brief.title, brief.description, ...brief.keyRequirements].join("\n"));
}

/** A business buying what is ready to use (a van, sewing machines, stock): bought, put to work, reported. */
const BOUGHT_READY_PHASES: [number, Step][] = [
  [
    0.15,
    [
      "Perolehan dan penerimaan barang",
      "Purchase and delivery",
      "Setiap perkara {subj} dibeli daripada pembekal yang dipilih berdasarkan harga dan kualiti, dan diterima dalam keadaan baik.",
      "Each {subj} item is bought from a supplier chosen on price and quality, and received in good order.",
    ],
  ],
  [
    0.7,
    [
      "Operasi dan pengembangan",
      "Operation and growth",
      "Barang yang dibeli digunakan dalam operasi harian perniagaan, dan hasilnya diukur berbanding sasaran jualan dan produktiviti.",
      "What was bought is put to work in the daily running of the business, and the results are measured against the sales and productivity targets.",
    ],
  ],
  [
    0.15,
    [
      "Pemantauan dan laporan kepada pembiaya",
      "Monitoring and reporting to the funder",
      "Laporan kemajuan dan penyata perbelanjaan {subj} dikemukakan kepada pembiaya.",
      "Progress reports and the {subj} expenditure statement are submitted to the funder.",
    ],
  ],
];

/**
 * 'The works take 3 months from 1 March 2027', 'kerja-kerja ubah suai mengambil masa 4 bulan': the
 * span the brief states is the building works', so it ends at handover, not in a season of trading.
 */
const WORKS_TAKE =
  /\b(?:works?|renovations?|construction|kerja-kerja|pembinaan|pengubahsuaian|ubah suai|naik taraf)\b[^.;]{0,40}?\b(?:take|takes|will take|lasts?|will last|mengambil masa|memakan masa|siap dalam)\s+(?:about\s+|around\s+|kira-kira\s+|lebih kurang\s+)?(?:\d|one|two|three|four|five|six|satu|dua|tiga|empat|lima|enam)/iu;

/** A business's building works: contractor's quotations, the works, handover into use, and the report. */
const WORKS_PHASES: [number, Step][] = [
  [
    0.15,
    [
      "Sebut harga dan pelantikan kontraktor",
      "Quotations and appointing the contractor",
      "Sebut harga bagi kerja-kerja {subj} diperoleh dan kontraktor dilantik berdasarkan harga, kualiti dan tempoh siap.",
      "Quotations for the {subj} works are obtained and the contractor appointed on price, quality and completion time.",
    ],
  ],
  [
    0.6,
    [
      "Kerja-kerja pembinaan dan pemasangan",
      "Building and installation works",
      "Kerja-kerja {subj} dilaksanakan mengikut pelan yang diluluskan dan keperluan pihak berkuasa tempatan, dan kemajuannya direkodkan dengan gambar.",
      "The {subj} works are carried out to the approved plans and local authority requirements, with progress recorded in photographs.",
    ],
  ],
  [
    0.15,
    [
      "Pemeriksaan, serahan dan mula digunakan",
      "Inspection, handover and first use",
      "Kerja-kerja yang siap diperiksa, kecacatan dibaiki oleh kontraktor, dan kemudahan baharu mula digunakan.",
      "The finished works are inspected, defects put right by the contractor, and the new facilities put into use.",
    ],
  ],
  [
    0.1,
    [
      "Laporan kepada pembiaya",
      "Report to the funder",
      "Laporan siap kerja dan penyata perbelanjaan {subj} dikemukakan kepada pembiaya.",
      "The completion report and the {subj} expenditure statement are submitted to the funder.",
    ],
  ],
];

/** A date the brief gives for the fitting or delivery to be done ('the equipment is installed by 31 March 2027'). */
const FITTED_CUE =
  /\b(?:dipasang|pemasangan|siap\s+dipasang|diterima|dihantar|installed|installation|delivered|in place|set up)\b/i;

/** The step a business's equipment is fitted or delivered in, and the day the brief says it is done by. */
function fittedBy(facts: Facts, steps: [number, Step][], start: string, end: string) {
  const step = steps === PROJECT_PHASES.geran ? 1 : steps === BOUGHT_READY_PHASES ? 0 : -1;
  if (step < 0) return null;
  const date = facts.dates.find(
    (d) =>
      (d.role === "deadline" || d.role === "end") && FITTED_CUE.test(d.context) && start < d.start && d.start < end,
  )?.start;
  return date ? { step, date } : null;
}

/** Whole months from `start` to `end` when the span is exactly that ('1 February' to '31 March' is 2), else null. */
function wholeMonths(start: string, end: string): number | null {
  for (let n = 1; n <= 120; n++) {
    const to = addDays(addMonths(start, n), -1);
    if (to === end) return n;
    if (to > end) return null;
  }
  return null;
}

/**
 * Steps laid over a span by their shares; a span of whole months (stated, or found) is split into
 * whole months, so every phase ends at a month's end.
 */
function spread(
  steps: [number, Step][],
  start: string,
  end: string,
  lang: Lang,
  months = wholeMonths(start, end),
): Phase[] {
  const i = lang === "ms" ? 0 : 1;
  const totalDays = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  const shares = steps.map(([share]) => share);
  // A part of a plan's steps shares its span among them alone.
  const sum = shares.reduce((a, b) => a + b, 0);
  const whole = Math.abs(sum - 1) < 1e-9 ? 1 : sum;
  const spans =
    months !== null && months >= steps.length
      ? monthSpans(
          months,
          shares.map((x) => x / whole),
        )
      : null;
  let cursor = start;
  let monthsUsed = 0;
  return steps.map(([share, s], k) => {
    const last = k === steps.length - 1;
    const len = Math.max(1, Math.round((totalDays * share) / whole));
    monthsUsed += spans?.[k] ?? 0;
    const to = last ? end : spans ? addDays(addMonths(start, monthsUsed), -1) : addDays(cursor, len - 1);
    const phase = {
      name: s[i],
      when: `${dateText(cursor, lang)} – ${dateText(to, lang)}`,
      start: cursor,
      end: to,
      note: noteOf(s),
    };
    cursor = addDays(to, 1);
    return phase;
  });
}

/**
 * A service contract from a stated day (cleaning from 1 February 2027 for 24 months) is delivered on
 * every day of it: mobilisation comes before the first day, and the final review in its last month
 * while the service goes on, never months of the contract without the service.
 */
function servicePhases(start: string, end: string, lang: Lang): Phase[] {
  const i = lang === "ms" ? 0 : 1;
  const lastMonth = addMonths(addDays(end, 1), -1);
  const span = (from: string, to: string) => `${dateText(from, lang)} – ${dateText(to, lang)}`;
  const phase = (k: number, when: string, from?: string, to?: string): Phase => {
    const step = PROJECT_PHASES.tender[k]![1];
    return { name: step[i], when, start: from, end: to, note: noteOf(step) };
  };
  return [
    phase(0, `${lang === "ms" ? "Sebelum" : "Before"} ${dateText(start, lang)}`),
    phase(1, span(start, end), start, end),
    phase(2, span(lastMonth, end), lastMonth, end),
  ];
}

/** 'for 6 months starting February 2027', 'bermula Mac 2027': the first of the month a project starts in. */
const STARTS_IN =
  /\b(?:starting|starts|start|beginning|begins|commencing|from|bermula|mula|mulai|dari)(?:\s+(?:in|on|pada|bulan))?\s+$/i;

/** 'the cold room operates from July 2027', 'mula beroperasi pada Julai 2027': the month what is fitted is put to work. */
const OPERATES_FROM =
  /\b(?:operates?|operating|in operation|opens?|beroperasi|dibuka)(?:\s+(?:from|in|on|mulai|dari|pada|bermula|sejak))?\s+$/i;

const startMonth = (facts: Facts) => monthSaid(facts, STARTS_IN);

/** The first day of the first month-and-year the brief gives right after `cue` ('starting February 2027'). */
function monthSaid(facts: Facts, cue: RegExp): string | undefined {
  for (const p of facts.periods) {
    const m = new RegExp(String.raw`^(${MONTH})\s+(\d{4})$`, "i").exec(p.text);
    const month = m ? monthNumber(m[1] ?? "") : null;
    const at = p.context.indexOf(p.text);
    if (!m || month === null || at < 0 || !cue.test(p.context.slice(0, at))) continue;
    return isoDay(Number(m[2]), month, 1) ?? undefined;
  }
  return undefined;
}

/** 'the new bay opens on 1 March 2027', 'kafe dibuka pada 1 Mac 2027': the day what is fitted opens for business. */
const OPENS_ON =
  /\b(?:opens?|opening|opened|starts? operating|begins? operating|dibuka|pembukaan|mula beroperasi|beroperasi|dilancarkan|launch(?:es|ed)?)\b(?:\s+\p{L}+){0,2}\s*$/iu;
/** 'to open a second cafe outlet in Seksyen 13, Shah Alam on 1 July 2027': what opens, where, then its day. */
const OPENS_THERE_ON =
  /\b(?:to\s+open|will\s+open|membuka|akan\s+dibuka)\s+(?:(?:a|an|the|our|its|their|sebuah|satu)\s+)?(?:\p{L}+\s+){0,2}(?:outlets?|cafe|kafe|kedai|shop|store|branch|cawangan|premis|premises|restaurant|restoran|bakery|kiosk|gerai|stall|centre|pusat|clinic|klinik|bay|workshop|bengkel)\b[^.;]{0,50}\b(?:on|pada)\s*$/iu;
/** The words before a day that make it the day a place opens. */
const opensOn = (before: string) => OPENS_ON.test(before) || OPENS_THERE_ON.test(before);
/** 'within 12 months of opening', 'dalam tempoh 12 bulan selepas dibuka': how long it runs before its target is measured. */
const RUN_AFTER_OPENING =
  /\b(?:within|in|over)\s+(\d{1,2})\s+months\s+(?:of|after|from)\s+(?:the\s+)?(?:opening|operation|launch)|\b(?:dalam(?:\s+tempoh)?|selama)\s+(\d{1,2})\s+bulan\s+(?:selepas|dari|sejak)\s+(?:dibuka|pembukaan|beroperasi|mula beroperasi)/iu;

/**
 * 'Installation starts on 11 January 2027 and the new bay opens on 1 March 2027': quotations come before
 * the work starts, the fitting runs to the day before the opening, and the business runs and is measured
 * from the opening for the months its target names (else a year), reported on in the last of them.
 */
function openingPlan(
  brief: ProposalBrief,
  steps: [number, Step][],
  facts: Facts,
  start: string | undefined,
  lang: Lang,
): SchedulePlan | null {
  // Without a start, only a form's timeline would date the work, before the opening it serves.
  if (steps !== PROJECT_PHASES.geran || facts.duration || (!start && !brief.timeline)) return null;
  const after = start ?? brief.startDate;
  const opening = facts.dates.find((d) => {
    const at = d.context.indexOf(d.text);
    const before = d.context.slice(0, at);
    return !d.end && d.start > after && at > 0 && opensOn(before);
  })?.start;
  if (!opening) return null;
  // No day for the fitting: it starts on the first of the third month before the opening's, never before next month.
  const earliest = nextMonthStart(brief.startDate);
  const fitted = addMonths(`${opening.slice(0, 8)}01`, -3);
  // ISO days sort as text: the later of the two (Math.max does not take strings).
  const begins = start ?? [fitted, earliest].sort()[1] ?? earliest;
  if (begins >= opening) return null;
  const { phases, end } = fittedThenRun(brief, steps, begins, opening, lang);
  return {
    stated: false,
    phases,
    startIso: begins,
    endIso: end,
    startText: dateText(begins, lang),
    endText: dateText(end, lang),
    lengthText: durationText(Math.round(daysBetween(begins, end) / 30.44), "bulan", lang),
  };
}

/** Quotations before `start`, the fitting to the day before `opening`, then the run and its report. */
function fittedThenRun(brief: ProposalBrief, steps: [number, Step][], start: string, opening: string, lang: Lang) {
  const run = RUN_AFTER_OPENING.exec(brief.description);
  const months = Number(run?.[1] ?? run?.[2] ?? 12);
  const end = addDays(addMonths(opening, months), -1);
  const lastMonth = addMonths(addDays(end, 1), -1);
  const i = lang === "ms" ? 0 : 1;
  const span = (from: string, to: string) => `${dateText(from, lang)} – ${dateText(to, lang)}`;
  const phase = (k: number, when: string, from?: string, to?: string): Phase => {
    const step = steps[k]![1];
    return { name: step[i], when, start: from, end: to, note: noteOf(step) };
  };
  const fittedTo = addDays(opening, -1);
  const phases = [
    phase(0, `${lang === "ms" ? "Sebelum" : "Before"} ${dateText(start, lang)}`),
    phase(1, span(start, fittedTo), start, fittedTo),
    phase(2, span(opening, end), opening, end),
    phase(3, span(lastMonth, end), lastMonth, end),
  ];
  return { phases, end };
}

/**
 * 'Installation starts in April 2027 and takes 3 months; the cold room operates from July 2027': the
 * stated span is the fitting's, with quotations before it; the run and its report follow it.
 */
function fittedSpan(
  brief: ProposalBrief,
  steps: [number, Step][],
  facts: Facts,
  start: string,
  end: string,
  lang: Lang,
): Phase[] | null {
  const operates = steps === PROJECT_PHASES.geran ? monthSaid(facts, OPERATES_FROM) : undefined;
  return operates && operates > end ? fittedThenRun(brief, steps, start, operates, lang).phases : null;
}

function projectPlan(brief: ProposalBrief, kind: Exclude<KindId, "program">, facts: Facts, lang: Lang): SchedulePlan {
  const i = lang === "ms" ? 0 : 1;
  // A community body's grant (or a free class whose brief names no business) runs as a project (plan,
  // carry out, report), not a business's growth.
  const stated = facts.duration;
  const months = stated ? (stated.unit === "tahun" ? stated.n * 12 : stated.unit === "bulan" ? stated.n : null) : null;
  // 'selama 10 bulan, Februari hingga November 2027': the span the brief dates is the project's.
  const range = facts.dates.find(
    (d) => d.role === "other" && d.end && months !== null && addDays(addMonths(d.start, months), -1) === d.end,
  );
  const statedStart = facts.dates.find((d) => d.role === "start")?.start ?? startMonth(facts) ?? range?.start;
  const community = kind !== "tender" && kind !== "penyelidikan" && !runsABusiness(facts.applicant, brief, kind);
  const steps =
    kind === "tender"
      ? tenderSteps(brief)
      : // Classes every Saturday from a stated month: they begin that month, so the span is the classes'.
        community && statedStart && SESSIONS.test(brief.description)
        ? RUN_PHASES
        : kind === "geran" && community
          ? PROJECT_PHASES.cadangan
          : kind === "geran" && WORKS_TAKE.test(brief.description)
            ? WORKS_PHASES
            : kind === "geran" && !needsFitting(brief)
              ? BOUGHT_READY_PHASES
              : PROJECT_PHASES[kind];
  const opened = openingPlan(brief, steps, facts, statedStart, lang);
  if (opened) return opened;
  const days = stated ? stated.days : timelineDays(brief.timeline);
  if (days === null || days === undefined) {
    // A one-off job with no stated length: its stages in order, not months the user never gave.
    if (steps === ONE_OFF_TENDER) {
      return {
        stated: false,
        phases: steps.map(([, st], k) => ({
          name: st[i],
          when: `${lang === "ms" ? "Peringkat" : "Stage"} ${k + 1}`,
          note: noteOf(st),
        })),
      };
    }
    return { stated: false, phases: relativePhases(steps, "bulan", 12, lang) };
  }
  if (!statedStart && stated) {
    // A length without a start: the phases count from approval ('Bulan 1', 'Minggu 4-6'), never from a
    // day the user did not give.
    const [unit, n] =
      months !== null && months >= steps.length
        ? (["bulan", months] as const)
        : days >= 14
          ? (["minggu", Math.max(steps.length, Math.round(days / 7))] as const)
          : (["hari", Math.max(steps.length, days)] as const);
    return {
      stated: true,
      phases: relativePhases(steps, unit, n, lang),
      lengthText: durationText(stated.n, stated.unit, lang),
    };
  }
  const start = statedStart ?? nextMonthStart(brief.startDate);
  const counted = months !== null ? addDays(addMonths(start, months), -1) : addDays(start, Math.max(0, days - 1));
  // The last day as the brief writes it ('to 28 February 2028', in a year with a 29th) when it ends the same span.
  const statedEnd = facts.dates.find((d) => d.role === "end" && d.start > start)?.start;
  const end =
    statedEnd && nearlyAsLong(daysBetween(start, statedEnd), daysBetween(start, counted)) ? statedEnd : counted;
  // 'The equipment is installed by 31 March 2027': the phases up to the fitting end on that day.
  const fitted = fittedBy(facts, steps, start, end);
  const phases =
    steps === PROJECT_PHASES.tender && statedStart
      ? servicePhases(start, end, lang)
      : fitted
        ? [
            ...spread(steps.slice(0, fitted.step + 1), start, fitted.date, lang),
            ...spread(steps.slice(fitted.step + 1), addDays(fitted.date, 1), end, lang),
          ]
        : (fittedSpan(brief, steps, facts, start, end, lang) ?? spread(steps, start, end, lang, months));
  const lengthText = stated
    ? durationText(stated.n, stated.unit, lang)
    : months
      ? durationText(months, "bulan", lang)
      : // Whole years read as years ('3 tahun', never '37 bulan'), else months, else days.
        days >= 360 && Math.abs(days / 365 - Math.round(days / 365)) < 0.03
        ? durationText(Math.round(days / 365), "tahun", lang)
        : days >= 28
          ? durationText(Math.round(days / 30), "bulan", lang)
          : durationText(days, "hari", lang);
  return {
    stated: Boolean(stated),
    phases,
    startIso: start,
    endIso: end,
    startText: dateText(start, lang),
    endText: dateText(end, lang),
    lengthText,
  };
}

/** 'Ujian pra akan dijalankan pada 8 Mac 2027', 'the pre-test on 8 March 2027': what a date is the day of. */
const PRE_TEST = /\b(?:ujian\s+pra|pra-?ujian|pre-?tests?|baseline\s+tests?)\b/i;
const POST_TEST = /\b(?:ujian\s+pasca|pasca-?ujian|post-?tests?)\b/i;

/** The day a test is dated, read from the words nearest before the date. */
function testDay(facts: Facts, test: RegExp, other: RegExp): string | undefined {
  const last = (re: RegExp, text: string) => [...text.matchAll(new RegExp(re.source, "gi"))].at(-1)?.index ?? -1;
  return facts.dates.find((d) => {
    const before = d.context.slice(0, d.context.indexOf(d.text));
    const at = last(test, before);
    return !d.end && at >= 0 && at > last(other, before);
  })?.start;
}

const TESTED_STUDY: Step[] = [
  [
    "Persediaan instrumen dan kebenaran",
    "Instruments and permissions",
    "Instrumen {subj} disediakan dan disemak, dan kebenaran pihak sekolah serta ibu bapa atau responden diperoleh.",
    "The {subj} instruments are prepared and checked, and the permissions of those taking part obtained.",
  ],
  [
    "Ujian pra",
    "Pre-test",
    "Ujian pra ditadbir kepada semua peserta kajian sebagai data asas.",
    "The pre-test is given to everyone in the study as its baseline.",
  ],
  [
    "Intervensi",
    "Intervention",
    "Intervensi {subj} dijalankan mengikut jadual yang dirancang, dan kehadiran serta pelaksanaannya direkodkan.",
    "The {subj} intervention runs to its planned timetable, with attendance and delivery recorded.",
  ],
  [
    "Ujian pasca",
    "Post-test",
    "Ujian pasca ditadbir dengan instrumen yang sama untuk mengukur perubahan.",
    "The post-test is given with the same instrument to measure the change.",
  ],
  [
    "Analisis data dan laporan",
    "Analysis and report",
    "Skor ujian pra dan pasca dibandingkan, dan dapatan ditulis dalam laporan kajian.",
    "Pre- and post-test scores are compared and the findings written up in the study report.",
  ],
];

/**
 * A study that dates its pre-test and post-test ('Ujian pra ... pada 8 Mac 2027 dan ujian pasca pada 12
 * Julai 2027') runs on those days: preparation before the first, the intervention between, the analysis
 * after the second; never stages spread evenly over its length.
 */
function testedStudy(facts: Facts, plan: SchedulePlan, lang: Lang): SchedulePlan | null {
  const pre = testDay(facts, PRE_TEST, POST_TEST);
  const post = testDay(facts, POST_TEST, PRE_TEST);
  if (!pre || !post || post <= pre) return null;
  const i = lang === "ms" ? 0 : 1;
  const day = (iso: string) => dateText(iso, lang);
  const when = [
    `${lang === "ms" ? "Sebelum" : "Before"} ${day(pre)}`,
    day(pre),
    `${day(addDays(pre, 1))} – ${day(addDays(post, -1))}`,
    day(post),
    `${lang === "ms" ? "Selepas" : "After"} ${day(post)}`,
  ];
  const span: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    [pre, pre],
    [addDays(pre, 1), addDays(post, -1)],
    [post, post],
    [undefined, undefined],
  ];
  return {
    ...plan,
    phases: TESTED_STUDY.map((step, k) => ({
      name: step[i],
      when: when[k] ?? "",
      ...(span[k]?.[0] ? { start: span[k]?.[0], end: span[k]?.[1] } : {}),
      note: noteOf(step),
    })),
    startIso: pre,
    startText: day(pre),
    endIso: post,
    endText: day(post),
  };
}

export function planSchedule(brief: ProposalBrief, kind: KindId, facts: Facts, lang: Lang): SchedulePlan {
  if (kind === "program") return eventPlan(brief, facts, lang);
  const plan = projectPlan(brief, kind, facts, lang);
  return (kind === "penyelidikan" ? testedStudy(facts, plan, lang) : null) ?? plan;
}
