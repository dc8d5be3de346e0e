/** Money roles: the budget table, sources of funds, financial implications, cash flow, price schedule. */

import { kindOfApplicant } from "../../facts/funding.js";
import { lowerFirst, upperFirst } from "../../facts/text.js";
import type { MoneyFact } from "../../facts/types.js";
import { articled, type Ctx, takesPeopleOn } from "../ctx.js";
import { num, rm } from "../format.js";
import type { Out } from "../out.js";
import { aimedAt, currentSales } from "./business.js";
import { fill, type RoleWriter } from "./kit.js";

/**
 * The unit price of a line stated as its amount ('2 reading assessment tools RM 1,500'): the amount
 * shared by the quantity when it divides to the sen (RM 750.00), '-' when it does not; quantity x
 * unit price always equals the amount shown beside it.
 */
function unitOfAmount(amount: number, quantity: number | null): string {
  if (!quantity || quantity === 1) return rm(amount);
  const each = Math.round((amount * 100) / quantity) / 100;
  return Math.abs(each * quantity - amount) < 0.005 ? rm(each) : "-";
}

/**
 * How many a line prices when it gives its unit price and its amount but no count ('juadah iftar 30
 * hari x RM 600 = RM 18,000'): the amount over the price when that is a whole number, so the row adds
 * up (30 x RM 600 = RM 18,000, never 1 x RM 600 = RM 18,000); else 1.
 */
function impliedQuantity(l: { unitPrice: number | null; amount: number | null }): number {
  if (l.unitPrice === null || l.amount === null || l.unitPrice <= 0) return 1;
  const n = l.amount / l.unitPrice;
  return Number.isInteger(Math.round(n * 1000) / 1000) && n >= 1 ? Math.round(n) : 1;
}

/** Bil. / Perkara / Kuantiti / Harga Seunit (RM) / Jumlah (RM), with a total row. */
export function budgetTable(c: Ctx, o: Out): void {
  c.doc.costTableShown = true;
  const b = c.budget;
  const blank = c.ph("kos", "cost");
  const rows = b.lines.map((l, i) => [
    String(i + 1),
    l.estimate && l.amount !== null ? `${l.item} ${c.w("(anggaran)", "(estimate)")}` : l.item,
    l.quantity !== null ? `${num(l.quantity)}${l.unit ? ` ${l.unit}` : ""}` : num(impliedQuantity(l)),
    l.unitPrice !== null ? rm(l.unitPrice) : l.amount !== null ? unitOfAmount(l.amount, l.quantity) : blank,
    l.amount !== null ? rm(l.amount) : blank,
  ]);
  rows.push(["", c.w("Jumlah Keseluruhan", "Grand Total"), "", "", b.total !== null ? rm(b.total) : blank]);
  o.table(
    [
      c.w("Bil.", "No."),
      c.w("Perkara", "Item"),
      c.w("Kuantiti", "Quantity"),
      c.w("Harga Seunit (RM)", "Unit Price (RM)"),
      c.w("Jumlah (RM)", "Amount (RM)"),
    ],
    rows,
    true,
  );
}

/** A money section after the cost table: its total and a pointer, not the same table twice. */
function tableAbove(c: Ctx, o: Out): void {
  o.p(
    c.t(
      "Jumlah kos {thing} ialah {total}, seperti yang diperincikan dalam jadual di atas.",
      "The cost of {thing} totals {total}, as itemised in the table above.",
    ) ??
      c.t("Kos {thing} adalah seperti dalam jadual di atas.", "The cost of {thing} is as set out in the table above."),
  );
}

export const budget: RoleWriter = (c, o, target) => {
  if (c.doc.costTableShown) {
    tableAbove(c, o);
    return fill(c, o, target, []);
  }
  o.p(
    c.t(
      "Anggaran perbelanjaan {thing} berjumlah {total} seperti dalam jadual berikut:",
      "The estimated expenditure for {thing} totals {total}, as itemised below:",
    ) ??
      c.t(
        "Anggaran perbelanjaan {thing} adalah seperti dalam jadual berikut:",
        "The estimated expenditure for {thing} is itemised below:",
      ),
  );
  budgetTable(c, o);
  if (c.budget.estimate && c.budget.total !== null) {
    o.p(
      c.budget.stated
        ? c.t(
            "Perkara bertanda anggaran ialah pembahagian jumlah {total} yang akan disahkan dengan sebut harga.",
            "Items marked as estimates divide the {total} total and will be confirmed by quotations.",
          )
        : c.t(
            "Jumlah ini ialah anggaran dalam julat bajet yang dipilih dan akan disahkan dengan sebut harga.",
            "This total is an estimate within the chosen budget range and will be confirmed by quotations.",
          ),
    );
  }
  if (c.budget.total === null)
    o.p(
      c.t(
        "Kos setiap perkara {thing} perlu dilengkapkan sebelum kertas ini dikemukakan.",
        "The cost of each item of {thing} must be completed before this paper is submitted.",
      ),
    );
  fill(c, o, target, [
    [
      "Semua perbelanjaan {subj} akan direkodkan dan disokong oleh resit atau invois.",
      "All spending on the {subj} will be recorded and backed by receipts or invoices.",
    ],
    // A committee has a treasurer; a business or an institution reports through the applicant.
    c.kind.id === "program"
      ? [
          "Penyata kewangan {thing} akan disediakan oleh bendahari selepas pelaksanaan.",
          "The treasurer will prepare the financial statement of {thing} afterwards.",
        ]
      : [
          "Penyata kewangan {thing} akan disediakan oleh {org} selepas pelaksanaan.",
          "{org} will prepare the financial statement of {thing} afterwards.",
        ],
  ]);
};

