/**
 * The paper's shape: every section the kind (or template) requires has a heading, and no section
 * is only a heading or a marked blank.
 */

import { PLACEHOLDER_PATTERN } from "../../../common/kinds/placeholder.js";
import type { SectionRole } from "../../../common/kinds/types.js";
import { flatten, type ReadSection } from "./read.js";
import type { Finding } from "./types.js";

/** '1.2 Objektif dan Tema' -> ['objektif dan tema', 'objektif', 'tema']: a combined heading covers each part. */
function headingParts(heading: string): string[] {
  const whole = flatten(heading.replace(/^\s*(?:\d+(?:\.\d+)*[.)]?|[IVX]+\.)\s+/, ""));
  const parts = whole.split(/\s+(?:dan|serta|and)\s+|\s*[,&/]\s*/).filter(Boolean);
  return [whole, ...parts];
}

/** Whether a heading names the required title: equal, a part of a combined heading, or containing it whole. */
export function headingCovers(heading: string, title: string): boolean {
  const wanted = flatten(title);
  if (!wanted) return true;
  const parts = headingParts(heading);
  return parts.some((p) => p === wanted || ` ${p} `.includes(` ${wanted} `));
}

export function missingSections(sections: ReadSection[], required: { title: string; role?: SectionRole }[]): Finding[] {
  const out: Finding[] = [];
  for (const want of required) {
    const byHeading = sections.some((s) => s.headings.some((h) => headingCovers(h, want.title)));
    // A section the writer tagged with the role is there, whatever its heading became.
    const byRole = want.role !== undefined && sections.some((s) => s.role === want.role && s.title);
    if (byHeading || byRole) continue;
    out.push({
      code: "missing_section",
      ...(want.role ? { role: want.role } : {}),
      subject: want.title,
      message: `The required section "${want.title}" has no heading in the document.`,
    });
  }
  return out;
}

/** No prose and no table text once marked blanks are taken out. */
export function emptySection(section: ReadSection): Finding[] {
  const blank = (t: string) => !t.replace(new RegExp(PLACEHOLDER_PATTERN.source, "g"), "").replace(/[\s\p{P}]/gu, "");
  const cells = section.tables.flatMap((t) =>
    t.rows.filter((r) => !r.header).flatMap((r) => r.cells.map((c) => c.text)),
  );
  if (section.prose.some((p) => !blank(p)) || cells.some((c) => !blank(c))) return [];
  return [
    {
      code: "empty_section",
      section: section.index,
      sectionTitle: section.title,
      ...(section.role ? { role: section.role } : {}),
      message: `The section "${section.title}" has a heading but no prose.`,
    },
  ];
}
