/** The option lists of the proposal forms (end-user-area.md section 3), with what each value means. */

export const SIMPLE_TYPES = ["business", "project", "research", "grant"] as const;

export const DETAILED_TYPES = [
  "produk-elektronik",
  "peralatan-rumah",
  "makanan-minuman",
  "pakaian-fesyen",
  "kecantikan-kesihatan",
  "perabot-hiasan",
  "alat-sukan",
  "mainan-permainan",
  "buku-pendidikan",
  "otomotif-kenderaan",
  "perkhidmatan-pembersihan",
  "perkhidmatan-penghantaran",
  "perkhidmatan-pembaikan",
  "perkhidmatan-kecantikan",
  "perkhidmatan-kesihatan",
  "perkhidmatan-pendidikan",
  "perkhidmatan-kewangan",
  "perkhidmatan-undang-undang",
  "perkhidmatan-pemasaran",
  "perkhidmatan-konsultansi",
  "perkhidmatan-hiburan",
  "perkhidmatan-pelancongan",
  "pembangunan-web",
  "aplikasi-mobile",
  "sistem-perisian",
  "pemasaran-digital",
  "reka-bentuk-grafik",
  "pengurusan-acara",
  "perkhidmatan-hartanah",
  "perkhidmatan-insurans",
  "peralatan-industri",
  "perkhidmatan-logistik",
  "lain-lain",
] as const;

/** Budget values in ringgit: [min, max]; null where the user has not decided. */
export const SIMPLE_BUDGETS = {
  "below-10k": [1_000, 10_000],
  "10k-50k": [10_000, 50_000],
  "50k-100k": [50_000, 100_000],
  "100k-500k": [100_000, 500_000],
  "above-500k": [500_000, 2_000_000],
} as const satisfies Record<string, readonly [number, number]>;

export const DETAILED_BUDGETS = {
  "bawah-1k": [300, 1_000],
  "1k-3k": [1_000, 3_000],
  "3k-5k": [3_000, 5_000],
  "5k-10k": [5_000, 10_000],
  "10k-20k": [10_000, 20_000],
  "20k-50k": [20_000, 50_000],
  "50k-100k": [50_000, 100_000],
  "100k-200k": [100_000, 200_000],
  "200k-500k": [200_000, 500_000],
  "atas-500k": [500_000, 2_000_000],
  "belum-tentukan": null,
} as const satisfies Record<string, readonly [number, number] | null>;

/** Timeline values in days; null where it is open. */
export const SIMPLE_TIMELINES = {
  "1-3-months": 90,
  "3-6-months": 180,
  "6-12-months": 365,
  "1-2-years": 730,
  "above-2-years": 1095,
} as const satisfies Record<string, number>;

export const DETAILED_TIMELINES = {
  segera: 3,
  "1-minggu": 7,
  "2-minggu": 14,
  "1-bulan": 30,
  "2-bulan": 60,
  "3-bulan": 90,
  "4-6-bulan": 180,
  "6-12-bulan": 365,
  "1-2-tahun": 730,
  "atas-2-tahun": 1095,
  "belum-tentukan": null,
  "bergantung-keperluan": null,
} as const satisfies Record<string, number | null>;

export type BudgetKey = keyof typeof SIMPLE_BUDGETS | keyof typeof DETAILED_BUDGETS;
export type TimelineKey = keyof typeof SIMPLE_TIMELINES | keyof typeof DETAILED_TIMELINES;

export const BUDGET_KEYS = [...Object.keys(SIMPLE_BUDGETS), ...Object.keys(DETAILED_BUDGETS)] as [string, ...string[]];
export const TIMELINE_KEYS = [...Object.keys(SIMPLE_TIMELINES), ...Object.keys(DETAILED_TIMELINES)] as [
  string,
  ...string[],
];

/** The two-step form's budget band an amount falls in (lower bound included): RM 8,500 is '5k-10k'. */
export function budgetKeyFor(amount: number): keyof typeof DETAILED_BUDGETS {
  if (amount < 1_000) return "bawah-1k";
  if (amount >= 500_000) return "atas-500k";
  const band = Object.entries(DETAILED_BUDGETS).find(
    ([, bounds]) => bounds !== null && amount >= bounds[0] && amount < bounds[1],
  );
  return (band?.[0] ?? "atas-500k") as keyof typeof DETAILED_BUDGETS;
}

/** [min, max] ringgit for a budget key; null when undecided or unknown. */
export function budgetBounds(key: string | null | undefined): readonly [number, number] | null {
  if (!key) return null;
  return (
    (SIMPLE_BUDGETS as Record<string, readonly [number, number]>)[key] ??
    (DETAILED_BUDGETS as Record<string, readonly [number, number] | null>)[key] ??
    null
  );
}

/** Length of a timeline key in days; null when open or unknown. */
export function timelineDays(key: string | null | undefined): number | null {
  if (!key) return null;
  return (
    (SIMPLE_TIMELINES as Record<string, number>)[key] ??
    (DETAILED_TIMELINES as Record<string, number | null>)[key] ??
    null
  );
}