/**
 * The sources of funds in one line ('Amaun dipohon (RM7,500.00) dan sumbangan sendiri pemohon
 * (RM2,300.00)'), from the same rows as the funding table; a marked blank when the brief names none.
 */
function fundingLine(c: Ctx): string {
  const named = c.facts.fundingSources.length > 0 || c.facts.requested !== null || c.facts.ownShare !== null;
  const rows = named ? fundingRows(c) : [];
  // Works the body written to is asked to carry out are paid from its own allocation.
  // 'Kertas ini dikemukakan kepada ... untuk memohon peruntukan': so is the allocation a paper asks for.
  // 'The association asks MPS to fund the full cost': the body written to funds it all.
  const asksAllocation =
    /\b(?:memohon|mohon)\s+peruntukan\b|\brequest(?:s|ing)?\s+(?:an\s+)?allocation\b|\basks?\s+(?:\S+\s+){1,6}to\s+fund\s+(?:the\s+(?:full|whole|entire)\s+cost|it|the\s+project)\b/i.test(
      c.brief.description,
    );
  if (!rows.length && (c.traits.petition || asksAllocation) && c.slots.addressee)
    return c.t("peruntukan {addressee} (dipohon)", "the allocation of {addressee} (requested)") ?? "";
  if (!rows.length) return c.ph("sumber peruntukan", "the source of funds");
  // The product's own labels ('Amaun dipohon') read mid-sentence in lower case; a user's source keeps its name.
  const ours = c.facts.fundingSources.length === 0;
  const parts = rows.map(([source = "", amount], i) => {
    const label = /^(?:Sumbangan sendiri|Applicant's own|Amaun dipohon|Amount requested|Yuran|Participants')/u;
    const name = ours && i > 0 && label.test(source) ? lowerFirst(source) : source;
    // 'RM 18,500.00 dipohon daripada Majlis Bandaraya Diraja Klang (MBDK)', not 'X (MBDK) (dipohon) (RM ...)'.
    const asked = /^(.+?)\s+\((?:baki, |balance, )?(?:dipohon|requested)\)$/u.exec(name);
    if (asked) return `${amount} ${c.w("dipohon daripada", "requested from")} ${articled(asked[1] ?? "", c.lang)}`;
    return `${name} (${amount})`;
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} ${c.w("dan", "and")} ${parts.at(-1)}` : (parts[0] ?? "");
}

/** '<a body> will provide ... RM 2,000', '<badan> akan menyumbang ... RM 2,000': who gives an amount. */
const GIVES =
  /(?:^|[;.]\s*|,\s*(?:and|dan)\s+|\b(?:while|manakala)\s+)(\p{Lu}[^;,.]{2,80}?)\s+(?:will|akan)\s+(?:provide|contribute|give|fund|cover|menyediakan|menyumbang(?:kan)?|memberi(?:kan)?|membiayai|menanggung)\b[^;.]*?RM\s?(\d[\d,]*(?:\.\d{1,2})?)/gu;

/** 'Baki RM 60,000 dibiayai daripada simpanan syarikat', 'RM 15,000 is paid from our savings': where a sum comes from. */
const PAID_FROM =
  /\bRM\s?(?<amount>\d[\d,]*(?:\.\d{1,2})?)\s+(?:akan\s+)?(?:dibiayai|dibayar|ditanggung|diperoleh|will\s+be\s+(?:paid|funded|met)|is\s+(?:paid|funded|met))\s+(?:daripada|dari|melalui|from|out\s+of)\s+(?:the\s+|our\s+)?(?<source>\p{Ll}[\p{L}\s-]{2,40}?)(?=\s*[.;,]|$)/gu;
/** 'The cooperative will pay RM 25,000 from its reserve fund', 'koperasi akan membayar RM 25,000 daripada tabung rizabnya'. */
const PAYS_FROM =
  /\b(?:will|akan)\s+(?:pay|fund|cover|meet|membayar|membiayai|menanggung)\s+(?:the\s+(?:other|remaining)\s+|baki\s+)?RM\s?(?<amount>\d[\d,]*(?:\.\d{1,2})?)\s+(?:daripada|dari|melalui|from|out\s+of)\s+(?:the\s+|(?<own>its|our|their)\s+|(?<owner>his|her)\s+)?(?<source>\p{Ll}[\p{L}\s-]{2,40}?)(?=\s*[.;,]|$)/gu;

/**
 * The source the brief names for `amount` of the cost, as a row's label: 'Simpanan syarikat'; the
 * applicant's own ('its reserve fund', 'tabung rizabnya') with its name: 'Tabung rizab Koperasi X'.
 */
function paidFrom(c: Ctx, amount: number): string | null {
  const text = [c.brief.description, c.brief.additionalInfo].join("\n");
  for (const m of [...text.matchAll(PAID_FROM), ...text.matchAll(PAYS_FROM)]) {
    const said = (m.groups?.source ?? "").trim();
    if (Number((m.groups?.amount ?? "").replace(/,/g, "")) !== amount || !said) continue;
    const owned = Boolean(m.groups?.own) || /\p{L}nya$|\skami$/u.test(said);
    const source = owned ? said.replace(/nya$|\s+kami$/u, "") : said;
    const org = c.facts.applicant;
    // 'he will pay RM 10,000 from his savings': the owner's own money, said as the owner's.
    const named = m.groups?.owner
      ? c.w(`${source} pemilik`, `owner's ${source}`)
      : owned && org
        ? c.w(`${source} ${org}`, `${org}'s ${source}`)
        : source;
    return upperFirst(named);
  }
  return null;
}

