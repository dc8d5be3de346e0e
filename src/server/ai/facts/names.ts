/**
 * Proper names in a brief: organisations ('SK Taman Melati', 'Bakeri Seri Murni Sdn. Bhd.', 'TEKUN'),
 * places ('Dewan Serbaguna Taman Melati', 'Kuala Terengganu'), the venue, who presents the paper and
 * to whom. Names are read from capitalised words after a marker word, so lower-case prose is never
 * taken for a name.
 */

import { SHORTENED, upperFirst } from "./text.js";

/** A capitalised word of a name: 'Taman', 'Al-Hidayah', 'SK', 'SJK(C)', '(M)', '2'. */
const NAME_WORD = String.raw`(?!RM[\s\d])(?:(?:Kg|Jln|Bt|Sg)\.|[A-Z][\p{L}'’]*(?:-[\p{L}]+)*(?:\([A-Z]\))?|\([A-Z]\)|\d{1,3}(?:\/\d{1,3})?[A-Z]?(?![\d\p{L}]))`;
/** Words of one name are on one line: a line break always ends a name. */
const GAP = "[ \\t]+";
/** A trailing company form: 'Sdn. Bhd.', 'Berhad', 'Enterprise', 'PLT'. */
const COMPANY_FORM = String.raw`(?:Sdn\.?\s?Bhd\.?|Berhad|Bhd\.?|Enterprise|Enterprises|Trading|Resources|Holdings|Ventures|PLT|Agro|Global)`;

/** Words that open an organisation's name. */
const ORG_HEAD = [
  "SK",
  "SMK",
  "SJK\\s?\\([CT]\\)",
  "SJKC",
  "SJKT",
  "SMKA",
  "SMA",
  "SBP",
  "MRSM",
  "Sekolah(?:\\s+(?:Kebangsaan|Menengah|Rendah|Agama))*",
  "PIBG",
  "Surau",
  "Masjid",
  "Maahad",
  "Madrasah",
  "Pondok",
  "Persatuan",
  "Pertubuhan",
  "Jawatankuasa",
  "(?:Kawasan\\s+)?Rukun\\s+Tetangga",
  "Koperasi",
  "Kelab",
  "Universiti",
  "University",
  "Kolej",
  "Politeknik",
  "Institut",
  "Dewan\\s+(?:Bandaraya|Bahasa)",
  "Majlis\\s+(?:Perbandaran|Bandaraya|Daerah|Agama|Sukan|Belia)",
  "Jabatan",
  "Pejabat",
  "Kementerian",
  "Lembaga",
  "Yayasan",
  "Perbadanan",
  "Suruhanjaya",
  "Hospital",
  "Klinik",
  "Tadika",
  "Bakeri",
  "Syarikat",
  "Ladang",
  "Kilang",
  "Restoran",
  "Kedai",
  "Butik",
  "Kafe",
  "Salon",
  "Dobi",
  "Gerai",
].join("|");
const ORG_PREFIXED = new RegExp(String.raw`\b(?:${ORG_HEAD})(?:${GAP}${NAME_WORD}){1,8}`, "gu");
/**
 * 'Pejabat Daerah dan Tanah Hulu Langat', 'Jabatan Pengairan dan Saliran', 'Jawatankuasa Kemajuan dan
 * Keselamatan Kampung': 'dan' inside a body's name.
 */
const ORG_JOINED = new RegExp(
  String.raw`\b(?:Pejabat|Jabatan|Kementerian|Lembaga|Perbadanan|Jawatankuasa|Persatuan|Pertubuhan)(?:${GAP}${NAME_WORD}){1,3}${GAP}dan${GAP}(?!(?:${ORG_HEAD})\b)${NAME_WORD}(?:${GAP}${NAME_WORD}){0,4}`,
  "gu",
);
const ORG_SUFFIXED = new RegExp(String.raw`\b[A-Z][\p{L}'’-]*(?:${GAP}${NAME_WORD}){0,5}${GAP}${COMPANY_FORM}`, "gu");
/**
 * An English name ends on what the body is: 'Taman Sri Muda Residents Association', 'Shah Alam City
 * Council', or on the place a club is of: 'Rotary Club of Klang', 'Lions Club of Petaling Jaya'.
 */
const ORG_ENGLISH = new RegExp(
  String.raw`\b(?!The\b)[A-Z][\p{L}'’-]*(?:${GAP}${NAME_WORD}){0,5}${GAP}(?:Club${GAP}of(?:${GAP}[A-Z][\p{L}'’-]*){1,3}|Association|Society|Club|Foundation|Fund|Trust|Cooperative|Co-operative|Council|Committee|City${GAP}Hall|Department|Ministry|Board|Agency|Authority|District${GAP}Office)\b`,
  "gu",
);
/**
 * A business named by whose it is: 'Kilau Auto Car Wash, owned by Mr. Azlan', 'Dobi Bersih milik Puan
 * Salmah': the name before the owner, whatever its last word.
 */
const ORG_OWNED = new RegExp(
  // '... a fish wholesaler in Kuala Kedah run by Encik Rahim': a place, not the business.
  String.raw`(?<!\b(?:in|at|near|from|di|ke|dari)[ \t]+)\b(?!The\b|Our\b|This\b)[A-Z][\p{L}'’-]*(?:${GAP}${NAME_WORD}){1,6}(?=[ \t]*,?[ \t]*(?:\([ \t]*)?(?:(?:owned|run|founded|operated|managed)[ \t]+by|milik|dimiliki[ \t]+oleh|diusahakan[ \t]+oleh)[ \t]+\p{Lu})`,
  "gu",
);
/**
 * 'Segar Fresh Fish Supply (SSM 202003045678)': the name a business is registered under, whatever its
 * last word, right before its registration number.
 */
