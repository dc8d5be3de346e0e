import { parseWithPlaces, sourceOf, textOf } from "./html-tree";
import { spliceChangedCells } from "./splice-cells";

/**
 * The HTML to save: every top-level block the user did not change is sent exactly as it was stored
 * (its bytes and the whitespace before it), and only changed or new blocks in the serialiser's form;
 * in a table where only cells changed, only those cells.
 *
 * `original` is the stored HTML the editor was opened with, `baseline` the editor's blocks right
 * after loading it (storedBlocks of getHTML), `current` the editor's blocks now. A stored block maps
 * to a baseline block when both lists have the same length and each pair has the same text; when
 * they do not (the editor merged or split something on loading), the original is kept if nothing
 * changed at all, and otherwise the serialised document is sent.
 */
export function htmlToSave(original: string, baseline: readonly string[], current: readonly string[]): string {
  const stored = topLevelBlocks(original);
  const mapped =
    stored.length === baseline.length && stored.every((block, i) => textOf(block.html) === textOf(baseline[i] ?? ""));
  if (!mapped) return sameBlocks(baseline, current) ? original : current.join("\n");

  const matchOf = matchUnchanged(baseline, current);
  const editedOf = pairEdited(matchOf, baseline.length);
  let html = "";
  let previous = -1;
  current.forEach((block, j) => {
    const unchanged = matchOf[j] ?? -1;
    const i = unchanged >= 0 ? unchanged : (editedOf[j] ?? -1);
    const adjacent = i >= 0 && previous >= 0 && i === previous + 1;
    if (j > 0) html += adjacent ? (stored[i]?.before ?? "\n") : "\n";
    html += unchanged >= 0 ? (stored[i]?.html ?? block) : editedBlock(stored[i]?.html, baseline[i], block);
    previous = i;
  });
  return html;
}

/** An edited block: a table whose cells alone changed keeps the rest of its stored bytes. */
function editedBlock(stored: string | undefined, baseline: string | undefined, current: string): string {
  if (stored === undefined || baseline === undefined || !current.startsWith("<table")) return current;
  return spliceChangedCells(stored, baseline, current) ?? current;
}

/**
 * Current blocks that are edited versions of baseline blocks: between two unchanged blocks, as many
 * changed blocks now as before pair up in order. Others are new (-1).
 */
function pairEdited(matchOf: readonly number[], baselineLength: number): number[] {
  const editedOf = new Array<number>(matchOf.length).fill(-1);
  let lastBaseline = -1;
  let gap: number[] = [];
  const closeGap = (nextBaseline: number) => {
    if (gap.length === nextBaseline - lastBaseline - 1) {
      for (const [k, j] of gap.entries()) editedOf[j] = lastBaseline + 1 + k;
    }
    gap = [];
  };
  matchOf.forEach((i, j) => {
    if (i < 0) {
      gap.push(j);
      return;
    }
    closeGap(i);
    lastBaseline = i;
  });
  closeGap(baselineLength);
  return editedOf;
}

type StoredBlock = { html: string; before: string };

/** The stored HTML's top-level nodes, each with the whitespace that precedes it. */
function topLevelBlocks(html: string): StoredBlock[] {
  const blocks: StoredBlock[] = [];
  let before = "";
  for (const node of parseWithPlaces(html).children) {
    const text = sourceOf(html, node);
    if (text.trim() === "") {
      before += text;
      continue;
    }
    blocks.push({ html: text, before });
    before = "";
  }
  return blocks;
}

const sameBlocks = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((block, i) => block === b[i]);

/** For each current block, the index of the baseline block it is an unchanged copy of, or -1 (longest common subsequence). */
function matchUnchanged(baseline: readonly string[], current: readonly string[]): number[] {
  const n = baseline.length;
  const m = current.length;
  const lengths = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const row = lengths[i] as number[];
      row[j] =
        baseline[i] === current[j]
          ? ((lengths[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((lengths[i + 1] as number[])[j] as number, row[j + 1] as number);
    }
  }
  const matchOf = new Array<number>(m).fill(-1);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (baseline[i] === current[j]) {
      matchOf[j] = i;
      i++;
      j++;
    } else if (((lengths[i + 1] as number[])[j] as number) >= ((lengths[i] as number[])[j + 1] as number)) i++;
    else j++;
  }
  return matchOf;
}
