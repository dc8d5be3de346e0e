/**
 * Maintenance deletes finished generations past their retention, with their sections, and keeps
 * recent ones, running ones, and any whose proposal is still stored (its brief serves that proposal).
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiGenerations, generationJobSections, generationJobs, proposals } from "../../src/server/db/schema.js";
import { FINISHED_JOB_RETENTION_MS, runMaintenance } from "../../src/server/maintenance.js";
import { createUser } from "../support/factories.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

type JobValues = Partial<typeof generationJobs.$inferInsert>;

async function job(userId: string, values: JobValues): Promise<string> {
  const [row] = await t.db
    .insert(generationJobs)
    .values({ userId, kind: "preview", input: {}, engine: "builtin", progress: {}, ...values })
    .returning({ id: generationJobs.id });
  await t.db.insert(generationJobSections).values([
    { jobId: row!.id, index: 0, title: "Pengenalan", words: 120, html: "<p>Teks</p>", doneAt: new Date() },
    { jobId: row!.id, index: 1, title: "Objektif" },
  ]);
  return row!.id;
}

describe("finished generations past their retention", () => {
  it("are deleted with their sections; recent, running and proposal-bearing ones are kept", async () => {
    expect(FINISHED_JOB_RETENTION_MS).toBe(7 * DAY);
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const old = ago(8 * DAY);
    const [proposal] = await t.db
      .insert(proposals)
      .values({ userId: user.id, title: "Kertas kerja", type: "program", status: "completed" })
      .returning({ id: proposals.id });

    const oldFailed = await job(user.id, { status: "failed", createdAt: old, finishedAt: old });
    const oldPreview = await job(user.id, { status: "succeeded", createdAt: old, finishedAt: old });
    const oldWithProposal = await job(user.id, {
      kind: "requirements",
      status: "succeeded",
      createdAt: old,
      finishedAt: old,
      proposalId: proposal!.id,
    });
    const recentFailed = await job(user.id, { status: "failed", createdAt: ago(DAY), finishedAt: ago(DAY) });
    const running = await job(other.id, { status: "running", createdAt: old, startedAt: old, heartbeatAt: new Date() });
    await t.db
      .insert(aiGenerations)
      .values({ userId: user.id, jobId: oldPreview, kind: "preview", engine: "builtin", model: "x" });

    await runMaintenance(t.db, t.config);

    const all = [oldFailed, oldPreview, oldWithProposal, recentFailed, running];
    const left = await t.db
      .select({ id: generationJobs.id })
      .from(generationJobs)
      .where(inArray(generationJobs.id, all));
    expect(left.map((r) => r.id).sort()).toEqual([oldWithProposal, recentFailed, running].sort());
    const sections = await t.db
      .select({ jobId: generationJobSections.jobId })
      .from(generationJobSections)
      .where(inArray(generationJobSections.jobId, all));
    expect(new Set(sections.map((s) => s.jobId))).toEqual(new Set([oldWithProposal, recentFailed, running]));
    // The writer call's usage is kept, without its job.
    const usage = await t.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
    expect(usage).toHaveLength(1);
    expect(usage[0]!.jobId).toBeNull();
    // The kept job's user can still read it.
    const [kept] = await t.db.select().from(generationJobs).where(eq(generationJobs.id, oldWithProposal));
    expect(kept!.proposalId).toBe(proposal!.id);
  });
});
