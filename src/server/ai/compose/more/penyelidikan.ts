import type { SectionRole } from "../../../../common/kinds/types.js";
import type { Line } from "../roles/kit.js";

/** Further on-subject lines for a penyelidikan paper, by role (see more/index.ts for the rules every line follows). */
export const PENYELIDIKAN: Partial<Record<SectionRole, Line[]>> = {
  summary: [
    [
      "{Thing} bertolak daripada persoalan asas yang belum terjawab dalam bidangnya, dan bertujuan menghasilkan pengetahuan baharu, bukan sekadar menyelesaikan masalah setempat.",
      "{Thing} starts from a fundamental question not yet answered in its field and aims to produce new knowledge, not merely to solve a local problem.",
    ],
    [
      "{Thing} menggunakan reka bentuk kajian yang dipadankan dengan setiap objektif, instrumen yang disahkan terlebih dahulu dan kaedah analisis yang ditetapkan sejak awal.",
      "{Thing} uses a research design matched to each objective, instruments validated in advance and methods of analysis fixed from the outset.",
    ],
    [
      "Hasil utama {thing} ialah dapatan baharu yang diterbitkan dalam jurnal berindeks serta pelajar pascasiswazah yang dilatih sepanjang tempoh kajian.",
      "The main outputs of {thing} are new findings published in indexed journals and postgraduate students trained over the course of the study.",
    ],
    [
      "Pelaksanaan {thing} dirancang secara berfasa, bermula dengan reka bentuk dan pengesahan instrumen, diikuti pengumpulan data, analisis dan penyebaran dapatan.",
      "{Thing} is planned in phases, beginning with design and instrument validation, followed by data collection, analysis and dissemination of the findings.",
    ],
    [
      "Dapatan {thing} dijangka memberi manfaat kepada {aud} melalui pemahaman yang lebih tepat tentang faktor dan mekanisme yang dikaji.",
      "The findings of {thing} are expected to benefit {aud} through a more accurate understanding of the factors and mechanisms studied.",
    ],
    [
      "Etika penyelidikan, pengurusan data dan perlindungan harta intelek diberi perhatian sejak peringkat reka bentuk {thing} lagi.",
      "Research ethics, data management and the protection of intellectual property are attended to from the design stage of {thing}.",
    ],
    [
      "{Thing} akan dilaksanakan dalam tempoh {dur} oleh pasukan penyelidik {org} dengan pembahagian tugas yang jelas bagi setiap fasa.",
      "{Thing} will be carried out over {dur} by the research team of {org}, with a clear division of tasks in every phase.",
    ],
    [
      "Bajet {thing} disusun mengikut vot, dan setiap perbelanjaan dijustifikasikan berdasarkan aktiviti yang dihuraikan dalam metodologi.",
      "The budget of {thing} is set out by vote, and every item of spending is justified by the activities described in the methodology.",
    ],
    [
      "Sumbangan {thing} kepada ilmu ialah penjelasan yang lebih tepat tentang fenomena yang dikaji, yang boleh diuji dan dikembangkan oleh penyelidik lain.",
      "The contribution of {thing} to knowledge is a more precise explanation of the phenomenon studied, one that other researchers can test and build on.",
    ],
    [
      "{Thing} juga membina keupayaan penyelidikan {org} dalam bidang berkaitan melalui penglibatan penyelidik muda dan pelajar pascasiswazah.",
      "{Thing} also builds the research capacity of {org} in the field through the involvement of early-career researchers and postgraduate students.",
    ],
    [
      "Skop {thing} dihadkan dengan jelas supaya persoalan kajian dapat dijawab sepenuhnya dalam tempoh dan bajet yang dipohon.",
      "The scope of {thing} is tightly drawn so that the research question can be answered in full within the period and budget requested.",
    ],
  ],
  problem: [
    [
      "Walaupun isu berkaitan telah dibincangkan dalam kajian terdahulu, mekanisme asas yang menjelaskannya masih belum difahami sepenuhnya, dan di sinilah {thing} memberi tumpuan.",
      "Although related issues have been discussed in earlier studies, the underlying mechanism that explains them is not yet fully understood, and this is where {thing} focuses.",
    ],
    [
      "Masalah yang dikaji oleh {thing} bersifat asas, kerana jawapannya diperlukan sebelum penyelesaian gunaan yang berkesan dapat direka bentuk dan diuji.",
      "The problem {thing} addresses is fundamental, because its answer is needed before effective applied solutions can be designed and tested.",
    ],
    [
      "Persoalan utama {thing} dirumus daripada jurang ini, dan setiap objektif kajian menjawab sebahagian daripada persoalan tersebut.",
      "The main question of {thing} is drawn from this gap, and each research objective answers part of that question.",
    ],
    [
      "Pernyataan masalah {thing} membezakan dengan jelas antara perkara yang sudah diketahui, perkara yang belum diketahui dan sumbangan yang akan diberikan.",
      "The problem statement of {thing} separates clearly what is already known, what is not yet known and the contribution to be made.",
    ],
    [
      "Hipotesis atau proposisi {thing} dibina daripada teori yang berkaitan, supaya dapatan kajian dapat menyokong, menolak atau memperhalus teori tersebut.",
      "The hypotheses or propositions of {thing} are built from the relevant theory, so that the findings can support, reject or refine it.",
    ],
    [
      "Skop masalah {thing} dihadkan dari segi populasi, pemboleh ubah dan konteks, supaya persoalan kajian dapat dijawab dalam tempoh {dur}.",
      "The scope of the problem in {thing} is bounded by population, variables and context, so that the research question can be answered within {dur}.",
    ],
    [
      "Sumbangan baharu {thing} dinyatakan secara khusus, sama ada dari segi teori, kaedah atau konteks, supaya panel dapat menilai keasliannya.",
      "The new contribution of {thing} is stated specifically, whether in theory, method or context, so that the panel can judge its originality.",
    ],
    [
      "Masalah ini relevan kepada {aud}, kerana pemahaman yang lebih tepat tentangnya akan mempengaruhi cara mereka merancang dan bertindak.",
      "The problem matters to {aud}, because a more accurate understanding of it will shape how they plan and act.",
    ],
    [
      "Kebolehlaksanaan {thing} bergantung pada akses kepada data atau responden yang sesuai, dan akses tersebut dirancang secara terperinci dalam metodologi.",
      "The feasibility of {thing} depends on access to suitable data or respondents, and that access is planned in detail in the methodology.",
    ],
    [
      "Jika dapatan lepas diperoleh dalam konteks yang berbeza, kesahannya dalam konteks tempatan masih perlu diuji, dan {thing} menyediakan ujian tersebut.",
      "Where past findings come from a different context, their validity in the local context still needs testing, and {thing} provides that test.",
    ],
    [
      "Persoalan yang dikemukakan oleh {thing} boleh dijawab secara empirikal dengan data yang boleh diukur dan kaedah analisis yang diterima dalam bidang ini.",
      "The question {thing} raises can be answered empirically, with measurable data and methods of analysis accepted in the field.",
    ],
    [
      "Masalah ini dirumus dalam bentuk yang boleh diuji dan disangkal, supaya dapatan {thing} memberi jawapan yang jelas dan bukan sekadar huraian.",
      "The problem is framed so that it can be tested and refuted, so that the findings of {thing} give a clear answer rather than mere description.",
    ],
  ],
  objectives: [
    [
      "Setiap objektif {thing} dinyatakan dengan kata kerja yang boleh diukur, seperti mengenal pasti, menentukan, membanding atau membangunkan, dan dipadankan dengan satu persoalan kajian.",
      "Each objective of {thing} uses a measurable verb, such as identify, determine, compare or develop, and is matched to one research question.",
    ],
    [
      "Objektif {thing} dicapai melalui kaedah yang dihuraikan dalam metodologi, dan setiap objektif mempunyai data serta analisis tersendiri.",
      "The objectives of {thing} are met through the methods described in the methodology, and each objective has its own data and analysis.",
    ],
    [
      "Pencapaian setiap objektif {thing} ditunjukkan melalui output yang jelas, seperti model, kerangka, instrumen atau set data yang disahkan, bukan melalui aktiviti semata-mata.",
      "Meeting each objective of {thing} is shown by a clear output, such as a model, framework, instrument or validated data set, not by activity alone.",
    ],
    [
      "Skop setiap objektif {thing} dihadkan supaya dapat dicapai dalam tempoh {dur} dengan pasukan dan bajet yang dipohon.",
      "The scope of each objective of {thing} is limited so that it can be achieved within {dur} with the team and budget requested.",
    ],
    [
      "Objektif {thing} disusun supaya dapatan objektif awal menjadi input kepada objektif yang seterusnya, mengikut urutan logik kajian.",
      "The objectives of {thing} are ordered so that the findings of earlier objectives feed into later ones, following the logic of the study.",
    ],
    [
      "Objektif {thing} menumpukan kepada penjanaan pengetahuan asas, selaras dengan sifat geran penyelidikan fundamental yang mengutamakan persoalan teori berbanding penyelesaian gunaan.",
      "The objectives of {thing} centre on generating fundamental knowledge, in keeping with a fundamental research grant that puts theoretical questions before applied solutions.",
    ],
    [
      "Setiap objektif {thing} dikaitkan dengan penerbitan atau output yang dijangka, supaya sumbangannya dapat dikesan dalam laporan akhir.",
      "Each objective of {thing} is linked to an expected publication or output, so that its contribution can be traced in the final report.",
    ],
    [
      "Objektif {thing} turut menentukan pemboleh ubah utama yang akan diukur, populasi yang dikaji dan batas kajian yang tidak akan dilangkaui.",
      "The objectives of {thing} also fix the main variables to be measured, the population studied and the boundaries the study will not cross.",
    ],
    [
      "Objektif {thing} dirumus selepas sorotan literatur awal, supaya setiap objektif menjawab jurang yang benar-benar wujud dan belum diterokai.",
      "The objectives of {thing} were framed after an initial literature review, so that each answers a gap that genuinely exists and is unexplored.",
    ],
    [
      "Panel penilai boleh menyemak kesepadanan antara objektif, kaedah dan output {thing} melalui carta alir dalam bahagian metodologi.",
      "The panel can check how the objectives, methods and outputs of {thing} fit together through the flow chart in the methodology.",
    ],
    [
      "Objektif {thing} dinyatakan dalam bahasa yang tepat supaya panel dapat menilai sama ada setiap satunya telah dicapai tanpa tafsiran yang berbeza.",
      "The objectives of {thing} are worded precisely so that the panel can judge whether each has been met without differing interpretations.",
    ],
    [
      "Jika sesuatu objektif {thing} tidak dapat dicapai sepenuhnya, sebab dan dapatan separa akan dilaporkan secara terbuka kepada pemberi geran.",
      "If an objective of {thing} cannot be fully met, the reasons and the partial findings will be reported openly to the grant provider.",
    ],
    [
      "Objektif {thing} dibincangkan dan dipersetujui oleh semua ahli pasukan sebelum kajian bermula, supaya setiap ahli memahami sumbangan yang diharapkan daripadanya.",
      "The objectives of {thing} are discussed and agreed by every team member before the study begins, so that each knows the contribution expected of them.",
    ],
  ],
  literature: [
    [
      "Sorotan literatur {thing} disusun mengikut tema utama, iaitu konsep asas, teori yang mendasari, kaedah yang pernah digunakan dan dapatan terdahulu yang berkaitan.",
      "The literature review of {thing} is arranged by main theme: the core concepts, the underlying theory, the methods used before and the relevant earlier findings.",
    ],
    [
      "Teori yang menjadi asas {thing} dihuraikan untuk menjelaskan hubungan antara pemboleh ubah yang dikaji dan menjadi kerangka konseptual kajian.",
      "The theory underpinning {thing} is set out to explain the relationships between the variables studied and forms the study's conceptual framework.",
    ],
    [
      "Kerangka konseptual {thing} dibentangkan dalam bentuk rajah yang menunjukkan pemboleh ubah, hubungan yang dijangka dan hipotesis yang akan diuji.",
      "The conceptual framework of {thing} is presented as a diagram showing the variables, the expected relationships and the hypotheses to be tested.",
    ],
    [
      "Carian literatur bagi {thing} dibuat dalam pangkalan data berindeks dengan kata kunci yang dipadankan dengan persoalan kajian, dan strategi cariannya direkodkan.",
      "The literature search for {thing} is made in indexed databases with keywords matched to the research question, and the search strategy is recorded.",
    ],
    [
      "Kajian lepas dipilih berdasarkan kaitan langsung dengan objektif {thing}, kualiti kaedahnya dan tahun penerbitan, dengan keutamaan kepada penerbitan terkini.",
      "Past studies are chosen for their direct bearing on the objectives of {thing}, the quality of their methods and their year, with priority to recent publications.",
    ],
    [
      "Kaedah yang digunakan dalam kajian terdahulu dibandingkan untuk mengenal pasti kekuatan dan kelemahannya, dan pengajaran itu diambil kira dalam reka bentuk {thing}.",
      "The methods of earlier studies are compared to identify their strengths and weaknesses, and those lessons are built into the design of {thing}.",
    ],
    [
      "Setiap tema dalam sorotan {thing} diakhiri dengan sintesis yang menyatakan perkara yang sudah disepakati dan perkara yang masih dipertikaikan oleh penyelidik.",
      "Each theme in the review for {thing} ends with a synthesis of what researchers already agree on and what is still disputed.",
    ],
    [
      "Dapatan yang menyokong dan yang bertentangan dibentangkan secara seimbang, supaya sorotan literatur {thing} tidak berat sebelah.",
      "Supporting and contrary findings are presented in balance, so that the literature review of {thing} is not one-sided.",
    ],
    [
      "Kajian tempatan dan antarabangsa disorot bersama untuk menunjukkan sejauh mana dapatan dari luar negara sesuai dengan konteks {thing}.",
      "Local and international studies are reviewed together to show how far findings from abroad fit the context of {thing}.",
    ],
    [
      "Definisi operasional bagi setiap konsep utama {thing} diambil daripada literatur, supaya pengukurannya boleh dibandingkan secara langsung dengan kajian lain.",
      "The operational definition of each key concept in {thing} is taken from the literature, so that its measurements can be compared directly with other studies.",
    ],
    [
      "Sorotan ini juga mengenal pasti instrumen atau model sedia ada yang boleh diadaptasi, serta keperluan untuk mengesahkannya semula dalam konteks {thing}.",
      "The review also identifies existing instruments or models that can be adapted, and the need to validate them again in the context of {thing}.",
    ],
    [
      "Sumber yang dipetik dalam {thing} diutamakan daripada artikel jurnal berwasit, buku ilmiah dan laporan rasmi, bukan sumber sekunder yang tidak disemak.",
      "Sources cited in {thing} are drawn mainly from peer-reviewed journal articles, scholarly books and official reports, not from unchecked secondary sources.",
    ],
    [
      "Sorotan literatur akan dikemas kini sepanjang {thing} supaya penerbitan baharu yang relevan diambil kira semasa analisis dan penulisan.",
      "The literature review will be kept up to date throughout {thing} so that relevant new publications are taken into account during analysis and writing.",
    ],
    [
      "Setiap petikan dalam teks {thing} mempunyai entri lengkap dalam senarai rujukan, mengikut gaya rujukan yang ditetapkan oleh skim geran.",
      "Every in-text citation in {thing} has a full entry in the reference list, in the referencing style the grant scheme prescribes.",
    ],
  ],
  method: [
    [
      "Reka bentuk {thing} dipilih berdasarkan jenis persoalan kajian, sama ada untuk menerangkan, membanding, meramal atau memahami fenomena yang dikaji.",
      "The design of {thing} is chosen according to the kind of research question, whether to describe, compare, predict or understand the phenomenon studied.",
    ],
    [
      "Populasi dan sampel {thing} ditentukan dengan jelas, termasuk kriteria pemilihan, saiz sampel yang dijustifikasikan dan kaedah persampelan yang digunakan.",
      "The population and sample of {thing} are clearly defined, including the selection criteria, a justified sample size and the sampling method.",
    ],
    [
      "Instrumen {thing} akan disemak oleh pakar bidang bagi kesahan kandungan dan diuji dalam kajian rintis bagi kebolehpercayaan sebelum data sebenar dikumpul.",
      "The instruments of {thing} will be reviewed by subject experts for content validity and piloted for reliability before the actual data are collected.",
    ],
    [
      "Kelulusan jawatankuasa etika penyelidikan institusi akan diperoleh sebelum sebarang data yang melibatkan manusia dikumpul bagi {thing}.",
      "Approval from the institution's research ethics committee will be obtained before any data involving people are collected for {thing}.",
    ],
    [
      "Jika {thing} melibatkan responden, persetujuan termaklum, kerahsiaan identiti dan hak untuk menarik diri dijamin sepanjang kajian.",
      "Where {thing} involves respondents, informed consent, confidentiality of identity and the right to withdraw are guaranteed throughout.",
    ],
    [
      "Data {thing} akan dianalisis dengan kaedah yang dipadankan dengan setiap objektif, dan pilihan ujian statistik atau analisis kualitatif dijustifikasikan berdasarkan jenis data.",
      "The data of {thing} will be analysed with methods matched to each objective, and the choice of statistical test or qualitative analysis is justified by the type of data.",
    ],
    [
      "Pelan pengurusan data {thing} menetapkan cara data direkod, disimpan dengan selamat, disandarkan secara berkala dan diakses oleh ahli pasukan yang diberi kebenaran sahaja.",
      "The data management plan of {thing} sets out how data are recorded, stored securely, backed up regularly and accessed only by authorised team members.",
    ],
    [
      "Kesahan dalaman dan luaran {thing} dijaga dengan mengawal pemboleh ubah luaran, menyeragamkan prosedur dan merekod setiap penyimpangan daripada protokol.",
      "The internal and external validity of {thing} are protected by controlling extraneous variables, standardising procedures and recording every departure from protocol.",
    ],
    [
      "Carta alir metodologi {thing} menunjukkan hubungan antara objektif, aktiviti, data dan output bagi setiap fasa kajian.",
      "The methodology flow chart of {thing} shows how objectives, activities, data and outputs connect in every phase of the study.",
    ],
    [
      "Kualiti data {thing} dikawal melalui semakan kelengkapan, pembersihan data dan pengesahan silang oleh ahli pasukan yang berbeza.",
      "Data quality in {thing} is controlled through completeness checks, data cleaning and cross-checking by different team members.",
    ],
    [
      "Prosedur kerja lapangan atau makmal {thing} didokumentasikan sebagai protokol bertulis supaya dapat diulang dan disemak oleh penyelidik lain.",
      "The field or laboratory procedures of {thing} are documented as a written protocol so that other researchers can repeat and check them.",
    ],
    [
      "Perisian analisis yang digunakan dalam {thing} ialah perisian berlesen atau sumber terbuka yang diterima dalam bidang, dan versinya direkodkan.",
      "The analysis software used in {thing} is licensed or open-source software accepted in the field, and its version is recorded.",
    ],
    [
      "Batasan metodologi {thing} dinyatakan secara terbuka bersama langkah untuk mengurangkan kesannya terhadap ketepatan dan skop tafsiran dapatan kajian.",
      "The methodological limitations of {thing} are stated openly, together with the steps taken to reduce their effect on the accuracy and reach of the findings.",
    ],
  ],
  gantt: [
    [
      "Jadual {thing} disusun mengikut suku tahun, dan setiap fasa mempunyai pencapaian yang boleh disahkan sebelum fasa berikutnya dimulakan.",
      "The schedule of {thing} is laid out by quarter, and each phase has a milestone that can be verified before the next phase starts.",
    ],
    [
      "Pencapaian utama {thing} termasuk pengesahan instrumen, penyiapan pengumpulan data, analisis awal, manuskrip pertama dan laporan akhir.",
      "The key milestones of {thing} include instrument validation, completion of data collection, preliminary analysis, the first manuscript and the final report.",
    ],
    [
      "Permohonan kelulusan etika dan kebenaran akses data dimulakan pada awal {thing} supaya pengumpulan data tidak tertangguh.",
      "Applications for ethics approval and data access are made at the start of {thing} so that data collection is not held up.",
    ],
    [
      "Perolehan peralatan dan bahan {thing} dijadualkan pada fasa awal supaya semua kelengkapan tersedia sebelum kerja pengumpulan data bermula.",
      "The purchase of equipment and materials for {thing} is scheduled early so that everything is in place before data collection begins.",
    ],
    [
      "Penyerahan manuskrip ke jurnal dijadualkan sebelum {thing} tamat, kerana proses penilaian jurnal lazimnya mengambil masa yang panjang.",
      "Manuscripts are scheduled for submission to journals before {thing} ends, since journal review usually takes a long time.",
    ],
    [
      "Carta Gantt {thing} dikemas kini setiap suku tahun dengan kemajuan sebenar, dan sebarang kelewatan dijelaskan bersama langkah pemulihan.",
      "The Gantt chart of {thing} is updated every quarter with actual progress, and any delay is explained together with the recovery steps.",
    ],
    [
      "Tesis pelajar pascasiswazah diselaraskan dengan jadual {thing}, supaya bab-bab tesis dibina daripada fasa kajian yang sama.",
      "The postgraduate students' theses are aligned with the schedule of {thing}, so that their chapters grow out of the same phases of the study.",
    ],
    [
      "Jadual pengumpulan data {thing} mengambil kira kalendar dan waktu operasi pihak yang terlibat supaya akses kepada responden atau tapak tidak terganggu.",
      "The data collection schedule of {thing} allows for the calendars and working hours of those involved, so that access to respondents or sites is not disrupted.",
    ],
    [
      "Sebahagian aktiviti {thing} boleh berjalan serentak, seperti penulisan manuskrip semasa analisis akhir, bagi memanfaatkan tempoh {dur} sepenuhnya.",
      "Some activities of {thing} can run in parallel, such as writing manuscripts during the final analysis, to make full use of the {dur}.",
    ],
    [
      "Laporan akhir {thing}, termasuk penyata kewangan dan senarai output, akan disiapkan dalam tempoh yang ditetapkan selepas tarikh tamat {end}.",
      "The final report on {thing}, including the financial statement and the list of outputs, will be completed within the set period after the end date of {end}.",
    ],
    [
      "Sebarang lanjutan tempoh {thing} hanya dipohon atas sebab yang munasabah dan dengan justifikasi bertulis kepada {addressee}.",
      "Any extension of {thing} will be sought only for good reason and with a written justification to {addressee}.",
    ],
  ],
  outputs: [
    [
      "Sumbangan utama {thing} kepada ilmu ialah teori, model atau kerangka yang diperhalusi berdasarkan bukti empirikal yang baharu.",
      "The main contribution of {thing} to knowledge is a theory, model or framework refined on the basis of new empirical evidence.",
    ],
    [
      "Manuskrip daripada {thing} akan disasarkan kepada jurnal berindeks yang diiktiraf dalam bidangnya, dengan keutamaan kepada jurnal dalam kuartil yang lebih tinggi.",
      "Manuscripts from {thing} will target recognised indexed journals in the field, with priority to journals in the higher quartiles.",
    ],
    [
      "Pelajar pascasiswazah yang terlibat dalam {thing} akan dilatih dalam reka bentuk kajian, analisis data dan penulisan ilmiah sebagai sebahagian daripada pengajian mereka.",
      "Postgraduate students involved in {thing} will be trained in research design, data analysis and academic writing as part of their studies.",
    ],
    [
      "Instrumen, protokol atau model yang dibangunkan dalam {thing} boleh digunakan semula oleh penyelidik lain dan menjadi output tersendiri yang boleh diterbitkan.",
      "Instruments, protocols or models developed in {thing} can be reused by other researchers and stand as publishable outputs in their own right.",
    ],
    [
      "Set data {thing} yang telah dibersihkan dan didokumentasikan akan disimpan dalam repositori institusi dan dikongsi mengikut dasar data terbuka serta syarat etika.",
      "The cleaned and documented data set of {thing} will be deposited in the institutional repository and shared under the open-data policy and ethics conditions.",
    ],
    [
      "Harta intelek yang terhasil daripada {thing} akan dilindungi melalui pejabat pengurusan harta intelek {org} mengikut dasar institusi.",
      "Any intellectual property arising from {thing} will be protected through the intellectual property office of {org} under the institution's policy.",
    ],
    [
      "Ringkasan dasar atau panduan ringkas daripada {thing} akan disediakan untuk {aud} dalam bahasa yang mudah difahami oleh bukan penyelidik.",
      "A policy brief or short guide from {thing} will be prepared for {aud} in language that non-researchers can readily follow.",
    ],
    [
      "Kesan sosial atau ekonomi {thing} dinilai secara berhemat, kerana penyelidikan asas lazimnya memberi manfaat melalui kajian lanjutan dan bukan secara serta-merta.",
      "The social or economic effect of {thing} is judged cautiously, since fundamental research usually pays off through later studies rather than at once.",
    ],
    [
      "Setiap output {thing} akan direkodkan bersama bukti, seperti surat penerimaan jurnal atau sijil pendaftaran, untuk dilampirkan dalam laporan akhir.",
      "Every output of {thing} will be recorded with its evidence, such as a journal acceptance letter or registration certificate, for the final report.",
    ],
    [
      "Kerjasama penyelidikan yang terjalin melalui {thing} dijangka berterusan dalam bentuk permohonan geran dan penerbitan bersama selepas projek tamat.",
      "The research collaboration formed through {thing} is expected to continue in joint grant applications and publications after the project ends.",
    ],
    [
      "Bahan pengajaran atau modul kursus berdasarkan dapatan {thing} boleh dibangunkan untuk memperkayakan kurikulum pengajian di {org}.",
      "Teaching materials or course modules based on the findings of {thing} can be developed to enrich the curriculum at {org}.",
    ],
    [
      "Penyelidik muda dalam pasukan {thing} akan memperoleh pengalaman menulis manuskrip dan mengurus projek di bawah bimbingan penyelidik kanan.",
      "Early-career researchers on the team of {thing} will gain experience in writing manuscripts and managing a project under the guidance of senior researchers.",
    ],
    [
      "Dapatan {thing}, sama ada menyokong atau menolak hipotesis, akan dilaporkan sepenuhnya kerana kedua-duanya menyumbang kepada ilmu.",
      "The findings of {thing}, whether they support or reject the hypotheses, will be reported in full, since both add to knowledge.",
    ],
  ],
  budget: [
    [
      "Bajet {thing} disusun mengikut vot yang lazim bagi geran penyelidikan, iaitu gaji pembantu penyelidik, perjalanan, bekalan penyelidikan, perkhidmatan dan peralatan.",
      "The budget of {thing} follows the usual votes of a research grant: research assistants' pay, travel, research supplies, services and equipment.",
    ],
    [
      "Vot gaji {thing} digunakan untuk pembantu penyelidik atau elaun pelajar pascasiswazah, dan tidak untuk gaji penyelidik tetap institusi.",
      "The staff vote of {thing} pays research assistants or postgraduate allowances, not the salaries of the institution's permanent researchers.",
    ],
    [
      "Vot perjalanan {thing} meliputi kerja lapangan, pengumpulan data dan pembentangan dapatan, dengan kadar tuntutan mengikut pekeliling kewangan institusi.",
      "The travel vote of {thing} covers fieldwork, data collection and presenting the findings, with claims at the rates in the institution's financial circulars.",
    ],
    [
      "Vot bekalan {thing} merangkumi bahan habis guna, instrumen, cetakan dan langganan yang diperlukan secara langsung untuk aktiviti kajian.",
      "The supplies vote of {thing} covers consumables, instruments, printing and subscriptions needed directly for the research activities.",
    ],
    [
      "Vot perkhidmatan {thing} meliputi perkhidmatan analisis luar, terjemahan, penyuntingan bahasa dan yuran penerbitan dalam jurnal berindeks.",
      "The services vote of {thing} covers external analysis services, translation, language editing and publication fees in indexed journals.",
    ],
    [
      "Peralatan hanya dipohon bagi {thing} jika ia tiada di institusi dan diperlukan secara khusus untuk mencapai objektif kajian.",
      "Equipment is requested for {thing} only when it is not available at the institution and is specifically needed to meet the research objectives.",
    ],
    [
      "Setiap vot {thing} dijustifikasikan dengan aktiviti dalam metodologi, kuantiti dan kadar seunit, supaya panel dapat menilai kewajaran kos.",
      "Each vote of {thing} is justified by activities in the methodology, quantities and unit rates, so that the panel can judge whether the costs are reasonable.",
    ],
    [
      "Perbelanjaan {thing} diurus oleh pejabat bendahari institusi melalui akaun projek yang berasingan, dan setiap tuntutan diluluskan oleh ketua penyelidik.",
      "Spending on {thing} is handled by the institution's bursary through a separate project account, and every claim is approved by the lead researcher.",
    ],
    [
      "Perolehan bagi {thing} mengikut tatacara perolehan {org}, dan aset yang dibeli menjadi milik institusi selepas projek tamat.",
      "Purchasing for {thing} follows the procurement procedures of {org}, and the assets bought belong to the institution once the project ends.",
    ],
    [
      "Pindahan peruntukan antara vot {thing} hanya dibuat dengan kelulusan pihak pemberi geran mengikut syarat skim.",
      "Transfers between the votes of {thing} are made only with the grant provider's approval, under the scheme's terms.",
    ],
    [
      "Bajet {thing} tidak merangkumi kos yang telah dibiayai oleh geran lain, bagi mengelakkan pembiayaan berganda bagi aktiviti yang sama.",
      "The budget of {thing} excludes costs already met by other grants, to avoid financing the same activity twice.",
    ],
    [
      "Penyata perbelanjaan {thing} akan dilampirkan bersama laporan kemajuan dan laporan akhir, dan tertakluk kepada audit institusi.",
      "The statement of expenditure for {thing} will accompany the progress and final reports and is subject to institutional audit.",
    ],
    [
      "Kadar gaji atau elaun pembantu penyelidik {thing} mengikut skala yang diluluskan oleh institusi, dengan tempoh lantikan yang selari dengan jadual kajian.",
      "Pay or allowances for the research assistants of {thing} follow the institution's approved scales, with appointments timed to the research schedule.",
    ],
    [
      "Yuran penerbitan dan pembentangan persidangan bagi {thing} hanya dituntut bagi output yang berkaitan secara langsung dengan objektif kajian.",
      "Publication and conference fees for {thing} are claimed only for outputs that bear directly on the research objectives.",
    ],
    [
      "Jadual perbelanjaan {thing} disusun mengikut tahun dan selari dengan carta Gantt, supaya aliran dana sepadan dengan keperluan setiap fasa kajian.",
      "The spending plan of {thing} is set out by year in step with the Gantt chart, so that the flow of funds matches the needs of each phase.",
    ],
    [
      "Peruntukan {thing} yang tidak dibelanjakan pada akhir tempoh geran dilaporkan dalam penyata akhir dan dikembalikan mengikut syarat skim.",
      "Any allocation for {thing} left unspent at the end of the grant is reported in the final statement and returned under the scheme's terms.",
    ],
  ],
  team: [
    [
      "Ketua penyelidik {thing} bertanggungjawab terhadap pelaksanaan keseluruhan, pengurusan bajet, pematuhan etika dan pelaporan kepada pemberi geran.",
      "The lead researcher of {thing} is responsible for overall delivery, budget management, ethical compliance and reporting to the grant provider.",
    ],
    [
      "Ahli pasukan {thing} dipilih supaya kepakaran mereka meliputi bidang teori, kaedah penyelidikan dan analisis data yang diperlukan oleh kajian ini.",
      "The members of the team for {thing} are chosen so that their expertise covers the theory, research methods and data analysis this study needs.",
    ],
    [
      "Pelajar pascasiswazah dan pembantu penyelidik {thing} bekerja di bawah penyeliaan ahli pasukan yang dinamakan, dengan tugasan yang jelas bagi setiap fasa.",
      "The postgraduate students and research assistants of {thing} work under the supervision of named team members, with clear tasks in each phase.",
    ],
    [
      "Pembahagian tugas pasukan {thing} dicatat secara bertulis, termasuk penulis utama bagi setiap manuskrip yang dirancang.",
      "The division of work in the team for {thing} is written down, including the lead author of each planned manuscript.",
    ],
    [
      "Masa yang diperuntukkan oleh setiap ahli kepada {thing} dinyatakan supaya beban kerja pasukan realistik di samping tugas pengajaran dan pentadbiran.",
      "The time each member gives to {thing} is stated so that the team's workload is realistic alongside teaching and administrative duties.",
    ],
    [
      "Penglibatan setiap ahli dalam {thing} disemak supaya tidak melebihi had projek aktif yang dibenarkan oleh skim geran bagi seorang penyelidik.",
      "Each member's involvement in {thing} is checked against the limit on active projects the grant scheme allows a single researcher.",
    ],
    [
      "Penyelidik bersama dari institusi lain, jika ada, menyumbang kepakaran dan akses yang tidak terdapat di institusi utama {thing} di bawah persetujuan kerjasama bertulis.",
      "Any co-researchers from other institutions contribute expertise and access not found at the lead institution of {thing}, under a written collaboration agreement.",
    ],
    [
      "Sekiranya ahli pasukan {thing} bertukar atau menarik diri, pengganti dengan kepakaran yang setara akan dicadangkan kepada pemberi geran untuk kelulusan.",
      "If a member of the team for {thing} moves or withdraws, a replacement with equivalent expertise will be proposed to the grant provider for approval.",
    ],
    [
      "Ahli pasukan {thing} akan menghadiri latihan etika penyelidikan dan integriti akademik yang disyaratkan oleh institusi sebelum kerja lapangan bermula.",
      "Members of the team for {thing} will attend the research ethics and academic integrity training the institution requires before fieldwork begins.",
    ],
    [
      "Mesyuarat pasukan {thing} diadakan secara berkala untuk menyelaraskan kerja, membincangkan dapatan awal dan memantau kemajuan pelajar.",
      "The team for {thing} meets regularly to coordinate work, discuss early findings and follow the students' progress.",
    ],
  ],
  risks: [
    [
      "Risiko etika {thing}, seperti pendedahan identiti responden, dikawal melalui pengekodan data dan penyimpanan borang persetujuan secara berasingan daripada data kajian.",
      "Ethical risks in {thing}, such as exposing respondents' identities, are controlled by coding the data and storing consent forms apart from the research data.",
    ],
    [
      "Risiko kadar maklum balas yang rendah dalam {thing} dikurangkan dengan saiz sampel yang mengambil kira keciciran, peringatan susulan dan kerjasama pihak berkaitan.",
      "The risk of a low response rate in {thing} is reduced by a sample size that allows for attrition, follow-up reminders and the cooperation of those concerned.",
    ],
    [
      "Risiko kehilangan data {thing} dikawal melalui sandaran berkala di lokasi yang berasingan dan penyimpanan dalam pelayan institusi yang selamat.",
      "The risk of losing data from {thing} is controlled by regular backups in a separate location and storage on the institution's secure servers.",
    ],
    [
      "Risiko penerbitan lewat dikurangkan dengan menulis manuskrip secara berperingkat sepanjang {thing}, bukan hanya selepas semua data siap dianalisis.",
      "The risk of late publication is reduced by writing manuscripts in stages throughout {thing}, not only once all the data have been analysed.",
    ],
    [
      "Risiko keselamatan semasa kerja lapangan atau makmal {thing} dikawal melalui taklimat keselamatan, peralatan perlindungan dan perlindungan insurans yang sesuai.",
      "Safety risks during the fieldwork or laboratory work of {thing} are controlled through safety briefings, protective equipment and suitable insurance cover.",
    ],
    [
      "Konflik kepentingan yang mungkin timbul dalam {thing} diisytiharkan lebih awal oleh setiap ahli pasukan dan diurus mengikut dasar institusi.",
      "Any potential conflict of interest in {thing} is declared early by each team member and managed under the institution's policy.",
    ],
    [
      "Risiko salah laku penyelidikan dalam {thing} dicegah melalui semakan persamaan teks bagi setiap manuskrip dan rekod penyelidikan yang lengkap.",
      "The risk of research misconduct in {thing} is prevented by running a text-similarity check on every manuscript and keeping complete research records.",
    ],
    [
      "Risiko perbelanjaan melebihi vot dikawal dengan memantau perbelanjaan {thing} setiap suku tahun dan mengutamakan aktiviti teras kajian.",
      "The risk of overspending a vote is controlled by reviewing spending on {thing} every quarter and giving priority to the core research activities.",
    ],
    [
      "Ketua penyelidik menyemak daftar risiko {thing} dalam setiap mesyuarat pasukan dan melaporkan risiko besar kepada pemberi geran dengan segera.",
      "The lead researcher reviews the risk register of {thing} at every team meeting and reports major risks to the grant provider at once.",
    ],
    [
      "Perubahan keadaan di lokasi kajian yang menjejaskan {thing} akan ditangani dengan pindaan protokol yang diluluskan semula oleh jawatankuasa etika.",
      "Changes at the study sites that affect {thing} will be handled through protocol amendments re-approved by the ethics committee.",
    ],
  ],
  monitoring: [
    [
      "Kemajuan {thing} dipantau oleh pusat pengurusan penyelidikan {org} melalui laporan kemajuan berkala dan sistem pemantauan geran.",
      "Progress on {thing} is monitored by the research management centre of {org} through regular progress reports and the grant monitoring system.",
    ],
    [
      "Petunjuk pemantauan {thing} merangkumi pencapaian fasa, perbelanjaan mengikut vot, manuskrip yang dihantar dan kemajuan pelajar pascasiswazah.",
      "The monitoring indicators of {thing} include phase milestones, spending by vote, manuscripts submitted and postgraduate students' progress.",
    ],
    [
      "Laporan pertengahan tempoh {thing} akan menilai sama ada semua objektif masih boleh dicapai dan sama ada pelarasan skop diperlukan.",
      "The mid-term report on {thing} will assess whether all objectives are still achievable and whether the scope needs adjusting.",
    ],
    [
      "Perbelanjaan {thing} dibandingkan dengan kemajuan kerja, supaya kadar penggunaan dana selari dengan pencapaian setiap fasa.",
      "Spending on {thing} is compared with progress on the work, so that the rate at which funds are used keeps pace with each phase's milestones.",
    ],
    [
      "Kualiti output {thing} dinilai melalui status penerbitan, iaitu dihantar, dinilai, diterima atau diterbitkan, dan bukan sekadar bilangan manuskrip.",
      "The quality of the outputs of {thing} is tracked by publication status, whether submitted, under review, accepted or published, and not by the number of manuscripts alone.",
    ],
    [
      "Rekod makmal atau buku log lapangan {thing} disimpan dengan tarikh dan tandatangan sebagai bukti aktiviti dan rujukan semasa penilaian.",
      "Laboratory records or field logbooks for {thing} are kept dated and signed as evidence of the work and as a reference during evaluation.",
    ],
    [
      "Sebarang penyimpangan besar daripada metodologi asal {thing} akan dijelaskan dan dipohon kelulusan daripada pemberi geran sebelum dilaksanakan.",
      "Any major departure from the original methodology of {thing} will be explained and submitted to the grant provider for approval before it is made.",
    ],
    [
      "Audit dalaman institusi boleh menyemak rekod kewangan dan perolehan {thing} pada bila-bila masa sepanjang tempoh geran.",
      "The institution's internal audit may inspect the financial and procurement records of {thing} at any time during the grant.",
    ],
    [
      "Penilaian akhir {thing} dibuat berdasarkan laporan akhir teknikal dan kewangan serta bukti setiap output yang dijanjikan.",
      "The final evaluation of {thing} rests on the final technical and financial reports and the evidence for each promised output.",
    ],
    [
      "Hasil pemantauan {thing} digunakan untuk membetulkan jadual dan agihan tugasan dengan segera, bukan sekadar dicatat dalam laporan.",
      "The results of monitoring {thing} are used to correct the schedule and the allocation of tasks at once, not merely noted in a report.",
    ],
  ],
  impact: [
    [
      "Impak akademik {thing} dinilai melalui penerbitan, petikan oleh penyelidik lain dan penggunaan kerangka atau instrumen kajian dalam kajian seterusnya.",
      "The academic impact of {thing} is judged by its publications, citations by other researchers and the use of its framework or instruments in later studies.",
    ],
    [
      "Impak modal insan {thing} dilihat melalui pelajar pascasiswazah yang menamatkan pengajian dan penyelidik muda yang memperoleh pengalaman memimpin kajian.",
      "The human-capital impact of {thing} shows in postgraduate students who complete their studies and early-career researchers who gain experience of leading research.",
    ],
    [
      "Dapatan {thing} boleh menjadi asas kepada cadangan dasar, garis panduan atau amalan yang lebih baik dalam bidang berkaitan.",
      "The findings of {thing} can form the basis of policy proposals, guidelines or better practice in the related field.",
    ],
    [
      "Penglibatan {aud} semasa penyebaran dapatan membantu memastikan hasil {thing} difahami dan digunakan oleh pihak yang memerlukannya.",
      "Involving {aud} in disseminating the findings helps ensure that the results of {thing} are understood and used by those who need them.",
    ],
    [
      "Potensi pengkomersialan output {thing}, jika ada, akan dinilai bersama pejabat pemindahan teknologi institusi selepas dapatan disahkan.",
      "Any commercial potential of the outputs of {thing} will be assessed with the institution's technology transfer office once the findings are confirmed.",
    ],
    [
      "Pemindahan ilmu daripada {thing} dilaksanakan melalui bengkel, ceramah atau bahan bacaan ringkas untuk pengamal dan komuniti yang berkaitan.",
      "Knowledge from {thing} is transferred through workshops, talks or short readings for practitioners and the communities concerned.",
    ],
    [
      "Data dan instrumen {thing} yang dikongsi akan menjimatkan masa dan kos penyelidik lain yang mengkaji persoalan berkaitan.",
      "The shared data and instruments of {thing} will save time and cost for other researchers working on related questions.",
    ],
    [
      "Pengalaman mengurus {thing} mengukuhkan keupayaan pasukan untuk memohon geran yang lebih besar, termasuk geran kerjasama industri atau antarabangsa.",
      "The experience of managing {thing} strengthens the team's ability to apply for larger grants, including industry or international collaborative grants.",
    ],
    [
      "Impak {thing} akan terus dijejaki selepas projek tamat melalui rekod petikan, jemputan pembentangan dan penggunaan dapatan oleh pihak luar.",
      "The impact of {thing} will be tracked after the project ends through citation records, invitations to present and the use of its findings by others.",
    ],
    [
      "Dengan menjawab persoalan asas, {thing} membuka laluan kepada kajian gunaan dan inovasi yang mungkin tidak dapat dirancang tanpa pengetahuan tersebut.",
      "By answering a fundamental question, {thing} opens the way to applied research and innovation that could not be planned without that knowledge.",
    ],
  ],
  closing: [
    [
      "Pasukan {thing} bersedia membentangkan cadangan ini kepada {addressee} dan memperhalusinya berdasarkan ulasan yang diterima.",
      "The team for {thing} is ready to present this proposal to {addressee} and to refine it in light of the comments received.",
    ],
    [
      "{Thing} akan dilaksanakan dengan mematuhi dasar integriti penyelidikan, etika dan kewangan {org} serta syarat geran {addressee}.",
      "{Thing} will be carried out in keeping with the research integrity, ethics and financial policies of {org} and the grant terms of {addressee}.",
    ],
    [
      "Ketua penyelidik akan memaklumkan pemberi geran dengan segera jika {thing} atau sebahagian daripadanya menerima pembiayaan daripada sumber lain.",
      "The lead researcher will inform the grant provider at once if {thing}, or any part of it, receives funding from another source.",
    ],
    [
      "Semua penerbitan daripada {thing} akan menyatakan penghargaan kepada {addressee} berserta nombor rujukan geran, mengikut syarat yang ditetapkan oleh skim.",
      "Every publication from {thing} will acknowledge {addressee} and give the grant reference number, as the scheme requires.",
    ],
    [
      "Pasukan {thing} memahami bahawa keputusan panel adalah muktamad dan pembiayaan seterusnya tertakluk kepada prestasi dalam laporan kemajuan.",
      "The team for {thing} understands that the panel's decision is final and that continued funding depends on performance in the progress reports.",
    ],
    [
      "Dengan sokongan {addressee}, {thing} dapat menambah ilmu dalam bidangnya dan melatih penyelidik baharu bagi negara.",
      "With the support of {addressee}, {thing} can add to knowledge in its field and train new researchers for the country.",
    ],
    [
      "Pertanyaan tentang cadangan {thing} boleh diajukan kepada ketua penyelidik melalui pejabat pengurusan penyelidikan {org} sepanjang tempoh penilaian.",
      "Questions about the proposal for {thing} may be addressed to the lead researcher through the research management office of {org} throughout the assessment.",
    ],
    [
      "Pasukan {thing} menghargai peluang untuk mengemukakan cadangan ini dan penilaian yang teliti oleh panel.",
      "The team for {thing} is grateful for the chance to submit this proposal and for the panel's careful assessment.",
    ],
    [
      "Surat sokongan institusi yang dilampirkan menyatakan komitmen {org} terhadap ruang, kemudahan dan masa penyelidik bagi {thing}.",
      "The attached letter of support sets out the commitment of {org} to the space, facilities and researchers' time for {thing}.",
    ],
    [
      "Laporan kemajuan dan laporan akhir {thing} akan dikemukakan mengikut format dan tarikh yang ditetapkan oleh skim geran.",
      "The progress and final reports on {thing} will be submitted in the format and by the dates the grant scheme sets.",
    ],
  ],
};
