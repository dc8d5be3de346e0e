/**
 * What the paper is about, in the user's words: a short noun phrase from the title ('karnival sukan
 * tahunan') and its content words, which every section's prose must mention. Document words
 * ('kertas kerja', 'permohonan geran'), names of organisations and places, years and linking
 * clauses ('berasaskan ...', 'di ...') are cut off; the words that name the thing stay.
 */
import type { ProposalBrief } from "../writer.js";
import { findOrganisations, findPresenter } from "./names.js";

/** Document words at the start of a title. */
const LEADING_DOCUMENT_WORDS =
  /^(?:(?:kertas\s+(?:kerja|cadangan)|cadangan\s+perniagaan|pelan\s+perniagaan|rancangan\s+perniagaan|business\s+(?:plan|proposal)|research\s+proposal|grant\s+application|permohonan|cadangan|proposal|kertas|pelan|geran|pemadanan|padanan|matching|penyelidikan|tender|sebut\s+harga|tawaran|offer|bid|quotation|application|proposed|proposal\s+for|pembiayaan|pinjaman|financing|loan|a|an|the|for|untuk|bagi|to\s+(?:set\s+up|[a-z]+)|menubuhkan|membina|membangunkan|mewujudkan|menganjurkan|mengadakan|melaksanakan|menaik\s+taraf|mengusahakan|mengendalikan|pelaksanaan(?=\s+(?:program|projek|kempen|majlis|kursus|bengkel|kem|sistem))|penganjuran(?=\s+(?:program|majlis|kempen|kursus|bengkel|kem|karnival|kejohanan)))\s+)+/i;

/** A word where the thing's name ends and a name, a place or a linking clause begins. */
const BOUNDARY = new RegExp(
  `^(?:${[
    "sk|smk|sjk|sjkc|sjkt|smka|sma|sbp|mrsm|pibg|surau|masjid|persatuan|pertubuhan|koperasi|kelab|universiti|university",
    "kolej|politeknik|institut|majlis|jabatan|pejabat|kementerian|lembaga|yayasan|perbadanan|sdn|bhd|berhad|enterprise",
    "taman|kampung|kg|mukim|felda|presint|seksyen|zon|dewan|padang|daerah|negeri|lembangan|sungai|kuala|bandar|pulau|jalan|wilayah|seri|sri",
    // 'Kerepek Mak Teh', 'Nasi Lemak Kak Ros': a kinship title begins a person's name.
    "mak|pak|kak|abang|tok|opah|makcik|pakcik|mokcik",
    "kompleks|stadium|hospital|klinik|stesen|complex|station",
    "di|dan|serta|berasaskan|menggunakan|untuk|bagi|dengan|melalui|oleh|kepada|anjuran|sempena|peringkat",
    "at|in|using|based|with|via|by|through|for|on|to|and",
  ].join("|")})$`,
  "i",
);

/** Words a phrase may keep but that say nothing about the subject, so they are not nouns. */
const GENERIC = new Set(
  (
    "program programme projek project perkhidmatan service services tahunan annual baharu baru new utama main khas " +
    "special cadangan pelan plan pembangunan development sistem system tahun year kajian study " +
    "pertama kedua ketiga keempat first second third fourth"
  ).split(" "),
);
const STOPWORDS = new Set(
  "dan atau yang di ke dari daripada untuk bagi kepada dengan pada oleh ini itu the of and for in on at to a an with by".split(
    " ",
  ),
);

const isYear = (w: string) => /^\d{4}(?:h|m)?$/i.test(w);
/** An acronym or a name-like token: 'PIBG', 'TEKUN', 'Al-Hidayah'. */
/** What a study looks at, before 'of' ('Effects of ...', 'Prevalence of ...'). */
const STUDY_HEAD =
  /^(?:effects?|impacts?|roles?|influence|relationships?|determinants|factors|prevalence|efficacy|effectiveness|assessment|evaluation|analysis|patterns?|predictors?|mapping|modelling|modeling)$/i;

/** Words that name nothing without the next one ('warga emas', 'orang asli', 'anak yatim'). */
export const NEEDS_NEXT = /^(?:warga|orang|anak|ibu|golongan|kaum|senior|pejalan|laluan|tempat)$/i;

/** Acronyms that name a kind of thing ('kamera CCTV', 'lampu LED', 'makmal ICT'), not a body or a place. */
const TECHNICAL = /^(?:CCTV|LED|ICT|IT|AI|POS|ERP|NVR|Wi-?Fi|STEM|IoT|GPS|CRM|UV|RO|3D|4G|5G|TVET)$/;

