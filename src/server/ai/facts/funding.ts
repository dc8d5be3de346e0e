/**
 * Funding sources the brief names in prose ('dibiayai oleh Persatuan Penduduk (RM 6,500) dan tajaan
 * ADUN (RM 12,000)'), so the funding table shows the user's own sources and figures instead of a
 * blank to complete.
 */
import { type AmountMatch, findAmounts, OTHER_BODY_GIVES, WILL_GIVE } from "./money.js";
import { ASKED_NAME } from "./names.js";
import { LIST_LINE, type Snippet, sentences, upperFirst } from "./text.js";
import type { CountFact } from "./types.js";

/**
 * A source and its amount; `rest` marks the one that gives whatever the others leave: asked for it
 * ('baki mohon dari X'), or, with `covers`, paying it from its own funds ('baki dari tabung surau').
 */
export type FundingSourceFact = { source: string; amount: number | null; rest?: boolean; covers?: boolean };

/** What each participant pays: 'Yuran peserta RM45 seorang', 'a registration fee of RM 30 each'. */
const PARTICIPANT_FEE =
  /\b(?:yuran\s+(?:peserta|penyertaan|pendaftaran|penyertaan\s+\p{L}+)|(?:participant|participation|registration|entry)\s+fees?)\b/iu;

/** A sentence about where the money comes from. */
const FUNDING_CUE =
  /\b(?:yuran\s+(?:peserta|penyertaan|pendaftaran)|(?:participant|participation|registration|entry)\s+fees?|dibiayai|dibiayakan|ditaja|(?:kos|perbelanjaan)(?:\s+[a-z]+){0,2}\s+ditanggung(?=\s+(?:oleh|bersama))|tajaan|penajaan|kutipan\s+(?:derma|sumbangan|jemaah|tabung)|derma\s+(?:orang\s+ramai|jemaah|awam)|donations?(?=\s+(?:of\s+)?RM|\s+(?:are|is)\s+expected)|sumber(?: (?:kewangan|dana|pembiayaan)|(?=\s*:))|sumbangan|peruntukan daripada|peruntukan(?=\s+RM)|funded|financed|sponsored|sponsorship|contributions?|(?:funding|financing|pembiayaan)(?=\s*:)|sources? of funds|(?:will\s+)?funds?(?=\s+RM)|(?:will\s+)?pay(?=\s+RM)|(?:akan\s+)?(?:membayar|menanggung|menyumbang(?:kan)?)(?=\s+(?:sebanyak\s+)?RM)|(?:akan\s+)?membiayai(?=\s+RM)|(?:will\s+)?(?:seek|raise|collect)(?=\s+RM)|(?:propose\s+to\s+|will\s+)?use(?=\s+RM)|(?:akan\s+)?menggunakan(?=\s+RM)|(?:akan\s+)?(?:mengutip|memungut)(?=\s+RM)|(?:has\s+agreed\s+to\s+|agreed\s+to\s+|will\s+)?sponsor(?=\s+RM)|(?:bersetuju\s+|akan\s+)?menaja(?=\s+RM)|(?:ask(?:ing)?|request(?:ing)?)\s+(?:the\s+)?[A-Z][^.;]{1,80}?\s+for(?=\s+RM))\b/i;
/**
 * A label that lists who pays: 'Sumber kewangan', 'Sources of funds', 'Funding', 'Financing', 'Cadangan
 * pembiayaan', 'Funding plan' (not 'Purpose of financing').
 */
const FUNDING_LABEL =
  /\b(?:sumber(?:\s+(?:kewangan|dana|pembiayaan|peruntukan))?|sources?(?:\s+of\s+(?:funds?|funding|financing))?|funding|funded\s+by|dibiayai\s+oleh|tajaan|penaja|sponsors?)\s*$|^\s*(?:(?:cadangan|rancangan|pelan|proposed)\s+)?(?:financing|funding|pembiayaan)(?:\s+plan)?\s*$/i;

/** A text that opens on a label listing who pays ('Sumber kewangan: ...'). */
export function listsPayers(text: string): boolean {
  return FUNDING_LABEL.test(/^([^:]{0,160}):/.exec(text)?.[1] ?? "");
}

/** 'Sumber kewangan:' on a line of its own, its sources listed on the lines below it. */
export function payersLabelLine(line: string): boolean {
  return /:\s*$/.test(line) && listsPayers(line.trim());
}

