/**
 * Plans built from the user's own items and the kind's conventions: an action plan per requirement,
 * what happens in each phase, the committee's duties and the risks every paper of a kind carries.
 */
import type { KindId } from "../../../../common/kinds/types.js";
import { lowerFirst } from "../../facts/text.js";
import type { Ctx } from "../ctx.js";
import type { Out } from "../out.js";
import { presumesOtherwise } from "../traits.js";
import { items, type Line } from "./kit.js";

const ACTION: Record<KindId, readonly [ms: string, en: string]> = {
  program: [
    "Sebut harga, tempahan dan pengesahan oleh AJK berkaitan",
    "Quotation, booking and confirmation by the sub-committee",
  ],
  cadangan: [
    "Penyediaan dan pelaksanaan oleh pegawai bertanggungjawab",
    "Preparation and delivery by the responsible officer",
  ],
  geran: ["Sebut harga, perolehan dan pemasangan", "Quotation, purchase and installation"],
  penyelidikan: ["Perolehan dan penyediaan oleh pasukan penyelidik", "Procurement and set-up by the research team"],
  tender: ["Penyediaan dan pelaksanaan mengikut SOP", "Preparation and delivery under the SOP"],
};

/** One row per requirement: what, how, by when (the phase that prepares it). */
export function actionPlan(c: Ctx, o: Out): void {
  if (!c.requirements.length) return;
  const prep = c.schedule.phases[Math.min(1, c.schedule.phases.length - 1)];
  const by = prep?.when ?? c.ph("tarikh sasaran", "target date");
  const action = c.t(...ACTION[c.kind.id]) ?? "";
  o.p(c.t("Pelan tindakan bagi keperluan utama {thing}:", "Action plan for the main needs of {thing}:"));
  o.table(
    [c.w("Bil.", "No."), c.w("Perkara", "Item"), c.w("Tindakan", "Action"), c.w("Sasaran siap", "Due")],
    items(c.requirements).map((r, i) => [String(i + 1), r, action, by]),
  );
}

/** What happens in each phase, as a list; with `dated`, each item carries its dates (no table above it). */
/** The schedule's phases as a numbered table ('Bil. | Peringkat | Tarikh'), then what each phase does. */
export function phaseTable(c: Ctx, o: Out, stage: [string, string], when: [string, string]): void {
  o.table(
    [c.w("Bil.", "No."), c.w(...stage), c.w(...when)],
    c.schedule.phases.map((p, i) => [String(i + 1), p.name, p.when]),
  );
  phaseNotes(c, o);
}

export function phaseNotes(c: Ctx, o: Out, dated = false): void {
  // Explained once per paper: a schedule table elsewhere only lists the phases.
  if (c.doc.phasesExplained) return;
  c.doc.phasesExplained = true;
  const lines = c.schedule.phases
    .map((p) => {
      const note = p.note ? c.t(p.note[0], p.note[1]) : null;
      if (!note) return null;
      const head = dated ? `${p.name} (${p.when})` : p.name;
      return `${head}: ${lowerFirst(note)}`;
    })
    .filter((x): x is string => x !== null);
  o.list("ul", lines);
}

const DUTIES: Record<string, [string, string][]> = {
  Pengerusi: [
    ["Mempengerusikan mesyuarat jawatankuasa", "Chairs the committee meetings"],
    ["Memantau kemajuan setiap AJK kecil", "Follows the progress of each sub-committee"],
    ["Menjadi wakil penganjur kepada pihak luar", "Represents the organiser to outside parties"],
  ],
  Setiausaha: [
    [
      "Menyediakan surat jemputan, surat kebenaran dan minit mesyuarat",
      "Prepares invitations, permission letters and minutes",
    ],
    ["Menyediakan laporan penuh selepas program", "Prepares the full report after the programme"],
  ],
  Bendahari: [
    [
      "Mengurus kutipan dan perbelanjaan mengikut bajet yang diluluskan",
      "Manages income and spending within the approved budget",
    ],
    ["Menyimpan resit dan menyediakan penyata kewangan", "Keeps receipts and prepares the financial statement"],
  ],
};

/**
 * The main posts' duties, as a reader of a programme paper expects to see them; the chair's under the
 * post its row of the committee shows ('Pengarah Program' when the brief names one).
 */
export function committeeDuties(c: Ctx, o: Out, chairShown?: string): void {
  o.p(c.t("Tugas utama jawatankuasa {thing}:", "Main duties of the {subj} committee:"));
  for (const [post, duties] of Object.entries(DUTIES)) {
    const english = { Pengerusi: "Chair", Setiausaha: "Secretary", Bendahari: "Treasurer" }[post];
    const shown = post === "Pengerusi" && chairShown ? chairShown : c.lang === "ms" ? post : english;
    o.p(c.t("{post}:", "{post}:", { post: shown }));
    o.list(
      "ul",
      duties.map((d) => (c.lang === "ms" ? d[0] : d[1])),
    );
  }
}

/** A grant for a programme the applicant runs: those it is for may not come, those who teach may not. */
const PROGRAMME_GRANT_RISKS: [Line, Line][] = [
  [
    ["Kehadiran peserta kurang daripada sasaran", "Attendance below target"],
    ["Hebahan awal dan rekod kehadiran setiap sesi", "Early publicity and attendance taken at every session"],
  ],
  [
    ["Tenaga pengajar atau fasilitator tidak dapat hadir", "A tutor or facilitator cannot attend"],
    ["Pengganti dinamakan lebih awal", "Stand-ins named in advance"],
  ],
];

