import type { Writer } from "../../ai/writer.js";

/** Assistant actions that need a language model; grammar, formal and shorten always work. */
export type AssistantCapabilities = { expand: boolean; translate: boolean; instruct: boolean };

/**
 * What the configured writer can do. The offline composer cannot add content, translate the
 * user's text or follow a free instruction; any LLM writer can. The editor disables what is false
 * and the assist service refuses it before any balance check, so nothing is charged.
 */
export function assistantCapabilities(writer: Pick<Writer, "engine">): AssistantCapabilities {
  const llm = writer.engine === "llm";
  return { expand: llm, translate: llm, instruct: llm };
}
