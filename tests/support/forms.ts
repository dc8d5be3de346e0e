import { PIBG } from "../../src/server/ai/openai/test-fixtures.js";

/** Realistic form inputs for generation tests. */
export const simpleForm = (overrides: Record<string, unknown> = {}) => ({
  title: "Program Keusahawanan Digital Belia Kampung Baru",
  description: "Program latihan jualan dalam talian untuk belia Kampung Baru yang ingin memulakan perniagaan kecil.",
  type: "project",
  budgetRange: "10k-50k",
  timeline: "3-6-months",
  keyRequirements: ["Bengkel pemasaran media sosial", "", "Bimbingan mentor selama tiga bulan"],
  tier: "basic",
  ...overrides,
});

export const detailedForm = (overrides: Record<string, unknown> = {}) => ({
  title: "Sistem Tempahan Dalam Talian Kedai Kek Puteri",
  description: "Membangunkan sistem tempahan kek dalam talian dengan pembayaran FPX untuk kedai di Alor Setar.",
  type: "pembangunan-web",
  budgetRange: "20k-50k",
  timeline: "4-6-bulan",
  keyRequirements: "Tempahan dalam talian; pembayaran FPX; notifikasi WhatsApp kepada pelanggan",
  targetAudience: "Pelanggan kek sekitar Alor Setar dan Kedah",
  companyBackground: "Kedai Kek Puteri ditubuhkan pada 2015 dan mempunyai 12 pekerja.",
  objectives: "Meningkatkan jualan sebanyak 30 peratus; mengurangkan kesilapan tempahan",
  constraints: "Bajet terhad dan kakitangan kurang mahir teknologi",
  additionalInfo: "Pemilik mahu sistem siap sebelum musim perayaan.",
  packageId: "2",
  ...overrides,
});

/** A PIBG sports day through the detailed form, every programme fact in its detail fields. */
export const programmeForm = () =>
  detailedForm({
    title: PIBG.title,
    description: PIBG.description,
    type: "pendidikan",
    budgetRange: "10k-20k",
    timeline: "belum-tentukan",
    keyRequirements: "Khemah dan sistem siaraya; hadiah dan piala; makanan peserta",
    targetAudience: "Murid tahun 1 hingga 6 dan ibu bapa",
    companyBackground: "Persatuan Ibu Bapa dan Guru yang aktif menganjurkan program murid.",
    objectives: "Memupuk semangat kesukanan dan perpaduan dalam kalangan murid.",
    constraints: "",
    additionalInfo: "",
    kind: "program",
    details: PIBG.details,
  });
