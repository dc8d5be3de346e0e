export { type CallPurpose, createLlmWriter, type LlmWriterOptions } from "./llm-writer.js";
