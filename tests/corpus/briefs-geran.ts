/** Grant and financing applications: SME Bank, SME Corp, MARA, TEKUN-style micro financing. */
import type { CorpusEntry } from "./types.js";

export const GERAN_BRIEFS: CorpusEntry[] = [
  {
    id: "geran-bakeri-kuala-terengganu",
    flow: "detailed",
    packageKey: "exclusive",
    language: "ms",
    kind: "geran",
    startDate: "2027-01-04",
    brief: {
      title: "Permohonan Pembiayaan Pembesaran Kilang Roti Bakeri Seri Murni, Kuala Terengganu",
      description:
        "Bakeri Seri Murni Sdn. Bhd. memohon pembiayaan perniagaan sebanyak RM 150,000 daripada SME Bank bagi membesarkan kapasiti pengeluaran roti dan pastri di kilangnya di Kawasan Perindustrian Gong Badak, Kuala Terengganu. Jumlah kos projek ialah RM 185,000 untuk dua buah ketuhar dek komersial, sebuah van berpenyejuk untuk penghantaran dan sebuah pengadun doh; RM 35,000 ialah sumbangan sendiri syarikat. Projek dilaksanakan dalam tempoh 12 bulan dan dijangka menambah pengeluaran daripada 2,000 kepada 3,500 buku roti sehari.",
      type: "makanan-minuman",
      budgetRange: "100k-200k",
      timeline: "6-12-bulan",
      keyRequirements: [
        "Dua buah ketuhar dek komersial tiga tingkat",
        "Sebuah van berpenyejuk untuk penghantaran ke kedai runcit dan sekolah",
        "Sebuah pengadun doh spiral 50 kg",
        "Latihan operasi ketuhar untuk pekerja",
      ],
      targetAudience: "Kedai runcit, pasar raya mini, kantin sekolah dan hotel di Kuala Terengganu, Marang dan Setiu",
      companyBackground:
        "Bakeri Seri Murni Sdn. Bhd. ditubuhkan pada tahun 2015 oleh Puan Wan Noor Azlina binti Wan Ismail dan kini mempunyai 9 pekerja tetap. Jualan tahunan 2025 berjumlah RM 620,000 dan produk telah mendapat sijil halal JAKIM.",
      objectives:
        "Meningkatkan pengeluaran daripada 2,000 kepada 3,500 buku roti sehari; Membuka 40 akaun pelanggan runcit baharu; Mewujudkan 4 peluang pekerjaan baharu untuk penduduk tempatan",
      constraints:
        "Harga tepung turun naik mengikut pasaran; ruang kilang perlu disusun semula untuk memuatkan ketuhar baharu.",
      additionalInfo: "Syarikat mempunyai akaun semasa dengan SME Bank sejak 2018.",
      details: {
        applicant: "Bakeri Seri Murni Sdn. Bhd.",
        addressee: "Pengurus Cawangan, SME Bank Kuala Terengganu",
        budgetItems: [
          { item: "Ketuhar dek komersial tiga tingkat", quantity: 2, unitPrice: 38500, unit: "unit" },
          { item: "Van berpenyejuk", quantity: 1, unitPrice: 92000, unit: "unit" },
          { item: "Pengadun doh spiral 50 kg", quantity: 1, unitPrice: 16000, unit: "unit" },
        ],
        fundingSources: [
          { source: "Pembiayaan SME Bank", amount: 150000 },
          { source: "Sumbangan sendiri Bakeri Seri Murni Sdn. Bhd.", amount: 35000 },
        ],
      },
    },
    expect: {
      subject: ["roti", "bakeri", "ketuhar"],
      amounts: [150000, 185000, 35000, 620000, 38500, 92000, 16000],
      total: 185000,
      dates: [],
      duration: "12 bulan",
      counts: ["9 pekerja", "3500 buku"],
      names: [
        "Bakeri Seri Murni Sdn. Bhd.",
        "SME Bank",
        "Kuala Terengganu",
        "Gong Badak",
        "Puan Wan Noor Azlina binti Wan Ismail",
        "JAKIM",
      ],
      blanks: [],
    },
  },
  {
    id: "geran-pendigitalan-kerepek",
    flow: "simple",
    packageKey: "premium",
    language: "ms",
    kind: "geran",
    startDate: "2026-11-25",
    brief: {
      title: "Permohonan Geran Pendigitalan PKS: Sistem ERP dan E-Dagang Kilang Kerepek Pak Din",
      description:
        "Kilang Kerepek Pak Din Sdn. Bhd. di Batu Pahat, Johor memohon geran padanan pendigitalan sebanyak RM 78,000 daripada SME Corp. Malaysia. Kos keseluruhan projek ialah RM 111,500 dan syarikat menanggung RM 33,500 (kira-kira 30%) sebagai sumbangan sendiri. Dana digunakan untuk sistem ERP awan bagi inventori, pengeluaran dan perakaunan, kedai e-dagang dengan integrasi Shopee dan TikTok Shop, serta mesin pembungkus berpengimbas kod bar. Projek dilaksanakan dalam tempoh 9 bulan. Syarikat mempunyai 25 pekerja dan jualan tahunan RM 1.4 juta.",
      type: "grant",
      budgetRange: "100k-500k",
      timeline: "6-12-months",
      keyRequirements: [
        "Sistem ERP awan untuk inventori, pengeluaran dan perakaunan",
        "Kedai e-dagang dengan integrasi Shopee dan TikTok Shop",
        "Mesin pembungkus dengan pengimbas kod bar",
        "Latihan digital untuk 25 pekerja",
      ],
    },
    expect: {
      subject: ["pendigitalan", "erp", "e-dagang", "kerepek"],
      amounts: [78000, 111500, 33500, 1400000],
      total: 111500,
      dates: [],
      duration: "9 bulan",
      counts: ["25 pekerja"],
      names: ["Kilang Kerepek Pak Din Sdn. Bhd.", "Batu Pahat", "SME Corp. Malaysia", "Shopee", "TikTok Shop"],
      blanks: [],
    },
  },
  {
    id: "geran-durian-fertigasi-mara",
    flow: "simple",
    packageKey: "professional",
    language: "ms",
    kind: "geran",
    startDate: "2027-02-10",
    brief: {
      title: "Permohonan Pembiayaan MARA: Ladang Durian Musang King Berfertigasi di Raub",
      description:
        "Saya, Ahmad Zaki bin Yusof, pemilik Zaki Agro Enterprise, memohon pembiayaan perniagaan MARA sebanyak RM 64,000 untuk memasang sistem fertigasi automatik di ladang durian Musang King seluas 5 ekar di Kampung Sungai Ruan, Raub, Pahang. Ladang mempunyai 200 pokok berusia 6 tahun yang mula berbuah. Sistem fertigasi dijangka meningkatkan hasil daripada 8 tan kepada 14 tan setahun. Pemasangan dan latihan siap dalam tempoh 18 bulan.",
      type: "grant",
      budgetRange: "50k-100k",
      timeline: "1-2-years",
      keyRequirements: [
        "Sistem fertigasi automatik dengan pam dan tangki baja",
        "Paip dan penitis untuk 200 pokok",
        "Panel solar untuk pam",
        "Kursus pengurusan ladang durian",
      ],
    },
    expect: {
      subject: ["durian", "fertigasi", "ladang"],
      amounts: [64000],
      total: 64000,
      dates: [],
      duration: "18 bulan",
      counts: ["200 pokok", "5 ekar"],
      names: ["Ahmad Zaki bin Yusof", "Zaki Agro Enterprise", "MARA", "Kampung Sungai Ruan", "Raub"],
      blanks: [],
    },
  },
  {
    id: "geran-digital-pmks-melaka-en",
    flow: "template",
    packageKey: "standard",
    language: "en",
    kind: "geran",
    startDate: "2027-01-20",
    brief: {
      templateId: "geran-digital-pmks",
      values: {
        namaSyarikat: "Wira Maju Mart Sdn. Bhd.",
        nomborSsm: "202001034567 (1379012-K)",
        sektorPerniagaan: "Grocery retail",
        bilanganPekerja: 14,
        penyelesaianDigital:
          "Cloud point-of-sale system with inventory tracking for our two outlets, an online ordering website with FPX payment, and WhatsApp order notifications",
        kosPelaksanaan: 42000,
        jumlahGeranDipohon: 21000,
        negeri: "Melaka",
      },
    },
    expect: {
      subject: ["point-of-sale", "digital", "online ordering"],
      amounts: [42000, 21000],
      total: 42000,
      dates: [],
      counts: ["14 employees|staff|workers|orang"],
      names: ["Wira Maju Mart Sdn. Bhd.", "202001034567", "Melaka"],
      blanks: ["addressee", "duration"],
    },
  },
  {
    id: "geran-mikro-nasi-kerabu",
    flow: "template",
    packageKey: "standard",
    language: "ms",
    kind: "geran",
    startDate: "2027-03-15",
    brief: {
      templateId: "pelan-perniagaan-pembiayaan-mikro",
      values: {
        namaPerniagaan: "Nasi Kerabu Kak Yah",
        namaPemilik: "Siti Aisyah binti Mat Nor",
        jenisPerniagaan: "Gerai nasi kerabu dan kuih tradisional Kelantan",
        lokasiPerniagaan: "Pasir Mas, Kelantan",
        jumlahPembiayaan: 30000,
        pendapatanBulanan: 9500,
        tujuanPembiayaan:
          "Membeli sebuah food truck terpakai, peti sejuk beku dan dapur gas dua tungku bagi berniaga di pasar malam sekitar Pasir Mas dan Tumpat",
        tempohBayaranBalik: 36,
      },
    },
    expect: {
      subject: ["nasi kerabu", "food truck", "gerai"],
      amounts: [30000, 9500],
      dates: [],
      // The repayment period, not the project's length: checked as a figure, not as a duration.
      counts: ["36 bulan"],
      names: ["Nasi Kerabu Kak Yah", "Siti Aisyah binti Mat Nor", "Pasir Mas", "Tumpat"],
      blanks: ["addressee"],
    },
  },
];
