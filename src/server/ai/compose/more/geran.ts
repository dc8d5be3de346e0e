import type { SectionRole } from "../../../../common/kinds/types.js";
import type { Line } from "../roles/kit.js";

/** Further on-subject lines for a geran paper, by role (see more/index.ts for the rules every line follows). */
export const GERAN: Partial<Record<SectionRole, Line[]>> = {};
