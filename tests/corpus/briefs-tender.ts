/** Business proposals, tenders and quotations to a client. */
import type { CorpusEntry } from "./types.js";

export const TENDER_BRIEFS: CorpusEntry[] = [
  {
    id: "tender-pembersihan-pdt-kuantan",
    flow: "detailed",
    packageKey: "standard",
    language: "ms",
    kind: "tender",
    startDate: "2027-03-29",
    brief: {
      title: "Cadangan Tender Perkhidmatan Pembersihan Bangunan Pejabat Daerah dan Tanah Kuantan",
      description:
        "Cahaya Bersih Services Sdn. Bhd. mengemukakan tawaran bagi tender perkhidmatan pembersihan bangunan Pejabat Daerah dan Tanah Kuantan (No. Tender: PDTK/T/02/2027) untuk tempoh 24 bulan mulai 1 Julai 2027. Skop meliputi pembersihan harian pejabat, tandas, kawasan awam dan kawasan luar bangunan dengan 28 pekerja, termasuk 2 penyelia. Setiap pekerja dibayar sekurang-kurangnya gaji minimum RM 1,700 sebulan. Harga tawaran ialah RM 1,427,520, di bawah harga siling jabatan RM 1.5 juta.",
      type: "perkhidmatan-pembersihan",
      budgetRange: "atas-500k",
      timeline: "1-2-tahun",
      keyRequirements: [
        "Pembersihan harian pejabat, bilik mesyuarat dan kaunter awam",
        "Pembersihan dan sanitasi tandas setiap dua jam",
        "Pengurusan sisa dan kitar semula",
        "Pembersihan kawasan luar, longkang dan tempat letak kereta setiap minggu",
        "Pekerja warganegara Malaysia dengan caruman KWSP dan PERKESO",
      ],
      targetAudience: "Pejabat Daerah dan Tanah Kuantan, kakitangannya dan orang awam yang berurusan di kaunter",
      companyBackground:
        "Cahaya Bersih Services Sdn. Bhd. (didaftarkan pada tahun 2012) berdaftar dengan Kementerian Kewangan (MOF) dan kini membersihkan 9 bangunan kerajaan di Pahang, termasuk Pejabat Daerah dan Tanah Maran sejak 2021.",
      objectives:
        "Menyediakan perkhidmatan pembersihan yang mematuhi spesifikasi jabatan; Mencapai skor audit kebersihan sekurang-kurangnya 90%; Menyelesaikan setiap aduan dalam masa 24 jam",
      constraints:
        "Waktu pejabat 8.00 pagi hingga 5.00 petang; pembersihan menyeluruh tandas dibuat selepas waktu pejabat.",
      additionalInfo: "Kami bersedia memulakan perkhidmatan pada 1 Julai 2027 selepas taklimat tapak.",
      details: {
        applicant: "Cahaya Bersih Services Sdn. Bhd.",
        addressee: "Pegawai Daerah, Pejabat Daerah dan Tanah Kuantan",
        budgetItems: [
          {
            item: "Gaji pekerja pembersihan (28 orang x 24 bulan)",
            quantity: 672,
            unitPrice: 1700,
            unit: "bulan-pekerja",
          },
          { item: "Caruman KWSP, PERKESO dan SIP majikan", quantity: 672, unitPrice: 235, unit: "bulan-pekerja" },
          { item: "Bahan pencuci, peralatan dan mesin", quantity: 24, unitPrice: 3800, unit: "bulan" },
          { item: "Penyeliaan, pentadbiran dan insurans", quantity: 24, unitPrice: 1500, unit: "bulan" },
        ],
      },
    },
    expect: {
      subject: ["pembersihan"],
      amounts: [1700, 1427520, 1500000, 235, 3800, 1500],
      total: 1427520,
      dates: ["2027-07-01"],
      duration: "24 bulan",
      counts: ["28 pekerja", "2 penyelia", "9 bangunan"],
      names: ["Cahaya Bersih Services Sdn. Bhd.", "Pejabat Daerah dan Tanah Kuantan", "PDTK/T/02/2027"],
      blanks: [],
    },
  },
  {
    id: "tender-hostel-catering-psa-en",
    flow: "detailed",
    packageKey: "exclusive",
    language: "en",
    kind: "tender",
    startDate: "2027-03-25",
    brief: {
      title: "Tender for Hostel Catering Services at Politeknik Sultan Salahuddin Abdul Aziz Shah",
      description:
        "Selera Timur Catering Sdn. Bhd. submits its offer for tender PSA/KTR/03/2027: catering for the student hostel of Politeknik Sultan Salahuddin Abdul Aziz Shah (PSA), Shah Alam, for 12 months from 1 July 2027. The contract covers breakfast, lunch and dinner for 600 resident students on 280 term days, at RM 13.50 per student per day, a contract value of RM 2,268,000. Menus follow the Ministry of Health's nutrition guidelines on a 14-day rotating cycle. The tender closes on 15 April 2027.",
      type: "makanan-minuman",
      budgetRange: "atas-500k",
      timeline: "6-12-bulan",
      keyRequirements: [
        "Three meals a day, with supper during examination weeks",
        "Halal kitchen with JAKIM certification and food handlers trained under the Food Hygiene Regulations 2009",
        "A 14-day menu cycle approved by the polytechnic's dietitian",
        "Special meals for students with allergies or medical diets",
      ],
      targetAudience: "600 resident students of PSA and the Student Affairs Department that manages the hostel",
      companyBackground:
        "Selera Timur Catering Sdn. Bhd. was registered in 2010, is registered with the Ministry of Finance (MOF), holds JAKIM halal certification and currently serves 1,100 students daily at two public universities in Selangor.",
      objectives:
        "Serve nutritious halal meals on time on every day of the term; Keep student satisfaction above 85% in the monthly survey; Pass every Ministry of Health kitchen inspection",
      constraints:
        "The hostel kitchen is shared with the cafeteria; deliveries of raw food must be made before 6.30 am.",
      additionalInfo: "Payment is requested monthly within 30 days of each invoice.",
      details: {
        applicant: "Selera Timur Catering Sdn. Bhd.",
        addressee: "The Director, Politeknik Sultan Salahuddin Abdul Aziz Shah",
        budgetItems: [
          {
            item: "Daily meals (breakfast, lunch and dinner), 600 students x 280 days",
            quantity: 168000,
            unitPrice: 13.5,
            unit: "student-days",
          },
        ],
      },
    },
    expect: {
      subject: ["catering", "hostel"],
      amounts: [13.5, 2268000],
      total: 2268000,
      dates: ["2027-07-01", "2027-04-15"],
      duration: "12 months",
      counts: ["600 students", "280 days"],
      names: [
        "Selera Timur Catering Sdn. Bhd.",
        "Politeknik Sultan Salahuddin Abdul Aziz Shah",
        "Shah Alam",
        "PSA/KTR/03/2027",
        "JAKIM",
      ],
      blanks: [],
    },
  },
  {
    id: "tender-katering-jkn-perak",
    flow: "template",
    packageKey: "basic",
    language: "ms",
    kind: "tender",
    startDate: "2027-05-03",
    brief: {
      templateId: "cadangan-perkhidmatan-katering",
      values: {
        namaSyarikat: "Dapur Mak Lang Catering Enterprise",
        namaPelanggan: "Jabatan Kesihatan Negeri Perak",
        jenisMajlis: "Majlis Anugerah Perkhidmatan Cemerlang 2027",
        bilanganTetamu: 450,
        hargaSekepala: 28,
        cadanganMenu:
          "Nasi minyak, ayam masak merah, daging rendang tok, dalca sayur, acar timun nanas, kuih-muih tradisional dan air sirap bandung",
      },
    },
    expect: {
      subject: ["katering", "menu", "majlis anugerah"],
      amounts: [28],
      dates: [],
      counts: ["450 tetamu|orang"],
      names: ["Dapur Mak Lang Catering Enterprise", "Jabatan Kesihatan Negeri Perak"],
      blanks: [],
    },
  },
  {
    id: "tender-solar-pknp",
    flow: "template",
    packageKey: "premium",
    language: "ms",
    kind: "tender",
    startDate: "2027-04-12",
    brief: {
      templateId: "respons-tender-agensi-negeri",
      values: {
        namaSyarikat: "Suria Tenaga Hijau Sdn. Bhd.",
        namaAgensi: "Perbadanan Kemajuan Negeri Perak (PKNP)",
        nomborTender: "PKNP/T/SOLAR/07/2027",
        tajukTender:
          "Pembekalan, Pemasangan, Pengujian dan Pentauliahan Sistem Solar Fotovolta Atas Bumbung di Enam Bangunan PKNP",
        skopKerja:
          "Reka bentuk, pembekalan dan pemasangan sistem solar PV atas bumbung berkapasiti keseluruhan 480 kWp di enam bangunan PKNP di Ipoh, termasuk permohonan NEM kepada Suruhanjaya Tenaga dan TNB, pengujian, pentauliahan dan latihan kepada kakitangan",
        hargaTawaran: 1980000,
        tempohKontrak: 10,
        pengalamanBerkaitan:
          "Memasang 3.2 MWp sistem solar atas bumbung bagi 40 bangunan komersial dan kerajaan sejak 2016, termasuk Kompleks Pejabat Kerajaan Persekutuan Seri Iskandar (350 kWp)",
      },
    },
    expect: {
      subject: ["solar", "fotovolta", "pv"],
      amounts: [1980000],
      total: 1980000,
      dates: [],
      duration: "10 bulan",
      counts: ["480 kWp"],
      names: [
        "Suria Tenaga Hijau Sdn. Bhd.",
        "Perbadanan Kemajuan Negeri Perak",
        "PKNP/T/SOLAR/07/2027",
        "Ipoh",
        "Suruhanjaya Tenaga",
        "TNB",
      ],
      blanks: [],
    },
  },
  {
    id: "tender-media-sosial-hotel-kk",
    flow: "simple",
    packageKey: "professional",
    language: "ms",
    kind: "tender",
    startDate: "2027-01-08",
    brief: {
      title: "Cadangan Perkhidmatan Pengurusan Media Sosial untuk Hotel Puteri Bayu, Kota Kinabalu",
      description:
        "Syarikat kami, Kreatif Borneo Digital, ingin menawarkan perkhidmatan pengurusan media sosial kepada Hotel Puteri Bayu di Kota Kinabalu untuk tempoh 12 bulan. Pakej meliputi 20 hantaran sebulan di Facebook, Instagram dan TikTok, 4 video pendek sebulan, pengurusan iklan berbayar dan laporan prestasi bulanan. Yuran perkhidmatan RM 4,800 sebulan, iaitu RM 57,600 untuk 12 bulan, tidak termasuk bajet iklan. Cadangan ini ditujukan kepada Encik Joseph Gumis, Pengurus Besar hotel.",
      type: "business",
      budgetRange: "50k-100k",
      timeline: "6-12-months",
      keyRequirements: [
        "20 hantaran sebulan di Facebook, Instagram dan TikTok",
        "4 video pendek sebulan",
        "Pengurusan iklan berbayar",
        "Laporan prestasi bulanan",
      ],
    },
    expect: {
      subject: ["media sosial"],
      amounts: [4800, 57600],
      total: 57600,
      dates: [],
      duration: "12 bulan",
      counts: ["20 hantaran", "4 video"],
      names: ["Kreatif Borneo Digital", "Hotel Puteri Bayu", "Kota Kinabalu", "Encik Joseph Gumis"],
      blanks: [],
    },
  },
];