/** 'The society covers the balance', 'baki ditanggung oleh persatuan': the applicant itself pays what is left. */
const OWN_BALANCE =
  /\b(?:(?:the|our)\s+(?:society|association|club|committee|organiser|school|mosque|surau|company|cooperative)|we)\s+(?:will\s+)?(?:covers?|bears?|pays?|funds?|meets?)\s+(?:the\s+)?(?:balance|rest|remainder)\b|\bbaki(?:nya)?\s+(?:akan\s+)?(?:ditanggung|dibiayai|ditampung|dibayar)\s+(?:sendiri\s+)?oleh\s+(?:pihak\s+)?(?:persatuan|kelab|jawatankuasa|penganjur|sekolah|masjid|surau|syarikat|koperasi|kami)\b/i;

/** The body the brief says gives `amount` towards the cost, when it names one. */
function giverOf(c: Ctx, amount: number): string | null {
  const text = [c.brief.description, c.brief.additionalInfo].join("\n");
  for (const m of text.matchAll(GIVES)) {
    const name = (m[1] ?? "").trim().replace(/^(?:the|and|dan)\s+/i, "");
    if (Number((m[2] ?? "").replace(/,/g, "")) !== amount) continue;
    // 'The company will fund the other RM 60,000 from its reserves': the applicant itself, named by what it pays from.
    if (/^(?:we|kami|saya|I|it|ia|they|mereka)$/i.test(name) || kindOfApplicant(name, c.facts.applicant)) return null;
    return upperFirst(name);
  }
  return null;
}

