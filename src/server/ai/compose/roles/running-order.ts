/**
 * The proposed running order of a programme day when the user gave none: arrival, prayer and
 * welcome, the opening, then the user's own activities in their order; a prize-giving only for an
 * event that has prizes; a midday break for Zohor in a day across one o'clock; in an evening across
 * Maghrib, the prayers (with the breaking of the fast and Tarawih in Ramadan) at their hour; a night
 * rests after one in the morning, then its night prayers and Subuh; no activity is set over a break
 * or a prayer.
 */

import { lowerFirst, upperFirst } from "../../facts/text.js";
import { findTimes, PRAYER_AT } from "../../facts/times.js";
import type { Ctx } from "../ctx.js";

export type Step = { at: number; ms: string; en: string };

/** A row or cell as it opens: 'larian santai 3 km' -> 'Larian santai 3 km'. */

const PRIZES =
  /\b(hadiah|piala|pingat|pertandingan|kejohanan|anugerah|sukan|prizes?|troph(y|ies)|medals?|awards?|competition|tournament|contest)\b/i;
const RAMADAN = /\b(ramadan|ramadhan|iftar|berbuka|puasa|tarawih|terawih)\b/i;
const MOREH = /\bmoreh\b/i;
/** A festival of another faith: its day has no doa or congregational prayers in its running order. */
const OTHER_FESTIVAL =
  /\b(?:deepavali|diwali|christmas|krismas|chinese new year|tahun baru cina|thaipusam|wesak|vesak|pongal|ponggal|easter)\b/i;
/**
 * Requirements that are things that happen on the day ('Tazkirah Ramadan oleh penceramah jemputan'),
 * not things to pay for ('Hadiah wang tunai dan piala', 'Air minuman').
 */
const ACTIVITY =
  /^(tazkirah|ceramah|kuliah|forum|iftar|berbuka|solat|bacaan|tadarus|qiamullail|pertandingan|perlawanan|acara|sesi|bengkel|taklimat|lawatan|persembahan|pameran|larian|gotong|jamuan|makan|sukaneka|permainan|aktiviti|demonstrasi|latihan|kursus|seminar|penyampaian|agihan|pengagihan|sumbangan|perbarisan|perarakan|cabutan|senamrobik|aerobik|talk|session|workshop|briefing|visit|performance|exhibition|run|match|competition|games?|activity|demonstration|training|distribution|parade|procession|lucky\s+draw|lunch|aerobics)\b/i;

/**
 * A service offered to those who come, beside the day's own activity ('Pemeriksaan kesihatan percuma
 * untuk penderma' at a blood drive): it runs with the main activity and never takes its place.
 */
const SIDE_SERVICE =
  /^(?:pemeriksaan|saringan|(?:free\s+)?(?:(?:health|medical)\s+)?(?:screening|checks?|check-?ups?))\b/i;

/** A talk: the longest item of a programme's evening ('ceramah oleh Ustaz Dr. Kamarul Zaman', 'forum perdana'). */
const TALK = /^(?:ceramah|kuliah|forum|tazkirah|syarahan|pembentangan|talk|lecture|keynote|forum|panel)\b/i;

/** A step of the user's that is the guests' arrival. */
const ARRIVAL = /^(?:ketibaan|kehadiran|pendaftaran|arrival|registration)\b/i;

/** A step of the user's that welcomes the guests or opens the day with a speech. */
const OWN_OPENING =
  /^(?:ucapan|kata-kata\s+aluan|sambutan\s+tetamu|menyambut\s+tetamu|perasmian|welcom(?:e|ing)|speech|opening)\b/i;

