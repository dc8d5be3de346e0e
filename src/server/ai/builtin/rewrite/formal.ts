/** 'formal': informal Malay (or English) -> formal register, after the grammar fixes. */
import { grammar } from "./grammar.js";
import {
  detectLanguage,
  EN_CONTRACTIONS,
  EN_FORMAL_PHRASES,
  EN_FORMAL_WORDS,
  MS_FORMAL_PHRASES,
  MS_FORMAL_WORDS,
  MS_PROPOSAL_VOICE,
} from "./lexicon.js";
import { capitaliseSentences, dictionaryRegex, replacePhrases, replaceWords } from "./words.js";

const MS_WORDS_RE = dictionaryRegex(Object.keys(MS_FORMAL_WORDS));
const EN_CONTRACTIONS_RE = dictionaryRegex(Object.keys(EN_CONTRACTIONS));
const EN_WORDS_RE = dictionaryRegex(Object.keys(EN_FORMAL_WORDS));

/** Sentence openers that are too casual for a proposal. */
const EN_OPENERS: [RegExp, string][] = [
  [/(^|[.!?]\s+)So,?\s+/g, "$1Therefore, "],
  [/(^|[.!?]\s+)But,?\s+/g, "$1However, "],
  [/(^|[.!?]\s+)And,?\s+/g, "$1In addition, "],
  [/(^|[.!?]\s+)Also,?\s+/g, "$1In addition, "],
];
const MS_OPENERS: [RegExp, string][] = [
  [/(^|[.!?]\s+)Tetapi,?\s+/g, "$1Walau bagaimanapun, "],
  [/(^|[.!?]\s+)Lepas itu,?\s+/g, "$1Selepas itu, "],
  [/(^|[.!?]\s+)Jadi,?\s+/g, "$1Oleh itu, "],
];

export function formal(text: string, language: "ms" | "en"): string {
  const lang = detectLanguage(text, language);
  let out = grammar(text, lang);
  if (lang === "ms") {
    out = replacePhrases(out, MS_FORMAL_PHRASES);
    out = replaceWords(out, MS_FORMAL_WORDS, MS_WORDS_RE);
    out = replacePhrases(out, MS_PROPOSAL_VOICE);
    out = out.replace(/\bpihak kami pihak kami\b/gi, "pihak kami");
    for (const [re, to] of MS_OPENERS) out = out.replace(re, to);
  } else {
    out = out.replace(/’/g, "'");
    out = replacePhrases(out, EN_FORMAL_PHRASES);
    out = replaceWords(out, EN_CONTRACTIONS, EN_CONTRACTIONS_RE);
    out = replaceWords(out, EN_FORMAL_WORDS, EN_WORDS_RE);
    for (const [re, to] of EN_OPENERS) out = out.replace(re, to);
  }
  return capitaliseSentences(out);
}
