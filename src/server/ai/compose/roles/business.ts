/** Business and tender roles: applicant or company profile, market, understanding, manpower, compliance, quality, schedule. */

import { WEEKDAY } from "../../facts/calendar.js";
import { sentences, upperFirst } from "../../facts/text.js";
import type { CountFact, MoneyFact } from "../../facts/types.js";
import type { Ctx } from "../ctx.js";
import { durationBlank, fill, items, objectiveRefs, own, type RoleWriter } from "./kit.js";
import { phaseTable } from "./plans.js";

/** A business's own figures as the brief states them: since when, its workers, its current sales. */
/** The sales the business makes now, as the brief gives them ('RM 12,000 a month'), not its profit or a target. */
export function currentSales(c: Ctx): MoneyFact | undefined {
  const found = c.facts.amounts.find(
    (a) =>
      /\b(?:jualan|sales|pendapatan|revenue|turnover|sells|menjual)\b/i.test(a.context) &&
      a.role !== "requested" &&
      a.role !== "own" &&
      a.role !== "total" &&
      (/sebulan|setahun|a month|a year|per (?:month|year)|monthly|annual/i.test(a.text) ||
        periodBefore(a) !== null ||
        periodAfter(a) !== null) &&
      // 'Meningkatkan pendapatan 25 belia B40 sebanyak RM 500 sebulan', in the objectives: a target, never what it earns now.
      a.source !== "objectives" &&
      !aimedAt(a),
  );
  // 'monthly sales of RM 9,800' is RM 9,800 a month wherever the figure is quoted alone, and 'sells about
  // RM 35,000 of fish a month' RM 35,000 a month.
  const period = found ? (periodBefore(found) ?? periodAfter(found)) : null;
  if (!found || !period) return found;
  const per = /^(?:monthly|bulanan|month|bulan)$/i.test(period) ? c.w("sebulan", "a month") : c.w("setahun", "a year");
  return { ...found, text: `${found.text} ${per}` };
}

/** 'sells about RM 35,000 of fish a month', 'menjual RM 8,000 kuih sebulan': the period after what is sold. */
function periodAfter(a: MoneyFact): string | null {
  const at = a.context.indexOf(a.text);
  if (at < 0 || !/\b(?:sells|menjual)\b/i.test(a.context.slice(0, at))) return null;
  const m = /^\s+(?:of\s+)?(?:[\p{L}-]+\s+){0,3}?(?:(?:a|per|every|each)\s+(month|year)|se(bulan|tahun))\b/iu.exec(
    a.context.slice(at + a.text.length),
  );
  return m ? (m[1] ?? (m[2] === "bulan" ? "month" : "year")) : null;
}

/** 'monthly sales of RM 9,800', 'jualan bulanan RM 9,800': the period named before the figure ('monthly'), if any. */
function periodBefore(a: MoneyFact): string | null {
  const at = a.context.indexOf(a.text);
  if (at <= 0) return null;
  const m =
    /\b(?:(monthly|annual)\s+(?:sales|revenue|income|turnover)|(?:jualan|pendapatan)\s+(bulanan|tahunan))\s+(?:of\s+|sebanyak\s+|ialah\s+|:\s*)?$/i.exec(
      a.context.slice(0, at),
    );
  return m ? (m[1] ?? m[2] ?? null) : null;
}

/** Words that make what follows a target: 'Target: 12 cars a day ... giving sales of about RM 12,000 a month'. */
const AIMED =
  /\b(?:target|sasaran|projected|projection|unjuran|dijangka|expected|forecast|aim(?:s|ing)?|matlamat|menjelang|by month|by year|within|dalam tempoh|meningkatkan|menaikkan|increase|raise|lift|boost|grow)\b/i;
/** Words that bring a sentence back to the present: 'Sales are now RM 40,000 a month'. */
const NOW = /\b(?:semasa|kini|sekarang|now|currently|current|at present|today)\b/i;

/** A sales figure the brief aims at, not one it has: a target's words come before it, with no 'now' after them. */
export function aimedAt(a: MoneyFact): boolean {
  const at = a.context.indexOf(a.text);
  const before = at >= 0 ? a.context.slice(0, at) : a.context;
  const cue = [...before.matchAll(new RegExp(AIMED.source, "gi"))].at(-1);
  return cue !== undefined && !NOW.test(before.slice((cue.index ?? 0) + cue[0].length));
}

