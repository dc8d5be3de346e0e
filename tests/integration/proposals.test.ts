import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const draft = {
  title: "Kertas Kerja Program Literasi Digital",
  content: '<h2>Latar Belakang</h2><p onclick="x()">Program ini <script>alert(1)</script>untuk belia.</p>',
  type: "auto-generated",
  status: "draft",
  requirements: ["Makmal komputer"],
};

describe("proposals API", () => {
  it("creates a proposal with sanitised content and a word count the server computes", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/proposals", { ...draft, wordCount: 99999 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: draft.title,
      status: "draft",
      type: "auto-generated",
      requirements: ["Makmal komputer"],
    });
    expect(body.content).toBe("<h2>Latar Belakang</h2>\n<p>Program ini untuk belia.</p>".replace("\n", ""));
    expect(body.wordCount).toBe(6);
  });

  it("accepts the plain-text section format and converts it", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/proposals", {
      title: "Cadangan",
      content:
        "Ringkasan Eksekutif\nProjek ini membantu peniaga kecil.\n\n---\n\nObjektif\n- Meningkatkan jualan\n- Melatih pekerja",
    });
    expect(res.json().content).toBe(
      "<h2>Ringkasan Eksekutif</h2>\n<p>Projek ini membantu peniaga kecil.</p>\n<h2>Objektif</h2>\n<ul><li>Meningkatkan jualan</li><li>Melatih pekerja</li></ul>",
    );
  });

  it("refuses an empty title or content with the documented message and stores nothing", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/proposals", { ...draft, title: "  " });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "title", message: "Maklumat Tidak Lengkap" });
    expect((await client.post("/api/proposals", { ...draft, content: "" })).json().message).toBe(
      "Maklumat Tidak Lengkap",
    );
    expect((await client.get("/api/proposals")).json()).toEqual([]);
  });

  it("updates title, content and status, recomputing the word count", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const { id } = (await client.post("/api/proposals", draft)).json();
    const res = await client.request("PATCH", `/api/proposals/${id}`, {
      title: "Tajuk Baharu",
      content: "<p>Satu dua tiga empat</p>",
      status: "in_progress",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Tajuk Baharu", status: "in_progress", wordCount: 4 });
    expect((await client.request("PATCH", `/api/proposals/${id}`, { status: "published" })).statusCode).toBe(400);
    expect((await client.request("PATCH", `/api/proposals/${id}`, {})).statusCode).toBe(400);
  });

  it("hides one user's proposal from another: read, change and delete all answer 404", async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const { id } = (await owner.client.post("/api/proposals", draft)).json();
    for (const res of [
      await other.client.get(`/api/proposals/${id}`),
      await other.client.request("PATCH", `/api/proposals/${id}`, { title: "Dirampas" }),
      await other.client.request("DELETE", `/api/proposals/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: "PROPOSAL_NOT_FOUND", message: "Proposal tidak dijumpai" });
    }
    expect((await owner.client.get(`/api/proposals/${id}`)).json().title).toBe(draft.title);
    expect((await other.client.get("/api/proposals/bukan-uuid")).statusCode).toBe(404);
  });

  it("lets a super admin read any proposal but not change it", async () => {
    const owner = await signedInUser(t.app, t.db);
    const admin = await signedInUser(t.app, t.db, { role: "super_admin" });
    const { id } = (await owner.client.post("/api/proposals", draft)).json();
    expect((await admin.client.get(`/api/proposals/${id}`)).statusCode).toBe(200);
    expect((await admin.client.request("PATCH", `/api/proposals/${id}`, { title: "X" })).statusCode).toBe(404);
  });

  it("deletes the owner's proposal", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const { id } = (await client.post("/api/proposals", draft)).json();
    expect((await client.request("DELETE", `/api/proposals/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/proposals/${id}`)).statusCode).toBe(404);
  });

  it("answers 401 to a visitor", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get("/api/proposals/00000000-0000-0000-0000-000000000000")).statusCode).toBe(401);
    expect((await visitor.post("/api/proposals", draft)).statusCode).toBe(401);
  });
});

describe("every proposal and generation endpoint needs a signed-in user", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  it.each([
    ["GET", "/api/proposals"],
    ["GET", "/api/proposals/stats"],
    ["PATCH", `/api/proposals/${id}`],
    ["DELETE", `/api/proposals/${id}`],
    ["POST", "/api/generate-proposal-preview"],
    ["POST", "/api/save-generated-proposal"],
    ["POST", "/api/proposal-requirements"],
    ["POST", "/api/proposal-templates/program-sekolah/create-proposal"],
    ["POST", "/api/ai/generate-solution"],
    ["POST", "/api/ai/auto-generate-proposal"],
    ["POST", "/api/ai/finalize-auto-proposal"],
    ["POST", "/api/ai/improve-section"],
    ["POST", "/api/ai/translate"],
    ["POST", "/api/ai/regenerate-section"],
    ["GET", `/api/generations/${id}`],
    ["GET", `/api/generations/${id}/events`],
  ] as const)("%s %s answers 401", async (method, url) => {
    const res = await new TestClient(t.app).request(
      method,
      url,
      method === "GET" || method === "DELETE" ? undefined : {},
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
  });
});
