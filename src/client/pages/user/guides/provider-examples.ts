/**
 * Configuration examples shown verbatim in the API key guide. They are settings, not prose, so
 * they stay out of the message catalogues; the labels come from guides.apiKey.examples.*.
 */
export const AI_VARIABLES = ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL", "AI_CONCURRENCY", "AI_TIMEOUT_MS"] as const;

export const PROVIDER_EXAMPLES = [
  {
    key: "openai",
    lines: ["AI_BASE_URL=https://api.openai.com/v1", "AI_API_KEY=sk-...", "AI_MODEL=gpt-4o-mini"],
  },
  {
    key: "azure",
    lines: [
      "AI_BASE_URL=https://<resource>.openai.azure.com/openai/v1",
      "AI_API_KEY=<azure-key>",
      "AI_MODEL=<deployment>",
    ],
  },
  {
    key: "ollama",
    lines: ["AI_BASE_URL=http://localhost:11434/v1", "AI_API_KEY=ollama", "AI_MODEL=llama3.1:8b", "AI_CONCURRENCY=2"],
  },
  {
    key: "vllm",
    lines: [
      "AI_BASE_URL=http://localhost:8000/v1",
      "AI_API_KEY=<token>",
      "AI_MODEL=Qwen/Qwen2.5-7B-Instruct",
      "AI_TIMEOUT_MS=120000",
    ],
  },
  {
    key: "llamacpp",
    lines: ["AI_BASE_URL=http://localhost:8080/v1", "AI_API_KEY=none", "AI_MODEL=local", "AI_CONCURRENCY=1"],
  },
] as const;