// 'Al-Hidayah' names a surau; 'Al-Quran' is the book a khatam reads, part of the thing.
// 'UiTM', 'UTeM', 'UniSZA': a body's initials with small letters inside.
const isName = (w: string) =>
  /^[A-Z]{2,}(?:\(\w\))?$/.test(w) || /^\p{Lu}\p{L}*\p{Lu}$/u.test(w) || /^Al-(?!Qur'?an\b)/i.test(w);

/** Technical acronyms that say what a thing is ('IoT', 'AI', 'GIS'), not whose it is. */
const TECH = /^(?:IoT|AI|ICT|STEM|GIS|GPS|LED|CCTV|PV|3D|AR|VR|RFID|QR|POS|ERP)$/;

/** The words of the thing's name from the start of a title part. */
/** 'Pembekalan, Pemasangan dan Pentauliahan Sistem Solar': the works say how, the system is the thing. */
const WORKS =
  /^(?:(?:pembekalan|pemasangan|pentauliahan|penyelenggaraan|pengujian|supply|installation|commissioning|maintenance|testing|pengeluaran|penghasilan|pembuatan|jualan|penjualan|pemasaran|pengedaran|making|selling|sale|production|manufacturing|distribution)(?:\s*,\s*|\s+dan\s+|\s+and\s+|\s+))+/i;

/** 'Pembiayaan TEKUN untuk Kedai Dobi ...', 'Geran Pemadanan SME Corp untuk Mesin ...': a funder's name and 'untuk' before the thing itself. */
const FUNDER_FOR = /^(?:(?:[A-Z]{2,}(?:\s+[A-Z][a-z]+)?|\d{4})\s+)+(?:untuk|bagi|for)\s+/;

/** An English application or proposal named before what it is for. */
const ASKED_FOR =
  /\b(?:[Aa]pplication|[Pp]roposal|[Rr]equest|[Gg]rant|[Ff]inancing|[Ff]unding|[Ll]oan|[Qq]uotation|[Tt]ender|[Oo]ffer|[Bb]id)\s+for\s+(?:an?\s+|the\s+)?([\p{Lu}\d].+)$/u;

/** The act an auto-generated English title opens on: 'the Implementation of', 'the Development of'. */
const GENERATED_ACT =
  /^(?:the\s+)?(?:implementation|development|organi[sz]ation|establishment|procurement)\s+of\s+(?:the\s+|an?\s+)?(?=\p{Lu})/iu;

/** 'Supply of 40 Laptops to SMK Taman Desa': the works of a thing, named 'supply of laptops'. */
const WORKS_OF =
  /^(?:the\s+)?(supply|delivery|provision|purchase|procurement|installation|maintenance)(?:(?:,\s*|\s+and\s+|\s*&\s*)(?:supply|delivery|provision|installation|commissioning|set-up|maintenance))*\s+of\s+(?:\d[\d,]*\s+)?(?:units?\s+of\s+)?(.+)$/i;

/**
 * 'Cybersecurity Upgrade Proposal', 'Homestay Upgrade Grant Application, Kampung Sungai Sireh': the
 * document's own name ends an English title's thing, at its end or before a comma.
 */
const TRAILING_DOCUMENT_WORDS =
  /\s+(?:(?:(?:matching\s+)?(?:grant|financing|loan|funding)\s+)?(?:proposal|paper|application|working paper)|(?:matching\s+)?grant)(?=\s*(?:,|$))/i;

/**
 * An English name puts the thing last ('Taman Meru Green Community Garden', 'SPM Excellence
 * Motivation Camp'): its last three words before any linking word, without acronyms, years or asides.
 */
/** The words a Malay place's name opens with ('Kampung', 'Kuala', 'Taman'). */
/** Words a Malaysian place's name ends on after its first ('Taman Rasah Jaya', 'Bandar Baru Bangi', 'Taman Sri Indah'). */
const PLACE_SUFFIX =
  /^(?:jaya|indah|utama|baru|permai|setia|murni|perdana|damai|makmur|mewah|ria|heights|selatan|utara|timur|barat|tengah)$/i;
const PLACE_WORD = /^(?:kampung|kg\.?|kuala|taman|sungai|bandar|pulau|seri|sri|mukim|felda|presint|seksyen)$/i;

function englishName(part: string): string[] {
  const words = part
    .replace(/\([^)]*\)/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const link = words.findIndex((w, i) => i > 0 && /^(?:with|for|of|in|at|to|by|using|through)$/i.test(w));
  const head = (link > 0 ? words.slice(0, link) : words)
    .map((w) => (w === "&" ? "and" : w.replace(/[,;:]+$/, "")))
    // 'Low-Cost IoT Monitoring': a technical acronym is part of what the thing is, not a name.
    .filter((w) => w && (TECH.test(w) || !isName(w)) && !isYear(w) && /\p{L}/u.test(w));
  // 'Kampung Kuala Sepetang Homestay Upgrade': a Malay place's name (its place word and the word after
  // it) comes before the thing and is no part of it.
  const place = head.findLastIndex((w, i) => PLACE_WORD.test(w) && i + 2 < head.length);
  if (place >= 0) {
    // 'Taman Rasah Jaya Family Day': the place's name runs on through the words Malaysian names end on.
    let end = place + 2;
    while (end + 1 < head.length && PLACE_SUFFIX.test(head[end] ?? "")) end++;
    head.splice(0, end);
  }
  // The last three words of the name, with an 'and' joining two of them ('Wedding & Bridal Expo').
  const out: string[] = [];
  for (let i = head.length - 1, content = 0; i >= 0 && content < 3; i--) {
    if (/^and$/i.test(head[i]!)) {
      if (out.length && i > 0) out.unshift(head[i]!);
      continue;
    }
    out.unshift(head[i]!);
    content++;
  }
  while (/^and$/i.test(out[0] ?? "")) out.shift();
  // 'Chinese New Year Cultural Night': a festival's name the three words would cut ('year cultural
  // night') is the occasion, no part of the thing, and is left out whole.
  const cutFestival = festivalCut(head, head.length - out.length);
  if (cutFestival > 0) out.splice(0, cutFestival);
  // 'Senior Citizens' Health Day': a possessive keeps the word it belongs to.
  const first = head.length - out.length;
  if (/['’]s?$/.test(out[0] ?? "") && first > 0 && /^\p{Lu}\p{Ll}/u.test(head[first - 1] ?? ""))
    out.unshift(head[first - 1]!);
  return out;
}

/** A festival's name of more than one word, which names an occasion. */
const FESTIVAL =
  /^(?:(?:Chinese|Lunar)\s+New\s+Year|Hari\s+Raya(?:\s+(?:Aidilfitri|Aidiladha|Haji|Puasa))?|Tahun\s+Baru\s+Cina|Maal\s+Hijrah|Awal\s+Muharram|Maulidur\s+Rasul|Hari\s+(?:Kebangsaan|Malaysia))\b/i;

/** How many of the words from `first` on finish a festival's name that begins before them (0 when none does). */
function festivalCut(words: string[], first: number): number {
  for (let start = Math.max(0, first - 3); start < first; start++) {
    const festival = FESTIVAL.exec(words.slice(start).join(" "));
    if (!festival) continue;
    const end = start + festival[0].split(/\s+/).length;
    if (end > first && end < words.length) return end - first;
  }
  return 0;
}

/** Nouns an English name ends on ('... Community Garden'); a name that does not is read in Malay order. */
const ENGLISH_HEAD =
  /^(?:camp|garden|programme|program|project|system|app|monitoring|sensor|prototype|house|course|class|classes|tuition|workshop|festival|carnival|run|marathon|seminar|conference|centre|center|service|services|platform|website|portal|expo|competition|day|week|clinic|walk|fair|tournament|league|drive|campaign|hub|library|kitchen|market|park|playground|school|academy|initiative|scheme|study|survey|model|upgrade|programmes|trail|bazaar|retreat|talk|forum|summit|gala|dinner|ceremony|morning|evening|night|breakfast|lunch|gathering|reunion|session|sessions|outing|trip|visit|tour|celebration|party|briefing|contest|exhibition|concert|convention|symposium|roadshow|launch)$/i;

/**
 * `named`: the part is a field holding the thing's own name, so a leading acronym only qualifies it;
 * `english`: an English brief, whose names put the thing last.
 */
function leadingPhrase(part: string, named = false, english = false): string[] {
  // An English name or title ending on what the thing is ('... Community Recycling Campaign').
  if (english) {
    // 'SME Corp Matching Grant Application for a Coffee Grinding and Packing Line': the thing follows 'for'.
    // 'Proposal for the Implementation of Free Weekend Tuition Class ...' (the auto generator's titles):
    // the act the title names is no part of the thing.
    const asked = ASKED_FOR.exec(part)?.[1]?.replace(GENERATED_ACT, "");
    if (asked) return leadingPhrase(asked, named, english);
    const works = WORKS_OF.exec(part);
    if (works) {
      const thing = englishName(works[2] ?? "");
      if (thing.length) return [(works[1] ?? "").toLowerCase(), "of", ...thing.map((w) => w.toLowerCase())];
    }
    const words = englishName(part.replace(LEADING_DOCUMENT_WORDS, "").replace(TRAILING_DOCUMENT_WORDS, ""));
    if (ENGLISH_HEAD.test(words.at(-1) ?? "")) return words;
  }
  const stripped = part
    .replace(LEADING_DOCUMENT_WORDS, "")
    .replace(FUNDER_FOR, "")
    .replace(LEADING_DOCUMENT_WORDS, "")
    .replace(TRAILING_DOCUMENT_WORDS, "");
  // 'Pemasangan Kamera CCTV' alone is an act on the cameras (it stays); a tender's list of works is not the thing.
  const works = WORKS.exec(stripped)?.[0];
  const oneAct = works !== undefined && ACT_OF.test(works.trim());
  const words = (works && !oneAct && stripped.replace(WORKS, "").trim() ? stripped.replace(WORKS, "") : stripped)
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  const most = words.length > 9 ? 6 : 4;
  // 'Program Celik Digital Warga Emas': 'warga' names nothing without 'emas', so it is not cut after.
  // '... Mudah Alih dalam Pematuhan Ubat': a phrase cut one word after 'dalam' keeps what that word acts on.
  const cutAfterLink = () =>
    out.length === most &&
    /^(?:dalam|terhadap|tentang|mengenai)$/i.test(out.at(-2) ?? "") &&
    !TRAILING_LINK.test(out.at(-1) ?? "");
  for (let i = 0; i < words.length && (out.length < most || NEEDS_NEXT.test(out.at(-1) ?? "") || cutAfterLink()); i++) {
    // '(POS)', '(Fasa 2)': an aside in brackets is not part of the thing's name.
    if (words[i]!.startsWith("(")) {
      while (i < words.length - 1 && !words[i]!.includes(")")) i++;
      continue;
    }
    const word = words[i]!.replace(/[,;:()]+$/, "");
    // 'Effects of Intermittent Fasting on Glycaemic Control among Adults ...': a study's topic keeps its
    // 'of' and 'on', up to whom or where it is studied.
    if (english && /^of$/i.test(word) && out.length === 1 && STUDY_HEAD.test(out[0] ?? "")) {
      const topic = [out[0]!, "of"];
      for (let j = i + 1; j < words.length && topic.length < 8; j++) {
        const w = words[j]!.replace(/[,;:()]+$/, "");
        if (/^(?:among|amongst|in|at|for|from|using|with|:|-|–)$/i.test(w) || isYear(w)) break;
        topic.push(w);
        if (/[,;:]$/.test(words[j]!)) break;
      }
      while (topic.length > 2 && TRAILING_LINK.test(topic.at(-1)!)) topic.pop();
      return topic;
    }
    if (/^of$/i.test(word) && out.length) {
      // 'Expansion of Seri Murni Bakery': the thing after 'of' minus its name goes first ('bakery expansion').
      const rest = words.slice(i + 1);
      const tail: string[] = [];
      for (let j = 0; j < rest.length && tail.length < 2; j++) {
        const w = rest[j]!.replace(/[,;:()]+$/, "");
        if (/^(?:seri|sri)$/i.test(w)) j++;
        else if (isName(w) || isYear(w)) continue;
        else if (BOUNDARY.test(w) || STOPWORDS.has(w.toLowerCase())) break;
        else tail.push(w);
      }
      return [...tail, ...out];
    }
    const event =
      out.length === 0 &&
      /^majlis$/i.test(word) &&
      !/^(?:perbandaran|daerah|bandaraya|agama|amanah|sukan)$/i.test(words[i + 1] ?? "");
    // 'Wedding & Bridal Expo': an ampersand joins the thing's words, like 'dan' inside a name.
    if (word === "&" && out.length) {
      out.push(english ? "and" : "dan");
      continue;
    }
    // 'Grinding and Packing Line': in an English title 'and' between capitalised words joins the name.
    if (english && /^and$/.test(word) && out.length && /^\p{Lu}/u.test(words[i + 1] ?? "")) {
      out.push("and");
      continue;
    }
    // 'Gotong-Royong dan Hari Keluarga': a Malay 'dan' joins a second named thing when that name ends
    // within six words in all; a name cut in half is not joined ('... dan Rekreasi' alone is not).
    if (/^dan$/i.test(word) && out.length) {
      const second = joinedName(words.slice(i + 1));
      if (second.length && out.length + 1 + second.length <= 6) out.push(word, ...second);
      // '... Kelas Mengaji dan Tuisyen Percuma Anak Asnaf': a second activity is named by its one noun.
      else if (out.length < 6 && ACTIVITY.test(words[i + 1] ?? ""))
        out.push(word, words[i + 1]!.replace(/[,;:()]+$/, ""));
      break;
    }
    // 'Malaysia Wedding Expo': the country opening a title names no thing.
    if (!out.length && /^malaysia$/i.test(word) && words.length > i + 1) continue;
    // A name field's 'SPM Excellence Motivation Camp': an acronym qualifying the thing (English order).
    if (
      named &&
      !out.length &&
      isName(word) &&
      /^[A-Z][a-z]/.test(words[i + 1] ?? "") &&
      !BOUNDARY.test(words[i + 1] ?? "")
    )
      continue;
    // 'Keselamatan Jalan Raya': a road, not a street's name.
    if (/^jalan$/i.test(word) && /^raya\b/i.test(words[i + 1] ?? "")) {
      out.push(word, words[++i]!.replace(/[,;:()]+$/, ""));
      continue;
    }
    // 'Kem Motivasi Tahun 6': a school year or form keeps its number.
    if (/^\d{1,2}$/.test(word) && /^(?:tahun|tahap|tingkatan|darjah|form|year|grade)$/i.test(out.at(-1) ?? "")) {
      out.push(word);
      continue;
    }
    // 'Pembinaan Surau Taman Megah': what is built is the surau, a place word that would end a name.
    if (out.length && out.length <= 2 && ACT_OF.test(out.join(" ")) && PLACE_NOUN.test(word)) {
      out.push(word, ...joinedName(words.slice(i + 1)).slice(0, 2));
      break;
    }
    // 'Kamera CCTV', 'Lampu LED': a technical acronym after the thing's noun is part of its name, not an owner's.
    const technical = out.length > 0 && TECHNICAL.test(word);
    if (!event && !technical && (BOUNDARY.test(word) || isYear(word) || isName(word) || !/\p{L}/u.test(word))) break;
    out.push(word);
    if (/[,;:]$/.test(words[i]!)) break;
  }
  // A phrase cut at its length never ends on a linking word ('... bantut dalam kalangan').
  while (out.length > 1 && TRAILING_LINK.test(out[out.length - 1]!)) out.pop();
  if (out.length > 1 && /^dalam$/i.test(out[out.length - 1]!)) out.pop();
  return out;
}

/** Malay nouns of an act ('Pembinaan', 'Penubuhan', 'Naik Taraf'): the thing it acts on follows. */
export const ACT_NOUN =
  "penubuhan|pembinaan|pembangunan|pembukaan|penyediaan|pemasangan|pembelian|perolehan|penambahbaikan|pengubahsuaian|pembaikan|naik\\s+taraf";
const ACT_OF = new RegExp(`^(?:${ACT_NOUN})$`, "i");
/** Place words that end a name but are the thing an act builds or sets up ('surau', 'dewan', 'kelab'). */
const PLACE_NOUN =
  /^(?:surau|masjid|dewan|sekolah|kompleks|stadium|klinik|hospital|stesen|taman|padang|jalan|kelab|pusat|perpustakaan|tadika|asrama|koperasi|persatuan|hall|centre|center|clinic|library|club)$/i;

/** An activity named by one noun ('tuisyen', 'kaunseling'): it may follow 'dan' alone. */
const ACTIVITY =
  /^(?:tuisyen|kelas|bengkel|kursus|ceramah|latihan|kem|seminar|forum|pameran|kaunseling|bimbingan|mengaji|tazkirah|usrah)[,;:]?$/i;

/** The capitalised words of a name after 'dan', up to where a place, a name or a year begins; none if it runs on past three. */
function joinedName(words: string[]): string[] {
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.replace(/[,;:()]+$/, "");
    if (BOUNDARY.test(w) || isYear(w) || isName(w) || !/^\p{Lu}/u.test(w)) break;
    out.push(w);
    if (out.length > 3 || /[,;:]$/.test(raw)) break;
  }
  return out.length > 3 ? [] : out;
}

const TRAILING_LINK = /^(dalam|kalangan|di|ke|bagi|untuk|terhadap|antara|dan|serta|of|and|in|for|the|a)$/i;

/** Content words of a phrase: lower case, three letters or more, not a stopword or a generic word. */
export function contentWords(phrase: string): string[] {
  const words = phrase
    .toLowerCase()
    .split(/[^\p{L}\d-]+/u)
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !isYear(w));
  const specific = words.filter((w) => !GENERIC.has(w));
  return [...new Set(specific.length ? specific : words)];
}

/** When the title names nothing: the first few content words of the description's first sentence. */
/** '... is applying for RM 35,000 to open a self-service laundry shop in ...': the thing the money opens or buys. */
const TO_OPEN =
  /\b(?:to\s+(?:open|set\s+up|start|build|buy|purchase)|untuk\s+(?:membuka|menubuhkan|memulakan|membina|membeli))\s+(?:a\s+|an\s+|the\s+|sebuah\s+|satu\s+)?((?:[\p{Ll}-]+\s+){0,3}?[\p{Ll}-]{3,})(?=\s+(?:in|at|on|near|for|with|di|dengan|untuk|bagi|pada)\b|\s*[,.;]|$)/u;

function fromDescription(description: string): string[] {
  const first = description.split(/[.\n]/)[0] ?? "";
  const opened = TO_OPEN.exec(first)?.[1];
  if (opened) return opened.split(/\s+/);
  return (
    first
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}-]/gu, ""))
      .filter((w) => w.length >= 4 && !STOPWORDS.has(w.toLowerCase()) && !/^(?:me|ber|di|ter|kami|saya)/i.test(w))
      // 'X will hold a ...', 'X is organising ...': the verb of the sentence names nothing.
      .filter(
        (w) =>
          !/^(?:ingin|hendak|mahu|sebanyak|pembiayaan|pinjaman|geran|bantuan|sejak|purata|sekarang|kira-kira|would|like|apply|will|shall|hold|holds|held|organise|organize|organising|organizing|from|since|about)$/i.test(
            w,
          ),
      )
      // 'Encik Mohd Faiz ... sejak 2022': a person's title names no subject.
      .filter(
        (w) => !/^(?:encik|puan|cik|tuan|haji|hajah|ustaz|ustazah|cikgu|dato|datin|datuk|mr|mrs|ms|madam|dr)$/i.test(w),
      )
      .filter((w) => !/^[A-Z]/.test(w) || w === first.split(/\s+/)[0])
      .slice(0, 3)
  );
}

