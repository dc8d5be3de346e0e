import type { Language } from "../../writer.js";
import { en } from "./en.js";
import type { PromptSet } from "./facts.js";
import { ms } from "./ms.js";

export {
  type BriefFacts,
  briefFacts,
  kindFromTitle,
  kindOf,
  type Prompt,
  type PromptSet,
  SECTION_KINDS,
  type SectionKind,
} from "./facts.js";

/** One prompt file per language. */
export const PROMPTS: Record<Language, PromptSet> = { ms, en };
