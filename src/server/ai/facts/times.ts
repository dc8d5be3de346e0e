/**
 * Times of day as Malaysians write them ('7.30 pagi', '8.00 pagi - 1.00 petang', 'jam 9 malam',
 * '8:00 am', '20:00', '8.00 pg', '0800 - 0830'), read to minutes after midnight so '2.30 petang' and '14:30' compare equal.
 */
export type TimeMatch = { text: string; minutes: number[]; index: number; end: number };

const PERIOD = String.raw`pagi|tengah\s*hari|tengahari|petang|malam|pg|ptg|tgh|mlm|noon|midday|a\.?m\.?|p\.?m\.?`;
/** One time: with a period word, or with a colon, or after 'jam'/'pukul'. */
const ATOM = new RegExp(
  String.raw`(?:\b(jam|pukul|pkl\.?)\s*)?\b(\d{1,2})(?:([.:])(\d{2}))?(?:\s*(${PERIOD})(?![\p{L}]))?`,
  "giu",
);
const RANGE = /^\s*(?:-|–|—|hingga|sehingga|sampai|to|until)\s*$/i;

type Atom = { index: number; end: number; hour: number; minute: number; period?: string; sure: boolean };

function toMinutes(hour: number, minute: number, period: string | undefined): number | null {
  if (hour > 24 || minute > 59) return null;
  const p = period?.toLowerCase().replace(/[\s.]/g, "");
  let h = hour;
  if (p === "pagi" || p === "pg" || p === "am") h = hour === 12 ? 0 : hour;
  else if (p === "pm" || p === "petang" || p === "ptg") h = hour < 12 ? hour + 12 : hour;
  else if (p === "tengahhari" || p === "tengahari" || p === "tgh" || p === "noon" || p === "midday")
    h = hour < 11 ? hour + 12 : hour;
  else if (p === "malam" || p === "mlm") h = hour === 12 ? 0 : hour < 5 ? hour : hour + 12;
  return (h % 24) * 60 + minute;
}

/**
 * Candidate times. A time is sure with a period word ('9 pagi'), a colon ('20:00') or 'jam'/'pukul'
 * before it; a bare '8.00' is only taken as the first half of a range. '2 malam' alone is two
 * nights ('3 hari 2 malam'), so 'malam' needs minutes or 'jam' to make a time.
 */
function atoms(text: string): Atom[] {
  const out: Atom[] = [];
  for (const m of text.matchAll(ATOM)) {
    const [, lead, hour, sep, minute, period] = m;
    const before = text.slice(0, m.index);
    if (/RM\s?$/i.test(before) || /\d[.,]$/.test(before)) continue;
    if (sep === "." && minute === undefined) continue;
    const night = period && /^(?:malam|mlm)$/i.test(period) && !minute && !lead;
    const sure = Boolean((period && !night) || lead || (sep === ":" && minute));
    out.push({
      index: m.index,
      end: night ? m.index + (lead ?? "").length + (hour ?? "").length : m.index + m[0].length,
      hour: Number(hour),
      minute: Number(minute ?? 0),
      ...(period && !night ? { period } : {}),
      sure: sure || Boolean(minute),
    });
  }
  return out;
}

/**
 * Tentative tables write '0800 - 0830' or '1400H'. Four digits are a time only with an 'H'/'hrs'
 * or as a range starting 00-19 hours, so years ('2027 - 2028', 'Ramadan 1448H') never read as times.
 */
const FOUR_DIGITS =
  /\b([01]\d|2[0-3])([0-5]\d)\s*(?:h\b|hrs?\b)?(?:\s*(?:-|–|—|hingga)\s*([01]\d|2[0-3])([0-5]\d)\s*(?:h\b|hrs?\b)?)?/gi;

function fourDigitTimes(text: string): TimeMatch[] {
  const out: TimeMatch[] = [];
  for (const m of text.matchAll(FOUR_DIGITS)) {
    const suffixed = /\d\s*h/i.test(m[0]);
    const range = m[3] !== undefined;
    if (!suffixed && !(range && /^[01]/.test(m[1] ?? ""))) continue;
    // '1448H' alone is a Hijri year ('Ramadan 1448H'), not 14:48.
    if (!range && /^1[45]$/.test(m[1] ?? "") && /H$/.test(m[0].trim())) continue;
    const minutes = [Number(m[1]) * 60 + Number(m[2])];
    if (range) minutes.push(Number(m[3]) * 60 + Number(m[4]));
    out.push({ text: m[0].trim(), minutes, index: m.index, end: m.index + m[0].trimEnd().length });
  }
  return out;
}

/** A prayer's usual hour in the Klang Valley, in minutes after midnight. */
export const PRAYER_AT = {
  subuh: 5 * 60 + 45,
  zohor: 13 * 60,
  asar: 16 * 60 + 30,
  maghrib: 19 * 60 + 15,
  isyak: 20 * 60 + 30,
} as const satisfies Record<string, number>;
/** '(bermula) selepas solat Maghrib hingga ', 'from after Maghrib prayers until ': a range that opens on a prayer. */
const AFTER_PRAYER_TO =
  /\b(?:selepas|lepas|usai|after)\s+(?:solat\s+)?(subuh|zohor|asar|maghrib|isyak|isya['’]?)(?:\s+prayers?)?\s*(?:-|–|hingga|sehingga|sampai|to|until)\s*$/iu;

/**
 * Every time or time range in a text; '8.00 - 11.00 pagi' takes its period from the second half, and
 * 'selepas solat Maghrib hingga 11.00 malam' opens at Maghrib.
 */
export function findTimes(text: string): TimeMatch[] {
  return clockTimes(text).map((t) => {
    const prayer = t.minutes.length === 1 ? AFTER_PRAYER_TO.exec(text.slice(0, t.index)) : null;
    const opens = prayer
      ? (PRAYER_AT as Record<string, number>)[
          (prayer[1] ?? "")
            .toLowerCase()
            .replace(/['’]$/, "")
            .replace(/^isya$/, "isyak")
        ]
      : undefined;
    if (!prayer || opens === undefined || (t.minutes[0] ?? 0) <= opens) return t;
    return {
      text: text.slice(prayer.index, t.end).trim(),
      minutes: [opens, t.minutes[0] ?? opens],
      index: prayer.index,
      end: t.end,
    };
  });
}

function clockTimes(text: string): TimeMatch[] {
  const list = atoms(text);
  const out: TimeMatch[] = fourDigitTimes(text);
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    const b = list[i + 1];
    if (
      b?.sure &&
      a.sure &&
      RANGE.test(text.slice(a.end, b.index)) &&
      (b.period || a.period || text.slice(a.index, b.end).includes(":"))
    ) {
      const aMin = toMinutes(a.hour, a.minute, a.period ?? b.period);
      const bMin = toMinutes(b.hour, b.minute, b.period);
      if (aMin !== null && bMin !== null) {
        out.push({ text: text.slice(a.index, b.end).trim(), minutes: [aMin, bMin], index: a.index, end: b.end });
        i++;
        continue;
      }
    }
    // A bare '8.00' (minutes, no period, no colon, no 'jam') is a number, not a time.
    const bare =
      !a.period && !/^(jam|pukul|pkl)/i.test(text.slice(a.index)) && text[a.index + String(a.hour).length] !== ":";
    if (!a.sure || bare) continue;
    const minutes = toMinutes(a.hour, a.minute, a.period);
    if (minutes !== null)
      out.push({ text: text.slice(a.index, a.end).trim(), minutes: [minutes], index: a.index, end: a.end });
  }
  return out.sort((x, y) => x.index - y.index);
}