/** Template fields that name the thing itself ('Nama Program', 'Jenis Perniagaan'). */
const SUBJECT_FIELD =
  /^(?:nama (?:program|acara|projek|kursus|sistem|aplikasi|produk|perkhidmatan|laman web)|tajuk(?: penyelidikan| tender)?|jenis (?:perniagaan|majlis)|produk utama|penyelesaian digital(?: yang dicadangkan)?|program name|project title)$/i;
/** Template fields whose value is the proposed thing's own name or title ('Nama Program', 'Tajuk Tender'). */
const TITLE_FIELD =
  /^(?:nama (?:program|acara|projek|kursus|sistem|aplikasi|produk|laman web)|tajuk(?: penyelidikan| tender)?|program name|project title)$/i;

export const isTitleField = (label: string): boolean => TITLE_FIELD.test(label.trim());

/** Works on a body's own building, before its name: 'Menaik Taraf', 'Membaik Pulih'. */
const ACT_ON = /\b(menaik\s+taraf|membaik\s+pulih|membina\s+semula|mengubah\s+suai|membesarkan)$/i;
/** The works named as a thing: 'naik taraf Surau ...', as Malay writes 'projek naik taraf'. */
const WORK_NAMED: Record<string, string> = {
  "menaik taraf": "naik taraf",
  "membaik pulih": "baik pulih",
  "membina semula": "pembinaan semula",
  "mengubah suai": "pengubahsuaian",
  membesarkan: "pembesaran",
};