/** A person named with an honorific ('Encik Rosli bin Ahmad', 'Ustaz Dr. Kamarul Zaman'). */
const PERSON =
  /^(?:Encik|En\.|Puan|Pn\.|Cik|Tuan|Ustaz|Ustazah|Dr\.?|Prof\.?|Dato'?|Datuk|Datin|Tan\s+Sri|Haji|Hajah|Mr\.?|Mrs\.?|Ms\.?|Madam)\s+\p{Lu}/u;

/** 'Aturcara: ...', 'Aktiviti termasuk ...', 'Program merangkumi ...', 'Activities include ...': the programme's own contents. */
const CONTENTS =
  /\b(?:atur\s?cara(?:\s+(?:program|majlis))?\s*:|aktiviti(?:\s+(?:program|majlis))?\s*(?::|termasuk|merangkumi|meliputi|ialah|adalah)|acara(?:-acara)?\s+(?:termasuk|merangkumi|meliputi)|(?:program|majlis|sambutan|acara)\s+(?:ini\s+)?(?:merangkumi|meliputi|mengandungi|termasuk)|(?:activities|events)\s*(?:include|:)|(?:programme|program|event|day)\s+(?:includes?|features?)\s*:?|(?:programme|itinerary|agenda)\s*:|will\s+(?:teach|cover)|akan\s+(?:mengajar|mengajarkan))\s*((?:[^.]|(?<=\d)\.(?=\d)|(?<=\b(?:Dr|Mr|Mrs|Ms|Prof|En|Pn|Hj|Ir|Ts))\.)+)/iu;

/**
 * The activities the brief's prose lists for the day ('Aturcara: perarakan selawat (8.00 hingga 9.00
 * pagi), bacaan marhaban dan berzanji, ceramah Maulid oleh Ustaz ..., dan jamuan nasi minyak'), in
 * its order and words, without their times.
 */
function proseActivities(description: string): string[] {
  const listed = listedParts(CONTENTS.exec(description)?.[1]);
  if (listed.length) return listed;
  const checks = healthChecks(description);
  if (checks.length) return checks;
  // 'akan mengadakan gotong-royong membersihkan parit ... pada Ahad ..., diikuti kenduri rakyat di ...':
  // the day's two parts, in the order the brief gives them.
  const followed = FOLLOWED.exec(description);
  return followed?.[1] && followed[2] ? [followed[1].trim(), followed[2].trim()] : [];
}

/**
 * 'Saringan meliputi tekanan darah, gula dalam darah, kolesterol dan BMI, serta ceramah pemakanan sihat
 * oleh Dr. Siti Hajar Rahman': the checks are one step, named by what they check, and what comes with
 * them ('serta', 'as well as') another.
 */
const CHECKS =
  /\b(saringan|pemeriksaan|screening|health\s+checks?|check-?ups?)((?:\s+\p{Ll}+){0,2}?)\s+(?:meliputi|merangkumi|termasuk|includes?|covers?)\s+((?:[^.]|(?<=\b(?:Dr|Mr|Mrs|Ms|Prof|En|Pn))\.)+?)(?:,?\s+(?:serta|as well as|and also)\s+((?:[^.]|(?<=\b(?:Dr|Mr|Mrs|Ms|Prof|En|Pn))\.)+))?(?:\.|$)/iu;

/** The step the checks are, as `healthChecks` names it. */
const CHECKS_STEP = /^(?:saringan|pemeriksaan|screening|health\s+checks?|check-?ups?)\b[^:]*:/i;

function healthChecks(description: string): string[] {
  const m = CHECKS.exec(description);
  if (!m?.[1] || !m[3]) return [];
  const head = `${upperFirst(m[1])}${m[2] ?? ""}`;
  const also = m[4]?.trim().replace(/^(?:a|an|the)\s+/i, "");
  return [`${head}: ${m[3].trim()}`, ...(also ? [also] : [])];
}

/** 'will hold X on ..., followed by Y at ...', 'akan mengadakan X pada ..., diikuti Y di ...'. */
const FOLLOWED =
  /\b(?:mengadakan|menganjurkan|melaksanakan|will hold|will run|will organi[sz]e)\s+(\p{Ll}.{2,80}?)\s+(?:pada|on|di|at|bermula|from)\b(?:[^.]|(?<=\d)\.(?=\d))*?,?\s+(?:diikuti(?:\s+dengan)?|followed by)\s+(?:a\s+|an\s+)?(\p{Ll}.{2,60}?)(?=\s+(?:di|at|pada|on|bermula|from)\b|[.,;]|$)/iu;

/** The parts of a list written in prose ('Matematik, Sains dan Bahasa Inggeris'), two or more, each short. */
export function listedParts(list: string | undefined): string[] {
  if (!list) return [];
  // 'traditional games (congkak, batu seremban and tug of war)': a bracket's own list is one step's.
  const asides: string[] = [];
  const guarded = list.replace(/\([^()]*\)/g, (aside) => `⟦${asides.push(aside) - 1}⟧`);
  const parts = guarded
    // '... penyampaian sijil dan jamuan': a meal or the close after the last 'dan' is a step of its own.
    .split(
      /,\s*(?:dan\s+|and\s+)?|\s+(?:dan|and)\s+(?=\S+\s+\S+|(?:jamuan|bersurai|refreshments|lunch|dinner)\b)(?![^,]*,)/iu,
    )
    .map((part) =>
      part
        .trim()
        .replace(/^(?:dan|serta|and)\s+/i, "")
        .replace(/^(?:a|an|the)\s+/i, "")
        .replace(/⟦(\d+)⟧/g, (_, k: string) => asides[Number(k)] ?? ""),
    )
    .filter((part) => part && part.replace(/\s*\([^)]*\)/g, "").length <= 90)
    // 'speech by the association's chairman, Encik Rosli bin Ahmad': a name after a comma is its step's.
    .reduce<string[]>((steps, part) => {
      if (steps.length > 0 && PERSON.test(part)) steps[steps.length - 1] += `, ${part}`;
      else steps.push(part);
      return steps;
    }, []);
  return parts.length >= 2 ? parts : [];
}

