/**
 * A Malay brief's chat spelling in a paper's formal spelling: 'dgn' is 'dengan', 'beramai2' is
 * 'beramai-ramai', '8.30pg' is '8.30 pagi'. Only the short forms listed here change.
 */
import { upperFirst } from "../facts/text.js";

const SHORT_FORMS: Record<string, string> = {
  dgn: "dengan",
  utk: "untuk",
  yg: "yang",
  kpd: "kepada",
  drpd: "daripada",
  dpd: "daripada",
  sbg: "sebagai",
  tdk: "tidak",
  tak: "tidak",
  dah: "telah",
  nak: "akan",
  org: "orang",
  bln: "bulan",
  thn: "tahun",
  mgu: "minggu",
  sblm: "sebelum",
  slps: "selepas",
  lps: "selepas",
  spt: "seperti",
  jd: "jadi",
  lg: "lagi",
  tp: "tetapi",
  sy: "saya",
  kt: "di",
  pd: "pada",
  bg: "bagi",
  dlm: "dalam",
  blh: "boleh",
  msti: "mesti",
  skrg: "sekarang",
  krn: "kerana",
  sbb: "sebab",
  trmsk: "termasuk",
  lbh: "lebih",
  kurg: "kurang",
};

/** A time's part of day written onto it: '8.30pg', '4.30ptg', '9mlm'. */
const TIME_PART: Record<string, string> = { pg: "pagi", ptg: "petang", mlm: "malam", tgh: "tengah hari" };

/** Prefixes a doubled word keeps once: 'berlari2' is 'berlari-lari', 'kanak2' is 'kanak-kanak'. */
const PREFIX = /^(ber|ter|se|di)(?=\p{L}{3,}$)/u;

function doubled(word: string): string {
  const prefix = PREFIX.exec(word)?.[1] ?? "";
  const root = word.slice(prefix.length);
  // 'beramai' is 'ber' + 'ramai': the prefix's r and the root's r are one.
  return `${word}-${/^(?:ber|ter)$/.test(prefix) && /^[aeiou]/.test(root) ? `r${root}` : root}`;
}

export function formalSpelling(text: string): string {
  return (
    text
      // '8.30pg-4.30ptg' -> '8.30 pagi - 4.30 petang'
      .replace(
        /(\d{1,2}(?:[.:]\d{2})?)\s?(pg|ptg|mlm|tgh)\b(\s*-\s*)?/giu,
        (_, time: string, part: string, dash?: string) =>
          `${time} ${TIME_PART[part.toLowerCase()] ?? part}${dash ? " - " : ""}`,
      )
      // 'beramai2' -> 'beramai-ramai' (not 'B40', 'COVID19')
      .replace(/\b(\p{Ll}{3,})2\b/gu, (_, word: string) => doubled(word))
      // 'dgn' -> 'dengan', 'Dah' -> 'Telah'; 'DAH' (an acronym) stays.
      .replace(/\b\p{L}+\b/gu, (word) => {
        const formal = SHORT_FORMS[word.toLowerCase()];
        if (!formal || (word !== word.toLowerCase() && word.slice(1) !== word.slice(1).toLowerCase())) return word;
        return word === word.toLowerCase() ? formal : upperFirst(formal);
      })
  );
}
