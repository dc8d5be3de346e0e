import { and, eq, gt } from "drizzle-orm";
import type { ProposalDto } from "../../../common/schemas/proposals.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { generationJobs, proposals } from "../../db/schema.js";
import { spendCredits } from "../credits/ledger.js";
import { toProposalDto } from "../proposals/service.js";
import { recordVersion } from "../versions/store.js";
import type { JobInput } from "./types.js";

const PREVIEW_LIFETIME_MS = 24 * 3_600_000;
const previewNotFound = () => new AppError(404, "PREVIEW_NOT_FOUND");

export type SavedPreview = {
  proposal: ProposalDto;
  creditsDeducted: number;
  balance: number | null;
  alreadySaved: boolean;
};

/**
 * Stores a preview the server generated earlier (never content sent by the browser) and charges
 * the tier's credits, in one transaction. Saving the same preview again returns the same proposal
 * and charges nothing.
 */
export async function savePreview(db: Db, userId: string, previewId: string): Promise<SavedPreview> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(generationJobs)
      .where(
        and(
          eq(generationJobs.id, previewId),
          eq(generationJobs.userId, userId),
          eq(generationJobs.kind, "preview"),
          eq(generationJobs.status, "succeeded"),
          gt(generationJobs.createdAt, new Date(Date.now() - PREVIEW_LIFETIME_MS)),
        ),
      )
      .for("update");
    if (!job) throw previewNotFound();
    if (job.proposalId) {
      const [existing] = await tx.select().from(proposals).where(eq(proposals.id, job.proposalId));
      if (!existing) throw previewNotFound();
      // Saved before: report what that save charged, never 0 for a proposal that cost credits.
      return {
        proposal: toProposalDto(existing),
        creditsDeducted: job.creditsCharged ?? 0,
        balance: null,
        alreadySaved: true,
      };
    }
    const input = job.input as unknown as JobInput;
    const result = job.result as { html: string; wordCount: number; written?: Record<string, unknown> };
    const spent = await spendCredits(tx, {
      userId,
      amount: input.charge,
      kind: "generation",
      reference: `preview:${job.id}`,
      actorId: userId,
      note: `preview:${input.proposal.packageKey}`,
    });
    const [proposal] = await tx
      .insert(proposals)
      .values({
        userId,
        title: input.proposal.title,
        type: input.proposal.type,
        status: "completed",
        content: result.html,
        wordCount: result.wordCount,
        requirements: input.proposal.requirements,
        budgetRange: input.proposal.budgetRange,
        timeline: input.proposal.timeline,
        packageKey: input.proposal.packageKey,
        metadata: { jobId: job.id, engine: job.engine, creditsCharged: spent.charged, ...(result.written ?? {}) },
      })
      .returning();
    await recordVersion(tx, proposal!, { userId, source: "generation" });
    await tx
      .update(generationJobs)
      .set({ proposalId: proposal!.id, creditsCharged: spent.charged })
      .where(eq(generationJobs.id, job.id));
    return {
      proposal: toProposalDto(proposal!),
      creditsDeducted: spent.charged,
      balance: spent.balance,
      alreadySaved: false,
    };
  });
}
