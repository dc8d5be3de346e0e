/**
 * The English text of each seeded template (template-seeds.ts holds the Malay): its name,
 * description, section titles (in the same order) and every field's label and placeholder, keyed
 * by template id and field name. Shown in English mode and used for an English paper's headings.
 */
export type TemplateTextEn = {
  name: string;
  description: string;
  sections: string[];
  fields: Record<string, { label: string; placeholder: string }>;
};

/** Units written after a figure, in English ('RM' stays as it is). */
export const TEMPLATE_UNITS_EN: Record<string, string> = {
  bulan: "months",
  orang: "people",
  peserta: "participants",
  unit: "units",
  pelatih: "trainees",
  murid: "pupils",
  produk: "products",
  anggota: "members",
  pengguna: "users",
};

export const TEMPLATE_TEXT_EN: Record<string, TemplateTextEn> = {
  "pelan-perniagaan-pembiayaan-mikro": {
    name: "Business Plan for Micro Financing",
    description:
      "A concise business plan for small entrepreneurs applying for micro financing from agencies or financing institutions such as TEKUN Nasional or Amanah Ikhtiar Malaysia.",
    sections: [
      "Executive Summary",
      "Entrepreneur and Business Profile",
      "Products and Services",
      "Market and Competitor Analysis",
      "Marketing and Sales Strategy",
      "Financial and Cash Flow Projections",
      "Proposed Use of Financing and Repayment Plan",
    ],
    fields: {
      namaPerniagaan: { label: "Business name", placeholder: "e.g. Kedai Kuih Mak Long Enterprise" },
      namaPemilik: { label: "Owner's name", placeholder: "e.g. Siti Aminah binti Abdullah" },
      jenisPerniagaan: { label: "Type of business", placeholder: "e.g. Making and selling traditional kuih" },
      lokasiPerniagaan: { label: "Business location", placeholder: "e.g. Pasir Mas, Kelantan" },
      jumlahPembiayaan: { label: "Financing amount applied for", placeholder: "e.g. 30000" },
      pendapatanBulanan: { label: "Current average monthly sales", placeholder: "e.g. 8000" },
      tujuanPembiayaan: {
        label: "Purpose of financing",
        placeholder: "e.g. Buying a commercial oven and a chest freezer to increase production capacity",
      },
      tempohBayaranBalik: { label: "Repayment period", placeholder: "e.g. 36" },
    },
  },
  "cadangan-perkhidmatan-katering": {
    name: "Catering Services Proposal",
    description:
      "A catering services proposal for corporate clients, government departments or event organisers, complete with scope, menu and quotation.",
    sections: ["Company Introduction", "Scope of Services and Proposed Menu", "Quotation and Payment Terms", "Closing"],
    fields: {
      namaSyarikat: { label: "Company name", placeholder: "e.g. Dapur Selera Kampung Sdn. Bhd." },
      namaPelanggan: { label: "Client name", placeholder: "e.g. Perak State Education Department" },
      jenisMajlis: { label: "Type of event", placeholder: "e.g. Annual Dinner" },
      bilanganTetamu: { label: "Number of guests", placeholder: "e.g. 300" },
      hargaSekepala: { label: "Price per head", placeholder: "e.g. 35" },
      cadanganMenu: {
        label: "Proposed menu",
        placeholder: "e.g. Nasi minyak, ayam masak merah, vegetable dalca, fruit acar and sirap bandung",
      },
    },
  },
  "cadangan-penajaan-acara": {
    name: "Event Sponsorship Proposal",
    description:
      "A proposal to win corporate sponsorship for an event, setting out the sponsorship packages and the brand exposure sponsors will get.",
    sections: [
      "Introduction to the Event",
      "Objectives and Target Audience",
      "Event Details",
      "Sponsorship Packages",
      "Benefits to Sponsors",
      "Brand Exposure and Media Coverage",
      "Closing and Contact Details",
    ],
    fields: {
      namaPenganjur: { label: "Organiser's name", placeholder: "e.g. Kuala Selangor District Youth Association" },
      namaAcara: { label: "Event name", placeholder: "e.g. Heritage Charity Run 10 km" },
      tarikhLokasi: { label: "Date and venue", placeholder: "e.g. 14 September, Dataran Kuala Selangor" },
      jangkaanPengunjung: { label: "Expected attendance", placeholder: "e.g. 2000" },
      nilaiPenajaan: { label: "Sponsorship amount sought", placeholder: "e.g. 15000" },
      manfaatPenaja: {
        label: "Benefits offered to sponsors",
        placeholder: "e.g. Logo on participants' shirts, an exhibition booth and a mention during the launch ceremony",
      },
    },
  },
  "pensijilan-halal-kesediaan-eksport": {
    name: "Halal Certification and Export Readiness Plan",
    description:
      "A complete plan for food and consumer goods makers to obtain Malaysian halal certification and break into export markets. Covers gap analysis, target markets, logistics and costs.",
    sections: [
      "Executive Summary",
      "Company and Product Profile",
      "Halal Compliance Gap Analysis",
      "Malaysian Halal Certification Action Plan",
      "Halal Assurance System and Quality Control",
      "Target Export Market Analysis",
      "Market Entry and Distribution Strategy",
      "Export Logistics and Documentation",
      "Cost Estimate and Sources of Funding",
      "Implementation Schedule and Risk Management",
    ],
    fields: {
      namaSyarikat: { label: "Company name", placeholder: "e.g. Rempah Warisan Bonda Sdn. Bhd." },
      nomborSsm: { label: "SSM registration number", placeholder: "e.g. 202101023456 (1423456-K)" },
      produkUtama: {
        label: "Main products",
        placeholder: "e.g. Instant spice pastes (rendang, curry and asam pedas) in 200 g packs",
      },
      pasaranSasaran: {
        label: "Target export markets",
        placeholder: "e.g. Singapore, Brunei and the United Arab Emirates",
      },
      kapasitiPengeluaran: { label: "Monthly production capacity", placeholder: "e.g. 20000" },
      bilanganPekerja: { label: "Number of employees", placeholder: "e.g. 18" },
      anggaranKos: { label: "Total estimated cost", placeholder: "e.g. 120000" },
      statusPensijilanSemasa: {
        label: "Current certification status",
        placeholder: "e.g. MeSTI certified; premises not yet registered for halal certification",
      },
    },
  },
  "geran-digital-pmks": {
    name: "SME Digitalisation Grant Application",
    description:
      "An application for a matching digitalisation grant for micro, small and medium enterprises (SMEs) to adopt digital solutions such as sales, accounting or e-commerce systems.",
    sections: [
      "Application Summary",
      "Company Profile",
      "Current Operations and Challenges",
      "Proposed Digital Solution",
      "Solution Provider and Scope of Implementation",
      "Cost Estimate and Co-Funding",
      "Implementation Schedule",
      "Key Performance Indicators and Expected Impact",
    ],
    fields: {
      namaSyarikat: { label: "Company name", placeholder: "e.g. Kedai Runcit Pak Din Enterprise" },
      nomborSsm: { label: "SSM registration number", placeholder: "e.g. 202203045678 (JM0987654-U)" },
      sektorPerniagaan: { label: "Business sector", placeholder: "e.g. Grocery retail" },
      bilanganPekerja: { label: "Number of employees", placeholder: "e.g. 12" },
      penyelesaianDigital: {
        label: "Proposed digital solution",
        placeholder: "e.g. Cloud-based point-of-sale (POS) system with inventory and accounting modules",
      },
      kosPelaksanaan: { label: "Implementation cost", placeholder: "e.g. 10000" },
      jumlahGeranDipohon: { label: "Grant amount applied for", placeholder: "e.g. 5000" },
      negeri: { label: "State", placeholder: "e.g. Johor" },
    },
  },
  "program-gotong-royong-komuniti": {
    name: "Community Gotong-Royong and Carnival Programme Paper",
    description:
      "A working paper for a community programme such as a major gotong-royong or a community carnival organised by a Rukun Tetangga, JKKK or residents' association.",
    sections: [
      "Introduction and Background",
      "Programme Objectives",
      "Programme Details and Schedule",
      "Organising Committee",
      "Estimated Expenditure",
    ],
    fields: {
      namaPenganjur: { label: "Organiser's name", placeholder: "e.g. Rukun Tetangga Taman Sri Muda" },
      namaProgram: { label: "Programme name", placeholder: "e.g. Housing Area Gotong-Royong Perdana" },
      tarikhProgram: { label: "Programme date", placeholder: "e.g. Saturday, 12 July" },
      lokasiProgram: { label: "Programme venue", placeholder: "e.g. Section 25 Multipurpose Hall, Shah Alam" },
      bilanganPeserta: { label: "Number of participants", placeholder: "e.g. 150" },
      aktivitiUtama: {
        label: "Main activities",
        placeholder: "e.g. Cleaning drains, painting the bus shelter and a community feast",
      },
      anggaranPerbelanjaan: { label: "Estimated expenditure", placeholder: "e.g. 3500" },
    },
  },
  "projek-komuniti-pbt": {
    name: "Local Authority Community Project Proposal",
    description:
      "A community project proposal for a local authority (PBT), such as a community garden, recycling or better public facilities.",
    sections: [
      "Introduction",
      "Background of the Area and Community",
      "Project Objectives",
      "Project Scope and Activities",
      "Community and Stakeholder Involvement",
      "Cost Estimate and Sources of Allocation",
      "Monitoring and Evaluation",
    ],
    fields: {
      namaPbt: { label: "Local authority", placeholder: "e.g. Ipoh City Council" },
      namaProjek: { label: "Project name", placeholder: "e.g. Taman Meru Green Community Garden" },
      lokasiProjek: { label: "Project location", placeholder: "e.g. Open land at Jalan Meru 3, Ipoh, Perak" },
      bilanganPenerimaManfaat: { label: "Number of beneficiaries", placeholder: "e.g. 800" },
      objektifProjek: {
        label: "Project objectives",
        placeholder: "e.g. Provide a community garden and family recreation space and reduce illegal dumping",
      },
      anggaranKos: { label: "Estimated cost", placeholder: "e.g. 45000" },
      tempohProjek: { label: "Project duration", placeholder: "e.g. 6" },
    },
  },
  "respons-tender-agensi-negeri": {
    name: "Technical Proposal for a State Agency Tender",
    description:
      "A technical and financial proposal in response to a state government agency's tender or quotation, arranged the way tenders are usually evaluated.",
    sections: [
      "Cover Letter",
      "Executive Summary",
      "Understanding of the Tender Scope and Requirements",
      "Company Profile and Experience",
      "Implementation Methodology",
      "Work Plan and Implementation Schedule",
      "Project Organisation and Key Personnel",
      "Quality, Occupational Safety and Health Management",
      "Risk Management",
      "Price Proposal and Payment Schedule",
      "Compliance with Tender Conditions and Closing",
    ],
    fields: {
      namaSyarikat: { label: "Company name", placeholder: "e.g. Bina Jaya Teguh Sdn. Bhd." },
      namaAgensi: { label: "Agency calling the tender", placeholder: "e.g. State Economic Development Corporation" },
      nomborTender: { label: "Tender reference number", placeholder: "e.g. PKN/T/2025/014" },
      tajukTender: {
        label: "Tender title",
        placeholder: "e.g. Building and Landscape Maintenance Services for the Administrative Complex",
      },
      skopKerja: {
        label: "Scope of work",
        placeholder: "e.g. Mechanical and electrical maintenance, area cleaning and landscape maintenance",
      },
      hargaTawaran: { label: "Tender price", placeholder: "e.g. 850000" },
      tempohKontrak: { label: "Contract period", placeholder: "e.g. 24" },
      pengalamanBerkaitan: {
        label: "Relevant project experience",
        placeholder: "e.g. District office building maintenance contract (2021-2024) worth RM 600,000",
      },
    },
  },
  "program-sekolah": {
    name: "School Programme Paper",
    description:
      "A working paper for a school programme such as a motivation camp, literacy programme or excellence workshop, for approval by the school administration and PTA (PIBG).",
    sections: [
      "Introduction and Rationale",
      "Programme Objectives",
      "Programme Details and Schedule",
      "Organising Committee",
      "Estimated Expenditure",
    ],
    fields: {
      namaSekolah: { label: "School name", placeholder: "e.g. SMK Seri Permai, Kuala Terengganu" },
      namaProgram: { label: "Programme name", placeholder: "e.g. SPM Excellence Motivation Camp" },
      tarikhProgram: { label: "Programme dates", placeholder: "e.g. 18 to 20 July" },
      bilanganPeserta: { label: "Number of participants", placeholder: "e.g. 120" },
      objektifProgram: {
        label: "Programme objectives",
        placeholder: "e.g. Raise the motivation and study skills of Form 5 pupils ahead of the SPM examination",
      },
      anggaranPerbelanjaan: { label: "Estimated expenditure", placeholder: "e.g. 6000" },
    },
  },
  "kursus-latihan-tvet": {
    name: "TVET Training Course Proposal",
    description:
      "A proposal to run a technical and vocational education and training (TVET) course in line with industry needs and skills certificates.",
    sections: [
      "Introduction and Background",
      "Industry Needs and Course Rationale",
      "Objectives and Learning Outcomes",
      "Course Structure and Modules",
      "Delivery and Assessment Methods",
      "Trainers and Training Facilities",
      "Cost Estimate and Graduate Employability",
    ],
    fields: {
      namaInstitusi: {
        label: "Training institution name",
        placeholder: "e.g. Kuantan Technical Skills Training Centre",
      },
      namaKursus: { label: "Course name", placeholder: "e.g. Certificate in Domestic Electrical Wiring" },
      bidangKemahiran: { label: "Skills area", placeholder: "e.g. Electrical and electronics" },
      tempohKursus: { label: "Course duration", placeholder: "e.g. 6" },
      bilanganPelatih: { label: "Number of trainees", placeholder: "e.g. 25" },
      kosSetiapPelatih: { label: "Cost per trainee", placeholder: "e.g. 4500" },
      rakanIndustri: {
        label: "Industry partners",
        placeholder: "e.g. Local electrical contractors offering industrial training and job opportunities",
      },
    },
  },
  "pembukaan-tadika-swasta": {
    name: "Private Kindergarten Opening Plan",
    description:
      "A plan for opening a private kindergarten covering the preschool curriculum, location analysis, registration compliance, pupil enrolment and financial projections.",
    sections: [
      "Executive Summary",
      "Background, Vision and Mission of the Kindergarten",
      "Curriculum and Learning Approach",
      "Location and Demand Analysis",
      "Facilities, Teachers and Registration",
      "Marketing and Enrolment Strategy",
      "Financial Projections",
      "Implementation Plan",
    ],
    fields: {
      namaTadika: { label: "Kindergarten name", placeholder: "e.g. Tadika Cahaya Bestari" },
      lokasiTadika: { label: "Kindergarten location", placeholder: "e.g. Section 7, Shah Alam, Selangor" },
      bilanganMuridSasaran: { label: "Target number of pupils", placeholder: "e.g. 60" },
      yuranBulanan: { label: "Monthly fee", placeholder: "e.g. 350" },
      modalPermulaan: { label: "Start-up capital", placeholder: "e.g. 150000" },
      bilanganGuru: { label: "Number of teachers", placeholder: "e.g. 5" },
      pendekatanPembelajaran: {
        label: "Learning approach",
        placeholder: "e.g. Play-based learning built on KSPK, with a bilingual focus and good values",
      },
    },
  },
  "geran-penyelidikan-universiti": {
    name: "University Research Grant Application",
    description:
      "An application for a university or national fundamental research grant (such as FRGS), complete with methodology, Gantt chart, budget and impact. Suited to researchers and lecturers at higher education institutions.",
    sections: [
      "Research Summary",
      "Background and Literature Review",
      "Problem Statement",
      "Research Questions and Objectives",
      "Research Methodology",
      "Work Schedule (Gantt Chart)",
      "Budget Estimate",
      "Expected Outcomes and Impact",
      "Knowledge Transfer and Publications",
      "References",
    ],
    fields: {
      tajukPenyelidikan: {
        label: "Research title",
        placeholder: "e.g. A Satellite Data Model for Forecasting Rice Yields in the Kedah Rice Bowl",
      },
      namaKetuaPenyelidik: {
        label: "Principal investigator",
        placeholder: "e.g. Assoc. Prof. Dr. Nur Aisyah binti Hassan",
      },
      namaUniversiti: { label: "University", placeholder: "e.g. Universiti Utara Malaysia" },
      bidangPenyelidikan: { label: "Research field", placeholder: "e.g. Agricultural science and remote sensing" },
      pernyataanMasalah: {
        label: "Problem statement",
        placeholder: "e.g. Current rice yield estimates rely on field surveys that are late and imprecise",
      },
      jumlahBajet: { label: "Total budget applied for", placeholder: "e.g. 95000" },
      tempohPenyelidikan: { label: "Research duration", placeholder: "e.g. 24" },
      bilanganPenyelidik: { label: "Number of researchers", placeholder: "e.g. 4" },
    },
  },
  "cadangan-pembangunan-laman-web": {
    name: "Website Development Proposal",
    description:
      "A short proposal for developing a corporate or e-commerce website for a small business, covering requirements, schedule and cost.",
    sections: ["Introduction", "Website Requirements and Features", "Development Schedule and Cost", "Closing"],
    fields: {
      namaPerniagaan: { label: "Business name", placeholder: "e.g. Batik Ilham Terengganu" },
      produkPerkhidmatan: {
        label: "Products or services",
        placeholder: "e.g. Hand-drawn batik cloth, baju kurung and batik accessories",
      },
      ciriDiperlukan: {
        label: "Features needed",
        placeholder: "e.g. Product catalogue, shopping cart, FPX payment and a WhatsApp link",
      },
      bilanganProduk: { label: "Number of products", placeholder: "e.g. 80" },
      bajet: { label: "Budget", placeholder: "e.g. 4500" },
    },
  },
  "aplikasi-mudah-alih-koperasi": {
    name: "Cooperative Mobile App Development Proposal",
    description:
      "A proposal to develop a mobile app for a cooperative so members can check their shares, apply for financing and receive notices digitally.",
    sections: [
      "Introduction and Background of the Cooperative",
      "Statement of Needs",
      "Key Features of the App",
      "Security and Protection of Members' Data",
      "Development and Launch Plan",
      "Cost Estimate",
      "Benefits to Members and the Cooperative",
    ],
    fields: {
      namaKoperasi: { label: "Cooperative name", placeholder: "e.g. Koperasi Warga Pendidik Negeri Sembilan Berhad" },
      bilanganAnggota: { label: "Number of members", placeholder: "e.g. 3500" },
      perkhidmatanKoperasi: {
        label: "Cooperative services",
        placeholder: "e.g. Personal financing, a cooperative grocery shop and annual dividend payouts",
      },
      ciriAplikasi: {
        label: "App features wanted",
        placeholder: "e.g. Share and dividend checks, online financing applications and AGM notifications",
      },
      platform: { label: "Platform", placeholder: "e.g. Android and iOS" },
      anggaranKos: { label: "Estimated cost", placeholder: "e.g. 80000" },
    },
  },
  "naik-taraf-keselamatan-siber": {
    name: "Cybersecurity Upgrade Proposal",
    description:
      "A proposal to upgrade an organisation's cybersecurity controls based on a risk assessment, including compliance with the Personal Data Protection Act 2010 and staff awareness training.",
    sections: [
      "Executive Summary",
      "Current State and Risk Assessment",
      "Upgrade Objectives",
      "Proposed Technical Solution",
      "Policy and Legal Compliance",
      "Implementation Plan",
      "Cost Estimate",
      "Awareness Training and Maintenance",
    ],
    fields: {
      namaOrganisasi: { label: "Organisation name", placeholder: "e.g. Klinik Pakar Mesra Sdn. Bhd." },
      sektor: { label: "Sector", placeholder: "e.g. Private healthcare" },
      bilanganPengguna: { label: "Number of system users", placeholder: "e.g. 150" },
      sistemSediaAda: {
        label: "Existing systems and infrastructure",
        placeholder: "e.g. Office network with 3 on-site servers, cloud email and a patient records system",
      },
      insidenTerdahulu: {
        label: "Past security incidents",
        placeholder: "e.g. A ransomware attack last year that stopped operations for two days",
      },
      anggaranBajet: { label: "Estimated budget", placeholder: "e.g. 120000" },
    },
  },
  "cadangan-pembangunan-sistem": {
    name: "System Development Proposal",
    description:
      "A complete proposal for developing an information system for an organisation or department, from functional requirements and architecture to the implementation schedule, cost and post-launch support.",
    sections: [
      "Executive Summary",
      "Background and Problem Statement",
      "System Objectives",
      "Scope and Functional Requirements",
      "Non-Functional Requirements",
      "System Design and Architecture",
      "Development Methodology",
      "Implementation Schedule",
      "Cost Estimate",
      "Training, Support and Maintenance",
    ],
    fields: {
      namaOrganisasi: { label: "Organisation name", placeholder: "e.g. Kuala Langat District Council" },
      namaSistem: { label: "System name", placeholder: "e.g. Public Complaints Management System" },
      masalahSemasa: {
        label: "Current problems",
        placeholder: "e.g. Complaints arrive by phone and paper forms, are hard to track and slow to resolve",
      },
      modulUtama: {
        label: "Main modules",
        placeholder:
          "e.g. Complaint registration, task assignment, status tracking, reports and a management dashboard",
      },
      bilanganPengguna: { label: "Number of users", placeholder: "e.g. 250" },
      anggaranKos: { label: "Estimated cost", placeholder: "e.g. 180000" },
      tempohPembangunan: { label: "Development period", placeholder: "e.g. 9" },
    },
  },
};
