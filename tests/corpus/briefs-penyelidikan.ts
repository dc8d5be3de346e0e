/** Research proposals: FRGS, university and ministry research funds. */
import type { CorpusEntry } from "./types.js";

export const PENYELIDIKAN_BRIEFS: CorpusEntry[] = [
  {
    id: "penyelidikan-frgs-banjir-kuantan",
    flow: "detailed",
    packageKey: "exclusive",
    language: "ms",
    kind: "penyelidikan",
    startDate: "2027-03-20",
    brief: {
      title: "Model Ramalan Banjir Kilat Berasaskan Pembelajaran Mesin bagi Lembangan Sungai Kuantan",
      description:
        "Cadangan penyelidikan di bawah Skim Geran Penyelidikan Fundamental (FRGS) 2027 untuk membangunkan model ramalan banjir kilat jangka pendek (1 hingga 6 jam) bagi Lembangan Sungai Kuantan dengan menggabungkan data hujan radar, paras air sungai dan guna tanah. Jumlah bajet dipohon ialah RM 148,500 bagi tempoh 24 bulan, termasuk elaun untuk 2 pelajar Sarjana.",
      type: "lain-lain",
      budgetRange: "100k-200k",
      timeline: "1-2-tahun",
      keyRequirements: [
        "Pengumpulan data hujan radar JPS dan paras air daripada 14 stesen telemetri",
        "Pembangunan model LSTM dan perbandingan dengan model hidrologi HEC-HMS",
        "Pengesahan model dengan peristiwa banjir yang direkodkan sejak 2015",
        "Bengkel pemindahan teknologi kepada JPS Negeri Pahang",
      ],
      targetAudience:
        "Jabatan Pengairan dan Saliran (JPS) Negeri Pahang, Agensi Pengurusan Bencana Negara (NADMA) dan penduduk di kawasan berisiko banjir di Kuantan",
      companyBackground:
        "Ketua penyelidik ialah Dr. Nurul Huda binti Ismail, pensyarah kanan Fakulti Teknologi Kejuruteraan Awam, Universiti Malaysia Pahang Al-Sultan Abdullah (UMPSA), dengan 12 penerbitan berindeks dalam bidang hidrologi. Pasukan terdiri daripada 3 penyelidik dan 2 pelajar Sarjana.",
      objectives:
        "Membangunkan model ramalan banjir kilat dengan ketepatan sekurang-kurangnya 85% bagi tempoh ramalan 3 jam; Mengenal pasti faktor guna tanah yang paling mempengaruhi masa puncak banjir; Menghasilkan prototaip papan pemuka amaran awal untuk JPS Negeri Pahang",
      constraints: "Data radar sebelum 2015 tidak lengkap; akses ke stesen telemetri memerlukan kebenaran JPS.",
      additionalInfo:
        "Output dijangka: 3 artikel jurnal berindeks Scopus atau WoS, 2 graduan Sarjana dan 1 perisian berdaftar dengan MyIPO.",
      details: {
        applicant: "Dr. Nurul Huda binti Ismail, Universiti Malaysia Pahang Al-Sultan Abdullah (UMPSA)",
        addressee: "Panel Penilai FRGS, Kementerian Pendidikan Tinggi",
        budgetItems: [
          {
            item: "Vot 11000: Elaun pelajar Sarjana (2 orang x 24 bulan)",
            quantity: 48,
            unitPrice: 1200,
            unit: "bulan",
          },
          { item: "Vot 21000: Perjalanan dan kerja lapangan", quantity: 1, unitPrice: 18000 },
          { item: "Vot 27000: Bahan dan bekalan penyelidikan", quantity: 1, unitPrice: 22900 },
          { item: "Vot 29000: Perkhidmatan ikhtisas dan penerbitan", quantity: 1, unitPrice: 20000 },
          { item: "Vot 35000: Stesen cuaca automatik", quantity: 2, unitPrice: 15000, unit: "unit" },
        ],
      },
    },
    expect: {
      subject: ["banjir", "ramalan", "sungai kuantan"],
      amounts: [148500, 1200, 18000, 22900, 20000, 15000],
      total: 148500,
      dates: [],
      duration: "24 bulan",
      counts: ["2 pelajar", "14 stesen", "3 penyelidik"],
      names: [
        "Dr. Nurul Huda binti Ismail",
        "Universiti Malaysia Pahang Al-Sultan Abdullah",
        "UMPSA",
        "FRGS",
        "Sungai Kuantan",
        "JPS",
      ],
      blanks: [],
    },
  },
  {
    id: "penyelidikan-batik-wastewater-en",
    flow: "simple",
    packageKey: "premium",
    language: "en",
    kind: "penyelidikan",
    startDate: "2027-02-22",
    brief: {
      title: "Low-Cost Treatment of Batik Wastewater Using Agricultural Waste Adsorbents in Kelantan",
      description:
        "A research proposal by a team at Universiti Malaysia Kelantan (UMK) to develop a low-cost adsorbent from rice husk and coconut shell for removing reactive dyes and wax from the wastewater of small batik workshops in Kota Bharu. We will sample effluent from 20 batik workshops, test the adsorbents in the laboratory and build a pilot filter at one workshop. The project asks for RM 96,000 over 18 months from the university's research fund (Dana Penyelidikan UMK) and will train 1 Master's student. Lead researcher: Dr. Siti Khadijah binti Che Omar, Faculty of Bioengineering and Technology.",
      type: "research",
      budgetRange: "50k-100k",
      timeline: "1-2-years",
      keyRequirements: [
        "Effluent sampling at 20 batik workshops",
        "Adsorbent preparation from rice husk and coconut shell",
        "Pilot filter at one workshop in Kampung Penambang",
        "Workshop for batik entrepreneurs on wastewater handling",
      ],
    },
    expect: {
      subject: ["batik", "wastewater", "adsorbent"],
      amounts: [96000],
      total: 96000,
      dates: [],
      duration: "18 months",
      counts: ["20 workshops", "1 student"],
      names: [
        "Universiti Malaysia Kelantan",
        "UMK",
        "Kota Bharu",
        "Kampung Penambang",
        "Dr. Siti Khadijah binti Che Omar",
      ],
      blanks: [],
    },
  },
  {
    id: "penyelidikan-ganoderma-dron-upm",
    flow: "template",
    packageKey: "premium",
    language: "ms",
    kind: "penyelidikan",
    startDate: "2027-01-25",
    brief: {
      templateId: "geran-penyelidikan-universiti",
      values: {
        tajukPenyelidikan:
          "Pengesanan Awal Penyakit Reput Pangkal Batang (Ganoderma) Kelapa Sawit Menggunakan Imej Dron Multispektrum",
        namaKetuaPenyelidik: "Prof. Madya Dr. Lim Wei Ming",
        namaUniversiti: "Universiti Putra Malaysia",
        bidangPenyelidikan: "Pertanian Tepat dan Penderiaan Jauh",
        pernyataanMasalah:
          "Penyakit reput pangkal batang yang disebabkan oleh Ganoderma boninense menjejaskan sehingga 30% pokok di ladang pekebun kecil di Selangor dan Johor, tetapi ia biasanya dikesan hanya apabila pokok sudah hampir mati. Pemeriksaan manual mahal dan lambat.",
        jumlahBajet: 120000,
        tempohPenyelidikan: 24,
        bilanganPenyelidik: 4,
      },
    },
    expect: {
      subject: ["ganoderma", "kelapa sawit", "dron", "reput pangkal batang"],
      amounts: [120000],
      total: 120000,
      dates: [],
      duration: "24 bulan",
      counts: ["4 penyelidik|orang|ahli"],
      names: ["Prof. Madya Dr. Lim Wei Ming", "Universiti Putra Malaysia"],
      blanks: ["addressee"],
    },
  },
  {
    id: "penyelidikan-tabiat-membaca-ringkas",
    flow: "simple",
    packageKey: "basic",
    language: "ms",
    kind: "penyelidikan",
    startDate: "2027-04-01",
    brief: {
      title: "Kajian Tabiat Membaca Murid Sekolah Rendah",
      description: "Kajian tentang tabiat membaca murid sekolah rendah selepas pandemik.",
      type: "research",
    },
    expect: {
      subject: ["membaca", "tabiat membaca"],
      amounts: [],
      dates: [],
      counts: [],
      names: [],
      blanks: ["budgetTotal", "duration", "applicant", "addressee"],
    },
  },
  {
    id: "penyelidikan-bantut-sabah",
    flow: "auto",
    packageKey: "standard",
    language: "ms",
    kind: "penyelidikan",
    startDate: "2027-02-14",
    brief: {
      title: "Kajian Faktor Risiko Bantut dalam Kalangan Kanak-Kanak Bawah Lima Tahun di Pedalaman Sabah",
      description:
        "Saya pensyarah Fakulti Perubatan dan Sains Kesihatan, Universiti Malaysia Sabah (UMS), ingin memohon geran penyelidikan daripada Dana Penyelidikan Kementerian Kesihatan Malaysia.\nKajian keratan rentas terhadap 600 kanak-kanak bawah lima tahun di daerah Pitas dan Kota Marudu.\nUkuran antropometri, soal selidik pemakanan isi rumah dan sampel air minuman.\nBajet RM 210,000 selama 30 bulan.\nKetua penyelidik: Dr. Aminah binti Gimbang.",
      type: "project",
      keyRequirements: [
        "Saya pensyarah Fakulti Perubatan dan Sains Kesihatan, Universiti Malaysia Sabah (UMS), ingin memohon geran penyelidikan daripada Dana Penyelidikan Kementerian Kesihatan Malaysia.",
        "Kajian keratan rentas terhadap 600 kanak-kanak bawah lima tahun di daerah Pitas dan Kota Marudu.",
        "Ukuran antropometri, soal selidik pemakanan isi rumah dan sampel air minuman.",
        "Bajet RM 210,000 selama 30 bulan.",
        "Ketua penyelidik: Dr. Aminah binti Gimbang.",
      ],
    },
    expect: {
      subject: ["bantut", "kanak-kanak"],
      amounts: [210000],
      total: 210000,
      dates: [],
      duration: "30 bulan",
      counts: ["600 kanak-kanak"],
      names: [
        "Universiti Malaysia Sabah",
        "Kementerian Kesihatan Malaysia",
        "Pitas",
        "Kota Marudu",
        "Dr. Aminah binti Gimbang",
      ],
      blanks: [],
    },
  },
];
