/**
 * A Malay aim typed as a command ('Tingkatkan keyakinan murid', 'Pupuk semangat kerjasama') reads in a
 * paper in its active form ('Meningkatkan keyakinan murid'). Only verbs known here change; any other
 * opening word stays as typed.
 */
import { upperFirst } from "../facts/text.js";

const ACTIVE: Record<string, string> = {
  tingkatkan: "meningkatkan",
  naikkan: "menaikkan",
  kurangkan: "mengurangkan",
  tambah: "menambah",
  tambahkan: "menambahkan",
  bantu: "membantu",
  beri: "memberi",
  berikan: "memberikan",
  pupuk: "memupuk",
  galakkan: "menggalakkan",
  latih: "melatih",
  bina: "membina",
  bangunkan: "membangunkan",
  kukuhkan: "mengukuhkan",
  eratkan: "mengeratkan",
  mantapkan: "memantapkan",
  perkasakan: "memperkasakan",
  sediakan: "menyediakan",
  perkenalkan: "memperkenalkan",
  dedahkan: "mendedahkan",
  didik: "mendidik",
  ajar: "mengajar",
  kumpul: "mengumpul",
  kutip: "mengutip",
  hasilkan: "menghasilkan",
  wujudkan: "mewujudkan",
  capai: "mencapai",
  kaji: "mengkaji",
  raikan: "meraikan",
  semarakkan: "menyemarakkan",
  hargai: "menghargai",
  lahirkan: "melahirkan",
  asah: "mengasah",
  tonjolkan: "menonjolkan",
  promosikan: "mempromosikan",
  tanamkan: "menanamkan",
  tarik: "menarik",
  jana: "menjana",
  pulihkan: "memulihkan",
  baiki: "membaiki",
  lengkapkan: "melengkapkan",
  edarkan: "mengedarkan",
  agihkan: "mengagihkan",
  sampaikan: "menyampaikan",
  tanam: "menanam",
  pelihara: "memelihara",
  jaga: "menjaga",
  kenalpasti: "mengenal pasti",
  ambil: "mengambil",
  buka: "membuka",
  jual: "menjual",
  beli: "membeli",
  cipta: "mencipta",
  hantar: "menghantar",
  besarkan: "membesarkan",
  luaskan: "meluaskan",
  kembangkan: "mengembangkan",
  masuk: "memasuki",
  ceburi: "menceburi",
};

/** 'Sasaran tambah tempahan' is the aim 'tambah tempahan': the label goes when a verb follows it. */
function unlabelled(aim: string): string {
  return aim.replace(/^(?:sasaran|matlamat)\s+(?=(\p{L}+)\s)/iu, (label, verb: string) =>
    verb.toLocaleLowerCase("ms") in ACTIVE ? "" : label,
  );
}

/**
 * 'Tingkatkan keyakinan bertutur' -> 'Meningkatkan keyakinan bertutur'; 'Sasaran tambah tempahan & uniform'
 * -> 'Menambah tempahan dan uniform'; other openings unchanged.
 */
export function activeAim(aim: string): string {
  const own = unlabelled(aim);
  const upper = own !== aim || /^\p{Lu}/u.test(own);
  return own.replace(/\s+&\s+/g, " dan ").replace(/^\p{L}+(?=\s|$)/u, (word) => {
    const active = ACTIVE[word.toLocaleLowerCase("ms")];
    if (!active) return word;
    return upper ? upperFirst(active) : active;
  });
}

/** An aim that opens on a verb, as typed or in its active form ('pupuk ...', 'memupuk ...'). */
function opensOnVerb(part: string): boolean {
  const word = /^\p{L}+/u.exec(part)?.[0]?.toLocaleLowerCase("ms") ?? "";
  return word in ACTIVE || /^(?:mem|men|meng|meny|me|mel|mer|mew)\p{L}{4,}$/u.test(word);
}

/**
 * 'tingkatkan keyakinan bertutur, pupuk minat membaca' is two aims: every part opens on a verb. 'tingkatkan
 * keyakinan bertutur dalam BI, persediaan UASA' stays one aim.
 */
export function splitAims(aim: string, lang: "ms" | "en" = "ms"): string[] {
  if (lang === "en") return splitEnglishAims(aim);
  const parts = unlabelled(aim)
    .split(/\s*,\s*(?:dan\s+)?|\s+dan\s+(?=\p{L}+\s)/u)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2 || !parts.every(opensOnVerb)) return [aim];
  return withPronounNamed(parts, /\bmereka\b/u).map((part) => upperFirst(part));
}

/**
 * 'mengesan 50 kes berisiko tinggi dan merujuk mereka ke klinik': an aim read on its own names whom it
 * means, so a later part's 'mereka' ('them') is the first part's counted people or things.
 */
function withPronounNamed(parts: string[], pronoun: RegExp): string[] {
  const counted = /\d[\d,]*\s+(\p{L}.*)$/u.exec(parts[0] ?? "")?.[1];
  return counted ? parts.map((part, k) => (k === 0 ? part : part.replace(pronoun, counted))) : parts;
}

/** English verbs an aim opens on ('raise monthly orders ..., cut errors by half'). */
const ENGLISH_AIM_VERB =
  /^(?:raise|increase|cut|reduce|lower|grow|double|triple|halve|train|hire|employ|create|build|launch|open|expand|improve|reach|achieve|serve|provide|deliver|attract|recruit|plant|collect|install|equip|upgrade|strengthen|introduce|promote|publish|develop|establish|enrol|enroll|register|support|help|save|sell|export|win|complete)$/i;

/** 'Raise monthly orders from 300 to 600 and cut phone order errors by half' is two aims. */
function splitEnglishAims(aim: string): string[] {
  // '..., and to hire 2 more mechanics': the clauses first, then every 'and', each part opening on a verb.
  for (const by of [/\s*(?:,(?!\d)|;)\s*(?:and\s+)?/u, /\s*(?:,(?!\d)|;)\s*(?:and\s+)?|\s+and\s+(?=\p{L}+\s)/u]) {
    const parts = aim
      .split(by)
      .map((part) => part.trim().replace(/^to\s+/i, ""))
      .filter(Boolean);
    if (parts.length >= 2 && parts.every((part) => ENGLISH_AIM_VERB.test(/^\p{L}+/u.exec(part)?.[0] ?? "")))
      return withPronounNamed(parts, /\bthem\b/u).map(upperFirst);
  }
  return [aim];
}
