import type { KindDefinition } from "./types.js";

/** Permohonan geran atau pembiayaan: SME Corp, agencies, banks, TEKUN, MARA, MDEC, foundations. */
export const GERAN: KindDefinition = {
  id: "geran",
  label: { ms: "Permohonan Geran / Pembiayaan", en: "Grant or Financing Application" },
  hint: {
    ms: "Memohon geran, pinjaman atau pembiayaan daripada agensi, bank atau yayasan",
    en: "Applying for a grant, loan or financing from an agency, bank or foundation",
  },
  sections: [
    {
      role: "summary",
      title: { ms: "Ringkasan Permohonan", en: "Application Summary" },
      essential: true,
      brief: {
        ms: "Pemohon, projek, jumlah dipohon dan hasil utama dalam satu perenggan.",
        en: "Applicant, project, amount requested and main result in one paragraph.",
      },
      weight: 0.7,
    },
    {
      role: "applicant",
      title: { ms: "Profil Pemohon", en: "Applicant Profile" },
      essential: true,
      brief: {
        ms: "Pendaftaran, tahun, pemilik, pekerja, jualan dan pensijilan seperti dinyatakan.",
        en: "Registration, year, owners, staff, sales and certifications as stated.",
      },
      weight: 0.9,
    },
    {
      role: "project",
      title: { ms: "Butiran Projek", en: "Project Details" },
      essential: true,
      brief: { ms: "Apa yang akan dibuat dengan dana ini.", en: "What the funds will be used to do." },
      weight: 1.1,
    },
    {
      role: "need",
      title: { ms: "Pernyataan Keperluan", en: "Statement of Need" },
      essential: false,
      brief: { ms: "Masalah atau peluang yang mendorong permohonan.", en: "The problem or opportunity behind it." },
      weight: 0.8,
    },
    {
      role: "objectives",
      title: { ms: "Objektif", en: "Objectives" },
      essential: true,
      brief: { ms: "Objektif yang boleh diukur.", en: "Measurable objectives." },
      weight: 0.7,
    },
    {
      role: "market",
      title: { ms: "Analisis Pasaran", en: "Market Analysis" },
      essential: false,
      brief: { ms: "Pelanggan, pesaing dan permintaan.", en: "Customers, competitors and demand." },
      weight: 0.8,
    },
    {
      role: "budget",
      title: { ms: "Kos Projek", en: "Project Cost" },
      essential: true,
      brief: {
        ms: "Perkara kos dengan kuantiti dan harga seunit; jumlah kos.",
        en: "Cost items with quantity and unit price; the total cost.",
      },
      weight: 1,
    },
    {
      role: "funding",
      title: { ms: "Struktur Pembiayaan", en: "Financing Structure" },
      essential: true,
      brief: {
        ms: "Sumbangan sendiri berbanding jumlah dipohon; bahagian padanan jika ada.",
        en: "Own contribution against the amount requested; the matching share where there is one.",
      },
      weight: 0.7,
    },
    {
      role: "cashflow",
      title: { ms: "Unjuran Aliran Tunai dan Pelan Bayaran Balik", en: "Cash Flow and Repayment Plan" },
      essential: false,
      brief: {
        ms: "Unjuran aliran tunai dan pelan bayaran balik atau padanan.",
        en: "Cash-flow projection and the repayment or matching plan.",
      },
      weight: 0.8,
    },
    {
      role: "schedule",
      title: { ms: "Jadual Pelaksanaan", en: "Implementation Schedule" },
      essential: true,
      brief: {
        ms: "Fasa dan tarikh mengikut tempoh yang dinyatakan.",
        en: "Phases and dates within the stated period.",
      },
      weight: 0.8,
    },
    {
      role: "impact",
      title: { ms: "Impak Projek", en: "Project Impact" },
      essential: true,
      brief: { ms: "Pekerjaan, jualan dan produktiviti.", en: "Jobs, sales and productivity." },
      weight: 0.7,
    },
    {
      role: "risks",
      title: { ms: "Risiko dan Mitigasi", en: "Risks and Mitigation" },
      essential: false,
      brief: { ms: "Risiko utama dan langkah mitigasi.", en: "Main risks and mitigation." },
      weight: 0.6,
    },
    {
      role: "closing",
      title: { ms: "Penutup dan Perakuan", en: "Closing and Declaration" },
      essential: true,
      brief: {
        ms: "Perakuan pemohon, lampiran yang disertakan dan tandatangan.",
        en: "The applicant's declaration, attachments and signature.",
      },
      weight: 0.6,
    },
  ],
  requiredFacts: ["applicant", "addressee", "requestedAmount", "budgetTotal", "duration"],
  approvals: ["prepared"],
  approvalVerdict: false,
  addresseeHint: { ms: "Nyatakan agensi atau institusi pembiaya", en: "Name the funding agency or institution" },
};