/**
 * A talk the brief gives its own hour in prose: "Hospital Ampang's dietitian will give a talk on healthy
 * eating at 10.30 am", 'Ustaz Azhar akan menyampaikan ceramah tentang zakat pada jam 9.00 malam'.
 */
const TIMED_TALK_EN =
  /(?:^|[.;]\s*|,\s*(?:and\s+)?)(\p{Lu}[^.;,]{2,60}?)\s+will\s+(?:give|deliver|hold|run|lead|conduct)\s+(?:a|an)\s+(talk|briefing|demonstration|session|workshop|class)\s+(?:on|about)\s+([^.;,]{3,60}?)\s+at\s+(\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm))\b/giu;
const TIMED_TALK_MS =
  /(?:^|[.;]\s*|,\s*(?:dan\s+)?)(\p{Lu}[^.;,]{2,60}?)\s+akan\s+(?:menyampaikan|memberikan|mengendalikan)\s+(ceramah|taklimat|demonstrasi|sesi|bengkel|kuliah)\s+(?:tentang|mengenai)\s+([^.;,]{3,60}?)\s+pada\s+(?:jam|pukul)\s+(\d{1,2}[.:]\d{2}\s*(?:pagi|tengah hari|petang|malam))/giu;

/** The talks the brief times in its prose, each as a step with its hour in brackets. */
function timedTalks(description: string): string[] {
  const en = [...description.matchAll(TIMED_TALK_EN)].map(
    (m) => `${m[2]} on ${m[3]} by ${(m[1] ?? "").replace(/^(?:the|a|an)\s+/i, "")} (${m[4]})`,
  );
  const ms = [...description.matchAll(TIMED_TALK_MS)].map((m) => `${m[2]} tentang ${m[3]} oleh ${m[1]} (${m[4]})`);
  return [...en, ...ms];
}

/**
 * '(8.00 hingga 9.00 pagi)' after an activity: the hours the brief gives it, in minutes after midnight;
 * '(10.30 am)', a talk given its hour alone, takes an hour.
 */
function statedHours(activity: string): [number, number] | null {
  for (const bracket of activity.matchAll(/\(([^()]+)\)/gu)) {
    const said = (bracket[1] ?? "").trim();
    const time = findTimes(said).find((t) => t.text === said);
    const [from, to] = time?.minutes ?? [];
    if (from !== undefined) return [from, to ?? from + 60];
  }
  return null;
}

const DAY = 24 * 60;
const SUBUH = PRAYER_AT.subuh;
const NIGHT_PRAYERS = /\b(?:qiamullail|qiyamullail|qiam|tahajj?ud)\b/i;
const ZOHOR = PRAYER_AT.zohor;
const MAGHRIB = PRAYER_AT.maghrib;
const ISYAK = PRAYER_AT.isyak;