/** A Malay act on a business that goes on ('Pembesaran', 'Pendigitalan'), before the business's name. */
const GROWS =
  /^(pembesaran|pembukaan cawangan|pengembangan|pendigitalan|penambahbaikan|pengubahsuaian|pemindahan|(?:menaik|naik)\s+taraf|menaiktaraf|pembaikan|(?:membaik\s+|baik\s+)pulih)\s+(.+)$/i;

/** An English act on a business that goes on, after its name ('Roti Mak Jah Bakery Expansion') or before it ('Expansion of ...'). */
const GROWS_EN =
  /^(?:(.+?)\s+(expansion|upgrade|digitalisation|digitalization|modernisation|modernization|relocation|renovation)|(expansion|upgrade|digitalisation|digitalization|modernisation|modernization|relocation|renovation)\s+of\s+(?:the\s+)?(.+))$/i;

/** The words two names open with alike: 'Dobi Kasih' of 'Dobi Kasih Enterprise' and 'Dobi Kasih Laundry'. */
function sharedLead(a: string, b: string): string {
  const x = a.split(/\s+/);
  const y = b.split(/\s+/);
  let n = 0;
  while (n < x.length && n < y.length && x[n]?.toLowerCase() === y[n]?.toLowerCase()) n++;
  return y.slice(0, n).join(" ");
}

