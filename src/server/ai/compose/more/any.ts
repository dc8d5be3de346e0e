/**
 * Further on-subject lines per role, used only when a section is still short of its words after
 * the user's own facts, tables and items. Every line names the subject (or the applicant, venue,
 * date...), is true of any paper of its kind, and is dropped when a slot it needs is missing.
 */
import type { SectionRole } from "../../../../common/kinds/types.js";
import type { Line } from "../roles/kit.js";

export const ANY: Partial<Record<SectionRole, Line[]>> = {
  introduction: [
    [
      "Penganjuran {thing} ini selaras dengan hasrat {org} untuk memberi manfaat yang nyata kepada {aud}.",
      "Organising {thing} is in line with {org}'s aim of bringing real benefit to {aud}.",
    ],
    [
      "Kertas ini menerangkan dengan ringkas apa yang akan dibuat, bila, di mana, oleh siapa dan pada kos berapa bagi {subj}.",
      "This paper sets out briefly what will be done for the {subj}, when, where, by whom and at what cost.",
    ],
    [
      "Semua angka dan tarikh {subj} dalam kertas ini ialah angka yang telah ditetapkan oleh penganjur.",
      "All figures and dates for the {subj} in this paper are those set by the organiser.",
    ],
  ],
  rationale: [
    [
      "{Thing} juga membuka ruang kepada {aud} untuk menonjolkan bakat dan kebolehan masing-masing.",
      "{Thing} also gives {aud} room to show their talents and abilities.",
    ],
    [
      "Penglibatan ibu bapa dan komuniti dalam {subj} mengukuhkan hubungan antara pihak-pihak tersebut dengan {org}.",
      "The involvement of parents and the community in the {subj} strengthens their ties with {org}.",
      "minors",
    ],
    [
      "Pelaksanaan {thing} pada {eventDate} memberi masa yang cukup untuk persediaan yang teliti.",
      "Holding {thing} on {eventDate} leaves enough time for careful preparation.",
    ],
    [
      "Pengalaman daripada {subj} akan menjadi panduan kepada penganjuran program yang sama pada masa hadapan.",
      "The experience of the {subj} will guide similar programmes in future.",
    ],
  ],
  objectives: [
    [
      "Pencapaian objektif {thing} akan direkodkan dalam laporan penuh selepas program.",
      "Whether {thing} met its objectives will be recorded in the final report.",
    ],
    [
      "Objektif yang boleh diukur memudahkan {addressee} menilai keberkesanan {subj}.",
      "Measurable objectives make it easy for {addressee} to judge the effectiveness of the {subj}.",
    ],
  ],
  whenWhere: [
    [
      "Pemilihan {venue} sebagai tempat {thing} mengambil kira kapasiti, keselamatan dan kemudahan akses peserta.",
      "{Venue} was chosen for {thing} for its capacity, safety and ease of access.",
    ],
    [
      "Kemudahan asas di {venue} seperti tandas, surau dan tempat letak kenderaan akan disemak sebelum {thing}.",
      "Basic facilities at {venue} such as toilets, prayer room and parking will be checked before {thing}.",
    ],
    [
      "Tarikh {eventDate} telah dipilih supaya tidak bertembung dengan aktiviti utama lain penganjur.",
      "The date {eventDate} was chosen so as not to clash with the organiser's other main activities.",
    ],
  ],
  participants: [
    [
      "Peserta {thing} akan diberi taklimat ringkas tentang atur cara dan peraturan program.",
      "Participants in {thing} will be briefed on the running order and the rules.",
      "gathering",
    ],
    ["Keutamaan penyertaan dalam {subj} diberikan kepada {aud}.", "Priority for the {subj} goes to {aud}."],
    [
      "Maklumat hubungan kecemasan setiap peserta {subj} akan dikumpul semasa pendaftaran.",
      "Emergency contact details of every {subj} participant will be collected at registration.",
      "gathering",
    ],
  ],
  tentative: [
    [
      "Masa setiap aktiviti {subj} boleh diubah suai oleh pengerusi mengikut keadaan pada hari program.",
      "The chair may adjust the time of each {subj} activity on the day as needed.",
      "oneDay",
    ],
    [
      "AJK yang bertugas bagi setiap slot {subj} akan dinamakan dalam senarai tugas.",
      "The committee member on duty for each {subj} slot will be named in the duty roster.",
    ],
  ],
  committee: [
    [
      "Setiap AJK kecil {subj} akan melaporkan kemajuan tugasnya kepada setiausaha.",
      "Each {subj} sub-committee will report its progress to the secretary.",
    ],
    [
      "Pengerusi {thing} bertanggungjawab memastikan semua tugas disiapkan sebelum {eventFirst}.",
      "The chair of {thing} ensures every task is done before {eventFirst}.",
    ],
    [
      "Keputusan penting berkaitan {subj} akan dibuat dalam mesyuarat jawatankuasa dan direkodkan dalam minit.",
      "Key decisions on the {subj} will be made at committee meetings and minuted.",
    ],
  ],
  budget: [
    [
      "Bendahari {thing} akan memastikan setiap perbelanjaan mendapat kelulusan pengerusi terlebih dahulu.",
      "The treasurer of {thing} will see that every expense is approved by the chair first.",
    ],
    [
      "Sekurang-kurangnya dua sebut harga akan diperoleh bagi perkara bernilai tinggi dalam {subj}.",
      "At least two quotations will be obtained for the larger items of the {subj}.",
    ],
    [
      "Jumlah {total} ini merangkumi semua perkara yang diperlukan untuk melaksanakan {thing}.",
      "The {total} covers everything needed to carry out {thing}.",
    ],
  ],
  funding: [
    [
      "Sumbangan dan tajaan untuk {subj} akan direkodkan dengan resit rasmi.",
      "Donations and sponsorship for the {subj} will be recorded with official receipts.",
      "sponsors",
    ],
    [
      "Sebarang baki dana {subj} akan dikembalikan kepada tabung penganjur.",
      "Any remaining {subj} funds will be returned to the organiser's fund.",
    ],
  ],
  impact: [
    [
      "Kejayaan {thing} akan diukur melalui kehadiran, maklum balas peserta dan pencapaian objektif.",
      "The success of {thing} will be measured by attendance, participant feedback and objectives met.",
    ],
    [
      "Hasil {subj} akan dikongsi dengan {addressee} dalam laporan penuh.",
      "The results of the {subj} will be shared with {addressee} in the final report.",
    ],
  ],
  risks: [
    [
      "Pelan kecemasan {subj} termasuk nombor hospital dan balai polis terdekat akan disediakan.",
      "An emergency plan for the {subj}, with the nearest hospital and police station, will be prepared.",
    ],
    [
      "AJK keselamatan {thing} akan membuat pemeriksaan tapak sehari sebelum program.",
      "The safety committee of {thing} will inspect the site the day before.",
    ],
  ],
  monitoring: [
    [
      "Borang maklum balas peserta {subj} akan diedarkan pada akhir program.",
      "Feedback forms for the {subj} will be handed out at the end.",
    ],
    [
      "Laporan penuh {thing} akan dikemukakan dalam tempoh dua minggu selepas program.",
      "The full report on {thing} will be submitted within two weeks after the programme.",
    ],
  ],
  closing: [
    [
      "Kejayaan {thing} bergantung kepada sokongan {addressee} dan kerjasama semua pihak.",
      "The success of {thing} depends on the support of {addressee} and everyone's cooperation.",
    ],
    [
      "Pihak penganjur bersedia memberikan sebarang maklumat tambahan tentang {subj} jika diperlukan.",
      "The organiser is ready to provide any further information on the {subj} if needed.",
    ],
  ],
  background: [
    [
      "{org} telah mengenal pasti {subj} sebagai keutamaan bagi tempoh terdekat.",
      "{org} has identified the {subj} as a near-term priority.",
    ],
    [
      "Pengalaman lalu {org} menjadi asas perancangan {thing}.",
      "{org}'s past experience is the basis for planning {thing}.",
    ],
  ],
  project: [
    [
      "Setiap perolehan bagi {thing} akan dibuat mengikut sebut harga yang dilampirkan.",
      "Every purchase for {thing} will follow the attached quotations.",
    ],
    [
      "Aset yang dibeli untuk {subj} akan direkodkan dalam daftar aset {org}.",
      "Assets bought for the {subj} will be entered in {org}'s asset register.",
    ],
  ],
  method: [
    [
      "Mesyuarat kemajuan {subj} akan diadakan pada setiap akhir fasa.",
      "A progress meeting on the {subj} will be held at the end of each phase.",
    ],
    [
      "Setiap fasa {thing} hanya akan ditutup selepas hasilnya disemak.",
      "Each phase of {thing} closes only once its output has been reviewed.",
    ],
  ],
};