/** Times (minutes after midnight) no activity may take: the prayers and the breaking of the fast. */
function blocked(ramadan: boolean): [number, number][] {
  return ramadan
    ? [
        [ZOHOR, ZOHOR + 45],
        [MAGHRIB, MAGHRIB + 45],
        [ISYAK, ISYAK + 75],
      ]
    : [
        [ZOHOR, ZOHOR + 60],
        [MAGHRIB, MAGHRIB + 30],
        [ISYAK, ISYAK + 30],
      ];
}

/** Where the congregation prays: a surau's or a mosque's own programme. */
const PRAYER_HOUSE = /\b(?:surau|masjid|mosque)\b/i;

const round = (m: number) => Math.round(m / 15) * 15;

/** Meals that have their hour of the day, whatever their place in the brief's list. */
const MEAL_HOURS: readonly (readonly [RegExp, number])[] = [
  [/\b(?:minum\s+pagi|morning\s+(?:tea|coffee))\b/i, 10 * 60 + 30],
  // 'kenduri rakyat' after a morning's work is the day's lunch.
  [/\b(?:makan\s+tengah\s+hari|jamuan\s+tengah\s+hari|lunch|kenduri)\b/i, 12 * 60 + 30],
  [/\b(?:minum\s+petang|minum\s+teh|hi-?tea|afternoon\s+tea)\b/i, 16 * 60],
];

/**
 * The hour a meal the brief lists is served: lunch at half past twelve, tea at four; one the day does
 * not reach comes just before its close. Null for anything else: a breakfast (after a fasting blood
 * test, say) and an evening's dinner ('jamuan makan malam', after the talk) keep their place in the
 * brief's order.
 */
function mealHour(activity: string, start: number, end: number): number | null {
  const hour = MEAL_HOURS.find(([re]) => re.test(activity))?.[1];
  if (hour === undefined) return null;
  return hour > start + 15 && hour <= end - 30 ? hour : Math.max(start + 15, end - 45);
}

