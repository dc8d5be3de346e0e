/** Realistic Malaysian briefs used by the composer's tests and the sample script. */
import type { PackageSpec, ProposalBrief } from "../writer.js";

export const PACKAGES: PackageSpec[] = [
  { key: "basic", sections: 3, minWords: 400 },
  { key: "professional", sections: 6, minWords: 800 },
  { key: "premium", sections: 8, minWords: 1500 },
  { key: "standard", sections: 9, minWords: 2500 },
  { key: "exclusive", sections: 12, minWords: 3000 },
];

export const STANDARD = PACKAGES[3] as PackageSpec;

type Seed = Omit<ProposalBrief, "language" | "startDate"> & { startDate?: string };

export const BRIEFS: Record<string, Seed> = {
  grant: {
    title: "Permohonan Geran Pendigitalan Perniagaan Kuih Tradisional Mak Teh, Alor Setar",
    description:
      "Perniagaan kuih tradisional keluarga di Alor Setar ingin beralih kepada tempahan dalam talian, sistem jualan di kaunter dan pemasaran media sosial supaya dapat menerima tempahan dari seluruh Kedah.",
    type: "grant",
    budgetRange: "10k-50k",
    timeline: "6-12-months",
    keyRequirements: [
      "Laman web tempahan dengan pembayaran FPX",
      "Sistem jualan di kaunter (POS) dengan rekod stok",
      "Latihan pemasaran media sosial untuk dua orang pekerja",
    ],
    targetAudience: "pelanggan kuih tradisional di sekitar Alor Setar dan seluruh negeri Kedah",
    companyBackground:
      "Kuih Mak Teh Enterprise didaftarkan pada tahun 2012 dan kini mempunyai enam orang pekerja tempatan. Perniagaan ini membekalkan kuih kepada tiga buah kafe dan menerima tempahan majlis setiap minggu.",
    objectives:
      "Meningkatkan jualan bulanan sebanyak 35 peratus dalam tempoh setahun\nMenerima sekurang-kurangnya 40 tempahan dalam talian sebulan\nMengurangkan pembaziran stok sebanyak 20 peratus",
    constraints: "Pekerja belum biasa menggunakan sistem digital; ruang kedai yang sempit.",
    additionalInfo: "Pemohon bersedia menyumbang 10 peratus daripada kos projek sebagai dana padanan.",
  },
  project: {
    title: "Program Literasi Ceria Sekolah Rendah Pedalaman Kota Marudu",
    description:
      "Program bimbingan membaca selama enam bulan untuk murid Tahap 1 di tiga buah sekolah rendah di daerah Kota Marudu, Sabah.",
    type: "project",
    budgetRange: "10k-50k",
    timeline: "3-6-months",
    keyRequirements: [
      "Modul bacaan berperingkat untuk murid Tahun 1 hingga Tahun 3",
      "Latihan untuk 15 orang guru dan fasilitator",
      "Sudut bacaan di setiap sekolah",
    ],
    targetAudience: "murid Tahap 1 sekolah rendah luar bandar di Kota Marudu",
    companyBackground:
      "Persatuan Literasi Borneo ialah pertubuhan bukan kerajaan yang ditubuhkan pada tahun 2016 dan telah melaksanakan 12 program membaca di Sabah.",
    objectives: "Meningkatkan tahap literasi 80% murid sasaran; Menubuhkan tiga sudut bacaan; Melatih 15 orang guru",
    constraints: "Akses jalan ke sekolah sukar ketika musim hujan. Liputan internet di kawasan sekolah terhad.",
    additionalInfo: "Program ini mendapat sokongan Pejabat Pendidikan Daerah Kota Marudu.",
  },
  "aplikasi-mobile": {
    title: "Aplikasi Mudah Alih Penjejakan Penghantaran untuk Syarikat Logistik Johor",
    description:
      "Aplikasi Android dan iOS untuk pemandu dan pelanggan bagi menjejak penghantaran secara masa nyata, mengesahkan penerimaan dengan tandatangan digital dan menghantar notifikasi automatik.",
    type: "aplikasi-mobile",
    budgetRange: "50k-100k",
    timeline: "4-6-bulan",
    keyRequirements: [
      "Penjejakan lokasi lori secara masa nyata",
      "Bukti penghantaran dengan foto dan tandatangan digital",
      "Papan pemuka web untuk penyelia operasi",
      "Notifikasi automatik kepada pelanggan",
    ],
    targetAudience: "pemandu, penyelia operasi dan pelanggan korporat Syarikat Pantas Logistik Sdn. Bhd.",
    companyBackground:
      "Pantas Logistik Sdn. Bhd. beroperasi di Pasir Gudang sejak 2009 dengan 45 buah lori dan 120 orang pekerja, melayani pelanggan pembuatan di selatan Johor.",
    objectives:
      "1. Mengurangkan panggilan pertanyaan status sebanyak 60%. 2. Mencapai kadar penghantaran tepat masa 95%. 3. Menghapuskan borang penghantaran kertas.",
    constraints: "Sebahagian pemandu menggunakan telefon lama; integrasi dengan sistem perakaunan sedia ada.",
    additionalInfo: "",
  },
  research: {
    title: "Kajian Keberkesanan Pembelajaran Berasaskan Projek terhadap Kemahiran Numerasi Pelajar Tingkatan Satu",
    description:
      "Kajian kuasi-eksperimen di enam buah sekolah menengah di Selangor untuk mengukur kesan pembelajaran berasaskan projek terhadap numerasi.",
    type: "research",
    budgetRange: "100k-500k",
    timeline: "1-2-years",
    keyRequirements: [
      "Reka bentuk kuasi-eksperimen dengan kumpulan kawalan",
      "Instrumen ujian numerasi yang disahkan",
      "Analisis data menggunakan model bertingkat",
    ],
    targetAudience: "penggubal dasar pendidikan, guru matematik dan penyelidik pendidikan",
    companyBackground:
      "Pasukan penyelidik terdiri daripada tiga orang pensyarah Fakulti Pendidikan Universiti Kebangsaan Malaysia dengan pengalaman lebih 15 tahun dalam penyelidikan pendidikan matematik.",
    objectives:
      "Mengukur kesan pembelajaran berasaskan projek terhadap skor numerasi; Mengenal pasti faktor sekolah yang mempengaruhi keberkesanan; Menghasilkan garis panduan pelaksanaan untuk guru",
    constraints: "Kebenaran daripada Kementerian Pendidikan Malaysia diperlukan sebelum pengumpulan data.",
    additionalInfo: "Dapatan akan diterbitkan dalam jurnal berindeks Scopus.",
  },
  "pengurusan-acara": {
    title: "Karnival Gotong-Royong Mesra Komuniti Taman Sri Muda 2026",
    description:
      "Karnival sehari yang menggabungkan gotong-royong membersihkan longkang, bengkel kitar semula, jualan produk usahawan tempatan dan persembahan kebudayaan.",
    type: "pengurusan-acara",
    budgetRange: null,
    timeline: "2-bulan",
    keyRequirements: [
      "Gotong-royong di lima zon taman",
      "Bengkel kitar semula untuk keluarga",
      "Tapak jualan untuk 20 usahawan tempatan",
    ],
    targetAudience: "penduduk Taman Sri Muda, Shah Alam",
    companyBackground:
      "Persatuan Penduduk Taman Sri Muda telah menganjurkan program komuniti sejak 2005 dengan lebih 300 ahli berdaftar.",
    objectives:
      "Menghimpunkan sekurang-kurangnya 500 penduduk; Membersihkan semua longkang utama taman; Mengumpul 2 tan bahan kitar semula",
    constraints: "Tarikh perlu mengelakkan musim tengkujuh; permit daripada Majlis Bandaraya Shah Alam.",
    additionalInfo: "Majlis Bandaraya Shah Alam bersetuju meminjamkan peralatan pembersihan.",
  },
  "makanan-minuman": {
    title: "Naik Taraf Dapur Pengeluaran Sambal Nyet Berapi Kuala Terengganu",
    description:
      "Menaik taraf dapur pengeluaran sambal supaya kapasiti meningkat dan produk layak dijual di pasar raya.",
    type: "makanan-minuman",
    budgetRange: "20k-50k",
    timeline: "3-bulan",
    keyRequirements: [
      "Mesin pengisar dan pengisi botol automatik",
      "Pensijilan halal dan MeSTI",
      "Label dan pembungkusan baharu",
    ],
    targetAudience: "pembeli pasar raya dan pelanggan dalam talian di Pantai Timur",
    companyBackground: "Dapur Sambal Kak Nor beroperasi sejak 2018 dan menjual lebih 3,000 botol sebulan.",
    objectives: "Menggandakan kapasiti pengeluaran; Mendapatkan pensijilan halal; Memasuki dua rangkaian pasar raya",
    constraints: "Ruang dapur terhad dan bekalan cili bermusim.",
    additionalInfo: "",
  },
  "perkhidmatan-pendidikan": {
    title: "Kelas Tuisyen Sains dan Matematik Dalam Talian untuk Pelajar SPM Luar Bandar",
    description:
      "Kelas tuisyen dalam talian tiga kali seminggu dengan guru berpengalaman serta bahan latihan bercetak.",
    type: "perkhidmatan-pendidikan",
    budgetRange: "5k-10k",
    timeline: "6-12-bulan",
    keyRequirements: [
      "Kelas langsung melalui panggilan video",
      "Bank soalan SPM",
      "Laporan kemajuan bulanan kepada ibu bapa",
    ],
    targetAudience: "pelajar Tingkatan 4 dan 5 di kawasan luar bandar Pahang",
    companyBackground: "Pusat Tuisyen Cemerlang Jerantut telah beroperasi selama lapan tahun dengan 200 pelajar.",
    objectives: "Meningkatkan gred purata Matematik sebanyak satu gred; Mencapai kadar kehadiran 85%",
    constraints: "Capaian internet pelajar tidak stabil.",
    additionalInfo: "Yuran disubsidi untuk keluarga B40.",
  },
  business: {
    title: "Cadangan Pembukaan Cawangan Kedua Kedai Basikal Roda Jaya di Ipoh",
    description:
      "Membuka cawangan kedua yang menjual dan membaiki basikal serta menyewakan basikal elektrik kepada pelancong.",
    type: "business",
    budgetRange: "100k-500k",
    timeline: "6-12-months",
    keyRequirements: [
      "Premis di kawasan Ipoh Lama",
      "Bengkel pembaikan lengkap",
      "Armada 20 basikal elektrik untuk disewa",
    ],
    targetAudience: "penunggang basikal rekreasi dan pelancong di Ipoh",
    companyBackground:
      "Roda Jaya Enterprise memulakan perniagaan pada 2014 di Taiping dan kini mempunyai lapan pekerja.",
    objectives: "Mencapai jualan RM 40,000 sebulan dalam tahun pertama; Menyewakan 300 basikal sebulan",
    constraints: "Persaingan daripada kedai dalam talian.",
    additionalInfo: "",
  },
};

export function brief(key: keyof typeof BRIEFS | string, language: "ms" | "en", over: Partial<ProposalBrief> = {}) {
  const seed = BRIEFS[key];
  if (!seed) throw new Error(`no fixture ${key}`);
  return { startDate: "2026-01-15", ...seed, language, ...over } as ProposalBrief;
}
