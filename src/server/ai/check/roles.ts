/**
 * A section handed over without its role ('Tentatif Program', no role) gets the role its heading
 * names: from the required sections first, then the brief's kind, then any kind. The role decides
 * which rules apply (a schedule is exempt from the subject rule; a date-and-venue section must
 * state the date), so a caller that passes only titles and HTML is checked the same way.
 */
import { KIND_IDS, KINDS, type SectionRole } from "../../../common/kinds/index.js";
import type { KindId } from "../../../common/kinds/types.js";
import { headingCovers } from "./structure.js";

type Titled = { title: string; role?: SectionRole };

function kindTitles(kind: KindId | undefined): Titled[] {
  const order = kind ? [kind, ...KIND_IDS.filter((k) => k !== kind)] : [...KIND_IDS];
  return order.flatMap((k) =>
    KINDS[k].sections.flatMap((s) => [
      { title: s.title.ms, role: s.role },
      { title: s.title.en, role: s.role },
    ]),
  );
}

export function roleOfHeading(heading: string, required: Titled[], kind: KindId | undefined): SectionRole | undefined {
  if (!heading.trim()) return undefined;
  const candidates = [...required.filter((r) => r.role), ...kindTitles(kind)];
  return candidates.find((c) => headingCovers(heading, c.title))?.role;
}
