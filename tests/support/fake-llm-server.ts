/**
 * A local stand-in for an OpenAI-compatible provider (POST /v1/chat/completions), for tests and
 * benchmarks of the LLM writer. node:http only, listening on 127.0.0.1.
 *
 * It knows nothing of the writer's code: it reads the request body the way a provider would and
 * answers from the prompt text alone. Its normal answers are deterministic:
 * - a prompt asking for JSON with a "proposalStructure" key gets a solution object;
 * - a prompt asking for JSON with a "sections" key and "exactly N" / "tepat N" gets N section titles;
 * - a prompt with <instruction>..</instruction> and <text>..</text> gets the text with the instruction noted;
 * - a prompt with <text>..</text> gets that text translated (tiny dictionary), shortened, expanded,
 *   corrected or made formal, according to the words of the request;
 * - any other prompt naming "N words" / "N patah perkataan" gets HTML paragraphs of a little more than N
 *   words in the prompt's language (a budget or timeline section also gets a table).
 * Faults (status codes, hangs, stalls, truncation, malformed output, injected content) are set with
 * setScenario(): per call index, for the next N calls, or for calls whose prompt matches.
 * Streaming answers are sent token by token at `tokensPerSecond` per request (each request its own rate),
 * ending with a finish_reason chunk, a usage chunk when stream_options.include_usage is set, and [DONE].
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

export type FakeFault =
  /** Answer with this HTTP status and an OpenAI-style error body (429 may carry Retry-After, in seconds). */
  | {
      type: "status";
      status: number;
      retryAfterSeconds?: number;
      retryAfterMs?: number;
      message?: string;
      /** Wait this long before answering (a provider that is slow to fail). */
      delayMs?: number;
    }
  /** Accept the request and never send anything (not even headers). */
  | { type: "hang" }
  /** Send headers and the first `afterTokens` tokens (default 3), then go silent with the connection open. */
  | { type: "stall"; afterTokens?: number }
  /**
   * Cut the answer after `fraction` (default 0.3) of its tokens:
   * "close" destroys the socket, "end" ends the HTTP response cleanly without finish_reason or [DONE],
   * "length" finishes properly but with finish_reason "length".
   */
  | { type: "truncate"; mode: "close" | "end" | "length"; fraction?: number }
  /** JSON tasks: text that is not valid JSON. Other tasks: a reply with no usable content. */
  | { type: "malformed" }
  /** Outline tasks: `missing` (default 2) fewer sections than asked. */
  | { type: "missing-sections"; missing?: number }
  /** An empty answer (finish_reason "stop"). */
  | { type: "empty" }
  /** Replace the answer, or transform the normal one. */
  | { type: "content"; content: string | ((normal: string, request: FakeRequest) => string) }
  /** Stream at another rate, optionally after a delay before the headers. */
  | { type: "slow"; tokensPerSecond: number; firstByteDelayMs?: number }
  /** Send no usage chunk even if asked. */
  | { type: "no-usage" };

export type FakeRule = {
  fault: FakeFault;
  /** Absolute call indexes (0-based, counted since start or the last reset()). */
  calls?: number[];
  /** Apply to this many matching calls, then stop applying. */
  times?: number;
  /** Only calls whose prompt (all messages joined) contains this string, matches this pattern or passes this test. */
  match?: string | RegExp | ((request: FakeRequest) => boolean);
};

export type ChatMessage = { role: string; content: string };

export type FakeRequest = {
  index: number;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
  messages: ChatMessage[];
  /** All message contents joined by blank lines. */
  prompt: string;
  stream: boolean;
  authorization: string | undefined;
  task: FakeTask;
  startedAt: number;
  /** When the answer ended or the client went away (performance.now() ms). */
  endedAt?: number;
  fault?: FakeFault["type"];
  status?: number;
  /** Usage as reported to the client (also set when the usage chunk was withheld). */
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  /** The full answer the server meant to send. */
  answer?: string;
  /** The client closed the connection before the answer ended. */
  clientAborted?: boolean;
};

