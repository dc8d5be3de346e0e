/**
 * What Shorten may drop and what it must keep. Padding: greetings, thanks, apologies and closing
 * pleasantries ('Harap maklum', 'Jumpa nanti'). Must keep: a request (mohon, minta, sila, tolong,
 * please, 'boleh tak ...', a question), and sentences carrying an amount, a date, a time, or an
 * account or reference number.
 */
import { upperFirst } from "../../facts/text.js";

const GREETING = String.raw`(?:assalamualaikum(?:\s+w(?:\.|arahmatullahi)\s*\S*)?|salam(?:\s+sejahtera)?|hi|hai|helo|hello|hey|dear|selamat\s+(?:pagi|petang|malam|tengah\s+hari)|slmt\s+(?:pg|ptg|mlm|pagi|petang|malam)|good\s+(?:morning|afternoon|evening))`;
const THANKS = String.raw`(?:terima\s+kasih|trima\s+kasih|tq(?:vm)?|ty|thanks?|thank\s+you|jazakallah(?:u)?(?:\s+khairan)?|ribuan\s+terima\s+kasih)`;
const SORRY = String.raw`(?:maaf|sorry|sori|mohon\s+maaf|minta\s+maaf)`;

/** A greeting up to its first comma ('Hi Encik Lim, ...'): dropped, the rest of the sentence stays. */
const GREETING_PREFIX = new RegExp(String.raw`^${GREETING}\b((?:[^,.!?]|\.(?=\s\p{Lu})){0,60}),\s*`, "iu");
/** A whole sentence that only greets, thanks, apologises or signs off. */
const PADDING_SENTENCE = [
  // No comma: 'Tq bg, nanti sy transfer ...' goes on to say something.
  new RegExp(String.raw`^${GREETING}\b(?:\s+[^\s,]+){0,6}?\s*[.!?]*$`, "iu"),
  new RegExp(String.raw`^${THANKS}\b(?:\s+[^\s,]+){0,8}?\s*[.!?]*$`, "iu"),
  new RegExp(String.raw`^${SORRY}\b(?:\s+[^\s,]+){0,6}?\s*[.!?]*$`, "iu"),
  /^(?:ok(?:ay|ey)?|baik(?:lah)?|noted|alright)(?:\s+(?:noted|baik|terima\s+kasih|tq|thanks))?\s*[.!?]*$/iu,
  /^(?:harap(?:kan)?\s+(?:maklum|faham|semua\s+sihat|dapat\s+pertimbangan(?:\s+\S+)?)|jumpa\s+(?:nanti|lagi)|sekian(?:\s+\S+){0,3}|itu\s+(?:sahaja|saja|je|jer)|semoga\s.{0,60}|insya-?allah|apa\s+khabar(?:\s+\S+)?|see\s+you(?:\s+\S+)?|please\s+be\s+informed|we\s+look\s+forward.{0,80}|kind\s+regards.{0,40}|best\s+regards.{0,40}|regards.{0,40})\s*[.!?]*$/iu,
];
/** Thanks or an apology before a comma ('Tq, kalau ada apa2 ...'): dropped, the rest stays. */
const COURTESY_PREFIX = new RegExp(String.raw`^(?:${THANKS}|${SORRY})\b[^,.!?]{0,30},\s*`, "iu");

/** Chat fillers at the start of a sentence or clause: 'Nak inform, ...', 'Sebenarnya, ...'. */
const CHAT_FILLERS = [
  String.raw`(?:sy|saya)?\s*(?:nak|nk|hendak|ingin|just\s+nak|cuma\s+nak)\s+(?:inform|maklumkan|share|kongsi)(?:\s+(?:sikit|sedikit))?`,
  String.raw`(?:sy|saya)?\s*(?:nak|nk|hendak)\s+tanya\s+(?:sikit|sedikit)`,
  String.raw`untuk\s+makluman(?:\s+(?:semua|anda|tuan|puan))?|harap\s+maklum`,
  String.raw`macam\s+ni|mcm\s+ni|camni|begini|by\s+the\s+way|btw|so|ok(?:ay)?|alhamdulillah|insya-?allah`,
];
const FILLER_START = new RegExp(String.raw`(^|,\s*)(?:${CHAT_FILLERS.join("|")})\s*(?:,\s*|(?=[.!?]$))`, "giu");
/** Thanks and blessings after a comma at the end: '..., alhamdulillah.', '..., tq.'. */
const FILLER_END = new RegExp(
  String.raw`,\s*(?:${THANKS}|alhamdulillah|insya-?allah)(?:\s+(?:semua|tuan|puan|cikgu|kak|bang))?(?=\s*[.!?]*$)`,
  "iu",
);

