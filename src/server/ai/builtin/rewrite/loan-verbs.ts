/**
 * English verbs used in chat Malay ('nak confirm', 'dah settle', 'tolong update') and the Malay
 * form each sentence needs: active (mengesahkan), passive (disahkan), bare (sahkan) or a noun
 * (pengesahan). The choice looks at the words before it; when unsure it takes the bare form, which
 * is grammatical both as an instruction and after a fronted object ('Baki itu encik selesaikan').
 */
import type { Ctx, Unit } from "./tokens.js";

/** `intr`: the form with no object, where the active form needs one ('kena attend.' -> 'kena hadir.'). */
export type VerbForms = { act: string; pass: string; bare: string; noun?: string; intr?: string };

const v = (act: string, pass: string, bare: string, noun?: string, intr?: string): VerbForms => ({
  act,
  pass,
  bare,
  noun,
  intr,
});

export const LOAN_VERBS: Record<string, VerbForms> = {
  apply: v("memohon", "dipohon", "mohon"),
  confirm: v("mengesahkan", "disahkan", "sahkan", "pengesahan"),
  update: v("mengemas kini", "dikemas kini", "kemas kini", "kemas kini"),
  settle: v("menyelesaikan", "diselesaikan", "selesaikan"),
  check: v("menyemak", "disemak", "semak", "semakan"),
  submit: v("menghantar", "dihantar", "hantar"),
  send: v("menghantar", "dihantar", "hantar"),
  deliver: v("menghantar", "dihantar", "hantar"),
  cancel: v("membatalkan", "dibatalkan", "batalkan"),
  postpone: v("menangguhkan", "ditangguhkan", "tangguhkan"),
  approve: v("meluluskan", "diluluskan", "luluskan"),
  order: v("menempah", "ditempah", "tempah", "tempahan"),
  book: v("menempah", "ditempah", "tempah", "tempahan"),
  transfer: v("memindahkan", "dipindahkan", "pindahkan"),
  pay: v("membayar", "dibayar", "bayar"),
  print: v("mencetak", "dicetak", "cetak"),
  share: v("berkongsi", "dikongsi", "kongsikan"),
  inform: v("memaklumkan", "dimaklumkan", "maklumkan"),
  prepare: v("menyediakan", "disediakan", "sediakan"),
  handle: v("menguruskan", "diuruskan", "uruskan"),
  contact: v("menghubungi", "dihubungi", "hubungi"),
  call: v("menghubungi", "dihubungi", "hubungi", "panggilan"),
  reply: v("membalas", "dibalas", "balas"),
  join: v("menyertai", "disertai", "sertai", undefined, "turut serta"),
  attend: v("menghadiri", "dihadiri", "hadiri", undefined, "hadir"),
  discuss: v("membincangkan", "dibincangkan", "bincangkan"),
  collect: v("mengutip", "dikutip", "kutip"),
  buy: v("membeli", "dibeli", "beli"),
  install: v("memasang", "dipasang", "pasang"),
  repair: v("membaiki", "dibaiki", "baiki", "pembaikan"),
  renovate: v("mengubah suai", "diubah suai", "ubah suai"),
  remind: v("mengingatkan", "diingatkan", "ingatkan"),
  register: v("mendaftar", "didaftarkan", "daftar", "pendaftaran"),
  download: v("memuat turun", "dimuat turun", "muat turun"),
  upload: v("memuat naik", "dimuat naik", "muat naik"),
  fill: v("mengisi", "diisi", "isi"),
  extend: v("melanjutkan", "dilanjutkan", "lanjutkan"),
  lock: v("mengunci", "dikunci", "kunci"),
  claim: v("menuntut", "dituntut", "tuntut", "tuntutan"),
  sponsor: v("menaja", "ditaja", "taja", "penaja"),
  report: v("melaporkan", "dilaporkan", "laporkan", "laporan"),
  refund: v("memulangkan wang", "dipulangkan", "pulangkan wang", "bayaran balik"),
};

/** Two-word English verbs (first word -> second word -> forms). */
export const LOAN_VERB_PHRASES: Record<string, Record<string, VerbForms>> = {
  follow: { up: v("membuat susulan", "disusuli", "buat susulan", "susulan") },
  slow: { down: v("memperlahankan", "diperlahankan", "perlahankan") },
  bank: { in: v("memasukkan wang", "dimasukkan", "masukkan wang") },
};

/** People and organisations: a verb after them is something they do. */
export const PERSON_WORDS = new Set(
  (
    "saya kami kita mereka dia beliau anda awak kalian semua sesiapa siapa pelanggan kakitangan majikan pembekal " +
    "kontraktor juruteknik pekerja pemilik pengurus pasukan ahli jawatankuasa sukarelawan ibu bapa pelajar guru cikgu " +
    "ustaz ustazah imam tuan puan encik cik kak kakak abang adik mak ayah pak makcik pakcik bendahari setiausaha " +
    "pengerusi presiden ajk peserta murid kawan akak syarikat bank kedai pihak kerajaan jabatan kelab persatuan " +
    "koperasi tadika pejabat"
  ).split(" "),
);

