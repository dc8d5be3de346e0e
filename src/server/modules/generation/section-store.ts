import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { generationJobSections, generationJobs } from "../../db/schema.js";

export type SectionRow = typeof generationJobSections.$inferSelect;

/** The outline's sections, not written yet, in their order. */
export async function planSections(db: Db, jobId: string, titles: string[]): Promise<void> {
  if (titles.length === 0) return;
  await db.insert(generationJobSections).values(titles.map((title, index) => ({ jobId, index, title })));
}

/** One written section: its own row only, and only while its job still runs (a timed-out job keeps none). */
export async function finishSection(
  db: Db,
  jobId: string,
  index: number,
  section: { words: number; html: string },
): Promise<void> {
  await db
    .update(generationJobSections)
    .set({ words: section.words, html: section.html, doneAt: new Date() })
    .where(
      and(
        eq(generationJobSections.jobId, jobId),
        eq(generationJobSections.index, index),
        isNull(generationJobSections.doneAt),
        sql`EXISTS (SELECT 1 FROM ${generationJobs} WHERE ${generationJobs.id} = ${jobId} AND ${generationJobs.status} = 'running')`,
      ),
    );
}

export async function findSections(db: Db, jobId: string): Promise<SectionRow[]> {
  return db
    .select()
    .from(generationJobSections)
    .where(eq(generationJobSections.jobId, jobId))
    .orderBy(asc(generationJobSections.index));
}