/** 'bacaan Yasin selepas Maghrib', 'ceramah ... selepas Isyak', 'talk after Isyak prayers'. */
const AFTER_PRAYER = /\b(?:selepas|lepas|usai|after)\s+(?:solat\s+)?(maghrib|isyak|isya')\b/i;

/**
 * An evening whose activities the brief ties to the prayers ('bacaan Yasin selepas Maghrib, ceramah
 * selepas Isyak, doa awal tahun dan jamuan'): each tied one follows its prayer, and the others follow
 * in the brief's order, spread to the end of the evening. Null when none is tied.
 */
function afterPrayers(
  named: (string | null)[],
  start: number,
  end: number,
  ramadan: boolean,
): { times: number[]; isyak: boolean; isyakIndex: number } | null {
  const ties = named.map((a) => AFTER_PRAYER.exec(a ?? "")?.[1]?.toLowerCase() ?? null);
  if (!ties.some(Boolean) || start > MAGHRIB || end <= MAGHRIB + 60) return null;
  const isyakIndex = ties.findIndex((t) => t !== null && t !== "maghrib");
  const afterIsyak = ISYAK + (ramadan ? 75 : 30);
  const last = end - 45;
  const times: number[] = [];
  let previous = MAGHRIB;
  named.forEach((_, i) => {
    const tie = ties[i];
    let at: number;
    if (tie === "maghrib") at = Math.max(MAGHRIB + 30, previous + 30);
    else if (tie) at = Math.max(afterIsyak, previous + 30);
    else {
      // The untied ones after a tied one share what is left of the evening.
      const left = named.length - i;
      at = round(Math.max(previous + 45, previous + (last - previous) / (left + 1)));
    }
    times.push(Math.min(at, last));
    previous = at;
  });
  return { times, isyak: isyakIndex >= 0 && afterIsyak < end, isyakIndex };
}

/** `mainAt`: the time the main event starts (a run's flag-off); the day's own activities begin then. */
export function runningOrder(c: Ctx, start: number, end: number, firstOfDays = false, mainAt?: number): Step[] {
  const text = [c.brief.title, c.brief.description, ...c.requirements].join("\n");
  const ramadan = RAMADAN.test(text);
  // A night's programme ('9.00 malam hingga 6.30 pagi') is busy until about one in the morning; the
  // small hours keep the night prayers and Subuh, and it closes after them.
  const overnight = end > DAY;
  const span = overnight ? Math.max(60, Math.min(end, DAY + 60) - start) : end - start;
  // A Deepavali or Christmas gathering opens with a welcome and breaks for lunch: no doa, no Zohor.
  const otherFaith = OTHER_FESTIVAL.test(text);
  const steps: Step[] = [
    { at: start, ms: "Ketibaan dan pendaftaran peserta", en: "Arrival and registration" },
    otherFaith
      ? { at: start + round(span * 0.1), ms: "Ucapan alu-aluan", en: "Welcome address" }
      : { at: start + round(span * 0.1), ms: "Bacaan doa dan ucapan alu-aluan", en: "Prayer and welcome address" },
    { at: start + round(span * 0.18), ms: "Ucapan dan perasmian", en: "Speech and official opening" },
  ];
  const fixed: Step[] = [];
  if (start < ZOHOR - 30 && ZOHOR + 30 < end) {
    fixed.push(
      otherFaith
        ? c.traits.food
          ? { at: ZOHOR, ms: "Rehat dan makan tengah hari", en: "Lunch break" }
          : { at: ZOHOR, ms: "Rehat", en: "Break" }
        : // No lunch in Ramadan, nor where the brief serves no food ('No meals are provided').
          ramadan || !c.traits.food
          ? { at: ZOHOR, ms: "Rehat dan solat Zohor", en: "Break and Zohor prayer" }
          : { at: ZOHOR, ms: "Rehat, makan tengah hari dan solat Zohor", en: "Lunch break and Zohor prayer" },
    );
  }
  if (start <= MAGHRIB && MAGHRIB < end) {
    if (ramadan) {
      fixed.push({ at: MAGHRIB, ms: "Berbuka puasa", en: "Breaking of the fast" });
      fixed.push({ at: MAGHRIB + 20, ms: "Solat Maghrib berjemaah", en: "Maghrib prayer in congregation" });
      if (ISYAK < end)
        fixed.push({ at: ISYAK, ms: "Solat Isyak dan Tarawih berjemaah", en: "Isyak and Tarawih prayers" });
    } else if (start >= MAGHRIB - 45)
      // An evening that opens just before Maghrib prays it together; nobody rests a quarter of an hour in.
      fixed.push({ at: MAGHRIB, ms: "Solat Maghrib berjemaah", en: "Maghrib prayer in congregation" });
    else fixed.push({ at: MAGHRIB, ms: "Rehat dan solat Maghrib", en: "Break and Maghrib prayer" });
  }
  // A night at a surau or mosque that runs through Isyak prays it together; its welcome follows the prayer.
  const isyakHere =
    !ramadan &&
    !otherFaith &&
    start < ISYAK - 15 &&
    ISYAK + 45 <= end &&
    PRAYER_HOUSE.test(`${c.facts.applicant ?? ""} ${c.facts.venue ?? ""}`);
  if (isyakHere) fixed.push({ at: ISYAK, ms: "Solat Isyak berjemaah", en: "Isyak prayer in congregation" });
  if (overnight) {
    fixed.push({ at: DAY + 60, ms: "Rehat", en: "Rest" });
    if (NIGHT_PRAYERS.test(text) && end > DAY + 4 * 60 + 30)
      fixed.push({
        at: DAY + 4 * 60,
        ms: "Qiamullail: solat sunat tahajud, taubat dan munajat",
        en: "Qiamullail: night prayers and supplication",
      });
    if (end > DAY + SUBUH + 30)
      fixed.push({ at: DAY + SUBUH, ms: "Solat Subuh berjemaah", en: "Subuh prayer in congregation" });
  }
  const requirements = c.requirements.map((r) => r.replace(/[.;:]+$/u, "").trim()).filter((r) => r && r.length <= 90);
  const listed = requirements.filter((r) => ACTIVITY.test(r) && !MOREH.test(r));
  // Services offered beside the main activity ('Free health screening by Klinik Kesihatan Rasah'): with
  // the first activity the requirements list, or with the day's main step when they list none.
  const offered = requirements.filter((r) => SIDE_SERVICE.test(r) && !listed.includes(r)).slice(0, 2);
  const services = listed.length ? [] : offered;
  const talks = listed.length ? [] : timedTalks(c.brief.description);
  const alongside = listed.length ? [withServices(listed[0] ?? "", offered, c.lang), ...listed.slice(1)] : [];
  let activities = [...(listed.length ? alongside : proseActivities(c.brief.description)), ...talks]
    .map(upperFirst)
    .slice(0, 5);
  // The user's own words for the breaking of the fast ('Iftar untuk 300 jemaah') take its hour.
  const iftar = activities.find((a) => /\b(iftar|berbuka)\b/i.test(a));
  const fast = fixed.find((f) => f.ms === "Berbuka puasa");
  if (iftar && fast) {
    fast.ms = iftar;
    fast.en = iftar;
    activities = activities.filter((a) => a !== iftar);
  }
  // 'Solat berjemaah dan qiamullail' in a camp's list is prayed before Subuh of the next day, not in the
  // first afternoon: it follows the first day's close, marked as the second day's.
  if (!overnight && firstOfDays) {
    for (const prayers of activities.filter((a) => NIGHT_PRAYERS.test(a))) {
      const marked = { ms: `${prayers} (hari kedua)`, en: `${prayers} (day two)` };
      fixed.push({ at: DAY + 4 * 60 + 30, ...marked });
    }
    activities = activities.filter((a) => !NIGHT_PRAYERS.test(a));
  }
  // A meal keeps its hour ('Makan tengah hari bersama' at 12.30, not wherever it falls in the list); a
  // lunch over the midday break is that break's meal.
  const zohor = fixed.find((f) => f.at === ZOHOR);
  for (const meal of activities.filter((a) => mealHour(a, start, end) !== null)) {
    const at = mealHour(meal, start, end) ?? end;
    if (zohor && at === 12 * 60 + 30) {
      zohor.ms = otherFaith ? meal : `${meal} dan solat Zohor`;
      zohor.en = otherFaith ? meal : `${meal} and Zohor prayer`;
    } else fixed.push({ at, ms: meal, en: meal });
  }
  activities = activities.filter((a) => mealHour(a, start, end) === null);
  // An activity the brief times ('perarakan selawat (8.00 hingga 9.00 pagi)') keeps its hours; when it
  // opens the day, the welcome and the opening follow it.
  const timed = activities.flatMap((a) => {
    const hours = statedHours(a);
    return hours ? [{ at: hours[0], ends: hours[1], ms: a.replace(/\s*\([^)]*\)/g, "") }] : [];
  });
  activities = activities.filter((a) => !statedHours(a)).map((a) => a.replace(/\s*\([^)]*\)/g, ""));
  const opening = timed.find((t) => t.at <= start);
  if (opening) {
    const shift = opening.ends - start;
    for (const step of steps) step.at += shift;
  }
  for (const t of timed) fixed.push({ at: t.at, ms: t.ms, en: t.ms });
  // The user's own arrival ('ketibaan tetamu') opens the day in their words, not after a generic one.
  const arrival = activities[0] && ARRIVAL.test(activities[0]) && !opening ? activities.shift() : undefined;
  if (arrival && steps[0]) steps[0] = { at: start, ms: arrival, en: arrival };
  // A timed talk in the prose is one part of the day: the day's own activities are still to be named.
  const named = activities.length ? activities : timed.length > talks.length ? [] : [null];
  // The user's own welcome or speech ('welcoming of guests', 'ucapan oleh Pengerusi ...') is the day's
  // welcome and opening: no second, generic one, and the user's steps begin after the arrival.
  const ownOpening = activities.some((a) => OWN_OPENING.test(a));
  if (ownOpening) steps.splice(1, 2);
  // An evening that starts after Maghrib welcomes its congregation once they have prayed Isyak.
  const welcomeAfterIsyak = isyakHere && !ownOpening && !opening && start > MAGHRIB;
  if (welcomeAfterIsyak)
    steps.splice(1, 2, { at: ISYAK + 30, ms: "Ucapan alu-aluan dan perasmian", en: "Welcome address and opening" });
  const from =
    mainAt ??
    (welcomeAfterIsyak ? ISYAK + 45 : start + (opening ? opening.ends - start : 0) + span * (ownOpening ? 0.1 : 0.28));
  // A prize-giving of its own, unless one of the user's activities already is one; a camp gives its prizes on its last day.
  const prizeGiving =
    !firstOfDays &&
    PRIZES.test(text) &&
    !activities.some((a) => /^(penyampaian|prize|award|cabutan\s+bertuah|lucky\s+draw)/i.test(a));
  // The user's activities fill the day up to the prize-giving, or near its close when there is none:
  // no afternoon left empty after the last of them.
  const to = start + span * (prizeGiving ? 0.78 : 0.9);
  const taken = blocked(ramadan).filter(([a]) => fixed.some((f) => f.at === a));
  const prayed = afterPrayers(named, start, end, ramadan);
  if (prayed) {
    if (prayed.isyak && !ramadan && !isyakHere)
      fixed.push({ at: ISYAK, ms: "Solat Isyak berjemaah", en: "Isyak prayer in congregation" });
    // The welcome and the opening come once the congregation has prayed, before the first talk after Isyak.
    const welcomeAt = prayed.isyakIndex >= 0 ? (prayed.times[prayed.isyakIndex] ?? ISYAK + 30) - 15 : MAGHRIB + 30;
    if (!ownOpening)
      steps.splice(1, 2, { at: welcomeAt, ms: "Ucapan alu-aluan dan perasmian", en: "Welcome address and opening" });
    prayed.times.forEach((at, i) => {
      const activity = named[i] ?? "";
      steps.push({ at, ms: activity, en: activity });
    });
  } else {
    // A talk ('ceramah oleh Ustaz ...', 'forum') or the checks of everyone who comes take the time of
    // three short items, not a slot like theirs.
    const weights = named.map((a) => (a && (TALK.test(a) || CHECKS_STEP.test(a)) ? 3 : 1));
    const total = weights.reduce((a, b) => a + b, 0);
    // Shared out over the time left free by the breaks and prayers, so none is squeezed in just before one.
    const inWindow = taken.filter(([a, b]) => a < to && b > from);
    const free = to - from - inWindow.reduce((sum, [a, b]) => sum + Math.min(b, to) - Math.max(a, from), 0);
    named.forEach((activity, i) => {
      const before = weights.slice(0, i).reduce((a, b) => a + b, 0);
      let at = from + (free * before) / Math.max(1, total);
      for (const [a, b] of inWindow) if (at >= a) at += Math.min(b, to) - Math.max(a, from);
      at = round(at);
      // Less than half an hour before a break is no slot for an activity: it comes after the break.
      for (const [a, b] of taken) if (at > a - 30 && at < b) at = round(b);
      steps.push(
        activity
          ? { at, ms: activity, en: activity }
          : mainAt !== undefined
            ? { at, ms: c.t("Pelepasan peserta {subj}", "Flag-off of the {subj}") ?? "", en: "" }
            : {
                at,
                ms: withServices(c.t("Pengisian utama {subj}", "Main {subj} activities") ?? "", services, c.lang),
                en: "",
              },
      );
    });
  }
  if (prizeGiving) {
    steps.push({
      at: overnight ? end - 30 : start + round(span * 0.82),
      ms: "Penyampaian hadiah dan cenderamata",
      en: "Prize-giving",
    });
  }
  if (ramadan && MOREH.test(text)) steps.push({ at: end - 30, ms: "Moreh", en: "Moreh (supper)" });
  // The day closes at the hour the brief states it ends ('hingga 12.00 tengah hari' closes at 12.00); the
  // first of several days ends its sessions then: nobody goes home from a camp's first afternoon.
  steps.push(
    firstOfDays
      ? { at: end, ms: "Tamat aktiviti hari pertama", en: "End of the first day's activities" }
      : { at: end, ms: "Bersurai", en: "Close" },
  );
  const all = [...steps, ...fixed].sort((a, b) => a.at - b.at);
  // After the midday break the day's activities carry on, when nothing else is set for a while.
  const lunch = all.findIndex((step) => step.at === ZOHOR && fixed.includes(step));
  const next = all[lunch + 1];
  const resume = ZOHOR + (ramadan ? 45 : 60);
  if (lunch > 0 && next && next.at - resume >= 45) {
    const carry = c.t("Sambungan {subj}", "The {subj} continues") ?? "";
    all.splice(lunch + 1, 0, { at: resume, ms: carry, en: carry });
  }
  // Two rows never share a time: a later one moves a quarter of an hour on.
  for (let i = 1; i < all.length; i++) if (all[i]!.at <= all[i - 1]!.at) all[i]!.at = all[i - 1]!.at + 15;
  return all;
}

