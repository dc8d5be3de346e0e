/**
 * Five more briefs, one per kind, that no test asserts on: for reading the output by eye and for
 * `npm run bench:quality`. Same shape and hand-written `expect` as the corpus.
 */
import type { CorpusEntry } from "./types.js";

export const HOLDOUT: CorpusEntry[] = [
  {
    id: "holdout-futsal-bagan-datuk",
    flow: "simple",
    packageKey: "premium",
    language: "ms",
    kind: "program",
    startDate: "2027-05-10",
    brief: {
      title: "Kejohanan Futsal Belia Piala ADUN Rungkup 2027",
      description:
        "Majlis Belia Daerah Bagan Datuk menganjurkan kejohanan futsal terbuka untuk belia berumur 15 hingga 30 tahun pada 14 dan 15 Ogos 2027 di Kompleks Sukan Hutan Melintang. Kejohanan disertai 32 pasukan dengan yuran RM 150 sepasukan. Anggaran perbelanjaan RM 14,400 ditampung oleh yuran penyertaan dan peruntukan Pejabat ADUN Rungkup.",
      type: "project",
      budgetRange: "10k-50k",
      timeline: "3-6-months",
      keyRequirements: [
        "Sewa gelanggang dua hari",
        "Hadiah wang tunai dan piala",
        "Pengadil bertauliah",
        "Air minuman",
      ],
      details: {
        eventDate: "2027-08-14",
        eventEndDate: "2027-08-15",
        eventTime: "8.00 pagi - 6.00 petang",
        venue: "Kompleks Sukan Hutan Melintang, Bagan Datuk",
        addressee: "Pejabat ADUN Rungkup",
        applicant: "Majlis Belia Daerah Bagan Datuk",
        budgetItems: [
          { item: "Sewa gelanggang futsal", quantity: 2, unitPrice: 1200, unit: "hari" },
          { item: "Hadiah wang tunai (johan, naib johan, tempat ketiga)", quantity: 1, unitPrice: 6000, unit: "set" },
          { item: "Piala dan pingat", quantity: 1, unitPrice: 1800, unit: "set" },
          { item: "Elaun pengadil", quantity: 40, unitPrice: 80, unit: "perlawanan" },
          { item: "Air minuman", quantity: 2, unitPrice: 500, unit: "hari" },
        ],
        fundingSources: [
          { source: "Yuran penyertaan (32 pasukan x RM 150)", amount: 4800 },
          { source: "Peruntukan Pejabat ADUN Rungkup", amount: 9600 },
        ],
      },
    },
    expect: {
      subject: ["futsal", "kejohanan"],
      amounts: [150, 14400, 1200, 6000, 1800, 80, 500, 4800, 9600],
      total: 14400,
      eventDate: "2027-08-14",
      eventEndDate: "2027-08-15",
      dates: ["2027-08-14", "2027-08-15"],
      counts: ["32 pasukan"],
      names: ["Majlis Belia Daerah Bagan Datuk", "Kompleks Sukan Hutan Melintang", "Bagan Datuk", "ADUN Rungkup"],
      times: ["8.00 pagi", "6.00 petang"],
      blanks: [],
    },
  },
  {
    id: "holdout-composting-kuching-en",
    flow: "detailed",
    packageKey: "standard",
    language: "en",
    kind: "cadangan",
    startDate: "2027-01-15",
    brief: {
      title: "Proposal to Pilot Food-Waste Composting at Three Wet Markets in Kuching South",
      description:
        "The Environmental Health Division of Kuching South City Council (MBKS) proposes a six-month pilot to compost the food waste of the Stutong, Batu Kawa and Penrissen wet markets with in-vessel composters, diverting about 1.5 tonnes a day from the landfill. The paper seeks the approval of the Full Council Meeting on 25 February 2027 for a budget of RM 72,000.",
      type: "lain-lain",
      budgetRange: "50k-100k",
      timeline: "4-6-bulan",
      keyRequirements: [
        "Three in-vessel composters, one per market",
        "90 collection bins for traders",
        "Training for market traders on separating food waste",
        "Monitoring of compost quality and tonnage",
      ],
      targetAudience: "Traders and cleaners of the three wet markets, and residents who buy the compost",
      companyBackground:
        "The Environmental Health Division runs waste collection for 42 markets and food courts in Kuching South and started a recycling programme with traders in 2022.",
      objectives:
        "Divert at least 1.5 tonnes of food waste a day from the landfill; Involve every trader in the three markets in separating waste; Produce compost for the council's parks",
      constraints: "Space at Stutong market is limited; odour complaints must be handled within a day.",
      additionalInfo: "",
      details: {
        addressee: "Mayor of Kuching South City Council",
        applicant: "Environmental Health Division, Kuching South City Council (MBKS)",
        budgetItems: [
          { item: "In-vessel composter", quantity: 3, unitPrice: 16000, unit: "units" },
          { item: "Collection bins", quantity: 90, unitPrice: 120, unit: "bins" },
          { item: "Training sessions for traders", quantity: 3, unitPrice: 1400, unit: "sessions" },
          { item: "Monitoring and laboratory tests", quantity: 1, unitPrice: 9000, unit: "lot" },
        ],
      },
    },
    expect: {
      subject: ["compost", "composting", "food waste"],
      amounts: [72000, 16000, 120, 1400, 9000],
      total: 72000,
      dates: ["2027-02-25"],
      duration: "6 months",
      counts: ["90 bins"],
      names: ["Kuching South City Council", "MBKS", "Stutong", "Batu Kawa", "Penrissen"],
      blanks: [],
    },
  },
  {
    id: "holdout-dobi-tekun-kangar",
    flow: "auto",
    packageKey: "professional",
    language: "ms",
    kind: "geran",
    startDate: "2027-02-26",
    brief: {
      title: "Permohonan Pembiayaan TEKUN untuk Kedai Dobi Layan Diri di Kangar",
      description:
        "Saya Mohd Hafiz bin Ramli ingin memohon pembiayaan TEKUN Nasional sebanyak RM 50,000 untuk membuka kedai dobi layan diri di Taman Seri Kangar, Kangar, Perlis.\nKos keseluruhan RM 68,000: 4 mesin basuh, 4 mesin pengering, pengubahsuaian kedai dan sistem pembayaran tanpa tunai.\nSumbangan sendiri RM 18,000.\nSasaran 60 pelanggan sehari.",
      type: "project",
      keyRequirements: [
        "Saya Mohd Hafiz bin Ramli ingin memohon pembiayaan TEKUN Nasional sebanyak RM 50,000 untuk membuka kedai dobi layan diri di Taman Seri Kangar, Kangar, Perlis.",
        "Kos keseluruhan RM 68,000: 4 mesin basuh, 4 mesin pengering, pengubahsuaian kedai dan sistem pembayaran tanpa tunai.",
        "Sumbangan sendiri RM 18,000.",
        "Sasaran 60 pelanggan sehari.",
      ],
    },
    expect: {
      subject: ["dobi"],
      amounts: [50000, 68000, 18000],
      total: 68000,
      dates: [],
      counts: ["4 mesin", "60 pelanggan"],
      names: ["Mohd Hafiz bin Ramli", "TEKUN Nasional", "Taman Seri Kangar", "Kangar"],
      blanks: ["duration"],
    },
  },
  {
    id: "holdout-microplastics-mussels-en",
    flow: "detailed",
    packageKey: "exclusive",
    language: "en",
    kind: "penyelidikan",
    startDate: "2027-03-08",
    brief: {
      title: "Microplastic Contamination in Green Mussels (Perna viridis) Farmed along the Straits of Malacca",
      description:
        "A three-year study by the Centre for Marine and Coastal Studies (CEMACS), Universiti Sains Malaysia, measuring microplastics in farmed green mussels at 6 farms in Penang, Perak and Melaka, and estimating consumers' dietary exposure. The budget is RM 180,000 over 36 months under FRGS, and the project trains 1 PhD and 2 MSc students.",
      type: "lain-lain",
      budgetRange: "100k-200k",
      timeline: "atas-2-tahun",
      keyRequirements: [
        "Quarterly sampling of mussels, seawater and sediment at 6 farms",
        "Polymer identification of 180 samples by FTIR",
        "Dietary exposure survey of 400 mussel consumers",
        "Guidelines for farmers on reducing plastic gear",
      ],
      targetAudience: "Department of Fisheries Malaysia, mussel farmers and consumers",
      companyBackground:
        "Lead researcher Dr. Tan Shu Fen (CEMACS, USM) has published 18 indexed papers on coastal pollution; the team has 3 researchers.",
      objectives:
        "Measure microplastic abundance in mussels at 6 farms; Identify the polymers and their likely sources; Estimate the dietary exposure of Malaysian consumers",
      constraints: "Sampling depends on the monsoon; FTIR time is shared with other projects.",
      additionalInfo: "",
      details: {
        applicant: "Dr. Tan Shu Fen, CEMACS, Universiti Sains Malaysia",
        addressee: "FRGS Evaluation Panel, Ministry of Higher Education",
        budgetItems: [
          { item: "Vot 11000: Graduate research assistants", quantity: 36, unitPrice: 2000, unit: "months" },
          { item: "Vot 21000: Travel and sampling", quantity: 1, unitPrice: 24000 },
          { item: "Vot 27000: Consumables and reagents", quantity: 1, unitPrice: 30000 },
          { item: "Vot 29000: FTIR analysis", quantity: 180, unitPrice: 150, unit: "samples" },
          { item: "Vot 35000: Sampling equipment", quantity: 1, unitPrice: 27000 },
        ],
      },
    },
    expect: {
      subject: ["microplastic", "mussels"],
      amounts: [180000, 2000, 24000, 30000, 150, 27000],
      total: 180000,
      dates: [],
      duration: "36 months",
      counts: ["6 farms", "180 samples", "400 consumers"],
      names: ["Universiti Sains Malaysia", "CEMACS", "Penang", "Perak", "Melaka", "Dr. Tan Shu Fen"],
      blanks: [],
    },
  },
  {
    id: "holdout-ezakat-perlis",
    flow: "template",
    packageKey: "premium",
    language: "ms",
    kind: "tender",
    startDate: "2027-04-05",
    brief: {
      templateId: "cadangan-pembangunan-sistem",
      values: {
        namaOrganisasi: "Majlis Agama Islam dan Adat Istiadat Melayu Perlis (MAIPs)",
        namaSistem: "Sistem Pengurusan Zakat Bersepadu (e-Zakat Perlis)",
        masalahSemasa:
          "Kutipan dan agihan zakat direkodkan dalam tiga sistem berasingan dan hamparan Excel; semakan status asnaf mengambil masa sehingga tiga minggu dan laporan bulanan disediakan secara manual",
        modulUtama:
          "Pendaftaran dan profil asnaf; kutipan zakat dalam talian (FPX dan DuitNow); agihan dan kelulusan bantuan; papan pemuka dan laporan; aplikasi mudah alih untuk amil",
        bilanganPengguna: 120,
        anggaranKos: 460000,
        tempohPembangunan: 14,
      },
    },
    expect: {
      subject: ["zakat", "sistem"],
      amounts: [460000],
      total: 460000,
      dates: [],
      duration: "14 bulan",
      counts: ["120 pengguna"],
      names: ["Majlis Agama Islam dan Adat Istiadat Melayu Perlis", "MAIPs"],
      blanks: ["applicant"],
    },
  },
];