const REQUEST = new RegExp(
  [
    String.raw`\b(?:mohon|memohon|dimohon|pohon|minta|meminta|diminta|sila|silakan|tolong|please|pls|plz|kindly|request|requesting|apply)\b`,
    String.raw`\b(?:harap|berharap|diharap|harapkan)\b(?!\s+(?:maklum|faham|semua\s+sihat|dapat\s+pertimbangan))`,
    String.raw`\bboleh\s*(?:tak|ke|x|tidak)\b|\bbolehkah\b`,
    // 'Akak boleh bank in ...': 'boleh' after the reader is a polite instruction.
    String.raw`^(?:akak|kak|anda|awak|tuan|puan|encik|cik|korang|abang|bang|cikgu|boss|bos|you|u)\s+boleh\b|\b(?:could|can|would)\s+you\b|\bwe\s+(?:ask|request|seek)\b`,
    String.raw`\?\s*$`,
  ].join("|"),
  "iu",
);

const MONTHS =
  "jan(?:uari|uary)?|feb(?:ruari|ruary)?|mac|mar(?:ch)?|apr(?:il)?|mei|may|jun(?:e)?|jul(?:ai|y)?|ogos|ogo|aug(?:ust)?|sep(?:t|tember)?|okt(?:ober)?|oct(?:ober)?|nov(?:ember)?|dis(?:ember)?|dec(?:ember)?";
const FACTS = [
  /(?<![\p{L}])RM\s?\d/iu,
  new RegExp(String.raw`\b\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s+(?:${MONTHS})\b`, "iu"),
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/u,
  /\b\d{1,2}[.:]\d{2}\s*(?:pagi|petang|malam|tengah|pg|ptg|mlm|am|pm)?\b/iu,
  /\d\s?%/u,
  // Account, phone and reference numbers: 'Maybank 5621 0987 6543', 'TK-2027-00418'.
  /\b\d{3,}[\s-]\d{3,}/u,
  /\b\p{Lu}{2,}-?\d{3,}/u,
  /\b(?:isnin|selasa|rabu|khamis|jumaat|sabtu|ahad|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/iu,
  /\b(?:januari|februari|mac|april|mei|jun|julai|ogos|september|oktober|november|disember|january|february|june|july|august|october|december)\b/iu,
];

export function isPadding(sentence: string): boolean {
  const s = sentence.trim();
  return PADDING_SENTENCE.some((re) => re.test(s)) && !FACTS.some((re) => re.test(s));
}

export function isRequest(sentence: string): boolean {
  return REQUEST.test(sentence.trim()) && !isPadding(sentence);
}

export function hasFacts(sentence: string): boolean {
  return FACTS.some((re) => re.test(sentence));
}

/** Whom a greeting names ('Salam Tuan Haji Karim.', 'Hi Encik Lim, ...' -> 'Encik Lim'), if anyone. */
export function addressee(sentence: string): string | null {
  const m = new RegExp(String.raw`^${GREETING}\b\s*((?:[^,.!?]|\.(?=\s\p{Lu})){1,60})[,.!?]`, "iu").exec(
    sentence.trim(),
  );
  const name = m?.[1]?.trim() ?? "";
  return /^\p{Lu}/u.test(name) && !/\b(?:semua|sekalian|all|everyone)\b/iu.test(name) ? name : null;
}

/** The sentence without its greeting or courtesy prefix and chat fillers; the same words otherwise. */
export function trimCourtesy(sentence: string): string {
  let out = sentence.trim();
  for (let i = 0; i < 3; i++) {
    const before = out;
    out = out.replace(GREETING_PREFIX, "").replace(COURTESY_PREFIX, "");
    if (out === before) break;
  }
  out = out
    .replace(FILLER_END, "")
    .replace(FILLER_START, "$1")
    .replace(/,\s*(?=[.!?]*$)/, "")
    .replace(/^[\s,]+/, "");
  return upperFirst(out);
}