function businessFigures(c: Ctx): string[][] {
  // 'since 2019', 'sejak Mac 2023', 'since Jan 2025'.
  // 'We have cleaned SMK Meru ... since 2021' dates a contract, not the business.
  const since = [
    ...c.brief.description.matchAll(/\b(?:sejak|since)\s+((?:[A-Z][a-z]{2,8}\s+)?(?:19|20)\d{2})\b/g),
  ].find(
    (m) =>
      !SERVED_SINCE.test(
        c.brief.description
          .slice(0, m.index)
          .split(/[.!?]\s/)
          .pop() ?? "",
      ),
  )?.[1];
  // The staff it has now, not the staff a target or a plan speaks of ('Target: ... 4 staff in total').
  // The company's own background first: the description may count the staff a job puts on site.
  const now = (k: CountFact) =>
    /^(?:pekerja|kakitangan|employees?|staff|workers?)$/i.test(k.noun) &&
    !/\b(?:target|sasaran|plan|rancang\w*|akan|will|hire|ambil|tambah\w*|more|additional|lagi)\b/i.test(k.context);
  const staff = c.facts.counts.find((k) => k.source === "companyBackground" && now(k)) ?? c.facts.counts.find(now);
  const sales = currentSales(c);
  const served = SERVED_CLIENTS.exec(c.brief.description);
  const past =
    PAST_CONTRACTS.exec(c.brief.description)?.[1]?.trim() ??
    (served?.[1]
      ? `${served[1].trim()}${served[2] ? c.w(` (sejak ${served[2]})`, ` (since ${served[2]})`) : ""}`
      : undefined);
  return [
    ...(past ? [[c.w("Pengalaman kontrak", "Past contracts"), upperFirst(past)]] : []),
    ...(since ? [[c.w("Beroperasi sejak", "In business since"), since]] : []),
    ...(staff ? [[c.w("Bilangan pekerja", "Employees"), staff.text]] : []),
    ...(sales ? [[c.w("Jualan semasa", "Current sales"), sales.text]] : []),
  ];
}

const WAGE = /\b(?:gaji|upah|wages?|salary|salaries)\b/i;
/** Words that make the amount after them a price, not a wage: 'Our price is ', 'harga kontrak '. */
const PRICE = /\b(?:price|harga|contract|kontrak|quotation|sebut harga|total|jumlah|tawaran)\b/i;

export const applicant: RoleWriter = (c, o, target) => {
  own(c, o, "applicant");
  own(c, o, "company");
  const org = c.facts.applicant;
  o.table(
    [c.w("Perkara", "Item"), c.w("Butiran", "Details")],
    [
      [c.w("Nama pemohon", "Applicant"), org ?? c.ph("nama pemohon", "the applicant's name")],
      [
        // A cooperative is registered with the Cooperative Commission (SKM), a society with the Registrar
        // of Societies (ROS), a business with SSM.
        c.traits.cooperative
          ? c.w("No. pendaftaran (SKM)", "Registration no. (SKM)")
          : c.traits.business
            ? c.w("No. pendaftaran (SSM)", "Registration no. (SSM)")
            : c.w("No. pendaftaran (ROS)", "Registration no. (ROS)"),
        c.facts.registrationNo ??
          (c.traits.business && !c.traits.trading
            ? c.w("Akan didaftarkan (perniagaan baharu)", "To be registered (new business)")
            : c.ph("nombor pendaftaran", "the registration number")),
      ],
      [c.w("Alamat", "Address"), c.facts.address ?? c.ph("alamat", "address")],
      // The people the brief names with their posts ('Operations manager', 'Ravi a/l Krishnan').
      ...c.facts.keyPeople.map((p) => [p.role, p.name]),
      ...(c.traits.business ? businessFigures(c) : []),
    ],
  );
  fill(c, o, target, [
    [
      "{org} akan melaksanakan {thing} dengan sumber dan pengalaman sedia ada.",
      "{org} will carry out {thing} with its existing resources and experience.",
      "trading",
    ],
  ]);
};

