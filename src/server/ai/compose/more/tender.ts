import type { SectionRole } from "../../../../common/kinds/types.js";
import type { Line } from "../roles/kit.js";

/** Marks a line true only of a service run over a contract period (shifts, monthly reports), not of a job that ends. */
const ONGOING = "ongoing" as const;
/** Marks a line true only where the client pays the price, not of a canteen whose operator pays a rental. */
const CHARGED = "charged" as const;

/** Further on-subject lines for a tender paper, by role (see more/index.ts for the rules every line follows). */
export const TENDER: Partial<Record<SectionRole, Line[]>> = {
  introduction: [
    [
      "{org} dengan ini mengemukakan tawaran untuk melaksanakan {thing} kepada {addressee} mengikut skop, tempoh dan syarat yang diminta.",
      "{org} hereby submits its offer to deliver {thing} to {addressee} in line with the scope, period and terms requested.",
    ],
    [
      "Cadangan ini menerangkan cara {thing} akan dilaksanakan, tenaga kerja yang terlibat, harga yang ditawarkan dan langkah pematuhan yang akan diambil.",
      "This proposal explains how {thing} will be delivered, the workforce involved, the price offered and the compliance measures to be taken.",
    ],
    [
      "Matlamat pihak kami ialah menyampaikan {thing} yang konsisten, tepat pada masanya dan mematuhi semua syarat kontrak sepanjang tempoh perkhidmatan.",
      "Our aim is to deliver {thing} consistently, on time and in line with every term of the contract throughout the service period.",
      ONGOING,
    ],
    [
      "Cadangan {thing} ini disediakan berdasarkan maklumat yang diberikan oleh pelanggan, dan sebarang andaian yang dibuat dinyatakan dengan jelas dalam bahagian berkaitan.",
      "This proposal for {thing} is based on the information the client provided, and any assumptions made are stated clearly in the relevant sections.",
    ],
    [
      "Wakil {org} bersedia menghadiri taklimat atau lawatan tapak bagi {thing} pada tarikh yang ditetapkan oleh pelanggan.",
      "A representative of {org} is ready to attend any briefing or site visit for {thing} on the date the client sets.",
    ],
    [
      "Dokumen wajib bagi tawaran {thing}, seperti borang tawaran, sijil pendaftaran dan jadual harga, disertakan bersama cadangan ini.",
      "The mandatory documents for the offer for {thing}, such as the offer form, registration certificates and price schedule, accompany this proposal.",
    ],
    [
      "Pihak kami menerima bahawa pelanggan berhak menilai tawaran {thing} berdasarkan harga, keupayaan teknikal dan pematuhan kepada syarat yang ditetapkan.",
      "We accept that the client may assess the offer for {thing} on price, technical capability and compliance with the stated conditions.",
    ],
    [
      "Cadangan {subj} ini disusun mengikut urutan yang lazim dalam dokumen tawaran supaya mudah dibandingkan dengan tawaran lain.",
      "This {subj} proposal follows the usual order of an offer document so that it is easy to compare with other offers.",
    ],
    [
      "Semua harga, kuantiti dan tempoh dalam cadangan {thing} ini selaras dengan jadual harga yang dilampirkan dan tidak bercanggah antara satu sama lain.",
      "All prices, quantities and periods in this proposal for {thing} match the attached price schedule and do not conflict with one another.",
    ],
    [
      "Pihak kami memahami kepentingan {thing} kepada operasi pelanggan dan akan memberi tumpuan penuh kepada kesinambungan dan kualiti perkhidmatan.",
      "We understand how much {thing} matters to the client's operations and will give full attention to continuity and quality of service.",
      ONGOING,
    ],
    [
      "Tawaran bagi {thing} ini meliputi keseluruhan skop yang diminta, tanpa pengecualian selain yang dinyatakan secara bertulis dalam cadangan ini.",
      "This offer for {thing} covers the whole scope requested, with no exclusions other than those stated in writing in this proposal.",
    ],
    [
      "Butiran teknikal cadangan {subj} ini boleh diperhalusi bersama pelanggan melalui rundingan sebelum kontrak dimuktamadkan.",
      "The technical details of this {subj} proposal can be refined with the client through negotiation before the contract is finalised.",
    ],
    [
      "Semua kenyataan teknikal dan komersial dalam cadangan {subj} ini mengikat syarikat sekiranya tawaran diterima oleh pelanggan.",
      "Every technical and commercial statement in this {subj} proposal binds the company if the client accepts the offer.",
    ],
    [
      "Pendekatan yang dicadangkan bagi {thing} mengutamakan kebolehpercayaan perkhidmatan, pematuhan undang-undang dan komunikasi yang jelas dengan pelanggan.",
      "The approach proposed for {thing} puts reliable service, legal compliance and clear communication with the client first.",
    ],
  ],
  company: [
    [
      "Kelayakan {org} untuk membida {thing} dapat disahkan melalui kod bidang dan gred pendaftaran dalam sijil yang dilampirkan.",
      "The eligibility of {org} to bid for {thing} can be confirmed from the field codes and registration grade in the attached certificates.",
    ],
    [
      "Senarai kontrak terdahulu {org} yang dilampirkan boleh disahkan terus dengan pelanggan berkenaan sebagai rujukan prestasi bagi {thing}.",
      "The list of earlier contracts of {org} in the attachments can be verified directly with the clients concerned as a performance reference for {thing}.",
    ],
    [
      "Struktur organisasi bagi {thing} meletakkan seorang pengurus kontrak di atas penyelia dan pekerja, dengan satu saluran pelaporan yang jelas kepada pelanggan.",
      "The organisation for {thing} places one contract manager above the supervisors and workers, with a single clear reporting line to the client.",
    ],
    [
      "Penyata kewangan terkini syarikat dilampirkan untuk menunjukkan keupayaan menampung kos operasi {thing} sebelum bayaran pertama daripada pelanggan diterima.",
      "The company's latest financial statements are attached to show that it can carry the operating costs of {thing} before the client's first payment arrives.",
    ],
    [
      "Polisi kualiti, keselamatan dan integriti syarikat akan diguna pakai sepenuhnya dalam {thing}, dan salinannya boleh dikemukakan jika diminta.",
      "The company's quality, safety and integrity policies will apply in full to {thing}, and copies can be provided on request.",
    ],
    [
      "Pengurusan tertinggi {org} akan memantau prestasi {thing} secara langsung melalui mesyuarat bulanan bersama pengurus kontrak.",
      "The senior management of {org} will follow the performance of {thing} directly through monthly meetings with the contract manager.",
      ONGOING,
    ],
    [
      "Profil ini menumpukan kepada keupayaan syarikat yang relevan dengan {thing}, iaitu tenaga kerja, pengalaman, peralatan dan sistem pengurusan.",
      "This profile concentrates on the company's capabilities that matter for {thing}: its workforce, experience, equipment and management systems.",
    ],
    [
      "Peralatan, kenderaan atau perisian milik syarikat yang akan digunakan dalam {thing} akan disenaraikan dalam lampiran bersama status pemilikannya.",
      "Company-owned equipment, vehicles or software to be used in {thing} will be listed in the attachments with their ownership status.",
    ],
    [
      "Taraf pemilikan syarikat, seperti status Bumiputera atau syarikat tempatan, dinyatakan jika ia menjadi syarat kelayakan dalam pelawaan {thing}.",
      "The company's ownership status, such as Bumiputera or local status, is stated where it is an eligibility condition for {thing}.",
    ],
    [
      "Kapasiti semasa syarikat, termasuk kontrak lain yang sedang berjalan, diambil kira supaya {thing} mendapat tenaga kerja dan perhatian pengurusan yang mencukupi.",
      "The company's current capacity, including other contracts in progress, has been taken into account so that {thing} receives enough staff and management attention.",
    ],
    [
      "Nilai yang dipegang oleh {org} dalam setiap kontrak ialah ketepatan masa, ketelusan harga dan tanggungjawab terhadap hasil kerja, dan nilai yang sama menjadi asas {thing}.",
      "The values {org} holds to in every contract are punctuality, transparent pricing and responsibility for its work, and they underpin {thing} too.",
    ],
    [
      "Maklumat syarikat dalam cadangan ini sepadan dengan rekod pendaftaran rasmi, dan sebarang perubahan akan dimaklumkan kepada pelanggan sepanjang tempoh {thing}.",
      "The company details in this proposal match its official registration records, and any change will be reported to the client throughout {thing}.",
      ONGOING,
    ],
    [
      "Alamat pejabat, nombor telefon dan e-mel syarikat yang dinyatakan dalam profil ini akan menjadi saluran rasmi bagi semua urusan berkaitan {thing}.",
      "The office address, telephone number and e-mail given in this profile will be the official channel for all matters concerning {thing}.",
    ],
  ],
  understanding: [
    [
      "Pemahaman pihak kami terhadap {thing} dibina daripada dokumen pelawaan, spesifikasi teknikal dan maklumat yang diperoleh semasa taklimat atau lawatan tapak.",
      "Our understanding of {thing} is drawn from the invitation documents, the technical specification and what we learned at the briefing or site visit.",
    ],
    [
      "Skop {thing} merangkumi semua kerja, bahan, peralatan dan tenaga kerja yang diperlukan untuk memenuhi spesifikasi, kecuali perkara yang dinyatakan secara jelas sebagai dikecualikan.",
      "The scope of {thing} includes all work, materials, equipment and labour needed to meet the specification, except what is expressly excluded.",
    ],
    [
      "Spesifikasi {thing} dipecahkan kepada tugasan yang boleh diukur, supaya setiap tugasan mempunyai standard kerja, kekerapan dan pihak yang bertanggungjawab.",
      "The specification of {thing} is broken down into measurable tasks, each with a work standard, a frequency and a person responsible.",
      ONGOING,
    ],
    [
      "Hasil akhir yang diharapkan oleh pelanggan daripada {thing} difahami sebagai perkhidmatan yang konsisten, mematuhi standard dan tidak mengganggu operasi hariannya.",
      "We understand the client's desired result from {thing} to be a consistent service that meets the standards and does not disrupt its daily operations.",
      ONGOING,
    ],
    [
      "Andaian yang dibuat dalam menyediakan tawaran {thing}, seperti akses, kemudahan yang disediakan pelanggan dan waktu kerja, dinyatakan supaya tiada salah faham kemudian.",
      "The assumptions made in preparing the offer for {thing}, such as access, facilities the client provides and working hours, are stated to avoid later misunderstanding.",
    ],
    [
      "Butiran yang belum jelas dalam spesifikasi {thing} disenaraikan sebagai soalan penjelasan, dan jawapan pelanggan akan menjadi sebahagian daripada kontrak.",
      "Any unclear points in the specification of {thing} are listed as clarification questions, and the client's answers will form part of the contract.",
    ],
    [
      "Kerja tambahan di luar skop {thing} hanya akan dilaksanakan selepas arahan perubahan bertulis dikeluarkan dan harganya dipersetujui oleh pelanggan.",
      "Additional work outside the scope of {thing} will be carried out only after a written variation order is issued and its price agreed by the client.",
    ],
    [
      "Keperluan khusus pelanggan, seperti standard keselamatan, kerahsiaan maklumat atau peraturan premis, diambil kira dalam perancangan {thing}.",
      "The client's particular requirements, such as safety standards, confidentiality of information or premises rules, are built into the planning of {thing}.",
    ],
    [
      "Keperluan dokumentasi, seperti laporan, rekod kehadiran dan log kerja, difahami sebagai sebahagian daripada skop {thing} dan bukan kerja tambahan.",
      "Documentation such as reports, attendance records and work logs is understood to be part of the scope of {thing}, not extra work.",
      ONGOING,
    ],
    [
      "Pengguna akhir {thing}, iaitu {aud}, menjadi rujukan utama dalam menentukan tahap perkhidmatan yang perlu dicapai.",
      "The end users of {thing}, namely {aud}, are the main reference in setting the level of service to be achieved.",
    ],
    [
      "Kerja {thing} akan diselaraskan dengan pihak lain di premis pelanggan, seperti kontraktor lain atau kakitangan dalaman, supaya tugasan tidak bertindih.",
      "Work on {thing} will be coordinated with other parties at the client's premises, such as other contractors or in-house staff, so that tasks do not overlap.",
    ],
    [
      "Pihak kami telah meneliti syarat am dan syarat khusus kontrak {subj}, termasuk penalti kelewatan, tempoh tanggungan kecacatan dan syarat bayaran.",
      "We have studied the general and special conditions of the {subj} contract, including delay penalties, the defects liability period and payment terms.",
    ],
    [
      "Jika perkhidmatan ini mengambil alih daripada penyedia sedia ada, peralihan {thing} akan diurus supaya tiada gangguan kepada pelanggan.",
      "If the service takes over from an existing provider, the transition to {thing} will be managed so that the client suffers no disruption.",
      ONGOING,
    ],
    [
      "Skop {thing} juga meliputi serah tugas pada akhir kontrak, termasuk penyerahan dokumen, akses dan data milik pelanggan dengan lengkap.",
      "The scope of {thing} also covers handover at the end of the contract, including the full return of documents, access and data belonging to the client.",
      ONGOING,
    ],
  ],
  method: [
    [
      "Setiap tugasan {thing} dilaksanakan mengikut SOP bertulis yang menetapkan langkah kerja, bahan dan peralatan, standard hasil dan rekod yang perlu diisi.",
      "Every task in {thing} follows a written SOP that sets out the work steps, materials and equipment, the standard of output and the records to be kept.",
    ],
    [
      "SOP {thing} akan diserahkan kepada pelanggan untuk disemak pada mesyuarat permulaan sebelum kerja sebenar bermula.",
      "The SOP for {thing} will be given to the client for review at the start-up meeting before actual work begins.",
    ],
    [
      "Senarai semak kerja {thing} ditandatangani oleh penyelia pada akhir setiap syif atau tugasan sebagai bukti kerja telah siap mengikut standard.",
      "The work checklist for {thing} is signed by the supervisor at the end of every shift or task as proof that the work was done to standard.",
      ONGOING,
    ],
    [
      "Taklimat ringkas diadakan pada awal setiap hari kerja {thing} untuk mengagihkan tugasan, mengingatkan langkah keselamatan dan menyampaikan arahan pelanggan.",
      "A short briefing opens every working day on {thing} to assign tasks, recall safety steps and pass on the client's instructions.",
      ONGOING,
    ],
    [
      "Sebelum kerja bermula, tinjauan keadaan semasa bagi {thing} dibuat bersama pelanggan untuk merekod keadaan asal sebagai rujukan.",
      "Before work starts, a survey of current conditions for {thing} is made with the client to record the starting position for reference.",
    ],
    [
      "Setiap arahan atau permintaan pelanggan berkaitan {thing} direkodkan dalam buku log atau sistem tiket dengan tarikh, masa dan tindakan yang diambil.",
      "Every instruction or request from the client about {thing} is recorded in a logbook or ticketing system with the date, time and action taken.",
    ],
    [
      "Kerja {thing} yang boleh mengganggu operasi pelanggan dijadualkan di luar waktu sibuk atau pada masa yang dipersetujui terlebih dahulu.",
      "Work on {thing} that could disrupt the client's operations is scheduled outside busy hours or at times agreed in advance.",
    ],
    [
      "Prosedur kecemasan {thing} menetapkan tindakan, pihak yang perlu dihubungi dan masa tindak balas jika berlaku kerosakan, kemalangan atau gangguan perkhidmatan.",
      "The emergency procedure for {thing} sets out the action, who is to be contacted and the response time in case of breakdown, accident or service disruption.",
    ],
    [
      "Bahan dan peralatan {thing} disimpan di tempat yang ditetapkan, diperiksa secara berkala dan diganti sebelum rosak atau habis.",
      "Materials and equipment for {thing} are kept in a designated place, checked regularly and replaced before they fail or run out.",
      ONGOING,
    ],
    [
      "Komunikasi harian antara penyelia {thing} dan wakil pelanggan dibuat melalui saluran yang dipersetujui, dan perkara penting disahkan secara bertulis.",
      "Day-to-day communication between the supervisor of {thing} and the client's representative uses an agreed channel, with important matters confirmed in writing.",
      ONGOING,
    ],
    [
      "SOP {thing} ditambah baik berdasarkan aduan, pemeriksaan dan maklum balas pelanggan, dan versi terkini dimaklumkan kepada semua pekerja.",
      "The SOP for {thing} is improved in light of complaints, inspections and client feedback, and the latest version is passed on to every worker.",
      ONGOING,
    ],
    [
      "Subkontraktor, jika digunakan bagi sebahagian {thing}, tertakluk kepada SOP, standard dan syarat yang sama serta perlu diluluskan oleh pelanggan terlebih dahulu.",
      "Any subcontractor used for part of {thing} is bound by the same SOP, standards and terms and must first be approved by the client.",
    ],
  ],
  manpower: [
    [
      "Penyelia {thing} bertanggungjawab terhadap kehadiran, disiplin, agihan tugas dan prestasi pekerja, serta menjadi rujukan pertama bagi pelanggan di lokasi kerja.",
      "The supervisor of {thing} is responsible for workers' attendance, discipline, task allocation and performance, and is the client's first point of contact where the work is done.",
    ],
    [
      "Kehadiran pekerja {thing} direkodkan setiap hari melalui sistem perakam waktu atau buku kehadiran yang boleh disemak oleh pelanggan.",
      "Attendance on {thing} is recorded daily through a time-recording system or attendance book that the client can inspect.",
      ONGOING,
    ],
    [
      "Bilangan pekerja {thing} di tapak tidak akan kurang daripada bilangan dalam kontrak, dan kekosongan akibat cuti atau ketidakhadiran diisi pada hari yang sama.",
      "The number of workers on site for {thing} will never fall below the contract figure, and gaps from leave or absence are filled the same day.",
      ONGOING,
    ],
    [
      "Setiap pekerja {thing} ditapis sebelum ditempatkan, termasuk semakan dokumen pengenalan, permit kerja yang sah dan rekod jenayah jika disyaratkan oleh pelanggan.",
      "Every worker on {thing} is screened before placement, including checks of identity documents, valid work permits and, where the client requires it, criminal records.",
    ],
    [
      "{org} akan membayar gaji pekerja {subj} tepat pada masanya setiap bulan, tanpa bergantung pada tarikh bayaran kontrak daripada pelanggan.",
      "{org} will pay the {subj} workers' wages on time every month, regardless of when the client's contract payments arrive.",
      ONGOING,
    ],
    [
      "Pekerja baharu {thing} menerima latihan induksi tentang SOP, keselamatan, peraturan premis dan tatacara berurusan dengan pengguna sebelum mula bertugas.",
      "New workers on {thing} receive induction training on the SOP, safety, premises rules and how to deal with users before they start work.",
    ],
    [
      "Kelayakan dan pengalaman minimum bagi setiap jawatan {thing} ditetapkan lebih awal, dan salinan sijil atau rekod latihan pekerja boleh dikemukakan jika diminta.",
      "Minimum qualifications and experience for each post on {thing} are set in advance, and copies of workers' certificates or training records can be provided on request.",
    ],
    [
      "Jadual syif {thing} dirancang supaya waktu kerja dan rehat pekerja mematuhi had undang-undang tanpa menjejaskan liputan perkhidmatan.",
      "The shift roster for {thing} is planned so that working and rest hours stay within legal limits without weakening service cover.",
      ONGOING,
    ],
    [
      "Latihan penyegaran diadakan secara berkala supaya kemahiran pekerja {thing} kekal selaras dengan standard dan kaedah kerja terkini.",
      "Refresher training is held regularly so that the skills of workers on {thing} keep pace with current standards and methods.",
      ONGOING,
    ],
    [
      "Pertukaran pekerja utama {thing}, seperti penyelia, akan dimaklumkan lebih awal kepada pelanggan dan pengganti diperkenalkan sebelum pertukaran berlaku.",
      "Any change of key staff on {thing}, such as the supervisor, will be notified to the client in advance, with the replacement introduced before the change.",
      ONGOING,
    ],
    [
      "Pelanggan berhak meminta supaya pekerja {thing} yang tidak berdisiplin atau tidak sesuai ditukar, dan permintaan itu akan dipenuhi dalam tempoh yang dipersetujui.",
      "The client may ask for any undisciplined or unsuitable worker on {thing} to be replaced, and the request will be met within the agreed time.",
      ONGOING,
    ],
    [
      "Semua pekerja {thing} memakai pas pengenalan syarikat yang jelas, serta pakaian seragam jika disyaratkan, semasa bertugas di premis pelanggan.",
      "All workers on {thing} wear a clearly visible company pass, and a uniform where required, while on duty at the client's premises.",
    ],
    [
      "Pengambilan pekerja tempatan diutamakan bagi {thing}, dan pekerja asing hanya digunakan dengan permit yang sah mengikut peraturan semasa.",
      "Local workers are preferred for {thing}, and foreign workers are employed only with valid permits under current regulations.",
    ],
    [
      "Rekod peribadi, latihan dan caruman berkanun setiap pekerja {thing} disimpan dengan teratur dan boleh diaudit oleh pelanggan.",
      "The personal, training and statutory contribution records of every worker on {thing} are kept in order and open to audit by the client.",
      ONGOING,
    ],
  ],
  schedule: [
    [
      "Jadual kerja {thing} meliputi tempoh kontrak penuh, dan kekerapan setiap tugasan ditetapkan sama ada harian, mingguan, bulanan atau mengikut permintaan.",
      "The work schedule of {thing} covers the full contract period, with each task's frequency set as daily, weekly, monthly or on demand.",
      ONGOING,
    ],
    [
      "Tempoh mobilisasi sebelum perkhidmatan bermula digunakan untuk menempatkan pekerja, menghantar peralatan dan mengesahkan SOP {thing} bersama pelanggan.",
      "The mobilisation period before service starts is used to place workers, deliver equipment and confirm the SOP for {thing} with the client.",
      ONGOING,
    ],
    [
      "Waktu operasi {thing} mengikut waktu yang ditetapkan oleh pelanggan, dan sebarang perubahan waktu kerja dimaklumkan lebih awal.",
      "The operating hours of {thing} follow those the client sets, and any change to working hours is notified in advance.",
    ],
    [
      "Pencapaian utama {thing}, seperti penyerahan peringkat atau laporan bulanan, mempunyai tarikh yang jelas dan dipantau berbanding jadual ini.",
      "The key milestones of {thing}, such as stage handovers or monthly reports, have clear dates and are tracked against this schedule.",
      ONGOING,
    ],
    [
      "Kerja berkala {thing} disenaraikan dalam kalendar kerja yang dikongsi dengan pelanggan pada awal setiap bulan.",
      "Periodic work on {thing} is listed in a work calendar shared with the client at the start of each month.",
      ONGOING,
    ],
    [
      "Kelewatan yang berpunca daripada pihak kami tidak akan menambah kos kepada pelanggan, dan langkah pemulihan bagi {thing} dimulakan dengan segera.",
      "Delays caused by us will add no cost for the client, and recovery steps for {thing} begin at once.",
    ],
    [
      "Kerja {thing} pada hari kelepasan am atau di luar waktu biasa hanya dibuat dengan persetujuan pelanggan dan dicatat dalam laporan.",
      "Work on {thing} on public holidays or outside normal hours is done only with the client's agreement and is recorded in the report.",
    ],
    [
      "Permintaan segera atau kecemasan berkaitan {thing} akan dilayan dalam masa tindak balas yang dipersetujui dalam kontrak.",
      "Urgent or emergency requests concerning {thing} will be handled within the response time agreed in the contract.",
      ONGOING,
    ],
    [
      "Jadual {thing} akan dikaji semula bersama pelanggan setiap suku tahun untuk menyesuaikan kekerapan kerja dengan keperluan sebenar.",
      "The schedule of {thing} will be reviewed with the client every quarter to match the frequency of work to actual needs.",
      ONGOING,
    ],
    [
      "Jadual cuti pekerja {thing} dirancang lebih awal supaya tidak bertembung dengan tempoh sibuk pelanggan.",
      "Leave for workers on {thing} is planned early so that it does not clash with the client's busy periods.",
      ONGOING,
    ],
    [
      "Tarikh mula {start} dan tarikh tamat {end} kontrak {subj} menjadi asas bagi semua pencapaian, laporan dan tuntutan bayaran.",
      "The start date of {start} and end date of {end} of the {subj} contract are the basis for all milestones, reports and payment claims.",
    ],
  ],
  pricing: [
    [
      "Tawaran sewa bagi {thing} dibuat berdasarkan bilangan pelanggan dan hari operasi yang dinyatakan dalam dokumen pelawaan.",
      "The rental offered for {thing} is based on the number of customers and the operating days stated in the invitation documents.",
      "canteen",
    ],
    [
      "Harga makanan {thing} ditetapkan supaya berpatutan bagi pelanggan dan mematuhi sebarang had harga yang ditetapkan oleh {addressee}.",
      "Meal prices for {thing} are set to be affordable for customers and within any price limits {addressee} sets.",
      "canteen",
    ],
    [
      "Kos bahan mentah, gas, gaji pekerja dan peralatan dapur {thing} ditanggung sepenuhnya oleh pengusaha dan tidak dituntut daripada {addressee}.",
      "Raw materials, gas, staff wages and kitchen equipment for {thing} are paid for by the operator in full and not claimed from {addressee}.",
      "canteen",
    ],
    [
      "Bil utiliti {thing} dibayar mengikut syarat kontrak, sama ada secara berasingan atau termasuk dalam sewa.",
      "Utility bills for {thing} are paid as the contract sets, either separately or within the rental.",
      "canteen",
    ],
    [
      "Deposit sewa bagi {thing}, jika disyaratkan, akan dibayar dalam bentuk dan nilai yang ditetapkan dalam dokumen kontrak.",
      "A rental deposit for {thing}, if required, will be paid in the form and amount set in the contract documents.",
      "canteen",
    ],
    [
      "Harga {thing} merangkumi gaji dan caruman berkanun pekerja, bahan, peralatan, pengangkutan, insurans, penyeliaan dan margin keuntungan syarikat.",
      "The price of {thing} covers workers' wages and statutory contributions, materials, equipment, transport, insurance, supervision and the company's profit margin.",
      CHARGED,
    ],
    [
      "Tiada caj tersembunyi dalam harga {thing}, dan sebarang kos di luar jadual ini hanya dikenakan selepas dipersetujui secara bertulis oleh pelanggan.",
      "There are no hidden charges in the price of {thing}, and any cost outside this schedule is charged only after the client agrees in writing.",
      CHARGED,
    ],
    [
      "Tawaran {thing} dibuat dalam Ringgit Malaysia, dan harganya kekal tetap sepanjang tempoh kontrak kecuali jika skop berubah atau kadar berkanun dipinda oleh undang-undang.",
      "The offer for {thing} is made in Malaysian ringgit, and its price stays fixed for the contract period unless the scope changes or statutory rates are amended by law.",
      ONGOING,
    ],
    [
      "Gaji pekerja yang diambil kira dalam harga {thing} tidak kurang daripada kadar gaji minimum, dan pengiraannya boleh dikemukakan untuk semakan pelanggan.",
      "The wages built into the price of {thing} are not below the minimum wage, and the calculation can be provided for the client to check.",
      [ONGOING, CHARGED],
    ],
    [
      "Cukai jualan dan perkhidmatan, jika terpakai, dinyatakan secara berasingan dalam jadual harga {thing} supaya jumlah sebenar yang perlu dibayar jelas.",
      "Sales and service tax, where it applies, is shown separately in the price schedule for {thing} so that the actual amount payable is clear.",
      CHARGED,
    ],
    [
      "Kadar seunit dalam jadual {thing} menjadi asas pengiraan bagi sebarang kerja tambahan atau pengurangan skop sepanjang kontrak.",
      "The unit rates in the schedule for {thing} are the basis for pricing any additional work or reduction in scope during the contract.",
      [ONGOING, CHARGED],
    ],
    [
      "Bayaran bagi {thing} dituntut secara bulanan atau mengikut pencapaian, berdasarkan invois yang disokong oleh laporan kerja dan pengesahan pelanggan.",
      "Payment for {thing} is claimed monthly or by milestone, on invoices supported by work reports and the client's confirmation.",
      [ONGOING, CHARGED],
    ],
    [
      "Tawaran harga {thing} sah untuk tempoh yang dinyatakan dalam dokumen pelawaan, dan harga tidak akan diubah sepanjang tempoh sah tersebut.",
      "The price offer for {thing} is valid for the period stated in the invitation documents, and the prices will not change during that period.",
    ],
    [
      "Potongan atau penalti bagi perkhidmatan yang tidak mencapai standard diterima mengikut syarat kontrak {subj} dan dikira berdasarkan kadar yang dipersetujui.",
      "Deductions or penalties for service below standard are accepted under the terms of the {subj} contract and calculated at the agreed rates.",
      ONGOING,
    ],
    [
      "Pihak kami menetapkan harga {thing} berdasarkan kos sebenar perkhidmatan yang berkualiti, bukan harga terendah yang berisiko menjejaskan gaji atau standard kerja.",
      "We have set the price of {thing} on the true cost of a quality service, not on the lowest figure that would put wages or work standards at risk.",
      CHARGED,
    ],
    [
      "Pecahan kos {thing} mengikut komponen boleh dikemukakan kepada pelanggan bagi tujuan penilaian kewajaran harga.",
      "A breakdown of the cost of {thing} by component can be given to the client to assess whether the price is reasonable.",
      CHARGED,
    ],
    [
      "Kerja yang dikecualikan daripada skop {thing} tidak termasuk dalam harga ini, dan kerja tersebut boleh disebut harga secara berasingan jika diperlukan.",
      "Work excluded from the scope of {thing} is not included in this price and can be quoted separately if needed.",
      CHARGED,
    ],
    [
      "Bon pelaksanaan, jika disyaratkan, akan dikemukakan dalam bentuk dan nilai yang ditetapkan dalam dokumen kontrak {subj}.",
      "A performance bond, if required, will be provided in the form and amount set in the {subj} contract documents.",
    ],
    [
      "Jumlah {total} ialah harga keseluruhan {thing} bagi tempoh {dur}, dan jumlah bulanan atau seunit boleh disemak terus dalam jadual di atas.",
      "The {total} is the full price of {thing} for {dur}, and the monthly or unit amounts can be checked directly in the schedule above.",
      CHARGED,
    ],
  ],
  compliance: [
    [
      "Insurans tanggungan awam, pampasan pekerja dan perlindungan lain yang disyaratkan akan diambil bagi {thing}, dan salinan polisi diserahkan sebelum kerja bermula.",
      "Public liability, workers' compensation and any other required cover will be taken out for {thing}, with copies of the policies handed over before work starts.",
    ],
    [
      "Penilaian risiko keselamatan dan kesihatan bagi {thing} dibuat sebelum kerja bermula, dan langkah kawalannya diterangkan kepada semua pekerja.",
      "A safety and health risk assessment for {thing} is made before work starts, and its control measures are explained to every worker.",
    ],
    [
      "Bagi tugasan yang memerlukannya, peralatan perlindungan diri dibekalkan secara percuma kepada pekerja {thing}, dan penggunaannya dipantau oleh penyelia.",
      "For tasks that call for it, personal protective equipment is supplied free to workers on {thing}, and its use is checked by the supervisor.",
    ],
    [
      "Tawaran {subj} ini dikemukakan secara bebas, tanpa pakatan dengan pembida lain dan tanpa sebarang bentuk dorongan kepada pegawai pelanggan.",
      "This {subj} offer is made independently, without collusion with other bidders and without any inducement to the client's officers.",
    ],
    [
      "Maklumat peribadi pelanggan dan pengguna yang diperoleh melalui {thing} dikendalikan mengikut Akta Perlindungan Data Peribadi 2010.",
      "Personal data of the client and users obtained through {thing} is handled in accordance with the Personal Data Protection Act 2010.",
    ],
    [
      "Pekerja {thing} yang mengendalikan maklumat sulit pelanggan akan menandatangani akuan kerahsiaan sebelum diberi akses.",
      "Workers on {thing} who handle the client's confidential information will sign a confidentiality undertaking before being given access.",
    ],
    [
      "Kemalangan atau kejadian berbahaya semasa {thing} dilaporkan kepada pelanggan dengan segera dan kepada JKKP mengikut kehendak undang-undang.",
      "Accidents or dangerous occurrences during {thing} are reported to the client at once and to DOSH as the law requires.",
    ],
    [
      "Bahan, peralatan dan perisian yang digunakan dalam {thing} mematuhi standard dan lesen yang berkenaan, dan tiada bahan atau perisian tiruan digunakan.",
      "Materials, equipment and software used in {thing} meet the relevant standards and licences, and no counterfeit materials or software are used.",
    ],
    [
      "Peraturan keselamatan dan tatatertib premis pelanggan dipatuhi oleh semua pekerja {thing}, termasuk peraturan keluar masuk dan kawasan larangan.",
      "All workers on {thing} observe the client's security and conduct rules for the premises, including entry and exit rules and restricted areas.",
    ],
    [
      "Pendaftaran dan sijil syarikat yang berkaitan dengan {thing} akan dikekalkan sah sepanjang tempoh kontrak, dan pembaharuan dibuat sebelum tarikh tamat.",
      "The company's registrations and certificates relevant to {thing} will be kept valid for the whole contract, with renewals made before they expire.",
    ],
    [
      "Pemeriksaan pematuhan oleh pelanggan atau pihak berkuasa diterima pada bila-bila masa, dan semua rekod berkaitan {thing} disediakan untuk semakan.",
      "Compliance inspections by the client or the authorities are welcome at any time, and all records relating to {thing} are available for review.",
    ],
  ],
  quality: [
    [
      "Kualiti {thing} diukur melalui petunjuk prestasi yang dipersetujui, seperti ketepatan masa, kadar kerja yang lulus pemeriksaan dan bilangan aduan.",
      "The quality of {thing} is measured by agreed performance indicators, such as punctuality, the share of work passing inspection and the number of complaints.",
    ],
    [
      "Pemeriksaan bersama antara penyelia {thing} dan wakil pelanggan diadakan secara berkala, dan hasilnya direkod dalam borang yang ditandatangani oleh kedua-dua pihak.",
      "Joint inspections by the supervisor of {thing} and the client's representative are held regularly, with results recorded on a form signed by both sides.",
      ONGOING,
    ],
    [
      "Laporan bulanan {thing} merangkumi kehadiran pekerja, kerja yang disiapkan, keputusan pemeriksaan, aduan yang diterima dan tindakan pembetulan yang diambil.",
      "The monthly report on {thing} covers staff attendance, work completed, inspection results, complaints received and the corrective action taken.",
      ONGOING,
    ],
    [
      "Setiap aduan {thing} diberi nombor rujukan, dan pengadu dimaklumkan tentang tindakan yang diambil sebaik sahaja aduan diselesaikan.",
      "Every complaint about {thing} is given a reference number, and the complainant is told what was done as soon as it is resolved.",
    ],
    [
      "Punca aduan yang berulang dianalisis dan diatasi pada akarnya, contohnya melalui latihan semula, pindaan SOP atau penggantian peralatan bagi {thing}.",
      "The causes of repeated complaints are analysed and dealt with at the root, for example through retraining, SOP changes or replacing equipment for {thing}.",
      ONGOING,
    ],
    [
      "Kerja {thing} yang gagal pemeriksaan dibetulkan dalam tempoh yang ditetapkan tanpa sebarang kos tambahan kepada pelanggan.",
      "Work on {thing} that fails inspection is put right within the set time at no extra cost to the client.",
    ],
    [
      "Maklum balas pelanggan tentang {thing} dikumpul melalui kaji selidik kepuasan secara berkala dan digunakan untuk menambah baik perkhidmatan.",
      "Client feedback on {thing} is gathered through regular satisfaction surveys and used to improve the service.",
      ONGOING,
    ],
    [
      "Pihak pengurusan syarikat membuat lawatan mengejut ke lokasi kerja {thing} untuk memastikan standard dikekalkan tanpa bergantung pada pemeriksaan berjadual sahaja.",
      "Company management makes unannounced visits to where {thing} is delivered to make sure standards hold without relying on scheduled inspections alone.",
      ONGOING,
    ],
    [
      "Mesyuarat prestasi bulanan bersama pelanggan membincangkan laporan KPI {thing}, isu semasa dan penambahbaikan yang dirancang.",
      "A monthly performance meeting with the client discusses the KPI report for {thing}, current issues and planned improvements.",
      ONGOING,
    ],
    [
      "Sistem pengurusan kualiti syarikat, seperti ISO 9001 jika dimiliki, diguna pakai dalam {thing} bagi memastikan setiap proses didokumentasikan dan diaudit.",
      "The company's quality management system, such as ISO 9001 where held, is applied to {thing} so that every process is documented and audited.",
    ],
    [
      "Rekod kualiti {thing}, termasuk senarai semak, laporan pemeriksaan dan log aduan, disimpan sepanjang kontrak sebagai bukti prestasi.",
      "Quality records for {thing}, including checklists, inspection reports and the complaints log, are kept throughout the contract as evidence of performance.",
      ONGOING,
    ],
    [
      "Pekerja yang menunjukkan prestasi cemerlang dalam {thing} diberi pengiktirafan, manakala prestasi yang lemah ditangani melalui bimbingan dan tindakan disiplin.",
      "Workers who perform outstandingly on {thing} are recognised, while weak performance is dealt with through coaching and disciplinary action.",
      ONGOING,
    ],
  ],
  risks: [
    [
      "Gangguan kepada {thing} akibat kerosakan peralatan dikurangkan dengan menyediakan peralatan gantian dan kontrak penyelenggaraan dengan pembekal.",
      "Disruption to {thing} caused by equipment failure is reduced by keeping spare equipment and maintenance contracts with suppliers.",
    ],
    [
      "Kerosakan atau kehilangan harta pelanggan semasa {thing} dielakkan melalui prosedur pengendalian yang teliti, dan syarikat menanggung kerosakan yang disebabkan oleh pekerjanya.",
      "Damage to or loss of the client's property during {thing} is avoided through careful handling procedures, and the company makes good any damage its workers cause.",
    ],
    [
      "Setiap kejadian yang menjejaskan {thing} direkodkan dalam log insiden, dianalisis puncanya dan dilaporkan kepada pelanggan bersama tindakan pencegahan.",
      "Every incident affecting {thing} is entered in the incident log, analysed for its cause and reported to the client with the preventive action.",
    ],
    [
      "Risiko pekerja berhenti secara mendadak diatasi dengan senarai calon yang telah ditapis dan latihan induksi yang boleh diberikan segera bagi {thing}.",
      "The risk of workers quitting suddenly is handled with a list of pre-screened candidates and induction training that can be given at short notice for {thing}.",
      ONGOING,
    ],
    [
      "Bencana, banjir atau gangguan bekalan utiliti yang menjejaskan {thing} ditangani melalui pelan kesinambungan perkhidmatan yang dipersetujui bersama pelanggan.",
      "Disasters, floods or utility failures affecting {thing} are handled through a business continuity plan agreed with the client.",
      ONGOING,
    ],
    [
      "Kegagalan subkontraktor atau pembekal bahan diatasi dengan pembekal alternatif yang telah dikenal pasti lebih awal bagi {thing}.",
      "Failure by a subcontractor or materials supplier is covered by alternative suppliers identified in advance for {thing}.",
    ],
    [
      "Wabak penyakit atau arahan pihak berkuasa yang menghadkan operasi {thing} diurus mengikut SOP kesihatan semasa dan arahan pelanggan.",
      "Disease outbreaks or official orders that restrict the operation of {thing} are managed under the current health SOPs and the client's instructions.",
    ],
    [
      "Risiko kelakuan pekerja yang menjejaskan nama baik pelanggan dikurangkan melalui latihan layanan pelanggan dan kod etika yang ditandatangani oleh setiap pekerja {thing}.",
      "The risk of worker conduct harming the client's reputation is reduced through customer-service training and a code of ethics signed by every worker on {thing}.",
    ],
    [
      "Pertikaian berkaitan kontrak {subj} diselesaikan terlebih dahulu melalui rundingan dan mekanisme yang dinyatakan dalam kontrak sebelum tindakan lain diambil.",
      "Disputes over the {subj} contract are settled first through negotiation and the mechanism set out in the contract before any other step is taken.",
    ],
    [
      "Pelan kontingensi {thing} menamakan pegawai yang bertanggungjawab bagi setiap jenis gangguan utama supaya keputusan dapat dibuat tanpa kelewatan.",
      "The contingency plan for {thing} names the officer responsible for each main type of disruption so that decisions can be made without delay.",
    ],
  ],
  monitoring: [
    [
      "Pengurus kontrak menyemak laporan harian penyelia {thing} dan mengambil tindakan segera terhadap sebarang kelewatan atau kekurangan pekerja.",
      "The contract manager reviews the supervisor's daily reports on {thing} and acts at once on any delay or shortage of workers.",
      ONGOING,
    ],
    [
      "Data kehadiran, kerja yang disiapkan dan aduan {thing} dikumpul dalam satu rekod bulanan supaya trend prestasi dapat dilihat sepanjang kontrak.",
      "Data on attendance, work completed and complaints for {thing} is gathered into one monthly record so that performance trends can be seen over the contract.",
      ONGOING,
    ],
    [
      "Petunjuk amaran awal, seperti peningkatan aduan atau ketidakhadiran, dipantau setiap minggu supaya masalah {thing} ditangani sebelum menjejaskan KPI.",
      "Early warning signs, such as rising complaints or absence, are watched weekly so that problems with {thing} are tackled before they affect the KPIs.",
      ONGOING,
    ],
    [
      "Audit dalaman {thing} dijalankan oleh pegawai syarikat yang tidak terlibat secara langsung dalam kerja harian, supaya penilaian lebih objektif.",
      "Internal audits of {thing} are carried out by company staff not directly involved in the daily work, so that the assessment is more objective.",
    ],
    [
      "Penilaian prestasi pertengahan kontrak {subj} diadakan bersama pelanggan untuk mengenal pasti perkara yang perlu diperbaiki bagi baki tempoh kontrak.",
      "A mid-contract performance review of the {subj} contract is held with the client to identify what needs improving for the rest of the term.",
      ONGOING,
    ],
    [
      "Tindakan pembetulan bagi setiap penemuan pemantauan {thing} mempunyai pegawai yang bertanggungjawab dan tarikh siap, dan statusnya disemak dalam laporan berikutnya.",
      "Corrective action for each monitoring finding on {thing} has a responsible officer and a completion date, and its status is checked in the next report.",
    ],
    [
      "Pemeriksaan keselamatan di lokasi kerja {thing} dijalankan secara berkala, dan penemuannya dilaporkan bersama laporan prestasi bulanan.",
      "Safety inspections where {thing} is delivered are carried out regularly, and their findings are reported with the monthly performance report.",
      ONGOING,
    ],
    [
      "Pemantauan turut meliputi kos {thing}, supaya penggunaan bahan dan tenaga kerja kekal dalam anggaran tanpa menurunkan standard perkhidmatan.",
      "Monitoring also covers the cost of {thing}, so that the use of materials and labour stays within estimate without lowering service standards.",
    ],
    [
      "Penilaian akhir {thing} merumuskan pencapaian KPI sepanjang kontrak dan menjadi asas kepada sebarang cadangan pembaharuan kontrak.",
      "The final evaluation of {thing} sums up KPI achievement over the contract and forms the basis of any proposal to renew.",
      ONGOING,
    ],
    [
      "Rekod pemantauan {thing} disimpan sepanjang kontrak dan boleh diserahkan kepada pelanggan sebagai sebahagian daripada laporan akhir.",
      "Monitoring records for {thing} are kept throughout the contract and can be handed to the client as part of the final report.",
      ONGOING,
    ],
    [
      "Pemantauan {thing} menggunakan borang dan format laporan yang dipersetujui dengan pelanggan pada mesyuarat permulaan, supaya data mudah dibandingkan dari bulan ke bulan.",
      "Monitoring of {thing} uses forms and report formats agreed with the client at the start-up meeting, so that data can be compared month by month.",
      ONGOING,
    ],
    [
      "Keputusan pemantauan {thing} dikongsi dengan penyelia dan pekerja supaya setiap orang mengetahui prestasi pasukan dan perkara yang perlu diperbaiki.",
      "The results of monitoring {thing} are shared with supervisors and workers so that everyone knows how the team is doing and what must improve.",
    ],
    [
      "Aduan dan maklum balas pengguna {thing} disemak bersama data pemantauan untuk memastikan angka KPI selari dengan pengalaman sebenar pengguna.",
      "Complaints and user feedback on {thing} are reviewed alongside the monitoring data to make sure the KPI figures match users' actual experience.",
    ],
  ],
  impact: [
    [
      "Pelanggan mendapat manfaat daripada {thing} melalui perkhidmatan yang konsisten, kos yang boleh dijangka dan satu pihak yang bertanggungjawab terhadap hasil kerja.",
      "The client benefits from {thing} through a consistent service, predictable costs and a single party answerable for the results.",
    ],
    [
      "Dengan menyerahkan {thing} kepada penyedia yang khusus, kakitangan pelanggan dapat menumpukan masa kepada fungsi teras organisasi.",
      "By entrusting {thing} to a specialist provider, the client's staff can devote their time to the organisation's core functions.",
      ONGOING,
    ],
    [
      "Rekod dan laporan yang disediakan sepanjang {thing} membantu pelanggan membuat keputusan tentang bajet dan keperluan perkhidmatan pada masa hadapan.",
      "The records and reports produced throughout {thing} help the client decide on future budgets and service needs.",
      ONGOING,
    ],
    [
      "Pematuhan {thing} kepada undang-undang dan standard keselamatan mengurangkan risiko perundangan dan risiko reputasi kepada pelanggan.",
      "The compliance of {thing} with the law and safety standards reduces the client's legal and reputational risk.",
    ],
    [
      "Penambahbaikan berterusan sepanjang kontrak {subj} bermakna kualiti perkhidmatan dijangka meningkat dari semasa ke semasa, bukan sekadar dikekalkan.",
      "Continuous improvement over the {subj} contract means service quality is expected to rise over time, not merely hold steady.",
      ONGOING,
    ],
    [
      "{Thing} turut menyokong peluang pekerjaan tempatan dengan gaji dan perlindungan berkanun yang sewajarnya bagi setiap pekerja.",
      "{Thing} also supports local jobs, with proper wages and statutory protection for every worker.",
    ],
    [
      "Pemindahan pengetahuan kepada kakitangan pelanggan, seperti latihan atau dokumentasi, memastikan manfaat {thing} berterusan selepas kontrak tamat.",
      "Passing knowledge to the client's staff, through training or documentation, keeps the benefits of {thing} going after the contract ends.",
      ONGOING,
    ],
    [
      "Penggunaan bahan dan kaedah yang cekap dalam {thing} dapat mengurangkan pembaziran dan kesan terhadap alam sekitar.",
      "Efficient use of materials and methods in {thing} can reduce waste and the effect on the environment.",
    ],
    [
      "Hubungan kerja yang baik sepanjang {thing} membuka ruang kepada kerjasama jangka panjang antara {org} dengan {addressee}.",
      "A good working relationship throughout {thing} opens the way to long-term cooperation between {org} and {addressee}.",
    ],
    [
      "Tindak balas yang cepat terhadap aduan dalam {thing} dijangka meningkatkan keyakinan pengguna terhadap perkhidmatan yang disediakan oleh pelanggan.",
      "Quick responses to complaints in {thing} are expected to raise users' confidence in the service the client provides.",
      ONGOING,
    ],
    [
      "Pekerja {thing} yang terlatih dan berpengalaman menjadi aset kepada tenaga kerja perkhidmatan tempatan walaupun selepas kontrak ini tamat.",
      "The trained and experienced workers of {thing} remain an asset to the local service workforce even after this contract ends.",
      ONGOING,
    ],
  ],
  closing: [
    [
      "{org} bersedia memulakan {thing} sebaik sahaja surat setuju terima atau pesanan rasmi diterima daripada pelanggan.",
      "{org} is ready to begin {thing} as soon as a letter of acceptance or official order is received from the client.",
    ],
    [
      "Cadangan {thing} ini ditandatangani oleh pegawai yang diberi kuasa dan dicop dengan cop rasmi syarikat.",
      "This proposal for {thing} is signed by an authorised officer and bears the company's official stamp.",
    ],
    [
      "Syarikat komited untuk melaksanakan {thing} dengan amanah dan telus serta mematuhi semua syarat kontrak dari hari pertama hingga serah tugas.",
      "The company is committed to delivering {thing} honestly and transparently, in line with every contract term from the first day to handover.",
      ONGOING,
    ],
    [
      "Wakil syarikat bersedia hadir untuk rundingan atau penjelasan lanjut tentang {thing} pada masa yang sesuai bagi pelanggan.",
      "A company representative is ready to attend negotiations or give further clarification on {thing} at a time convenient to the client.",
    ],
    [
      "Pertanyaan lanjut tentang {thing} boleh diajukan kepada wakil {org} melalui alamat dan nombor telefon dalam profil syarikat.",
      "Further questions about {thing} may be put to the representative of {org} at the address and telephone number in the company profile.",
    ],
    [
      "Pihak kami berterima kasih atas peluang untuk mengemukakan cadangan {thing} ini dan berharap dapat berkhidmat kepada {addressee}.",
      "We are grateful for the opportunity to submit this proposal for {thing} and hope to serve {addressee}.",
    ],
    [
      "Sebarang syarat tambahan daripada pelanggan akan dipertimbangkan dan dijawab secara bertulis sebelum kontrak {subj} dimuktamadkan.",
      "Any further conditions from the client will be considered and answered in writing before the {subj} contract is finalised.",
    ],
    [
      "Keputusan pelanggan terhadap tawaran {thing} ini diterima dengan baik, dan maklum balas tentang penilaian amat dihargai untuk penambahbaikan syarikat.",
      "The client's decision on this offer for {thing} will be respected, and feedback on the assessment would be much appreciated for the company's improvement.",
    ],
    [
      "Sebarang pindaan kepada tawaran {thing} selepas penyerahan hanya akan dibuat atas permintaan bertulis pelanggan dan mengikut prosedur perolehan yang berkuat kuasa.",
      "Any amendment to the offer for {thing} after submission will be made only at the client's written request and under the procurement procedures in force.",
    ],
    [
      "Syarikat akan memastikan semua dokumen yang dikemukakan bersama tawaran {thing} kekal sah sehingga pelanggan membuat keputusan.",
      "The company will keep every document submitted with the offer for {thing} valid until the client reaches a decision.",
    ],
    [
      "Pihak kami yakin bahawa pendekatan, tenaga kerja dan harga yang dicadangkan bagi {thing} memenuhi keperluan yang dinyatakan oleh pelanggan.",
      "We are confident that the approach, workforce and price proposed for {thing} meet the needs the client has set out.",
    ],
  ],
};