/** A brand's own spelling: 'MindWell', 'eKasih', 'iCare'. */
const BRAND = /\b\p{Lu}\p{Ll}{2,}\p{Lu}\p{L}*|\b[a-z]\p{Lu}\p{Ll}+/u;

/** Template fields whose value is a name, never the subject. */
const NAME_FIELD = /^nama\b/i;

/**
 * A phrase cut at its length may end inside a name the brief gives elsewhere ('Mesin Pembungkusan
 * Kerepek Mak | Jah Enterprise'): the words that begin that name go, so no half name is repeated.
 */
function withoutHalfName(words: string[], organisations: string[], source: string): string[] {
  const lower = words.map((w) => w.toLowerCase());
  const said = source.toLowerCase().split(/\s+/);
  for (const organisation of organisations) {
    const name = organisation.toLowerCase().split(/\s+/);
    for (let k = Math.min(name.length - 1, lower.length - 1); k >= 1; k--) {
      if (lower.slice(-k).join(" ") !== name.slice(0, k).join(" ")) continue;
      // 'Naik Taraf Homestay Kampung ...' of Homestay Kuala Sepetang: a word the name shares, not followed
      // by the rest of the name, is the thing itself.
      const at = said.findIndex((_, i) => said.slice(i, i + k).join(" ") === lower.slice(-k).join(" "));
      if (at >= 0 && said[at + k] !== name[k]) continue;
      return words.slice(0, -k);
    }
  }
  return words;
}

/**
 * A title may end on the applicant's name in another order ('Van Sejuk Beku Frozen Food Kak Yah' of
 * Kak Yah Frozen Food Enterprise): two or more closing words that are all that name's words, not in its
 * own order, go when two or more words are left to say what the thing is.
 */
function withoutTrailingName(part: string, organisations: string[]): string {
  const words = part.split(/\s+/);
  for (const organisation of organisations) {
    const name = new Set(organisation.toLowerCase().split(/\s+/));
    let start = words.length;
    while (start > 0 && name.has((words[start - 1] ?? "").toLowerCase())) start--;
    const run = words.slice(start).join(" ").toLowerCase();
    // The name in its own order ('Kedai Kek Mak Long', 'Warga Emas') is part of what the title says.
    const inOrder = ` ${organisation.toLowerCase()} `.includes(` ${run} `);
    if (words.length - start >= 2 && start >= 2 && !inOrder) return words.slice(0, start).join(" ");
  }
  return part;
}

/** A template for a service to an event ('Jenis Majlis' in a catering proposal): the event is what it serves. */
const EVENT_FIELD = /^(?:jenis majlis|type of event|event type)$/i;
const SERVICE_TO_EVENT = /\b(?:katering|catering)\b/i;

/** 'katering makan malam tahunan', 'annual dinner catering': the service, not the event. */
function servedEvent(brief: ProposalBrief): { phrase: string; nouns: string[] } | null {
  const event = brief.template?.fields.find((f) => EVENT_FIELD.test(f.label.trim()))?.value.trim();
  if (!event || !SERVICE_TO_EVENT.test(brief.template?.name ?? "")) return null;
  const named = event.toLocaleLowerCase(brief.language === "en" ? "en" : "ms").replace(/[\s.]+$/u, "");
  // Short enough to be named whole: 'katering makan malam tahunan' ('majlis' goes: the dinner is the
  // occasion); a long name keeps its first three words ('Majlis Rumah Terbuka Aidilfitri Warga
  // Pejabat' -> 'katering rumah terbuka Aidilfitri').
  const short = named
    // 'Majlis Makan Malam Tahunan' is a dinner; 'Majlis Anugerah Guru Cemerlang' keeps its 'majlis'.
    .replace(/^(?:the|majlis(?=\s+(?:makan|jamuan|rumah terbuka|hari raya|perkahwinan|kenduri|berbuka)\b))\s+/, "")
    .split(/\s+/)
    // A 'majlis' kept is counted over the three words of its name.
    .slice(0, 3)
    .join(" ");
  const kept = /^majlis\s/.test(named) && short.startsWith("majlis") ? named.split(/\s+/).slice(0, 4).join(" ") : short;
  const phrase = brief.language === "en" ? `${kept} catering` : `katering ${kept}`;
  return { phrase, nouns: contentWords(phrase) };
}

/** A title part that is only the document's name, and perhaps whom it goes to. */
const DOCUMENT_PART =
  /^(?:(?:research|grant|financing|funding|business|project|loan|sponsorship|csr|geran|penyelidikan|pembiayaan|perniagaan|projek|tajaan|sumbangan)\s+)*(?:application|proposal|request|submission|plan|permohonan|cadangan|kertas kerja|kertas cadangan|pelan perniagaan|pelan)(?:\s+(?:to|kepada)\s+.+)?$|^(?:permohonan|request\s+for)\s+(?:tajaan|sumbangan|sponsorship|funding|geran|grant)$/iu;

/** A title part that names only the kind of study ('Kajian Tindakan: Penggunaan Kad Imbas Kata ...', 'Action Research: ...'). */
const STUDY_KIND_PART =
  /^(?:kajian|penyelidikan|research|study)(?:\s+(?:tindakan|kes|rintis|awal|action|case|pilot))?$|^(?:action|case|pilot)\s+(?:research|study)$/iu;