export const company = applicant;

export const market: RoleWriter = (c, o, target) => {
  own(c, o, "market");
  o.p(
    c.t("Pesaing utama: {comp}.", "Main competitors: {comp}.", {
      comp: c.ph("pesaing utama dan kelebihan anda", "main competitors and your edge"),
    }),
  );
  fill(c, o, target, [
    ["Pasaran sasaran {thing} ialah {aud}.", "The target market of {thing} is {aud}."],
    [
      "Permintaan terhadap {subj} akan dipantau melalui rekod jualan bulanan.",
      "Monthly sales records will track demand once the {subj} is under way.",
    ],
  ]);
};

export const understanding: RoleWriter = (c, o, target) => {
  own(c, o, "understanding");
  if (c.requirements.length) {
    o.p(c.t("Skop kerja yang difahami bagi {thing}:", "The scope of work we understand for {thing}:"));
    o.list("ul", items(c.requirements));
  }
  fill(c, o, target, [
    [
      "Skop {subj} ini akan disahkan bersama {addressee} semasa mesyuarat permulaan.",
      "This scope of the {subj} will be confirmed with {addressee} at the start-up meeting.",
    ],
  ]);
};

/** 'Monday to Friday' before the brief's one working time ('Monday to Friday, 7.00 am to 4.00 pm'). */
const DAY_SPAN = new RegExp(`\\b((?:${WEEKDAY})\\s+(?:hingga|sampai|to|-)\\s+(?:${WEEKDAY}))\\b`, "iu");

/** 'dua syif 12 jam, 7 hari seminggu', 'two 12-hour shifts, 7 days a week'. */
const SHIFTS =
  /\b((?:satu|dua|tiga|empat|\d)\s+syif(?:\s+\d+\s+jam)?(?:,?\s+\d+\s+hari\s+seminggu)?|(?:one|two|three|four|\d)\s+(?:\d+-hour\s+)?shifts?(?:,?\s+\d+\s+days\s+a\s+week)?)/i;
/** A client served before: 'We have cleaned SMK Meru', 'telah membekalkan ... kepada'. */
const SERVED_VERBS =
  "cleaned|served|supplied|guarded|maintained|catered|run|operated|managed|membersihkan|membekalkan|mengawal|menyelenggara|berkhidmat|mengendalikan|mengusahakan";
const SERVED_SINCE = new RegExp(String.raw`\b(?:${SERVED_VERBS}|worked\s+(?:for|with|at))\b`, "i");
/** 'We have cleaned SMK Meru and Politeknik Banting since 2021': the clients served, and since when. */
const SERVED_CLIENTS = new RegExp(
  String.raw`\b(?:[Ww]e have|[Ww]e've|[Kk]ami telah|[Ss]yarikat ini telah)\s+(?:${SERVED_VERBS})(?:\s+(?:for|kepada|di))?\s+(?:the\s+)?((?:\p{Ll}+\s+(?:of|at|di)\s+)?(?:\p{Lu}[\p{L}-]*\s?)[^.;]{2,120}?)(?:\s+(?:since|sejak)\s+((?:19|20)\d{2}))?(?=[.;]|$)`,
  "u",
);
/** 'Pengalaman: Hospital Tuanku Ja'afar (2019-2024) dan ...', 'Past contracts: ...'. */
const PAST_CONTRACTS =
  /\b(?:pengalaman|kontrak terdahulu|past contracts|previous contracts|experience)\s*:\s*([^\n]+?)(?:\.(?=\s|$)|$)/i;

/** The shift the brief states for its workers: its one working time, with its days when it names them. */
/** A deadline's words: 'tarikh tutup', 'closing date', 'deadline'. */
const DEADLINE = /\b(?:tarikh\s+(?:tutup|akhir)|ditutup|closing|closes|deadline|submission)\b/i;

function workingHours(c: Ctx): string | null {
  const shifts = SHIFTS.exec(c.brief.description)?.[1];
  if (shifts) return upperFirst(shifts);
  if (c.facts.times.length !== 1) return null;
  // 'Tarikh tutup sebut harga: 26 Februari 2027, 12.00 tengah hari': a deadline's hour, not the job's.
  const said = sentences(c.brief.description).find((s) => c.facts.times[0] && s.text.includes(c.facts.times[0]));
  if (said && DEADLINE.test(said.text)) return null;
  const days = DAY_SPAN.exec(c.brief.description)?.[1];
  return days ? `${days}, ${c.slots.time}` : (c.slots.time ?? null);
}

