import type { Config } from "../config.js";
import { createBuiltinWriter } from "./builtin/composer.js";
import type { Writer } from "./writer.js";

/**
 * The LLM writer when an OpenAI-compatible endpoint is configured, the offline composer otherwise.
 * The LLM client is loaded only when configured: an offline installation starts without it.
 */
export async function createWriter(config: Config): Promise<Writer> {
  if (!config.ai) return createBuiltinWriter();
  const { createLlmWriter } = await import("./openai/llm-writer.js");
  return createLlmWriter({
    baseUrl: config.ai.baseUrl,
    apiKey: config.ai.apiKey,
    model: config.ai.model,
    concurrency: config.ai.concurrency,
    timeoutMs: config.ai.timeoutMs,
    maxRetries: config.ai.maxRetries,
  });
}
