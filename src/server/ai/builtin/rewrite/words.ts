/** Whole-word, case-preserving replacement and sentence helpers for the rewrite actions. */

const LETTER = "\\p{L}\\p{N}";

/** Gives `replacement` the case pattern of `original`: lower, Capitalised or UPPER. */
export function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) {
    return replacement.toUpperCase();
  }
  if (original.charAt(0) !== original.charAt(0).toLowerCase()) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One regex for a whole dictionary: whole words only (a hyphen or apostrophe joins words). */
export function dictionaryRegex(keys: string[]): RegExp {
  const sorted = [...keys].sort((a, b) => b.length - a.length).map(escapeRe);
  return new RegExp(`(?<![${LETTER}'’-])(${sorted.join("|")})(?![${LETTER}'’-])`, "giu");
}

export function replaceWords(
  text: string,
  dict: Record<string, string>,
  re = dictionaryRegex(Object.keys(dict)),
): string {
  return text.replace(re, (m: string) => {
    const to = dict[m.toLowerCase()];
    return to === undefined ? m : matchCase(m, to);
  });
}

/** Applies phrase rules, keeping the case of each match's first letter. */
export function replacePhrases(text: string, rules: [RegExp, string][]): string {
  let out = text;
  for (const [re, to] of rules) {
    out = out.replace(re, (...args: unknown[]) => {
      const m = args[0] as string;
      const groups = args.slice(1, -2) as (string | undefined)[];
      const filled = to.replace(/\$(\d)/g, (_, d: string) => groups[Number(d) - 1] ?? "");
      return matchCase(m.split(" ")[0] ?? m, filled);
    });
  }
  return out;
}

/** Capitalises the first letter of the text and of every sentence. */
export function capitaliseSentences(text: string): string {
  return text.replace(
    /(^|[.!?]\s+|\n\s*)(["'“‘(]?)(\p{Ll})/gu,
    (_, a: string, q: string, c: string) => a + q + c.toUpperCase(),
  );
}

/** Collapses spaces, fixes spaces around punctuation; keeps line breaks. */
export function fixSpacing(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \t\u00a0]+/g, " ")
        .replace(/ +([,.;:!?)])/g, "$1")
        .replace(/([(]) +/g, "$1")
        .replace(/([,;:!?])(?=[\p{L}])/gu, "$1 ")
        .replace(/(\p{Ll}{2,})\.(?=\p{L}{2,})(?![^\s]*@)/gu, (m, w: string, off: number, all: string) => {
          const token = all.slice(all.lastIndexOf(" ", off) + 1).split(" ")[0] ?? "";
          return /www|https?:|@|\.(com|my|net|org|gov|edu)\b/i.test(token) ? m : `${w}. `;
        })
        .replace(/([.!?])\1+/g, "$1")
        .trim(),
    )
    .join("\n");
}

/** Removes a word repeated by mistake ('yang yang' -> 'yang'). */
export function dropRepeatedWords(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}-])(\p{L}+)(\s+\1)+(?![\p{L}\p{N}-])/giu, "$1");
}

/** Ends every non-empty line that ends in a letter or digit with a full stop. */
export function endSentences(text: string): string {
  return text
    .split("\n")
    .map((line) => (/[\p{L}\p{N})"'”’]$/u.test(line.trim()) ? `${line.trimEnd()}.` : line))
    .join("\n");
}

/** Splits prose into sentences (keeps abbreviations and decimals together). */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  const re = /[^.!?]+(?:[.!?]+(?=\s|$)|$)/g;
  let buffer = "";
  for (const m of text.match(re) ?? []) {
    buffer += m;
    const last = buffer.trim().split(/\s+/).pop() ?? "";
    if (/^(sdn|bhd|dr|prof|tn|pn|no|bil|mr|mrs|ms|st|jln|kg|e\.g|i\.e|etc|dll|dsb)\.$/i.test(last)) continue;
    if (buffer.trim()) out.push(buffer.trim());
    buffer = "";
  }
  if (buffer.trim()) out.push(buffer.trim());
  return out;
}
