import type { SectionRole } from "../../../../common/kinds/types.js";
import type { Line } from "../roles/kit.js";

/** Further on-subject lines for a geran paper, by role (see more/index.ts for the rules every line follows). */
export const GERAN: Partial<Record<SectionRole, Line[]>> = {
  summary: [
    [
      "Dana yang dipohon bagi {thing} akan digunakan semata-mata untuk perkara kos yang disenaraikan dan tidak untuk perbelanjaan operasi harian pemohon.",
      "The funds requested for {thing} will be used solely for the cost items listed and not for the applicant's day-to-day operating expenses.",
    ],
    [
      "Permohonan ini menunjukkan cara {thing} menukar dana yang dipohon kepada hasil perniagaan yang boleh diukur, disemak dan dilaporkan kepada pembiaya.",
      "This application shows how {thing} turns the funds requested into business results that can be measured, checked and reported to the funder.",
    ],
    [
      "Setiap ringgit yang dipohon bagi {thing} dapat dikesan kepada satu perkara kos, sebut harga yang menyokongnya dan fasa pelaksanaannya dalam jadual.",
      "Every ringgit requested for {thing} can be traced to a cost item, the quotation behind it and its phase in the schedule.",
    ],
    [
      "Kos {thing} disokong oleh sebut harga pembekal, manakala struktur pembiayaan menunjukkan sumbangan sendiri pemohon berbanding jumlah yang dipohon.",
      "The cost of {thing} is backed by suppliers' quotations, and the financing structure shows the applicant's own contribution against the amount requested.",
    ],
    [
      "{Thing} dirancang untuk mengukuhkan keupayaan operasi dan daya saing {org} dengan hasil yang boleh diukur selepas projek siap.",
      "{Thing} is designed to strengthen the operating capacity and competitiveness of {org}, with results that can be measured once the project is complete.",
    ],
    [
      "Semua aset yang diperoleh melalui {thing} akan kekal digunakan dalam perniagaan pemohon dan tidak akan dijual atau dipindah milik tanpa kebenaran pembiaya.",
      "All assets acquired through {thing} will stay in use in the applicant's business and will not be sold or transferred without the funder's consent.",
    ],
    [
      "{org} bersedia mematuhi semua syarat dalam surat tawaran {addressee}, termasuk pelaporan berkala, lawatan pemantauan dan audit penggunaan dana {subj}.",
      "{org} is ready to meet every condition in the offer letter from {addressee}, including regular reports, monitoring visits and audits of how the {subj} funds are used.",
    ],
    [
      "{Thing} juga akan memberi manfaat kepada {aud} melalui produk atau perkhidmatan yang lebih baik, lebih konsisten dan lebih mudah diperoleh.",
      "{Thing} will also benefit {aud} through products or services that are better, more consistent and easier to obtain.",
    ],
    [
      "Permohonan {subj} ini disusun mengikut keperluan lazim penilaian geran dan pembiayaan, iaitu profil pemohon, keperluan, kos, pembiayaan, jadual dan impak.",
      "This {subj} application follows what grant and financing assessments usually ask for: the applicant's profile, the need, costs, financing, schedule and impact.",
    ],
    [
      "Tempoh {dur} dipilih supaya {thing} dapat disiapkan dan mula menunjukkan hasil dalam tempoh pembiayaan, bukan selepas pemantauan pembiaya berakhir.",
      "The period of {dur} was chosen so that {thing} can be completed and begin to show results within the financing period, not after the funder's monitoring ends.",
    ],
    [
      "Dokumen sokongan bagi {thing} disenaraikan dalam lampiran supaya {addressee} dapat menilai permohonan ini dengan lengkap tanpa perlu meminta maklumat asas.",
      "The supporting documents for {thing} are listed in the attachments so that {addressee} can assess the application in full without asking for basic information.",
    ],
  ],
  applicant: [
    [
      "Salinan sijil pendaftaran SSM atau lesen perniagaan pemohon dilampirkan sebagai bukti pendaftaran yang sah bagi permohonan {subj} ini.",
      "A copy of the applicant's SSM registration certificate or business licence is attached as proof of valid registration for this {subj} application.",
      "trading",
    ],
    [
      "Pemilikan dan pegangan ekuiti pemohon dinyatakan kerana kelayakan untuk membiayai {thing} di bawah kebanyakan skim bergantung pada struktur pemilikan.",
      "The applicant's ownership and equity are stated because eligibility to finance {thing} under most schemes depends on the ownership structure.",
    ],
    [
      "Pelaksanaan {thing} akan diketuai oleh pemilik atau pengarah pemohon sendiri, yang bertanggungjawab secara langsung kepada pembiaya atas penggunaan dana.",
      "{Thing} will be led by the applicant's own owner or director, who answers directly to the funder for the use of the funds.",
    ],
    [
      "Bilangan pekerja dan jualan tahunan pemohon sebelum {thing} bermula menjadi garis asas penilaian impaknya.",
      "The applicant's staff numbers and annual sales before {thing} begins form the baseline for measuring its impact.",
      "trading",
    ],
    [
      "Penyata bank terkini pemohon dilampirkan sebagai bukti aliran jualan dan keupayaan perniagaan menampung bahagian kos {thing} yang tidak dibiayai.",
      "The applicant's latest bank statements are attached as evidence of sales flowing through the business and of its ability to cover the unfunded share of {thing}.",
      "trading",
    ],
    [
      "Sijil, lesen dan pengiktirafan yang dimiliki pemohon, jika ada, disenaraikan dalam profil ini dan salinannya dilampirkan bersama permohonan {subj}.",
      "Any certificates, licences and recognition the applicant holds are listed in this profile, with copies attached to the {subj} application.",
    ],
    [
      "Pembiayaan sedia ada pemohon, jika ada, dinyatakan secara terbuka supaya keupayaan bayaran balik dan beban hutang dapat dinilai dengan tepat sebelum {thing} diluluskan.",
      "Any financing the applicant already has is disclosed openly so that its repayment capacity and debt load can be judged accurately before {thing} is approved.",
    ],
    [
      "Peranan setiap pemilik dan pekerja utama dalam {thing} ditetapkan lebih awal supaya tanggungjawab pelaksanaan, kewangan dan pelaporan jelas sejak hari pertama.",
      "The role of each owner and key employee in {thing} is set in advance so that responsibility for delivery, finance and reporting is clear from the first day.",
    ],
    [
      "Seorang pegawai penghubung dinamakan bagi urusan permohonan {subj} supaya pertanyaan daripada pembiaya dapat dijawab dengan cepat dan tepat.",
      "A contact person is named for the {subj} application so that the funder's questions can be answered quickly and accurately.",
    ],
    [
      "Dokumen asal bagi setiap maklumat dalam profil pemohon boleh ditunjukkan kepada pegawai penilai semasa permohonan {subj} disemak atau semasa lawatan ke premis.",
      "The original document for every detail in the applicant's profile can be shown to the assessing officer while the {subj} application is reviewed or during a visit to the premises.",
    ],
    [
      "Nombor rujukan cukai pendapatan dan bukti pemfailan cukai terkini pemohon boleh dikemukakan jika skim yang membiayai {thing} mensyaratkannya.",
      "The applicant's income tax reference number and proof of its latest tax filing can be provided if the scheme funding {thing} requires them.",
    ],
    [
      "Status perniagaan pemohon yang masih aktif dan berdaftar akan dikekalkan sepanjang tempoh {thing} dan tempoh pemantauan selepasnya.",
      "The applicant's business will remain active and registered throughout {thing} and the monitoring period that follows it.",
    ],
    [
      "Akaun perniagaan pemohon diasingkan daripada kewangan peribadi pemilik supaya prestasi sebenar perniagaan dan kesan {thing} dapat dinilai dengan jelas.",
      "The applicant's business accounts are kept apart from the owner's personal finances so that the business's true performance and the effect of {thing} can be seen clearly.",
    ],
  ],
  project: [
    [
      "Setiap sesi {thing} dirancang dengan tujuan, kandungan dan hasil yang jelas supaya peserta mendapat manfaat daripada setiap pertemuan.",
      "Every session of {thing} is planned with a clear purpose, content and outcome, so that participants gain from every meeting.",
      "programme",
    ],
    [
      "Kehadiran peserta {thing} direkodkan pada setiap sesi, dan peserta yang tidak hadir dihubungi supaya mereka tidak tercicir.",
      "Attendance at {thing} is taken at every session, and participants who miss one are contacted so that nobody drops out.",
      "programme",
    ],
    [
      "Bahan yang digunakan dalam {thing} disediakan mengikut tahap peserta dan disemak oleh tenaga pengajar sebelum diedarkan.",
      "The materials used in {thing} are prepared for the participants' level and checked by the tutors before they are handed out.",
      "programme",
    ],
    [
      "Tenaga pengajar dan fasilitator {thing} dipilih berdasarkan kelayakan dan pengalaman mereka dengan kumpulan sasaran yang sama.",
      "The tutors and facilitators of {thing} are chosen for their qualifications and their experience with the same target group.",
      "programme",
    ],
    [
      "Setiap komponen {thing} menghasilkan output yang boleh disahkan semasa pemeriksaan, sama ada aset yang dibeli, kerja yang disiapkan atau latihan yang dihadiri.",
      "Each component of {thing} produces an output that can be verified on inspection, whether an asset bought, work completed or training attended.",
    ],
    [
      "Pembekal bagi {thing} akan dipilih berdasarkan spesifikasi, harga, tempoh penghantaran dan khidmat selepas jualan, bukan berdasarkan harga semata-mata.",
      "Suppliers for {thing} will be chosen on specification, price, delivery time and after-sales service, not on price alone.",
    ],
    [
      "Penyerahan setiap komponen {thing} akan disertakan dengan nota hantaran, invois dan gambar sebelum serta selepas pelaksanaan sebagai bukti kepada pembiaya.",
      "The handover of each component of {thing} will come with a delivery note, an invoice and before-and-after photographs as evidence for the funder.",
    ],
    [
      "Spesifikasi setiap perkara dalam {thing} ditetapkan berdasarkan keperluan sebenar pemohon dan tidak melebihi kapasiti yang diperlukan dalam tempoh pembiayaan.",
      "The specification of each item in {thing} is set by the applicant's real needs and does not exceed the capacity required during the financing period.",
    ],
    [
      "Seorang penyelaras dinamakan bagi {thing} sebagai rujukan tunggal kepada pembekal dan pembiaya sepanjang tempoh pelaksanaan.",
      "A coordinator is named for {thing} as the single point of contact for suppliers and the funder throughout the project.",
    ],
    [
      "Sebarang perubahan pada spesifikasi, pembekal atau kos {subj} akan dimaklumkan kepada {addressee} secara bertulis dan hanya dilaksanakan selepas kelulusan diterima.",
      "Any change to the specification, supplier or cost of the {subj} will be notified to {addressee} in writing and carried out only once approved.",
    ],
    [
      "Waranti dan perjanjian penyelenggaraan bagi peralatan {thing} akan disimpan bersama daftar aset supaya kerosakan dalam tempoh waranti dapat dituntut daripada pembekal.",
      "Warranties and maintenance agreements for the equipment of {thing} will be kept with the asset register so that faults under warranty can be claimed from the supplier.",
    ],
    [
      "Hasil {thing} dirancang untuk terus digunakan selepas tempoh pembiayaan tamat, dengan kos penyelenggaraannya ditanggung oleh hasil operasi pemohon.",
      "What {thing} delivers is planned to stay in use after the financing period ends, with its upkeep paid for from the applicant's operating income.",
    ],
    [
      "Pekerja yang akan menggunakan hasil {thing} dilibatkan sejak peringkat spesifikasi supaya peralatan dan kaedah yang dipilih sesuai dengan cara kerja mereka.",
      "The staff who will use what {thing} delivers are involved from the specification stage so that the equipment and methods chosen suit the way they work.",
    ],
    [
      "Latihan penggunaan yang disediakan oleh pembekal akan dihadiri oleh pekerja yang berkenaan supaya hasil {thing} dimanfaatkan sepenuhnya sejak hari pertama.",
      "The staff concerned will attend the supplier's user training so that what {thing} delivers is put to full use from the first day.",
    ],
    [
      "Komponen {thing} hanya merangkumi perkara yang berkaitan secara langsung dengan objektif projek, dan setiap satunya dipadankan dengan keperluan yang dinyatakan.",
      "The components of {thing} cover only what bears directly on the project's objectives, and each is matched to a stated need.",
    ],
    [
      "Kerja pemasangan atau pengubahsuaian premis bagi {thing}, jika ada, akan mematuhi syarat pihak berkuasa tempatan dan kelulusan yang diperlukan akan diperoleh terlebih dahulu.",
      "Any installation or alteration of premises for {thing} will meet local authority requirements, with the approvals needed obtained beforehand.",
    ],
  ],
  need: [
    [
      "Keperluan {thing} datang daripada kumpulan sasaran sendiri, yang tidak mempunyai akses kepada program seumpamanya pada kos yang mampu mereka tanggung.",
      "The need for {thing} comes from the target group itself, which has no access to a similar programme at a cost it can afford.",
      "programme",
    ],
    [
      "Tanpa bantuan dana, {thing} tidak dapat ditawarkan kepada peserta yang paling memerlukannya, kerana mereka tidak mampu menanggung kosnya sendiri.",
      "Without funding, {thing} could not be offered to the participants who need it most, since they cannot meet its cost themselves.",
      "programme",
    ],
    [
      "Program sedia ada di kawasan yang sama tidak memenuhi keperluan kumpulan sasaran {thing} dari segi masa, tempat atau kos.",
      "Existing programmes in the same area do not meet the needs of the target group of {thing} in their timing, place or cost.",
      "programme",
    ],
    [
      "Keperluan bagi {thing} dikenal pasti daripada pengalaman operasi harian pemohon sendiri, bukan daripada andaian umum tentang sektor perniagaannya.",
      "The need for {thing} was identified from the applicant's own day-to-day operations, not from general assumptions about its sector.",
    ],
    [
      "Pemohon tidak mampu menanggung keseluruhan kos {thing} daripada aliran tunai semasa tanpa menjejaskan modal kerja yang diperlukan untuk operasi harian.",
      "The applicant cannot meet the whole cost of {thing} from current cash flow without eroding the working capital its daily operations need.",
    ],
    [
      "Keperluan ini selari dengan matlamat {addressee} untuk mengukuhkan daya saing, produktiviti dan kemampanan perniagaan tempatan.",
      "This need is in line with the aim of {addressee} to strengthen the competitiveness, productivity and sustainability of local businesses.",
    ],
    [
      "Keperluan ini turut dirasai oleh {aud}, kerana keupayaan pemohon menentukan kualiti dan ketersediaan produk atau perkhidmatan yang mereka terima.",
      "The need is felt by {aud} as well, because the applicant's capacity decides the quality and availability of the products or services they receive.",
    ],
    [
      "Berbanding penyelesaian sementara, {thing} memberi manfaat berterusan kerana keupayaan yang dibina kekal dalam perniagaan pemohon.",
      "Unlike a stopgap, {thing} brings lasting benefit because the capacity it builds stays within the applicant's business.",
    ],
    [
      "Kelewatan melaksanakan {thing} boleh menyebabkan pemohon ketinggalan berbanding pesaing yang telah menambah baik operasi dan cara mereka melayan pelanggan.",
      "Delaying {thing} could leave the applicant behind competitors who have already improved their operations and the way they serve customers.",
    ],
    [
      "Keperluan yang dinyatakan akan diukur semula selepas {thing} siap untuk menentukan sejauh mana masalah asal telah diatasi.",
      "The stated need will be measured again once {thing} is complete to see how far the original problem has been solved.",
    ],
    [
      "Keperluan {subj} dinyatakan dengan angka dan contoh sebenar daripada operasi pemohon di mana ada, supaya pembiaya dapat menilainya secara objektif.",
      "The need for the {subj} is stated with real figures and examples from the applicant's operations where available, so the funder can assess it objectively.",
    ],
    [
      "Menangani keperluan ini sekarang membolehkan pemohon menghadapi pertambahan permintaan dan perubahan pasaran dengan asas operasi yang lebih kukuh selepas {thing}.",
      "Meeting this need now lets the applicant face growing demand and market change on a stronger operating footing once {thing} is done.",
    ],
    [
      "Keperluan ini diterjemahkan kepada objektif yang boleh diukur dalam bahagian seterusnya, supaya penyelesaian yang dibawa oleh {thing} dapat disemak.",
      "The need is turned into measurable objectives in the next section, so that the solution {thing} offers can be checked.",
    ],
    [
      "Sokongan pembiayaan bagi {thing} menggerakkan pelaburan yang tidak akan berlaku dalam tempoh terdekat jika pemohon bergantung pada dana sendiri sahaja.",
      "Financing for {thing} unlocks investment that would not happen in the near term if the applicant relied on its own funds alone.",
    ],
  ],
  objectives: [
    [
      "Setiap objektif {thing} mempunyai garis asas, sasaran dan tempoh pencapaian, supaya kemajuan dapat dibandingkan dengan keadaan sebelum projek.",
      "Each objective of {thing} has a baseline, a target and a time frame, so that progress can be compared with the position before the project.",
    ],
    [
      "Sasaran dalam objektif {thing} dikira berbanding rekod perniagaan pemohon sendiri, bukan berbanding anggaran umum industri.",
      "The targets in the objectives of {thing} are measured against the applicant's own business records, not against general industry estimates.",
      "trading",
    ],
    [
      "Pencapaian setiap objektif {subj} akan dibuktikan dengan dokumen yang boleh disemak, seperti rekod jualan, senarai gaji, invois atau laporan sistem.",
      "Achievement of each {subj} objective will be shown by documents that can be checked, such as sales records, payroll, invoices or system reports.",
    ],
    [
      "Objektif {thing} dihadkan kepada perkara yang berada dalam kawalan pemohon dan mampu dicapai dengan sumber yang ada.",
      "The objectives of {thing} are limited to what lies within the applicant's control and can be reached with the resources it has.",
    ],
    [
      "Petunjuk bagi setiap objektif {thing} dipilih supaya boleh diukur dengan rekod yang sudah disimpan oleh pemohon, tanpa kos tambahan untuk mengumpul data.",
      "The indicator for each objective of {thing} is chosen so it can be measured from records the applicant already keeps, with no extra cost for collecting data.",
    ],
    [
      "Objektif {thing} dirumus secara SMART, iaitu khusus, boleh diukur, boleh dicapai, relevan dan mempunyai tempoh yang jelas.",
      "The objectives of {thing} are framed as SMART: specific, measurable, achievable, relevant and time-bound.",
    ],
    [
      "Setiap objektif dipadankan dengan komponen projek yang menyumbang kepadanya, supaya hubungan antara perbelanjaan {subj} dengan hasilnya jelas.",
      "Each objective is matched to the project components that contribute to it, so that the link between spending on the {subj} and its results is clear.",
    ],
    [
      "Pemohon akan menyemak kemajuan ke arah setiap objektif {thing} pada setiap suku tahun dan mengambil tindakan awal jika prestasi tersasar.",
      "The applicant will review progress towards each objective of {thing} every quarter and act early if performance drifts.",
    ],
    [
      "Objektif {thing} yang melibatkan jualan akan diukur berdasarkan jualan sebenar yang direkodkan, bukan jualan yang dijangka atau tempahan yang belum dibayar.",
      "Objectives of {thing} that involve sales will be measured on actual recorded sales, not on expected sales or unpaid orders.",
    ],
    [
      "Objektif {thing} ditetapkan pada tahap yang mencabar tetapi realistik, berdasarkan prestasi semasa pemohon dan kapasiti tambahan yang dibina oleh projek.",
      "The objectives of {thing} are set at a level that is demanding but realistic, based on the applicant's current performance and the extra capacity the project builds.",
    ],
    [
      "Sebarang pindaan kepada sasaran {thing} selepas kelulusan hanya dibuat dengan persetujuan bertulis pembiaya dan disertakan dengan sebab yang jelas.",
      "Any change to the targets of {thing} after approval is made only with the funder's written consent and with clear reasons.",
    ],
    [
      "Objektif ini selaras dengan keperluan yang dinyatakan sebelum ini dan dengan hasil yang dipantau oleh {addressee} bagi skim pembiayaannya.",
      "These objectives follow from the need stated earlier and match the results {addressee} monitors under its financing scheme.",
    ],
    [
      "Hasil jangka pendek {thing} dicapai dalam tempoh pelaksanaan, manakala kesan jangka panjangnya terus dipantau selepas projek siap.",
      "The short-term results of {thing} are achieved during delivery, while its longer-term effects continue to be monitored after completion.",
    ],
  ],
  market: [
    [
      "{aud} dipilih sebagai pasaran sasaran kerana keperluan mereka sepadan dengan produk atau perkhidmatan yang diperkukuh melalui {thing}.",
      "{aud} were chosen as the target market because their needs match the products or services that {thing} strengthens.",
    ],
    [
      "Permintaan bagi produk atau perkhidmatan yang disokong oleh {thing} dapat ditunjukkan melalui rekod pesanan, pertanyaan pelanggan dan jualan terdahulu pemohon.",
      "Demand for the products or services {thing} supports can be shown through the applicant's order records, customer enquiries and past sales.",
    ],
    [
      "Analisis pesaing bagi {thing} membandingkan harga, kualiti, lokasi dan saluran jualan, supaya kedudukan pemohon di pasaran dapat dinilai dengan jelas.",
      "The competitor analysis for {thing} compares price, quality, location and sales channels so that the applicant's market position can be judged clearly.",
    ],
    [
      "Strategi harga bagi produk atau perkhidmatan hasil {thing} mengambil kira kos sebenar, harga pesaing dan kesanggupan pelanggan untuk membayar.",
      "Pricing for the products or services that come from {thing} takes account of actual costs, competitors' prices and what customers are willing to pay.",
    ],
    [
      "Saluran jualan dan promosi, sama ada secara bersemuka, dalam talian atau melalui rakan niaga, akan digunakan supaya kapasiti baharu daripada {thing} dimanfaatkan sepenuhnya.",
      "Sales and promotion channels, whether face to face, online or through trade partners, will be used so that the new capacity from {thing} is put to full use.",
    ],
    [
      "Maklum balas pelanggan akan dikumpul selepas {thing} dilaksanakan untuk menyesuaikan produk, harga dan cara penyampaian dengan kehendak pasaran.",
      "Customer feedback will be gathered once {thing} is in place to adjust products, prices and delivery to what the market wants.",
    ],
    [
      "Data jualan selepas {thing} akan dipecahkan mengikut produk, saluran dan jenis pelanggan untuk mengenal pasti segmen yang paling menguntungkan.",
      "Sales data after {thing} will be broken down by product, channel and type of customer to find the most profitable segments.",
    ],
    [
      "Faktor luaran seperti perubahan harga bahan, musim dan keadaan ekonomi setempat dipantau sepanjang {thing} kerana ia mempengaruhi permintaan terhadap produk atau perkhidmatan pemohon.",
      "External factors such as changes in input prices, seasons and local economic conditions are watched throughout {thing} because they affect demand for the applicant's products or services.",
    ],
    [
      "Trend pasaran semasa, termasuk perubahan cara pelanggan membeli dan membuat pembayaran, diambil kira dalam reka bentuk {thing}.",
      "Current market trends, including changes in how customers buy and pay, are taken into account in the design of {thing}.",
    ],
    [
      "Selepas {thing}, pemohon akan bersaing melalui nilai, kualiti dan layanan kepada pelanggan, bukan sekadar dengan menawarkan harga yang paling rendah.",
      "After {thing}, the applicant will compete on value, quality and customer service rather than simply on offering the lowest price.",
    ],
    [
      "Kebergantungan kepada segelintir pelanggan besar akan dikurangkan dengan meluaskan pangkalan pelanggan sepanjang tempoh {thing}.",
      "Reliance on a handful of large customers will be reduced by widening the customer base over the course of {thing}.",
    ],
    [
      "Unjuran jualan bagi {thing} dibuat secara berhemat berdasarkan pelanggan yang realistik untuk dicapai, bukan berdasarkan saiz keseluruhan pasaran.",
      "Sales projections for {thing} are made prudently from the customers it can realistically reach, not from the size of the whole market.",
    ],
  ],
  budget: [
    [
      "Sebut harga yang dipilih bagi setiap perkara {thing} ialah tawaran yang memenuhi spesifikasi pada harga yang paling munasabah, dan sebab pemilihannya direkodkan.",
      "The quotation chosen for each item of {thing} is the offer that meets the specification at the most reasonable price, and the reason for the choice is recorded.",
    ],
    [
      "Pemohon tidak akan membuat pesanan atau bayaran bagi mana-mana perkara {thing} sebelum kelulusan diterima, kerana perbelanjaan awal lazimnya tidak layak dituntut.",
      "The applicant will not order or pay for any item of {thing} before approval is received, since earlier spending is usually not eligible for claims.",
    ],
    [
      "Komponen cukai dalam sebut harga {thing} dikenal pasti secara berasingan kerana sesetengah skim pembiayaan tidak menanggung cukai jualan dan perkhidmatan.",
      "The tax element in the quotations for {thing} is shown separately because some financing schemes do not cover sales and service tax.",
    ],
    [
      "Penjimatan atau pindahan peruntukan antara perkara kos {thing} hanya akan dibuat selepas mendapat kelulusan bertulis daripada pihak pembiaya.",
      "Savings or transfers between cost items of {thing} will be made only with the funder's written approval.",
    ],
    [
      "Pembayaran kepada pembekal {thing} akan dibuat melalui pindahan bank atau cek atas nama syarikat pembekal, bukan secara tunai, supaya setiap bayaran dapat dikesan.",
      "Payments to the suppliers of {thing} will be made by bank transfer or cheque in the supplier company's name, not in cash, so every payment can be traced.",
    ],
    [
      "Kos yang melebihi anggaran akan ditanggung oleh pemohon sendiri tanpa mengurangkan skop atau kualiti {thing} yang telah dipersetujui.",
      "Any cost above the estimate will be borne by the applicant without reducing the agreed scope or quality of {thing}.",
    ],
    [
      "Kos penghantaran, pemasangan dan latihan bagi {thing} disemak dalam setiap sebut harga supaya tiada kos tersembunyi timbul selepas pesanan dibuat.",
      "Delivery, installation and training costs for {thing} are checked in every quotation so that no hidden costs appear after the order is placed.",
    ],
    [
      "Harga seunit dalam jadual kos {thing} berdasarkan harga pasaran semasa dan boleh disahkan dengan membandingkan sebut harga yang dilampirkan.",
      "The unit prices in the cost table for {thing} are current market prices and can be verified against the attached quotations.",
    ],
    [
      "Sebut harga bagi {thing} sah untuk tempoh yang terhad sahaja, maka pesanan akan dibuat sejurus selepas kelulusan bagi mengelakkan kenaikan harga.",
      "The quotations for {thing} are valid for a limited time only, so orders will be placed straight after approval to avoid price rises.",
    ],
    [
      "Peruntukan luar jangka, jika ada, hanya digunakan untuk perkara yang berkaitan dengan {thing} dan penggunaannya dilaporkan secara berasingan.",
      "Any contingency is used only for items related to {thing}, and its use is reported separately.",
    ],
    [
      "Setiap perkara dalam jadual kos {thing} dipadankan dengan sebut harga yang bernombor rujukan, supaya pegawai penilai dapat menyemak harga dengan cepat.",
      "Each item in the cost table for {thing} is matched to a numbered quotation, so that the assessing officer can check prices quickly.",
    ],
    [
      "Kos {thing} yang tidak layak dibiayai oleh skim, jika ada, ditanggung sepenuhnya oleh pemohon dan dinyatakan secara berasingan daripada kos yang dipohon.",
      "Any cost of {thing} the scheme does not cover is borne in full by the applicant and shown separately from the costs requested.",
    ],
    [
      "Pembekal bagi {thing} ialah syarikat berdaftar yang tidak mempunyai kepentingan dengan pemilik pemohon, bagi mengelakkan konflik kepentingan dalam perolehan.",
      "Suppliers for {thing} are registered companies with no interest shared with the applicant's owners, to avoid conflicts of interest in purchasing.",
    ],
    [
      "Jadual kos {thing} disemak semula sebelum tuntutan pertama untuk memastikan harga, kuantiti dan pembekal masih sama seperti yang diluluskan.",
      "The cost table for {thing} is checked again before the first claim to make sure prices, quantities and suppliers are still as approved.",
    ],
  ],
  funding: [
    [
      "Sumbangan sendiri pemohon bagi {thing} menunjukkan komitmen pemilik terhadap projek dan akan disediakan sebelum atau serentak dengan pengeluaran dana pertama.",
      "The applicant's own contribution to {thing} shows the owner's commitment to the project and will be in place before or alongside the first release of funds.",
    ],
    [
      "Dana {thing} akan disalurkan melalui akaun bank perniagaan yang berasingan daripada akaun peribadi, supaya setiap penerimaan dan pembayaran mudah disemak.",
      "The funds for {thing} will pass through a business bank account separate from any personal account, so every receipt and payment is easy to check.",
    ],
    [
      "Bagi skim geran padanan, nisbah sumbangan pemohon berbanding geran akan dikekalkan pada setiap tuntutan {subj} mengikut syarat pembiaya.",
      "Under a matching grant, the ratio of the applicant's contribution to the grant will be kept in every {subj} claim, as the funder's terms require.",
    ],
    [
      "Bukti sumbangan sendiri, seperti penyata bank atau resit bayaran kepada pembekal, akan dikemukakan bersama setiap tuntutan {subj}.",
      "Proof of the own contribution, such as bank statements or receipts for payments to suppliers, will accompany every {subj} claim.",
    ],
    [
      "Perkara kos yang dibiayai melalui permohonan ini tidak akan dituntut daripada mana-mana agensi atau pembiaya lain, supaya tiada pembiayaan berganda bagi {thing}.",
      "Cost items financed through this application will not be claimed from any other agency or funder, so that {thing} is never financed twice.",
    ],
    [
      "Jika jumlah yang diluluskan lebih rendah daripada yang dipohon, pemohon akan menampung kekurangan dengan dana sendiri atau melaraskan skop {thing} dengan persetujuan pembiaya.",
      "If the amount approved is lower than requested, the applicant will make up the shortfall from its own funds or adjust the scope of {thing} with the funder's agreement.",
    ],
    [
      "Struktur pembiayaan {thing} disusun supaya pemohon masih mempunyai modal kerja yang mencukupi untuk operasi harian sepanjang tempoh pelaksanaan.",
      "The financing of {thing} is structured so that the applicant keeps enough working capital for daily operations throughout the project.",
    ],
    [
      "Jumlah yang dipohon bagi {thing} telah disemak supaya tidak melebihi had maksimum dan peratusan pembiayaan yang dibenarkan oleh skim yang dipohon.",
      "The amount requested for {thing} has been checked so that it stays within the maximum and the financing percentage allowed by the scheme applied to.",
    ],
    [
      "Semua penerimaan dana {thing} akan direkodkan dalam buku akaun pemohon sebagai geran atau pinjaman mengikut jenis pembiayaan yang diluluskan.",
      "Every receipt of funds for {thing} will be entered in the applicant's books as a grant or a loan, according to the type of financing approved.",
    ],
    [
      "Sumber sumbangan sendiri bagi {thing}, sama ada simpanan perniagaan, modal pemilik atau keuntungan terkumpul, akan dinyatakan dengan jelas dalam dokumen sokongan.",
      "The source of the own contribution to {thing}, whether business savings, the owner's capital or retained profits, will be stated clearly in the supporting documents.",
    ],
    [
      "Sumbangan dalam bentuk aset sedia ada hanya dikira bagi {thing} jika dibenarkan oleh skim, dan nilainya disokong oleh dokumen yang sah.",
      "A contribution in the form of existing assets counts towards {thing} only if the scheme allows it, with its value backed by valid documents.",
    ],
    [
      "Struktur ini memperlihatkan perkongsian risiko antara pemohon dengan pembiaya, kerana kedua-dua pihak menyumbang kepada kos {thing}.",
      "This structure shows risk shared between the applicant and the funder, since both contribute to the cost of {thing}.",
    ],
    [
      "Baki dana {thing} yang tidak digunakan pada akhir projek akan dilaporkan dan dipulangkan kepada pembiaya jika disyaratkan dalam surat tawaran.",
      "Any unused funds for {thing} at the end of the project will be reported and returned to the funder if the offer letter requires it.",
    ],
    [
      "Faedah atau hibah yang terkumpul daripada dana {thing} dalam akaun projek, jika ada, dilaporkan dan digunakan mengikut syarat pembiaya.",
      "Any interest or hibah earned on the funds for {thing} in the project account is reported and used under the funder's terms.",
    ],
  ],
  cashflow: [
    [
      "Unjuran aliran tunai {thing} disediakan secara bulanan bagi tempoh pelaksanaan dan tempoh selepasnya, berdasarkan rekod jualan sebenar pemohon.",
      "The cash-flow projection for {thing} is prepared month by month for the project period and beyond, based on the applicant's actual sales records.",
    ],
    [
      "Unjuran bagi {thing} mengambil kira aliran masuk daripada jualan dan pembiayaan, serta aliran keluar bagi kos projek, operasi harian dan ansuran bayaran balik.",
      "The projection for {thing} counts inflows from sales and financing, and outflows for project costs, daily operations and repayment instalments.",
    ],
    [
      "Baki tunai akhir setiap bulan dalam unjuran {thing} disemak supaya tiada bulan yang berbaki negatif, termasuk ketika pembayaran terbesar kepada pembekal dibuat.",
      "The closing cash balance of every month in the projection for {thing} is checked so that no month falls negative, including when the largest supplier payments are made.",
    ],
    [
      "Andaian jualan dalam unjuran {thing} dibuat secara berhemat, dengan pertambahan jualan hanya dikira selepas komponen utama projek mula digunakan.",
      "The sales assumptions in the projection for {thing} are prudent, with extra sales counted only once the main project components are in use.",
    ],
    [
      "Ansuran bulanan dibandingkan dengan keuntungan bersih pemohon untuk memastikan keupayaan membayar balik pembiayaan {subj} kekal munasabah walaupun jualan menurun.",
      "The monthly instalment is compared with the applicant's net profit to make sure repaying the {subj} financing stays manageable even if sales fall.",
    ],
    [
      "Bagi geran yang tidak perlu dibayar balik, unjuran ini menunjukkan cara pemohon menampung bahagian padanannya dan kos operasi selepas {thing} siap.",
      "For a grant that need not be repaid, the projection shows how the applicant meets its matching share and the running costs once {thing} is complete.",
    ],
    [
      "Tempoh penangguhan bayaran balik, jika ditawarkan oleh pembiaya, akan digunakan untuk menyiapkan {thing} sebelum ansuran pertama bermula.",
      "Any grace period the funder offers will be used to complete {thing} before the first instalment falls due.",
    ],
    [
      "Pemohon bersedia membayar balik melalui arahan tetap atau potongan automatik daripada akaun perniagaan supaya tiada ansuran bagi {thing} terlepas.",
      "The applicant is ready to repay by standing instruction or automatic debit from the business account so that no instalment for {thing} is missed.",
    ],
    [
      "Jika jualan lebih rendah daripada unjuran, pemohon akan mengurangkan perbelanjaan yang tidak penting terlebih dahulu supaya ansuran {thing} tetap dibayar.",
      "If sales fall below the projection, the applicant will cut non-essential spending first so that the instalments for {thing} are still paid.",
    ],
    [
      "Tempoh pulangan modal {thing} dianggarkan dengan membandingkan jumlah kos projek dengan keuntungan tambahan bulanan yang dijangka daripadanya.",
      "The payback period of {thing} is estimated by comparing the total project cost with the extra monthly profit expected from it.",
    ],
    [
      "Kos operasi tambahan selepas {thing} siap, seperti penyelenggaraan, langganan atau utiliti, dimasukkan dalam unjuran supaya keuntungan tidak dilebihkan.",
      "Extra running costs after {thing} is complete, such as maintenance, subscriptions or utilities, are included in the projection so that profit is not overstated.",
    ],
    [
      "Unjuran aliran tunai {thing} akan dikemas kini setiap suku tahun dengan angka sebenar dan dikongsi dengan {addressee} apabila diminta.",
      "The cash-flow projection for {thing} will be updated every quarter with actual figures and shared with {addressee} on request.",
    ],
    [
      "Pemohon akan mengekalkan rizab tunai untuk menampung beberapa bulan ansuran pembiayaan {subj} sekiranya berlaku gangguan kepada jualan.",
      "The applicant will keep a cash reserve to cover several months of instalments on the {subj} financing in case sales are disrupted.",
    ],
  ],
  schedule: [
    [
      "Fasa pertama {thing} bermula sebaik sahaja surat tawaran diterima dan syarat-syaratnya dipersetujui secara bertulis oleh pemohon.",
      "The first phase of {thing} begins as soon as the offer letter is received and its terms are accepted in writing by the applicant.",
    ],
    [
      "Setiap fasa {thing} mempunyai tarikh mula, tarikh siap dan hasil yang perlu ditunjukkan sebelum fasa berikutnya dimulakan.",
      "Each phase of {thing} has a start date, a completion date and an output to be shown before the next phase begins.",
    ],
    [
      "Aktiviti dalam jadual {thing} disusun mengikut kebergantungannya: perolehan didahulukan, diikuti pemasangan, latihan dan akhirnya penggunaan penuh dalam operasi.",
      "The activities in the schedule of {thing} follow their dependencies: purchasing first, then installation, training and finally full use in operations.",
    ],
    [
      "Tuntutan dana {thing} diselaraskan dengan penyiapan fasa, supaya setiap tuntutan disokong oleh bukti kerja yang telah siap.",
      "Claims for the funds of {thing} are timed to the completion of phases, so that each claim is backed by evidence of finished work.",
    ],
    [
      "Kerja yang boleh mengganggu operasi, seperti pemasangan atau pengubahsuaian, akan diatur di luar waktu puncak perniagaan supaya pendapatan semasa tidak terjejas oleh {thing}.",
      "Work that could disrupt operations, such as installation or alterations, will be arranged outside peak business hours so that {thing} does not hurt current income.",
    ],
    [
      "Kemajuan sebenar {thing} akan dibandingkan dengan jadual ini setiap bulan, dan kelewatan yang ketara akan dimaklumkan kepada pembiaya bersama langkah pemulihan.",
      "Actual progress on {thing} will be compared with this schedule each month, and any significant delay will be reported to the funder with the recovery steps.",
    ],
    [
      "Laporan akhir {thing} akan dikemukakan selepas fasa terakhir siap, bersama penyata perbelanjaan, gambar dan bukti pencapaian objektif.",
      "The final report on {thing} will be submitted once the last phase is done, with a statement of expenditure, photographs and evidence of objectives met.",
    ],
    [
      "Sebarang lanjutan tempoh {thing} akan dipohon secara bertulis daripada {addressee} sebelum tarikh tamat, dengan sebab dan jadual baharu yang dicadangkan.",
      "Any extension of {thing} will be requested in writing from {addressee} before the end date, with the reasons and a proposed new schedule.",
    ],
    [
      "Pemohon memikul tanggungjawab bagi setiap fasa {thing}, manakala pembekal bertanggungjawab atas penghantaran dan pemasangan mengikut tarikh yang dipersetujui secara bertulis.",
      "The applicant is responsible for every phase of {thing}, while suppliers answer for delivery and installation on the dates agreed in writing.",
    ],
    [
      "Tempoh selepas {thing} siap digunakan untuk mengumpul data jualan dan pekerjaan yang menunjukkan hasil sebenar projek kepada pembiaya.",
      "The period after {thing} is complete is used to collect the sales and employment data that show the funder the project's real results.",
    ],
  ],
  impact: [
    [
      "Impak {thing} diukur melalui kehadiran, pencapaian dan maklum balas peserta, berbanding keadaan mereka sebelum program bermula.",
      "The impact of {thing} is measured by the participants' attendance, progress and feedback, against where they stood before it began.",
      "programme",
    ],
    [
      "Peserta {thing} memperoleh pengetahuan dan kemahiran yang terus mereka gunakan selepas program tamat.",
      "Participants in {thing} gain knowledge and skills that they keep using after it ends.",
      "programme",
    ],
    [
      "Keluarga dan komuniti peserta turut mendapat manfaat daripada {thing} melalui perubahan yang dibawa pulang oleh peserta.",
      "The participants' families and community benefit from {thing} too, through the change the participants take home.",
      "programme",
    ],
    [
      "Kisah dan dapatan daripada {thing} akan dikongsi dengan {addressee} supaya manfaat dana dapat dilihat dengan jelas.",
      "Stories and findings from {thing} will be shared with {addressee} so that the benefit of its funds can be seen clearly.",
      "programme",
    ],
    [
      "Pengalaman menjalankan {thing} membina keupayaan penganjur untuk meneruskan atau memperluas program ini pada masa hadapan.",
      "The experience of running {thing} builds the organiser's capacity to continue or extend it in future.",
      "programme",
    ],
    [
      "Impak {thing} diukur melalui pertambahan jualan, peluang pekerjaan dan peningkatan produktiviti berbanding keadaan perniagaan sebelum projek.",
      "The impact of {thing} is measured by growth in sales, new jobs and higher productivity against the business's position before the project.",
    ],
    [
      "Peluang pekerjaan yang dijana oleh {thing} akan dibuktikan melalui senarai gaji dan caruman KWSP serta PERKESO pekerja yang berkenaan.",
      "Jobs created by {thing} will be evidenced through the payroll and the EPF and SOCSO contributions of the workers concerned.",
    ],
    [
      "Peningkatan produktiviti hasil {thing} dinilai dengan membandingkan output atau jualan bagi setiap pekerja sebelum dan selepas projek.",
      "The productivity gain from {thing} is assessed by comparing output or sales per worker before and after the project.",
    ],
    [
      "Penjimatan kos operasi, seperti kurang pembaziran, kurang kerja semula atau kurang masa terbuang, turut dikira sebagai impak kewangan {thing}.",
      "Savings in running costs, such as less waste, less rework or less lost time, also count as financial impact of {thing}.",
      "trading",
    ],
    [
      "Selepas projek siap, pemohon akan terus melaporkan jualan dan bilangan pekerja kepada pembiaya bagi tempoh pemantauan impak {subj} yang ditetapkan.",
      "After completion, the applicant will keep reporting sales and staff numbers to the funder for the set impact-monitoring period of the {subj}.",
    ],
    [
      "Perolehan dan bekalan operasi bagi {thing} akan mengutamakan pembekal tempatan, supaya manfaat ekonomi projek turut dirasai oleh perniagaan di sekitarnya.",
      "Purchasing and operating supplies for {thing} will favour local suppliers, so that the project's economic benefit reaches surrounding businesses too.",
    ],
    [
      "Pekerja yang terlibat dalam {thing} akan memperoleh kemahiran baharu yang kekal dalam perniagaan dan meningkatkan nilai tenaga kerja tempatan.",
      "Staff involved in {thing} will gain new skills that stay in the business and raise the value of the local workforce.",
    ],
    [
      "Kesan jangka panjang {thing} ialah perniagaan yang lebih berdaya tahan terhadap perubahan pasaran dan lebih bersedia untuk berkembang.",
      "The long-term effect of {thing} is a business that is more resilient to market change and better prepared to grow.",
    ],
    [
      "Bagi {aud}, impak {thing} dapat dilihat melalui akses yang lebih mudah, masa menunggu yang lebih singkat atau kualiti yang lebih konsisten.",
      "For {aud}, the impact of {thing} shows in easier access, shorter waiting times or more consistent quality.",
    ],
    [
      "Sebahagian pendapatan tambahan daripada {thing} akan digunakan untuk menyelenggara aset dan membiayai langkah pengembangan perniagaan seterusnya.",
      "Part of the extra income from {thing} will go to maintaining the assets and funding the business's next steps of growth.",
    ],
    [
      "Prestasi kewangan yang lebih kukuh selepas {thing} juga meningkatkan kelayakan pemohon untuk pembiayaan yang lebih besar pada masa hadapan.",
      "The stronger financial performance after {thing} also improves the applicant's standing for larger financing in future.",
      "trading",
    ],
    [
      "Impak {thing} akan dilaporkan dengan angka sebenar, termasuk sasaran yang tidak tercapai, supaya pembiaya mendapat gambaran yang jujur tentang hasil pembiayaan.",
      "The impact of {thing} will be reported in actual figures, including any targets missed, so that the funder gets an honest picture of what its financing achieved.",
    ],
    [
      "Jualan daripada pelanggan atau pasaran baharu hasil {thing} dibezakan daripada jualan sedia ada, supaya impak sebenar projek tidak dilebihkan.",
      "Sales to new customers or markets that come from {thing} are kept apart from existing sales, so that the project's real impact is not overstated.",
    ],
    [
      "Kejayaan {thing} boleh menjadi contoh kepada perniagaan lain yang setara dalam menggunakan pembiayaan {addressee} secara berhemat dan bertanggungjawab.",
      "The success of {thing} can serve as an example to similar businesses of using financing from {addressee} prudently and responsibly.",
    ],
  ],
  risks: [
    [
      "Setiap risiko {thing} dinilai berdasarkan kemungkinan berlaku dan kesannya terhadap kos, jadual dan hasil projek, dan tindakan diutamakan mengikut penilaian tersebut.",
      "Each risk to {thing} is rated for its likelihood and its effect on cost, schedule and results, and action is prioritised accordingly.",
    ],
    [
      "Risiko aliran tunai dikawal dengan memastikan bahagian sumbangan sendiri bagi {thing} tersedia sebelum pesanan dibuat, bukan bergantung pada jualan masa hadapan.",
      "Cash-flow risk is controlled by having the own contribution to {thing} in hand before orders are placed, rather than relying on future sales.",
    ],
    [
      "Bayaran akhir kepada pembekal {thing} hanya dibuat selepas barang diterima, diuji dan didapati berfungsi mengikut spesifikasi.",
      "The final payment to suppliers of {thing} is made only after the goods have been received, tested and found to work to specification.",
    ],
    [
      "Aset {thing} akan diinsuranskan terhadap kecurian, kebakaran dan bencana sejak diterima, dan disimpan dengan selamat di premis pemohon.",
      "The assets of {thing} will be insured against theft, fire and disaster from the day they arrive, and kept securely at the applicant's premises.",
    ],
    [
      "Kebergantungan kepada seorang individu dikurangkan dengan melatih lebih daripada seorang pekerja bagi setiap fungsi penting dalam {thing}.",
      "Reliance on any one person is reduced by training more than one worker for every key function in {thing}.",
    ],
    [
      "Risiko penggunaan dana yang tidak mematuhi syarat dielakkan dengan merujuk surat tawaran pembiaya sebelum setiap perbelanjaan {subj} dibuat.",
      "The risk of spending that breaches the terms is avoided by checking the funder's offer letter before every {subj} expense.",
    ],
    [
      "Perubahan peraturan, seperti syarat lesen atau standard baharu, dipantau supaya {thing} terus mematuhi keperluan pihak berkuasa.",
      "Regulatory changes, such as new licence conditions or standards, are watched so that {thing} keeps meeting the authorities' requirements.",
    ],
    [
      "Gangguan bekalan bahan atau perkhidmatan yang diperlukan oleh {thing} diatasi dengan mengenal pasti pembekal alternatif lebih awal.",
      "Disruption to the supplies or services {thing} depends on is handled by identifying alternative suppliers in advance.",
    ],
    [
      "Pemilik pemohon bertanggungjawab memantau risiko {thing} dan akan memaklumkan {addressee} dengan segera jika sesuatu risiko besar berlaku.",
      "The applicant's owner is responsible for watching the risks to {thing} and will inform {addressee} at once if a major risk occurs.",
    ],
    [
      "Pelan kontingensi bagi setiap risiko utama {thing} disediakan lebih awal supaya tindakan dapat diambil segera tanpa menunggu keputusan baharu.",
      "A contingency plan for each main risk to {thing} is prepared in advance so that action can be taken at once without waiting for new decisions.",
    ],
    [
      "Risiko kehilangan rekod projek dikurangkan dengan menyimpan salinan dokumen {subj}, seperti invois dan laporan, di lebih daripada satu tempat.",
      "The risk of losing project records is reduced by keeping copies of {subj} documents, such as invoices and reports, in more than one place.",
    ],
  ],
  monitoring: [
    [
      "Rekod kehadiran dan kemajuan peserta {thing} disemak setiap bulan, dan sesi diubah suai jika kehadiran atau pencapaian menurun.",
      "The attendance and progress records of {thing} are reviewed every month, and the sessions are adjusted if attendance or progress falls.",
      "programme",
    ],
    [
      "Maklum balas peserta {thing} dikumpul pada pertengahan dan akhir program untuk menilai kualiti pengajaran dan bahan.",
      "Feedback from participants in {thing} is collected midway and at the end to judge the quality of the teaching and materials.",
      "programme",
    ],
    [
      "Pemantauan {thing} dijalankan oleh pemilik pemohon sendiri dengan menyemak perbelanjaan, kemajuan fasa dan petunjuk prestasi pada setiap bulan.",
      "{Thing} is monitored by the applicant's own owner, who reviews spending, phase progress and performance indicators every month.",
    ],
    [
      "Laporan kemajuan kepada pembiaya akan memuatkan status setiap fasa, perbelanjaan berbanding bajet, isu yang timbul dan tindakan yang diambil bagi {thing}.",
      "Progress reports to the funder will cover the status of each phase, spending against budget, issues that arose and the action taken on {thing}.",
    ],
    [
      "Perbelanjaan sebenar {thing} dipadankan dengan bajet setiap bulan, dan sebarang perbezaan yang ketara dijelaskan dalam laporan kemajuan.",
      "Actual spending on {thing} is matched against the budget each month, and any significant difference is explained in the progress report.",
    ],
    [
      "Rekod jualan, bilangan pekerja dan data operasi dikumpul secara konsisten sepanjang {thing} supaya perbandingan sebelum dan selepas projek sahih.",
      "Sales records, staff numbers and operating data are collected consistently throughout {thing} so that before-and-after comparisons hold.",
    ],
    [
      "Pegawai pembiaya boleh membuat lawatan pemantauan ke premis pemohon untuk mengesahkan kewujudan aset dan kemajuan {thing}.",
      "The funder's officers may make monitoring visits to the applicant's premises to verify the assets and the progress of {thing}.",
    ],
    [
      "Daftar aset akan disemak setiap suku tahun untuk memastikan semua aset {thing} masih ada, berfungsi dan digunakan untuk tujuan asalnya.",
      "The asset register will be checked every quarter to make sure all assets of {thing} are still there, working and used for their original purpose.",
    ],
    [
      "Penilaian akhir {thing} membandingkan hasil sebenar dengan objektif asal, kos sebenar dengan bajet, dan tarikh siap dengan jadual.",
      "The final evaluation of {thing} compares actual results with the original objectives, actual cost with the budget and the completion date with the schedule.",
    ],
    [
      "Petunjuk awal, seperti bilangan pesanan atau pertanyaan pelanggan, dipantau lebih kerap kerana ia memberi amaran awal tentang pencapaian sasaran jualan {thing}.",
      "Early indicators, such as the number of orders or customer enquiries, are watched more often because they give early warning on the sales targets of {thing}.",
    ],
    [
      "Maklum balas pelanggan dan pekerja tentang {thing} dikumpul secara berkala untuk menilai kesan projek yang tidak ditunjukkan oleh angka jualan.",
      "Feedback from customers and staff on {thing} is gathered regularly to capture effects of the project that sales figures do not show.",
    ],
    [
      "Dokumen pemantauan {thing} akan disimpan bagi tempoh yang ditetapkan oleh pembiaya untuk tujuan audit selepas projek tamat.",
      "Monitoring documents for {thing} will be kept for the period the funder sets, for audit after the project ends.",
    ],
    [
      "Akauntan atau juruaudit luar boleh dilantik untuk mengesahkan penyata perbelanjaan akhir {thing} jika disyaratkan oleh pembiaya.",
      "An external accountant or auditor may be appointed to certify the final statement of expenditure for {thing} if the funder requires it.",
    ],
    [
      "Pengajaran daripada pemantauan {thing} akan digunakan untuk memperbaiki operasi pemohon dan perancangan pelaburan seterusnya.",
      "Lessons from monitoring {thing} will be used to improve the applicant's operations and the planning of its next investment.",
    ],
  ],
  closing: [
    [
      "Pemohon bersedia membentangkan {thing} kepada panel penilai dan menjawab sebarang pertanyaan tentang kos, jadual atau kelayakan.",
      "The applicant is ready to present {thing} to the assessment panel and to answer any question on cost, schedule or eligibility.",
    ],
    [
      "Pemohon memahami bahawa kelulusan {thing} tertakluk kepada syarat dan penilaian pembiaya, dan keputusan yang dibuat adalah muktamad.",
      "The applicant understands that approval of {thing} is subject to the funder's terms and assessment, and that its decision is final.",
    ],
    [
      "Pemohon juga memahami bahawa maklumat palsu atau penggunaan dana bagi tujuan lain boleh menyebabkan pembiayaan {thing} ditarik balik dan dituntut semula.",
      "The applicant also understands that false information or using the funds for other purposes may lead to the financing of {thing} being withdrawn and recovered.",
    ],
    [
      "Pemohon bersetuju bahawa maklumat dalam permohonan {subj} boleh disemak dengan agensi lain bagi tujuan pengesahan dan pencegahan pembiayaan berganda.",
      "The applicant agrees that the information in the {subj} application may be checked with other agencies for verification and to prevent double financing.",
    ],
    [
      "Sebarang perubahan pada maklumat pemohon, seperti alamat, pemilikan atau status perniagaan, akan dimaklumkan kepada pembiaya sepanjang tempoh {thing}.",
      "Any change in the applicant's details, such as address, ownership or business status, will be reported to the funder throughout {thing}.",
    ],
    [
      "Tandatangan pemilik atau pengarah yang diberi kuasa pada permohonan {subj} ini mengikat pemohon kepada semua kenyataan di dalamnya.",
      "The signature of the authorised owner or director on this {subj} application binds the applicant to every statement in it.",
    ],
    [
      "Dengan sokongan {addressee}, {thing} akan menjadi asas yang kukuh bagi pertumbuhan perniagaan pemohon dan manfaat yang berterusan kepada {aud}.",
      "With the support of {addressee}, {thing} will give the applicant's business a firm base for growth and bring lasting benefit to {aud}.",
    ],
    [
      "Sebarang pertanyaan tentang permohonan {subj} boleh diajukan kepada pemohon melalui alamat dan nombor telefon yang dinyatakan dalam profil pemohon.",
      "Any question about the {subj} application may be put to the applicant at the address and telephone number given in the applicant's profile.",
    ],
    [
      "Pemohon menghargai masa dan perhatian pegawai {addressee} dalam menilai permohonan {subj} ini dengan teliti dan adil.",
      "The applicant is grateful for the time and care the officers of {addressee} give to assessing this {subj} application fairly.",
    ],
    [
      "Pemohon komited untuk menyiapkan {thing} mengikut skop, kos dan jadual yang diluluskan serta melaporkan hasilnya secara telus.",
      "The applicant is committed to completing {thing} within the approved scope, cost and schedule and to reporting its results openly.",
    ],
    [
      "Pemohon akan menyimpan salinan lengkap permohonan {subj} ini bersama semua lampiran sebagai rujukan sepanjang tempoh penilaian dan pelaksanaan.",
      "The applicant will keep a complete copy of this {subj} application and all its attachments for reference throughout assessment and delivery.",
    ],
    [
      "Permohonan {subj} ini mewakili komitmen pemilik untuk mengembangkan perniagaan secara berhemat dengan sokongan pembiayaan yang digunakan secara bertanggungjawab.",
      "This {subj} application reflects the owner's commitment to growing the business prudently, with financing that is used responsibly.",
    ],
  ],
};
