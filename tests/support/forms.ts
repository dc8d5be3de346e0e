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
