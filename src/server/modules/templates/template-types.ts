import type { KindId } from "../../../common/kinds/types.js";
import type { SIMPLE_TYPES } from "../../../common/proposal-options.js";

/** The catalogue's tabs (end-user-area.md section 2). */
export const TEMPLATE_CATEGORIES = ["perniagaan", "kerajaan", "pendidikan", "teknologi"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const TEMPLATE_LEVELS = ["basic", "standard", "premium"] as const;
export type TemplateLevel = (typeof TEMPLATE_LEVELS)[number];

export type TemplateFieldType = "text" | "textarea" | "number";

/** One input of a template's dynamic form. */
export type TemplateField = {
  /** camelCase key of the submitted value. */
  name: string;
  /** Malay label; also the subject of every validation message. */
  label: string;
  type: TemplateFieldType;
  required: boolean;
  /** A Malay example shown in the empty input. */
  placeholder?: string;
  /** Numbers only: 'RM' is written before the figure, any other unit after it. */
  unit?: string;
};

export type TemplateSection = { title: string };

export type TemplateSeed = {
  /** Readable, URL-safe slug; also the route parameter of /template/{id}. */
  id: string;
  /** What kind of paper it writes: decides the sections it must contain beyond its own. */
  kind: KindId;
  name: string;
  description: string;
  category: TemplateCategory;
  level: TemplateLevel;
  creditCost: number;
  estimatedWords: number;
  sections: TemplateSection[];
  templateFields: TemplateField[];
  /** Hint for the writer: which standard proposal structure the template is closest to. */
  proposalType: (typeof SIMPLE_TYPES)[number];
  /** Hint for the writer: subject keywords (Malay) that set the vocabulary of the document. */
  domain?: string[];
};

/** What each level promises: its possible costs, its word estimate and its number of sections (inclusive). */
export const TEMPLATE_LEVEL_RULES = {
  basic: { creditCosts: [50], words: [400, 800], sections: [3, 5] },
  standard: { creditCosts: [100, 150], words: [1200, 2000], sections: [6, 8] },
  premium: { creditCosts: [200, 250], words: [2500, 3000], sections: [9, 12] },
} as const satisfies Record<
  TemplateLevel,
  { creditCosts: readonly number[]; words: readonly [number, number]; sections: readonly [number, number] }
>;