export type FakeTask = "outline" | "solution" | "section" | "rewrite" | "instruct" | "translate" | "other";

export type FakeLlmServerOptions = {
  /** Tokens per second per request when streaming; 0 (default) sends as fast as possible. */
  tokensPerSecond?: number;
  /** The model name echoed in responses; defaults to the request's model. */
  model?: string;
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (else 401). */
  apiKey?: string;
  port?: number;
};

export type FakeLlmServer = {
  /** Base URL for the SDK, e.g. http://127.0.0.1:PORT/v1 */
  url: string;
  /** Every chat completion request received, in arrival order. */
  requests: FakeRequest[];
  /** Replaces the fault rules (first matching rule wins). */
  setScenario(rules: FakeRule[]): void;
  /** Clears the log, the call counter and the rules. */
  reset(): void;
  /** Most requests that were in flight at the same moment. */
  maxConcurrent(filter?: (r: FakeRequest) => boolean): number;
  close(): Promise<void>;
};

export async function startFakeLlmServer(options: FakeLlmServerOptions = {}): Promise<FakeLlmServer> {
  const requests: FakeRequest[] = [];
  let rules: (FakeRule & { used: number })[] = [];
  let counter = 0;
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
    return t;
  };

  const pickFault = (req: FakeRequest): FakeFault | undefined => {
    for (const rule of rules) {
      if (rule.calls && !rule.calls.includes(req.index)) continue;
      if (rule.match !== undefined && !matches(rule.match, req)) continue;
      if (rule.times !== undefined && rule.used >= rule.times) continue;
      rule.used++;
      return rule.fault;
    }
    return undefined;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = (req.url ?? "").split("?")[0];
      if (req.method !== "POST" || url !== "/v1/chat/completions") {
        return sendError(res, 404, `Unknown endpoint ${req.method} ${url}`);
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        return sendError(res, 400, "Request body is not valid JSON");
      }
      const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : null;
      if (!messages || messages.length === 0 || typeof body.model !== "string") {
        return sendError(res, 400, "'model' and a non-empty 'messages' array are required");
      }
      const parsed: ChatMessage[] = [];
      for (const m of messages) {
        const msg = m as { role?: unknown; content?: unknown };
        if (typeof msg.role !== "string" || typeof msg.content !== "string") {
          return sendError(res, 400, "each message needs a string role and content");
        }
        parsed.push({ role: msg.role, content: msg.content });
      }
      const prompt = parsed.map((m) => m.content).join("\n\n");
      const record: FakeRequest = {
        index: counter++,
        body,
        messages: parsed,
        prompt,
        stream: body.stream === true,
        authorization: req.headers.authorization,
        task: classify(parsed),
        startedAt: performance.now(),
      };
      requests.push(record);
      res.on("close", () => {
        if (record.endedAt === undefined) {
          record.endedAt = performance.now();
          record.clientAborted = true;
        }
      });
      const finish = () => {
        if (record.endedAt === undefined) record.endedAt = performance.now();
      };

      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        record.status = 401;
        sendError(res, 401, "Incorrect API key provided");
        return finish();
      }
      const fault = pickFault(record);
      record.fault = fault?.type;
      const model = options.model ?? (body.model as string);

      if (fault?.type === "status") {
        const respond = () => {
          record.status = fault.status;
          const headers: Record<string, string> = {};
          if (fault.retryAfterSeconds !== undefined) headers["retry-after"] = String(fault.retryAfterSeconds);
          if (fault.retryAfterMs !== undefined) headers["retry-after-ms"] = String(fault.retryAfterMs);
          sendError(res, fault.status, fault.message ?? http.STATUS_CODES[fault.status] ?? "error", headers);
          finish();
        };
        if (fault.delayMs) setTimeout(respond, fault.delayMs);
        else respond();
        return;
      }
      if (fault?.type === "hang") return; // the socket stays open until the client gives up or close()

      const normal = answer(record);
      let text = normal;
      if (fault?.type === "malformed") text = malformed(record);
      else if (fault?.type === "missing-sections") text = outlineAnswer(record, fault.missing ?? 2);
      else if (fault?.type === "empty") text = "";
      else if (fault?.type === "content")
        text = typeof fault.content === "function" ? fault.content(normal, record) : fault.content;
      record.answer = text;

      const tokens = tokenize(text);
      const usage = {
        prompt_tokens: Math.ceil(prompt.length / 4),
        completion_tokens: tokens.length,
        total_tokens: Math.ceil(prompt.length / 4) + tokens.length,
      };
      const id = `chatcmpl-fake-${record.index}`;
      const created = Math.floor(Date.now() / 1000);
      record.status = 200;

      if (!record.stream) {
        record.usage = usage;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id,
            object: "chat.completion",
            created,
            model,
            choices: [
              {
                index: 0,
                message: { role: "assistant", content: text },
                finish_reason: fault?.type === "truncate" && fault.mode === "length" ? "length" : "stop",
              },
            ],
            usage,
          }),
        );
        return finish();
      }

      const tps = fault?.type === "slow" ? fault.tokensPerSecond : (options.tokensPerSecond ?? 0);
      const delay = fault?.type === "slow" ? (fault.firstByteDelayMs ?? 0) : 0;
      const includeUsage = (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
      let limit = tokens.length;
      if (fault?.type === "truncate") limit = Math.floor(tokens.length * (fault.fraction ?? 0.3));
      if (fault?.type === "stall") limit = Math.min(tokens.length, fault.afterTokens ?? 3);

      const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
        `data: ${JSON.stringify({
          id,
          object: "chat.completion.chunk",
          created,
          model,
          choices: [{ index: 0, delta, finish_reason: finishReason }],
        })}\n\n`;

      const start = () => {
        if (res.destroyed) return;
        res.writeHead(200, {
          "content-type": "text/event-stream",
          "cache-control": "no-cache",
          connection: "keep-alive",
        });
        res.write(chunk({ role: "assistant", content: "" }, null));
        const began = performance.now();
        let sent = 0;
        const end = () => {
          if (res.destroyed) return;
          if (fault?.type === "stall") return; // silent, connection open
          if (fault?.type === "truncate" && fault.mode === "close") {
            res.destroy();
            return finish();
          }
          if (fault?.type === "truncate" && fault.mode === "end") {
            res.end();
            return finish();
          }
          const reason = fault?.type === "truncate" && fault.mode === "length" ? "length" : "stop";
          res.write(chunk({}, reason));
          const used = { ...usage, completion_tokens: sent, total_tokens: usage.prompt_tokens + sent };
          record.usage = used;
          if (includeUsage && fault?.type !== "no-usage") {
            res.write(
              `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [], usage: used })}\n\n`,
            );
          }
          res.write("data: [DONE]\n\n");
          res.end();
          finish();
        };
        const pump = () => {
          if (res.destroyed) return;
          const due = tps > 0 ? Math.min(limit, Math.floor(((performance.now() - began) / 1000) * tps) + 1) : limit;
          let out = "";
          while (sent < due) out += chunk({ content: tokens[sent++] }, null);
          if (out) res.write(out);
          if (sent >= limit) return end();
          later(Math.max(5, Math.min(50, 1000 / tps)), pump);
        };
        pump();
      };
      if (delay > 0) later(delay, start);
      else start();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setScenario(next) {
      rules = next.map((r) => ({ ...r, used: 0 }));
    },
    reset() {
      requests.length = 0;
      counter = 0;
      rules = [];
    },
    maxConcurrent(filter) {
      return maxOverlap(requests.filter(filter ?? (() => true)));
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Most intervals [startedAt, endedAt) open at one moment (an unfinished request counts as still open). */
export function maxOverlap(requests: Pick<FakeRequest, "startedAt" | "endedAt">[]): number {
  const events: [number, number][] = [];
  for (const r of requests) {
    events.push([r.startedAt, 1], [r.endedAt ?? Number.POSITIVE_INFINITY, -1]);
  }
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let best = 0;
  for (const [, d] of events) {
    open += d;
    best = Math.max(best, open);
  }
  return best;
}

function matches(match: NonNullable<FakeRule["match"]>, req: FakeRequest): boolean {
  if (typeof match === "string") return req.prompt.includes(match);
  if (match instanceof RegExp) return match.test(req.prompt);
  return match(req);
}

function sendError(res: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(
    JSON.stringify({ error: { message, type: status === 429 ? "rate_limit_error" : "server_error", code: null } }),
  );
}

/** Tokens as a provider would count them, roughly: pieces of up to 4 characters, split at word starts. */
function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const piece of text.match(/\s*\S+|\s+/g) ?? []) {
    for (let i = 0; i < piece.length; i += 4) out.push(piece.slice(i, i + 4));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading the request

function lastUser(messages: ChatMessage[]): string {
  return [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
}

function classify(messages: ChatMessage[]): FakeTask {
  const user = lastUser(messages);
  const all = messages.map((m) => m.content).join("\n");
  if (/JSON/.test(all) && all.includes('"proposalStructure"')) return "solution";
  if (/JSON/.test(all) && all.includes('"sections"')) return "outline";
  if (/<instruction>[\s\S]*<\/instruction>/.test(user) && /<text>[\s\S]*<\/text>/.test(user)) return "instruct";
  if (/<text>[\s\S]*<\/text>/.test(user)) {
    const request = user.slice(0, user.indexOf("<text>"));
    return /translat|terjemah/i.test(request) ? "translate" : "rewrite";
  }
  if (/\d+\s*(?:words|patah perkataan)/i.test(user)) return "section";
  return "other";
}

function isMalay(messages: ChatMessage[]): boolean {
  const text = (messages.find((m) => m.role === "system")?.content ?? lastUser(messages)).toLowerCase();
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  return count(/\b(yang|dan|untuk|dengan|ialah|anda)\b/g) > count(/\b(the|and|with|you|for|is)\b/g);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function answer(req: FakeRequest): string {
  switch (req.task) {
    case "outline":
      return outlineAnswer(req, 0);
    case "solution":
      return solutionAnswer(req);
    case "section":
      return sectionAnswer(req);
    case "rewrite":
    case "translate":
    case "instruct":
      return textAnswer(req);
    default:
      return isMalay(req.messages) ? "Baik, saya faham." : "Understood.";
  }
}

function malformed(req: FakeRequest): string {
  if (req.task === "outline")
    return 'Berikut ialah rangka yang dicadangkan:\n{"sections": [{"title": "Latar Belakang", "brief": "Konteks proj';
  if (req.task === "solution") return '```json\n{"analysis": "Analisis", "solution": \n```';
  return "```\n```";
}

const OUTLINE_MS: [string, string][] = [
  ["Latar Belakang", "background"],
  ["Pernyataan Masalah", "problem"],
  ["Objektif", "objectives"],
  ["Skop dan Metodologi", "scope"],
  ["Pelan Pelaksanaan dan Jadual Masa", "implementation"],
  ["Anggaran Bajet", "budget"],
  ["Analisis Risiko dan Mitigasi", "risks"],
  ["Pemantauan dan Penilaian", "monitoring"],
  ["Kelestarian dan Impak", "sustainability"],
  ["Manfaat Dijangka", "benefits"],
  ["Kesimpulan", "conclusion"],
];
const OUTLINE_EN: [string, string][] = [
  ["Background", "background"],
  ["Problem Statement", "problem"],
  ["Objectives", "objectives"],
  ["Scope and Methodology", "scope"],
  ["Implementation Plan and Timeline", "implementation"],
  ["Budget Estimate", "budget"],
  ["Risk Analysis and Mitigation", "risks"],
  ["Monitoring and Evaluation", "monitoring"],
  ["Sustainability and Impact", "sustainability"],
  ["Expected Benefits", "benefits"],
  ["Conclusion", "conclusion"],
];

function outlineAnswer(req: FakeRequest, missing: number): string {
  const m = lastUser(req.messages).match(/(?:exactly|tepat)\s+(\d+)/i);
  const wanted = Math.max(1, Number(m?.[1] ?? 9));
  const bank = isMalay(req.messages) ? OUTLINE_MS : OUTLINE_EN;
  // Background first, conclusion last, implementation and budget when the prompt requires them,
  // then the rest of the standard structure in order.
  const required = new Set(["background", "conclusion"]);
  for (const kind of ["implementation", "budget"]) if (req.prompt.includes(`kind "${kind}")`)) required.add(kind);
  const chosen = new Set<string>();
  for (const [, kind] of bank) if (required.has(kind) && chosen.size < wanted) chosen.add(kind);
  for (const [, kind] of bank) if (chosen.size < wanted) chosen.add(kind);
  const picked: [string, string][] = bank.filter(([, kind]) => chosen.has(kind));
  // More sections than the standard structure: numbered extras before the conclusion.
  for (let i = 0; picked.length < wanted; i++) {
    const item = bank[1 + (i % (bank.length - 2))]!;
    picked.splice(picked.length - 1, 0, [`${item[0]} (${Math.floor(i / (bank.length - 2)) + 2})`, item[1]]);
  }
  // Like a real model, answer the fields the prompt's example asks for.
  const withBrief = req.prompt.includes('"brief"');
  const sections = picked.slice(0, Math.max(0, wanted - missing)).map(([title, kind]) => ({
    title,
    kind,
    ...(withBrief
      ? {
          brief: isMalay(req.messages) ? `Huraian ${title.toLowerCase()} cadangan ini.` : `The ${title.toLowerCase()}.`,
        }
      : {}),
  }));
  return `\`\`\`json\n${JSON.stringify({ sections }, null, 2)}\n\`\`\``;
}

function solutionAnswer(req: FakeRequest): string {
  const ms = isMalay(req.messages);
  const user = lastUser(req.messages);
  const need = user.match(/<requirements>\s*([\s\S]*?)\s*<\/requirements>/)?.[1] ?? user.slice(0, 80);
  const short = need.split(/\s+/).slice(0, 8).join(" ");
  return JSON.stringify(
    ms
      ? {
          analysis: `Keperluan utama ialah: ${short}. Pelanggan memerlukan penyelesaian yang tersusun dan berdaya maju.`,
          solution: "Penyelesaian yang dicadangkan ialah pelaksanaan berperingkat dengan pemantauan berkala.",
          proposalTitle: `Cadangan Penyelesaian: ${short}`,
          detailedProposal: "Cadangan ini merangkumi latar belakang, objektif, pelan pelaksanaan dan bajet.",
          proposalStructure: ["Latar Belakang", "Objektif", "Pelan Pelaksanaan", "Bajet", "Kesimpulan"],
        }
      : {
          analysis: `The main need is: ${short}. The client needs a structured and viable solution.`,
          solution: "A phased implementation with regular monitoring.",
          proposalTitle: `Proposed Solution: ${short}`,
          detailedProposal: "The proposal covers background, objectives, implementation plan and budget.",
          proposalStructure: ["Background", "Objectives", "Implementation Plan", "Budget", "Conclusion"],
        },
  );
}

const SENTENCES_MS = [
  "Cadangan ini disediakan bagi memastikan setiap keperluan pihak berkepentingan dipenuhi secara teratur dan telus.",
  "Pendekatan yang digunakan menekankan kecekapan kos, kualiti hasil dan pematuhan kepada peraturan yang berkuat kuasa.",
  "Setiap fasa akan dipantau oleh pasukan projek yang berpengalaman dan dilaporkan kepada pengurusan secara berkala.",
  "Data prestasi akan dikumpulkan dan dianalisis untuk menilai keberkesanan langkah yang telah dilaksanakan.",
  "Kerjasama erat dengan rakan strategik akan memperkukuh keupayaan organisasi untuk mencapai sasaran yang ditetapkan.",
  "Risiko utama telah dikenal pasti lebih awal dan pelan mitigasi yang sesuai telah disediakan bagi setiap risiko tersebut.",
  "Pelaksanaan secara berperingkat membolehkan penambahbaikan dibuat berdasarkan maklum balas pengguna sebenar.",
  "Sumber manusia yang terlatih merupakan faktor penting dalam menjamin kelangsungan inisiatif ini dalam jangka panjang.",
  "Hasil yang dijangka akan memberi manfaat langsung kepada komuniti setempat serta meningkatkan daya saing perniagaan.",
  "Penggunaan teknologi yang sesuai akan mempercepat proses kerja dan mengurangkan kesilapan dalam operasi harian.",
  "Semua perbelanjaan akan direkodkan dengan teliti dan diaudit mengikut amalan tadbir urus kewangan yang baik.",
  "Penglibatan pihak berkepentingan sejak peringkat awal akan memastikan penerimaan yang tinggi terhadap hasil projek.",
  "Petunjuk prestasi utama yang jelas akan digunakan untuk mengukur kemajuan pada setiap suku tahun.",
  "Latihan dan bimbingan akan diberikan kepada kakitangan supaya kemahiran baharu dapat diamalkan dengan berkesan.",
  "Dokumentasi yang lengkap akan disediakan bagi memudahkan penyelenggaraan dan pengembangan pada masa hadapan.",
  "Inisiatif ini selari dengan hala tuju pembangunan negara dan menyokong agenda ekonomi digital Malaysia.",
];
const SENTENCES_EN = [
  "This proposal is prepared to ensure that every stakeholder requirement is met in an orderly and transparent manner.",
  "The approach emphasises cost efficiency, quality of outcomes and compliance with the regulations in force.",
  "Each phase will be monitored by an experienced project team and reported to management at regular intervals.",
  "Performance data will be collected and analysed to assess the effectiveness of the measures taken.",
  "Close cooperation with strategic partners will strengthen the organisation's ability to reach its targets.",
  "The main risks have been identified early and a suitable mitigation plan has been prepared for each of them.",
  "A phased rollout allows improvements to be made based on feedback from real users.",
  "Trained people are a key factor in securing the long-term continuity of this initiative.",
  "The expected results will directly benefit the local community and improve business competitiveness.",
  "Suitable technology will speed up work processes and reduce errors in daily operations.",
  "All spending will be recorded carefully and audited in line with good financial governance practice.",
  "Involving stakeholders from the start will ensure strong acceptance of the project's results.",
];

function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

function sectionAnswer(req: FakeRequest): string {
  const user = lastUser(req.messages);
  const all = [...user.matchAll(/(\d[\d,]*)\s*(?:words|patah perkataan)/gi)];
  const target = Number((all[all.length - 1]?.[1] ?? "300").replace(/,/g, ""));
  const title = user.match(/(?:Tajuk bahagian|Section title):\s*(.+)/)?.[1]?.trim() ?? "";
  const ms = isMalay(req.messages);
  const bank = ms ? SENTENCES_MS : SENTENCES_EN;
  const seed = hash(`${title}\n${user.length}`);
  const parts: string[] = [];
  let words = 0;
  const lead = ms
    ? `Bahagian ${escapeText(title.toLowerCase())} ini menjelaskan perkara utama yang berkaitan dengan cadangan.`
    : `This ${escapeText(title.toLowerCase())} section sets out the main points of the proposal.`;
  let paragraph = [lead];
  words += countWords(lead);
  if (/\b(table|jadual)\b/i.test(user) && /bajet|budget/i.test(title)) {
    const table = ms
      ? "<table><thead><tr><th>Perkara</th><th>Kos (RM)</th></tr></thead><tbody><tr><td>Peralatan</td><td>6,000</td></tr><tr><td>Tenaga kerja</td><td>9,000</td></tr><tr><td><strong>Jumlah</strong></td><td><strong>15,000</strong></td></tr></tbody></table>"
      : "<table><thead><tr><th>Item</th><th>Cost (RM)</th></tr></thead><tbody><tr><td>Equipment</td><td>6,000</td></tr><tr><td>Labour</td><td>9,000</td></tr><tr><td><strong>Total</strong></td><td><strong>15,000</strong></td></tr></tbody></table>";
    parts.push(table);
    words += 10;
  }
  let i = 0;
  while (words < target * 1.06) {
    const sentence = bank[(seed + i * 7) % bank.length]!;
    paragraph.push(sentence);
    words += countWords(sentence);
    i++;
    if (paragraph.length >= 4) {
      parts.push(`<p>${paragraph.join(" ")}</p>`);
      paragraph = [];
    }
  }
  if (paragraph.length) parts.push(`<p>${paragraph.join(" ")}</p>`);
  return parts.join("\n");
}

const MS_EN: Record<string, string> = {
  dan: "and",
  projek: "project",
  syarikat: "company",
  kami: "we",
  akan: "will",
  membina: "build",
  sistem: "system",
  baharu: "new",
  untuk: "for",
  pelanggan: "customers",
  ini: "this",
  cadangan: "proposal",
  yang: "that",
  di: "in",
  dengan: "with",
  kos: "cost",
  rendah: "low",
  tinggi: "high",
  kualiti: "quality",
};
const EN_MS = Object.fromEntries(Object.entries(MS_EN).map(([k, v]) => [v, k]));
const INFORMAL: Record<string, string> = {
  tak: "tidak",
  nak: "hendak",
  kat: "di",
  dgn: "dengan",
  yg: "yang",
  utk: "untuk",
  dah: "sudah",
  boleh: "boleh",
  camni: "begini",
  sbb: "sebab",
};

function sentencesOf(text: string): string[] {
  return (
    text
      .match(/[^.!?]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  );
}

function capitalise(text: string): string {
  return sentencesOf(text.replace(/\s+/g, " "))
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`))
    .join(" ");
}

function textAnswer(req: FakeRequest): string {
  const user = lastUser(req.messages);
  const text = user.match(/<text>\s*([\s\S]*?)\s*<\/text>/)?.[1] ?? "";
  const request = user.slice(0, user.indexOf("<text>")).toLowerCase();
  const ms = isMalay(req.messages);
  if (req.task === "instruct") {
    const instruction = user.match(/<instruction>\s*([\s\S]*?)\s*<\/instruction>/)?.[1] ?? "";
    return `${capitalise(text)} ${ms ? "Catatan" : "Note"}: ${instruction.trim()}.`;
  }
  if (req.task === "translate") {
    const dict = /english|inggeris/i.test(request) ? MS_EN : EN_MS;
    return text.replace(/[\p{L}]+/gu, (w) => {
      const t = dict[w.toLowerCase()];
      if (!t) return w;
      return w[0] === w[0]!.toUpperCase() ? t.charAt(0).toUpperCase() + t.slice(1) : t;
    });
  }
  if (/ringkas|shorten/.test(request)) {
    const s = sentencesOf(text);
    return s.slice(0, Math.max(1, Math.ceil(s.length / 2))).join(" ");
  }
  if (/kembang|expand/.test(request)) {
    const extra = (ms ? SENTENCES_MS : SENTENCES_EN).slice(hash(text) % 4, (hash(text) % 4) + 3);
    return `${text} ${extra.join(" ")}`;
  }
  if (/formal/.test(request)) {
    return capitalise(text.replace(/[\p{L}]+/gu, (w) => INFORMAL[w.toLowerCase()] ?? w));
  }
  return capitalise(text);
}
