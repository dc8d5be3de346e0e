import type { KindDefinition } from "./types.js";

/** Kertas cadangan / kelulusan to an authority: government, council, university meeting. */
export const CADANGAN: KindDefinition = {
  id: "cadangan",
  label: { ms: "Kertas Cadangan", en: "Proposal Paper" },
  hint: {
    ms: "Memohon kelulusan pihak berkuasa, jabatan, majlis atau mesyuarat",
    en: "Seeking approval from an authority, department, council or meeting",
  },
  sections: [
    {
      role: "purpose",
      title: { ms: "Tujuan", en: "Purpose" },
      essential: true,
      brief: {
        ms: "Kertas ini bertujuan memohon pertimbangan dan kelulusan terhadap cadangan ini.",
        en: "This paper seeks the consideration and approval of the proposal.",
      },
      weight: 0.5,
    },
    {
      role: "background",
      title: { ms: "Latar Belakang", en: "Background" },
      essential: true,
      brief: {
        ms: "Sejarah, keputusan terdahulu dan keadaan semasa.",
        en: "History, earlier decisions and the present situation.",
      },
      weight: 1.1,
    },
    {
      role: "objectives",
      title: { ms: "Objektif", en: "Objectives" },
      essential: false,
      brief: { ms: "Apa yang hendak dicapai.", en: "What it aims to achieve." },
      weight: 0.7,
    },
    {
      role: "scope",
      title: { ms: "Skop Cadangan", en: "Scope" },
      essential: false,
      brief: { ms: "Perkara yang termasuk dalam cadangan.", en: "What the proposal covers." },
      weight: 0.7,
    },
    {
      role: "method",
      title: { ms: "Kaedah Pelaksanaan", en: "Implementation" },
      essential: false,
      brief: { ms: "Bagaimana dan bila cadangan dilaksanakan.", en: "How and when it is carried out." },
      weight: 0.9,
    },
    {
      role: "justification",
      title: { ms: "Asas Pertimbangan", en: "Grounds for Consideration" },
      essential: true,
      brief: {
        ms: "Faedah, masalah yang diselesaikan dan alternatif.",
        en: "Benefits, problems solved and alternatives.",
      },
      weight: 1.1,
    },
    {
      role: "implications",
      title: { ms: "Implikasi Kewangan", en: "Financial Implications" },
      essential: true,
      brief: {
        ms: "Jumlah kos, pecahan dan sumber peruntukan; implikasi lain.",
        en: "Total cost, its breakdown and source of funds; other implications.",
      },
      weight: 1,
    },
    {
      role: "risks",
      title: { ms: "Risiko dan Langkah Kawalan", en: "Risks and Controls" },
      essential: false,
      brief: { ms: "Risiko pelaksanaan dan kawalannya.", en: "Implementation risks and their controls." },
      weight: 0.6,
    },
    {
      role: "recommendation",
      title: { ms: "Syor", en: "Recommendation" },
      essential: true,
      brief: {
        ms: "Perkara yang dipohon untuk diputuskan, dalam butiran bernombor.",
        en: "What the meeting is asked to decide, in numbered points.",
      },
      weight: 0.6,
    },
    {
      role: "closing",
      title: { ms: "Penutup", en: "Closing" },
      essential: true,
      brief: { ms: "Rumusan dan tandatangan pembentang.", en: "Summary and the presenter's signature." },
      weight: 0.5,
    },
  ],
  requiredFacts: ["addressee", "budgetTotal", "applicant"],
  approvals: ["prepared", "supported", "approved"],
  approvalVerdict: false,
  addresseeHint: { ms: "Nyatakan mesyuarat atau pihak berkuasa", en: "Name the meeting or authority" },
};
