import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proposalVersions, settings } from "../../src/server/db/schema.js";
import { signedInUser } from "../support/factories.js";
import { simpleForm } from "../support/forms.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MESSY = "sy nak buat program ni utk budak2 sekolah sbb dorang x minat membaca";

const balanceOf = async (client: TestClient) => (await client.get("/api/credits/balance")).json().credits as number;

/** A proposal written by the generator (version 1, source 'generation'). */
async function generated(client: TestClient) {
  const { previewId } = (await client.post("/api/generate-proposal-preview", simpleForm())).json();
  const saved = await client.post("/api/save-generated-proposal", { previewId });
  expect(saved.statusCode).toBe(201);
  return saved.json().proposal as { id: string; title: string; content: string; version: number };
}

const save = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.request("PATCH", `/api/proposals/${id}`, body);

describe("version history", () => {
  it("keeps the generated text as version 1 and every save as a new one, newest first, never charged", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const proposal = await generated(client);
    expect(proposal.version).toBe(1);
    const balance = await balanceOf(client);

    let base = 1;
    for (const words of ["Satu dua", "Satu dua tiga", "Satu dua tiga empat"]) {
      const res = await save(client, proposal.id, { content: `<p>${words}</p>`, baseVersion: base });
      expect(res.statusCode).toBe(200);
      base = res.json().version;
    }
    expect(base).toBe(4);

    const list = await client.get(`/api/proposals/${proposal.id}/versions`);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.currentVersion).toBe(4);
    expect(body.hasMore).toBe(false);
    expect(body.versions.map((v: { number: number }) => v.number)).toEqual([4, 3, 2, 1]);
    expect(body.versions.map((v: { source: string }) => v.source)).toEqual([
      "editor",
      "editor",
      "editor",
      "generation",
    ]);
    expect(body.versions.map((v: { wordCount: number }) => v.wordCount).slice(0, 3)).toEqual([4, 3, 2]);
    expect(body.versions[0]).toMatchObject({ current: true, title: proposal.title });
    expect(body.versions[0].savedBy).toMatch(/\S/);
    expect(body.versions[0]).not.toHaveProperty("content");

    const page = (await client.get(`/api/proposals/${proposal.id}/versions?limit=2&before=4`)).json();
    expect(page.versions.map((v: { number: number }) => v.number)).toEqual([3, 2]);
    expect(page.hasMore).toBe(true);

    const one = await client.get(`/api/proposals/${proposal.id}/versions/1`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ number: 1, source: "generation", content: proposal.content, current: false });

    // Restoring version 1 adds version 5 equal to it; versions 1-4 stay as they were.
    const restored = await client.post(`/api/proposals/${proposal.id}/versions/1/restore`, { baseVersion: 4 });
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({ version: 5, content: proposal.content, title: proposal.title });
    const five = (await client.get(`/api/proposals/${proposal.id}/versions/5`)).json();
    expect(five).toMatchObject({ source: "restore", restoredFrom: 1, content: proposal.content, current: true });
    expect((await client.get(`/api/proposals/${proposal.id}/versions/4`)).json().content).toBe(
      "<p>Satu dua tiga empat</p>",
    );
    expect((await client.get(`/api/proposals/${proposal.id}`)).json()).toMatchObject({
      content: proposal.content,
      version: 5,
    });
    expect(await balanceOf(client)).toBe(balance);
  });

  it("keeps a proposal written by a generation job (a template) as version 1 too", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const template = (await client.get("/api/proposal-templates/program-sekolah")).json();
    const values: Record<string, string | number> = {};
    for (const f of template.templateFields as { name: string; type: string; placeholder?: string; label: string }[]) {
      values[f.name] = f.type === "number" ? 120 : (f.placeholder ?? `${f.label} contoh yang cukup panjang`);
    }
    const res = await client.post(`/api/proposal-templates/${template.id}/create-proposal`, values);
    expect(res.statusCode).toBe(201);
    const proposal = res.json().proposal;
    expect(proposal.version).toBe(1);
    const { versions } = (await client.get(`/api/proposals/${proposal.id}/versions`)).json();
    expect(versions).toMatchObject([{ number: 1, source: "generation", wordCount: proposal.wordCount }]);
  });

  it("records a hand-written proposal as version 1, the assistant's saves as such, and a status change as no version", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const created = (await client.post("/api/proposals", { title: "Cadangan", content: "<p>Mula</p>" })).json();
    expect(created.version).toBe(1);
    expect((await save(client, created.id, { status: "in_progress" })).json().version).toBe(1);
    // The assistant changed the words (a charged action), then the editor saves its result.
    const fixed = await client.post("/api/ai/improve-section", { content: MESSY, instruction: "grammar" });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ unchanged: false, creditsDeducted: 1 });
    const res = await save(client, created.id, {
      content: `<p>${fixed.json().improvedContent}</p>`,
      source: "assistant",
    });
    expect(res.json().version).toBe(2);
    const { versions } = (await client.get(`/api/proposals/${created.id}/versions`)).json();
    expect(versions.map((v: { source: string }) => v.source)).toEqual(["assistant", "editor"]);
  });

  it("a save after an assistant result that changed nothing is the user's own edit, not the assistant's", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const created = (
      await client.post("/api/proposals", { title: "Cadangan", content: "<p>Perenggan akhir juga kekal.</p>" })
    ).json();
    const same = await client.post("/api/ai/improve-section", {
      content: "Perenggan akhir juga kekal.",
      instruction: "shorten",
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ unchanged: true, creditsDeducted: 0 });
    // The user then types by hand and saves; whatever the page claims, no assistant change happened.
    const res = await save(client, created.id, {
      content: "<p>Perenggan terakhir juga kekal.</p>",
      source: "assistant",
      baseVersion: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(2);
    const { versions } = (await client.get(`/api/proposals/${created.id}/versions`)).json();
    expect(versions.map((v: { source: string }) => v.source)).toEqual(["editor", "editor"]);

    // An assistant change made before the current version was saved does not label a later save either.
    const fixed = await client.post("/api/ai/improve-section", { content: MESSY, instruction: "grammar" });
    expect(fixed.json().unchanged).toBe(false);
    await save(client, created.id, { content: "<p>Dengan bantuan.</p>", source: "assistant", baseVersion: 2 });
    await save(client, created.id, { content: "<p>Tanpa bantuan.</p>", source: "assistant", baseVersion: 3 });
    const after = (await client.get(`/api/proposals/${created.id}/versions`)).json();
    expect(after.versions.map((v: { source: string }) => v.source)).toEqual([
      "editor",
      "assistant",
      "editor",
      "editor",
    ]);
  });

  it("a save that changes nothing ('Simpan' pressed twice) adds no version; a changed status is still kept", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const created = (await client.post("/api/proposals", { title: "Cadangan", content: "<p>Mula</p>" })).json();
    const edited = (
      await save(client, created.id, { title: "Cadangan", content: "<p>Mula lagi</p>", baseVersion: 1 })
    ).json();
    expect(edited.version).toBe(2);
    const again = await save(client, created.id, {
      title: "Cadangan",
      content: "<p>Mula lagi</p>",
      status: "completed",
      baseVersion: 2,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, status: "completed", content: "<p>Mula lagi</p>" });
    const { versions } = (await client.get(`/api/proposals/${created.id}/versions`)).json();
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    // The same unchanged save from a stale base is still a conflict.
    const stale = await save(client, created.id, { title: "Cadangan", content: "<p>Mula lagi</p>", baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it("hides another user's history: list, version and restore are all 404 and change nothing", async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const admin = await signedInUser(t.app, t.db, { role: "super_admin" });
    const proposal = await generated(owner.client);
    for (const client of [other.client, admin.client]) {
      for (const res of [
        await client.get(`/api/proposals/${proposal.id}/versions`),
        await client.get(`/api/proposals/${proposal.id}/versions/1`),
        await client.post(`/api/proposals/${proposal.id}/versions/1/restore`, {}),
      ]) {
        expect(res.statusCode).toBe(404);
      }
    }
    const { versions } = (await owner.client.get(`/api/proposals/${proposal.id}/versions`)).json();
    expect(versions).toHaveLength(1);
  });

  it("answers 404 for ids that are not a proposal or a version number", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const proposal = await generated(client);
    const missing = "00000000-0000-4000-8000-000000000000";
    const cases: [string, string][] = [
      ["/api/proposals/bukan-uuid/versions", "PROPOSAL_NOT_FOUND"],
      [`/api/proposals/${missing}/versions`, "PROPOSAL_NOT_FOUND"],
      [`/api/proposals/${proposal.id}/versions/abc`, "VERSION_NOT_FOUND"],
      [`/api/proposals/${proposal.id}/versions/0`, "VERSION_NOT_FOUND"],
      [`/api/proposals/${proposal.id}/versions/1.5`, "VERSION_NOT_FOUND"],
      [`/api/proposals/${proposal.id}/versions/99999999999`, "VERSION_NOT_FOUND"],
      [`/api/proposals/${proposal.id}/versions/2`, "VERSION_NOT_FOUND"],
    ];
    for (const [url, code] of cases) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(code);
    }
    expect((await client.post(`/api/proposals/${proposal.id}/versions/7/restore`)).statusCode).toBe(404);
    expect((await client.get(`/api/proposals/${proposal.id}/versions?limit=0`)).statusCode).toBe(400);
  });

  it("keeps only the newest versions (setting proposal_versions_kept), pruned as each one is saved", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const proposal = await generated(client);
    await t.db
      .insert(settings)
      .values({ key: "proposal_versions_kept", value: 3 })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: 3 },
      });
    try {
      for (let i = 0; i < 5; i++) await save(client, proposal.id, { content: `<p>Versi ${i}</p>` });
    } finally {
      await t.db.delete(settings).where(eq(settings.key, "proposal_versions_kept"));
    }
    const rows = await t.db
      .select({ number: proposalVersions.number })
      .from(proposalVersions)
      .where(eq(proposalVersions.proposalId, proposal.id));
    expect(rows.map((r) => r.number).sort()).toEqual([4, 5, 6]);
    expect((await client.get(`/api/proposals/${proposal.id}/versions/1`)).statusCode).toBe(404);
  });
});

