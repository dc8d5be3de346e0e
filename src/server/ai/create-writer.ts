import type { Config } from "../config.js";
import { createBuiltinWriter } from "./builtin/composer.js";
import { createLlmWriter } from "./openai/llm-writer.js";
import type { Writer } from "./writer.js";

/** The LLM writer when an OpenAI-compatible endpoint is configured, the offline composer otherwise. */
export function createWriter(config: Config): Writer {
  if (!config.ai) return createBuiltinWriter();
  return createLlmWriter({
    baseUrl: config.ai.baseUrl,
    apiKey: config.ai.apiKey,
    model: config.ai.model,
    concurrency: config.ai.concurrency,
    timeoutMs: config.ai.timeoutMs,
    maxRetries: config.ai.maxRetries,
  });
}
