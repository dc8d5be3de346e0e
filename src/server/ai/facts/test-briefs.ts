/** Realistic briefs for the extractor's and the checker's tests: Malay and English, every kind. */
import type { ProposalBrief } from "../writer.js";

const base: Omit<ProposalBrief, "title" | "description"> = {
  type: "project",
  budgetRange: null,
  timeline: null,
  keyRequirements: [],
  targetAudience: "",
  companyBackground: "",
  objectives: "",
  constraints: "",
  additionalInfo: "",
  language: "ms",
  startDate: "2026-11-20",
};

export function brief(over: Partial<ProposalBrief> & Pick<ProposalBrief, "title">): ProposalBrief {
  return { ...base, description: "", ...over };
}

export const CARNIVAL = brief({
  title: "Karnival Sukan Tahunan PIBG SK Taman Melati 2027",
  kind: "program",
  description:
    "PIBG SK Taman Melati akan menganjurkan Karnival Sukan Tahunan pada Sabtu, 13 Mac 2027 dari 8.00 pagi - 1.00 petang di Padang SK Taman Melati. Seramai 850 murid dan 120 ibu bapa dijangka hadir.",
  keyRequirements: ["Sewa khemah 6 unit @ RM 250", "Hadiah dan piala RM 3,200", "Makanan peserta RM 12 seorang"],
  objectives: "Memupuk semangat kesukanan dalam kalangan murid.",
  additionalInfo:
    "Jumlah bajet program ialah RM 18,500. Kertas kerja ini dikemukakan kepada Pengerusi PIBG SK Taman Melati.",
});

export const FLOOD = brief({
  title: "Ramalan Banjir Kilat Berasaskan Pembelajaran Mesin di Lembangan Sungai Kelang",
  kind: "penyelidikan",
  type: "research",
  description:
    "Kajian FRGS ini akan membangunkan model ramalan banjir kilat bagi Lembangan Sungai Kelang. Kos keseluruhan kajian ialah RM 148,500 dalam tempoh 24 bulan, bermula 1 Januari 2027.",
  companyBackground: "Ketua penyelidik ialah Dr. Aina Rahman dari Universiti Teknologi Malaysia.",
});

export const SURAU = brief({
  title: "Program Ihya Ramadan Surau Al-Hidayah 1448H",
  kind: "program",
  description:
    "Surau Al-Hidayah Kampung Sungai Ramal akan mengadakan Program Ihya Ramadan sepanjang bulan Ramadan 1448H. Majlis berbuka puasa untuk 40 keluarga asnaf dengan kos RM 15 seorang.",
  additionalInfo: "Tazkirah selepas solat Tarawih jam 9 malam.",
});

export const DIGITAL = brief({
  title: "Permohonan Geran Pendigitalan Bakeri Seri Murni",
  kind: "geran",
  type: "grant",
  description:
    "Bakeri Seri Murni Sdn. Bhd. memohon geran sebanyak RM 78,000 daripada SME Corp untuk sistem POS, tempahan dalam talian dan ketuhar pintar. Pemohon akan menyumbang 30% sebagai sumbangan sendiri.",
  companyBackground: "Bakeri Seri Murni Sdn. Bhd. di Kuala Terengganu mempunyai 28 pekerja tempatan.",
  keyRequirements: ["Ketuhar pintar RM 45,000", "Sistem POS dan tempahan dalam talian RM 33,000"],
  objectives: "Meningkatkan jualan sebanyak 35 peratus dalam tempoh 18 bulan.",
});

export const TENDER = brief({
  title: "Perkhidmatan Pembersihan Bangunan Pejabat Daerah Kuantan",
  kind: "tender",
  type: "perkhidmatan-pembersihan",
  description:
    "Cadangan perkhidmatan pembersihan bangunan Pejabat Daerah Kuantan selama 24 bulan dengan 28 pekerja. Harga siling kontrak ialah RM 1.1 juta.",
  companyBackground: "Kilau Bersih Enterprise telah beroperasi selama 12 tahun di Pahang.",
});

export const EXPANSION = brief({
  title: "Expansion of Seri Murni Bakery",
  language: "en",
  kind: "geran",
  description:
    "Seri Murni Bakery in Kuala Terengganu is requesting RM 120,000 to open a second outlet. The total cost is RM 150,000 and our own contribution is RM 30,000. The expansion will start on March 1, 2027 and take 12 months.",
  companyBackground: "Seri Murni Bakery Sdn. Bhd. employs 14 staff and sells 2,000 loaves a week.",
});

export const DURIAN = brief({
  title: "Projek Fertigasi Durian Musang King di Bentong",
  kind: "geran",
  description:
    "Ladang Durian Bukit Tinggi memohon pembiayaan RM 250 ribu daripada Agrobank untuk sistem fertigasi 5 ekar bagi 300 pokok durian. Tempoh bayaran balik 60 bulan.",
  constraints: "Projek perlu siap sebelum musim berbunga pada 30 Jun 2027.",
});

export const EXPO = brief({
  title: "Ekspo Perkahwinan Impian 2027",
  kind: "program",
  description:
    "Ekspo perkahwinan akan diadakan pada 21-23 Mei di Dewan Besar MAEPS Serdang, menghimpunkan 80 pempamer dan dijangka menarik 15,000 pengunjung. Sewa booth RM 2,500 setiap satu.",
});