/** 'Pengisian utama kempen derma darah serta pemeriksaan kesihatan percuma untuk penderma'. */
function withServices(main: string, services: string[], lang: Ctx["lang"]): string {
  if (!main || !services.length) return main;
  const english = lang === "en";
  const list = services.map((s) => lowerFirst(s));
  const joined =
    list.length > 1 ? `${list.slice(0, -1).join(", ")} ${english ? "and" : "dan"} ${list.at(-1)}` : list[0];
  return `${main}${english ? ", with " : " serta "}${joined}`;
}

/** 'Subjek: Matematik, Sains dan Bahasa Inggeris', 'Subjects: ...': what a class teaches. */
const SUBJECTS = /\b(?:subjek|mata\s+pelajaran|subjects?)\s*:\s*((?:[^.]|(?<=\d)\.(?=\d))+)/iu;
/** Words that carry a subject list's sentence on past its last subject (', diajar oleh 4 guru sukarela'). */
const AFTER_SUBJECTS = /,\s*(?:diajar|diajarkan|dikendalikan|dibimbing|oleh|dengan|taught|led|run|by|with)\b[\s\S]*$/iu;

/** A class's subjects, each its own turn: 'Matematik, Sains dan Bahasa Inggeris' is three. */
function subjectsOf(description: string): string[] {
  const list = SUBJECTS.exec(description)?.[1]?.replace(AFTER_SUBJECTS, "");
  const parts = (list ?? "")
    .split(/\s*,\s*(?:dan\s+|and\s+)?|\s+(?:dan|and|&)\s+/iu)
    .map((x) => x.trim())
    .filter((x) => x && x.length <= 60);
  return parts.length >= 2 ? parts : [];
}