describe("no silent overwrite", () => {
  it("refuses a save from a stale base with 409, changing nothing", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const proposal = await generated(client);
    expect(
      (await save(client, proposal.id, { content: "<p>Disimpan di tab lain</p>", baseVersion: 1 })).statusCode,
    ).toBe(200);
    const stale = await save(client, proposal.id, { title: "Tajuk saya", content: "<p>Tab lama</p>", baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: "VERSION_CONFLICT",
      message: "Proposal ini telah disimpan di tempat lain sejak anda membukanya. Tiada apa-apa diubah.",
      details: { currentVersion: 2 },
    });
    const stored = (await client.get(`/api/proposals/${proposal.id}`)).json();
    expect(stored).toMatchObject({ title: proposal.title, content: "<p>Disimpan di tab lain</p>", version: 2 });
    expect((await client.get(`/api/proposals/${proposal.id}/versions`)).json().versions).toHaveLength(2);
    // A stale restore is refused the same way.
    expect((await client.post(`/api/proposals/${proposal.id}/versions/1/restore`, { baseVersion: 1 })).statusCode).toBe(
      409,
    );
    // Without a base the documented payload still saves (last write wins).
    expect((await save(client, proposal.id, { content: "<p>Tanpa asas</p>" })).json().version).toBe(3);
  });

  it("lets exactly one of two concurrent saves from the same base win", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const proposal = await generated(client);
    const results = await Promise.all(
      ["<p>Pertama</p>", "<p>Kedua</p>", "<p>Ketiga</p>"].map((content) =>
        save(client, proposal.id, { content, baseVersion: 1 }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const stored = (await client.get(`/api/proposals/${proposal.id}`)).json();
    expect(stored).toMatchObject({ content: winner.content, version: 2 });
    const { versions } = (await client.get(`/api/proposals/${proposal.id}/versions`)).json();
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
  });

  it("needs a signed-in user for every version endpoint", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const visitor = new TestClient(t.app);
    for (const res of [
      await visitor.get(`/api/proposals/${id}/versions`),
      await visitor.get(`/api/proposals/${id}/versions/1`),
      await visitor.post(`/api/proposals/${id}/versions/1/restore`, {}),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});