const ORG_REGISTERED = new RegExp(
  String.raw`\b(?!The\b|Our\b|This\b|Kami\b)[A-Z][\p{L}'’&-]*(?:${GAP}${NAME_WORD}){0,6}(?=[ \t]*\((?:No\.?[ \t]*)?(?:SSM|ROS|PPM|Pendaftaran|Reg(?:istration)?\.?(?:[ \t]+No\.?)?)[ \t:]*[\dA-Z])`,
  "gu",
);
/** 'Puan Zainab binti Ismail (Dapur Mak Nah, SSM 202301045566)': the business named in brackets before its registration. */
const ORG_BRACKETED = new RegExp(
  String.raw`(?<=\()[A-Z][\p{L}'’&-]*(?:${GAP}${NAME_WORD}){0,6}(?=,[ \t]*(?:SSM|ROS|PPM|No\.?[ \t]*(?:Pendaftaran|SSM)|Reg(?:istration)?\.?)[ \t:]*[\dA-Z])`,
  "gu",
);

/**
 * 'Ministry of Tourism, Arts and Culture (MOTAC)', 'Kementerian Pelancongan, Seni dan Budaya (MOTAC)': a
 * ministry's name runs over its commas and 'and' (a comma only before one word and the 'and'), to its
 * initials, and never into another body's name.
 */
const MINISTRY_OF =
  /\b(?:Ministry\s+of|Kementerian)\s+\p{Lu}[\p{L}'’-]*(?:(?:,\s*(?=\p{Lu}[\p{L}'’-]*\s+(?:and|dan)\s)|\s+(?:and|dan)\s+|\s+)(?!(?:Ministry|Kementerian|Jabatan|Department|Majlis|Pejabat|Lembaga|PIBG)\b)\p{Lu}[\p{L}'’-]*)*(?:\s*\(\p{Lu}{2,}\))?/gu;
/** Funders and agencies named on their own. */
export const FUNDERS =
  /(?<!\b(?:Sains|Profesional|Kemahiran|Teknologi|Kolej|Maktab|Institut)\s)\b(?:TEKUN(?: Nasional)?|MARA|SME Corp(?:oration)?(?: Malaysia)?|MDEC|MARDI|FAMA|TERAJU|PUNB|Bank Rakyat|Agrobank|BSN|Bank Simpanan Nasional|Amanah Ikhtiar Malaysia|AIM|MOSTI|KPT|KPM|KPKT|Cradle|Khazanah|Yayasan Hasanah|PERKESO|HRD Corp|SIRIM|MIDA|MATRADE|KUSKOP|SME Bank|Bank Pembangunan|MBSB|MOTAC|KPWKM|RISDA|FELCRA|LKIM|KKDW|KETENGAH|KESEDAR|KEDA|Tourism Malaysia|Yayasan Sime Darby|Yayasan Petronas)\b/g;

/** Malaysian universities by the short names researchers write ('Senior Lecturer, UMT'). */
const UNIVERSITIES =
  /\b(?:UKM|UPM|USM|UTM|UIAM|IIUM|UiTM|UUM|UNIMAS|UMS|UPSI|USIM|UMT|UMK|UTHM|UTeM|UMPSA|UniMAP|UniSZA|UPNM|UTAR|UNITEN|UTP)\b/g;

const PLACE_HEAD =
  "Dewan|Padang|Dataran|Stadium|Auditorium|Bilik|Hotel|Pusat|Gelanggang|Kompleks|Balai|Laman|Taman|Kampung|Kg\\.?|Bandar|Pulau|Pantai|Tasik|Hutan|Lembangan|Sungai|Jalan|Menara|Wisma|Plaza|Arena|Hall|Centre|Center";
const PLACE_PREFIXED = new RegExp(String.raw`\b(?:${PLACE_HEAD})(?:${GAP}${NAME_WORD}){1,6}`, "gu");
/** Towns after 'di' / 'in' / 'at' ('di Kuala Terengganu'); the capitalised run is the place. */
const AFTER_DI = new RegExp(String.raw`\b(?:di|in|at|ke|sekitar)${GAP}(${NAME_WORD}(?:${GAP}${NAME_WORD}){0,3})`, "gu");

/** Single spaces, no trailing comma or full stop (except the one of 'Sdn. Bhd.'). */
function tidy(name: string): string {
  const text = name.replace(/\s+/g, " ").trim();
  return /\b(?:Bhd|Sdn)\.$/.test(text) ? text : text.replace(/[\s,.]+$/, "");
}

function unique(names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    // A longer name that contains a shorter one keeps the longer ('PIBG SK Taman Melati' over 'SK Taman Melati').
    const within = out.findIndex((o) => o.toLowerCase().includes(lower) || lower.includes(o.toLowerCase()));
    if (within < 0) out.push(name);
    else if (name.length > out[within]!.length) out[within] = name;
  }
  return out;
}

/** 'The PIBG of SK Taman Desa', 'the PTA of SMK Seri Kembangan': an English name of a school's association. */
const ASSOCIATION_OF = new RegExp(
  String.raw`\b(?:PIBG|PTA|Parent-Teacher Association)${GAP}of${GAP}(?:the${GAP})?(?:${ORG_HEAD})(?:${GAP}${NAME_WORD}){1,6}`,
  "gu",
);

