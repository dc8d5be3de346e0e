/**
 * What the reader of a template paper expects in the template's own sections: those no kind's
 * writer covers ('Strategi Kemasukan Pasaran dan Pengedaran', 'Struktur Kursus dan Modul'). Each
 * line is true of any paper of that template; what only the user knows is a marked blank, written
 * `{?what is missing}`, and {thing} / {org} / {addressee} are the paper's own slots. Keyed by the
 * template's id and its section's Malay title.
 */
import type { GuideLine } from "../../ai/writer.js";

export const TEMPLATE_GUIDES: Record<string, Record<string, GuideLine[]>> = {
  "pelan-perniagaan-pembiayaan-mikro": {
    "Strategi Pemasaran dan Jualan": [
      [
        "Pelanggan utama {thing} ialah {?pelanggan utama, contohnya pekerja pejabat dan penduduk sekitar premis}.",
        "The main customers of {thing} are {?the main customers, e.g. office workers and residents near the premises}.",
      ],
      [
        "Produk dijual melalui {?saluran jualan, contohnya kedai sendiri, tempahan WhatsApp dan platform penghantaran makanan}.",
        "Products are sold through {?the sales channels, e.g. the shop, WhatsApp orders and food delivery platforms}.",
      ],
      [
        "Harga jualan ditetapkan berdasarkan kos bahan, upah dan margin keuntungan, dan dibandingkan dengan harga pesaing terdekat supaya kekal berdaya saing.",
        "Selling prices are set from the cost of materials, labour and profit margin, and compared with the nearest competitors' prices so that they stay competitive.",
      ],
      [
        "Promosi dijalankan melalui media sosial, pelanggan tetap dan kerjasama dengan kedai atau pejabat berhampiran, dengan kos yang kecil berbanding jualan yang dijangka.",
        "Promotion runs through social media, regular customers and tie-ups with nearby shops or offices, at a small cost against the sales expected.",
      ],
      [
        "Jualan direkod setiap hari supaya kesan pembiayaan terhadap jualan bulanan dapat ditunjukkan kepada pihak pembiaya.",
        "Sales are recorded daily so that the effect of the financing on monthly sales can be shown to the financier.",
      ],
    ],
  },
  "cadangan-penajaan-acara": {
    "Pakej Penajaan": [
      [
        "Penajaan {thing} ditawarkan dalam beberapa peringkat, dan setiap peringkat menyatakan nilai tajaan serta pulangan yang diterima oleh penaja.",
        "Sponsorship of {thing} is offered at several tiers, and each tier states the sponsorship value and what the sponsor receives in return.",
      ],
      [
        "Pulangan kepada penaja termasuk paparan logo pada bahan promosi dan pentas, sebutan semasa acara, ruang pameran atau gerai, dan hantaran di media sosial penganjur.",
        "Sponsors' returns include their logo on promotional material and the stage, mentions during the event, exhibition or booth space, and posts on the organiser's social media.",
      ],
      [
        "Peringkat dan nilai tajaan yang ditawarkan: {?peringkat tajaan dan nilainya, contohnya Platinum, Emas dan Perak}.",
        "The tiers and values offered: {?the sponsorship tiers and their values, e.g. Platinum, Gold and Silver}.",
      ],
      [
        "Tajaan dalam bentuk barangan atau perkhidmatan turut diterima dan dinilai mengikut nilai pasarannya.",
        "Sponsorship in kind, as goods or services, is also accepted and valued at its market price.",
      ],
      [
        "Selepas acara, setiap penaja menerima laporan ringkas berserta gambar, jumlah kehadiran dan capaian media sebagai bukti pulangan tajaannya.",
        "After the event every sponsor receives a short report with photographs, attendance and media reach as evidence of the return on its sponsorship.",
      ],
    ],
    "Pendedahan Jenama dan Liputan Media": [
      [
        "Jenama penaja {thing} dipaparkan sebelum, semasa dan selepas acara: pada poster, kain rentang, latar pentas, baju atau tag peserta, dan laman serta media sosial {org}.",
        "The sponsor's brand is shown before, during and after {thing}: on posters, banners, the stage backdrop, participants' shirts or tags, and {org}'s website and social media.",
      ],
      [
        "Liputan media {thing} dirancang melalui {?rakan media dan saluran liputan, contohnya akhbar tempatan, radio dan pempengaruh media sosial}.",
        "Media coverage of {thing} is planned through {?the media partners and channels, e.g. local newspapers, radio and social media influencers}.",
      ],
      [
        "Kenyataan media dan gambar acara diedarkan kepada wartawan sebaik sahaja acara selesai, dengan nama penaja utama disebut.",
        "A press release and photographs of the event go to journalists as soon as it ends, naming the main sponsors.",
      ],
      [
        "Capaian setiap hantaran media sosial, bilangan pengunjung dan keratan liputan media direkodkan supaya pendedahan jenama penaja dapat diukur.",
        "The reach of every social media post, the attendance and press cuttings are recorded so that the sponsor's brand exposure can be measured.",
      ],
      [
        "Penggunaan logo dan nama penaja dalam semua bahan {thing} disahkan dahulu oleh penaja sebelum dicetak atau disiarkan.",
        "Every use of the sponsor's logo and name in the {thing} material is approved by the sponsor before it is printed or published.",
      ],
    ],
  },
  "pensijilan-halal-kesediaan-eksport": {
    "Analisis Jurang Pematuhan Halal": [
      [
        "Analisis jurang bagi {thing} membandingkan amalan semasa syarikat dengan keperluan Manual Prosedur Pensijilan Halal Malaysia dan MS 1500 bagi premis, bahan mentah, proses, pekerja dan dokumentasi.",
        "The gap analysis for {thing} compares the company's current practice with the Malaysian Halal Certification Procedure Manual and MS 1500 for premises, raw materials, process, staff and documentation.",
      ],
      [
        "Jurang utama yang dikenal pasti: {?jurang utama, contohnya bahan tanpa sijil halal, ketiadaan Eksekutif Halal atau susun atur premis}.",
        "The main gaps found: {?the main gaps, e.g. uncertified ingredients, no Halal Executive or the premises layout}.",
      ],
      [
        "Setiap jurang diberi tindakan pembetulan, pegawai yang bertanggungjawab dan tarikh siap dalam pelan tindakan pensijilan.",
        "Each gap is given a corrective action, a responsible officer and a completion date in the certification action plan.",
      ],
    ],
    "Sistem Jaminan Halal dan Kawalan Kualiti": [
      [
        "Sistem Jaminan Halal (SJH) bagi {thing} merangkumi dasar halal, Jawatankuasa Halal Dalaman, kawalan bahan mentah dan pembekal, kebolehkesanan produk, dan audit dalaman.",
        "The Halal Assurance System for {thing} covers the halal policy, the Internal Halal Committee, control of raw materials and suppliers, product traceability and internal audit.",
      ],
      [
        "Setiap bahan mentah mempunyai sijil halal pembekal yang sah, dan tarikh luput sijil tersebut dipantau supaya tiada bahan tanpa sijil digunakan.",
        "Every raw material has a valid supplier halal certificate, and those certificates' expiry dates are tracked so that no uncertified material is used.",
      ],
      [
        "Kawalan kualiti makanan mengikut amalan pengilangan yang baik dan sistem keselamatan makanan seperti MeSTI, GMP atau HACCP.",
        "Food quality control follows good manufacturing practice and a food safety system such as MeSTI, GMP or HACCP.",
      ],
      [
        "Rekod pengeluaran, pembersihan dan pemeriksaan disimpan supaya setiap kelompok produk boleh dikesan semula jika berlaku aduan atau penarikan balik.",
        "Production, cleaning and inspection records are kept so that every batch can be traced if there is a complaint or a recall.",
      ],
    ],
    "Keperluan Logistik dan Dokumentasi Eksport": [
      [
        "Setiap penghantaran eksport {thing} memerlukan invois komersial, senarai pembungkusan, bil muatan, Perakuan Asal (Certificate of Origin) dan sijil halal yang sah.",
        "Every export shipment of {thing} needs a commercial invoice, packing list, bill of lading, Certificate of Origin and a valid halal certificate.",
      ],
      [
        "Sijil kesihatan atau sijil keselamatan makanan tambahan dipohon jika disyaratkan oleh negara pengimport.",
        "A health certificate or further food safety certificate is obtained where the importing country requires it.",
      ],
      [
        "Label produk disediakan mengikut peraturan negara sasaran, termasuk bahasa, senarai ramuan, maklumat alergen, tarikh luput dan logo halal.",
        "Product labels follow each target country's rules, including language, ingredients, allergen information, expiry date and the halal logo.",
      ],
      [
        "Penghantaran diurus melalui ejen penghantaran (freight forwarder) yang berpengalaman dalam produk makanan, dengan terma penghantaran yang dipersetujui dengan pembeli.",
        "Shipping is handled by a freight forwarder experienced in food products, on delivery terms agreed with the buyer.",
      ],
      [
        "Ejen penghantaran dan terma penghantaran yang dirancang: {?ejen penghantaran dan terma Incoterms, contohnya FOB Pelabuhan Klang}.",
        "Planned freight forwarder and delivery terms: {?the forwarder and Incoterms, e.g. FOB Port Klang}.",
      ],
    ],
    "Pelan Tindakan Pensijilan Halal Malaysia": [
      [
        "Permohonan pensijilan halal Malaysia dibuat melalui sistem MYeHALAL selepas premis, bahan mentah dan proses pengeluaran {thing} memenuhi Manual Prosedur Pensijilan Halal Malaysia.",
        "The application for Malaysian halal certification is made through MYeHALAL once the premises, raw materials and production process of {thing} meet the Malaysian Halal Certification Procedure Manual.",
      ],
      [
        "Langkah utamanya ialah melantik Eksekutif Halal atau Penyelia Halal, menubuhkan Jawatankuasa Halal Dalaman, menyemak status halal setiap bahan dan pembekal, dan menyediakan dokumen permohonan.",
        "The main steps are to appoint a Halal Executive or Halal Supervisor, set up an Internal Halal Committee, check the halal status of every ingredient and supplier, and prepare the application documents.",
      ],
      [
        "Pekerja yang mengendalikan makanan menerima latihan kesedaran halal dan suntikan tifoid sebelum audit pemeriksaan premis dijalankan.",
        "Food handlers receive halal awareness training and typhoid vaccination before the premises are audited.",
      ],
      [
        "Tarikh sasaran permohonan dan audit: {?tarikh sasaran permohonan MYeHALAL dan audit premis}.",
        "Target dates for the application and audit: {?the target dates for the MYeHALAL application and the premises audit}.",
      ],
      [
        "Sebarang penemuan audit akan ditutup dengan tindakan pembetulan bertulis sebelum sijil dikeluarkan.",
        "Any audit findings will be closed with written corrective actions before the certificate is issued.",
      ],
    ],
    "Analisis Pasaran Eksport Sasaran": [
      [
        "Bagi setiap negara sasaran, analisis ini melihat saiz permintaan bagi produk seumpamanya, harga runcit semasa, pesaing utama dan syarat kemasukan produk makanan.",
        "For each target country this analysis looks at demand for similar products, current retail prices, the main competitors and the entry rules for food products.",
      ],
      [
        "Pengiktirafan sijil halal Malaysia oleh badan halal negara sasaran disemak terlebih dahulu, kerana ia menentukan sama ada sijil tambahan diperlukan.",
        "Whether the target country's halal body recognises the Malaysian halal certificate is checked first, as it decides whether further certification is needed.",
      ],
      [
        "Sumber data pasaran yang digunakan: {?sumber data, contohnya laporan MATRADE, maklum balas pengimport dan pameran perdagangan}.",
        "Market data sources used: {?the data sources, e.g. MATRADE reports, importers' feedback and trade fairs}.",
      ],
      [
        "Kelebihan {thing} berbanding produk pesaing di pasaran tersebut ialah {?kelebihan produk, contohnya resipi tradisional, tempoh simpan atau harga}.",
        "The advantage of {thing} over competing products in those markets is {?the product's advantage, e.g. traditional recipe, shelf life or price}.",
      ],
    ],
    "Strategi Kemasukan Pasaran dan Pengedaran": [
      [
        "Kemasukan {thing} ke pasaran dibuat secara berperingkat, bermula dengan satu negara dan saluran yang paling dekat sebelum diperluas ke pasaran lain.",
        "Market entry for {thing} is staged, starting with the nearest country and channel before widening to the others.",
      ],
      [
        "Saluran yang dirancang ialah {?saluran pengedaran, contohnya pengimport atau pengedar yang dilantik, rangkaian pasar raya dan platform e-dagang rentas sempadan}.",
        "The planned channels are {?the distribution channels, e.g. an appointed importer or distributor, supermarket chains and cross-border e-commerce}.",
      ],
      [
        "Pengedar atau pengimport dipilih berdasarkan rangkaian jualan, keupayaan menyimpan produk makanan dan rekod pematuhan halal mereka.",
        "Distributors or importers are chosen for their sales network, their ability to store food products and their halal compliance record.",
      ],
      [
        "Promosi di pasaran sasaran menggunakan pameran perdagangan, misi perdagangan MATRADE dan sampel produk kepada pembeli.",
        "Promotion in the target markets uses trade fairs, MATRADE trade missions and product samples for buyers.",
      ],
      [
        "Harga eksport dikira daripada kos pengeluaran, pembungkusan, penghantaran, duti dan margin pengedar supaya harga runcit di pasaran sasaran kekal berdaya saing.",
        "The export price is built from production, packaging, shipping, duties and the distributor's margin so that the retail price in the target market stays competitive.",
      ],
    ],
  },
  "geran-digital-pmks": {
    "Penyedia Penyelesaian dan Skop Pelaksanaan": [
      [
        "Penyedia penyelesaian bagi {thing} ialah {?nama penyedia penyelesaian dan status pendaftarannya}.",
        "The solution provider for {thing} is {?the solution provider's name and registration status}.",
      ],
      [
        "Skop pelaksanaan merangkumi pemasangan dan konfigurasi, pemindahan data sedia ada, latihan pengguna dan sokongan selepas pelaksanaan.",
        "The scope covers installation and configuration, migration of existing data, user training and support after go-live.",
      ],
      [
        "Sebut harga penyedia yang dilampirkan memperincikan setiap komponen, yuran langganan dan tempoh sokongan, dan menjadi asas tuntutan geran.",
        "The provider's attached quotation details every component, subscription fee and support period, and is the basis of the grant claim.",
      ],
      [
        "Penyerahan dianggap selesai apabila sistem digunakan dalam operasi harian dan pengguna yang dilatih mengesahkan penerimaannya secara bertulis.",
        "Delivery is complete when the system is in daily use and the trained users confirm acceptance in writing.",
      ],
    ],
  },
  "projek-komuniti-pbt": {
    "Penglibatan Komuniti dan Pihak Berkepentingan": [
      [
        "Penduduk dilibatkan sejak peringkat perancangan melalui taklimat, mesyuarat bersama persatuan penduduk dan sesi maklum balas.",
        "Residents are involved from the planning stage through briefings, meetings with the residents' association and feedback sessions.",
      ],
      [
        "Pihak berkepentingan utama {thing} ialah {?pihak berkepentingan, contohnya JKKK, persatuan penduduk, sekolah dan surau berhampiran}.",
        "The main stakeholders of {thing} are {?the stakeholders, e.g. the village committee, residents' association, nearby schools and surau}.",
      ],
      [
        "Peranan setiap pihak, sama ada menyediakan tenaga sukarela, tempat, peralatan atau hebahan, dipersetujui secara bertulis sebelum projek bermula.",
        "Each party's part, whether volunteers, a venue, equipment or publicity, is agreed in writing before the project starts.",
      ],
      [
        "Selepas projek siap, penduduk setempat dilantik untuk menjaga dan memantau kemudahan bersama pihak berkuasa tempatan.",
        "Once the project is finished, local residents are appointed to look after and monitor the facility with the local authority.",
      ],
    ],
  },
  "respons-tender-agensi-negeri": {
    "Pengurusan Risiko": [
      [
        "Risiko utama pelaksanaan {thing} dikenal pasti lebih awal dan setiap satu diberi langkah kawalan serta pegawai yang bertanggungjawab.",
        "The main risks of carrying out {thing} are identified early, and each is given a control measure and a responsible officer.",
      ],
      [
        "Risiko yang dipantau termasuk kelewatan kerja, kekurangan tenaga kerja, kerosakan peralatan, kemalangan di tempat kerja dan perubahan skop oleh pelanggan.",
        "The risks monitored include delays, labour shortages, equipment failure, workplace accidents and changes of scope by the client.",
      ],
      [
        "Daftar risiko dikemas kini sepanjang kontrak dan dibentangkan dalam mesyuarat kemajuan bersama pelanggan.",
        "The risk register is updated throughout the contract and presented at progress meetings with the client.",
      ],
    ],
    "Surat Iringan": [
      [
        "Dengan hormatnya, {org} mengemukakan tawaran bagi {thing} kepada {addressee} sebagaimana dipelawa.",
        "{org} respectfully submits its tender for {thing} to {addressee} as invited.",
      ],
      [
        "Rujukan dokumen pelawaan: {?nombor rujukan tender dan tarikh tutup}.",
        "Invitation reference: {?the tender reference number and closing date}.",
      ],
      [
        "Tawaran ini terdiri daripada cadangan teknikal, jadual harga dan dokumen sokongan yang disenaraikan dalam lampiran, dan sah untuk tempoh yang ditetapkan dalam dokumen pelawaan.",
        "This tender consists of the technical proposal, the price schedule and the supporting documents listed in the appendix, and is valid for the period set in the invitation.",
      ],
      [
        "Pegawai yang boleh dihubungi bagi sebarang penjelasan: {?nama, jawatan dan nombor telefon pegawai}.",
        "The officer to contact for any clarification: {?the officer's name, post and telephone number}.",
      ],
    ],
  },
  "kursus-latihan-tvet": {
    "Kaedah Penyampaian dan Penilaian": [
      [
        "{Thing} disampaikan melalui kuliah, demonstrasi oleh pengajar, latihan amali berkumpulan dan latihan industri di tempat kerja.",
        "{Thing} is delivered through lectures, trainer demonstrations, group practical work and industrial training at the workplace.",
      ],
      [
        "Penilaian berterusan merangkumi kuiz teori, tugasan amali dan pemerhatian pengajar menggunakan senarai semak kecekapan.",
        "Continuous assessment includes theory quizzes, practical tasks and trainer observation against a competency checklist.",
      ],
      [
        "Penilaian akhir dijalankan oleh pegawai penilai yang bertauliah, dan pelatih yang belum kompeten diberi latihan semula sebelum dinilai semula.",
        "The final assessment is carried out by an accredited assessor, and trainees not yet competent are retrained before they are reassessed.",
      ],
      [
        "Kehadiran minimum yang disyaratkan untuk layak dinilai: {?peratus kehadiran minimum, contohnya 80%}.",
        "Minimum attendance required to sit the assessment: {?the minimum attendance, e.g. 80%}.",
      ],
    ],
    "Struktur Kursus dan Modul": [
      [
        "{Thing} disusun mengikut Standard Kemahiran Pekerjaan Malaysia (NOSS) bagi bidang berkaitan, dengan modul teori dan amali yang membawa kepada penilaian kecekapan.",
        "{Thing} follows the National Occupational Skills Standard (NOSS) for the field, with theory and practical modules leading to competency assessment.",
      ],
      [
        "Modul-modul utama: {?senarai modul dan jam pembelajaran setiap modul}.",
        "The main modules: {?the list of modules and the learning hours of each}.",
      ],
      [
        "Sekurang-kurangnya separuh daripada masa latihan ialah kerja amali di bengkel atau di tempat kerja rakan industri.",
        "At least half of the training time is practical work in the workshop or at the industry partner's workplace.",
      ],
      [
        "Pelatih yang lulus semua modul dan penilaian layak menerima {?sijil yang dianugerahkan, contohnya Sijil Kemahiran Malaysia Tahap 2}.",
        "Trainees who pass every module and assessment qualify for {?the certificate awarded, e.g. Malaysian Skills Certificate Level 2}.",
      ],
    ],
    "Tenaga Pengajar dan Kemudahan Latihan": [
      [
        "Tenaga pengajar {thing} mempunyai tauliah dan pengalaman industri dalam bidang yang diajar, termasuk Pentauliahan Pengajar Vokasional (VTO) atau yang setara.",
        "The trainers of {thing} hold credentials and industry experience in the field they teach, including Vocational Training Operation (VTO) accreditation or its equivalent.",
      ],
      [
        "Bilangan dan kelayakan tenaga pengajar: {?bilangan pengajar, kelayakan dan pengalaman mereka}.",
        "Number and qualifications of trainers: {?the number of trainers, their qualifications and experience}.",
      ],
      [
        "Kemudahan latihan merangkumi bilik kuliah, bengkel amali dengan peralatan yang mencukupi bagi setiap kumpulan pelatih, dan peralatan perlindungan diri.",
        "The facilities include a lecture room, a practical workshop with enough equipment for each group of trainees, and personal protective equipment.",
      ],
      [
        "Nisbah pengajar kepada pelatih semasa sesi amali dihadkan supaya setiap pelatih mendapat bimbingan dan penilaian yang sewajarnya.",
        "The trainer-to-trainee ratio in practical sessions is capped so that every trainee gets proper guidance and assessment.",
      ],
    ],
  },
  "pembukaan-tadika-swasta": {
    "Kemudahan, Tenaga Pengajar dan Pendaftaran": [
      [
        "{org} mesti didaftarkan dengan Kementerian Pendidikan Malaysia di bawah Akta Pendidikan 1996 sebelum menerima murid, dan premisnya memerlukan kelulusan pihak berkuasa tempatan serta Jabatan Bomba dan Penyelamat.",
        "{org} must be registered with the Ministry of Education under the Education Act 1996 before it takes pupils, and its premises need approval from the local authority and the Fire and Rescue Department.",
      ],
      [
        "Kemudahan yang disediakan merangkumi bilik darjah, ruang bermain dalam dan luar, tandas bersaiz kanak-kanak, ruang makan dan bilik rehat, mengikut keluasan minimum bagi setiap murid.",
        "The facilities include classrooms, indoor and outdoor play areas, child-sized toilets, an eating area and a rest room, at the minimum floor space for each pupil.",
      ],
      [
        "Guru tadika mempunyai sekurang-kurangnya Diploma Pendidikan Awal Kanak-Kanak atau kelayakan yang diiktiraf, dan nisbah guru kepada murid mengikut garis panduan kementerian.",
        "Teachers hold at least a Diploma in Early Childhood Education or a recognised equivalent, and the teacher-to-pupil ratio follows the ministry's guidelines.",
      ],
      [
        "Status pendaftaran dan kelulusan premis: {?status pendaftaran KPM, kelulusan PBT dan sijil bomba}.",
        "Registration and premises approval status: {?the Ministry registration, local authority approval and fire certificate status}.",
      ],
    ],
    "Latar Belakang, Visi dan Misi Tadika": [
      ["Visi tadika: {?visi tadika}.", "The kindergarten's vision: {?the kindergarten's vision}."],
      ["Misi tadika: {?misi tadika}.", "The kindergarten's mission: {?the kindergarten's mission}."],
      [
        "{org} ditubuhkan untuk memenuhi keperluan pendidikan awal kanak-kanak berumur empat hingga enam tahun di kawasan sekitarnya, mengikut Kurikulum Standard Prasekolah Kebangsaan (KSPK).",
        "{org} is set up to meet the early education needs of children aged four to six in its area, following the National Preschool Standard Curriculum (KSPK).",
      ],
      [
        "Latar belakang pengasas dan pengalaman mereka dalam pendidikan awal kanak-kanak: {?latar belakang dan pengalaman pengasas}.",
        "The founders' background and experience in early childhood education: {?the founders' background and experience}.",
      ],
    ],
    "Strategi Pemasaran dan Pengambilan Murid": [
      [
        "Sasaran utama pengambilan murid {org} ialah ibu bapa yang tinggal atau bekerja dalam lingkungan {?kawasan sasaran, contohnya 5 km dari tadika}.",
        "Enrolment at {org} is aimed at parents who live or work within {?the target area, e.g. 5 km of the kindergarten}.",
      ],
      [
        "Promosi dibuat melalui hari terbuka, risalah di taman perumahan, media sosial dan cadangan daripada ibu bapa sedia ada.",
        "Promotion runs through open days, leaflets in the housing estates, social media and referrals from existing parents.",
      ],
      [
        "Yuran bulanan dan yuran pendaftaran: {?yuran yang dikenakan}, dibandingkan dengan tadika berhampiran supaya berpatutan bagi keluarga setempat.",
        "Monthly and registration fees: {?the fees charged}, compared with nearby kindergartens so that they stay affordable for local families.",
      ],
      [
        "Pendaftaran dibuka beberapa bulan sebelum sesi persekolahan bermula, dan bilangan murid dipantau berbanding kapasiti yang diluluskan.",
        "Registration opens some months before the school session starts, and enrolment is tracked against the approved capacity.",
      ],
    ],
  },
  "geran-penyelidikan-universiti": {
    "Persoalan dan Objektif Penyelidikan": [
      [
        "Persoalan utama {thing}: {?persoalan kajian utama}.",
        "The main research question of {thing}: {?the main research question}.",
      ],
      [
        "Setiap objektif kajian dinyatakan dengan kata kerja yang boleh diukur, seperti mengenal pasti, membangunkan, menguji atau menilai, dan dijawab oleh satu peringkat metodologi.",
        "Each research objective is stated with a measurable verb, such as to identify, develop, test or evaluate, and is answered by one stage of the methodology.",
      ],
      [
        "Objektif kajian disusun supaya dapatan objektif pertama menjadi input kepada objektif seterusnya.",
        "The objectives are ordered so that the findings of the first feed the next.",
      ],
    ],
    "Pemindahan Ilmu dan Penerbitan": [
      [
        "Dapatan {thing} akan diterbitkan dalam jurnal berindeks dan dibentangkan di persidangan dalam bidang berkaitan.",
        "The findings of {thing} will be published in indexed journals and presented at conferences in the field.",
      ],
      [
        "Sasaran penerbitan: {?bilangan dan jenis penerbitan yang disasarkan, contohnya dua artikel jurnal berindeks Scopus}.",
        "Publication targets: {?the number and type of publications planned, e.g. two Scopus-indexed journal articles}.",
      ],
      [
        "Ilmu daripada kajian ini dipindahkan kepada pengguna melalui bengkel, garis panduan atau prototaip yang boleh digunakan oleh agensi dan komuniti berkaitan.",
        "Knowledge from the study is passed to its users through workshops, guidelines or prototypes that the agencies and communities concerned can use.",
      ],
      [
        "Pelajar siswazah yang terlibat dilatih sebagai penyelidik, dan hasil yang berpotensi dikomersialkan dinilai untuk perlindungan harta intelek.",
        "Graduate students on the project are trained as researchers, and results with commercial potential are assessed for intellectual property protection.",
      ],
    ],
  },
  "aplikasi-mudah-alih-koperasi": {
    "Pelan Pembangunan dan Pelancaran": [
      [
        "Kerja {thing} dilaksanakan secara berperingkat: analisis keperluan bersama anggota dan kakitangan, reka bentuk antara muka, pembangunan, ujian penerimaan pengguna dan pelancaran.",
        "Work on {thing} runs in stages: requirements with members and staff, interface design, development, user acceptance testing and launch.",
      ],
      [
        "Versi percubaan diuji oleh sekumpulan kecil anggota dan kakitangan sebelum dilancarkan kepada semua anggota.",
        "A trial version is tested by a small group of members and staff before it is released to all members.",
      ],
      [
        "Aplikasi diterbitkan di Google Play dan App Store, dan anggota dibimbing mendaftar melalui hebahan mesyuarat agung, kaunter koperasi dan mesej kepada anggota.",
        "The app is published on Google Play and the App Store, and members are helped to sign up through the general meeting, the cooperative's counter and messages to members.",
      ],
      [
        "Tarikh sasaran pelancaran: {?tarikh sasaran pelancaran aplikasi}.",
        "Target launch date: {?the app's target launch date}.",
      ],
    ],
  },
  "naik-taraf-keselamatan-siber": {
    "Penilaian Keadaan Semasa dan Risiko": [
      [
        "Penilaian keadaan semasa bagi {thing} merangkumi inventori perkakasan dan perisian, konfigurasi rangkaian, kawalan akses pengguna, amalan sandaran dan tahap kesedaran kakitangan.",
        "The current-state assessment for {thing} covers the hardware and software inventory, network configuration, user access control, backup practice and staff awareness.",
      ],
      [
        "Setiap risiko dinilai dari segi kemungkinan dan kesannya kepada operasi, data peribadi dan reputasi organisasi, dan disusun mengikut keutamaan.",
        "Each risk is rated by its likelihood and its effect on operations, personal data and the organisation's reputation, and ranked by priority.",
      ],
      [
        "Kelemahan utama yang telah dikenal pasti: {?kelemahan utama, contohnya perisian tanpa kemas kini, tiada pengesahan pelbagai faktor atau sandaran tidak diuji}.",
        "The main weaknesses found: {?the main weaknesses, e.g. unpatched software, no multi-factor authentication or untested backups}.",
      ],
    ],
    "Cadangan Penyelesaian Teknikal": [
      [
        "Penyelesaian yang dicadangkan bagi {thing} mengikut prinsip pertahanan berlapis: perlindungan rangkaian, titik akhir, identiti pengguna dan sandaran data.",
        "The solution proposed for {thing} follows defence in depth: network, endpoint, user identity and data backup protection.",
      ],
      [
        "Komponen utamanya ialah tembok api generasi baharu, perlindungan titik akhir (EDR) pada setiap komputer dan pelayan, pengesahan pelbagai faktor bagi e-mel dan akses jauh, serta sandaran luar talian yang diuji.",
        "Its main components are a next-generation firewall, endpoint detection and response (EDR) on every computer and server, multi-factor authentication for e-mail and remote access, and tested offline backups.",
      ],
      [
        "Spesifikasi dan jenama peralatan yang dicadangkan: {?spesifikasi dan jenama peralatan serta perisian}.",
        "Proposed equipment and software: {?the specifications and brands of equipment and software}.",
      ],
      [
        "Log keselamatan daripada semua komponen dipantau secara berpusat supaya serangan dapat dikesan dan disekat lebih awal.",
        "Security logs from every component are monitored centrally so that attacks are detected and stopped early.",
      ],
    ],
    "Pematuhan Dasar dan Perundangan": [
      [
        "{Thing} membantu organisasi memenuhi Akta Perlindungan Data Peribadi 2010 dan pindaannya, termasuk kewajipan memberitahu pelanggaran data.",
        "{Thing} helps the organisation meet the Personal Data Protection Act 2010 and its amendments, including the duty to notify data breaches.",
      ],
      [
        "Dasar keselamatan maklumat organisasi dikemas kini untuk merangkumi kawalan akses, penggunaan kata laluan, sandaran dan tindak balas insiden.",
        "The organisation's information security policy is updated to cover access control, passwords, backups and incident response.",
      ],
      [
        "Kawalan yang dipasang dipetakan kepada standard yang diiktiraf seperti ISO/IEC 27001 supaya kedudukan pematuhan dapat diaudit.",
        "The controls installed are mapped to a recognised standard such as ISO/IEC 27001 so that compliance can be audited.",
      ],
      [
        "Keperluan kawal selia khusus sektor: {?peraturan atau garis panduan sektor yang terpakai}.",
        "Sector-specific regulatory requirements: {?the sector's applicable rules or guidelines}.",
      ],
    ],
    "Pelan Pelaksanaan": [
      [
        "Pelaksanaan {thing} dibuat berperingkat: penilaian dan reka bentuk, pemasangan dan konfigurasi, ujian termasuk ujian penembusan, latihan kakitangan, dan serahan.",
        "Implementation of {thing} is staged: assessment and design, installation and configuration, testing including a penetration test, staff training, and handover.",
      ],
      [
        "Kerja yang boleh mengganggu sistem dijadualkan di luar waktu operasi, dengan pelan pemulihan jika berlaku masalah.",
        "Work that may disrupt systems is scheduled outside operating hours, with a fallback plan if problems arise.",
      ],
      [
        "Semua kakitangan menerima latihan kesedaran keselamatan siber, termasuk mengenal pasti e-mel pancingan data.",
        "All staff receive cyber security awareness training, including how to recognise phishing e-mails.",
      ],
      [
        "Tempoh pelaksanaan yang dirancang: {?tempoh dan tarikh sasaran setiap peringkat}.",
        "Planned implementation period: {?the period and target date of each stage}.",
      ],
    ],
  },
  "cadangan-pembangunan-sistem": {
    "Keperluan Bukan Fungsian": [
      [
        "Prestasi: halaman utama {thing} dimuatkan dalam beberapa saat pada sambungan biasa, walaupun semua pengguna berdaftar menggunakannya serentak.",
        "Performance: the main pages of {thing} load within a few seconds on an ordinary connection, even with every registered user on it at once.",
      ],
      [
        "Keselamatan: akses berdasarkan peranan, kata laluan yang disulitkan, sambungan HTTPS dan log audit bagi setiap perubahan data.",
        "Security: role-based access, encrypted passwords, HTTPS connections and an audit log of every data change.",
      ],
      [
        "Ketersediaan dan sandaran: sistem disandarkan setiap hari dan boleh dipulihkan daripada sandaran dalam tempoh yang dipersetujui.",
        "Availability and backup: the system is backed up daily and can be restored from backup within an agreed time.",
      ],
      [
        "Kebolehgunaan: antara muka dalam Bahasa Melayu dan Bahasa Inggeris, boleh digunakan pada telefon pintar, dan mematuhi garis panduan kebolehcapaian web.",
        "Usability: an interface in Malay and English that works on smartphones and follows web accessibility guidelines.",
      ],
      [
        "Sasaran ketersediaan sistem: {?sasaran ketersediaan, contohnya 99.5% sebulan}.",
        "System availability target: {?the availability target, e.g. 99.5% a month}.",
      ],
    ],
    "Reka Bentuk dan Seni Bina Sistem": [
      [
        "{Thing} menggunakan seni bina aplikasi web tiga lapisan: antara muka pengguna, lapisan aplikasi dan pangkalan data.",
        "{Thing} uses a three-tier web architecture: user interface, application layer and database.",
      ],
      [
        "Teknologi dan platform yang dicadangkan: {?bahasa pengaturcaraan, pangkalan data dan tempat pengehosan}.",
        "Proposed technology and platform: {?the programming language, database and hosting}.",
      ],
      [
        "Modul-modul sistem berkongsi satu pangkalan data, supaya maklumat dimasukkan sekali dan digunakan oleh semua modul.",
        "The system's modules share one database, so that information is entered once and used by every module.",
      ],
      [
        "Reka bentuk pangkalan data, aliran proses dan lakaran skrin disediakan dan disahkan bersama pengguna sebelum pembangunan bermula.",
        "The database design, process flows and screen mock-ups are prepared and agreed with users before development starts.",
      ],
      [
        "Antara muka pengaturcaraan (API) disediakan bagi integrasi dengan sistem lain organisasi pada masa hadapan.",
        "An application programming interface (API) is provided for integration with the organisation's other systems later.",
      ],
    ],
  },
};
