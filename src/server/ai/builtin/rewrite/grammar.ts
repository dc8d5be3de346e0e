/** 'grammar': spacing, capitals, repeated words, chat Malay to standard spelling, full stops. */
import { detectLanguage } from "./lexicon.js";
import { normaliseMalay } from "./malay.js";
import { capitaliseSentences, endSentences, fixRepeats, fixSpacing, tidyPunctuation } from "./words.js";

export function fixEnglish(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}'’-])i(?=(?:['’](?:m|ve|ll|d))?(?![\p{L}\p{N}-]))/gu, "I")
    .replace(/\b(a)\s+(?=[aeiou]\w{2,})(?!(?:uni|use|eu|one|once))/gi, "$1n ");
}

export function grammar(text: string, language: "ms" | "en"): string {
  const lang = detectLanguage(text, language);
  let out = fixSpacing(text);
  out = lang === "ms" ? tidyPunctuation(normaliseMalay(out)) : fixEnglish(out);
  out = fixRepeats(out, lang);
  out = capitaliseSentences(out);
  return endSentences(out);
}