/** The posts of a catering team and what each does on the day. */
const CATERING_TEAM: [string, string, string, string][] = [
  [
    "Penyelia majlis",
    "Event supervisor",
    "Menyelaras penyediaan dan hidangan serta menjadi wakil kepada pelanggan pada hari majlis",
    "Coordinates preparation and service and is the client's contact on the day",
  ],
  [
    "Ketua tukang masak",
    "Head cook",
    "Menyediakan menu mengikut resipi, kuantiti dan piawaian kebersihan makanan",
    "Prepares the menu to recipe, quantity and food hygiene standards",
  ],
  [
    "Pembantu dapur",
    "Kitchen assistants",
    "Penyediaan bahan dan kebersihan dapur",
    "Food preparation and kitchen cleanliness",
  ],
  [
    "Pelayan",
    "Servers",
    "Menghidang, menambah makanan dan mengemas meja",
    "Serving, replenishing food and clearing tables",
  ],
];

const STAFF = /pekerja|staf|kakitangan|pencuci|pengawal|penyelia|workers?|staff|cleaners?|guards?|supervisors?/i;
/** Staff put on the job: 'We will place 6 staff at the canteen', 'menempatkan 8 pekerja di tapak'. */
const PLACED = /\b(?:place|deploy|assign|station|post|menempatkan|ditempatkan|meletakkan)\b/i;
/** A count of everyone the firm employs, not of one post. */
const WHOLE_FIRM = /^(?:pekerja|staf|kakitangan|employees?|workers?|staff)$/i;
/** 'Tenaga kerja:', 'Manpower:': the label of the job's own workforce. */
const WORKFORCE_LABEL = /\b(?:tenaga kerja|manpower|workforce)\s*:/i;
/** 'seorang penyelia', 'a supervisor': one post counted in words. */
const ONE_LEADER =
  /\b(?:seorang|satu orang|one|a)\s+(penyelia(?: tapak)?|ketua pasukan|(?:site\s+)?supervisor|team leader)\b/giu;
const head = (noun: string) => noun.toLocaleLowerCase("ms").split(/\s+/)[0] ?? "";

/**
 * The posts the brief counts, each once: '3 pengawal setiap syif' is part of '6 pengawal keselamatan',
 * not three more; a post priced by the month ('penyelia RM 3,500 sebulan') is one of the team.
 */
function staffCounts(c: Ctx): { noun: string; n: number }[] {
  const posts = c.facts.counts.filter((k) => STAFF.test(k.noun));
  // 'a cleaning contractor in Klang with 45 staff ... 14 cleaners on site': the firm's headcount is no post on this contract.
  // 'Tenaga kerja: 14 pekerja ..., 1 penyelia tapak': the workforce labelled for the job is on it.
  // The company's background ('Ditubuhkan pada 2014, 85 pekerja') gives its headcount, not the job's.
  const said = posts.filter((k) => k.source !== "companyBackground");
  const named = said.filter((k) => !WHOLE_FIRM.test(k.noun) || WORKFORCE_LABEL.test(k.context));
  const pool = named.length ? named : said.length ? said : posts;
  // '... with 60 guards ... Kami akan menempatkan 6 pengawal keselamatan': the staff placed on the job,
  // not the firm's of the same post.
  const placed = pool.filter((k) => PLACED.test(k.context));
  const counted = pool.filter((k) => PLACED.test(k.context) || !placed.some((p) => head(p.noun) === head(k.noun)));
  const staff = counted
    .filter((k) => !counted.some((o) => o !== k && head(o.noun) === head(k.noun) && o.n > k.n))
    .map((k) => ({ noun: k.noun, n: k.n }));
  for (const line of c.facts.monthlyLines) {
    if (STAFF.test(line.item) && !staff.some((k) => head(k.noun) === head(line.item)))
      staff.push({ noun: line.item.toLocaleLowerCase("ms"), n: line.count ?? 1 });
  }
  // '8 orang pekerja pembersihan dan seorang penyelia': the one supervisor is counted in words.
  if (staff.length)
    for (const m of c.brief.description.matchAll(ONE_LEADER)) {
      const noun = (m[1] ?? "").toLocaleLowerCase("ms");
      if (!staff.some((k) => head(k.noun) === head(noun))) staff.push({ noun, n: 1 });
    }
  return staff;
}

