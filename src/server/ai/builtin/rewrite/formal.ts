/** 'formal': informal Malay (or English) -> formal register, after the grammar fixes. */
import { formalMalay } from "./formal-ms.js";
import { grammar } from "./grammar.js";
import { detectLanguage, EN_CONTRACTIONS, EN_FORMAL_PHRASES, EN_FORMAL_WORDS } from "./lexicon.js";
import { capitaliseSentences, dictionaryRegex, endSentences, replacePhrases, replaceWords } from "./words.js";

const EN_CONTRACTIONS_RE = dictionaryRegex(Object.keys(EN_CONTRACTIONS));
const EN_WORDS_RE = dictionaryRegex(Object.keys(EN_FORMAL_WORDS));

/** Sentence openers that are too casual for a proposal. */
const EN_OPENERS: [RegExp, string][] = [
  [/(^|[.!?]\s+)So,?\s+/g, "$1Therefore, "],
  [/(^|[.!?]\s+)But,?\s+/g, "$1However, "],
  [/(^|[.!?]\s+)And,?\s+/g, "$1In addition, "],
  [/(^|[.!?]\s+)Also,?\s+/g, "$1In addition, "],
];

function formalEnglish(text: string): string {
  let out = text.replace(/’/g, "'");
  out = replacePhrases(out, EN_FORMAL_PHRASES);
  out = replaceWords(out, EN_CONTRACTIONS, EN_CONTRACTIONS_RE);
  out = replaceWords(out, EN_FORMAL_WORDS, EN_WORDS_RE);
  for (const [re, to] of EN_OPENERS) out = out.replace(re, to);
  return out;
}

export function formal(text: string, language: "ms" | "en"): string {
  const lang = detectLanguage(text, language);
  const fixed = grammar(text, lang);
  const out = lang === "ms" ? formalMalay(fixed) : formalEnglish(fixed);
  return endSentences(capitaliseSentences(out));
}