/** A title part that names only the scheme applied to ('Digitalisation Matching Grant', 'Geran Padanan Digital'). */
const SCHEME_PART =
  /^(?:(?:permohonan|application|proposal|cadangan|kertas)\s+)?(?:(?:[\p{L}&-]+\s+){0,5}(?:grant|fund|scheme|financing|loan)|(?:geran|skim|dana|tabung|pembiayaan|pinjaman)(?:\s+[\p{L}&-]+){0,5})$/iu;

/** What a title asks money for, before 'for' and its owner: 'Equipment Financing Application' -> 'equipment purchase'. */
function boughtBefore(part: string, language: "ms" | "en"): string | null {
  const before = part
    .replace(/\s+(?:for|untuk|bagi)\s+.*$/i, "")
    .replace(
      /\b(?:application|proposal|request|permohonan|cadangan|kertas|financing|funding|loan|grant|pembiayaan|pinjaman|geran)\b/gi,
      "",
    )
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  if (!before || !/\p{L}/u.test(before)) return null;
  const goods = /^(?:equipment|machinery|machines?|vehicles?|van|lorry|peralatan|mesin|jentera|kenderaan)$/.test(
    before,
  );
  if (!goods) return before;
  return language === "en" ? `${before} purchase` : `pembelian ${before}`;
}

/** Goods a business buys with the money: 'mesin jahit industri', 'industrial sewing machines'. */
const GOODS_FIRST = /^(?:mesin|peralatan|jentera|kenderaan|van|lori|ketuhar|komputer)\b/i;
const GOODS_LAST = /\b(?:machines?|machinery|equipment|vehicles?|vans?|lorr(?:y|ies)|ovens?|computers?|laptops?)$/i;
/** The brief says the money buys them: 'untuk membeli 3 mesin', 'to buy two machines'. */
const BUYS = /\b(?:membeli|pembelian|beli|to buy|buying|to purchase|purchasing|purchase of)\b/i;

/**
 * 'Permohonan Pembiayaan TEKUN untuk Mesin Jahit Industri ...' whose money 'membeli 3 mesin jahit
 * industri': the paper is about buying the machines ('pembelian mesin jahit industri'), never about
 * the machines as if they were a project ('Kejayaan mesin jahit industri').
 */
function boughtGoods(phrase: string, brief: ProposalBrief): string | null {
  const text = [brief.description, brief.objectives, brief.additionalInfo].join("\n");
  if (!BUYS.test(text)) return null;
  // 'supply of laptops' already names what is done with them.
  if (brief.language === "en")
    return GOODS_LAST.test(phrase) && !/\bof\b/i.test(phrase) ? `purchase of ${phrase}` : null;
  return GOODS_FIRST.test(phrase) ? `pembelian ${phrase}` : null;
}

/** What an English phrase without a head noun is, as the brief says it: 'a 9-month digital skills programme'. */
const HEAD_AFTER =
  /^\s+(programmes?|programs?|projects?|courses?|training|workshops?|campaigns?|initiatives?|centres?|centers?|systems?|services?|apps?|platforms?|classes|camps?)\b/i;

/** 'digital skills' -> 'digital skills programme' when the description names it so; else as it is. */
function withHeadNoun(phrase: string, description: string): string {
  const last = phrase.split(/\s+/).at(-1) ?? "";
  if (ENGLISH_HEAD.test(last)) return phrase;
  const lower = description.toLowerCase();
  const at = lower.indexOf(phrase.toLowerCase());
  const head = at >= 0 ? HEAD_AFTER.exec(lower.slice(at + phrase.length))?.[1] : undefined;
  return head ? `${phrase} ${head}` : phrase;
}

/**
 * A title without the document, the scheme and the funders that open it, in any order: 'TEKUN
 * Financing for Kedai Jahit Nurul Expansion' is 'Kedai Jahit Nurul Expansion'.
 */
function withoutOpeners(part: string, organisations: string[]): string {
  let rest = part.trim();
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(LEADING_DOCUMENT_WORDS, "").replace(FUNDER_FOR, "");
    for (const funder of organisations.slice(1)) {
      if (rest.toLowerCase().startsWith(`${funder.toLowerCase()} `)) rest = rest.slice(funder.length).trim();
      // 'Pembiayaan TEKUN Perniagaan ...' of TEKUN Nasional: the funder by its short name opens it too.
      const short = /^(\p{Lu}{3,})\s/u.exec(funder)?.[1];
      if (short && rest.startsWith(`${short} `)) rest = rest.slice(short.length).trim();
      // 'TEKUN Niaga untuk Perniagaan Jahitan ...': the funder's scheme, named before what it is for.
      if (rest !== before) rest = rest.replace(/^\p{Lu}\p{Ll}+\s+(?:untuk|bagi|for)\s+/u, "");
    }
  }
  return rest;
}

/**
 * 'Permohonan Geran Padanan SME Corp Kilang Kerepek Mak Esah' by Kilang Kerepek Mak Esah Sdn Bhd: the
 * document, the scheme and its funder open the title; the business after them, as the title names it,
 * is whom the paper is about. Null unless something opened the title and the rest is the applicant.
 */
function applicantAfterScheme(part: string, organisations: string[]): string | null {
  const applicant = organisations[0]?.toLowerCase();
  if (!applicant) return null;
  const rest = withoutOpeners(part, organisations);
  if (rest === part.trim() || rest.split(/\s+/).length < 2) return null;
  const said = rest.toLowerCase();
  return applicant === said || applicant.startsWith(`${said} `) ? rest : null;
}

/**
 * "Kak Yah's Laundry Shop Start-Up Grant" of Kak Yah Enterprise: the applicant owns the thing the
 * title names after its possessive; the thing is what the paper is about.
 */