/** A template brief: values arrive formatted with their units ('RM 78,000', '24 bulan'). */
export const TEKUN_TEMPLATE = brief({
  title: "Permohonan Pembiayaan TEKUN Nasional: Kedai Roti Mak Som",
  kind: "geran",
  description: "",
  template: {
    name: "Permohonan Pembiayaan TEKUN Nasional",
    fields: [
      { label: "Nama Perniagaan", value: "Kedai Roti Mak Som" },
      { label: "Lokasi Perniagaan", value: "Pasir Mas, Kelantan" },
      { label: "Jumlah Pembiayaan Dipohon", value: "RM 78,000" },
      { label: "Purata Jualan Bulanan Semasa", value: "RM 8,000" },
      { label: "Tujuan Pembiayaan", value: "Membeli ketuhar komersial dan peti sejuk beku" },
      { label: "Tempoh Bayaran Balik", value: "24 bulan" },
    ],
  },
});

/** A grant whose prose prices the one thing bought and states the applicant's share after the amount. */
export const KEREPEK = brief({
  title: "Permohonan Geran Mesin Pembungkusan Kerepek Mak Jah Enterprise",
  kind: "geran",
  type: "business",
  description:
    "Mak Jah Enterprise, perusahaan kerepek pisang dan ubi di Kuala Kangsar yang didaftarkan dengan SSM pada 2018, memohon geran RM 35,000 daripada TEKUN Nasional untuk membeli mesin pembungkusan automatik berharga RM 48,000. Baki RM 13,000 akan dibiayai dengan modal sendiri. Mesin ini akan menaikkan pengeluaran daripada 800 kepada 2,000 bungkus sehari. Projek akan siap dalam 3 bulan.",
  keyRequirements: ["Mesin pembungkusan automatik", "Latihan operator mesin", "Pensijilan halal JAKIM"],
  companyBackground: "Syarikat mempunyai 6 pekerja tetap dan membekal kepada 25 kedai runcit di daerah Kuala Kangsar.",
  objectives: "Meningkatkan kapasiti pengeluaran dan memasuki pasaran pasar raya.",
});

/** An event paper that names its funding sources and their amounts in a sentence. */
export const SRI_MUDA = brief({
  title: "Karnival Sukan Rakyat Taman Sri Muda 2027",
  kind: "program",
  description:
    "Persatuan Penduduk Taman Sri Muda akan menganjurkan Karnival Sukan Rakyat pada Sabtu, 13 Mac 2027, 7.30 pagi - 6.00 petang di Padang Awam Seksyen 25. Seramai 600 peserta dijangka hadir. Aktiviti: larian 5 km, bola sepak, tarik tali dan sukaneka kanak-kanak.",
  additionalInfo:
    "Jumlah kos program ialah RM 18,500, dibiayai oleh Persatuan Penduduk (RM 6,500) dan tajaan ADUN (RM 12,000). Kertas kerja ini dikemukakan kepada Pejabat ADUN Kota Kemuning.",
  objectives: "Merapatkan hubungan penduduk dan menggalakkan gaya hidup sihat.",
});

/** An English paper to a city council: a count priced each in prose, the council named after 'submitted to the'. */
export const READING_CORNER = brief({
  title: "Proposal for a Community Reading Corner at Flat Sri Pantai",
  kind: "cadangan",
  language: "en",
  description:
    "Persatuan Penduduk Flat Sri Pantai proposes to convert the unused ground-floor room of Block C into a reading corner for 180 children living in the flats. The work includes repainting, 8 bookshelves at RM 450 each, 600 donated and purchased books, and a weekly storytelling session run by 12 volunteers. The total cost is RM 9,800, of which we request RM 7,500 from Dewan Bandaraya Kuala Lumpur and the remaining RM 2,300 will be self-funded. The corner will open on 1 March 2027.",
  objectives:
    "Give children a safe place to read after school. Raise the number of children reading at least one book a week from 40 to 120.",
  additionalInfo: "This proposal is submitted to the Community Development Unit, Dewan Bandaraya Kuala Lumpur.",
});

/** A tender whose background names the bodies the bidder is registered with. */
export const SCHOOL_CLEANING = brief({
  title: "Tender Perkhidmatan Pembersihan Sekolah SMK Seri Kembangan",
  kind: "tender",
  type: "business",
  description:
    "Syarikat Bersih Jaya Sdn. Bhd. mengemukakan tawaran bagi perkhidmatan pembersihan bangunan dan kawasan SMK Seri Kembangan untuk tempoh 24 bulan bermula 1 Januari 2027. Skop meliputi 42 bilik darjah, 6 blok tandas dan kawasan luar seluas 3 ekar. Kami akan menempatkan 8 pekerja pembersihan dan seorang penyelia. Harga tawaran ialah RM 6,200 sebulan.",
  companyBackground:
    "Bersih Jaya ditubuhkan pada 2012, berdaftar dengan CIDB dan Kementerian Kewangan, dan kini membersihkan 14 buah sekolah di Selangor.",
  additionalInfo: "Tawaran ini dikemukakan kepada Pejabat Pendidikan Daerah Petaling Perdana.",
});

/** An English school event whose budget sentence lists its heads, one priced per pupil, one taking the rest. */
export const SPORTS_DAY = brief({
  title: "Sports Day 2027 of SK Taman Desa",
  kind: "program",
  language: "en",
  description:
    "The PIBG of SK Taman Desa will hold its annual Sports Day on Saturday, 24 April 2027, from 7.30 am to 12.30 pm at the school field. 650 pupils, 45 teachers and about 300 parents are expected. The budget is RM 12,400: medals and trophies RM 3,800, food for pupils at RM 6 per pupil, tents and PA system RM 2,500, and the rest for printing and first aid.",
  additionalInfo: "This paper is submitted to the Headmistress of SK Taman Desa for approval.",
});
