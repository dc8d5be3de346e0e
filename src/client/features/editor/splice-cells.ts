import { DomUtils } from "htmlparser2";
import { isElement, parseWithPlaces, sourceOf, textOf } from "./html-tree";

type Cell = { start: number; end: number; html: string };

/** A table's cells row by row, each with its place in `html`. */
function cellsByRow(html: string): Cell[][] {
  const rows = DomUtils.findAll((element) => element.name === "tr", parseWithPlaces(html).children);
  return rows.map((row) =>
    row.children.filter(isElement).flatMap((cell) => {
      if (cell.name !== "td" && cell.name !== "th") return [];
      const start = cell.startIndex ?? 0;
      return [{ start, end: start + sourceOf(html, cell).length, html: sourceOf(html, cell) }];
    }),
  );
}

const shapeOf = (rows: Cell[][]) => rows.map((row) => row.length).join(",");

/** `html` with the given cells replaced (from the end, so earlier places stay valid). */
function replaceCells(html: string, replacements: { cell: Cell; by: string }[]): string {
  return [...replacements]
    .sort((a, b) => b.cell.start - a.cell.start)
    .reduce((out, { cell, by }) => out.slice(0, cell.start) + by + out.slice(cell.end), html);
}

/**
 * A table whose cells alone were edited, written as the stored table with just those cells replaced,
 * so that everything else in it (other cells, sections, caption) keeps its stored bytes. `stored` is
 * the table as stored, `baseline` and `current` the serialiser's form of it at loading and now.
 * Null when more than cells changed (a row, a column or the caption), or the tables do not line up.
 */
export function spliceChangedCells(stored: string, baseline: string, current: string): string | null {
  const storedRows = cellsByRow(stored);
  const baselineRows = cellsByRow(baseline);
  const currentRows = cellsByRow(current);
  if (shapeOf(storedRows) !== shapeOf(baselineRows) || shapeOf(baselineRows) !== shapeOf(currentRows)) return null;
  const storedCells = storedRows.flat();
  const baselineCells = baselineRows.flat();
  const currentCells = currentRows.flat();
  const skeleton = (html: string, cells: Cell[]) =>
    replaceCells(
      html,
      cells.map((cell) => ({ cell, by: "\u0000" })),
    );
  if (skeleton(baseline, baselineCells) !== skeleton(current, currentCells)) return null;
  if (storedCells.some((cell, i) => textOf(cell.html) !== textOf(baselineCells[i]?.html ?? ""))) return null;
  const changed = currentCells.flatMap((cell, i) => {
    const before = storedCells[i];
    return before && cell.html !== baselineCells[i]?.html ? [{ cell: before, by: cell.html }] : [];
  });
  return replaceCells(stored, changed);
}
