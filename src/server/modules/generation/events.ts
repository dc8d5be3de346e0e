import type { FastifyReply, FastifyRequest } from "fastify";
import { followJob, type JobFollower } from "./job-signals.js";
import { findJob, type JobRow } from "./job-store.js";
import { findSections } from "./section-store.js";
import type { GenerationDeps } from "./service.js";
import { toStatusDto } from "./status.js";

const KEEPALIVE_MS = 15_000;
/** Open event streams per user and process; a further one closes that user's oldest. */
export const MAX_STREAMS_PER_USER = 4;
type Closer = (reason?: string) => void;
const openStreams = new Map<string, Set<Closer>>();

/** The streams each app serves, so an app shutting down ends its own. */
const appStreams = new WeakMap<object, Set<Closer>>();

/** Ends every stream the app serves (it is shutting down); the pages poll the status instead. */
export function closeStreamsOf(app: object): void {
  for (const close of [...(appStreams.get(app) ?? [])]) close("SHUTTING_DOWN");
}

/** How many streams the user holds open in this process (the order they were opened in decides which closes). */
export function streamsHeldBy(userId: string): number {
  return openStreams.get(userId)?.size ?? 0;
}

/** Registers a stream's closer; past the cap the user's oldest stream is closed first. */
function holdStream(userId: string, close: Closer): () => void {
  const mine = openStreams.get(userId) ?? new Set<Closer>();
  openStreams.set(userId, mine);
  while (mine.size >= MAX_STREAMS_PER_USER) {
    const oldest = mine.values().next().value as Closer;
    mine.delete(oldest);
    oldest();
  }
  mine.add(close);
  return () => {
    mine.delete(close);
    if (!mine.size) openStreams.delete(userId);
  };
}

/**
 * Server-sent events for one job, read from the database so that any instance can serve them:
 * `progress` whenever it changes, `section` for each finished section, then `done` or `failed`.
 * The job is read again when the instance running it signals a change (job-signals.ts), and every
 * `eventsPollMs` in case a signal was lost.
 */
export async function streamJobEvents(
  deps: Pick<GenerationDeps, "db" | "signals" | "eventsPollMs">,
  job: JobRow,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  // Following starts before the first read: no change after that read goes unsignalled.
  const follower = await followJob(deps.signals, job.id);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  const send = (event: string, data: unknown) => {
    if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  let closed = false;
  request.raw.on("close", () => {
    closed = true;
    follower.wake();
  });
  // One user's many streams (tabs, a script) cannot hold the server's connections and polls.
  const close: Closer = (reason = "TOO_MANY_STREAMS") => {
    if (closed) return;
    closed = true;
    send("closed", { reason });
    res.end();
    follower.wake();
  };
  const served = appStreams.get(request.server) ?? new Set<Closer>();
  appStreams.set(request.server, served);
  served.add(close);
  const releaseCap = holdStream(job.userId, close);
  const release = () => {
    served.delete(close);
    releaseCap();
  };

  try {
    await sendUntilEnd(deps, job.id, follower, {
      send,
      keepAlive: () => {
        if (!res.writableEnded) res.write(": keep-alive\n\n");
      },
      closed: () => closed,
    });
  } finally {
    follower.stop();
    release();
    if (!res.writableEnded) res.end();
  }
}

type StreamOutput = { send(event: string, data: unknown): void; keepAlive(): void; closed(): boolean };

/** Reads the job at each signal (or poll) and sends what changed, until it ends or the stream closes. */
async function sendUntilEnd(
  deps: Pick<GenerationDeps, "db" | "eventsPollMs">,
  jobId: string,
  follower: JobFollower,
  out: StreamOutput,
): Promise<void> {
  let lastProgress = "";
  const sentSections = new Set<number>();
  let lastWrite = Date.now();
  let current = await findJob(deps.db, jobId);
  while (!out.closed() && current) {
    const dto = toStatusDto(current, await findSections(deps.db, jobId));
    const progress = JSON.stringify(dto.progress);
    if (progress !== lastProgress) {
      lastProgress = progress;
      const sections = (dto.progress.sections as { index: number; done: boolean }[] | undefined) ?? [];
      for (const section of sections) {
        if (section.done && !sentSections.has(section.index)) {
          sentSections.add(section.index);
          out.send("section", section);
        }
      }
      const { sections: _omit, ...summary } = dto.progress;
      out.send("progress", { status: dto.status, ...summary });
      lastWrite = Date.now();
    }
    if (dto.status === "succeeded") {
      out.send("done", { proposalId: dto.proposalId, result: dto.result });
      return;
    }
    if (dto.status === "failed") {
      out.send("failed", dto.error);
      return;
    }
    if (Date.now() - lastWrite > KEEPALIVE_MS) {
      out.keepAlive();
      lastWrite = Date.now();
    }
    await follower.next(Math.min(deps.eventsPollMs, KEEPALIVE_MS));
    if (out.closed()) return;
    current = await findJob(deps.db, jobId);
  }
}
