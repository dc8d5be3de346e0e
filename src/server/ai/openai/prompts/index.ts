import type { Language } from "../../writer.js";
import { en } from "./en.js";
import type { PromptSet } from "./facts.js";
import { ms } from "./ms.js";

export { type BriefFacts, briefFacts, type Prompt, type PromptSet } from "./facts.js";
export { type Paper, paperOf, planRoles } from "./paper.js";

/** One prompt file per language. */
export const PROMPTS: Record<Language, PromptSet> = { ms, en };
