/**
 * A local stand-in for an OpenAI-compatible provider (POST /v1/chat/completions), for tests and
 * benchmarks of the LLM writer. node:http only, listening on 127.0.0.1.
 *
 * It knows nothing of the writer's code: it reads the request body the way a provider would and
 * answers from the prompt text alone (fake-llm-answers.ts, fake-llm-sections.ts). Its normal answers
 * are deterministic:
 * - a prompt asking for JSON with a "proposalStructure" key gets a solution object;
 * - a prompt asking for JSON with a "sections" key and "exactly N" / "tepat N" gets N section titles;
 * - a prompt with <instruction>..</instruction> and <text>..</text> gets the text with the instruction noted;
 * - a prompt with <text>..</text> gets that text translated (tiny dictionary), shortened, expanded,
 *   corrected or made formal, according to the words of the request;
 * - any other prompt naming "N words" / "N patah perkataan" is a section: HTML of a little more than N
 *   words in the prompt's language, about the subject the prompt names, stating the facts it must
 *   state and copying the tables it gives as rows.
 * Faults (status codes, hangs, stalls, truncation, malformed output, injected content) are set with
 * setScenario(): per call index, for the next N calls, or for calls whose prompt matches. script()
 * gives the calls matching a prompt their answers in turn (a first draft that drops a figure, then
 * the normal one).
 * Streaming answers are sent token by token at `tokensPerSecond` per request (each request its own rate),
 * ending with a finish_reason chunk, a usage chunk when stream_options.include_usage is set, and [DONE].
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { createLlmWriter, type LlmWriterOptions } from "../../src/server/ai/openai/llm-writer.js";
import type { Writer } from "../../src/server/ai/writer.js";
import {
  type AnswerRequest,
  type ChatMessage,
  classify,
  type FakeTask,
  isMalay,
  malformed,
  outlineAnswer,
  solutionAnswer,
  textAnswer,
} from "./fake-llm-answers.js";
import { sectionAnswer } from "./fake-llm-sections.js";

export type { ChatMessage, FakeTask } from "./fake-llm-answers.js";

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

/**
 * One scripted answer: text, a change to the normal answer, a fault, or null for the normal answer.
 */
export type FakeAnswer = string | ((normal: string, request: FakeRequest) => string) | FakeFault | null;

export type FakeRule = {
  fault: FakeFault;
  /** Absolute call indexes (0-based, counted since start or the last reset()). */
  calls?: number[];
  /** Apply to this many matching calls, then stop applying. */
  times?: number;
  /** Only calls whose prompt (all messages joined) contains this string, matches this pattern or passes this test. */
  match?: string | RegExp | ((request: FakeRequest) => boolean);
};

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
  /** Replaces the fault rules (first matching rule wins); scripts are kept. */
  setScenario(rules: FakeRule[]): void;
  /**
   * The calls matching `match` get `answers` in turn, one each, then normal answers again. Scripts
   * are consulted before the scenario's rules, in the order they were added.
   */
  script(match: NonNullable<FakeRule["match"]>, answers: FakeAnswer[]): void;
  /** Clears the log, the call counter, the rules and the scripts. */
  reset(): void;
  /** Most requests that were in flight at the same moment. */
  maxConcurrent(filter?: (r: FakeRequest) => boolean): number;
  close(): Promise<void>;
};

export async function startFakeLlmServer(options: FakeLlmServerOptions = {}): Promise<FakeLlmServer> {
  const requests: FakeRequest[] = [];
  let rules: (FakeRule & { used: number })[] = [];
  let scripted: (FakeRule & { used: number })[] = [];
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
    for (const rule of [...scripted, ...rules]) {
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
    script(match, answers) {
      // One single-use rule per answer: the first unused one that matches answers the call.
      for (const a of answers) scripted.push({ match, times: 1, used: 0, fault: asFault(a) });
    },
    reset() {
      requests.length = 0;
      counter = 0;
      rules = [];
      scripted = [];
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

function asFault(a: FakeAnswer): FakeFault {
  if (a === null) return { type: "content", content: (normal) => normal };
  if (typeof a === "string" || typeof a === "function") return { type: "content", content: a };
  return a;
}

function answer(req: AnswerRequest): string {
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

/** The product's LLM writer talking to the fake provider, with short retries; `options` adjust it per test. */
export function fakeLlmWriter(fake: Pick<FakeLlmServer, "url">, options: Partial<LlmWriterOptions> = {}): Writer {
  return createLlmWriter({
    baseUrl: fake.url,
    apiKey: "sk-test",
    model: "model-ujian",
    concurrency: 4,
    timeoutMs: 6000,
    maxRetries: 1,
    retryBaseDelayMs: 10,
    retryMaxDelayMs: 50,
    ...options,
  });
}