export const manpower: RoleWriter = (c, o, target) => {
  const staff = staffCounts(c);
  // A supply of goods has a delivery team: who takes the order, delivers and sets up, not shifts.
  if (c.traits.goods && !staff.length) {
    o.p(c.t("Pasukan yang menguruskan {thing}:", "The team handling {thing}:"));
    o.table(
      [c.w("Peranan", "Role"), c.w("Nama", "Name")],
      [
        ...c.facts.keyPeople.map((p) => [p.role, p.name]),
        [
          c.w("Penghantaran dan pemasangan", "Delivery and set-up"),
          c.ph("nama atau bilangan juruteknik", "name or number of technicians"),
        ],
        [
          c.w("Khidmat waranti", "Warranty service"),
          c.ph("pusat servis dan nombor telefon", "service centre and telephone number"),
        ],
      ],
    );
    return fill(c, o, target, []);
  }
  o.p(c.t("Pelan tenaga kerja {thing}:", "Manpower plan for {thing}:"));
  // A one-off job (a dinner, a website) has a team with roles, not shifts.
  const oneOff = c.oneOffTender;
  const third = oneOff
    ? ([c.w("Tanggungjawab", "Responsibility"), c.ph("tanggungjawab", "responsibility")] as const)
    : ([c.w("Syif", "Shift"), workingHours(c) ?? c.ph("syif", "shift")] as const);
  const number = c.ph("bilangan", "number");
  o.table(
    [c.w("Jawatan", "Position"), c.w("Bilangan", "Number"), third[0]],
    staff.length
      ? staff.map((k) => [upperFirst(k.noun), String(k.n), third[1]])
      : c.traits.foodService
        ? // A caterer's team on the day: its posts and duties are known, its numbers are the caterer's.
          CATERING_TEAM.map(([ms, en, dutyMs, dutyEn]) => [c.w(ms, en), number, c.w(dutyMs, dutyEn)])
        : [[c.ph("jawatan", "position"), number, third[1]]],
  );
  // The amount said of the wage itself ('paid at least the RM 1,700 minimum wage'), never the price
  // quoted in the same sentence ('Our price is RM 15,800 per month ...').
  const wage = c.facts.amounts.find((a) => {
    const at = Math.max(0, a.context.indexOf(a.text));
    return (
      WAGE.test(a.context.slice(Math.max(0, at - 30), at + a.text.length + 25)) &&
      !PRICE.test(a.context.slice(Math.max(0, at - 25), at))
    );
  });
  if (wage)
    o.p(
      c.t(
        "Gaji pekerja {thing} tidak kurang daripada {wage} sebulan.",
        "Wages on {thing} are not below {wage} a month.",
        { wage: wage.text.replace(/\s*(?:sebulan|a month|per month|monthly)$/i, "") },
      ),
    );
  fill(c, o, target, [
    [
      "Semua pekerja {subj} dicarum KWSP, PERKESO dan SIP mengikut undang-undang.",
      "All {subj} workers are registered for EPF, SOCSO and EIS as the law requires.",
    ],
  ]);
};

/** A security guarding service. */
const GUARDING = /\b(?:kawalan keselamatan|pengawal keselamatan|security guards?|guarding|security services)\b/i;