const RISKS: Record<KindId, [Line, Line][]> = {
  program: [
    [
      ["Cuaca buruk pada hari program", "Bad weather on the day"],
      ["Khemah disediakan dan pelan alternatif di dalam dewan", "Tents set up and an indoor fallback plan"],
    ],
    [
      ["Kecederaan peserta", "Participant injuries"],
      ["Petugas pertolongan cemas dan peti kecemasan di lokasi", "First-aiders and a first-aid kit on site"],
    ],
    [
      ["Kehadiran lebih rendah daripada jangkaan", "Lower attendance than expected"],
      ["Hebahan awal dan peringatan seminggu sebelum program", "Early publicity and a reminder a week before"],
    ],
    [
      ["Pembekal lewat atau membatalkan tempahan", "Supplier late or cancelling"],
      [
        "Tempahan disahkan secara bertulis dengan pembekal ganti",
        "Bookings confirmed in writing, with a backup supplier",
      ],
    ],
  ],
  cadangan: [
    [
      ["Kelewatan kelulusan", "Approval delays"],
      ["Dokumen lengkap dikemukakan lebih awal", "Complete documents submitted early"],
    ],
    [
      ["Kos meningkat semasa pelaksanaan", "Costs rise during implementation"],
      ["Perolehan mengikut sebut harga dan kawalan bajet bulanan", "Purchases by quotation and monthly budget control"],
    ],
    [
      ["Bantahan pihak berkepentingan", "Objections from stakeholders"],
      ["Sesi libat urus sebelum pelaksanaan", "Engagement sessions before implementation"],
    ],
  ],
  geran: [
    [
      ["Kelewatan perolehan peralatan", "Equipment delivery delays"],
      ["Pesanan dibuat awal dengan tarikh penghantaran bertulis", "Early orders with written delivery dates"],
    ],
    [
      ["Jualan di bawah unjuran", "Sales below projection"],
      ["Promosi bersasar dan semakan harga setiap suku tahun", "Targeted promotion and quarterly price reviews"],
    ],
    [
      ["Pekerja belum mahir menggunakan peralatan baharu", "Staff not yet skilled on the new equipment"],
      ["Latihan oleh pembekal semasa pemasangan", "Supplier training during installation"],
    ],
  ],
  penyelidikan: [
    [
      ["Data tidak lengkap atau lewat diperoleh", "Incomplete or late data"],
      [
        "Permohonan data dibuat awal dan sumber data alternatif dikenal pasti",
        "Early data requests and alternative sources identified",
      ],
    ],
    [
      ["Pelajar pascasiswazah menarik diri", "A postgraduate student withdraws"],
      ["Pengambilan awal dan penyeliaan bersama", "Early recruitment and co-supervision"],
    ],
    [
      ["Kerosakan peralatan penyelidikan", "Research equipment failure"],
      ["Waranti dan perkhidmatan penyelenggaraan", "Warranty and maintenance service"],
    ],
  ],
  tender: [
    [
      ["Pekerja tidak hadir", "Worker absence"],
      ["Pekerja ganti dalam senarai simpanan", "Stand-by workers on a reserve list"],
    ],
    [
      ["Aduan kualiti perkhidmatan", "Service quality complaints"],
      [
        "Pemeriksaan harian oleh penyelia dan tindakan dalam 24 jam",
        "Daily supervisor checks and action within 24 hours",
      ],
    ],
    [
      ["Kemalangan di tempat kerja", "Workplace accidents"],
      ["Taklimat keselamatan dan peralatan perlindungan diri", "Safety briefings and personal protective equipment"],
    ],
  ],
};

/** The kind's usual risks and their controls, as table rows in the document's language. */
/** A supply of goods risks its delivery and its goods, not its workers. */
const GOODS_RISKS: (typeof RISKS)["tender"] = [
  [
    ["Penghantaran lewat daripada pengilang", "Late delivery from the manufacturer"],
    [
      "Pesanan dibuat sebaik pesanan rasmi diterima dan stok penimbal disediakan",
      "Orders placed as soon as the purchase order arrives, with buffer stock",
    ],
  ],
  [
    ["Barang rosak atau tidak menepati spesifikasi semasa serahan", "Goods damaged or off-specification at handover"],
    [
      "Pemeriksaan bersama semasa serahan dan penggantian di bawah waranti",
      "Joint inspection at handover and replacement under warranty",
    ],
  ],
  [
    ["Harga pembekal berubah", "Supplier price changes"],
    ["Harga tetap sepanjang tempoh sah sebut harga", "Prices fixed for the quotation's validity"],
  ],
];

export function kindRisks(c: Ctx): [string, string][] {
  // A community body's grant has no sales or staff at risk; a supply of goods has no workers on site.
  // A grant that runs a programme (classes, tutors, books) buys no equipment to be delivered or learnt.
  const own = c.traits.goods ? GOODS_RISKS : c.traits.equipment ? RISKS[c.kind.id] : PROGRAMME_GRANT_RISKS;
  const rows = own.filter(([risk]) => !presumesOtherwise(c.traits, risk[0]));
  return rows.map(([risk, control]) => [
    c.lang === "ms" ? risk[0] : risk[1],
    c.lang === "ms" ? control[0] : control[1],
  ]);
}