/** Words between a subject and its verb. */
export const AUX = new Set(
  (
    "sudah telah belum baru akan perlu kena mesti boleh dapat tidak masih sedang tengah harus wajib patut hendak " +
    "ingin mahu terpaksa cuba lupa sempat pernah juga pun"
  ).split(" "),
);

/** After these, an instruction: 'sila sahkan', 'tolong kemas kini'. */
export const BARE_CUES = new Set("sila tolong jangan mari marilah mohon harap jom minta".split(" "));
/** After these, an action: 'untuk mengesahkan', 'yang menempah'. */
const ACTIVE_CUES = new Set("untuk supaya agar yang sebelum selepas tanpa".split(" "));
/** After these, a thing: 'ada kemas kini', 'dapat tempahan', 'buat tempahan'. */
const NOUN_CUES = new Set(
  "ada tiada dapat setiap sebarang tentang mengenai pasal di ke dari daripada pada kepada buat membuat terima menerima tunggu".split(
    " ",
  ),
);
/** Skipped when looking back for the subject: 'makanan dalam RM 1,250 itu sudah settle'. */
const SKIP = new Set("ini itu tersebut lain sendiri dalam sekitar kira-kira lebih kurang hampir".split(" "));
/** Wanting or trying needs someone who acts: 'Nak inform' is 'Hendak memaklumkan'. */
const VOLITION = new Set("hendak ingin mahu cuba terpaksa lupa sempat".split(" "));
/** A subject right after these starts its clause. */
const CLAUSE_OPENERS = new Set(
  "dan tetapi kerana sebab supaya jadi kalau sekiranya apabila bila jika lalu maka oleh".split(" "),
);
/** After the verb, these end the clause: 'Sudah confirm?' -> 'Sudah disahkan?'. */
const CLAUSE_END = new Set("lagi ke kah tidak belum ya ye lah kan sahaja juga sudah".split(" "));

const lower = (u: Unit | undefined) => (u?.kind === "word" ? u.text.toLowerCase() : "");
const isWord = (u: Unit | undefined): u is Unit => u?.kind === "word";
const endsSentence = (u: Unit | undefined) => !u || (u.kind === "punct" && /[.!?]/.test(u.text));

export function isPerson(u: Unit | undefined): boolean {
  return isWord(u) && (u.name || PERSON_WORDS.has(lower(u)));
}

/** A word before the verb in the same sentence, later on: 'Order tepung itu tidak sampai'. */
function auxLater(ctx: Ctx): boolean {
  for (let k = 1; k < 12; k++) {
    const u = ctx.next(k);
    if (endsSentence(u)) return false;
    if (AUX.has(lower(u))) return true;
  }
  return false;
}

/** Whether the subject at prev(k) opens its clause (then no object can stand before it). */
function clauseInitial(ctx: Ctx, k: number): boolean {
  let j = k + 1;
  while (isWord(ctx.prev(j)) && isPerson(ctx.prev(j))) j++;
  const before = ctx.prev(j);
  return !before || before.kind === "punct" || CLAUSE_OPENERS.has(lower(before));
}

export function loanVerbForm(ctx: Ctx, forms: VerbForms, span = 1): string {
  const p1 = ctx.prev(1);
  const after = ctx.next(span);
  if (ctx.unit.start || endsSentence(p1)) {
    return forms.noun && (!after || after.kind === "punct" || auxLater(ctx)) ? forms.noun : forms.bare;
  }
  const w1 = lower(p1);
  const ends = !after || after.kind === "punct" || CLAUSE_END.has(lower(after));
  if (forms.intr && ends && !NOUN_CUES.has(w1)) return forms.intr;
  if (BARE_CUES.has(w1)) return forms.bare;
  if (forms.noun && (NOUN_CUES.has(w1) || p1?.kind === "num" || p1?.kind === "fixed")) return forms.noun;
  if (ACTIVE_CUES.has(w1)) return forms.act;
  // Before a number it is an instruction: 'call 012-345 6789', 'order 30 kotak'.
  if (after?.kind === "num" || after?.kind === "fixed") return forms.bare;
  let k = 1;
  let volition = false;
  while (AUX.has(lower(ctx.prev(k)))) {
    volition ||= VOLITION.has(lower(ctx.prev(k)));
    k++;
  }
  const hadAux = k > 1;
  while (ctx.prev(k) && (SKIP.has(lower(ctx.prev(k))) || ["num", "fixed"].includes(ctx.prev(k)?.kind ?? ""))) k++;
  const subject = ctx.prev(k);
  if (isPerson(subject)) return clauseInitial(ctx, k) ? forms.act : forms.bare;
  if (volition) return forms.act;
  if (hadAux) {
    if (isWord(subject) && !CLAUSE_OPENERS.has(lower(subject))) return forms.pass;
    return ends ? forms.pass : forms.act;
  }
  return forms.noun ?? forms.bare;
}
