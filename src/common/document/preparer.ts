/** Who prepared a paper, as its own signature block says. */
import { runsText, type Section } from "./model.js";

const PREPARED_BY = /^(?:disediakan oleh|prepared by)$/i;
/** A signature line: the rows under it are read. */
const SIGNATURE_LINE = /^[.…_\s-]+$/u;
/** A date line or a blank to complete: not a name. */
const NOT_A_NAME = /^(?:\[.*\]|(?:tarikh|date)\b.*)$/iu;

/**
 * The name under 'Disediakan oleh' / 'Prepared by' in the paper's signature table ('Puan Noraini binti
 * Osman'), or null when the table leaves it to complete or the paper has no such table.
 */
export function signedPreparer(sections: Section[]): string | null {
  for (const section of [...sections].reverse()) {
    for (const block of section.blocks) {
      if (block.kind !== "table") continue;
      const [head, ...rows] = block.rows;
      if (!PREPARED_BY.test(runsText(head?.cells[0]?.runs ?? []).trim())) continue;
      const first = rows
        .map((row) => runsText(row.cells[0]?.runs ?? []).trim())
        .find((text) => text && !SIGNATURE_LINE.test(text));
      return first && !NOT_A_NAME.test(first) ? first : null;
    }
  }
  return null;
}