function withoutOwner(part: string, ownNames: string[]): string {
  const m = /^((?:\p{Lu}[\p{L}.-]*\s+){0,3}\p{Lu}[\p{L}-]*)['’]s\s+(?=\p{Lu}\S*\s+\S)/u.exec(part.trim());
  const owner = m?.[1]?.toLowerCase();
  if (!m || !owner || !ownNames.some((o) => o.toLowerCase().startsWith(owner))) return part;
  return part.trim().slice(m[0].length);
}

/** '<thing> Financing for <applicant>': the money asked for a thing, by the business named after 'for'. */
const FINANCING_FOR = /\b(?:financing|loan|funding|grant)(?:\s+application)?\s+for\s+(.+)$/i;

/** 'Proposal to Install Solar Panels at ...': the act the title proposes, and its noun. */
const PROPOSED_ACT =
  /\b(?:proposal|application|request|plan)\s+to\s+(install|build|construct|upgrade|renovate|repair|replace|purchase|buy|refurbish|establish)\s+(.+)$/i;
const ACT_NOUN_EN: Record<string, string> = {
  install: "installation",
  build: "construction",
  construct: "construction",
  upgrade: "upgrade",
  renovate: "renovation",
  repair: "repair",
  replace: "replacement",
  purchase: "purchase",
  buy: "purchase",
  refurbish: "refurbishment",
  establish: "establishment",
};

type Subject = { phrase: string; nouns: string[]; proper?: boolean; names?: string[] };

/**
 * Places the brief names after 'in', 'at', 'di' ('in Ipoh', 'di Kota Bharu', 'at Shah Alam'), one or
 * two capitalised words.
 */
function placesIn(description: string): string[] {
  return [
    ...description.matchAll(
      /\b(?:in|at|near|around|di|dari|from|sekitar)\s+((?:\p{Lu}\p{Ll}+)(?:\s\p{Lu}\p{Ll}+)?)(?=[\s,.;:)]|$)(?!\s\p{Lu})/gu,
    ),
  ].flatMap((m) => (m[1] ?? "").split(/\s/));
}

/**
 * The words of a subject that are names, kept capitalised in running text: places the brief names
 * ('the Ipoh youth coding bootcamp') and the applicant's own name opening it ('the Mesra Kopi second outlet').
 */
function namesOf(phrase: string, brief: ProposalBrief): string[] {
  const words = new Set(phrase.toLocaleLowerCase("ms").split(/\s+/));
  const organisations = findOrganisations([brief.description, brief.companyBackground].join("\n"));
  const own = organisations
    .map((o) => sharedLead(phrase, o))
    .find((lead) => lead.includes(" ") && lead.split(/\s+/).length < phrase.split(/\s+/).length);
  return [...placesIn(brief.description), ...(own ? own.split(/\s+/) : [])].filter((w) =>
    words.has(w.toLocaleLowerCase("ms")),
  );
}

/** The subject, named with the act an English title proposes ('installation of solar panels', not 'solar panels'). */
export function extractSubject(brief: ProposalBrief): Subject {
  const subject = actedSubject(brief);
  const names = namesOf(subject.phrase, brief);
  return names.length ? { ...subject, names } : subject;
}

function actedSubject(brief: ProposalBrief): Subject {
  const found = subjectOf(brief);
  const act = brief.language === "en" ? PROPOSED_ACT.exec(brief.title) : null;
  const noun = act ? ACT_NOUN_EN[(act[1] ?? "").toLowerCase()] : undefined;
  if (!act || !noun || found.proper || !(act[2] ?? "").toLowerCase().startsWith(found.phrase)) return found;
  const phrase = `${noun} of ${found.phrase}`;
  return { phrase, nouns: contentWords(phrase) };
}

