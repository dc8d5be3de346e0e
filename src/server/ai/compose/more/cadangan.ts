import type { SectionRole } from "../../../../common/kinds/types.js";
import type { Line } from "../roles/kit.js";

/** Further on-subject lines for a cadangan paper, by role (see more/index.ts for the rules every line follows). */
export const CADANGAN: Partial<Record<SectionRole, Line[]>> = {
  purpose: [
    [
      "Kelulusan yang dipohon meliputi {thing} secara prinsip, peruntukan yang diperlukan dan kebenaran untuk memulakan pelaksanaan.",
      "The approval sought covers the {subj} in principle, the funds it needs and permission to begin implementation.",
    ],
    [
      "Kertas {thing} ini dikemukakan untuk keputusan dan bukan sekadar untuk makluman {addressee}.",
      "This {subj} paper is submitted for a decision, not merely for the information of {addressee}.",
    ],
    [
      "Kertas ini juga menerangkan latar belakang, asas pertimbangan dan implikasi {thing} supaya keputusan dapat dibuat berdasarkan maklumat yang lengkap.",
      "The paper also sets out the background, the grounds for consideration and the implications of the {subj} so that a decision can be made on full information.",
    ],
    [
      "Pertimbangan {addressee} dipohon kerana {thing} memerlukan kelulusan di peringkat tersebut sebelum boleh dilaksanakan.",
      "The consideration of {addressee} is sought because the {subj} needs approval at that level before it can proceed.",
    ],
    [
      "{Thing} dikemukakan dalam bentuk kertas rasmi supaya dapat dipertimbangkan dan keputusannya direkodkan dengan teratur.",
      "{Thing} is put forward as a formal paper so that it can be considered and the decision on it properly recorded.",
    ],
    [
      "Kertas {thing} ini wajar dibaca bersama lampiran yang disertakan, yang memberikan butiran sokongan bagi setiap perkara yang dinyatakan.",
      "This {subj} paper should be read with its attachments, which give supporting details for each matter it raises.",
    ],
    [
      "Keputusan yang dibuat terhadap {thing} akan menjadi asas kepada tindakan susulan oleh pihak-pihak yang berkaitan.",
      "The decision on {thing} will be the basis for follow-up action by the parties concerned.",
    ],
    [
      "Kertas {thing} ini disediakan oleh {org} untuk dibentangkan oleh pegawai yang bertanggungjawab kepada {addressee}.",
      "This {subj} paper has been prepared by {org} to be presented to {addressee} by the responsible officer.",
    ],
    [
      "Skop kertas ini terhad kepada perkara berkaitan {thing} dan tidak melibatkan keputusan dasar yang lain.",
      "The paper is confined to matters concerning the {subj} and involves no other policy decision.",
    ],
    [
      "Kertas ini disusun mengikut format kertas pertimbangan yang lazim supaya {thing} mudah dinilai dan dirujuk semula.",
      "The paper follows the usual format of a paper for consideration so that the {subj} is easy to assess and refer back to.",
    ],
  ],
  background: [
    [
      "Cadangan {subj} ini dirangka dalam lingkungan undang-undang, peraturan dan dasar yang terpakai kepada {org}.",
      "The {subj} proposal has been framed within the laws, regulations and policies that apply to {org}.",
    ],
    [
      "Bidang kuasa {addressee} untuk memutuskan perkara berkaitan {thing} menjadi asas kepada pengemukaan kertas ini.",
      "It is the authority of {addressee} to decide on matters concerning the {subj} that is the basis for submitting this paper.",
    ],
    [
      "Isu yang ingin ditangani melalui {thing} memerlukan tindakan yang tersusun dan bukan sekadar penyelesaian sementara.",
      "The issue the {subj} sets out to address calls for an organised response rather than a stopgap.",
    ],
    [
      "Maklumat dalam latar belakang ini disediakan berdasarkan rekod dan data yang ada pada {org} pada masa kertas ini disediakan.",
      "The information in this background is drawn from the records and data held by {org} at the time of writing.",
    ],
    [
      "Latar belakang ini memberikan konteks kepada {addressee} tentang sebab {thing} dikemukakan pada masa ini.",
      "This background gives {addressee} the context for why {thing} is being put forward now.",
    ],
    [
      "Kesan keadaan semasa terhadap orang ramai, pentadbiran dan kewangan menjadi pertimbangan utama dalam merangka {thing}.",
      "The effect of the present situation on the public, on administration and on finances was a main consideration in drawing up {thing}.",
    ],
    [
      "Pandangan pihak-pihak yang berkaitan dengan {thing} akan diambil kira semasa butiran pelaksanaan diperincikan.",
      "The views of the parties concerned with the {subj} will be taken into account as the details of implementation are worked out.",
    ],
    [
      "Cadangan {subj} turut mengambil kira perkembangan semasa dan keperluan yang dijangka timbul dalam tempoh terdekat.",
      "The {subj} proposal also takes account of current developments and the needs expected to arise in the near term.",
    ],
    [
      "Data dan fakta berkaitan {thing} akan dikemas kini sekiranya berlaku perubahan sebelum kertas ini dibentangkan.",
      "The data and facts on the {subj} will be updated if anything changes before this paper is presented.",
    ],
    [
      "Sebarang arahan atau pekeliling yang berkaitan dengan {thing} akan dipatuhi sepenuhnya dalam pelaksanaan cadangan ini.",
      "Any directive or circular relevant to the {subj} will be followed in full in carrying out this proposal.",
    ],
    [
      "Cadangan {subj} dikemukakan sebagai langkah yang terancang, selepas keperluannya diteliti berbanding keupayaan dan sumber {org}.",
      "The {subj} proposal is put forward as a planned step, after weighing its need against the capacity and resources of {org}.",
    ],
    [
      "Latar belakang {thing} ini disediakan secara ringkas, manakala dokumen sokongan yang berkaitan disertakan sebagai lampiran.",
      "This background to the {subj} is kept brief, with the relevant supporting documents attached.",
    ],
    [
      "Keperluan terhadap {thing} timbul daripada keadaan semasa yang memerlukan tindakan dalam tempoh yang munasabah.",
      "The need for the {subj} arises from a present situation that calls for action within a reasonable time.",
    ],
    [
      "Pelaksanaan {thing} akan diselaraskan dengan keputusan dan dasar terdahulu yang masih berkuat kuasa.",
      "The {subj} will be kept consistent with earlier decisions and policies that remain in force.",
    ],
    [
      "Cadangan {thing} ini lahir daripada pemerhatian terhadap keadaan semasa dan keperluan pihak yang akan menggunakan hasilnya setiap hari.",
      "The proposal for {thing} grew out of observing the present situation and the needs of those who will use its results every day.",
    ],
    [
      "Keadaan semasa yang dihuraikan dalam bahagian ini menjadi garis asas untuk mengukur perubahan yang dibawa oleh {thing}.",
      "The present situation described here is the baseline against which the change brought by {thing} will be measured.",
    ],
    [
      "Pihak yang terkesan oleh keadaan semasa telah dikenal pasti, dan pandangan mereka diambil kira semasa {thing} dirangka.",
      "Those affected by the present situation have been identified, and their views were taken into account when {thing} was drawn up.",
    ],
    [
      "Latar belakang ini menjelaskan mengapa {thing} dicadangkan sekarang dan tidak ditangguhkan ke tempoh yang lain.",
      "This background explains why {thing} is proposed now rather than deferred to a later period.",
    ],
  ],
  objectives: [
    [
      "Objektif {thing} menjadi ukuran sama ada pelaksanaannya berjaya dan berbaloi dengan kos yang diluluskan.",
      "The objectives of {thing} are the measure of whether its implementation succeeds and is worth the approved cost.",
    ],
    [
      "Setiap objektif dikaitkan dengan skop dan kaedah pelaksanaan {thing} supaya setiap aktiviti menyumbang kepada hasil yang dikehendaki.",
      "Each objective is linked to the scope and method of the {subj} so that every activity contributes to the intended result.",
    ],
    [
      "Objektif ini ditetapkan pada tahap yang realistik dengan mengambil kira sumber, tempoh dan kekangan yang dihadapi dalam pelaksanaan {thing}.",
      "These objectives are set at a realistic level, given the resources, time and constraints the {subj} faces.",
    ],
    [
      "Objektif {thing} dirangka selaras dengan dasar, fungsi dan keutamaan yang telah ditetapkan oleh {org}.",
      "The objectives of the {subj} are framed in line with the policies, functions and priorities set by {org}.",
    ],
    [
      "Objektif {thing} memberi tumpuan kepada hasil yang dapat dirasai secara langsung oleh {aud}.",
      "The objectives of the {subj} focus on results that {aud} can feel directly.",
    ],
    [
      "Sebarang pindaan kepada objektif {thing} selepas kelulusan akan dikemukakan semula untuk pertimbangan {addressee}.",
      "Any change to the objectives of the {subj} after approval will be brought back to {addressee} for consideration.",
    ],
    [
      "Objektif ini juga membantu pegawai pelaksana {thing} memahami keutamaan dan menyusun tugas mengikut kepentingannya.",
      "They also help the officers carrying out the {subj} understand the priorities and order their tasks accordingly.",
    ],
    [
      "Objektif {thing} akan diselaraskan dengan inisiatif sedia ada bagi mengelakkan pertindihan usaha dan perbelanjaan.",
      "The objectives of the {subj} will be aligned with existing initiatives to avoid duplicated effort and spending.",
    ],
    [
      "Objektif yang dinyatakan akan menjadi asas penilaian keberkesanan {thing} oleh pihak audit atau pihak pemantau.",
      "The stated objectives will be the basis on which auditors or monitors assess the effectiveness of the {subj}.",
    ],
    [
      "Pencapaian objektif {thing} akan dinilai secara berperingkat supaya pembetulan dapat dibuat sebelum pelaksanaan selesai.",
      "Progress towards the objectives of the {subj} will be assessed in stages so that corrections can be made before implementation ends.",
    ],
    [
      "Objektif {thing} dinyatakan dalam bentuk hasil yang boleh disahkan, dan bukan sekadar senarai aktiviti yang akan dijalankan.",
      "The objectives of the {subj} are stated as results that can be verified, not merely as a list of activities to be carried out.",
    ],
    [
      "Kejelasan objektif {thing} membolehkan pegawai pemantau menilai kemajuan tanpa perlu membuat andaian tambahan.",
      "Clear objectives let the officers monitoring the {subj} judge progress without having to make further assumptions.",
    ],
    [
      "Setiap objektif {thing} mempunyai petunjuk yang boleh disemak pada akhir pelaksanaan.",
      "Each objective of {thing} has an indicator that can be checked at the end of implementation.",
    ],
    [
      "Objektif {thing} disusun mengikut keutamaan, dengan objektif pertama sebagai hasil utama yang diharapkan.",
      "The objectives of {thing} are in order of priority, the first being the main result sought.",
    ],
    [
      "Pencapaian objektif {thing} akan dilaporkan kepada {addressee} dalam laporan akhir pelaksanaan.",
      "Achievement of the objectives of {thing} will be reported to {addressee} in the final implementation report.",
    ],
  ],
  scope: [
    [
      "Skop {thing} ditetapkan dengan jelas supaya pelaksanaan tidak melangkaui perkara yang telah diluluskan.",
      "The scope of the {subj} is set clearly so that implementation does not go beyond what has been approved.",
    ],
    [
      "Skop ini meliputi kawasan, kumpulan sasaran dan tempoh pelaksanaan {thing} seperti yang dinyatakan dalam kertas ini.",
      "The scope covers the area, target group and duration of the {subj} as stated in this paper.",
    ],
    [
      "Perkara berkaitan {thing} yang memerlukan kelulusan pihak berkuasa lain akan dipohon secara berasingan mengikut prosedur pihak tersebut.",
      "Matters concerning the {subj} that need another authority's approval will be applied for separately under that authority's procedures.",
    ],
    [
      "Skop {thing} tidak termasuk tanggungan berterusan selepas tempoh pelaksanaan, kecuali yang dinyatakan dalam implikasi kewangan.",
      "The scope of the {subj} excludes ongoing commitments after the implementation period, except those stated under the financial implications.",
    ],
    [
      "Pelaksanaan {thing} akan melibatkan unit atau bahagian yang berkaitan dalam {org} mengikut bidang tugas masing-masing.",
      "The {subj} will involve the relevant units or divisions of {org} according to their functions.",
    ],
    [
      "Cadangan ini kekal dalam bidang kuasa {org} dan tidak akan melibatkan tugas agensi lain tanpa persetujuan agensi berkenaan.",
      "The proposal stays within the jurisdiction of {org} and will involve no other agency's functions without that agency's consent.",
    ],
    [
      "Setiap komponen dalam skop {thing} akan menghasilkan output yang boleh disemak dan disahkan sebelum bayaran dibuat.",
      "Each component within the scope of the {subj} will produce an output that can be checked and verified before payment is made.",
    ],
    [
      "Penetapan skop yang jelas membantu {addressee} menilai kos dan risiko {thing} dengan lebih tepat.",
      "A clear scope helps {addressee} assess the cost and risk of the {subj} more accurately.",
    ],
    [
      "Pihak yang terlibat dan pihak yang terkesan oleh {thing} akan dikenal pasti lebih awal supaya libat urus dapat dirancang.",
      "The parties involved in or affected by the {subj} will be identified early so that engagement can be planned.",
    ],
    [
      "Bahan, peralatan dan perkhidmatan yang diperlukan bagi {thing} termasuk dalam skop ini setakat yang dikira dalam anggaran kos.",
      "Materials, equipment and services needed for the {subj} fall within this scope to the extent that they are costed in the estimate.",
    ],
    [
      "Keperluan latihan atau taklimat kepada pegawai yang terlibat dalam {thing} turut diambil kira dalam skop pelaksanaan.",
      "Any training or briefing needed by the officers involved in the {subj} is also allowed for in the scope.",
    ],
    [
      "Skop {thing} boleh diperluas secara berperingkat selepas penilaian awal menunjukkan hasil yang memuaskan dan mendapat kelulusan semula.",
      "The scope of the {subj} could be widened in stages once an early review shows good results and fresh approval is given.",
    ],
    [
      "Skop {thing} ditetapkan supaya dapat disiapkan dalam tempoh dan peruntukan yang dipohon.",
      "The scope of {thing} is set so that it can be completed within the period and funds requested.",
    ],
    [
      "Perkara di luar skop {thing} dinyatakan dengan jelas supaya tiada salah faham tentang apa yang akan dan tidak akan dilaksanakan.",
      "What lies outside the scope of {thing} is stated clearly, so that there is no misunderstanding about what will and will not be done.",
    ],
    [
      "Sebarang perluasan skop {thing} selepas kelulusan akan dikemukakan semula untuk pertimbangan bersama implikasi kosnya.",
      "Any widening of the scope of {thing} after approval will be put forward again for consideration with its cost implications.",
    ],
  ],
  method: [
    [
      "Tempoh pelaksanaan {thing} ialah {dur}, bermula {start} dan dijangka selesai pada {end} jika kelulusan diperoleh mengikut jadual.",
      "The {subj} will run for {dur}, from {start}, and is expected to finish on {end} if approval comes on schedule.",
    ],
    [
      "Tiada tindakan pelaksanaan {thing} akan dimulakan sebelum kelulusan bertulis daripada {addressee} diterima.",
      "No work on the {subj} will begin before written approval from {addressee} has been received.",
    ],
    [
      "{org} akan melantik seorang pegawai untuk mengetuai pelaksanaan {thing}, dengan bantuan pasukan kerja yang ditetapkan.",
      "{org} will appoint an officer to lead the {subj}, supported by a designated working team.",
    ],
    [
      "Jadual pelaksanaan {thing} disusun supaya kerja yang bergantung antara satu sama lain dilakukan mengikut urutan yang betul.",
      "The {subj} schedule is arranged so that tasks that depend on one another are done in the right order.",
    ],
    [
      "Pegawai pelaksana {thing} akan diberi taklimat tentang objektif, skop dan tanggungjawab masing-masing sebelum kerja dimulakan.",
      "Officers carrying out the {subj} will be briefed on its objectives, its scope and their own responsibilities before work begins.",
    ],
    [
      "Kerjasama dengan jabatan atau agensi lain bagi {thing} akan diatur melalui surat rasmi dan mesyuarat penyelarasan.",
      "Cooperation with other departments or agencies on the {subj} will be arranged through official letters and coordination meetings.",
    ],
    [
      "Libat urus dengan pihak yang terkesan oleh {thing} akan diadakan sebelum kerja utama dimulakan.",
      "Engagement with those affected by the {subj} will take place before the main work begins.",
    ],
    [
      "Gangguan kepada perkhidmatan dan operasi harian semasa {thing} dilaksanakan akan dikurangkan melalui penjadualan kerja yang teliti.",
      "Disruption to services and daily operations while the {subj} is under way will be kept down by careful scheduling of the work.",
    ],
    [
      "Maklumat tentang {thing} akan disampaikan kepada pihak berkepentingan melalui saluran rasmi {org} pada masa yang sesuai.",
      "Information on the {subj} will be given to stakeholders through the official channels of {org} at the right time.",
    ],
    [
      "Penyelarasan harian {thing} akan dibuat oleh urus setia yang dilantik, manakala keputusan utama dibuat oleh jawatankuasa yang ditetapkan.",
      "Day-to-day coordination of the {subj} will rest with an appointed secretariat, while major decisions are taken by the designated committee.",
    ],
    [
      "Kaedah pelaksanaan {thing} dipilih kerana paling sesuai dari segi kos, masa dan keupayaan sumber yang sedia ada.",
      "This method was chosen for the {subj} as the best fit for cost, time and the resources already available.",
    ],
    [
      "Sebarang perubahan kepada kaedah pelaksanaan {thing} yang menjejaskan kos atau tempoh akan dirujuk semula kepada {addressee}.",
      "Any change to the method of the {subj} that affects its cost or duration will be referred back to {addressee}.",
    ],
    [
      "Pelaksanaan {thing} dimulakan dengan perancangan terperinci yang menetapkan tugas, tempoh dan pegawai bertanggungjawab bagi setiap peringkat.",
      "Implementation of {thing} begins with a detailed plan setting out the tasks, timing and responsible officer for each stage.",
    ],
    [
      "Pengguna akhir {thing} dilibatkan dalam semakan sebelum pelaksanaan penuh supaya kelemahan dapat dibetulkan lebih awal.",
      "The end users of {thing} are involved in reviewing it before full implementation, so that weaknesses can be put right early.",
    ],
    [
      "Setiap peringkat {thing} disahkan siap oleh pegawai bertanggungjawab sebelum peringkat seterusnya dimulakan.",
      "Each stage of {thing} is signed off as complete by the responsible officer before the next one begins.",
    ],
    [
      "Kemajuan pelaksanaan {thing} dilaporkan secara berkala kepada {addressee} mengikut jadual yang dipersetujui.",
      "Progress on {thing} is reported regularly to {addressee} on the agreed schedule.",
    ],
  ],
  justification: [
    [
      "Kerja {subj} terletak dalam bidang kuasa {addressee}; {org} memohon tindakan {addressee} dan akan membantu dengan maklumat tapak serta maklum balas penduduk.",
      "The {subj} works lie within the powers of {addressee}; {org} asks {addressee} to act and will help with site information and residents' feedback.",
      "petition",
    ],
    [
      "Cadangan {subj} terletak dalam fungsi dan bidang kuasa {org}, maka pelaksanaannya tidak bergantung kepada pihak lain sebagai peneraju.",
      "The {subj} lies within the functions and powers of {org}, so it does not depend on any other party to lead it.",
    ],
    [
      "Pelaksanaan {thing} memberi manfaat langsung kepada {aud}, di samping manfaat tidak langsung kepada pentadbiran secara keseluruhan.",
      "The {subj} brings direct benefit to {aud}, as well as indirect benefit to the administration as a whole.",
    ],
    [
      "Berbanding pilihan untuk menangguhkan tindakan, {thing} menawarkan penyelesaian yang lebih tersusun dan boleh dipantau.",
      "Compared with the option of deferring action, the {subj} offers a more orderly solution that can be monitored.",
    ],
    [
      "Kelewatan membuat keputusan terhadap {thing} berkemungkinan meningkatkan kos dan memanjangkan masalah yang sedia ada.",
      "A delay in deciding on the {subj} is likely to raise its cost and prolong the existing problem.",
    ],
    [
      "Kos {thing} dianggarkan secara berhemat dan hanya meliputi perkara yang benar-benar diperlukan untuk mencapai objektif.",
      "The cost of the {subj} has been estimated prudently and covers only what is truly needed to meet its objectives.",
    ],
    [
      "Kemajuan dan hasil {thing} dapat dipantau serta diukur melalui petunjuk yang jelas, sekali gus memudahkan akauntabiliti.",
      "The progress and results of the {subj} can be monitored and measured against clear indicators, which makes accountability easier.",
    ],
    [
      "Cadangan {subj} akan menggunakan sumber sedia ada setakat yang boleh bagi mengurangkan keperluan peruntukan tambahan.",
      "The {subj} will use existing resources as far as possible to reduce the need for additional funds.",
    ],
    [
      "Risiko pelaksanaan {thing} boleh dikawal melalui langkah kawalan yang sesuai dan pemantauan yang berkala.",
      "The implementation risks of the {subj} can be controlled through suitable measures and regular monitoring.",
    ],
    [
      "Manfaat {thing} dijangka berterusan melangkaui tempoh pelaksanaan, menjadikan perbelanjaan yang dipohon suatu pelaburan yang berbaloi.",
      "The benefits of the {subj} are expected to outlast the implementation period, making the spending sought a worthwhile investment.",
    ],
    [
      "Pendekatan dalam {thing} boleh dijadikan rujukan kepada unit atau kawasan lain sekiranya terbukti berkesan.",
      "The approach of the {subj} could serve as a reference for other units or areas if it proves effective.",
    ],
    [
      "Kelulusan terhadap {thing} juga menunjukkan dengan jelas komitmen {addressee} terhadap isu yang ingin ditangani.",
      "Approving the {subj} would also show clearly the commitment of {addressee} to the issue it addresses.",
    ],
    [
      "Tanpa keputusan yang jelas, pihak yang terlibat dalam {thing} tidak dapat merancang tindakan, peruntukan dan tenaga kerja dengan sewajarnya.",
      "Without a clear decision, those involved in the {subj} cannot plan their actions, funds and staff properly.",
    ],
    [
      "Skala {thing} sepadan dengan keperluan yang dikenal pasti, iaitu cukup untuk memberi kesan tetapi tidak melebihi keperluan.",
      "The scale of the {subj} matches the identified need: large enough to make a difference, but no larger than required.",
    ],
    [
      "Pelaksanaan {thing} secara terancang dijangka lebih menjimatkan berbanding tindakan pembaikan yang berulang dan bersifat sementara.",
      "Carrying out the {subj} in a planned way is expected to cost less than repeated stopgap fixes.",
    ],
    [
      "{Thing} telah dinilai berbanding pilihan lain, termasuk mengekalkan keadaan sedia ada, dan didapati sebagai pilihan yang paling wajar.",
      "{Thing} has been weighed against the alternatives, including leaving things as they are, and found to be the most reasonable choice.",
    ],
    [
      "Manfaat {thing} dijangka melebihi kosnya apabila diambil kira masa dan tenaga yang digunakan dalam cara kerja sedia ada.",
      "The benefits of {thing} are expected to outweigh its cost once the time and effort spent under the present way of working are counted.",
    ],
    [
      "{Thing} selaras dengan peranan dan tanggungjawab {org}, dan tidak bertindih dengan inisiatif lain yang sedang berjalan.",
      "{Thing} is in keeping with the role and responsibilities of {org}, and does not duplicate other initiatives under way.",
    ],
    [
      "Menangguhkan {thing} akan membiarkan masalah yang dihuraikan dalam latar belakang berterusan, dan kosnya mungkin meningkat kemudian.",
      "Deferring {thing} would leave the problem described in the background in place, and its cost may rise later.",
    ],
  ],
  implications: [
    [
      "Jumlah {total} bagi {thing} ialah anggaran maksimum, dan sebarang penjimatan akan dikembalikan kepada sumber peruntukan.",
      "The {total} for the {subj} is a maximum estimate, and any savings will be returned to the source of funds.",
    ],
    [
      "Peruntukan bagi {thing} hanya akan digunakan untuk tujuan yang diluluskan dan tertakluk kepada pengauditan.",
      "Funds for the {subj} will be used only for the approved purpose and are subject to audit.",
    ],
    [
      "Kos penyelenggaraan atau operasi berterusan selepas {thing} siap, jika ada, perlu dimasukkan dalam bajet tahunan {org}.",
      "Any ongoing maintenance or running cost after the {subj} is completed will need to be included in the annual budget of {org}.",
    ],
    [
      "Dari segi pentadbiran, {thing} akan diuruskan melalui struktur sedia ada dengan penyelarasan tambahan yang minimum.",
      "Administratively, the {subj} will be handled through the existing structure with minimal extra coordination.",
    ],
    [
      "Dari segi perundangan, {thing} akan dilaksanakan dalam lingkungan undang-undang yang berkuat kuasa, dan sebarang keperluan pindaan akan dikemukakan secara berasingan.",
      "Legally, the {subj} will be carried out within the laws in force, and any amendment it needs will be brought forward separately.",
    ],
    [
      "Dari segi sosial, kesan {thing} terhadap {aud}, serta terhadap pihak berkepentingan yang lain, akan diberi perhatian sepanjang pelaksanaan.",
      "Socially, the effect of the {subj} on {aud}, and on other stakeholders, will be kept in view throughout implementation.",
    ],
    [
      "Pembayaran bagi {thing} akan dibuat mengikut kemajuan kerja yang disahkan dan bukan secara pendahuluan penuh.",
      "Payments for the {subj} will be made against verified progress of work, not as a full advance.",
    ],
    [
      "Bebanan tugas tambahan akibat {thing} akan diagihkan semula dalam kalangan pegawai sedia ada supaya perkhidmatan harian tidak terjejas.",
      "Any extra workload from the {subj} will be shared among existing staff so that daily services are not affected.",
    ],
    [
      "Implikasi kewangan {thing} akan dipantau melalui laporan perbelanjaan berkala kepada {addressee}.",
      "The financial implications of the {subj} will be tracked through regular spending reports to {addressee}.",
    ],
    [
      "Aset baharu yang terhasil daripada {thing} akan didaftarkan dan diselenggara mengikut tatacara pengurusan aset yang berkuat kuasa.",
      "Any new assets arising from the {subj} will be registered and maintained under the asset management procedures in force.",
    ],
    [
      "Dari segi imej, pelaksanaan {thing} yang teratur akan mencerminkan tadbir urus yang baik oleh {org}.",
      "In terms of image, an orderly {subj} will reflect good governance on the part of {org}.",
    ],
    [
      "Sebarang cukai, duti atau caj perkhidmatan yang berkaitan dengan {thing} akan diambil kira dalam kos sebenar pelaksanaan.",
      "Any tax, duty or service charge on the {subj} will be reflected in the actual cost of implementation.",
    ],
    [
      "Dari segi teknologi dan sistem, keperluan {thing}, jika ada, akan diselaraskan dengan kemudahan sedia ada supaya tidak berlaku pertindihan.",
      "In terms of technology and systems, any needs of the {subj} will be aligned with existing facilities to avoid duplication.",
    ],
    [
      "Implikasi kewangan {thing} dikira bagi keseluruhan tempoh pelaksanaan dan bukan bagi satu peringkat sahaja.",
      "The financial implication of the {subj} is worked out for the whole implementation period, not for a single stage.",
    ],
    [
      "Perbelanjaan {thing} akan direkodkan mengikut perkara dalam anggaran supaya penggunaan peruntukan dapat disemak pada bila-bila masa.",
      "Spending on {thing} will be recorded against the items in the estimate so that the use of the allocation can be checked at any time.",
    ],
    [
      "Kesan {thing} terhadap tugas pegawai sedia ada telah diambil kira, dan tiada jawatan baharu diperlukan melainkan dinyatakan dalam kertas ini.",
      "The effect of {thing} on existing staff duties has been considered, and no new post is needed unless this paper says so.",
    ],
    [
      "Sebarang penjimatan atau baki peruntukan {thing} akan dilaporkan dan tidak digunakan untuk tujuan lain tanpa kelulusan.",
      "Any saving or unspent balance of the allocation for {thing} will be reported and not used for another purpose without approval.",
    ],
  ],
  risks: [
    [
      "Setiap risiko {thing} akan mempunyai pemilik risiko, iaitu pegawai yang bertanggungjawab memantau dan mengambil tindakan.",
      "Each risk of the {subj} will have an owner, the officer responsible for watching it and acting on it.",
    ],
    [
      "Risiko yang tidak dapat dikawal di peringkat pelaksana {thing} akan dirujuk kepada {addressee} untuk keputusan.",
      "Risks to the {subj} that cannot be managed at working level will be referred to {addressee} for a decision.",
    ],
    [
      "Sekiranya berlaku perubahan dasar atau peraturan yang menjejaskan {thing}, cadangan ini akan dikaji semula sebelum pelaksanaan diteruskan.",
      "If a change in policy or regulation affects the {subj}, the proposal will be reviewed before implementation continues.",
    ],
    [
      "Risiko prestasi pihak luar yang dilantik bagi {thing} dikawal melalui syarat kontrak, pemantauan berkala dan penalti kelewatan.",
      "The risk of poor performance by outside parties appointed for the {subj} is controlled through contract terms, regular monitoring and delay penalties.",
    ],
    [
      "Risiko keselamatan semasa pelaksanaan {thing} akan dikawal dengan mematuhi keperluan keselamatan dan kesihatan pekerjaan yang berkuat kuasa.",
      "Safety risks while the {subj} is carried out will be controlled by meeting the occupational safety and health requirements in force.",
    ],
    [
      "Pertukaran pegawai utama semasa pelaksanaan {thing} dikawal melalui pelantikan pegawai pengganti dan dokumentasi kerja yang lengkap.",
      "A change of key officers during the {subj} is covered by naming deputies and keeping complete work records.",
    ],
    [
      "Risiko salah faham orang ramai terhadap {thing} dikurangkan melalui maklumat yang tepat dan konsisten daripada saluran rasmi.",
      "The risk of public misunderstanding of the {subj} is reduced by accurate and consistent information from official channels.",
    ],
    [
      "Tahap risiko {thing} akan dilaporkan dalam mesyuarat berkala supaya tindakan dapat diambil sebelum sesuatu risiko menjadi isu.",
      "The level of risk to the {subj} will be reported at regular meetings so that action is taken before a risk becomes an issue.",
    ],
    [
      "Pelan kontingensi bagi {thing} akan disediakan untuk aktiviti kritikal yang boleh menjejaskan tarikh siap.",
      "A contingency plan for the {subj} will be prepared for the critical activities that could affect the completion date.",
    ],
    [
      "Setiap risiko {thing} dinilai dari segi kemungkinan dan kesannya, dan kawalan diutamakan bagi risiko yang paling tinggi.",
      "Each risk of the {subj} is rated for likelihood and effect, and controls are given first to the highest risks.",
    ],
    [
      "Risiko kehilangan atau kerosakan dokumen {thing} dikawal melalui penyimpanan rekod secara berpusat dan salinan sandaran.",
      "The risk of losing or damaging {subj} documents is controlled through central record-keeping and backup copies.",
    ],
    [
      "Risiko maklumat sulit berkaitan {thing} terdedah dikawal melalui had capaian dan pengelasan dokumen yang sewajarnya.",
      "The risk of confidential information on the {subj} being exposed is controlled through access limits and proper document classification.",
    ],
  ],
  recommendation: [
    [
      "Syor ini dibuat setelah mengambil kira latar belakang, justifikasi, implikasi dan risiko {thing} seperti yang dihuraikan dalam kertas ini.",
      "This recommendation takes account of the background, justification, implications and risks of the {subj} as set out in this paper.",
    ],
    [
      "Sebarang syarat yang ditetapkan dalam kelulusan {thing} akan dipatuhi sepenuhnya oleh {org} sepanjang pelaksanaan.",
      "Any conditions attached to the approval of the {subj} will be fully complied with by {org} throughout implementation.",
    ],
    [
      "Sekiranya {addressee} bersetuju dengan pindaan tertentu, {thing} akan diselaraskan mengikut keputusan tersebut sebelum pelaksanaan.",
      "If {addressee} agrees subject to amendments, the {subj} will be adjusted to that decision before it begins.",
    ],
    [
      "Sekiranya syor ini tidak dipersetujui, {org} memohon panduan tentang langkah alternatif bagi menangani isu yang menjadi asas {thing}.",
      "If the recommendation is not accepted, {org} asks for guidance on other ways to address the issue behind {thing}.",
    ],
    [
      "Keputusan {addressee} terhadap {thing} akan dimaklumkan secara bertulis kepada semua pihak yang terlibat, termasuk melalui cabutan minit jika diputuskan dalam mesyuarat.",
      "The decision of {addressee} on the {subj} will be conveyed in writing to all parties concerned, including by extract of the minutes if taken at a meeting.",
    ],
    [
      "Sekiranya diluluskan, {org} akan membuat perolehan dan pelantikan bagi {thing} mengikut tatacara yang berkuat kuasa.",
      "If approved, {org} will carry out the procurement and appointments for the {subj} under the procedures in force.",
    ],
    [
      "Keputusan yang dipohon adalah terhad kepada perkara yang dinyatakan dalam syor di atas bagi {thing}.",
      "The decision sought is limited to the matters listed above for the {subj}.",
    ],
    [
      "Pegawai yang membentangkan kertas {thing} ini bersedia memberikan penjelasan lanjut sekiranya diperlukan semasa pertimbangan dibuat.",
      "The officer presenting this {subj} paper is ready to explain further if needed while it is being considered.",
    ],
    [
      "Kelulusan terhadap {thing} akan membolehkan cadangan ini dimasukkan ke dalam perancangan dan bajet {org}.",
      "Approval of the {subj} would allow the proposal to be placed in the plans and budget of {org}.",
    ],
    [
      "Tarikh mula pelaksanaan {thing} pada {start} bergantung kepada tarikh keputusan dibuat oleh {addressee}.",
      "Starting the {subj} on {start} depends on when {addressee} reaches its decision.",
    ],
    [
      "Laporan kemajuan {thing} akan dibentangkan kepada {addressee} secara berkala selepas kelulusan diberikan.",
      "Progress reports on the {subj} will be presented to {addressee} regularly once approval has been given.",
    ],
    [
      "Kelulusan secara berperingkat bagi {thing} juga boleh dipertimbangkan sekiranya peruntukan penuh tidak dapat disediakan sekali gus.",
      "Approval of the {subj} in stages could also be considered if the full allocation cannot be provided at once.",
    ],
    [
      "Syor bagi {thing} ini dikemukakan secara lengkap supaya keputusan dapat dibuat dalam satu pertimbangan tanpa perlu dibawa semula.",
      "The recommendation on the {subj} is complete so that a decision can be made at one sitting without the matter being brought back.",
    ],
  ],
  closing: [
    [
      "Kertas ini telah menghuraikan keperluan, kaedah, kos dan risiko {thing} untuk pertimbangan {addressee}.",
      "This paper has set out the need, method, cost and risks of the {subj} for the consideration of {addressee}.",
    ],
    [
      "Dengan perancangan yang teliti, {org} yakin bahawa {thing} akan memberi manfaat yang berpanjangan kepada semua pihak.",
      "With careful planning, {org} is confident that the {subj} will bring lasting benefit to all concerned.",
    ],
    [
      "{org} komited untuk melaksanakan {thing} secara telus, cekap dan bertanggungjawab sekiranya cadangan ini diluluskan.",
      "{org} is committed to carrying out the {subj} openly, efficiently and responsibly if the proposal is approved.",
    ],
    [
      "Segala pandangan dan teguran terhadap {thing} akan diambil kira dalam perincian pelaksanaan selepas keputusan dibuat.",
      "Any views and comments on the {subj} will be taken into account in working out the details once the decision is made.",
    ],
    [
      "Keputusan yang cepat terhadap {thing} akan membolehkan manfaatnya dinikmati lebih awal oleh {aud}.",
      "A prompt decision on {thing} would let {aud} enjoy its benefits sooner.",
    ],
    [
      "Pelaksanaan {thing} akan dilaporkan semula kepada {addressee} supaya keberkesanannya dapat dinilai secara terbuka.",
      "The implementation of the {subj} will be reported back to {addressee} so that its effectiveness can be judged openly.",
    ],
    [
      "Kertas {thing} ini disediakan oleh {org} dan dibentangkan oleh pegawai yang bertanggungjawab seperti dalam ruangan pengesahan.",
      "This {subj} paper was prepared by {org} and is presented by the responsible officer named in the endorsement block.",
    ],
    [
      "Penghargaan ditujukan kepada semua pihak yang telah memberikan input dalam penyediaan kertas {thing} ini.",
      "Thanks are due to everyone who contributed to the preparation of this {subj} paper.",
    ],
    [
      "Dokumen sokongan tambahan berkaitan {thing} boleh dikemukakan sekiranya diperlukan oleh {addressee} sebelum keputusan dibuat.",
      "Further supporting documents on the {subj} can be provided if {addressee} needs them before deciding.",
    ],
    [
      "Dengan kelulusan yang dipohon, {thing} dapat dilaksanakan secara teratur dan memberi hasil yang boleh diukur.",
      "With the approval sought, the {subj} can be carried out in an orderly way and deliver measurable results.",
    ],
    [
      "Sebarang maklumat lanjut yang diperlukan tentang {thing} akan dikemukakan dengan segera oleh urus setia {org}.",
      "Any further information needed on the {subj} will be provided promptly by the secretariat of {org}.",
    ],
    [
      "{Thing} akan dilaksanakan dengan mengutamakan kepentingan {aud} serta penggunaan dana yang berhemat.",
      "The {subj} will be carried out with the interests of {aud} and the prudent use of funds foremost.",
    ],
  ],
  monitoring: [
    [
      "Pemantauan {thing} akan dibuat melalui laporan kemajuan berkala yang merangkumi kemajuan fizikal dan kewangan.",
      "The {subj} will be monitored through regular progress reports covering both physical and financial progress.",
    ],
    [
      "Perbelanjaan sebenar {thing} akan dibandingkan dengan peruntukan yang diluluskan dalam setiap laporan kemajuan.",
      "Actual spending on the {subj} will be compared with the approved allocation in every progress report.",
    ],
    [
      "Isu pelaksanaan {thing} yang memerlukan keputusan akan dibawa segera kepada {addressee} tanpa menunggu laporan berkala.",
      "Implementation issues on the {subj} that need a decision will go straight to {addressee} without waiting for the regular report.",
    ],
    [
      "Penilaian akhir {thing} akan dibuat selepas pelaksanaan untuk menentukan sama ada objektif tercapai dan kos yang dibelanjakan berbaloi.",
      "A final evaluation of the {subj} will establish whether its objectives were met and the money spent was worthwhile.",
    ],
    [
      "Semakan di lapangan, jika berkaitan, akan dibuat untuk mengesahkan kemajuan {thing} yang dilaporkan oleh pasukan pelaksana.",
      "Field checks, where relevant, will verify the progress of the {subj} reported by the implementing team.",
    ],
    [
      "Maklum balas daripada {aud} akan dikumpul sebagai sebahagian daripada penilaian keberkesanan {thing}.",
      "Feedback from {aud} will be gathered as part of assessing how effective the {subj} has been.",
    ],
    [
      "Penilaian akhir {thing} akan melibatkan pegawai yang tidak terlibat secara langsung dalam pelaksanaan supaya dapatannya lebih objektif.",
      "The final evaluation of the {subj} will involve officers not directly involved in its implementation, so that its findings are more objective.",
    ],
    [
      "Petunjuk prestasi {thing} akan disemak semula sekiranya skop atau tempoh pelaksanaan berubah dengan kelulusan.",
      "The performance indicators of the {subj} will be reviewed if its scope or duration changes with approval.",
    ],
    [
      "Laporan penutup {thing} akan dikemukakan kepada {addressee} selepas pelaksanaan selesai, bersama penyata perbelanjaan.",
      "A closing report on the {subj}, with a statement of spending, will go to {addressee} once implementation is complete.",
    ],
    [
      "Pengajaran yang diperoleh daripada {thing} akan didokumenkan dan dikongsi dengan unit-unit lain dalam {org}.",
      "Lessons learnt from the {subj} will be documented and shared with other units of {org}.",
    ],
    [
      "Kekerapan laporan kemajuan {thing} boleh ditambah sekiranya {addressee} memerlukan maklumat yang lebih kerap.",
      "Progress reports on the {subj} can be made more frequent if {addressee} needs information more often.",
    ],
    [
      "Rekod pemantauan {thing} akan disimpan dengan teratur sebagai rujukan audit dan perancangan cadangan yang serupa.",
      "Monitoring records of the {subj} will be kept in good order for audit and for planning similar proposals.",
    ],
  ],
  impact: [
    [
      "Dari segi perkhidmatan, {thing} dijangka meningkatkan kecekapan dan kualiti penyampaian kepada {aud}.",
      "In service terms, the {subj} is expected to improve the efficiency and quality of delivery to {aud}.",
    ],
    [
      "Pelaksanaan {thing} dijangka meredakan isu yang menjadi asas kepada pengemukaan cadangan ini.",
      "The {subj} is expected to ease the issues that led to this proposal being put forward.",
    ],
    [
      "Dari segi pentadbiran, {thing} dijangka memperkemas proses kerja dan memudahkan penyelarasan antara pihak yang terlibat.",
      "Administratively, the {subj} should streamline work processes and make coordination easier among those involved.",
    ],
    [
      "Manfaat {thing} dijangka berterusan selepas tempoh pelaksanaan sekiranya penyelenggaraan dan pemantauan diteruskan.",
      "The benefits of the {subj} should last beyond the implementation period if maintenance and monitoring continue.",
    ],
    [
      "Hasil {thing} akan menyokong pencapaian sasaran strategik {org} dalam bidang yang berkaitan.",
      "The results of the {subj} will support the strategic targets of {org} in the area concerned.",
    ],
    [
      "Data yang terhasil daripada pelaksanaan {thing} boleh digunakan untuk perancangan dan keputusan dasar pada masa hadapan.",
      "Data produced by the {subj} can inform future planning and policy decisions.",
    ],
    [
      "Kesan negatif yang mungkin timbul daripada {thing} akan dikenal pasti awal dan ditangani melalui langkah mitigasi yang sesuai.",
      "Any adverse effects of the {subj} will be identified early and dealt with through suitable mitigation.",
    ],
    [
      "{Thing} juga dijangka mengukuhkan kerjasama antara {org} dengan agensi dan pihak berkepentingan yang terlibat.",
      "The {subj} is also expected to strengthen cooperation between {org} and the agencies and stakeholders involved.",
    ],
    [
      "Dari segi kewangan, {thing} dijangka membantu penggunaan peruntukan secara lebih berkesan dalam jangka panjang.",
      "Financially, the {subj} is expected to help funds be used more effectively over the long term.",
    ],
    [
      "Impak sebenar {thing} akan diukur selepas pelaksanaan dan dibandingkan dengan hasil yang dijangka dalam kertas ini.",
      "The actual impact of the {subj} will be measured after implementation and compared with the results expected in this paper.",
    ],
    [
      "Kesan {thing} terhadap beban kerja dan kos operasi {org} akan dinilai selepas pelaksanaan bagi memastikan manfaatnya melebihi kosnya.",
      "The effect of the {subj} on the workload and running costs of {org} will be assessed afterwards to confirm that its benefits outweigh its costs.",
    ],
    [
      "Dari segi sosial, {thing} dijangka memberi kesan positif kepada kesejahteraan dan keyakinan {aud}.",
      "Socially, the {subj} is expected to have a positive effect on the well-being and confidence of {aud}.",
    ],
  ],
};
