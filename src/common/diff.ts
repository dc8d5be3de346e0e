/**
 * A word-level diff of two texts for the version history: longest common subsequence over lines,
 * then over the words and spaces of each replaced run of lines. Common starts and ends are trimmed
 * first, so edits in a long document stay cheap; a part too large for the table (more than
 * `maxCells` cells) is shown as removed + added.
 */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** Above this many table cells (before words x after words) the middle part is not compared word by word. */
const MAX_CELLS = 4_000_000;

export function tokenize(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

export function diffWords(before: string, after: string, maxCells = MAX_CELLS): DiffPart[] {
  // Lines first (cheap even for long documents), then words inside each replaced run of lines.
  const lineParts = diffTokens(lines(before), lines(after), maxCells);
  const parts: DiffPart[] = [];
  for (let i = 0; i < lineParts.length; i++) {
    const part = lineParts[i]!;
    const next = lineParts[i + 1];
    if (part.kind === "removed" && next?.kind === "added") {
      for (const word of diffTokens(tokenize(part.text), tokenize(next.text), maxCells)) {
        push(parts, word.kind, word.text);
      }
      i++;
    } else {
      push(parts, part.kind, part.text);
    }
  }
  return parts;
}

/** Each line with its line break. */
function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The common start and end as they are; the middle by the table, or removed + added when too large. */
function diffTokens(a: string[], b: string[], maxCells: number): DiffPart[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, "same", a.slice(0, start).join(""));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > maxCells) {
    push(parts, "removed", midA.join(""));
    push(parts, "added", midB.join(""));
  } else {
    for (const part of lcsDiff(midA, midB)) push(parts, part.kind, part.text);
  }
  push(parts, "same", a.slice(endA).join(""));
  return parts;
}

/** The classic table: lengths[i][j] = LCS of a[i..] and b[j..]; walked from the start, removals first. */
function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(parts, "same", a[i++]!);
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      push(parts, "removed", a[i++]!);
    } else {
      push(parts, "added", b[j++]!);
    }
  }
  while (i < n) push(parts, "removed", a[i++]!);
  while (j < m) push(parts, "added", b[j++]!);
  return parts;
}

/** How many words a diff adds and removes (spaces do not count). */
export function diffStats(parts: DiffPart[]): { added: number; removed: number } {
  const words = (text: string) => tokenize(text).filter((t) => /\S/.test(t)).length;
  let added = 0;
  let removed = 0;
  for (const p of parts) {
    if (p.kind === "added") added += words(p.text);
    if (p.kind === "removed") removed += words(p.text);
  }
  return { added, removed };
}

/**
 * True when two texts have the same words in the same order: only spaces and line breaks differ,
 * which is when the suggestion card says the result is the same ('Hasilnya sama…'). Letter case
 * and punctuation are part of a word.
 */
export function sameWords(a: string, b: string): boolean {
  const words = (text: string) => tokenize(text).filter((t) => /\S/.test(t));
  const x = words(a);
  const y = words(b);
  return x.length === y.length && x.every((word, i) => word === y[i]);
}
