/**
 * A generation's progress is stored as its sections are written, each section in a row of its own:
 * the job row keeps a summary of a few dozen bytes however long the proposal, and the status and
 * the event stream still report every section, its words and its HTML, as before.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generationJobs } from "../../src/server/db/schema.js";
import { signedInUser } from "../support/factories.js";
import { simpleForm } from "../support/forms.js";
import { sseEvents } from "../support/sse-events.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Section = { index: number; title: string; words: number; done: boolean; html?: string };

describe("generation progress", () => {
  it("keeps the job row's progress small through a 6-section generation, and reports every section", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/generate-proposal-preview", simpleForm({ tier: "professional" }));
    expect(res.statusCode).toBe(200);
    const { previewId, preview } = res.json();
    expect(preview.sections).toHaveLength(6);

    // The proposal is some kilobytes; the job row's progress stays a small summary.
    const [row] = await t.db
      .select({ bytes: sql<number>`octet_length(${generationJobs.progress}::text)` })
      .from(generationJobs)
      .where(eq(generationJobs.id, previewId));
    expect(JSON.stringify(preview).length).toBeGreaterThan(3000);
    expect(Number(row!.bytes)).toBeLessThan(200);

    const status = (await client.get(`/api/generations/${previewId}`)).json();
    const sections = status.progress.sections as Section[];
    expect(status).toMatchObject({
      status: "succeeded",
      progress: { phase: "saving", totalSections: 6, doneSections: 6 },
    });
    expect(sections.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const section of sections) {
      expect(section).toMatchObject({ done: true });
      expect(section.words).toBeGreaterThan(0);
      expect(section.html).toContain("<p>");
    }
    expect(status.progress.words).toBe(sections.reduce((n, s) => n + s.words, 0));

    // A stream opened after the end replays the same: each section, the progress, then done.
    const events = sseEvents((await client.get(`/api/generations/${previewId}/events`)).body);
    expect(events.map((e) => e.event)).toEqual([...Array(6).fill("section"), "progress", "done"]);
    expect(events.slice(0, 6).map((e) => e.data)).toEqual(sections);
    expect(events[6]!.data).toEqual({
      status: "succeeded",
      phase: "saving",
      totalSections: 6,
      doneSections: 6,
      words: status.progress.words,
    });
    expect(events[7]!.data).toMatchObject({ proposalId: null, result: { preview: { title: preview.title } } });
  });
});
