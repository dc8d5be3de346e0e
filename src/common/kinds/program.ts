import type { KindDefinition } from "./types.js";

/** Kertas kerja program / acara: school, PIBG, surau or masjid, NGO, club, community, corporate event. */
export const PROGRAM: KindDefinition = {
  id: "program",
  label: { ms: "Kertas Kerja Program", en: "Programme Paper" },
  hint: {
    ms: "Program, acara atau majlis: sekolah, PIBG, surau/masjid, NGO, komuniti, syarikat",
    en: "A programme, event or ceremony: school, PTA, surau/mosque, NGO, community, company",
  },
  sections: [
    {
      role: "introduction",
      title: { ms: "Pengenalan", en: "Introduction" },
      essential: true,
      brief: {
        ms: "Apa program ini, siapa penganjurnya dan mengapa ia diadakan.",
        en: "What the programme is, who organises it and why it is held.",
      },
      weight: 1,
    },
    {
      role: "rationale",
      title: { ms: "Rasional", en: "Rationale" },
      essential: true,
      brief: {
        ms: "Keperluan dan faedah program kepada peserta dan penganjur.",
        en: "The need for the programme and its benefit to participants and organiser.",
      },
      weight: 1,
    },
    {
      role: "objectives",
      title: { ms: "Objektif", en: "Objectives" },
      essential: true,
      brief: { ms: "Tiga hingga lima objektif yang konkrit.", en: "Three to five concrete objectives." },
      weight: 0.8,
    },
    {
      role: "theme",
      title: { ms: "Tema", en: "Theme" },
      essential: false,
      brief: { ms: "Tema program dan maksudnya.", en: "The programme's theme and what it means." },
      weight: 0.4,
    },
    {
      role: "whenWhere",
      title: { ms: "Tarikh, Masa dan Tempat", en: "Date, Time and Venue" },
      essential: true,
      brief: {
        ms: "Tarikh, masa dan tempat program tepat seperti yang dinyatakan pengguna.",
        en: "The programme's date, time and venue exactly as the user stated them.",
      },
      weight: 0.5,
    },
    {
      role: "participants",
      title: { ms: "Kumpulan Sasaran dan Peserta", en: "Target Group and Participants" },
      essential: true,
      brief: {
        ms: "Siapa peserta dan berapa orang, mengikut angka pengguna.",
        en: "Who takes part and how many, using the user's figures.",
      },
      weight: 0.7,
    },
    {
      role: "guests",
      title: { ms: "Perasmi dan Tetamu Kehormat", en: "Guest of Honour" },
      essential: false,
      brief: { ms: "Siapa yang dijemput merasmikan program.", en: "Who is invited to open the programme." },
      weight: 0.4,
    },
    {
      role: "tentative",
      title: { ms: "Tentatif Program", en: "Programme Schedule" },
      essential: true,
      brief: {
        ms: "Atur cara mengikut masa pada hari program, dan persediaan sebelum hari itu.",
        en: "The running order by time on the day, and the preparation before it.",
      },
      weight: 1,
    },
    {
      role: "committee",
      title: { ms: "Jawatankuasa Pelaksana", en: "Organising Committee" },
      essential: true,
      brief: {
        ms: "Penaung, penasihat, pengerusi, setiausaha, bendahari dan AJK kecil dengan tugas.",
        en: "Patron, advisor, chair, secretary, treasurer and sub-committees with duties.",
      },
      weight: 0.9,
    },
    {
      role: "budget",
      title: { ms: "Anggaran Perbelanjaan", en: "Estimated Expenditure" },
      essential: true,
      brief: {
        ms: "Perkara perbelanjaan dengan kuantiti, harga seunit dan jumlah.",
        en: "Expense items with quantity, unit price and total.",
      },
      weight: 1,
    },
    {
      role: "funding",
      title: { ms: "Sumber Kewangan", en: "Sources of Funds" },
      essential: true,
      brief: {
        ms: "Dari mana wang datang: yuran, penaja, tabung, geran.",
        en: "Where the money comes from: fees, sponsors, funds, grants.",
      },
      weight: 0.6,
    },
    {
      role: "impact",
      title: { ms: "Impak dan Hasil Dijangka", en: "Expected Outcomes" },
      essential: false,
      brief: { ms: "Hasil yang dijangka daripada objektif.", en: "The outcomes expected from the objectives." },
      weight: 0.7,
    },
    {
      role: "closing",
      title: { ms: "Penutup", en: "Closing" },
      essential: true,
      brief: {
        ms: "Rumusan dan permohonan kelulusan, diikuti blok tandatangan.",
        en: "Summary and request for approval, followed by the signature block.",
      },
      weight: 0.6,
    },
  ],
  requiredFacts: ["eventDate", "eventTime", "venue", "participants", "budgetTotal", "addressee"],
  approvals: ["prepared", "reviewed", "approved"],
  approvalVerdict: true,
  addresseeHint: { ms: "Nyatakan pihak yang meluluskan", en: "Name the approving body" },
};
