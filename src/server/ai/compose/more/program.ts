import type { SectionRole } from "../../../../common/kinds/types.js";
import type { Line } from "../roles/kit.js";

/** Further on-subject lines for a program paper, by role (see more/index.ts for the rules every line follows). */
export const PROGRAM: Partial<Record<SectionRole, Line[]>> = {
  introduction: [
    [
      "Sebagai penganjur, {org} bertanggungjawab sepenuhnya terhadap perancangan, pelaksanaan dan pelaporan program ini dari awal hingga akhir.",
      "As organiser, {org} is fully responsible for planning, running and reporting on this programme from start to finish.",
    ],
    [
      "{Thing} hanya akan dilaksanakan selepas kertas kerja ini mendapat kelulusan bertulis daripada pihak yang berkenaan.",
      "{Thing} will go ahead only once this paper has received written approval from the body concerned.",
    ],
    [
      "Perancangan {thing} dibuat dengan mengambil kira kemampuan kewangan, tenaga petugas dan kemudahan yang ada pada penganjur.",
      "{Thing} has been planned within the organiser's financial means, its helpers and the facilities available to it.",
    ],
    [
      "Keselamatan, keselesaan dan kebajikan semua yang hadir diberi keutamaan dalam setiap peringkat penganjuran {thing}.",
      "The safety, comfort and welfare of everyone attending come first at every stage of organising {thing}.",
    ],
    [
      "Program ini akan dilaksanakan berpandukan peraturan dan garis panduan yang terpakai kepada {org} sebagai penganjur.",
      "The programme will be run in line with the rules and guidelines that apply to {org} as organiser.",
    ],
    [
      "Kertas kerja ini disediakan supaya {addressee} mendapat gambaran yang lengkap tentang {thing} sebelum membuat keputusan.",
      "This paper is prepared so that {addressee} has a full picture of {thing} before reaching a decision.",
    ],
    [
      "Setelah diluluskan, kertas kerja {thing} ini akan menjadi rujukan utama setiap ahli jawatankuasa sepanjang tempoh persediaan dan pelaksanaan.",
      "Once approved, this {subj} paper will be the main reference for every committee member throughout preparation and delivery.",
    ],
    [
      "Keperluan {thing} dari segi tempat, peralatan, petugas dan perbelanjaan disenaraikan dalam kertas ini supaya mudah disemak.",
      "The needs of the {subj} for venue, equipment, helpers and spending are listed in this paper so they are easy to check.",
    ],
    [
      "{Thing} dianjurkan secara teratur dengan jawatankuasa yang jelas tugasnya, anggaran kos yang terperinci dan atur cara yang tersusun.",
      "{Thing} is organised properly, with a committee whose duties are clear, a detailed cost estimate and a set running order.",
    ],
    [
      "Melalui {thing}, {org} berhasrat mewujudkan suasana yang mesra dan bermakna bagi semua pihak yang terlibat.",
      "Through {thing}, {org} hopes to create a friendly and meaningful occasion for everyone taking part.",
    ],
    [
      "Kerjasama daripada pihak luar yang berkaitan dengan {thing} akan dipohon secara rasmi selepas kertas ini diluluskan.",
      "Help from outside parties connected with the {subj} will be sought formally once this paper is approved.",
    ],
    [
      "Kertas kerja {thing} ini disediakan oleh jawatankuasa pelaksana dengan mengambil kira pandangan pihak-pihak yang akan terlibat.",
      "This {subj} paper has been prepared by the organising committee, taking account of the views of those who will be involved.",
    ],
    [
      "Butiran {thing} dalam kertas ini disusun mengikut format kertas kerja program yang lazim supaya mudah dibaca dan dirujuk.",
      "The details of the {subj} follow the usual format of a programme paper so that they are easy to read and refer to.",
    ],
    [
      "Kertas kerja ini menjadi asas kepada semua surat-menyurat rasmi, permohonan kebenaran dan hebahan berkaitan {thing}.",
      "This paper is the basis for all official correspondence, permission requests and publicity for the {subj}.",
    ],
  ],
  rationale: [
    [
      "Aktiviti dalam {thing} disusun untuk mencapai objektif yang ditetapkan dan bukan sekadar untuk mengisi masa.",
      "The activities of {thing} are arranged to meet its stated objectives, not merely to fill the time.",
    ],
    [
      "Tanpa program seperti {thing}, keperluan {aud} yang dinyatakan dalam kertas ini akan terus tidak mendapat perhatian yang sewajarnya.",
      "Without a programme such as {thing}, the needs of {aud} set out in this paper would continue to go without proper attention.",
    ],
    [
      "{Thing} memberi peluang kepada {org} untuk mendekati {aud}, seterusnya memahami keperluan mereka dengan lebih dekat.",
      "{Thing} gives {org} the chance to reach {aud} and understand their needs at first hand.",
    ],
    [
      "Penganjuran {thing} secara rasmi melalui kertas kerja memastikan setiap perbelanjaan dan tanggungjawab dapat dipertanggungjawabkan.",
      "Organising {thing} formally through a paper ensures that every cost and every responsibility can be accounted for.",
    ],
    [
      "Perancangan yang teliti bagi {thing} dapat mengelakkan pembaziran masa, tenaga dan wang semua pihak yang terlibat.",
      "Careful planning of {thing} avoids wasting the time, effort and money of everyone involved.",
    ],
    [
      "Perbelanjaan {thing} dirancang secara berhemat supaya manfaat yang diterima oleh peserta seimbang dengan kos yang dikeluarkan.",
      "Spending on the {subj} is planned prudently so that the benefit to participants is in proportion to the cost.",
    ],
    [
      "Suasana {thing} yang teratur dan selamat akan menggalakkan lebih ramai dalam kalangan {aud} hadir dan mengambil bahagian secara aktif.",
      "A well-run and safe {subj} will encourage wider attendance and active participation among {aud}.",
    ],
    [
      "{Thing} sejajar dengan peranan {org} dan menyokong hala tuju yang telah ditetapkan oleh penganjur untuk tempoh ini.",
      "{Thing} fits the role of {org} and supports the direction the organiser has set for this period.",
    ],
    [
      "Penganjuran program ini juga menunjukkan komitmen {org} untuk melaksanakan aktiviti yang bermanfaat dengan cara yang telus dan bertanggungjawab.",
      "Organising this programme also shows the commitment of {org} to running worthwhile activities in an open and responsible way.",
    ],
    [
      "Tugas yang diagihkan dalam {thing} melatih setiap petugas memikul tanggungjawab dan bekerja sebagai satu pasukan.",
      "The duties shared out in the {subj} train every helper to take on responsibility and work as a team.",
    ],
    [
      "{Thing} memberikan {aud} pengalaman bersama yang tidak diperoleh melalui rutin harian biasa.",
      "{Thing} gives {aud} a shared experience that ordinary daily routine does not offer.",
    ],
    [
      "{Thing} menghimpunkan tenaga dan sumber dalam satu program yang tersusun, dan bukannya melalui usaha kecil yang berasingan.",
      "{Thing} brings effort and resources together in one organised programme rather than in small, separate efforts.",
    ],
    [
      "Penganjuran {thing} pada skala yang dirancang membolehkan manfaatnya dirasai oleh ramai peserta dalam satu masa.",
      "Running {thing} on the planned scale lets many participants benefit at the same time.",
      "oneDay",
    ],
    [
      "{Thing} juga menjadi landasan bagi penganjur untuk berkongsi maklumat dan mesej yang berguna dengan para peserta.",
      "{Thing} also gives the organiser a platform to share useful information and messages with participants.",
    ],
  ],
  objectives: [
    [
      "Objektif {thing} dirangka supaya jelas, boleh dicapai dalam tempoh program dan boleh diukur melalui rekod yang dikumpul.",
      "The objectives of {thing} are framed to be clear, achievable within the programme and measurable from the records kept.",
    ],
    [
      "Setiap aktiviti dalam atur cara {thing} dipilih kerana sumbangannya kepada sekurang-kurangnya satu daripada objektif di atas.",
      "Every activity in the {subj} running order was chosen for what it contributes to at least one of the objectives above.",
    ],
    [
      "Jawatankuasa {thing} akan merujuk objektif ini setiap kali membuat keputusan tentang aktiviti, masa dan perbelanjaan program.",
      "The {subj} committee will refer to these objectives whenever it decides on the programme's activities, timing and spending.",
    ],
    [
      "Rekod kehadiran, borang maklum balas dan gambar {thing} akan menjadi bukti sama ada objektif-objektif ini tercapai.",
      "Attendance records, feedback forms and photographs of the {subj} will be the evidence of whether these objectives were met.",
    ],
    [
      "Objektif {thing} akan diterangkan kepada semua ahli jawatankuasa dalam taklimat supaya setiap petugas memahami hasil yang hendak dicapai.",
      "The objectives of {thing} will be explained to all committee members at a briefing so every helper knows the result being sought.",
    ],
    [
      "Objektif ini juga membantu peserta {thing} memahami tujuan penyertaan mereka dan manfaat yang boleh diperoleh.",
      "The objectives also help {subj} participants understand why they are taking part and what they stand to gain.",
    ],
    [
      "Sekiranya keadaan berubah, {org} akan menyesuaikan aktiviti {thing} tanpa mengubah objektif asal yang telah diluluskan.",
      "If circumstances change, {org} will adjust the activities of the {subj} without altering the objectives approved.",
    ],
    [
      "Pencapaian setiap objektif {thing} akan dibincangkan dalam mesyuarat post-mortem bersama semua ahli jawatankuasa.",
      "Whether each objective of the {subj} was met will be discussed at the post-mortem meeting with the whole committee.",
    ],
    [
      "Objektif yang tidak tercapai sepenuhnya akan dianalisis puncanya supaya program seumpama {subj} dapat diperbaiki pada masa hadapan.",
      "The causes of any objective not fully met will be analysed so that programmes like the {subj} can be improved in future.",
    ],
    [
      "Kesemua objektif {thing} lahir daripada rasional yang telah dihuraikan dalam kertas kerja ini.",
      "All the objectives of {thing} follow from the rationale set out in this paper.",
    ],
    [
      "Objektif {thing} akan dikongsi dengan penaja dan pihak yang membantu supaya sokongan mereka selari dengan hasil yang dikehendaki.",
      "The objectives of the {subj} will be shared with sponsors and helpers so that their support serves the intended results.",
      "sponsors",
    ],
    [
      "Hebahan {thing} akan menonjolkan objektif program supaya peserta hadir dengan jangkaan yang betul.",
      "Publicity for the {subj} will highlight the programme's objectives so that participants come with the right expectations.",
      "gathering",
    ],
    [
      "Sasaran dalam objektif {thing} akan dijadikan penanda aras bagi penganjuran program yang serupa pada masa hadapan.",
      "The targets in the {subj} objectives will serve as a benchmark for similar programmes in future.",
    ],
  ],
  theme: [
    [
      "Tema {thing} dipilih supaya mencerminkan objektif program dan mudah diingati oleh peserta serta orang ramai.",
      "The theme of {thing} was chosen to reflect the programme's objectives and to be easy for participants and the public to remember.",
    ],
    [
      "Tema ini menjadi panduan kepada jawatankuasa {thing} dalam memilih aktiviti, mereka bentuk bahan dan menyediakan hebahan.",
      "The theme guides the {subj} committee in choosing activities, designing materials and preparing publicity.",
    ],
    [
      "Maksud tema akan diterangkan secara ringkas dalam ucapan alu-aluan atau ucapan perasmian {thing}.",
      "The meaning of the theme will be explained briefly in the welcome or opening speech of {thing}.",
    ],
    [
      "Penggunaan tema secara konsisten memberikan identiti yang jelas kepada {thing} dan memudahkan hebahan dibuat.",
      "Using the theme consistently gives {thing} a clear identity and makes publicity easier.",
    ],
    [
      "Jawatankuasa {thing} akan memastikan tema dan bahan berkaitannya tidak menyentuh sensitiviti agama, kaum atau mana-mana pihak.",
      "The {subj} committee will make sure the theme and its materials do not touch on religious, racial or any other sensitivities.",
    ],
    [
      "Tema ini selaras dengan hala tuju {org} dan nilai-nilai yang ingin dipupuk dalam kalangan {aud} melalui program ini.",
      "The theme is in step with the direction of {org} and the values it wishes to foster among {aud} through this programme.",
    ],
    [
      "Tema yang ringkas dan bermakna membantu {aud} mengenali {thing} sejak peringkat hebahan lagi.",
      "A short and meaningful theme helps {aud} recognise {thing} from the publicity stage onwards.",
    ],
    [
      "Tema {thing} juga boleh digunakan sebagai tanda pagar rasmi bagi hantaran media sosial sepanjang program berlangsung.",
      "The {subj} theme can also serve as the official hashtag for social media posts while the programme runs.",
    ],
    [
      "Tema ini akan dimuktamadkan oleh jawatankuasa {thing} dan tidak akan diubah selepas bahan hebahan dicetak.",
      "The theme will be settled by the {subj} committee and will not change once publicity material has been printed.",
    ],
    [
      "Semangat tema {thing} diharap dapat dihayati oleh peserta dan terus diamalkan selepas program berakhir.",
      "It is hoped that participants will take the spirit of the theme of {thing} to heart and carry it on after the programme.",
    ],
    [
      "Tema yang sama akan digunakan dalam laporan akhir {thing} supaya rekod program kekal seragam.",
      "The same theme will be used in the final report on the {subj} so that the programme's records stay consistent.",
    ],
  ],
  whenWhere: [
    [
      "Tarikh dan masa program ditetapkan dengan mengambil kira kelapangan {aud} supaya kehadiran dapat dimaksimumkan.",
      "The date and time of the programme are set around the availability of {aud} so that attendance is as high as possible.",
      "gathering",
    ],
    [
      "Kebenaran pengurusan tempat dan pihak berkuasa yang berkaitan bagi {thing} akan diperoleh sebelum hebahan dimulakan.",
      "Permission for {thing} from the venue's management and the relevant authorities will be obtained before publicity begins.",
    ],
    [
      "Atur masa {thing} mengambil kira waktu solat dan waktu rehat supaya peserta dapat mengikuti program dengan selesa.",
      "The timing of {thing} allows for prayer and rest times so that participants can follow the programme in comfort.",
      "gathering",
    ],
    [
      "Maklumat tarikh, masa dan tempat {thing} akan dinyatakan dengan jelas dalam surat jemputan dan semua bahan hebahan.",
      "The date, time and venue of {thing} will be stated clearly in the invitations and in all publicity material.",
    ],
    [
      "Jadual masa {thing} akan dipatuhi dengan ketat supaya program bermula dan berakhir seperti yang telah dihebahkan.",
      "The timetable of {thing} will be kept strictly so that the programme starts and ends as advertised.",
      "gathering",
    ],
    [
      "Susun atur {venue} untuk {thing}, termasuk kaunter pendaftaran, laluan kecemasan dan ruang pertolongan cemas, akan dirancang lebih awal.",
      "The layout of {venue} for {thing}, including the registration counter, emergency routes and first-aid point, will be planned in advance.",
      "gathering",
    ],
    [
      "Peta lokasi dan arah ke {venue} akan disertakan dalam hebahan {thing} untuk memudahkan peserta dan tetamu.",
      "A location map and directions to {venue} will be included in the {subj} publicity to help participants and guests.",
      "gathering",
    ],
    [
      "{Venue} akan disiapkan lebih awal untuk {thing}, dan akan dikemas serta diserahkan semula dalam keadaan bersih selepas program.",
      "{Venue} will be made ready for {thing} in advance, then tidied and handed back clean after the programme.",
    ],
    [
      "Susunan alternatif bagi {thing} akan disediakan sekiranya tempat asal tidak dapat digunakan atas sebab yang tidak dijangka.",
      "A fallback arrangement for {thing} will be prepared in case the original venue cannot be used for unforeseen reasons.",
      "gathering",
    ],
    [
      "Bilangan kerusi, meja dan peralatan bagi {thing} akan dipadankan dengan jumlah peserta yang disahkan melalui pendaftaran.",
      "Seating, tables and equipment for the {subj} will be matched to the number of participants confirmed at registration.",
      "gathering",
    ],
    [
      "Peserta {thing} akan dinasihatkan hadir lebih awal supaya pendaftaran selesai sebelum atur cara dimulakan.",
      "Participants in the {subj} will be advised to arrive early so that registration is complete before proceedings begin.",
      "gathering",
    ],
    [
      "Tempat {thing} akan dilengkapi papan tanda arah yang jelas supaya peserta dan tetamu mudah menemui lokasi setiap aktiviti.",
      "The {subj} venue will have clear direction signs so that participants and guests can easily find each activity.",
      "gathering",
    ],
  ],
  participants: [
    [
      "Penyertaan dalam program ini dibuka kepada {aud} mengikut syarat yang akan dinyatakan dalam borang pendaftaran.",
      "The programme is open to {aud} on the terms that will be set out in the registration form.",
    ],
    [
      "Bilangan peserta yang dinyatakan menjadi asas kepada pengiraan keperluan tempat, peralatan dan perbelanjaan {thing}.",
      "The stated number of participants is the basis for working out the venue, equipment and spending needs of {thing}.",
      "gathering",
    ],
    [
      "Pendaftaran {thing} akan ditutup apabila bilangan peserta mencapai had yang ditetapkan oleh jawatankuasa.",
      "Registration for the {subj} will close once the number of participants reaches the limit set by the committee.",
      "gathering",
    ],
    [
      "Setiap peserta {thing} akan menerima makluman ringkas tentang tarikh, masa, tempat dan barang yang perlu dibawa sebelum program.",
      "Every participant in {thing} will receive a short note beforehand on the date, time, venue and what to bring.",
      "gathering",
    ],
    [
      "Peserta {thing} dikehendaki mematuhi peraturan, arahan petugas dan etika berpakaian yang ditetapkan oleh penganjur.",
      "Participants in the {subj} must follow the rules, the helpers' instructions and the dress code set by the organiser.",
      "gathering",
    ],
    [
      "Peserta {thing} yang di bawah umur memerlukan kebenaran bertulis daripada ibu bapa atau penjaga masing-masing.",
      "Any participant in {thing} who is under age will need written consent from a parent or guardian.",
      "minors",
    ],
    [
      "Peserta {thing} yang mempunyai keperluan khas, seperti orang kurang upaya, akan dibantu oleh petugas yang ditetapkan.",
      "Participants in the {subj} with special needs, such as people with disabilities, will be helped by designated helpers.",
    ],
    [
      "Maklumat peribadi peserta {thing} hanya akan digunakan bagi urusan program dan dikendalikan mengikut prinsip perlindungan data peribadi.",
      "The personal details of {subj} participants will be used only for the programme and handled in line with personal data protection principles.",
    ],
    [
      "Kehadiran petugas dan ahli jawatankuasa {thing} akan direkodkan secara berasingan daripada kehadiran peserta.",
      "The attendance of {subj} helpers and committee members will be recorded separately from that of participants.",
    ],
    [
      "Senarai nama peserta {thing} yang telah disahkan akan dilampirkan bersama laporan penuh program.",
      "The confirmed list of {subj} participants will be attached to the full programme report.",
    ],
    [
      "Wakil {org} akan berada di kaunter pendaftaran untuk menjawab pertanyaan, menyemak maklumat dan membantu peserta.",
      "Representatives of {org} will be at the registration counter to answer questions, check details and help participants.",
      "gathering",
    ],
    [
      "Peserta {thing} akan dimaklumkan tentang petugas yang boleh dihubungi sekiranya mempunyai pertanyaan sebelum atau semasa program.",
      "Participants in the {subj} will be told whom to contact with any questions before or during the programme.",
    ],
    [
      "Bilangan petugas {thing} akan disesuaikan dengan jumlah peserta supaya setiap kumpulan mendapat perhatian dan pengawasan yang mencukupi.",
      "The number of {subj} helpers will be matched to the number of participants so that every group gets enough attention and supervision.",
    ],
    [
      "Peserta {thing} yang menarik diri selepas mendaftar diminta memaklumkan penganjur lebih awal supaya tempat itu dapat diberikan kepada orang lain.",
      "Participants who withdraw from the {subj} after registering are asked to tell the organiser early so that their place can go to someone else.",
      "gathering",
    ],
  ],
  guests: [
    [
      "Pengesahan kehadiran perasmi dan tetamu kehormat {thing} akan diperoleh secara bertulis sebelum atur cara dimuktamadkan.",
      "The attendance of the guest of honour and other guests at the {subj} will be confirmed in writing before the running order is finalised.",
    ],
    [
      "Sekiranya perasmi yang dijemput tidak dapat hadir, wakil yang dinamakan oleh beliau akan dipohon untuk merasmikan {thing}.",
      "If the invited guest of honour cannot attend, a representative they name will be asked to open {thing}.",
    ],
    [
      "Teks ucapan perasmian {thing} akan disediakan lebih awal dan dihantar kepada pejabat perasmi untuk semakan.",
      "The opening speech for {thing} will be drafted in advance and sent to the guest of honour's office for review.",
    ],
    [
      "Perasmi {thing} akan disambut oleh pengerusi dan ahli jawatankuasa utama sebaik sahaja tiba di tempat program.",
      "The guest of honour of {thing} will be received by the chair and senior committee members on arrival.",
    ],
    [
      "Protokol majlis {thing}, termasuk susunan tempat duduk, ucapan dan penyampaian cenderamata, akan diselaraskan oleh setiausaha bersama pengacara majlis.",
      "The protocol of the {subj}, including seating, speeches and presentations, will be coordinated by the secretary with the emcee.",
    ],
    [
      "Tetamu kehormat lain yang dijemput ke {thing} akan disenaraikan dan dimaklumkan tentang atur cara majlis lebih awal.",
      "Other guests invited to {thing} will be listed and told the running order of the ceremony in advance.",
    ],
    [
      "Kehadiran perasmi dijangka memberi pengiktirafan kepada program ini serta kepada usaha {org} dan semua yang terlibat.",
      "The presence of the guest of honour is expected to give recognition to the programme and to the efforts of {org} and all involved.",
    ],
    [
      "Tempat duduk khas dan ruang menunggu akan disediakan untuk perasmi dan tetamu kehormat {thing}.",
      "Reserved seating and a waiting area will be provided for the guest of honour and other guests of the {subj}.",
    ],
    [
      "Perasmi juga akan dijemput meninjau aktiviti {thing} dan beramah mesra dengan peserta selepas majlis perasmian.",
      "The guest of honour will also be invited to tour the {subj} activities and meet participants after the opening.",
    ],
    [
      "Cenderamata penghargaan akan disampaikan kepada perasmi sebagai tanda terima kasih {org} atas kesudian merasmikan program ini.",
      "A token of appreciation will be presented to the guest of honour as thanks from {org} for opening the programme.",
    ],
    [
      "Liputan media bagi majlis perasmian {thing} akan diselaraskan oleh AJK hebahan sekiranya perlu.",
      "Media coverage of the opening of {thing} will be arranged by the publicity sub-committee where needed.",
    ],
    [
      "Surat penghargaan akan dihantar kepada perasmi dan tetamu kehormat selepas {thing} selesai dilaksanakan.",
      "Letters of thanks will be sent to the guest of honour and other guests once {thing} has taken place.",
    ],
  ],
  tentative: [
    [
      "Taklimat ringkas kepada semua petugas {thing} akan diadakan sebelum pendaftaran peserta dibuka untuk menyemak tugas dan kedudukan masing-masing.",
      "A short briefing for all {subj} helpers will be held before registration opens to go over their duties and positions.",
    ],
    [
      "Atur cara {thing} meletakkan aktiviti utama pada waktu peserta masih segar dan tumpuan mereka berada pada tahap terbaik.",
      "The running order of {thing} places the main activities when participants are freshest and most attentive.",
      "oneDay",
    ],
    [
      "Ruang masa yang munasabah diperuntukkan antara slot {thing} bagi menampung kelewatan tanpa menjejaskan aktiviti berikutnya.",
      "Reasonable slack is allowed between {subj} slots to absorb delays without affecting the next activity.",
      "oneDay",
    ],
    [
      "Raptai bagi {thing} akan diadakan sebelum program bermula supaya setiap petugas memahami peranan dan masa bertugas masing-masing.",
      "A rehearsal of the {subj} will be held before the programme begins so that every helper knows their role and timing.",
    ],
    [
      "Tarikh-tarikh persediaan {thing} dikira ke belakang dari tarikh program supaya tiada perkara penting yang tertinggal.",
      "The preparation dates for the {subj} are counted back from the programme date so that nothing important is missed.",
    ],
    [
      "Kemajuan persediaan {thing} akan disemak dalam mesyuarat jawatankuasa untuk memastikan setiap peringkat siap mengikut tarikh yang ditetapkan.",
      "Progress on preparing {thing} will be checked at committee meetings to make sure each stage is done by its set date.",
    ],
    [
      "Pengacara majlis akan berpandukan atur cara {thing} dan dimaklumkan dengan segera tentang sebarang perubahan semasa program berlangsung.",
      "The emcee will follow the {subj} running order and be told at once of any change while the programme is under way.",
      "oneDay",
    ],
    [
      "Ucapan-ucapan dalam {thing} akan diringkaskan supaya masa yang diperuntukkan bagi pengisian utama tidak terjejas.",
      "Speeches at {thing} will be kept short so that the time set aside for the main activities is not squeezed.",
      "oneDay",
    ],
    [
      "Salinan atur cara {thing} akan diedarkan kepada peserta dan tetamu supaya mereka mengetahui aliran program.",
      "Copies of the running order of {thing} will be given to participants and guests so they know how the programme will run.",
      "oneDay",
    ],
    [
      "Kerja mengemas dan membersihkan tempat akan dilakukan sebaik sahaja {thing} selesai, diikuti pemulangan peralatan yang dipinjam.",
      "Clearing and cleaning up will be done as soon as {thing} ends, followed by the return of any borrowed equipment.",
      "oneDay",
    ],
    [
      "Mesyuarat post-mortem {thing} akan diadakan selepas program untuk menilai pelaksanaan dan merekodkan perkara yang perlu diperbaiki.",
      "A post-mortem meeting on the {subj} will be held after the programme to review how it went and record what needs improving.",
    ],
    [
      "Sebarang perubahan besar pada atur cara {thing} selepas kelulusan akan dimaklumkan kepada {addressee}.",
      "Any major change to the {subj} running order after approval will be reported to {addressee}.",
    ],
  ],
  committee: [
    [
      "Ahli jawatankuasa {thing} dilantik berdasarkan pengalaman, kebolehan dan kesediaan masing-masing untuk memikul tugas yang diberikan.",
      "Members of the {subj} committee are appointed for their experience, ability and willingness to take on the work given to them.",
    ],
    [
      "Pembahagian tugas yang jelas dalam jawatankuasa {thing} mengelakkan pertindihan kerja dan menjelaskan siapa yang bertanggungjawab bagi setiap perkara.",
      "A clear division of duties in the {subj} committee avoids duplicated work and makes plain who answers for each task.",
    ],
    [
      "Setiap AJK kecil {thing} akan menyediakan senarai semak tugasnya sendiri berserta tarikh siap bagi setiap perkara.",
      "Each {subj} sub-committee will draw up its own checklist of tasks with a completion date for each item.",
    ],
    [
      "Penaung dan penasihat {thing} akan dimaklumkan tentang kemajuan persediaan dan dirujuk bagi sebarang keputusan besar.",
      "The patron and advisor of the {subj} will be kept informed of preparations and consulted on any major decision.",
    ],
    [
      "Sekiranya seorang ahli jawatankuasa {thing} tidak dapat menjalankan tugas, pengerusi akan melantik pengganti dengan segera.",
      "If a {subj} committee member cannot carry out their duties, the chair will appoint a replacement at once.",
    ],
    [
      "Bendahari dan setiausaha {thing} akan bekerjasama rapat supaya rekod kewangan dan dokumen program sentiasa lengkap dan terkini.",
      "The treasurer and secretary of the {subj} will work closely so that financial records and programme documents stay complete and up to date.",
    ],
    [
      "Kumpulan pesanan ringkas khas akan diwujudkan bagi memudahkan komunikasi antara ahli jawatankuasa {thing} sepanjang persediaan dan pelaksanaan.",
      "A dedicated messaging group will be set up so that {subj} committee members can keep in touch throughout preparation and delivery.",
    ],
    [
      "Ahli jawatankuasa {thing} akan memakai tanda nama atau pakaian seragam supaya mudah dikenali oleh peserta dan tetamu.",
      "Members of the {subj} committee will wear name tags or a uniform so that participants and guests can recognise them.",
    ],
    [
      "Senarai penuh jawatankuasa {thing} akan dimuktamadkan dalam mesyuarat pertama dan dimaklumkan kepada {addressee}.",
      "The full committee list of {thing} will be finalised at the first meeting and shared with {addressee}.",
    ],
    [
      "Sumbangan setiap ahli jawatankuasa {thing} akan dihargai melalui surat atau sijil penghargaan selepas program.",
      "The contribution of every {subj} committee member will be acknowledged with a letter or certificate of appreciation after the programme.",
    ],
    [
      "Jawatankuasa {thing} akan dibubarkan selepas laporan penuh dan penyata kewangan diterima oleh pihak yang meluluskan.",
      "The committee of {thing} will be dissolved once the full report and financial statement have been accepted by the approving body.",
    ],
  ],
  budget: [
    [
      "Perbelanjaan {thing} hanya akan dibuat selepas kertas kerja ini diluluskan dan peruntukan yang berkaitan disahkan.",
      "No money will be spent on the {subj} until this paper is approved and the funds concerned are confirmed.",
    ],
    [
      "Jumlah {total} bagi {thing} ialah had maksimum perbelanjaan dan tidak akan dilampaui tanpa kelulusan terlebih dahulu.",
      "The {total} for {thing} is a spending ceiling and will not be exceeded without prior approval.",
    ],
    [
      "Keutamaan perbelanjaan {thing} diberikan kepada keselamatan peserta dan keperluan asas program sebelum perkara tambahan.",
      "Spending on {thing} gives priority to participant safety and the programme's basic needs before any extras.",
    ],
    [
      "Perkara yang tidak tersenarai dalam anggaran {thing} tidak akan dibiayai tanpa kelulusan bertulis daripada pihak yang meluluskan kertas ini.",
      "Items not listed in the {subj} estimate will not be paid for without written approval from the body approving this paper.",
    ],
    [
      "Pembekal bagi {thing} akan dipilih berdasarkan harga, kualiti dan keupayaan menyiapkan tempahan tepat pada masanya.",
      "Suppliers for {thing} will be chosen on price, quality and their ability to deliver orders on time.",
    ],
    [
      "Peralatan yang boleh dipinjam daripada {org} atau rakan kerjasama akan digunakan bagi mengurangkan kos program.",
      "Equipment that can be borrowed from {org} or its partners will be used to keep down the cost of the programme.",
    ],
    [
      "Anggaran ini akan disemak semula sekiranya bilangan peserta {thing} yang disahkan berbeza dengan ketara daripada jangkaan.",
      "This estimate will be revised if the confirmed number of {subj} participants differs markedly from the forecast.",
    ],
    [
      "Pembayaran kepada pembekal {thing} akan dibuat melalui cek atau pindahan bank dan bukannya secara tunai sekiranya boleh.",
      "Payments to {subj} suppliers will be made by cheque or bank transfer rather than in cash wherever possible.",
    ],
    [
      "Wang pendahuluan bagi {thing}, jika ada, akan diselesaikan dengan resit dalam tempoh yang ditetapkan oleh bendahari.",
      "Any cash advance for the {subj} will be settled with receipts within the period the treasurer sets.",
    ],
    [
      "Perbelanjaan kecil {thing} akan diurus melalui wang runcit yang direkodkan dalam buku tunai oleh bendahari.",
      "Small expenses of the {subj} will be met from petty cash, recorded in the cash book by the treasurer.",
    ],
    [
      "Penyata kewangan {thing} akan disemak oleh penasihat sebelum diserahkan bersama laporan penuh kepada pihak yang meluluskan.",
      "The {subj} financial statement will be checked by the advisor before it goes to the approving body with the full report.",
    ],
    [
      "Setiap perkara dalam anggaran {thing} dikaitkan dengan aktiviti dalam atur cara supaya keperluannya mudah disemak.",
      "Each item in the {subj} estimate is tied to an activity in the running order so that the need for it is easy to check.",
    ],
  ],
  funding: [
    [
      "Peruntukan yang diluluskan oleh {funder} akan digunakan hanya bagi perkara yang disenaraikan dalam anggaran perbelanjaan {thing}.",
      "Funds approved by {funder} will be spent only on the items listed in the {subj} budget.",
    ],
    [
      "Laporan kemajuan dan penyata perbelanjaan {thing} akan dikemukakan kepada {funder} mengikut syarat pemberian peruntukan.",
      "Progress reports and the {subj} expenditure statement will be submitted to {funder} under the terms of the award.",
    ],
    [
      "Sebarang baki peruntukan daripada {funder} yang tidak digunakan akan dikembalikan atau digunakan mengikut arahan bertulis {funder}.",
      "Any unspent balance of the funds from {funder} will be returned or used as {funder} directs in writing.",
    ],
    [
      "Sumber kewangan {thing} dirancang supaya dapat menampung keseluruhan anggaran perbelanjaan tanpa meninggalkan sebarang defisit.",
      "The funding for {thing} is planned to cover the whole estimated expenditure without leaving a deficit.",
    ],
    [
      "Semua wang program akan disimpan dalam akaun rasmi {org} dan tidak dalam akaun peribadi mana-mana ahli jawatankuasa.",
      "All programme money will be kept in the official account of {org}, never in a committee member's personal account.",
    ],
    [
      "Permohonan tajaan bagi {thing} akan dibuat melalui surat rasmi yang disertakan dengan salinan kertas kerja ini.",
      "Sponsorship for the {subj} will be sought by official letter enclosing a copy of this paper.",
      "sponsors",
    ],
    [
      "Penaja {thing} akan diberi pengiktirafan yang wajar, seperti paparan logo pada bahan hebahan dan penghargaan dalam ucapan.",
      "Sponsors of {thing} will receive due recognition, such as their logo on publicity material and thanks in the speeches.",
      "sponsors",
    ],
    [
      "Sekiranya tajaan yang diperoleh kurang daripada jangkaan, skop {thing} akan diselaraskan mengikut dana yang ada tanpa menjejaskan keselamatan.",
      "If sponsorship falls short, the scope of the {subj} will be adjusted to the funds available without compromising safety.",
      "sponsors",
    ],
    [
      "Sumbangan dalam bentuk barangan atau perkhidmatan bagi {thing} akan direkodkan nilainya dan dinyatakan dalam penyata kewangan.",
      "Donations in kind or in services for the {subj} will have their value recorded and shown in the financial statement.",
    ],
    [
      "Kutipan yuran penyertaan {thing}, jika ada, akan dibuat dengan resit rasmi dan direkodkan mengikut nama peserta.",
      "Any participation fees for the {subj} will be collected against official receipts and recorded by participant name.",
      "fees",
    ],
    [
      "Pengeluaran wang program akan dibuat mengikut peraturan kewangan {org}, termasuk tandatangan pegawai yang diberi kuasa.",
      "Withdrawals of programme money will follow the financial rules of {org}, including the signatures of authorised officers.",
    ],
    [
      "Kedudukan dana {thing} akan dilaporkan oleh bendahari dalam setiap mesyuarat jawatankuasa sehingga akaun program ditutup.",
      "The treasurer will report the state of the {subj} funds at every committee meeting until the programme account is closed.",
    ],
    [
      "Penaja {thing} tidak akan diberi sebarang hak yang bercanggah dengan objektif program atau dasar {org}.",
      "Sponsors of the {subj} will be given no rights that conflict with the programme's objectives or the policies of {org}.",
      "sponsors",
    ],
    [
      "Surat penghargaan akan dihantar kepada setiap penaja dan penyumbang {thing} bersama ringkasan hasil program.",
      "Letters of thanks, with a summary of the programme's results, will be sent to every sponsor and donor of the {subj}.",
      "sponsors",
    ],
    [
      "Sebarang bantuan daripada agensi kerajaan atau badan lain bagi {thing} akan dipohon mengikut prosedur pihak yang berkenaan.",
      "Any help from government agencies or other bodies for the {subj} will be sought through their own procedures.",
    ],
  ],
  impact: [
    [
      "Dalam jangka pendek, {thing} dijangka memberi pengalaman yang bermakna dan manfaat yang dapat dirasai serta-merta oleh peserta.",
      "In the short term, {thing} is expected to give participants a meaningful experience and benefits they feel straight away.",
    ],
    [
      "Dalam jangka panjang, program ini diharap dapat membentuk amalan positif yang berterusan dalam kalangan {aud}.",
      "In the longer term, the programme is hoped to build lasting positive habits among {aud}.",
    ],
    [
      "Hubungan yang terjalin melalui program ini membuka ruang kerjasama baharu antara {org} dengan pihak-pihak luar.",
      "The ties formed through the programme open the way to new cooperation between {org} and outside parties.",
    ],
    [
      "Sekiranya berjaya, {thing} boleh dijadikan model untuk dilaksanakan semula atau diperluas kepada kumpulan sasaran yang lain.",
      "If {thing} succeeds, it could serve as a model to repeat or to extend to other target groups.",
    ],
    [
      "Hasil {thing} yang tidak ketara, seperti semangat kerjasama dan rasa kekitaan, akan dicatat melalui pemerhatian jawatankuasa dan maklum balas peserta.",
      "The less tangible results of the {subj}, such as team spirit and a sense of belonging, will be captured through committee observation and participant feedback.",
    ],
    [
      "Gambar, rakaman dan laporan {thing} akan menjadi dokumentasi yang berguna untuk hebahan dan permohonan dana pada masa hadapan.",
      "Photographs, recordings and the report of the {subj} will be useful documentation for future publicity and funding requests.",
    ],
    [
      "Manfaat {thing} dijangka turut sampai kepada keluarga dan rakan peserta melalui perkongsian pengalaman selepas program.",
      "The benefit of the {subj} is expected to reach participants' families and friends as they share what they experienced.",
    ],
    [
      "Jawatankuasa {thing} akan mengurangkan penggunaan bahan pakai buang supaya kesan program terhadap alam sekitar kekal minimum.",
      "The {subj} committee will cut down on disposable items to keep the programme's effect on the environment small.",
    ],
    [
      "Impak {thing} akan dinilai secara jujur, termasuk perkara yang tidak mencapai sasaran dan sebab-sebabnya.",
      "The impact of {thing} will be assessed honestly, including anything that fell short and the reasons why.",
    ],
    [
      "Kemahiran merancang dan mengurus yang diperoleh petugas melalui program ini akan memperkukuh keupayaan {org} menganjurkan program seterusnya.",
      "The planning and management skills helpers gain through the programme will strengthen the ability of {org} to run later programmes.",
    ],
  ],
  risks: [
    [
      "Setiap risiko {thing} dinilai dari segi kemungkinan berlaku dan kesannya, dan langkah kawalan diutamakan bagi risiko yang paling serius.",
      "Each risk to the {subj} is rated for likelihood and effect, and controls are put first for the most serious ones.",
    ],
    [
      "Sebarang kejadian atau kemalangan semasa {thing} akan direkodkan dalam buku laporan insiden dan dimaklumkan kepada pengerusi dengan segera.",
      "Any incident or accident during {thing} will be logged in the incident book and reported to the chair at once.",
    ],
    [
      "Laluan kecemasan dan titik berkumpul bagi {thing} akan dikenal pasti dan dimaklumkan kepada semua petugas sebelum program bermula.",
      "Emergency routes and an assembly point for the {subj} will be identified and made known to all helpers before the programme starts.",
    ],
    [
      "Keputusan untuk menangguhkan atau mengubah suai {thing} kerana keadaan yang tidak mengizinkan akan dibuat oleh pengerusi selepas berunding dengan penasihat.",
      "Any decision to postpone or change {thing} because conditions do not allow it will be made by the chair after consulting the advisor.",
    ],
    [
      "Perlindungan insurans bagi peserta {thing} akan dipertimbangkan, terutamanya bagi aktiviti yang melibatkan pergerakan fizikal.",
      "Insurance cover for {subj} participants will be considered, especially for any physical activity.",
    ],
    [
      "Kawalan orang ramai serta aliran keluar masuk peserta {thing} akan diatur oleh AJK keselamatan bagi mengelakkan kesesakan.",
      "Crowd control and the flow of {subj} participants in and out will be managed by the safety sub-committee to avoid congestion.",
    ],
    [
      "Wang kutipan dan barang berharga {thing} akan disimpan di tempat yang selamat di bawah jagaan bendahari.",
      "Cash collected and valuables at the {subj} will be kept in a safe place in the treasurer's care.",
    ],
    [
      "Mana-mana kanak-kanak yang hadir ke {thing} mesti sentiasa berada di bawah pengawasan ibu bapa atau penjaga masing-masing.",
      "Any children attending {thing} must stay under the supervision of their parents or guardians at all times.",
      "minors",
    ],
    [
      "Peralatan elektrik dan sistem siar raya bagi {thing} akan diuji lebih awal bagi mengelakkan gangguan teknikal semasa program.",
      "Electrical equipment and the sound system for the {subj} will be tested in advance to avoid technical faults.",
    ],
    [
      "Nombor telefon pengerusi dan AJK keselamatan {thing} akan diedarkan kepada semua petugas untuk dihubungi ketika kecemasan.",
      "The phone numbers of the chair and the safety sub-committee of the {subj} will be given to all helpers for emergencies.",
    ],
    [
      "Garis panduan kesihatan awam yang berkuat kuasa akan dipatuhi sepanjang {thing} bagi melindungi peserta dan petugas.",
      "The public health guidelines in force will be followed throughout {thing} to protect participants and helpers.",
    ],
  ],
  monitoring: [
    [
      "Kehadiran peserta {thing} akan direkodkan melalui borang atau sistem pendaftaran dan dibandingkan dengan sasaran yang ditetapkan.",
      "Attendance at the {subj} will be recorded through the registration forms or system and compared with the target set.",
    ],
    [
      "Penilaian {thing} merangkumi aspek pengurusan, kandungan aktiviti, kemudahan yang disediakan dan kepuasan peserta.",
      "The evaluation of {thing} covers its management, the content of its activities, the facilities provided and participant satisfaction.",
    ],
    [
      "Perbelanjaan sebenar {thing} akan dibandingkan dengan anggaran yang diluluskan, dan sebarang perbezaan akan dijelaskan dalam laporan.",
      "Actual spending on the {subj} will be compared with the approved estimate, and any difference will be explained in the report.",
    ],
    [
      "Senarai semak persediaan {thing} akan dikemas kini dalam setiap mesyuarat supaya sebarang kelewatan dapat dikesan lebih awal.",
      "The preparation checklist for {thing} will be updated at every meeting so that any delay is caught early.",
    ],
    [
      "Gambar dan rakaman aktiviti {thing} akan diambil oleh petugas yang dilantik sebagai bukti pelaksanaan untuk laporan.",
      "Photographs and recordings of the {subj} activities will be taken by an appointed helper as evidence for the report.",
    ],
    [
      "Laporan penuh {thing} akan mengandungi ringkasan pelaksanaan, pencapaian objektif, penyata kewangan, gambar dan syor penambahbaikan.",
      "The full report on the {subj} will contain a summary of what was done, the objectives met, the financial statement, photographs and recommendations.",
    ],
    [
      "Semasa {thing} berlangsung, pengerusi dan timbalannya akan memantau perjalanan program supaya atur cara dipatuhi.",
      "While {thing} is under way, the chair and deputy will watch proceedings so that the running order is kept.",
    ],
    [
      "Pemerhatian ahli jawatankuasa semasa {thing} akan dicatat untuk melengkapkan maklum balas yang diberikan oleh peserta.",
      "Committee members' observations during {thing} will be noted to complement the feedback given by participants.",
    ],
    [
      "Setiap AJK kecil {thing} akan mengemukakan laporan ringkas tentang tugasnya untuk digabungkan dalam laporan penuh.",
      "Each {subj} sub-committee will submit a short report on its work to be combined into the full report.",
    ],
    [
      "Borang maklum balas {thing} akan dianalisis, dan rumusannya dibentangkan dalam mesyuarat post-mortem jawatankuasa.",
      "The {subj} feedback forms will be analysed and a summary presented at the committee's post-mortem meeting.",
    ],
    [
      "Penilaian susulan boleh dibuat selepas program ini untuk melihat sama ada manfaatnya berterusan dalam kalangan {aud}.",
      "A follow-up review may be made after the programme to see whether its benefits last among {aud}.",
    ],
  ],
  closing: [
    [
      "Kertas kerja ini telah menghuraikan rasional, objektif, pelaksanaan dan kos {thing} secara ringkas dan jelas.",
      "This paper has set out the rationale, objectives, delivery and cost of {thing} briefly and clearly.",
    ],
    [
      "Kelulusan {addressee} akan membolehkan jawatankuasa {thing} memulakan tempahan, hebahan dan pendaftaran peserta mengikut jadual.",
      "Approval by {addressee} will let the {subj} committee begin bookings, publicity and registration on schedule.",
    ],
    [
      "Jawatankuasa {thing} komited untuk melaksanakan program ini mengikut perancangan, dalam had bajet dan mematuhi peraturan yang ditetapkan.",
      "The {subj} committee is committed to running this programme as planned, within budget and in keeping with the rules.",
    ],
    [
      "{org} yakin bahawa program ini dapat dilaksanakan dengan sempurna melalui perancangan yang teliti dan kerjasama semua pihak.",
      "{org} is confident that the programme can be carried out well through careful planning and the cooperation of all concerned.",
    ],
    [
      "Sekiranya terdapat pindaan yang disyorkan, kertas kerja {thing} akan dikemas kini dan dikemukakan semula dengan segera.",
      "If amendments are recommended, the {subj} paper will be updated and resubmitted promptly.",
    ],
    [
      "Segala teguran dan cadangan penambahbaikan terhadap {thing} amat dialu-alukan demi kejayaan program ini.",
      "Any comments and suggestions for improving {thing} are most welcome for the success of the programme.",
    ],
    [
      "Semoga {thing} memberi manfaat yang berpanjangan kepada {aud} serta semua pihak yang terlibat.",
      "It is hoped that {thing} will bring lasting benefit to {aud}, as well as to all who take part.",
    ],
    [
      "Penghargaan juga ditujukan kepada semua pihak yang telah membantu menyediakan kertas kerja {thing} ini.",
      "Thanks are also due to everyone who helped to prepare this {subj} paper.",
    ],
    [
      "Sebarang pertanyaan lanjut berkaitan {thing} boleh diajukan kepada setiausaha jawatankuasa pada bila-bila masa.",
      "Any further questions about the {subj} may be put to the committee secretary at any time.",
    ],
    [
      "Program ini diharap menjadi titik permulaan kepada lebih banyak program yang bermanfaat anjuran {org} pada masa hadapan.",
      "It is hoped that this programme will be the first of many more worthwhile ones organised by {org}.",
    ],
  ],
};
