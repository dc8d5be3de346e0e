/**
 * Word lists for the editor's rewrite actions: Malay misspellings, English register, shortening
 * fillers, language detection. Chat Malay is in chat-words.ts. Keys are whole words, matched
 * case-insensitively; the replacement takes the case of the original (lower, Capitalised or UPPER).
 */

/** Common Malay misspellings -> DBP spelling. */
export const MS_MISSPELLINGS: Record<string, string> = {
  mengunakan: "menggunakan",
  mengunakkan: "menggunakan",
  menggunakkan: "menggunakan",
  digunakkan: "digunakan",
  berkerja: "bekerja",
  perkerja: "pekerja",
  perkerjaan: "pekerjaan",
  kerna: "kerana",
  krana: "kerana",
  sepeti: "seperti",
  sperti: "seperti",
  penggurusan: "pengurusan",
  pengurursan: "pengurusan",
  pengurusn: "pengurusan",
  managemen: "pengurusan",
  merubah: "mengubah",
  merbahaya: "berbahaya",
  mengenalpasti: "mengenal pasti",
  dikenalpasti: "dikenal pasti",
  tanggungjawap: "tanggungjawab",
  tangungjawab: "tanggungjawab",
  pelaksaan: "pelaksanaan",
  perlaksanaan: "pelaksanaan",
  perlaksana: "pelaksana",
  kemaskini: "kemas kini",
  dikemaskini: "dikemas kini",
  samada: "sama ada",
  keatas: "ke atas",
  kedalam: "ke dalam",
  diatas: "di atas",
  didalam: "di dalam",
  dimana: "di mana",
  disini: "di sini",
  disana: "di sana",
  walaubagaimanapun: "walau bagaimanapun",
  akhirkata: "akhir kata",
  merekabentuk: "mereka bentuk",
  rekabentuk: "reka bentuk",
  aktivity: "aktiviti",
  aktivit: "aktiviti",
  objektive: "objektif",
  effektif: "efektif",
  sistim: "sistem",
  teknoloji: "teknologi",
  kwaliti: "kualiti",
  kwantiti: "kuantiti",
  propesional: "profesional",
  professional: "profesional",
  budjet: "bajet",
  skiranya: "sekiranya",
  maklumbalas: "maklum balas",
  terimakasih: "terima kasih",
  keperluaan: "keperluan",
  pembanggunan: "pembangunan",
  perniagan: "perniagaan",
  sharikat: "syarikat",
  masaalah: "masalah",
  faidah: "faedah",
  analisa: "analisis",
  stratergi: "strategi",
  resiko: "risiko",
  procedur: "prosedur",
  kominikasi: "komunikasi",
  mempunyi: "mempunyai",
  merupkan: "merupakan",
  menyebapkan: "menyebabkan",
  sebap: "sebab",
  ekenomi: "ekonomi",
  kemudahaan: "kemudahan",
  pelanggaan: "pelanggan",
  pelangan: "pelanggan",
  bertujuaan: "bertujuan",
  diperlukkan: "diperlukan",
  memerlukkan: "memerlukan",
  kepentinggan: "kepentingan",
  pendidkan: "pendidikan",
  cadangn: "cadangan",
  projeck: "projek",
  project: "projek",
  mengadakkan: "mengadakan",
  melaksanakkan: "melaksanakan",
  dilaksanakkan: "dilaksanakan",
};

/** English contractions -> full forms. */
export const EN_CONTRACTIONS: Record<string, string> = {
  "don't": "do not",
  "doesn't": "does not",
  "didn't": "did not",
  "can't": "cannot",
  "won't": "will not",
  "isn't": "is not",
  "aren't": "are not",
  "wasn't": "was not",
  "weren't": "were not",
  "haven't": "have not",
  "hasn't": "has not",
  "hadn't": "had not",
  "couldn't": "could not",
  "shouldn't": "should not",
  "wouldn't": "would not",
  "it's": "it is",
  "that's": "that is",
  "there's": "there is",
  "what's": "what is",
  "let's": "let us",
  "i'm": "I am",
  "i've": "I have",
  "i'll": "I will",
  "i'd": "I would",
  "we're": "we are",
  "we've": "we have",
  "we'll": "we will",
  "they're": "they are",
  "they've": "they have",
  "they'll": "they will",
  "you're": "you are",
  "you've": "you have",
  "you'll": "you will",
  "it'll": "it will",
  gonna: "going to",
  wanna: "want to",
  gotta: "have to",
  kinda: "somewhat",
  sorta: "somewhat",
};

