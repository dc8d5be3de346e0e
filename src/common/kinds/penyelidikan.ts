import type { KindDefinition } from "./types.js";

/** Cadangan penyelidikan: FRGS and similar research grants. */
export const PENYELIDIKAN: KindDefinition = {
  id: "penyelidikan",
  label: { ms: "Cadangan Penyelidikan", en: "Research Proposal" },
  hint: {
    ms: "Geran penyelidikan universiti atau agensi (seperti FRGS)",
    en: "A university or agency research grant (such as FRGS)",
  },
  sections: [
    {
      role: "summary",
      title: { ms: "Ringkasan Eksekutif", en: "Executive Summary" },
      essential: true,
      brief: {
        ms: "Latar, masalah, objektif, kaedah dan hasil dijangka; tanpa rujukan.",
        en: "Background, problem, objectives, method and expected output; no citations.",
      },
      weight: 0.8,
    },
    {
      role: "problem",
      title: { ms: "Pernyataan Masalah", en: "Problem Statement" },
      essential: true,
      brief: { ms: "Jurang pengetahuan yang dikaji.", en: "The gap in knowledge studied." },
      weight: 1,
    },
    {
      role: "objectives",
      title: { ms: "Objektif Kajian", en: "Research Objectives" },
      essential: true,
      brief: { ms: "Objektif SMART.", en: "SMART objectives." },
      weight: 0.7,
    },
    {
      role: "literature",
      title: { ms: "Sorotan Literatur", en: "Literature Review" },
      essential: true,
      brief: {
        ms: "Kajian lepas yang berkaitan, dengan rujukan sebenar daripada penyelidik.",
        en: "Related past studies, with real references from the researchers.",
      },
      weight: 0.9,
    },
    {
      role: "method",
      title: { ms: "Metodologi", en: "Methodology" },
      essential: true,
      brief: { ms: "Reka bentuk, data dan analisis.", en: "Design, data and analysis." },
      weight: 1.1,
    },
    {
      role: "gantt",
      title: { ms: "Jadual Penyelidikan", en: "Research Schedule" },
      essential: true,
      brief: { ms: "Aktiviti mengikut suku tahun dan pencapaian.", en: "Activities by quarter and milestones." },
      weight: 0.8,
    },
    {
      role: "outputs",
      title: { ms: "Hasil Dijangka", en: "Expected Outputs" },
      essential: true,
      brief: {
        ms: "Penerbitan berindeks, harta intelek, pelajar pascasiswazah dan impak.",
        en: "Indexed publications, intellectual property, postgraduate students and impact.",
      },
      weight: 0.8,
    },
    {
      role: "budget",
      title: { ms: "Bajet Mengikut Vot", en: "Budget by Vote" },
      essential: true,
      brief: {
        ms: "Vot gaji, perjalanan, bekalan, perkhidmatan dan peralatan dengan justifikasi.",
        en: "Staff, travel, supplies, services and equipment votes with justification.",
      },
      weight: 1,
    },
    {
      role: "team",
      title: { ms: "Pasukan Penyelidik", en: "Research Team" },
      essential: false,
      brief: { ms: "Ketua dan ahli penyelidik serta peranan.", en: "Lead and member researchers and their roles." },
      weight: 0.5,
    },
    {
      role: "references",
      title: { ms: "Rujukan", en: "References" },
      essential: false,
      brief: { ms: "Senarai rujukan yang dipetik.", en: "The references cited." },
      weight: 0.3,
    },
    {
      role: "closing",
      title: { ms: "Penutup", en: "Closing" },
      essential: true,
      brief: { ms: "Rumusan dan tandatangan ketua penyelidik.", en: "Summary and the lead researcher's signature." },
      weight: 0.4,
    },
  ],
  requiredFacts: ["budgetTotal", "duration", "applicant", "addressee"],
  approvals: ["prepared", "supported"],
  approvalVerdict: false,
  addresseeHint: { ms: "Nyatakan skim geran dan pihak penilai", en: "Name the grant scheme and its panel" },
};
