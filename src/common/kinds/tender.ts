import type { KindDefinition } from "./types.js";

/** Cadangan perniagaan / tender / sebut harga to a client. */
export const TENDER: KindDefinition = {
  id: "tender",
  label: { ms: "Cadangan Perniagaan / Tender", en: "Business Proposal / Tender" },
  hint: {
    ms: "Menawarkan perkhidmatan atau produk kepada pelanggan: tender, sebut harga, cadangan perniagaan",
    en: "Offering a service or product to a client: tender, quotation, business proposal",
  },
  sections: [
    {
      role: "introduction",
      title: { ms: "Pengenalan", en: "Introduction" },
      essential: true,
      brief: {
        ms: "Tujuan cadangan dan kepada siapa ia dikemukakan.",
        en: "What is proposed and to whom.",
      },
      weight: 0.6,
    },
    {
      role: "company",
      title: { ms: "Profil Syarikat", en: "Company Profile" },
      essential: true,
      brief: {
        ms: "Pendaftaran, pengalaman, pelanggan dan pensijilan seperti dinyatakan.",
        en: "Registration, experience, clients and certifications as stated.",
      },
      weight: 0.8,
    },
    {
      role: "understanding",
      title: { ms: "Pemahaman Skop Kerja", en: "Understanding of the Scope" },
      essential: true,
      brief: { ms: "Skop yang diminta pelanggan.", en: "The scope the client asks for." },
      weight: 0.9,
    },
    {
      role: "method",
      title: { ms: "Metodologi dan Prosedur Kerja", en: "Method and Work Procedure" },
      essential: true,
      brief: { ms: "Bagaimana kerja dilakukan (SOP).", en: "How the work is done (SOP)." },
      weight: 1,
    },
    {
      role: "manpower",
      title: { ms: "Pelan Tenaga Kerja", en: "Manpower Plan" },
      essential: true,
      brief: {
        ms: "Jawatan, bilangan, syif dan kelayakan mengikut angka pengguna.",
        en: "Positions, numbers, shifts and qualifications from the user's figures.",
      },
      weight: 0.8,
    },
    {
      role: "schedule",
      title: { ms: "Jadual Kerja", en: "Work Schedule" },
      essential: true,
      brief: { ms: "Tempoh kontrak dan kekerapan kerja.", en: "The contract period and frequency of work." },
      weight: 0.7,
    },
    {
      role: "pricing",
      title: { ms: "Jadual Harga", en: "Price Schedule" },
      essential: true,
      brief: {
        ms: "Kadar dan jumlah, dalam had siling yang dinyatakan.",
        en: "Rates and totals, within any stated ceiling.",
      },
      weight: 1,
    },
    {
      role: "compliance",
      title: { ms: "Pematuhan", en: "Compliance" },
      essential: true,
      brief: { ms: "Akta, pensijilan dan keselamatan.", en: "Acts, certifications and safety." },
      weight: 0.6,
    },
    {
      role: "quality",
      title: { ms: "Pengurusan Kualiti", en: "Quality Management" },
      essential: false,
      brief: { ms: "KPI, pelaporan dan aduan.", en: "KPIs, reporting and complaints." },
      weight: 0.7,
    },
    {
      role: "risks",
      title: { ms: "Risiko dan Pelan Kontingensi", en: "Risks and Contingency" },
      essential: false,
      brief: { ms: "Risiko perkhidmatan dan pelan kontingensi.", en: "Service risks and contingency plans." },
      weight: 0.5,
    },
    {
      role: "closing",
      title: { ms: "Penutup", en: "Closing" },
      essential: true,
      brief: { ms: "Rumusan tawaran dan tandatangan serta cop syarikat.", en: "Summary, signature and company stamp." },
      weight: 0.5,
    },
  ],
  requiredFacts: ["applicant", "addressee", "budgetTotal", "duration"],
  approvals: ["prepared"],
  approvalVerdict: false,
  addresseeHint: { ms: "Nyatakan nama pelanggan atau jabatan", en: "Name the client or department" },
};
