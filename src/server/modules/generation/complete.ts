import { and, eq } from "drizzle-orm";
import { splitSections } from "../../../common/content.js";
import { prepareContent } from "../../content/prepare.js";
import type { Db } from "../../db/client.js";
import { generationJobs, proposals } from "../../db/schema.js";
import { spendCredits } from "../credits/ledger.js";
import { recordVersion } from "../versions/store.js";
import type { JobRow } from "./job-store.js";
import type { WrittenMetadata } from "./quality.js";
import type { JobInput } from "./types.js";

class JobNoLongerRunning extends Error {}

/**
 * Stores a finished generation. A preview keeps its sections on the job (charged when saved);
 * every other kind stores the proposal and charges its credits in the same transaction, which
 * also moves the job to succeeded — only while it is still running (a timed-out job stores nothing).
 */
export async function completeJob(
  db: Db,
  job: JobRow,
  input: JobInput,
  writtenHtml: string,
  written: WrittenMetadata,
): Promise<void> {
  const { html, wordCount } = prepareContent(writtenHtml);
  const running = and(eq(generationJobs.id, job.id), eq(generationJobs.status, "running"));

  if (job.kind === "preview") {
    const preview = {
      title: input.proposal.title,
      estimatedWords: wordCount,
      // Every <h2> of the sanitised document starts a section: the sections come from it, cleaned once.
      sections: splitSections(html).map((s) => ({ title: s.title, content: s.html })),
    };
    const done = await db
      .update(generationJobs)
      .set({ status: "succeeded", result: { preview, html, wordCount, written }, finishedAt: new Date() })
      .where(running)
      .returning({ id: generationJobs.id });
    if (done.length === 0) throw new JobNoLongerRunning();
    return;
  }

  await db.transaction(async (tx) => {
    // The charge references the job, so it is taken first and the proposal records what it cost.
    const spent = await spendCredits(tx, {
      userId: job.userId,
      amount: input.charge,
      kind: "generation",
      reference: `job:${job.id}`,
      actorId: job.userId,
      note: `${job.kind}:${input.proposal.packageKey}`,
    });
    const [proposal] = await tx
      .insert(proposals)
      .values({
        userId: job.userId,
        title: input.proposal.title,
        type: input.proposal.type,
        status: "completed",
        content: html,
        wordCount,
        requirements: input.proposal.requirements,
        budgetRange: input.proposal.budgetRange,
        timeline: input.proposal.timeline,
        packageKey: input.proposal.packageKey,
        metadata: { jobId: job.id, engine: job.engine, creditsCharged: spent.charged, ...written },
      })
      .returning();
    await recordVersion(tx, proposal!, { userId: job.userId, source: "generation" });
    const done = await tx
      .update(generationJobs)
      .set({
        status: "succeeded",
        proposalId: proposal!.id,
        creditsCharged: spent.charged,
        result: { proposalId: proposal!.id, wordCount, balance: spent.balance },
        finishedAt: new Date(),
      })
      .where(running)
      .returning({ id: generationJobs.id });
    if (done.length === 0) throw new JobNoLongerRunning();
  });
}
