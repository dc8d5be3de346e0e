/**
 * The text actions answered as server-sent events when asked (Accept: text/event-stream):
 * `delta` pieces while the model writes, then `done` with the usual JSON body, or `failed` with
 * `{ message, code }`. Everything checked before the writer starts (validation, sign-in, rate
 * limit, capability, credits) still answers as a plain JSON error: the stream opens only after.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../core/errors.js";
import { malay } from "../../core/messages.js";
import type { TextStream } from "./charge.js";

export const wantsStream = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? "").includes("text/event-stream");

/**
 * Runs `produce` with the stream's hooks when the request asks for a stream, otherwise plainly.
 * Returns the body to send, or undefined once the stream has answered it.
 */
export async function answerText<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: (stream?: TextStream) => Promise<T>,
): Promise<T | undefined> {
  if (!wantsStream(request)) return produce();
  const res = reply.raw;
  let open = false;
  const send = (event: string, data: unknown) => {
    if (open && !res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // A reader who goes away stops the model: the result is never produced, so nothing is charged.
  const gone = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) gone.abort();
  });
  const stream: TextStream = {
    signal: gone.signal,
    onStart() {
      reply.hijack();
      // The headers set so far (security headers) still apply; undefined ones are dropped.
      const kept = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
      res.writeHead(200, {
        ...(Object.fromEntries(kept) as Record<string, string | number | string[]>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store, no-transform",
        "x-accel-buffering": "no",
      });
      open = true;
    },
    onDelta: (text) => send("delta", { text }),
    onDeltaReset: () => send("reset", {}),
  };
  try {
    const body = await produce(stream);
    if (!open) return body;
    send("done", body);
  } catch (error) {
    if (!open) throw error;
    if (!gone.signal.aborted) {
      const known = error instanceof AppError;
      request.log.warn({ err: error }, "streamed assistant action failed");
      send("failed", {
        message: known ? error.message : malay("errors.INTERNAL"),
        code: known ? error.code : "INTERNAL",
      });
    }
  }
  res.end();
  return undefined;
}