/** 'Yuran peserta RM 80 seorang (RM 9,600)', 'registration fees of RM 3,000': fees the brief says are collected. */
const FEES =
  /\b(yuran(?:\s+(?!(?:sebanyak|ialah|adalah|untuk|bagi|dikenakan|seorang|setiap|sebulan)\b)\p{Ll}+)?|(?:participants'?|registration|participation|entry)\s+fees?|fees)\b((?:(?!\b(?:tidak|tiada|tanpa|no|not|free|percuma)\b)[^.;]){0,40}?)RM\s?(\d[\d,]*(?:\.\d{1,2})?)(?:[^.;()]{0,20}\(\s*RM\s?(\d[\d,]*(?:\.\d{1,2})?)\s*\))?/giu;

/** The fees the brief says are collected, named as it names them, with the sum they come to when it says it. */
function statedFees(c: Ctx): { label: string; amounts: number[] }[] {
  const text = [c.brief.description, c.brief.additionalInfo].join("\n");
  const figure = (s: string | undefined) => (s ? Number(s.replace(/,/g, "")) : Number.NaN);
  return [...text.matchAll(FEES)].map((m) => {
    const said = (m[1] ?? "").toLowerCase();
    const label = said.startsWith("yuran")
      ? c.w(said === "yuran" ? "Yuran peserta" : `Yuran ${said.slice(6)}`, "Participants' fees")
      : c.w(
          "Yuran peserta",
          said === "fees" ? "Participants' fees" : `${said.charAt(0).toUpperCase()}${said.slice(1)}`,
        );
    return { label, amounts: [figure(m[3]), figure(m[4])].filter((n) => !Number.isNaN(n)) };
  });
}

/** The fees the brief says make up `amount` of the cost, named as it names them. */
function feesOf(c: Ctx, amount: number): string | null {
  return statedFees(c).find((f) => f.amounts.includes(amount))?.label ?? null;
}

/** 'Entry fee RM 150 per team (RM 3,600)': the fees' bracketed sum, a source of funds of its own. */
function collectedFees(c: Ctx): { label: string; amount: number } | null {
  const fees = statedFees(c).find((f) => f.amounts.length === 2);
  return fees?.amounts[1] !== undefined ? { label: fees.label, amount: fees.amounts[1] } : null;
}

/** Rows of the funding table: the user's sources, else the split they stated, else blanks to complete. */
function fundingRows(c: Ctx): string[][] {
  const f = c.facts;
  const total = c.budget.total;
  if (f.fundingSources.length) {
    // Fees the brief says it collects ('Entry fee RM 150 per team (RM 3,600)') pay their share before the balance.
    const fees = collectedFees(c);
    const named = (source: string) => /\b(?:yuran|fees?)\b/i.test(source);
    const feeRow = fees && !f.fundingSources.some((s) => s.amount === fees.amount || named(s.source)) ? fees : null;
    // The one asked for the balance gets what the others leave of the costed total.
    const others = f.fundingSources.reduce((sum, s) => sum + (s.amount ?? 0), 0) + (feeRow?.amount ?? 0);
    const balance = total !== null && total > others ? Math.round((total - others) * 100) / 100 : null;
    const rows = f.fundingSources.map((s) => {
      const amount = s.amount ?? (s.rest ? balance : null);
      const said = s.covers ? c.w("baki", "balance") : c.w("baki, dipohon", "balance, requested");
      // The body the paper asks ('memohon sumbangan RM3,000 daripada Pejabat ADUN') is marked as asked.
      const asked =
        c.facts.funder !== null &&
        // 'Lembaga Zakat Selangor' is 'Lembaga Zakat Selangor (LZS)' by its short name too.
        (s.source === c.facts.funder || c.facts.funder.startsWith(`${s.source} (`)) &&
        !/\b(?:dipohon|requested)\b/i.test(s.source);
      // 'Maahad menanggung RM 3,200', 'The club will fund RM 3,640': the applicant by the first word of its
      // name, or by what it is ('Rotary Club of Klang'), is the applicant, named whole.
      const applicant = c.facts.applicant?.toLowerCase();
      const word = s.source.toLowerCase();
      const source =
        applicant &&
        !word.includes(" ") &&
        (applicant.startsWith(`${word} `) || applicant.endsWith(` ${word}`) || applicant.includes(` ${word} of `))
          ? (c.facts.applicant ?? s.source)
          : s.source;
      const name = s.rest ? `${source} (${said})` : asked ? `${source} (${c.w("dipohon", "requested")})` : source;
      return [name, amount !== null ? rm(amount) : c.ph("jumlah", "amount")];
    });
    if (!feeRow) return rows;
    // Before the balance row, which is what is left after every other source.
    const at = f.fundingSources.findIndex((s) => s.rest);
    rows.splice(at >= 0 ? at : rows.length, 0, [feeRow.label, rm(feeRow.amount)]);
    return rows;
  }
  const fromPercent = f.ownSharePercent && total !== null ? Math.round(total * f.ownSharePercent) / 100 : null;
  if (f.requested !== null || f.ownShare !== null || fromPercent !== null) {
    const rows: string[][] = [];
    // The difference between the stated total and the amount requested is exact; a percentage is a fallback.
    const own =
      f.ownShare ??
      (total !== null && f.requested !== null && total > f.requested ? total - f.requested : null) ??
      fromPercent;
    // 'UiTM's Student Affairs Division will provide the rooms and RM 2,000': the rest is that body's, not the applicant's.
    const label =
      (own !== null ? (giverOf(c, own) ?? feesOf(c, own) ?? paidFrom(c, own)) : null) ??
      (c.facts.applicant && OWN_BALANCE.test(`${c.brief.description}\n${c.brief.additionalInfo}`)
        ? `${c.facts.applicant} (${c.w("baki", "balance")})`
        : c.w("Sumbangan sendiri pemohon", "Applicant's own contribution"));
    const pct = f.ownSharePercent ? ` (${f.ownSharePercent}%)` : "";
    // A share that would not add up with the amount requested to the total is left for the user to state.
    const adds =
      own !== null && total !== null && f.requested !== null ? Math.abs(own + f.requested - total) < 0.01 : true;
    if (own !== null && adds) rows.push([`${label}${pct}`, rm(own)]);
    else if (own !== null || pct) rows.push([`${label}${pct}`, c.ph("amaun", "amount")]);
    // The body asked, when the brief names it: 'Majlis Bandaraya Shah Alam (MBSA) (dipohon)'.
    const asked = f.funder ? `${f.funder} (${c.w("dipohon", "requested")})` : c.w("Amaun dipohon", "Amount requested");
    if (f.requested !== null) rows.push([asked, rm(f.requested)]);
    return rows;
  }
  // 'Mohon sumbangan Lembaga Zakat Selangor (LZS)': the one body asked, for the whole cost.
  if (f.funder && total !== null) return [[`${f.funder} (${c.w("dipohon", "requested")})`, rm(total)]];
  // 'Yuran konvokesyen RM 120 seorang (RM 5,400) dan baki RM 1,875 ditanggung oleh tadika': the fees,
  // then the balance the organiser bears.
  const fees = collectedFees(c);
  if (fees && total !== null && fees.amount <= total) {
    const rest = Math.round((total - fees.amount) * 100) / 100;
    const bearer = c.facts.applicant ?? c.w("Penganjur", "Organiser");
    return [
      [fees.label, rm(fees.amount)],
      ...(rest > 0 ? [[`${giverOf(c, rest) ?? bearer} (${c.w("baki", "balance")})`, rm(rest)]] : []),
    ];
  }
  const hint =
    c.kind.id === "program"
      ? c.ph(
          "sumber kewangan, contohnya tabung, yuran atau penaja",
          "the source of funds, e.g. a fund, fees or a sponsor",
        )
      : c.ph(
          "sumber pembiayaan, contohnya sumbangan sendiri atau amaun dipohon",
          "the source of funds, e.g. own contribution or amount requested",
        );
  return [[hint, c.ph("jumlah", "amount")]];
}

export const funding: RoleWriter = (c, o, target) => {
  o.p(
    c.t(
      "Perbelanjaan {thing} akan dibiayai melalui sumber berikut:",
      "{Thing} will be funded from the following sources:",
    ),
  );
  const rows = fundingRows(c);
  rows.push([c.w("Jumlah", "Total"), c.budget.total !== null ? rm(c.budget.total) : c.ph("jumlah", "total")]);
  o.table([c.w("Sumber", "Source"), c.w("Jumlah (RM)", "Amount (RM)")], rows, true);
  if (c.traits.loan) loanTerms(c, o);
  fill(c, o, target, [
    [
      "Sebarang baki atau kekurangan dana {subj} akan dilaporkan dalam penyata kewangan.",
      "Any surplus or shortfall in the {subj} funds will be shown in the financial statement.",
    ],
  ]);
};

export const implications: RoleWriter = (c, o, target) => {
  if (c.doc.costTableShown) {
    o.p(
      c.t(
        "Implikasi kewangan {thing} ialah {total}, seperti yang diperincikan dalam jadual di atas.",
        "The financial implication of {thing} is {total}, as itemised in the table above.",
      ) ??
        c.t(
          "Implikasi kewangan {thing} adalah seperti yang diperincikan dalam jadual di atas.",
          "The financial implication of {thing} is as itemised in the table above.",
        ),
    );
  } else {
    o.p(
      c.t(
        "Implikasi kewangan {thing} ialah {total}, dengan pecahan seperti berikut:",
        "The financial implication of {thing} is {total}, broken down as follows:",
      ) ??
        c.t(
          "Implikasi kewangan {thing} adalah seperti berikut:",
          "The financial implication of {thing} is as follows:",
        ),
    );
    budgetTable(c, o);
  }
  o.p(c.t("Sumber peruntukan: {src}.", "Source of funds: {src}.", { src: fundingLine(c) }));
  // 'Hire 4 new staff': a proposal that takes people on does make new posts.
  const hires = takesPeopleOn(`${c.brief.description}\n${c.brief.additionalInfo ?? ""}`);
  fill(c, o, target, [
    ...(hires
      ? []
      : [
          [
            "Cadangan {subj} tidak melibatkan implikasi perjawatan baharu.",
            "The {subj} proposal involves no new posts.",
          ] as const,
        ]),
    [
      "Perolehan bagi {thing} akan mematuhi tatacara kewangan yang berkuat kuasa.",
      "Procurement for {thing} will follow the financial procedures in force.",
    ],
  ]);
};

/** A community body's grant is spent and reported on, never repaid: how it is used and accounted for. */
function grantUse(c: Ctx, o: Out, target: number): void {
  o.p(c.t("Penggunaan dan pelaporan geran {thing}:", "Use of and reporting on the grant for {thing}:"));
  o.table(
    [c.w("Perkara", "Item"), c.w("Butiran", "Details")],
    [
      [
        c.w("Amaun geran dipohon", "Grant requested"),
        c.facts.requested !== null ? rm(c.facts.requested) : (c.slots.total ?? c.ph("jumlah", "amount")),
      ],
      [c.w("Tempoh penggunaan", "Period of use"), c.slots.dur ?? c.ph("tempoh program", "the programme period")],
      [
        c.w("Laporan kemajuan", "Progress reports"),
        c.ph("kekerapan laporan, contohnya setiap tiga bulan", "how often, e.g. every three months"),
      ],
      [
        c.w("Laporan akhir dan penyata kewangan", "Final report and financial statement"),
        c.w("Dalam tempoh 30 hari selepas program tamat", "Within 30 days after the programme ends"),
      ],
    ],
  );
  fill(c, o, target, [
    [
      "Geran bagi {thing} akan disimpan dalam akaun bank {org} dan dibelanjakan hanya bagi perkara dalam anggaran kos.",
      "The grant for {thing} will be kept in the bank account of {org} and spent only on the items in the cost estimate.",
    ],
  ]);
}

/** '5 tahun' as 60 months, '36 bulan' as 36; null when the period is not a plain count. */
function periodMonths(period: string | null): number | null {
  const m = /(\d{1,3})\s*(bulan|months?|tahun|years?)/i.exec(period ?? "");
  if (!m) return null;
  return Number(m[1]) * (/^(?:tahun|year)/i.test(m[2] ?? "") ? 12 : 1);
}

/** '50 minggu' as 50; null when the period is not counted in weeks. */
function periodWeeks(period: string | null): number | null {
  const m = /(\d{1,3})\s*(?:minggu|weeks?)\b/i.exec(period ?? "");
  return m ? Number(m[1]) : null;
}

/** The repayment as the brief states it: period, instalment and, when both are stated, what is repaid in all. */
function repaymentRows(c: Ctx): string[][] {
  const period = c.facts.repaymentPeriod;
  const stated = c.facts.instalment;
  const instalment = stated?.value ?? null;
  // 'about RM 580': the brief's estimate stays an estimate, and so does what it adds up to.
  const about = stated?.about ? `${c.w("kira-kira", "about")} ` : "";
  // 'RM 450 seminggu selama 50 minggu': a weekly instalment counts by the week.
  const weekly = Boolean(stated?.weekly);
  const months = weekly ? periodWeeks(period) : periodMonths(period);
  const rows = [
    [c.w("Tempoh bayaran balik", "Repayment period"), period ?? c.ph("tempoh bayaran balik", "the repayment period")],
    [
      weekly ? c.w("Ansuran mingguan", "Weekly instalment") : c.w("Ansuran bulanan", "Monthly instalment"),
      instalment !== null
        ? `${about}${rm(instalment)}`
        : c.ph("ansuran bulanan mengikut jadual pembiaya", "the instalment on the funder's schedule"),
    ],
  ];
  if (instalment !== null && months !== null)
    rows.push([
      c.w("Jumlah bayaran balik", "Total repaid"),
      `${about}${rm(Math.round(instalment * months * 100) / 100)} (${rm(instalment)} x ${months} ${weekly ? c.w("minggu", "weeks") : c.w("bulan", "months")})`,
    ]);
  return rows;
}

/** A loan's terms under its sources: what kind of financing it is, how long and how much it is repaid by. */
function loanTerms(c: Ctx, o: Out): void {
  o.p(c.t("Terma bayaran balik pembiayaan {thing}:", "Repayment terms of the financing for {thing}:"));
  const income = currentSales(c);
  o.table(
    [c.w("Perkara", "Item"), c.w("Butiran", "Details")],
    [
      [
        c.w("Jenis pembiayaan", "Type of financing"),
        c.facts.instalment?.weekly
          ? c.w("Pinjaman, dibayar balik secara ansuran mingguan", "A loan, repaid in weekly instalments")
          : c.w("Pinjaman, dibayar balik secara ansuran bulanan", "A loan, repaid in monthly instalments"),
      ],
      ...repaymentRows(c),
      [
        c.w("Sumber bayaran balik", "Repaid from"),
        income
          ? c.w(
              `Hasil operasi perniagaan (jualan semasa ${income.text})`,
              `Business income (current sales ${income.text})`,
            )
          : c.w("Hasil operasi perniagaan", "Business income"),
      ],
    ],
  );
}

/** A month's sales or a year's: 'RM 14,000 a month', 'jualan 2026: RM312,000', 'Sales 2025 = RM32,400'. */
function salesPeriod(a: MoneyFact): "month" | "year" | null {
  const at = a.context.indexOf(a.text);
  // Up to the next amount: '(RM 26,000 sebulan)' after a year's figure is another figure's period.
  const after =
    at >= 0 ? (a.context.slice(at + a.text.length, at + a.text.length + 20).split(/RM\s?\d/i)[0] ?? "") : "";
  const before = at >= 0 ? a.context.slice(Math.max(0, at - 40), at) : "";
  if (/\b(?:sebulan|a month|per month|monthly|bulanan)\b/i.test(`${a.text} ${after} ${before.slice(-25)}`))
    return "month";
  if (
    /\b(?:setahun|a year|per year|annual|yearly|tahunan)\b|\b(?:19|20)\d{2}\s*[:=]?\s*$/i.test(
      `${a.text} ${after} ${before}`,
    )
  )
    return "year";
  return null;
}

/** The row naming the business's sales, by the period its figure covers (a month's when none is given). */
function salesLabel(c: Ctx, sales: MoneyFact | null): string {
  const period = sales ? salesPeriod(sales) : "month";
  if (period === "year") return c.w("Jualan / pendapatan tahunan", "Annual sales / income");
  if (period === "month") return c.w("Jualan / pendapatan bulanan semasa", "Current monthly sales / income");
  return c.w("Jualan / pendapatan semasa", "Current sales / income");
}

/**
 * A business grant's cash flow: what the business earns now, the grant and the share the business pays
 * itself; a grant is spent and reported on, so there is no repayment, instalment or grace period.
 */
function grantCashflow(c: Ctx, o: Out, sales: MoneyFact | null): void {
  const income = sales?.text ?? null;
  const f = c.facts;
  const total = c.budget.total;
  const own =
    f.ownShare ?? (total !== null && f.requested !== null && total > f.requested ? total - f.requested : null);
  o.p(c.t("Unjuran aliran tunai {thing}:", "Cash-flow projection for {thing}:"));
  o.table(
    [c.w("Perkara", "Item"), c.w("Butiran", "Details")],
    [
      [salesLabel(c, sales), income ?? c.ph("jualan bulanan", "monthly sales")],
      [
        c.w("Geran dipohon", "Grant requested"),
        f.requested !== null ? rm(f.requested) : (c.slots.total ?? c.ph("jumlah", "amount")),
      ],
      ...(own !== null ? [[c.w("Sumbangan sendiri pemohon", "Applicant's own contribution"), rm(own)]] : []),
    ],
  );
  o.p(
    c.t(
      "Geran bagi {subj} tidak dibayar balik; bahagian {org} dan kos operasi selepas projek siap ditampung daripada hasil operasi {org}.",
      "The grant for the {subj} is not repaid; {org}'s own share and the running costs once the project is complete come from {org}'s operating income.",
    ),
  );
}

export const cashflow: RoleWriter = (c, o, target) => {
  if (!c.traits.business) {
    grantUse(c, o, target);
    return;
  }
  // The income the brief states, else its current sales ('Current sales are RM 14,000 a month').
  // 'lift monthly sales to RM 45,000 within a year' is a target, not an income it has.
  const income = c.facts.amounts.find((a) => a.role === "income" && !aimedAt(a)) ?? currentSales(c);
  if (c.traits.grant) {
    grantCashflow(c, o, income ?? null);
    return;
  }
  o.p(
    c.t(
      "Unjuran aliran tunai dan pelan bayaran balik {thing}:",
      "Cash-flow projection and repayment plan for {thing}:",
    ),
  );
  o.table(
    [c.w("Perkara", "Item"), c.w("Butiran", "Details")],
    [
      [salesLabel(c, income ?? null), income ? income.text : c.ph("jualan bulanan", "monthly sales")],
      [
        c.w("Amaun pembiayaan", "Financing amount"),
        c.facts.requested !== null ? rm(c.facts.requested) : (c.slots.total ?? c.ph("jumlah", "amount")),
      ],
      ...repaymentRows(c),
    ],
  );
  fill(c, o, target, [
    [
      "Bayaran balik {subj} akan dibuat daripada hasil operasi {org}.",
      "Repayments for the {subj} will come from {org}'s operating income.",
    ],
  ]);
};

/** What a caterer's client pays for, when and on how many guests: blanks for the terms only the caterer sets. */
function cateringTerms(c: Ctx, o: Out): void {
  o.p(
    c.t(
      "Harga sekepala bagi {thing} merangkumi penyediaan makanan, peralatan hidangan, petugas hidangan dan pembersihan selepas majlis, melainkan dinyatakan sebaliknya.",
      "The price per head for {thing} covers the food, serving ware, serving staff and clearing up after the event, unless stated otherwise.",
    ),
    c.t("Terma pembayaran: {terms}.", "Payment terms: {terms}.", {
      terms: c.ph(
        "terma bayaran, contohnya deposit 30% semasa pengesahan tempahan dan baki dalam tempoh 30 hari selepas majlis",
        "the payment terms, e.g. a 30% deposit on confirming the booking and the balance within 30 days after the event",
      ),
    }),
    c.t(
      "Bilangan tetamu muktamad disahkan oleh pelanggan sekurang-kurangnya {notice} sebelum majlis, dan bayaran dikira berdasarkan bilangan yang disahkan itu.",
      "The client confirms the final number of guests at least {notice} before the event, and payment is based on that confirmed number.",
      { notice: c.ph("tempoh, contohnya 7 hari", "how long, e.g. 7 days") },
    ),
    c.t(
      "Pembatalan kurang daripada {notice} sebelum majlis dikenakan caj bagi bahan yang telah dibeli.",
      "A cancellation less than {notice} before the event is charged for the ingredients already bought.",
      { notice: c.ph("tempoh, contohnya 3 hari", "how long, e.g. 3 days") },
    ),
  );
}

/** 'Meal prices: nasi lemak RM 2.00, fried noodles RM 2.00, rice with chicken RM 3.50': the list after its label. */
const PRICE_LIST =
  /\b(?:harga\s+(?:makanan|menu|jualan|hidangan)|senarai\s+harga|(?:meal|menu|food)\s+prices|price\s+list)\s*:?\s*((?:[^.]|(?<=\d)\.(?=\d))+)/iu;

/** The dishes and prices a canteen's operator states, as written. */
function menuPrices(c: Ctx): [string, string][] {
  const list = PRICE_LIST.exec(c.brief.description)?.[1] ?? "";
  return list
    .split(/,\s*|\s+(?:dan|and)\s+(?=[^,]*RM)/iu)
    .map((part) =>
      /^(.+?)\s+(RM\s?\d[\d,]*(?:\.\d{1,2})?)(?:\s+(?:sepinggan|sebungkus|seorang|a plate|each|per plate))?\s*$/iu.exec(
        part.trim(),
      ),
    )
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [upperFirst(m[1] ?? ""), rm(Number((m[2] ?? "").replace(/^RM\s?/i, "").replace(/,/g, "")))]);
}

/** A canteen's terms: the rental paid to the client, and meal prices it sees and approves. */
function canteenTerms(c: Ctx, o: Out): void {
  const menu = menuPrices(c);
  if (menu.length >= 2) {
    o.p(c.t("Harga makanan yang ditawarkan:", "Meal prices offered:"));
    o.table([c.w("Makanan", "Item"), c.w("Harga (RM)", "Price (RM)")], menu);
  }
  o.p(
    c.t(
      "Sewa bulanan dibayar kepada {addressee} {when} sepanjang tempoh kontrak.",
      "The monthly rental is paid to {addressee} {when} throughout the contract.",
      {
        when: c.ph(
          "tarikh bayaran, contohnya sebelum 7 haribulan setiap bulan",
          "the payment date, e.g. by the 7th of each month",
        ),
      },
    ),
    c.t(
      "Sebarang perubahan harga makanan hanya dibuat dengan kelulusan bertulis {addressee}.",
      "Any change to meal prices is made only with the written approval of {addressee}.",
    ),
    c.t(
      "Harga setiap makanan dipamerkan di kaunter kantin supaya pelanggan mengetahui harganya sebelum membeli.",
      "The price of every item is displayed at the canteen counter so that customers know it before they buy.",
    ),
  );
}

/** A contract priced by the month states its month's price beside the whole: 'RM 20,550.00 sebulan, RM 493,200.00 bagi 24 bulan'. */
function monthlyPrice(c: Ctx, o: Out): void {
  const months = c.facts.duration?.unit === "bulan" ? c.facts.duration.n : null;
  const total = c.budget.total;
  const monthly = c.budget.lines.every((l) => l.unit !== null && /\b(?:bulan|months)$/.test(l.unit));
  if (!months || total === null || !monthly || !c.budget.lines.length) return;
  const perMonth = Math.round((total / months) * 100) / 100;
  if (Math.abs(perMonth * months - total) >= 0.005) return;
  const line = c.traits.canteen
    ? c.t(
        "Sewa yang ditawarkan kepada {addressee} ialah {month} sebulan, iaitu {total} bagi tempoh {dur}.",
        "The rental offered to {addressee} is {month} a month, {total} over {dur}.",
        { month: rm(perMonth) },
      )
    : c.t(
        "Harga sebulan ialah {month}, iaitu {total} bagi tempoh {dur}.",
        "The price is {month} a month, {total} over {dur}.",
        { month: rm(perMonth) },
      );
  if (line) o.p(line);
}

export const pricing: RoleWriter = (c, o, target) => {
  if (c.doc.costTableShown) tableAbove(c, o);
  else {
    o.p(
      c.t("Jadual harga {thing} bagi tempoh {dur}:", "Price schedule for {thing} over {dur}:") ??
        c.t("Jadual harga {thing}:", "Price schedule for {thing}:"),
    );
    budgetTable(c, o);
  }
  const ceiling = c.facts.amounts.find((a) => /siling|ceiling|had/i.test(a.context));
  if (ceiling && c.budget.total === null)
    o.p(
      c.t(
        "Harga tawaran tidak akan melebihi had siling {ceil}.",
        "The tendered price will not exceed the {ceil} ceiling.",
        {
          ceil: rm(ceiling.value),
        },
      ) ?? "",
    );
  if (ceiling && c.budget.total !== null) {
    o.p(
      c.budget.total <= ceiling.value
        ? c.t("Harga ini berada dalam had siling {ceil}.", "This price is within the {ceil} ceiling.", {
            ceil: rm(ceiling.value),
          })
        : c.t(
            "Harga ini melebihi had siling {ceil} dan perlu dirunding semula.",
            "This price exceeds the {ceil} ceiling and must be renegotiated.",
            { ceil: rm(ceiling.value) },
          ),
    );
  }
  monthlyPrice(c, o);
  if (c.traits.canteen) canteenTerms(c, o);
  else if (c.traits.foodService) cateringTerms(c, o);
  fill(c, o, target, [
    [
      "Harga {subj} ini tertakluk kepada pengesahan skop akhir oleh {addressee}.",
      "The prices for the {subj} are subject to {addressee} confirming the final scope.",
      "charged",
    ],
  ]);
};