export const compliance: RoleWriter = (c, o, target) => {
  o.p(
    c.t(
      "{org} mematuhi keperluan berikut dalam melaksanakan {thing}:",
      "{org} complies with the following in delivering {thing}:",
    ) ?? c.t("Pematuhan dalam melaksanakan {thing}:", "Compliance in delivering {thing}:"),
  );
  o.list("ul", [
    c.w("Akta Kerja 1955 dan Perintah Gaji Minimum", "Employment Act 1955 and the Minimum Wages Order"),
    ...(c.traits.foodService
      ? [
          c.w(
            "Akta Makanan 1983 dan Peraturan-Peraturan Kebersihan Makanan 2009",
            "Food Act 1983 and the Food Hygiene Regulations 2009",
          ),
          c.w(
            "Latihan pengendali makanan dan suntikan pelalian tifoid bagi setiap pengendali makanan",
            "Food handler training and typhoid vaccination for every food handler",
          ),
          c.ph(
            "status pensijilan halal (JAKIM/JAIN) dapur dan menu",
            "the halal certification (JAKIM/JAIN) of the kitchen and menu",
          ),
          // The registrations the caterer states ('Pendaftaran MOF 357-02112233'), and a blank for its licence.
          ...(c.facts.registrations.length
            ? [
                `${c.w("Pendaftaran", "Registration")}: ${c.facts.registrations.join(", ")}`,
                c.ph(
                  "lesen premis makanan daripada pihak berkuasa tempatan",
                  "the food premises licence from the local authority",
                ),
              ]
            : [
                c.ph(
                  "lesen premis makanan daripada pihak berkuasa tempatan, dan pendaftaran MOF jika pelanggan agensi kerajaan",
                  "the food premises licence from the local authority, and MOF registration if the client is a government agency",
                ),
              ]),
        ]
      : [
          c.w("Akta Keselamatan dan Kesihatan Pekerjaan 1994", "Occupational Safety and Health Act 1994"),
          // A guarding company is licensed by the Home Ministry under its own Act.
          ...(GUARDING.test(`${c.brief.title}\n${c.brief.description}`)
            ? [
                c.w(
                  "Akta Agensi Persendirian 1971 dan lesen agensi kawalan keselamatan Kementerian Dalam Negeri (KDN)",
                  "Private Agencies Act 1971 and a security agency licence from the Ministry of Home Affairs (KDN)",
                ),
              ]
            : []),
          // The registrations the bidder states, else a blank for them.
          ...(c.facts.registrations.length
            ? [`${c.w("Pendaftaran", "Registration")}: ${c.facts.registrations.join(", ")}`]
            : [
                c.ph(
                  "pendaftaran MOF/CIDB dan sijil yang berkaitan",
                  "MOF/CIDB registration and relevant certificates",
                ),
              ]),
        ]),
  ]);
  fill(c, o, target, [
    [
      "Salinan sijil pematuhan {subj} disertakan dalam lampiran.",
      "Copies of the {subj} compliance certificates are attached.",
    ],
  ]);
};

export const quality: RoleWriter = (c, o, target) => {
  monitoringLike(c, o);
  fill(c, o, target, [
    [
      "Aduan berkaitan {subj} akan direkod dan diselesaikan dalam tempoh yang dipersetujui.",
      "Complaints about the {subj} will be logged and resolved within the agreed time.",
    ],
  ]);
};

function monitoringLike(c: Parameters<RoleWriter>[0], o: Parameters<RoleWriter>[1]): void {
  const kpis = c.objectives.length
    ? objectiveRefs(c, "quality")
    : [c.ph("petunjuk prestasi utama", "key performance indicators")];
  o.p(c.t("Petunjuk prestasi utama {thing}:", "Key performance indicators of {thing}:"));
  o.list("ul", items(kpis));
}

export const schedule: RoleWriter = (c, o, target) => {
  durationBlank(c, o);
  o.p(
    c.t(
      "{Thing} akan dilaksanakan dalam tempoh {dur}, dari {start} hingga {end}:",
      "{Thing} runs for {dur}, from {start} to {end}:",
    ) ??
      c.t(
        "{Thing} akan dilaksanakan dalam tempoh {dur} dari tarikh kelulusan, mengikut fasa berikut:",
        "{Thing} runs for {dur} from the date of approval, in these phases:",
      ) ??
      c.t("Jadual pelaksanaan {thing}:", "Implementation schedule of {thing}:"),
  );
  phaseTable(c, o, ["Fasa", "Phase"], ["Tempoh", "Period"]);
  fill(c, o, target, [
    [
      "Tarikh setiap fasa {subj} akan disemak semula selepas kelulusan diterima.",
      "The date of each phase of the {subj} will be reviewed once approval is received.",
    ],
  ]);
};
