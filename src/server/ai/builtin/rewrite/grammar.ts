/** 'grammar': spacing, capitals, repeated words, SMS short forms and common misspellings, full stops. */
import { detectLanguage, MS_MISSPELLINGS, MS_SHORT_FORMS } from "./lexicon.js";
import {
  capitaliseSentences,
  dictionaryRegex,
  dropRepeatedWords,
  endSentences,
  fixSpacing,
  matchCase,
  replaceWords,
} from "./words.js";

const SHORT_RE = dictionaryRegex(Object.keys(MS_SHORT_FORMS));
const MISSPELT_RE = dictionaryRegex(Object.keys(MS_MISSPELLINGS));

/** 'budak2' -> 'budak-budak', short forms expanded on the way ('bdk2' -> 'budak-budak'). */
function reduplicate(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}-])(\p{L}{2,})2(?![\p{L}\p{N}])/gu, (_, w: string) => {
    const full = MS_SHORT_FORMS[w.toLowerCase()] ?? MS_MISSPELLINGS[w.toLowerCase()] ?? w.toLowerCase();
    const word = matchCase(w, full);
    return `${word}-${full}`;
  });
}

/** 'x' is 'tidak' only between words, not in '3 x 4'. */
function protectTimes(text: string): string {
  return text.replace(/(\d)\s*x\s*(?=\d)/gi, "$1\u2715");
}

export function fixMalay(text: string): string {
  let out = reduplicate(protectTimes(text));
  out = replaceWords(out, MS_SHORT_FORMS, SHORT_RE);
  out = replaceWords(out, MS_MISSPELLINGS, MISSPELT_RE);
  return out.replace(/\u2715/g, " x ");
}

export function fixEnglish(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}'’-])i(?=(?:['’](?:m|ve|ll|d))?(?![\p{L}\p{N}-]))/gu, "I")
    .replace(/\b(a)\s+(?=[aeiou]\w{2,})(?!(?:uni|use|eu|one|once))/gi, "$1n ");
}

export function grammar(text: string, language: "ms" | "en"): string {
  const lang = detectLanguage(text, language);
  let out = fixSpacing(text);
  out = lang === "ms" ? fixMalay(out) : fixEnglish(out);
  out = dropRepeatedWords(out);
  out = capitaliseSentences(out);
  return endSentences(out);
}