function subjectOf(brief: ProposalBrief): Subject {
  const served = servedEvent(brief);
  if (served) return served;
  const fields = brief.template?.fields ?? [];
  const names = fields
    .filter((f) => NAME_FIELD.test(f.label) && !SUBJECT_FIELD.test(f.label))
    .map((f) => f.value.trim());
  const subjectFields = fields.filter((f) => SUBJECT_FIELD.test(f.label.trim())).map((f) => f.value);
  // A template title is 'Template name: headline value'; a headline that is a name says nothing of the subject.
  const titleParts = brief.title.split(/\s*(?::|\s[-–—]\s)\s*/).filter((p) => p && !names.includes(p.trim()));
  const ordered = brief.template ? titleParts.reverse() : titleParts;
  // 'Digitalisation Matching Grant: Online Ordering System for ...': the scheme is what is asked of,
  // the system is what the paper is about, so a part naming only a scheme is read last.
  // 'MindWell Campus: Peer Support Workshops ...': a brand names the programme, the other part says what it is.
  const named = (p: string) => SCHEME_PART.test(p.trim()) || (ordered.length > 1 && BRAND.test(p));
  const organisations = findOrganisations(
    [brief.description, brief.companyBackground, brief.additionalInfo, brief.objectives].join("\n"),
  );
  const presenterName = findPresenter(brief.description);
  const presenter = presenterName?.toLowerCase() ?? null;
  const ownNames = presenterName ? [...organisations, presenterName] : organisations;
  const parts = [...subjectFields, ...ordered.filter((p) => !named(p)), ...ordered.filter(named)].map((p) =>
    withoutOwner(p, ownNames),
  );
  for (const part of parts) {
    // 'Cold Room Financing for Ikan Segar Pak Long' by that business: what it asks money for, named before 'for'.
    // 'TEKUN Financing for Kak Yah Tailoring' names the scheme before it, not a thing: read on.
    const forOwn = brief.language === "en" ? FINANCING_FOR.exec(part.trim()) : null;
    const asked = forOwn ? part.trim().slice(0, forOwn.index) : "";
    if (
      forOwn?.[1] &&
      ownNames.some((o) => o.toLowerCase() === (forOwn[1] ?? "").trim().toLowerCase()) &&
      !/\b\p{Lu}{2,}\b/u.test(asked) &&
      !organisations.some((o) => asked.toLowerCase().includes(o.toLowerCase()))
    ) {
      const bought = boughtBefore(part, "en");
      if (bought) return { phrase: bought, nouns: contentWords(bought) };
    }
    // 'Research Grant Application: Microplastic ...', 'Proposal to Majlis Bandaraya Ipoh: Street Art ...':
    // a part that only names the document (and whom it goes to) is not the subject when another part is.
    if (parts.length > 1 && (DOCUMENT_PART.test(part.trim()) || STUDY_KIND_PART.test(part.trim()))) continue;
    const named = subjectFields.includes(part);
    // 'SK Bukit Indah Sports Day 2027' of SK Bukit Indah: the organiser (the brief's first body, never a
    // funder named later) opening the title is not the thing.
    const opener = [organisations[0] ?? ""]
      .filter(Boolean)
      .find((o) => part.trim().toLowerCase().startsWith(`${o.toLowerCase()} `));
    const applicant = applicantAfterScheme(part, organisations);
    if (applicant) {
      // 'Cadangan Menaik Taraf Surau Al-Ikhlas ...' by that surau: the work on it, not the surau itself.
      const before = part.trim().slice(0, part.trim().toLowerCase().lastIndexOf(applicant.toLowerCase()));
      const act = ACT_ON.exec(before.trim())?.[1]?.toLowerCase().replace(/\s+/g, " ");
      const phrase = act ? `${WORK_NAMED[act] ?? act} ${applicant}` : applicant;
      return { phrase, nouns: contentWords(phrase), proper: true };
    }
    // 'Permohonan Pembiayaan MARA Perniagaan Kuih Tradisional ...': the funder after the document words opens the title too.
    const unopened = withoutOpeners(part, organisations);
    const funded =
      unopened !== part.trim().replace(LEADING_DOCUMENT_WORDS, "") &&
      unopened.split(/\s+/).length >= 2 &&
      !DOCUMENT_PART.test(unopened) &&
      !SCHEME_PART.test(unopened)
        ? unopened
        : part.trim();
    // 'Homestay Upgrade Grant Application, Kampung Sungai Sireh': the document it is ends the thing's name.
    const thing = withoutTrailingName(opener ? part.trim().slice(opener.length).trim() : funded, organisations).replace(
      TRAILING_DOCUMENT_WORDS,
      "",
    );
    const whole = leadingPhrase(/\p{L}{3}/u.test(thing) ? thing : part.trim(), named, brief.language === "en");
    // Two things joined by 'dan' end where the second's name ends, never cut at a length.
    const trimmed = whole.some((w) => /^(?:dan|and)$/i.test(w))
      ? whole
      : withoutHalfName(whole, organisations, /\p{L}{3}/u.test(thing) ? thing : part.trim());
    // 'Pembukaan Kafe Kopi Kampung ...' by Kafe Kopi Kampung Enterprise: the opening of a café, not 'pembukaan'.
    const words = trimmed.length === 1 && whole.length > 1 ? whole.slice(0, 2) : trimmed;
    const phrase = words.join(" ").toLowerCase();
    // 'Equipment Financing Application for Bengkel Kenderaan Ah Seng': the business is who asks; what it
    // asks for is named before 'for' ('equipment purchase').
    if (presenter && phrase === presenter) {
      const bought = boughtBefore(part, brief.language);
      if (bought) return { phrase: bought, nouns: contentWords(bought) };
      continue;
    }
    // 'Pembesaran Dobi Layan Diri Bersih Ceria' by that laundrette: its expansion, the business named as it names itself.
    const grows = brief.language === "ms" ? GROWS.exec(withoutOpeners(thing, organisations)) : null;
    const grown = grows ? ownNames.find((o) => grows[2]?.toLowerCase().startsWith(o.toLowerCase())) : undefined;
    if (grows && grown) {
      const phrase = `${(grows[1] ?? "").toLowerCase()} ${grown}`;
      return { phrase, nouns: contentWords(phrase), proper: true };
    }
    // 'Roti Mak Jah Bakery Expansion' by Roti Mak Jah: the bakery's expansion, its name as written.
    const growsEn =
      brief.language === "en" ? GROWS_EN.exec(withoutOpeners(thing, organisations).replace(/,.*$/, "")) : null;
    const business = growsEn ? (growsEn[1] ?? growsEn[4] ?? "").trim() : "";
    const act = (growsEn?.[2] ?? growsEn?.[3] ?? "").toLowerCase();
    // 'Modernisation of Syarikat Perabot Jati Murni's Finishing Workshop': the business's own workshop, modernised.
    const owned = /^(?:Syarikat\s+)?(.+?)['’]s\s+(.+)$/u.exec(business);
    const ownedBy = (name: string) => ownNames.some((o) => o.toLowerCase().startsWith(name.toLowerCase()));
    if (growsEn && owned?.[1] && owned[2] && ownedBy(owned[1])) {
      const phrase = `${owned[2].toLowerCase()} ${act}`;
      return { phrase, nouns: contentWords(phrase) };
    }
    if (growsEn && ownNames.some((o) => business.toLowerCase().startsWith(o.toLowerCase()))) {
      const phrase = `${business} ${act}`;
      return { phrase, nouns: contentWords(phrase), proper: true };
    }
    // 'Dobi Kasih Laundry Expansion' by Dobi Kasih Enterprise: the name the business shares with its
    // applicant keeps its capitals ('the Dobi Kasih laundry expansion').
    const shared = growsEn ? ownNames.map((o) => sharedLead(o, business)).find((n) => n.includes(" ")) : undefined;
    if (growsEn && shared) {
      const phrase = `${shared} ${business.slice(shared.length).trim().toLowerCase()} ${act}`.replace(/\s+/g, " ");
      return { phrase, nouns: contentWords(phrase), proper: true };
    }
    // 'Pelan Perniagaan Kedai Kek Mak Long' by Kedai Kek Mak Long: the paper is about the business, named as it names itself.
    const said = whole.join(" ").toLowerCase();
    const own = organisations.find((o) => o.toLowerCase() === said || o.toLowerCase().startsWith(`${said} `));
    if (own && (own.toLowerCase() === presenter || own === organisations[0])) {
      // 'Kopi Kampung Cafe Second Outlet' of Kopi Kampung Enterprise: the business's name, then the thing it opens.
      const written = brief.language === "en" ? thing.replace(/,.*$/, "") : "";
      const name = sharedLead(own, written);
      const after = written.slice(name.length).trim().split(/\s+/).filter(Boolean);
      const more = after.map((w) => w.toLowerCase()).filter((w) => !GENERIC.has(w) && !isYear(w));
      if (name.includes(" ") && more.length && after.length <= 4 && after.every((w) => /^\p{L}+$/u.test(w))) {
        const phrase = `${name} ${after.join(" ").toLowerCase()}`;
        return { phrase, nouns: contentWords(phrase), proper: true };
      }
      return { phrase: own, nouns: contentWords(own), proper: true };
    }
    if (contentWords(phrase).some((w) => !GENERIC.has(w))) {
      const named = brief.language === "en" ? withHeadNoun(phrase, brief.description) : phrase;
      const purchase = boughtGoods(named, brief);
      if (purchase) return { phrase: purchase, nouns: contentWords(purchase) };
      return { phrase: named, nouns: contentWords(named) };
    }
  }
  const words = fromDescription(brief.description);
  if (!words.length && names[0]) {
    // Only a business name is given ('Kedai Roti Mak Som'): its first words say what the business is.
    const head = names[0].split(/\s+/).slice(0, 2).join(" ").toLowerCase();
    return { phrase: head, nouns: contentWords(head) };
  }
  const phrase = words.join(" ").toLowerCase();
  return { phrase, nouns: contentWords(phrase) };
}