/** Words that join a source's name to what comes before it. */
const LEAD =
  /^(?:(?:jadi|maka|so|thus|therefore|oleh itu|dibiayai|dibiayakan|ditaja|ditanggung|akan|sepenuhnya|oleh|daripada|dari|iaitu|melalui|dan|serta|,|by|from|through|and|the|an?(?=\s)|funded|financed|sponsored|will be|is|are)\s*)+/i;
/** A name that says nothing of who pays. */
const NOT_A_SOURCE =
  /^(?:jumlah|kos|total|bajet|budget|baki|balance|keseluruhan|anggaran|cost|sebanyak|sejumlah|kira-kira|lebih kurang|about|around)$|^(?:jumlah|kos|total|bajet|budget|baki|balance|keseluruhan|anggaran|cost)\b/i;
/** 'RM 6,500 daripada Persatuan Penduduk', 'RM4,485 dibiayai sepenuhnya oleh tabung PIBG': the source after the amount. */
const SOURCE_AFTER =
  /^\s*(?:(?:akan\s+|will\s+be\s+|(?:is|are)\s+)?(?:dijangka(?:kan)?\s+|expected\s+)?(?:(?:dibiayai|ditanggung|ditaja|funded|paid|covered)(?:\s+(?:sepenuhnya|fully|entirely))?\s+)?)?(?:daripada|dari|oleh|from|by)\s+([^,;.()]+?)(?=\s*(?:,|;|\.|\(|\bdan\b(?!\s+(?:tabung|sumbangan|derma|kutipan|yuran|infaq)\b)|\band\b|\bserta\b|\bbagi\b|\buntuk\b|\bas\b|\bsebagai\b|\bfor\s+(?:the\s+|a\s+|an\s+|its\s+|our\s+|this\s+)|$))/i;
/**
 * 'Persatuan Penduduk (RM 6,500)', 'tajaan ADUN sebanyak RM 12,000', 'Yuran peserta: RM 3,000', and a
 * name right before its amount ('tabung surau RM 2,500').
 */
const SOURCE_BEFORE = /([^,;.()]+?)\s*(?:\(\s*|\s(?:sebanyak|berjumlah|amounting to|of)\s+|\s*[:–-]\s*)$/i;
/** 'Geran from Jabatan Pertanian (MyAgro) for hive boxes: ': the body it comes from names the source, not what it is for. */
const FROM_SOURCE =
  /\b(?:from|daripada|dari)\s+(\p{Lu}[^,;:()]*?(?:\s*\([^()]*\))?)(?:\s+(?:for|untuk|bagi)\s+[^,;:()]*)?\s*[:–-]\s*$/u;
/** 'Sabah State Ministry of Science, Technology & Innovation (KSTI): ': a name with commas, closed by its initials. */
const ACRONYM_COLON = /(?:^|,\s*)([^;.()]+?\s*\(\p{Lu}[\p{L}&]*\))\s*[:–-]\s*$/u;
/** 'tabung masjid RM 3,900', 'Majlis Agama Islam Selangor (MAIS) RM 5,000': a name (and its acronym) right before its amount. */
const SOURCE_RIGHT_BEFORE = /([^,;.()]+?(?:\s*\(\p{Lu}[\p{L}&]*\))?)\s+$/u;
/** 'PPAS sumbang buku bernilai ', 'X donates books worth ': what a source gives in kind, before its value. */
const IN_KIND_TAIL =
  /\s+(?:menyumbang(?:kan)?|sumbang|contributes?|donates?|gives?)\s+(?:[\p{L}-]+\s+){1,3}(?:bernilai|worth|valued\s+at)\s*$/iu;
/** '16 teams x RM 625 = ', 'RM80 x 180 = ' before a source's amount: how it is made up, not part of its name. */
const MADE_UP_OF =
  /\s*(?:\d[\d,]*(?:\s+\p{L}+)?\s*[x×]\s*RM\s?[\d,.]+|RM\s?[\d,.]+\s*[x×]\s*\d[\d,]*(?:\s+\p{L}+)?)\s*=\s*$/iu;
/** ' x 180 = ' after an amount: the price of one, multiplied into the source's amount after it. */
const TIMES_AFTER = /^\s*[x×]\s*\d[\d,]*(?:\s+\p{L}+)?\s*=/u;
/** 'baki', 'selebihnya', 'the balance', 'the rest': what the sources named leave of the total. */
const BALANCE_WORD = String.raw`baki(?:nya)?|selebihnya|(?:the\s+)?(?:balance|rest|remainder)`;
/** 'dan baki ', 'and the balance of ': the words that open the balance, before its amount. */
const BALANCE_BEFORE = new RegExp(
  String.raw`^[\s,;]*(?:(?:dan|and)\s+)?(?:${BALANCE_WORD})\s+(?:sebanyak\s+|of\s+)?$`,
  "iu",
);
/** 'dinner tables sold to parents at ' before 'RM300 per table': the word that prices them is no part of the source's name. */
const PRICED_AT_TAIL = /\s+(?:at|@|pada\s+harga|dengan\s+harga|berharga)\s*$/iu;
/** 'Yuran peserta RM 80 seorang (RM 9,600)': the price for one, before the sum it makes, is no part of the source's name. */
const PRICE_EACH_TAIL = /\s+RM\s?[\d,.]+\s+(?:seorang|sekepala|setiap\s+\p{L}+|each|per\s+\p{L}+)$/iu;
/** 'berjumlah ', 'totalling ', '= ': the words that give the total of what was just priced. */
const RESTATES = /(?:\b(?:berjumlah|jumlahnya|totalling|totaling|amounting to|a total of)|=|\()\s*$/i;
/** A name right before its amount is one name only: no second clause ('DBKL and the remaining'). */
const MORE_THAN_A_NAME = /\b(?:dan|and|remaining|rest|baki|selebihnya|which|yang\s+lain)\b/i;
/** 'Pejabat Belia dan Sukan Daerah', 'Ministry of Youth and Sports': an 'and' inside one body's name, between capitalised words. */
const AND_IN_A_NAME = /(?<=\p{Lu}[\p{L}'’-]*\s+)(?:dan|and)(?=\s+\p{Lu})/gu;
/** The words that open a sentence about funding, up to its first source: 'Kos dibiayai oleh '. */
const UP_TO_CUE =
  /^.*?\b(?:dibiayai|dibiayakan|ditaja|ditanggung|funded|financed|sponsored)\s+(?:oleh|melalui|daripada|by|through|from)?\s*/i;
/** 'Kami memohon peruntukan daripada ': the words that ask, before the body asked. */
const ASKED_OF =
  /^.*?\b(?:memohon|mohon|pohon|apply(?:ing)?|request(?:ing)?|ask(?:ing)?|seek(?:ing)?)\b(?:\s+\p{L}+){0,3}?\s+(?:daripada|dari|kepada|from|to|of)\s+(?:the\s+)?/iu;
/**
 * 'we ask Yayasan Sejahtera for ', 'We are asking MPAJ for a sponsorship', '... and asks Yayasan Hasanah
 * for ': the body asked, without the asking.
 */
const ASKED_FOR =
  /^(?:and\s+|dan\s+)?(?:(?:we|kami|saya|I)\s+)?(?:are\s+|am\s+|will\s+)?(?:asks?|asking|requests?|requesting|memohon(?:\s+kepada)?|mohon)\s+(.+?)\s+(?:for|untuk)(?:\s+(?:an?\s+)?(?:sponsorship|grant|contribution|allocation|sumbangan|peruntukan|tajaan|geran))?$/i;
/** 'PIBG menyumbang ', 'the association will pay the balance of ': the source, not that it gives. */
const GIVES_TAIL = new RegExp(
  String.raw`\s+(?:${WILL_GIVE}|(?:has\s+)?agreed\s+to\s+|bersetuju\s+)?(?:menyumbang(?:kan)?|contributes?|contribute|funds?|membiayai|menanggung|menampung|bears?|covers?|pays?|membayar|sponsor|menaja|(?:telah\s+|has\s+)?(?:meluluskan|approved))(?:\s+sebanyak|\s+(?:the\s+)?(?:balance|rest|remainder)(?:\s+of)?|\s+baki(?:nya)?(?:\s+sebanyak)?)?$`,
  "i",
);
/** 'Registration fees are expected to cover ': the source, not what it is expected to do. */
const COVERS_TAIL =
  /\s+(?:(?:(?:is|are)\s+expected\s+to|will|akan|dijangka(?:kan)?(?:\s+dapat)?)\s+(?:cover|bring in|raise|contribute|menampung|menyumbang(?:kan)?|mengumpul(?:kan)?)|dijangka(?:kan)?|dianggarkan|(?:is|are)\s+(?:expected|estimated)\s+(?:at|to\s+be))$/i;
/** 'sumbangan YB ADUN yang dipohon': the source, not that it is asked for. */
const ASKED_TAIL = /\s+(?:yang\s+)?(?:dipohon|diminta|dimohon|requested|applied for)$/i;

function tidy(name: string): string | null {
  const cleaned = name
    .replace(/\s+/g, " ")
    .trim()
    .replace(LEAD, "")
    .replace(/[\s,:;–-]+$/, "")
    .trim();
  const words = cleaned.split(" ").filter(Boolean);
  // 'Sabah State Ministry of Science, Technology & Innovation (KSTI)': a body's full name, closed by its initials, runs longer.
  const most = /\(\p{Lu}[\p{L}&]*\)$/u.test(cleaned) ? 11 : 8;
  if (!words.length || words.length > most || !/\p{L}/u.test(cleaned) || NOT_A_SOURCE.test(cleaned)) return null;
  // 'The PTA will pay RM 15,000 from its funds': the payer's own funds, not a source called 'Its funds'.
  if (/^(?:its|our|their|my)\s+(?:own\s+)?(?:funds?|savings|reserves)$/i.test(cleaned)) return "Own funds";
  return upperFirst(cleaned);
}

/** Payers named by what they are, in small letters: 'penaja korporat dan orang ramai', 'corporate sponsors and the public'. */
const PUBLIC_PAYERS = String.raw`(?:penaja|orang\s+ramai|jemaah|derma|sumbangan|syarikat|(?:corporate\s+)?sponsors|the\s+public|donors)(?:\s+(?:korporat|swasta|awam|tempatan))?(?:\s+(?:dan|serta|and)\s+(?:penaja|orang\s+ramai|jemaah|derma\s+awam|sumbangan\s+awam|syarikat\s+swasta|the\s+public|donors)(?:\s+(?:korporat|swasta|awam|tempatan))?)?`;

/** 'baki mohon dari ADUN Kemasik', 'baki RM6,000 dipohon daripada X', 'the balance requested from X'. */
const REST_ASKED = new RegExp(
  String.raw`^\s*[,;]?\s*(?:dan\s+|and\s+)?(?:${BALANCE_WORD})\s+(?:(?:sebanyak\s+|of\s+)?RM\s?\d[\d,]*(?:\.\d{1,2})?\s+)?(?:akan\s+|will\s+be\s+)?(?:di)?(?:mohon|pohon|minta|requested|sought|asked)\s+(?:(?:peruntukan|sumbangan|tajaan|dana|bantuan|geran|funding|a grant)\s+)?(?:daripada|dari|kepada|from|of)\s+(?:${ASKED_NAME}|(${PUBLIC_PAYERS}))`,
  "u",
);

/**
 * 'baki dari tabung surau', 'Baki ditanggung derma jemaah', 'the balance from the association's own fund': a source
 * paying the balance itself.
 */
const REST_COVERED = new RegExp(
  String.raw`^\s*[,;]?\s*(?:dan\s+|and\s+)?(?:${BALANCE_WORD})\s+(?:akan\s+|will\s+be\s+|is\s+)?(?:(?:ditanggung|dibiayai)\s+(?:(?:oleh|dari|daripada)\s+)?|(?:(?:diambil|datang|covered|paid|met|funded|comes?)\s+)?(?:oleh|dari|daripada|by|from)\s+)([^,;.()]+)`,
  "iu",
);

type PerHead = { value: number; n: number; noun: string; end: number };

/** The head as counted: 'teams' for 'per team' of '60 teams', the written word otherwise. */
function plural(counted: CountFact, noun: string): string {
  const head = counted.noun.split(" ")[0] ?? noun;
  return head.toLowerCase() === noun.toLowerCase() ? noun : head;
}

/**
 * 'sumbangan ibu bapa RM50 seorang murid': a price a head is a source's amount when the brief counts
 * those heads ('60 murid'); the count that is written comes first.
 */
function perHeadAmount(sentence: string, amount: AmountMatch, counts: CountFact[]): PerHead | null {
  const m =
    /^(?:seorang|setiap|per|each|for each|se(keluarga|pasukan))(?:\s+(?:daripada|dari|bagi|untuk|for)?\s*(?:\d[\d,]*\s+)?(\p{L}+))?/iu.exec(
      sentence.slice(amount.index, amount.end + 40).replace(/^RM\s?[\d,.]+\s*/i, ""),
    );
  if (!m) return null;
  // 'RM 20 sekeluarga daripada 90 keluarga': a price for each family, and the families counted.
  const noun = m[1] ?? m[2];
  // 'RM40 per team' of '3 teams per school (60 teams ...)': the head counted in the plural too, all of them.
  const counted = noun
    ? counts
        .filter((c) => {
          const head = c.noun.split(" ")[0]?.toLowerCase() ?? "";
          const one = noun.toLowerCase();
          return head === one || head === `${one}s` || head === `${one}es`;
        })
        .sort((a, b) => b.n - a.n)[0]
    : undefined;
  if (counted && noun) {
    // The amount's match ends at its tail ('seorang'); the head counted ('murid') is part of it too.
    const end = Math.max(amount.end, sentence.indexOf(noun, amount.index) + noun.length);
    return { value: Math.round(amount.value * counted.n * 100) / 100, n: counted.n, noun: plural(counted, noun), end };
  }
  // 'Yuran peserta RM45 seorang': every participant pays it, and the participants are the brief's first headcount.
  const everyone = PARTICIPANT_FEE.test(sentence.slice(0, amount.index)) ? counts[0] : undefined;
  if (!everyone) return null;
  return {
    value: Math.round(amount.value * everyone.n * 100) / 100,
    n: everyone.n,
    noun: everyone.noun,
    end: amount.end,
  };
}

/** The sources a sentence about funding names, each with its amount (an amount without a named source is left out). */
function sourcesIn(sentence: string, counts: CountFact[]): FundingSourceFact[] {
  const gives = findAmounts(sentence).some((a) => OTHER_BODY_GIVES.test(sentence.slice(0, a.index)));
  if (!FUNDING_CUE.test(sentence) && !gives) return [];
  const out: FundingSourceFact[] = [];
  let previousEnd = 0;
  for (const found of findAmounts(sentence)) {
    const head = found.perUnit ? perHeadAmount(sentence, found, counts) : null;
    if (found.perUnit && !head) continue;
    const amount = head ? { ...found, value: head.value, end: head.end } : found;
    // '16 teams x RM 625 = RM 10,000', 'Yuran murid RM80 x 180 = RM14,400': the price for one is how the
    // source's amount is made up.
    if (/[x×@]\s*$/i.test(sentence.slice(Math.max(0, amount.index - 3), amount.index))) continue;
    if (TIMES_AFTER.test(sentence.slice(amount.end))) continue;
    // 'RM 10 seorang bagi 120 kakitangan berjumlah RM 1,200': the total of the share just read, not another source.
    const restated = out.at(-1)?.amount === amount.value && RESTATES.test(sentence.slice(previousEnd, amount.index));
    if (restated) {
      previousEnd = amount.end;
      continue;
    }
    // 'dan baki RM6,000 dipohon daripada syarikat': the balance's amount, read with who gives it below.
    if (BALANCE_BEFORE.test(sentence.slice(previousEnd, amount.index))) break;
    const chunk = sentence.slice(previousEnd, amount.index).replace(MADE_UP_OF, " ").replace(IN_KIND_TAIL, " ");
    // 'Sumber kewangan: Lembaga Zakat Selangor RM 15,000': the label before the colon names no source.
    const right =
      SOURCE_RIGHT_BEFORE.exec(chunk.replace(/^[^:]*:\s*/, ""))?.[1]?.replace(/^\s*(?:,|dan|serta|and)\s+/i, "") ?? "";
    const before =
      FROM_SOURCE.exec(chunk) ??
      SOURCE_BEFORE.exec(chunk) ??
      ACRONYM_COLON.exec(chunk) ??
      (right && !MORE_THAN_A_NAME.test(right.replace(AND_IN_A_NAME, "&")) ? [right, right] : null);
    // 'RM 20 sekeluarga daripada 90 keluarga': who pays each share is counted, not a source by name.
    const payers = head
      ? new RegExp(String.raw`^\s*(?:daripada|dari|from)\s+(?:\d[\d,]*\s+)?${head.noun}\b`, "iu").exec(
          sentence.slice(amount.end),
        )
      : null;
    if (payers) amount.end += payers[0].length;
    const after = payers ? null : SOURCE_AFTER.exec(sentence.slice(amount.end));
    // 'Anggaran kos RM 8,500 dibiayai oleh tabung surau (RM 5,000) dan ...': the source after the total has
    // its own amount in brackets; the total is no one's share.
    if (after && /^\s*\(\s*RM\s?[\d,.]+\s*\)/i.test(sentence.slice(amount.end + after[0].length))) {
      previousEnd = amount.end;
      continue;
    }
    // 'RM 2,000 from the PTA' names its source after the amount; else the words before it do.
    // 'Funding: a MARA business loan of RM 28,000': the label before the colon names no source.
    const said = (before?.[1] ?? "")
      .replace(/^[^:]*:\s*/, "")
      .replace(UP_TO_CUE, "")
      .replace(ASKED_OF, "")
      .replace(ASKED_FOR, "$1")
      .replace(ASKED_TAIL, "")
      .replace(COVERS_TAIL, "")
      .replace(GIVES_TAIL, "")
      .replace(PRICE_EACH_TAIL, "")
      .replace(PRICED_AT_TAIL, "");
    const name = tidy((after?.[1] ?? "").replace(ASKED_TAIL, "")) ?? tidy(said);
    // 'RM 3,000 daripada Pejabat ADUN, baki dari tabung surau': what follows the source named after it is read from there.
    previousEnd = amount.end + (after && tidy((after[1] ?? "").replace(ASKED_TAIL, "")) ? after[0].length : 0);
    if (!name) continue;
    const made = head
      ? ` (${head.n} ${head.noun} x RM ${found.value.toLocaleString("en-MY", { minimumFractionDigits: 2 })})`
      : "";
    out.push({ source: `${name}${made}`, amount: amount.value });
  }
  const rest = out.length ? theRest(sentence.slice(previousEnd)) : null;
  if (rest) out.push(rest);
  return out;
}

/** 'We are seeking RM20,000 from Syarikat X as title sponsor': the one amount a sentence asks of a body. */
function askedIn(sentence: string): FundingSourceFact[] {
  const amounts = findAmounts(sentence);
  const [amount] = amounts;
  if (amounts.length !== 1 || !amount || !ASKS.test(sentence.slice(0, amount.index))) return [];
  // 'seeking a RM35,000 grant from Yayasan Hasanah': what is asked for comes between the amount and the body.
  const after = sentence
    .slice(amount.end)
    .replace(/^\s*(?:grant|geran|sponsorship|tajaan|funding|allocation|peruntukan)\b/i, "");
  const name = tidy((SOURCE_AFTER.exec(after)?.[1] ?? "").replace(ASKED_TAIL, ""));
  return name ? [{ source: name, amount: amount.value }] : [];
}
const ASKS = /\b(?:memohon|mohon|seek(?:s|ing)?|request(?:s|ing)?|apply(?:ing)?|applies|ask(?:s|ing)?)\b/i;

/** 'baki RM 2,500 daripada tabung masjid', 'Balance RM52,500 to be collected as one-off special levy': the balance with its amount, from a source named after it. */
const REST_STATED = new RegExp(
  String.raw`^\s*[,;]?\s*(?:dan\s+|and\s+)?(?:${BALANCE_WORD})\s+(?:sebanyak\s+|of\s+)?(RM\s?\d[\d,]*(?:\.\d{1,2})?)\s+(?:akan\s+|will\s+be\s+|is\s+|to\s+be\s+)?(?:(?:ditanggung|dibiayai|diambil|datang|covered|paid|met|funded|comes?)\s+(?:oleh|dari|daripada|by|from)|(?:dikutip|collected|raised)\s+(?:melalui|sebagai|daripada|as(?:\s+an?)?|through|via|from)|oleh|dari|daripada|by|from)\s+([^,;.():]+)`,
  "iu",
);

/** '... and the school's sports fund the rest', '; the association's fund covers the rest', 'dan tabung surau menanggung bakinya': who pays the rest, named first. */
const PAYS_REST = String.raw`(?:the\s+)?([^,;.()]{3,60}?)\s+(?:${BALANCE_WORD})\b`;
const REST_BY = new RegExp(String.raw`^\s*(?:[,;]\s*(?:(?:dan|and)\s+)?|(?:dan|and)\s+)${PAYS_REST}`, "iu");
/** A sentence of its own after the sources: 'The association's fund covers the rest.' */
const REST_BY_SENTENCE = new RegExp(String.raw`^\s*${PAYS_REST}`, "iu");
/** The verb after the payer's name ('will cover', 'pays', 'menanggung'); a bare 'fund' ends a name ('the sports fund'). */
const PAYS_VERB = /\s+(?:(?:will|akan)\s+\S+|funds|covers?|pays?|meets?|menanggung|membiayai|menampung)$/i;

/** Who gives the balance, in the words after the last source: asked for it, or paying it from its own funds. */
function theRest(text: string, ownSentence = false): FundingSourceFact | null {
  const by = (ownSentence ? REST_BY_SENTENCE : REST_BY).exec(text)?.[1]?.replace(PAYS_VERB, "");
  const payer = by ? tidy(by) : null;
  if (payer) return { source: payer, amount: null, rest: true, covers: true };
  const stated = REST_STATED.exec(text);
  if (stated) {
    const name = tidy(stated[2] ?? "");
    const amount = findAmounts(stated[1] ?? "")[0]?.value;
    return name && amount !== undefined ? { source: name, amount } : null;
  }
  const asked = REST_ASKED.exec(text);
  if (asked) {
    const said = asked[1] ?? asked[2];
    const name = said ? tidy(said) : null;
    return name ? { source: name, amount: null, rest: true } : null;
  }
  const covered = REST_COVERED.exec(text)?.[1];
  const name = covered ? tidy(covered) : null;
  return name ? { source: name, amount: null, rest: true, covers: true } : null;
}

/**
 * 'Kos ditanggung sepenuhnya oleh PIBG', 'The cost is fully covered by the PTA', and with no amount in
 * the sentence 'Kos dibiayai oleh tabung masjid': one source pays it all.
 */
const PAID_IN_FULL = new RegExp(
  String.raw`\b(?:[Kk]os|[Pp]erbelanjaan|[Bb]elanja|[Pp]rogram ini|[Cc]osts?|[Ee]xpenses?|[Ii]t)\b(?:[^.;]*?\b(?:akan\s+)?(?:ditanggung|dibiayai|dibayar|ditaja)\s+sepenuhnya\s+oleh|(?![^.;]*\bRM\s?\d)\s+(?:akan\s+)?(?:ditanggung|dibiayai|dibayar|ditaja)\s+oleh|[^.;]*?\b(?:is|are|will\s+be)\s+(?:fully|entirely|wholly)\s+(?:funded|paid(?:\s+for)?|covered|sponsored|borne)\s+by)\s+(?:the\s+)?(?:${ASKED_NAME}|(tabung\s+\p{Ll}+(?:\s+\p{Lu}[\p{L}'’-]*)*))`,
  "u",
);

/**
 * 'Sumber kewangan:' on a line of its own with its sources listed below it: one sentence of them
 * ('Sumber kewangan: Yuran murid RM80 x 180 = RM14,400, PIBG RM8,000.'), read as any other.
 */
function payersOnOneLine(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    let end = i + 1;
    // Each line below it, a bullet or a source and its amount ('Agrobank AgroCash-i: RM80,000'), up to a blank line.
    while (end < lines.length && (LIST_LINE.test(lines[end] ?? "") || /\bRM\s?\d/i.test(lines[end] ?? ""))) end++;
    if (!payersLabelLine(line) || end === i + 1) {
      out.push(line);
      continue;
    }
    const items = lines.slice(i + 1, end).map((l) => l.replace(LIST_LINE, "").replace(/[\s.;,]+$/, ""));
    out.push(`${line.trim()} ${items.join(", ")}.`);
    i = end - 1;
  }
  return out.join("\n");
}

/**
 * Sources named in the brief's prose. Used only when they add up to the stated total (or no
 * total is stated): a partial list would contradict the budget.
 */
export function proseFundingSources(
  snippets: Snippet[],
  total: number | null,
  counts: CountFact[] = [],
): FundingSourceFact[] {
  for (const snippet of snippets) {
    if (snippet.source === "title") continue;
    const all = sentences(payersOnOneLine(snippet.text));
    for (const [k, sentence] of all.entries()) {
      const found = sourcesIn(sentence.text, counts);
      if (!found.length) continue;
      // '...daripada Majlis Perbandaran Klang; baki daripada yuran penyertaan larian': the balance in a
      // later clause or sentence ('Yuran peserta RM45 seorang. Kos: ... Selebihnya ditanggung oleh PIBG.').
      const next = found.some((f) => f.rest)
        ? null
        : (all
            .slice(k + 1)
            .map((x) => theRest(x.text, true))
            .find((x) => x !== null) ?? null);
      if (next) found.push(next);
      const sum = Math.round(found.reduce((s, f) => s + (f.amount ?? 0), 0) * 100) / 100;
      // A source asked for the balance makes up whatever the others leave of the total.
      const restAsked = found.some((f) => f.rest);
      if (total === null || (restAsked ? sum < total : Math.abs(sum - total) < 0.01)) return found;
      // 'Registration fees are expected to cover RM48,000. We are seeking RM20,000 from X.': sources in
      // the next sentence or two make up the total together.
      if (total !== null && !restAsked && sum < total) {
        // 'X is seeking a RM35,000 grant from Yayasan Hasanah ... MBPJ will contribute RM8,000 and the
        // association RM4,000 in-kind': the sum asked before makes up the total with them.
        const asked = all.slice(Math.max(0, k - 3), k).flatMap((x) => askedIn(x.text));
        const withAsked = Math.round((sum + asked.reduce((s, f) => s + (f.amount ?? 0), 0)) * 100) / 100;
        if (asked.length && Math.abs(withAsked - total) < 0.01) return [...asked, ...found];
        const joined = [...found];
        for (const later of all.slice(k + 1, k + 3)) {
          joined.push(...(sourcesIn(later.text, counts).length ? sourcesIn(later.text, counts) : askedIn(later.text)));
          const together = Math.round(joined.reduce((s, f) => s + (f.amount ?? 0), 0) * 100) / 100;
          if (Math.abs(together - total) < 0.01 && !joined.some((f) => f.rest)) return joined;
        }
      }
    }
  }
  // No amounts, one source for the whole cost.
  for (const snippet of snippets) {
    if (snippet.source === "title" || total === null) continue;
    const paid = PAID_IN_FULL.exec(snippet.text);
    // 'Kos dibiayai oleh tabung masjid': a body's own fund, named in lower case.
    const name = paid?.[1] ?? paid?.[2];
    const source = name ? tidy(name) : null;
    if (source) return [{ source, amount: total }];
  }
  return [];
}

/**
 * A body's kind alone ('The association will pay RM 1,600'), in both languages, and what else the
 * applicant's name may use for it ('SK ...', '... Sdn Bhd').
 */
const BODY_KINDS: readonly (readonly [words: string, alsoNamed?: string])[] = [
  ["association|persatuan|society|pertubuhan"],
  ["club|kelab"],
  ["committee|jawatankuasa"],
  ["school|sekolah", "SK|SMK"],
  ["company|syarikat", String.raw`sdn\.?\s+bhd|enterprise`],
  ["cooperative|koperasi"],
  ["foundation|yayasan"],
  ["mosque|masjid"],
  ["surau"],
  ["council|majlis"],
];

/** Each kind as a whole source ('Company') and as a word of the applicant's name ('... Sdn Bhd'). */
const BODY_KIND_TESTS = BODY_KINDS.map(
  ([words, alsoNamed]) =>
    [
      new RegExp(`^(?:${words})$`, "i"),
      new RegExp(String.raw`\b(?:${words}${alsoNamed ? `|${alsoNamed}` : ""})\b`, "i"),
    ] as const,
);

/** Whether a body's kind alone ('Company', 'Persatuan') stands for the applicant ('Kilang X Sdn Bhd', 'Persatuan Penduduk Y'). */
export function kindOfApplicant(source: string, applicant: string | null): boolean {
  return BODY_KIND_TESTS.some(([kind, named]) => kind.test(source) && named.test(applicant ?? ""));
}

/** 'daripada tabung rizabnya': the payer's own fund, written with '-nya'. */
const OWN_FUND = /^((?:tabung|dana|simpanan|rizab|wang)(?:\s+\p{Ll}+)?)nya$/iu;

/**
 * Funding sources with the applicant's name where the brief writes only its kind ('The association
 * will pay RM 1,600' of TTDI Residents' Association) or its own fund ('Koperasi akan membayar RM 25,000
 * daripada tabung rizabnya': 'Tabung rizab Koperasi Nelayan Kuala Kedah Berhad').
 */
export function applicantNamed(sources: FundingSourceFact[], applicant: string | null): FundingSourceFact[] {
  if (!applicant) return sources;
  return sources.map((f) => {
    if (kindOfApplicant(f.source, applicant)) return { ...f, source: applicant };
    const fund = OWN_FUND.exec(f.source)?.[1];
    return fund ? { ...f, source: `${fund} ${applicant}` } : f;
  });
}
