import { countHtmlWords, joinSections } from "../../../common/content.js";
import type { GeneratedSection, SectionPlan, Writer, WriterEvents } from "../../ai/writer.js";
import { malay } from "../../core/messages.js";
import type { Db } from "../../db/client.js";
import { completeJob } from "./complete.js";
import type { JobSignals } from "./job-signals.js";
import { claimJob, failJob, saveSummary, touchJob } from "./job-store.js";
import { checkWritten } from "./quality.js";
import { finishSection, planSections } from "./section-store.js";
import { takeTurn } from "./turns.js";
import type { JobInput, JobSummary } from "./types.js";
import { recordUsage, usageCollector } from "./usage.js";

/** A running job says it is alive this often; an instance that stops beating loses its jobs (maintenance.ts). */
export const HEARTBEAT_MS = 1_500;

export type RunnerDeps = {
  db: Db;
  writer: Writer;
  generationTimeoutMs: number;
  /** Told of each change of a running job (its streams follow them). */
  signals: JobSignals;
  log?: (msg: string, err?: unknown) => void;
};

class GenerationTimeout extends Error {}

/**
 * Runs one job to its end: claims it, writes the outline and the sections (each finished section to
 * its own row, where any instance can stream it), then stores and charges in one transaction.
 * A failure or a timeout marks the job failed and charges nothing.
 */
export async function runJob(deps: RunnerDeps, jobId: string): Promise<void> {
  const job = await claimJob(deps.db, jobId);
  if (!job) return;
  const input = job.input as unknown as JobInput;
  const heartbeat = setInterval(() => void touchJob(deps.db, jobId).catch(() => {}), HEARTBEAT_MS);
  const usage = usageCollector(deps.writer);
  let timer: NodeJS.Timeout | undefined;
  const abort = new AbortController();
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new GenerationTimeout());
      }, deps.generationTimeoutMs);
    });
    const events = { onUsage: usage.onUsage, signal: abort.signal };
    const written = await Promise.race([writeProposal(deps, jobId, input, events), timeout]);
    const metadata = await takeTurn(() => checkWritten(input.brief, input.pkg, written.sections, deps.log));
    await completeJob(deps.db, job, input, written.html, metadata);
  } catch (error) {
    const code = error instanceof GenerationTimeout ? "GENERATION_TIMEOUT" : failureCode(job.kind);
    const known =
      error && typeof error === "object" && "code" in error ? String((error as { code: unknown }).code) : null;
    const finalCode = known === "INSUFFICIENT_CREDITS" ? known : code;
    const message = finalCode === "INSUFFICIENT_CREDITS" ? (error as Error).message : malay(`errors.${finalCode}`);
    if (finalCode !== "INSUFFICIENT_CREDITS") deps.log?.(`generation ${jobId} failed`, error);
    await failJob(deps.db, jobId, finalCode, message);
  } finally {
    deps.signals.publish(jobId);
    clearTimeout(timer);
    clearInterval(heartbeat);
    for (const call of usage.finish(job.kind)) {
      await recordUsage(deps.db, deps.writer, { userId: job.userId, jobId }, call).catch(() => {});
    }
  }
}

function failureCode(kind: string): string {
  if (kind === "preview") return "PREVIEW_FAILED";
  if (kind === "finalize") return "FINALIZE_FAILED";
  return "GENERATION_FAILED";
}

/** The outline, then every section: the finished proposal's HTML, each section under its <h2>. */
async function writeProposal(
  deps: RunnerDeps,
  jobId: string,
  input: JobInput,
  events: Pick<WriterEvents, "onUsage" | "signal">,
): Promise<{ html: string; sections: { title: string; html: string }[] }> {
  const { writer, db, signals } = deps;
  // The built-in writer composes on this thread, so its calls take turns (turns.ts); a model's
  // calls wait on the network and run side by side.
  const onThisThread = <T>(work: () => Promise<T>) => (writer.engine === "builtin" ? takeTurn(work) : work());
  let outline = await onThisThread(() => writer.outline(input.brief, input.pkg, events));
  const kept = input.keptSections ?? [];
  if (kept.length > 0) outline = planAroundKeptSections(outline, kept, input.pkg.minWords);

  // The job row gets its summary; each section then writes its own row when it is written.
  const summary: JobSummary = {
    phase: "sections",
    totalSections: outline.length + kept.length,
    keptSections: kept.length,
  };
  await planSections(
    db,
    jobId,
    outline.map((plan) => plan.title),
  );
  await saveSummary(db, jobId, summary);
  signals.publish(jobId);
  // One write at a time per job: sections finishing together never take several connections at once.
  let writes = Promise.resolve();
  const generated: GeneratedSection[] = outline.length
    ? await onThisThread(() =>
        writer.sections(input.brief, outline, {
          ...events,
          onSection(index, section) {
            writes = writes
              .then(() => finishSection(db, jobId, index, section))
              .then(() => signals.publish(jobId))
              .catch(() => {});
          },
        }),
      )
    : [];
  await writes;
  await saveSummary(db, jobId, { ...summary, phase: "saving" });
  signals.publish(jobId);
  const sections = [...kept, ...generated.map((s) => ({ title: s.title, html: s.html }))];
  return { html: joinSections(sections), sections };
}

/** Finalize: the package's sections the user has not written are generated, sized to reach the minimum. */
function planAroundKeptSections(outline: SectionPlan[], kept: { title: string; html: string }[], minWords: number) {
  const normal = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const keptTitles = new Set(kept.map((s) => normal(s.title)));
  const missing = outline.filter((plan) => !keptTitles.has(normal(plan.title)));
  const keptWords = kept.reduce((n, s) => n + countHtmlWords(s.html), 0);
  const planned = missing.reduce((n, p) => n + p.targetWords, 0);
  const deficit = minWords * 1.1 - keptWords - planned;
  if (deficit <= 0 || missing.length === 0) return missing;
  const scale = (planned + deficit) / planned;
  return missing.map((plan) => ({ ...plan, targetWords: Math.ceil(plan.targetWords * scale) }));
}
