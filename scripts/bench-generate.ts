// `npm run bench:generate`: the built-in composer's time for a Standard Package, and the LLM
// writer's wall time against the local OpenAI-compatible test server streaming 60 tokens/s per
// request, with sections in parallel versus one after another; then what a generation job writes
// to the database (bench-generation-writes.ts).
import { performance } from "node:perf_hooks";
import { createBuiltinWriter } from "../src/server/ai/builtin/composer.js";
import { createLlmWriter } from "../src/server/ai/openai/llm-writer.js";
import type { PackageSpec, ProposalBrief, Writer } from "../src/server/ai/writer.js";
import { startFakeLlmServer } from "../tests/support/fake-llm-server.js";
import { benchJobWrites } from "./bench-generation-writes.js";

const STANDARD: PackageSpec = { key: "standard", sections: 9, minWords: 2500 };

function brief(i: number): ProposalBrief {
  return {
    title: `Sistem Tempahan Dalam Talian Kedai Kek Puteri ${i}`,
    description: "Membangunkan sistem tempahan kek dalam talian dengan pembayaran FPX untuk kedai di Alor Setar.",
    type: "pembangunan-web",
    budgetRange: "20k-50k",
    timeline: "4-6-bulan",
    keyRequirements: ["Tempahan dalam talian", "Pembayaran FPX", "Notifikasi WhatsApp kepada pelanggan"],
    targetAudience: "Pelanggan kek sekitar Alor Setar",
    companyBackground: "Kedai Kek Puteri ditubuhkan pada 2015 dan mempunyai 12 pekerja.",
    objectives: "Meningkatkan jualan sebanyak 30 peratus; mengurangkan kesilapan tempahan",
    constraints: "Bajet terhad",
    additionalInfo: "",
    language: "ms",
    startDate: "2026-11-21",
  };
}

async function generate(writer: Writer, b: ProposalBrief): Promise<number> {
  const outline = await writer.outline(b, STANDARD);
  const sections = await writer.sections(b, outline);
  return sections.reduce((n, s) => n + s.words, 0);
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function benchComposer() {
  const writer = createBuiltinWriter();
  for (let i = 0; i < 20; i++) await generate(writer, brief(i));
  const times: number[] = [];
  let words = 0;
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    words = await generate(writer, brief(1000 + i));
    times.push(performance.now() - start);
  }
  const p95 = [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!;
  console.log(
    `composer  Standard Package (9 sections, ${words} words): median ${median(times).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${times.length} runs (goal < 20 ms)`,
  );
}

async function benchLlm() {
  const server = await startFakeLlmServer({ tokensPerSecond: 60 });
  const writer = (concurrency: number) =>
    createLlmWriter({
      baseUrl: server.url,
      apiKey: "bench",
      model: "bench-model",
      concurrency,
      timeoutMs: 600_000,
      maxRetries: 0,
    });
  try {
    const timed = async (w: Writer) => {
      const start = performance.now();
      const words = await generate(w, brief(1));
      return { seconds: (performance.now() - start) / 1000, words };
    };
    const parallel = await timed(writer(9));
    const sequential = await timed(writer(1));
    console.log(`llm       Standard Package at 60 tokens/s per request:`);
    console.log(
      `          parallel sections   ${parallel.seconds.toFixed(1)} s (${parallel.words} words; goal < 20 s)`,
    );
    console.log(`          one after another   ${sequential.seconds.toFixed(1)} s (${sequential.words} words)`);
    console.log(`          speed-up            ${(sequential.seconds / parallel.seconds).toFixed(1)}x (goal >= 4x)`);
  } finally {
    await server.close();
  }
}

await benchComposer();
await benchLlm();
await benchJobWrites(createBuiltinWriter(), { brief: brief(1), pkg: STANDARD });