const SNACKS = /\b(?:makanan\s+ringan|minum\s+pagi|minum\s+petang|kudapan|snacks?|refreshments?)\b/i;

/**
 * One session of a class that meets on set weekdays: attendance, then its subjects (or the brief's
 * activities) in equal turns, a break halfway through a session of two hours or more, and the close
 * at the hour it ends. No welcome or opening: those belong to a programme's one day.
 */
export function sessionOrder(c: Ctx, start: number, end: number): Step[] {
  const named = subjectsOf(c.brief.description);
  const lessons = (named.length ? named : proseActivities(c.brief.description)).map(upperFirst).slice(0, 5);
  const span = end - start;
  const rest = span >= 120 ? 15 : 0;
  const session = c.t("Sesi {subj}", "The {subj} session") ?? "";
  // One lesson in a long session is taught in two parts, either side of the break.
  const turns = lessons.length
    ? lessons
    : rest
      ? [session, c.t("Sambungan {subj}", "The {subj} continues") ?? ""]
      : [session];
  const each = Math.max(15, Math.floor((span - 15 - rest) / turns.length / 5) * 5);
  const breakAfter = rest ? Math.ceil(turns.length / 2) : 0;
  const snacks = SNACKS.test(c.brief.description);
  const steps: Step[] = [{ at: start, ms: "Kehadiran peserta", en: "Attendance" }];
  let at = start + 15;
  turns.forEach((turn, i) => {
    steps.push({ at, ms: turn, en: turn });
    at += each;
    if (i + 1 === breakAfter) {
      steps.push(
        snacks
          ? { at, ms: "Rehat dan makanan ringan", en: "Break and refreshments" }
          : { at, ms: "Rehat", en: "Break" },
      );
      at += rest;
    }
  });
  steps.push({ at: end, ms: "Bersurai", en: "Close" });
  return steps;
}