/** Informal English -> formal (formal only). */
export const EN_FORMAL_PHRASES: [RegExp, string][] = [
  [/\b(we|they|you) (?:gonna|going to)\b/giu, "$1 are going to"],
  [/\bI (?:gonna|going to)\b/gu, "I am going to"],
  [/\ba lot of\b/giu, "a great deal of"],
  [/\blots of\b/giu, "many"],
  [/\bfind out\b/giu, "determine"],
  [/\blook into\b/giu, "investigate"],
  [/\bset up\b/giu, "establish"],
  [/\bgo up\b/giu, "increase"],
  [/\bgo down\b/giu, "decrease"],
  [/\bdeal with\b/giu, "address"],
  [/\ba bit\b/giu, "slightly"],
  [/\bwe want to\b/giu, "we intend to"],
  [/\bi think\b/giu, "we believe"],
  [/\bget rid of\b/giu, "eliminate"],
  [/\bcheck out\b/giu, "examine"],
];

export const EN_FORMAL_WORDS: Record<string, string> = {
  kids: "children",
  stuff: "matters",
  fast: "quickly",
  okay: "acceptable",
  ok: "acceptable",
  awesome: "excellent",
  cool: "good",
  huge: "substantial",
  cheap: "affordable",
  buy: "purchase",
  need: "require",
  needs: "requires",
  show: "demonstrate",
  fix: "resolve",
  maybe: "perhaps",
  anyway: "in any case",
  really: "very",
  guys: "colleagues",
  big: "significant",
  pretty: "fairly",
  thing: "matter",
  things: "matters",
};

/** Filler phrases removed when shortening (longest first). */
export const FILLERS: Record<"ms" | "en", string[]> = {
  ms: [
    "sebagaimana yang kita sedia maklum",
    "seperti yang sedia maklum",
    "tidak dapat dinafikan bahawa",
    "boleh dikatakan bahawa",
    "adalah dimaklumkan bahawa",
    "perlu diingatkan bahawa",
    "untuk pengetahuan anda",
    "dalam erti kata lain",
    "dengan kata lain",
    "pada dasarnya",
    "pada hakikatnya",
    "secara amnya",
    "secara umumnya",
    "secara asasnya",
    "sebenarnya",
    "sesungguhnya",
    "sememangnya",
    "justeru itu",
  ],
  en: [
    "it is worth noting that",
    "it should be noted that",
    "as a matter of fact",
    "for all intents and purposes",
    "needless to say",
    "in other words",
    "at the end of the day",
    "basically",
    "actually",
    "essentially",
    "generally speaking",
    "of course",
  ],
};

/** Wordy phrases made compact when shortening. */
export const COMPACT: Record<"ms" | "en", [RegExp, string][]> = {
  ms: [
    [/\bbagi tujuan untuk\b/giu, "untuk"],
    [/\bdalam usaha untuk\b/giu, "untuk"],
    [/\boleh yang demikian\b/giu, "oleh itu"],
    [/\bdi samping itu juga\b/giu, "selain itu"],
    [/\badalah merupakan\b/giu, "merupakan"],
  ],
  en: [
    [/\bin order to\b/giu, "to"],
    [/\bdue to the fact that\b/giu, "because"],
    [/\bat this point in time\b/giu, "now"],
    [/\bin the event that\b/giu, "if"],
    [/\bfor the purpose of\b/giu, "for"],
    [/\bwith regard to\b/giu, "on"],
  ],
};

/** Function words (not keywords) in both languages. */
export const STOPWORDS = new Set(
  (
    "yang dan di ke dari daripada untuk dengan pada ini itu adalah ialah akan telah sudah juga atau tidak bagi dalam oleh " +
    "kepada secara sebagai lebih mereka kami kita saya anda ia dia serta setiap semua para tersebut iaitu bahawa jika " +
    "kerana supaya agar hingga antara sama boleh dapat perlu ada tiada masih belum lagi sangat amat pihak seperti hendak " +
    "mahu ingin pun lah kah nya the a an and or of to in on for with by at from is are was were be been being this that " +
    "these those it its we our you your they their he she his her as not no but if so than then there here will would " +
    "can could should may might must do does did have has had also very more most such into about over after before"
  ).split(" "),
);

const MS_MARKERS = new Set(
  "yang dan untuk dengan tidak ini itu akan kami saya ialah adalah pada dalam kepada boleh nak tak utk dgn yg ni tu sy".split(
    " ",
  ),
);
const EN_MARKERS = new Set("the and to of is are for with this that will we our not be have it on".split(" "));

/** Malay or English, by function words; `fallback` when unclear. */
export function detectLanguage(text: string, fallback: "ms" | "en"): "ms" | "en" {
  let ms = 0;
  let en = 0;
  for (const w of text.toLowerCase().match(/[a-z']+/g) ?? []) {
    if (MS_MARKERS.has(w)) ms++;
    if (EN_MARKERS.has(w)) en++;
  }
  if (ms === en) return fallback;
  return ms > en ? "ms" : "en";
}