/** A village body's name that goes on after its acronym: '... Keselamatan Kampung (JPKK) Sri Gading'. */
const VILLAGE_BODY = /\b(?:Kampung|Kampong|Kg\.?|Taman|Desa|Penduduk|Felda)$/;
const ITS_VILLAGE = /^[ \t]*\((\p{Lu}{2,})\)((?:[ \t]+(?!RM\b)\p{Lu}[\p{L}'’-]*){1,4})/u;

/** 'SK Bukit Indah Sports Day 2027', 'SMK Seri Permai STEM Carnival': a school's name ends where the event it holds (or its field) begins. */
/** The words a school's name starts with ('SK', 'SJK (C)', 'Sekolah'). */
const SCHOOL_HEAD = String.raw`(?:SK|SMK|SJK\s?\([CT]\)|SJKC|SJKT|SMKA|SBP|MRSM|Sekolah)`;
const SCHOOL_THEN_EVENT = new RegExp(
  String.raw`^(${SCHOOL_HEAD}(?:\s+\S+)+?)\s+(?:STEM|ICT|Robotik|Robotics|Literasi|Literacy|Keusahawanan|Entrepreneurship|Inovasi|Innovation|Kerjaya|Career|Sports|Day|Hari|Sukan|Karnival|Carnival|Kem|Camp|Program|Programme|Majlis|Sambutan|Kejohanan|Festival|Fair|Run|Larian|Anugerah|Awards?|Annual|Tahunan)\b.*$`,
  "u",
);

/** 'Pejabat Majlis Perbandaran ...', 'Pejabat Jabatan ...': an office named by the body it houses. */
const OFFICE_OF = /^Pejabat\s+((?:Majlis|Jabatan|Lembaga|Kementerian|Perbadanan)\s.+)$/u;

const SCHOOL_BEFORE_ACRONYM = /^Sekolah\s+(?=(?:SK|SMK|SJK|SJKC|SJKT|SMKA|SBP)\b)/;

const DATE_AFTER_NAME =
  /\s+\d{1,2}\s+(?:Jan|Feb|Mac|Mar|Apr|Mei|May|Jun|Jul|Ogo|Aug|Sep|Okt|Oct|Nov|Dis|Dec)\p{L}*(?:\s+\d{4})?$/u;
/** A pronoun or article that opens the sentence before a name ('Kami', 'We', 'The'): no part of it. */
const WORD_BEFORE_NAME = /^(?:Kami|Kita|We|Our|The)\s+(?=\p{Lu})/u;

export function findOrganisations(text: string): string[] {
  const names: { at: number; name: string }[] = [];
  for (const re of [
    MINISTRY_OF,
    ASSOCIATION_OF,
    ORG_SUFFIXED,
    ORG_ENGLISH,
    ORG_JOINED,
    ORG_PREFIXED,
    ORG_OWNED,
    ORG_REGISTERED,
    ORG_BRACKETED,
    FUNDERS,
    UNIVERSITIES,
  ]) {
    for (const m of text.matchAll(re)) {
      const name = tidy(m[0]);
      const village = VILLAGE_BODY.test(name) ? ITS_VILLAGE.exec(text.slice(m.index + m[0].length)) : null;
      const named = village ? `${name} (${village[1]})${village[2]}` : name;
      // 'Bangunan Ibu Pejabat Majlis Perbandaran Kuala Selangor': the council, not its office.
      const office = OFFICE_OF.exec(named);
      const at = office ? m.index + (office[0].length - (office[1] ?? "").length) : m.index;
      // 'Padang Sekolah SK Seri Mahkota': 'Sekolah' before a school's own 'SK' is no part of its name.
      const shown = (office?.[1] ?? named).replace(SCHOOL_THEN_EVENT, "$1").replace(SCHOOL_BEFORE_ACRONYM, "");
      // 'Kami Syarikat Hijau Indah Landskap Sdn. Bhd. ...', 'The Tanjung Dawai ... Cooperative Berhad'.
      const opener = WORD_BEFORE_NAME.exec(shown)?.[0] ?? "";
      // 'Mesyuarat Agung PIBG 20 Mac 2027': the date after a body is no part of its name.
      names.push({ at: at + opener.length, name: shown.slice(opener.length).replace(DATE_AFTER_NAME, "") });
    }
  }
  return unique(names.sort((a, b) => a.at - b.at).map((n) => n.name));
}

/** Capitalised words that are not places when they follow 'di' ('di Malaysia' is a place; 'di Bawah' is not). */
const NOT_PLACE = /^(?:Bawah|Atas|Mana|Sini|Situ|Samping|Antara|The|This|Our|A|An)\b/;

export function findPlaces(text: string, organisations: string[] = []): string[] {
  const names: { at: number; name: string }[] = [];
  for (const m of text.matchAll(PLACE_PREFIXED)) names.push({ at: m.index, name: tidy(m[0]) });
  for (const m of text.matchAll(AFTER_DI)) {
    const place = tidy(m[1] ?? "");
    if (!place || NOT_PLACE.test(place)) continue;
    if (organisations.some((o) => o.toLowerCase().includes(place.toLowerCase()))) continue;
    names.push({ at: m.index, name: place });
  }
  return unique(names.sort((a, b) => a.at - b.at).map((n) => n.name));
}

/** A part of a named place, in lower case before its name: 'di perkarangan Surau An-Nur', 'di tapak kosong Jalan Sri Muda 25/7'. */
const PLACE_PART =
  "(?:tapak|perkarangan|kawasan|halaman|dataran|padang|tanah|lot|premis|bangunan|grounds of|compound of|site at|car park of)";

/** Places one stays at, named as venues only: 'di Kem Bina Semangat Sg. Ular', 'at Resort X'. */
const STAY_HEAD = "Kem|Camp|Resort|Chalet|Homestay|Inap Desa";

/** 'bertempat di X', 'di Dewan X', 'venue: X', 'at the X Hall'. */
const VENUE = new RegExp(
  String.raw`\b(?:bertempat di|lokasi(?: program)?\s*:|tempat\s*:|venue\s*:|di|at(?: the)?|held at)\s+((?:${PLACE_PART}${GAP}(?:\p{Ll}+${GAP}){0,2})?(?:${PLACE_HEAD}|${ORG_HEAD}|${STAY_HEAD})(?:${GAP}${NAME_WORD}){1,6}|${NAME_WORD}(?:${GAP}${NAME_WORD}){0,4}${GAP}(?:Hall|Centre|Center|Stadium|Arena|Auditorium)|(?:the\s+)?Esplanade(?:\s*\([^()]{2,40}\))?(?:,\s*${NAME_WORD}(?:${GAP}${NAME_WORD}){0,2})?)`,
  "gu",
);

/** Words that name a venue outright; a bare 'di X' names one only in a paper about an event. */
const EXPLICIT_VENUE = /^(?:bertempat di|lokasi|tempat|venue|held at)/i;

/** A place named by what it is, not by a name: 'di padang sekolah', 'at the school field'. */
const PLAIN_VENUE =
  /\b(?:di|at|in)\s+(?:the\s+)?((?:bilik\s+)?pusat\s+sumber(?:\s+sekolah)?|bilik\s+(?:darjah|mesyuarat|seminar|kuliah|gerakan)(?:\s+sekolah)?|(?:padang|dewan|kantin|gelanggang|bilik|dataran|perpustakaan|makmal|surau)\s+(?:sekolah|besar|serbaguna|komuniti|orang ramai|kampung|taman|utama(?:\s+(?:masjid|surau|sekolah))?|solat utama(?:\s+(?:masjid|surau))?|solat\s+(?:surau|masjid)|solat|komputer|sains|surau|masjid)|dewan solat|ruang solat|school(?:'s)?\s+(?:field|hall|canteen|grounds|court|library|computer lab|science lab|lab|surau)(?:\s+and\s+(?:hall|field|canteen|library|lab))?|(?:community|multipurpose|main|prayer)\s+hall)\b/i;

/** A hall named by its place or owner before what it is: 'at the TTDI community hall', 'at the Taman Melawati multipurpose hall'. */
const NAMED_HALL =
  /\b(?:at|in)\s+the\s+((?:\p{Lu}{2,}|\p{Lu}\p{Ll}+)(?:\s+(?:\p{Lu}{2,}|\p{Lu}\p{Ll}+)){0,2}\s+(?:community|multipurpose|main|prayer|function|village|residents'?)\s+hall)\b/u;

/** 'at the taman's multipurpose hall', 'at the kampung's community hall': a hall owned by a place the organiser names. */
const OWNED_HALL =
  /\b(?:at|in)\s+the\s+(taman|kampung|village|estate)['’]s\s+((?:community|multipurpose|main|function)\s+hall)\b/iu;

/** A school's name inside an organisation's ('PIBG of SK Taman Desa' -> 'SK Taman Desa'). */
const SCHOOL = new RegExp(String.raw`\b${SCHOOL_HEAD}(?:${GAP}${NAME_WORD}){1,6}`, "u");

/** The plain venue as written ('school field'), with the school it belongs to when the brief names one. */
export function findPlainVenue(text: string, organisations: string[]): string | null {
  // 'at the TTDI community hall': the hall's proper name, 'TTDI Community Hall'.
  const named = NAMED_HALL.exec(text);
  if (named?.[1]) return named[1].replace(/(?<=\s)\p{Ll}/gu, (c) => c.toUpperCase());
  // 'at the taman's multipurpose hall' of Taman Rasah Jaya Residents' Association: 'multipurpose hall, Taman Rasah Jaya'.
  const owned = OWNED_HALL.exec(text);
  if (owned?.[1] && owned[2]) {
    const owner = upperFirst(owned[1].toLowerCase());
    const place = organisations
      .map(
        (o) =>
          new RegExp(
            String.raw`\b${owner}(?:\s+(?!Residents|Association|Persatuan|Penduduk)\p{Lu}[\p{Ll}'-]+){1,3}`,
            "u",
          ).exec(o)?.[0],
      )
      .find(Boolean);
    if (place) return `${owned[2].toLowerCase()}, ${place}`;
  }
  const m = PLAIN_VENUE.exec(text);
  if (!m?.[1]) return null;
  // As written in running text ('perpustakaan sekolah'); a table cell opens it with a capital.
  // 'the school's science lab and hall' of SMK Seri Bintang Utara: 'science lab and hall, SMK Seri Bintang Utara'.
  const possessed = /^school's\s+/i.test(m[1]);
  const place = m[1].toLowerCase().replace(/^school's\s+/, "");
  // The school's own name is the shortest one the brief gives ('SMK Seri Bintang Utara', not the title's longer run).
  const school =
    possessed || /sekolah|school/i.test(place)
      ? organisations
          .map((o) => SCHOOL.exec(o)?.[0])
          .filter((x): x is string => Boolean(x))
          .sort((a, b) => a.length - b.length)[0]
      : undefined;
  if (school) return `${place}, ${school}`;
  // 'di dewan surau' of Surau Al-Ikhlas: 'dewan Surau Al-Ikhlas ...'; a hall of a mosque names the mosque.
  // 'Jawatankuasa Masjid Al-Muttaqin Bandar Baru Bangi' runs the mosque it names.
  const house = organisations.map((o) => /\b(?:Surau|Masjid)\b.*$/.exec(o)?.[0]).find((o) => o !== undefined);
  if (house && /\b(?:surau|masjid)$/.test(place)) return place.replace(/\b(?:surau|masjid)$/, house);
  if (house && /^(?:dewan|bilik|ruang)\b/.test(place) && !/surau|masjid/.test(place)) return `${place}, ${house}`;
  // 'at the community hall in Jeram', 'di dewan orang ramai di Kampung Jeram': the place it is in, as written.
  const after = text.slice(m.index + m[0].length);
  const where = /^\s+(in|di)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3})/u.exec(after);
  if (where) return `${place} ${where[1]} ${where[2]}`;
  // 'di dewan komuniti TTDI', 'di dewan serbaguna Taman Melati': the name right after it is whose hall it is.
  const whose =
    /^\s+((?:\p{Lu}{2,}|(?:Taman|Kampung|Kg\.?|Bandar|Desa|Felda|Seksyen|Presint)\s+\p{Lu}[\p{L}'-]*)(?:\s+\p{Lu}[\p{L}'-]*){0,2})(?=[\s,.;]|$)/u.exec(
      after,
    );
  return whose ? `${place} ${whose[1]}` : place;
}

/** A programme that goes out: its place is not the organiser's own. */
const GOES_OUT = /\b(?:lawatan|rombongan|kem|perkhemahan|ziarah|trip|visit|camp|tour)\b/i;

/**
 * A surau's or mosque's committee holds its programme in its own house of prayer when the brief names
 * no other place ('Jawatankuasa Surau Ar-Rahman, Taman Sri Muda, Shah Alam akan mengadakan ...'): the
 * surau with the first part of its place as written ('Surau Ar-Rahman, Taman Sri Muda').
 */
export function ownHouseOfPrayer(text: string, applicant: string | null): string | null {
  const house = /\b((?:Surau|Masjid)(?:[ \t]+[A-Z][\p{L}'’]*(?:-[\p{L}]+)*){1,4})$/u.exec(applicant ?? "")?.[1];
  if (!house || GOES_OUT.test(text)) return null;
  const at = text.indexOf(house);
  const place =
    at >= 0
      ? new RegExp(`^,${GAP}(${NAME_WORD}(?:${GAP}${NAME_WORD}){0,3})(?=,|${GAP}[a-z])`, "u").exec(
          text.slice(at + house.length),
        )?.[1]
      : undefined;
  return place ? `${house}, ${place}` : house;
}

export function findVenue(text: string, explicitOnly = false): string | null {
  for (const m of text.matchAll(VENUE)) {
    if (explicitOnly && !EXPLICIT_VENUE.test(m[0])) continue;
    const venue = tidy(m[1] ?? "");
    // A venue is a place one goes to: a hall, field or building, not a district ('di Taman Melati' is fine too).
    if (venue && !/^(?:Jabatan|Kementerian|Lembaga|Perbadanan|Yayasan|Syarikat)\b/.test(venue)) return venue;
  }
  return null;
}

/** The lower-case words inside a person's name: 'Haji Rahim bin Yusof', 'Muthu a/l Raman'. */
const PERSON_LINK = String.raw`(?:bin|binti|bt\.|bte|a\/l|a\/p|anak)(?=${GAP}[A-Z])`;

/** 'kepada Pengerusi PIBG SK Taman Melati', 'dikemukakan kepada X', 'submitted to X', 'addressed to X'. */
const ADDRESSEE = new RegExp(
  String.raw`\b(?:dikemukakan kepada|ditujukan kepada|kepada|untuk pertimbangan|submitted to|addressed to|goes to|is sent to|to the attention of|proposes to|propose to|proposed to)\s+(?:the\s+)?((?:Yang\s+(?:Berbahagia|Dihormati)\s+)?${NAME_WORD}(?:${GAP}(?:${NAME_WORD}|&|dan|and|of))*(?:,${GAP}${NAME_WORD}(?:${GAP}(?:${NAME_WORD}|${PERSON_LINK}|&|dan|and|of))*)?)`,
  "gu",
);
/** 'memohon ... daripada TEKUN', 'apply to SME Corp': the funder is the addressee. */
const FUNDER_ASKED =
  /\b(?:memohon|mohon|pohon|dipohon|dimohon|permohonan|requested|sought|seek|seeks|seeking|apply|applies|applying|application|requests?|requesting|ask|asks|asking)\b[^.;\n]{0,80}/gi;

/** A bare 'kepada X' names the addressee only in a sentence about the paper ('Kertas ini ... kepada X'). */
const PAPER_WORD = /\b(?:kertas|cadangan|permohonan|proposal|tawaran|dokumen|surat|laporan)\b/i;

/** A report sent later ('Laporan akhir kajian akan dikemukakan kepada X') goes to X; the paper may not. */
const LATER_REPORT =
  /\b(?:laporan (?:akhir|kemajuan|penuh|pasca|selepas)|final report|progress report|post-\w+ report|report will be)\b/i;

export function findAddressee(text: string): string | null {
  return findNamedAddressee(text) ?? findAskedAddressee(text);
}

/** The body the text says the paper goes to: 'dikemukakan kepada X', 'submitted to the X'. */
export function findNamedAddressee(text: string): string | null {
  for (const m of text.matchAll(ADDRESSEE)) {
    const before = text.slice(Math.max(0, m.index - 160), m.index);
    const sentence = before.split(/[.!?\n]/).pop() ?? "";
    if (LATER_REPORT.test(sentence)) continue;
    // 'X mencadangkan kepada Majlis Perbandaran Kajang supaya ...': proposed to the council itself.
    const proposedTo = /\b(?:mencadangkan|mengesyorkan)\s*$/i.test(sentence);
    if (/^kepada\b/i.test(m[0]) && !PAPER_WORD.test(sentence) && !proposedTo) continue;
    const name = tidy((m[1] ?? "").replace(/\s+(?:dan|and|of|&)$/i, ""));
    if (name.split(" ").length >= 1 && /^[A-Z]/.test(name)) return name;
  }
  return null;
}

/** Failing a named addressee, the body asked for money or asked to decide. */
export function findAskedAddressee(text: string): string | null {
  const funder = findFunder(text) ?? findAskedOf(text);
  if (funder) return funder;
  // 'We ask Yayasan Hijau Malaysia for a grant', 'kami memohon kepada X': the one asked for money.
  for (const m of text.matchAll(ASKED_FOR)) {
    const asked = findOrganisations(text.slice(m.index + m[0].length))[0];
    if (asked && text.slice(m.index + m[0].length).startsWith(asked)) return asked;
  }
  return askedToDecide(text);
}

/** 'Kami memohon MBPJ meluluskan ...', 'memohon pihak Majlis ... mempertimbangkan ...': the body asked to decide. */
const ASKS_TO_DECIDE = /\b(?:memohon|mohon)\s+(?:(?:agar|supaya|jasa baik)\s+)?(?:pihak\s+)?(?=\p{Lu})/gu;
const DECIDES =
  /^\s+(?:untuk\s+)?(?:meluluskan|mempertimbangkan|menimbangkan|membenarkan|memberi|memberikan|menyalurkan|menyokong|approve|consider|membaik pulih|membaiki|memperbaiki|memasang|membina|menaik taraf|menambah baik|melaksanakan|menyediakan|membersihkan|mengambil tindakan)\b/iu;

/** The name a short name stands for where the brief spells it out once: 'Majlis Bandaraya Petaling Jaya (MBPJ)'. */
function spelledOut(text: string, acronym: string): string | null {
  return new RegExp(String.raw`((?:\p{Lu}[\p{L}'’-]*\s+){1,6})\(${acronym}\)`, "u").exec(text)?.[1]?.trim() ?? null;
}

function askedToDecide(text: string): string | null {
  for (const m of text.matchAll(ASKS_TO_DECIDE)) {
    const rest = text.slice(m.index + m[0].length);
    // 'MBPJ' stands for the name the brief spells out once: 'Majlis Bandaraya Petaling Jaya (MBPJ)'.
    const acronym = /^([A-Z]{2,8})\b/.exec(rest)?.[1];
    const named = acronym ? spelledOut(text, acronym) : (findOrganisations(rest)[0] ?? null);
    const said = acronym ?? named;
    if (!said || !rest.startsWith(said) || !DECIDES.test(rest.slice(said.length))) continue;
    return acronym && named ? `${named} (${acronym})` : said;
  }
  return null;
}

/**
 * The body asked for money: 'memohon ... daripada TEKUN', 'memohon geran sebanyak RM 20,000 daripada
 * Majlis Bandaraya Shah Alam (MBSA)' (its short name kept), 'requesting a contribution from X'.
 */
export function findFunder(text: string): string | null {
  for (const m of text.matchAll(FUNDER_ASKED)) {
    const funder = new RegExp(FUNDERS.source).exec(m[0]);
    // 'Ministry of Tourism, Arts and Culture (MOTAC)': initials in brackets follow the name, which is read whole below.
    if (funder && m[0][funder.index - 1] !== "(") return funder[0];
    // 'memohon ... daripada X', 'applying to X for a grant', 'We ask X for RM 18,500'.
    const from =
      /^(?:ask|asks|asking)\s+(?:the\s+)?(?=\p{Lu})|\b(?:daripada|dari|from|to)\s+(?:the\s+)?(?=\p{Lu})/iu.exec(m[0]);
    if (!from) continue;
    const rest = text.slice(m.index + from.index + from[0].length);
    const asked = findOrganisations(rest)[0];
    if (asked && rest.startsWith(asked))
      return asked + (/^\s*\([A-Z]{2,8}\)/.exec(rest.slice(asked.length))?.[0] ?? "");
    // 'The association asks MPS to fund ...': the short name of a body the brief spells out once.
    const acronym = /^([A-Z]{2,8})\b/.exec(rest)?.[1];
    const spelt = acronym ? spelledOut(text, acronym) : null;
    if (
      acronym &&
      spelt &&
      /^\s+(?:to\s+)?(?:fund|finance|sponsor|for|membiayai|menaja)\b/i.test(rest.slice(acronym.length))
    )
      return `${spelt} (${acronym})`;
  }
  // 'We hope Yayasan Sime Darby can fund it', 'Kami berharap Yayasan X dapat membiayai program ini'.
  for (const m of text.matchAll(HOPED_FUNDER)) {
    const rest = text.slice(m.index + m[0].length);
    const hoped = findOrganisations(rest)[0];
    if (hoped && rest.startsWith(hoped) && FUNDS_AFTER.test(rest.slice(hoped.length))) return hoped;
  }
  return null;
}

/** A hope that a body will pay, before the body: 'We hope ', 'Kami berharap '. */
const HOPED_FUNDER = /\b(?:hope|hoping|berharap|mengharapkan|harap)\s+(?:that\s+)?(?:pihak\s+)?(?:the\s+)?(?=\p{Lu})/gu;
/** After the body: 'can fund it', 'dapat membiayai'. */
const FUNDS_AFTER =
  /^\s*(?:\([A-Z]{2,8}\)\s*)?(?:can|could|will|would|dapat|boleh|akan|sudi)\s+(?:fund|sponsor|support|finance|pay for|membiayai|menaja|menyokong|membantu)\b/i;

/** Who a name after a request is: 'ADUN Kemasik', 'Lembaga Zakat Selangor (LZS)', 'YB ADUN Kemasik'. */
export const ASKED_NAME = String.raw`((?:YB\s+)?(?!RM\s?\d)\p{Lu}[\p{L}'’-]*(?:\.(?=\S))?(?:\s+(?:\p{Lu}[\p{L}'’-]*(?:\.(?=\S)|(?<=Bhd)\.)?|\d+|bin|binti|bagi)|\s*\([A-Z]{2,8}\))*)`;
/**
 * A body asked for money with no amount of its own: 'Mohon sumbangan Lembaga Zakat Selangor (LZS)',
 * 'baki mohon dari ADUN Kemasik', 'Mohon tajaan KBS & syarikat swasta', 'seeking sponsorship from X'.
 */
const ASKED_OF = new RegExp(
  String.raw`\b(?:(?:[Mm]e)?[Mm]ohon|[Pp]ohon|[Mm]inta|[Ss]eek(?:s|ing)?|[Rr]equest(?:s|ing)?)\s+(?:(?:sumbangan|tajaan|peruntukan|bantuan|dana|geran|sponsorship|funding|a\s+grant|a\s+contribution)\s+(?:(?:sebanyak\s+|of\s+)?RM\s?[\d,.]+(?:\s?(?:k|ribu|juta|million))?\s+)?(?:(?:daripada|dari|from)\s+)?|(?:daripada|dari|from)\s+)${ASKED_NAME}(?:\s*(?:&|dan|and)\s+(syarikat swasta|pihak swasta|orang ramai|private (?:companies|sponsors)|the public))?`,
  "u",
);

export function findAskedOf(text: string): string | null {
  const m = ASKED_OF.exec(text);
  if (!m?.[1]) return null;
  const name = tidy(m[1]);
  if (!name || !/^\p{Lu}/u.test(name)) return null;
  return m[2]
    ? `${name} ${/^[a-z ]+$/.test(m[2]) && /\b(?:private|public)\b/.test(m[2]) ? "and" : "dan"} ${m[2]}`
    : name;
}

/** 'ask X for', 'asking X for', 'request X for': the organisation right after is asked for money. */
const ASKED_FOR = /\b(?:ask|asks|asking|request|requesting|invite|inviting)\s+(?:the\s+)?(?=\p{Lu})/gu;

/** What follows the one presenting the paper: 'X mengemukakan ...', 'X, a company ..., proposes ...'. */
const PRESENTS =
  /^\s*(?:\([^)]{0,40}\)\s*)?(?:(?:,[^,.;]{0,140}){1,4},\s*)?(?:dengan ini\s+)?(?:mengemukakan|memohon|menganjurkan|akan(?!\s+di\p{L})|ingin|bercadang|merancang|mencadangkan|proposes|submits|is applying|applies|will(?!\s+be\b)|requests|seeks|plans|would like)\b/iu;
/** 'Hi, we are ', 'Kami ', 'Kami dari ': the writer naming their own body. */
const SELF_BEFORE = /(?:^|[\s,.!])(?:we\s+are|we're|kami(?:\s+(?:ialah|adalah|dari|daripada))?)\s+(?:the\s+)?$/iu;
/** Words that make the name after them an object ('berdaftar dengan CIDB dan Kementerian Kewangan'). */
const OBJECT_OF = /\b(?:dengan|dgn|with|oleh|by|di bawah|under|kepada|daripada|from)\b[^.;:\n]{0,30}$/i;
/** A partner named after 'dengan kerjasama', 'in partnership with': it helps, the paper is not its. */
const PARTNER_BEFORE = /\b(?:kerjasama|bekerjasama|usahasama|partnership|collaboration|together)\b[^.;:\n]{0,20}$/i;

/** Whether the words just before `name`'s first mention (up to 40 characters) match `cue`. */
function namedAfter(text: string, name: string, cue: RegExp): boolean {
  const at = text.indexOf(name);
  return at > 0 && cue.test(text.slice(Math.max(0, at - 40), at));
}

/** Whether the text names `name` as a partner ('dgn kerjasama Klinik Kesihatan Sungai Buloh'). */
export function namedAsPartner(text: string, name: string): boolean {
  return namedAfter(text, name, PARTNER_BEFORE);
}

/** A supplier named after 'sebutharga', 'quotation from', 'kontraktor': it is paid, the paper is not its. */
const SUPPLIER_BEFORE =
  /\b(?:sebut\s?harga|quotations?|quotes?|kontraktor|contractors?|pembekal|suppliers?|vendors?)\b[^.;:\n]{0,20}$/i;

/** Whether the text names `name` as a supplier ('Anggaran kos (sebutharga Syarikat Jaya Bina Enterprise)'). */
export function namedAsSupplier(text: string, name: string): boolean {
  return namedAfter(text, name, SUPPLIER_BEFORE);
}

/** 'Kelulusan etika daripada ', 'ethics approval from ': the body after it approves the work, it does not do it. */
const APPROVER_BEFORE = /\b(?:kelulusan|kebenaran|approval|permission|clearance)\b[^.;:\n]{0,20}$/i;

/** Whether the text names `name` as one that approves ('Kelulusan etika daripada Jawatankuasa Etika Penyelidikan UMK'). */
export function namedAsApprover(text: string, name: string): boolean {
  return namedAfter(text, name, APPROVER_BEFORE);
}

/** 'owned by Mr. Lim': a title's full stop ends no clause. */
const withoutTitleDots = (text: string) => text.replace(new RegExp(String.raw`(${SHORTENED})\.`, "g"), "$1");

/** A business named by its own words ('Bengkel Kenderaan Ah Seng') opening the brief, before its registration or what it is. */
const OPENING_NAME =
  /^\s*((?:\p{Lu}[\p{L}'’&-]*\s+){1,5}\p{Lu}[\p{L}'’-]*)(?=\s*\((?:SSM|[Nn]o\.?|[Rr]eg)|,\s+(?:a|an|sebuah|syarikat|perniagaan)\s)/u;

/** 'Roti Mak Jah is a home bakery in ...', 'Kedai Jahit Seri ialah sebuah perniagaan ...': a business the brief opens by saying what it is. */
const OPENING_IS_BUSINESS =
  /^\s*((?:\p{Lu}[\p{L}'’&-]*\s+){1,5}\p{Lu}[\p{L}'’-]*)\s+(?:is|ialah|merupakan|adalah)\s+(?:a|an|sebuah|satu)\s+(?:[\p{L}-]+\s+){0,3}?(?:bakery|shop|business|company|caf[eé]|restaurant|stall|workshop|firm|factory|farm|kedai|perniagaan|syarikat|bengkel|kafe|restoran|gerai|kilang|ladang|perusahaan)\b/u;

/** The organisation the brief says presents or asks ('Syarikat Bersih Jaya Sdn. Bhd. mengemukakan tawaran'). */
export function findPresenter(text: string): string | null {
  for (const name of findOrganisations(text)) {
    if (isFunder(name) || namedAsPartner(text, name) || namedAsApprover(text, name)) continue;
    const at = text.indexOf(name);
    if (at < 0) continue;
    const rest = text
      .slice(at + name.length)
      // 'Jawatankuasa ... (JKKK) Kampung Baru Sungai Buloh': its short name and place are still its name.
      .replace(/^\s*\([^)]{0,40}\)((?:\s+[A-Z][\p{L}'’-]*)*)/u, "")
      // '... dgn kerjasama Klinik Kesihatan Sungai Buloh akan anjur': the partner is a clause between.
      .replace(
        /^\s*(?:dgn|dengan|with|in)\s+(?:kerjasama|partnership with|collaboration with)\s+[^,.;]{0,80}?(?=\s(?:akan|ingin|will|plans?|merancang|bercadang|menganjurkan|mengemukakan)\b)/i,
        "",
      );
    if (PRESENTS.test(withoutTitleDots(rest)) || SELF_BEFORE.test(text.slice(0, at))) return name;
  }
  // 'Bengkel Kenderaan Ah Seng (SSM ...), a car workshop ..., applies to ...': a business named by its
  // own words (no 'Sdn Bhd' or 'Enterprise') that opens the brief and presents the paper.
  const business = OPENING_IS_BUSINESS.exec(text)?.[1];
  if (business && !isFunder(business)) return business;
  const lead = OPENING_NAME.exec(text);
  const name = lead?.[1];
  if (!lead || !name || isFunder(name)) return null;
  const after = text.slice(lead[0].length).replace(/^\s*\([^)]{0,40}\)/, "");
  return PRESENTS.test(withoutTitleDots(after)) ? name : null;
}

/** Organisations a text names as itself, not those it is registered with, works for or reports to. */
export function ownOrganisations(text: string): string[] {
  return findOrganisations(text).filter((name) => {
    const at = text.indexOf(name);
    return !isFunder(name) && !(at > 0 && OBJECT_OF.test(text.slice(Math.max(0, at - 40), at)));
  });
}

/** Bodies that give money rather than ask for it: a bank, a zakat board, a sports council (a foundation may do either). */
const FUNDING_BODY = /^(?:Bank|Lembaga Zakat|Majlis Sukan)\b/;

export function isFunder(name: string): boolean {
  return new RegExp(`^(?:${FUNDERS.source})$`).test(name) || FUNDING_BODY.test(name);
}

/** A person presenting the paper themselves: 'Saya Mohd Hafiz bin Ramli ingin memohon ...'. */
const SELF =
  /\b(?:Saya|Nama saya|I am|My name is)[,:]?\s+((?:[A-Z][\p{L}'’.-]*\s+){1,3}(?:bin|binti|bt\.?|bte\.?|a\/l|a\/p)\s+[A-Z][\p{L}'’.-]*(?:\s+[A-Z][\p{L}'’.-]*){0,2})/u;

export function findSelf(text: string): string | null {
  return SELF.exec(text)?.[1]?.trim() ?? null;
}

/**
 * Where a person presenting a study works: 'Saya, Cikgu Nurul Huda binti Kamal, guru Bahasa Inggeris
 * di SK Bukit Beruang, Melaka, ingin menjalankan kajian tindakan ...' is from SK Bukit Beruang.
 */
export function selfWorkplace(text: string): string | null {
  const self = SELF.exec(text);
  if (!self) return null;
  const after = text.slice(self.index + self[0].length);
  const at = WORKS_AT.exec(after);
  if (!at) return null;
  // Up to the clause's end: the name, not a longer one further on ('PIBG SK Bukit Beruang').
  const rest = after.slice(at.index + at[0].length).split(/[,.;(]/)[0] ?? "";
  const place = findOrganisations(rest)[0];
  return place && rest.startsWith(place) && !isFunder(place) ? place : null;
}

/** ', guru Bahasa Inggeris di ', ', a lecturer at the ', ', pensyarah kanan di ': the post, then where. */
const WORKS_AT =
  /^[,\s]+(?:seorang\s+|a\s+|an\s+)?(?:guru|pensyarah|penyelidik|pegawai|jururawat|doktor|teacher|lecturer|researcher|officer|nurse|doctor|senior lecturer)\b[^.;]{0,50}?\b(?:di|at|of|dari|from)\s+(?:the\s+)?/iu;

/** 'owner of Kavi's Roti Corner (SSM ...)', 'pemilik Kedai Runcit Pak Mat': the business its owner presents. */
const OWNED_BUSINESS =
  /\b(?:owner of|proprietor of|founder of|pemilik|pengasas)\s+((?:\p{Lu}[\p{L}\d'’.-]*)(?:\s+(?:\p{Lu}[\p{L}\d'’.-]*|&|and|dan)){0,5})/u;

export function findOwnedBusiness(text: string): string | null {
  const name = OWNED_BUSINESS.exec(text)?.[1]
    ?.trim()
    .replace(/\s+(?:&|and|dan)$/u, "");
  return name && name.split(/\s+/).length >= 2 ? name : null;
}
