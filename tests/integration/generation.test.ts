import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, generationJobs, proposals, users } from "../../src/server/db/schema.js";
import { setBalance } from "../support/credits.js";
import { signedInUser } from "../support/factories.js";
import { detailedForm, simpleForm } from "../support/forms.js";
import { TestClient } from "../support/http-client.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  // The money invariant holds for every account after every test.
  for (const user of await t.db.select({ id: users.id }).from(users)) await expectBalanceMatchesLedger(t.db, user.id);
});

const balanceOf = async (client: TestClient) => (await client.get("/api/credits/balance")).json().credits as number;

describe("simple form: preview, then save", () => {
  it("previews for free with the tier's sections, then charges the tier once when saved", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/generate-proposal-preview", simpleForm({ tier: "basic" }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ tier: "basic", requiredCredits: 50 });
    expect(body.preview.title).toBe(simpleForm().title);
    expect(body.preview.sections).toHaveLength(3);
    expect(body.preview.estimatedWords).toBeGreaterThanOrEqual(400);
    expect(await balanceOf(client)).toBe(100);

    const saved = await client.post("/api/save-generated-proposal", { previewId: body.previewId, ...simpleForm() });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ success: true, creditsDeducted: 50, balance: 50 });
    const proposal = saved.json().proposal;
    expect(proposal).toMatchObject({
      status: "completed",
      packageKey: "basic",
      budgetRange: "10k-50k",
      creditsCharged: 50,
    });
    expect(proposal.requirements).toEqual(["Bengkel pemasaran media sosial", "Bimbingan mentor selama tiga bulan"]);
    expect(proposal.content.match(/<h2>/g)).toHaveLength(3);

    const again = await client.post("/api/save-generated-proposal", { previewId: body.previewId });
    expect(again.statusCode).toBe(200);
    expect(again.json().proposal.id).toBe(proposal.id);
    expect(await balanceOf(client)).toBe(50);
  });

  it("stores what the server generated, never content the browser sends", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const { previewId, preview } = (await client.post("/api/generate-proposal-preview", simpleForm())).json();
    const saved = await client.post("/api/save-generated-proposal", {
      previewId,
      generatedContent: { title: "Palsu", sections: [{ title: "X", content: "<script>steal()</script>" }] },
    });
    expect(saved.json().proposal.title).toBe(preview.title);
    expect(saved.json().proposal.content).not.toContain("steal");
  });

  it("answers 404 for another user's preview and charges nobody", async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const { previewId } = (await owner.client.post("/api/generate-proposal-preview", simpleForm())).json();
    const res = await other.client.post("/api/save-generated-proposal", { previewId });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("PREVIEW_NOT_FOUND");
    expect(await balanceOf(other.client)).toBe(100);
  });

  it.each([
    [{ title: " " }, "title"],
    [{ description: "" }, "description"],
    [{ type: undefined }, "type"],
  ])("refuses a missing required field with the documented message %#", async (override, field) => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/generate-proposal-preview", simpleForm(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: "Sila isi semua medan yang diperlukan." });
  });

  it("refuses the save when the balance no longer covers the tier, storing nothing", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const { previewId } = (await client.post("/api/generate-proposal-preview", simpleForm({ tier: "premium" }))).json();
    const res = await client.post("/api/save-generated-proposal", { previewId });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: "INSUFFICIENT_CREDITS",
      message: "Anda memerlukan 200 kredit tetapi hanya mempunyai 100. Sila beli lebih banyak kredit.",
    });
    expect(await t.db.select().from(proposals).where(eq(proposals.userId, user.id))).toHaveLength(0);
  });

  it("lets 20 concurrent saves by a user who can afford 5 succeed exactly 5 times", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const previewIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await client.post(
        "/api/generate-proposal-preview",
        simpleForm({ title: `Cadangan nombor ${i + 1}`, tier: "basic" }),
      );
      previewIds.push(res.json().previewId);
    }
    await setBalance(t.db, user.id, 5 * 50);
    const results = await Promise.all(
      previewIds.map((previewId) => client.post("/api/save-generated-proposal", { previewId })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(await balanceOf(client)).toBe(0);
    expect(await t.db.select().from(proposals).where(eq(proposals.userId, user.id))).toHaveLength(5);
  });
});

describe("detailed two-step form", () => {
  it("writes a Standard Package proposal of 9 sections and 2,500+ words, charging 250 credits", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 300);
    const res = await client.post("/api/proposal-requirements", detailedForm());
    expect(res.statusCode).toBe(201);
    const { proposalId, proposal, creditsDeducted, balance } = res.json();
    expect(proposalId).toBe(proposal.id);
    expect(creditsDeducted).toBe(250);
    expect(balance).toBe(50);
    expect(proposal.status).toBe("completed");
    expect(proposal.wordCount).toBeGreaterThanOrEqual(2500);
    expect(proposal.content.match(/<h2>/g)).toHaveLength(9);
    expect(proposal.requirements).toEqual([
      "Tempahan dalam talian",
      "pembayaran FPX",
      "notifikasi WhatsApp kepada pelanggan",
    ]);
    const charges = (await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).filter(
      (r) => r.kind === "generation",
    );
    expect(charges).toEqual([
      expect.objectContaining({ delta: -250, balanceAfter: 50, reference: expect.stringMatching(/^job:/) }),
    ]);
  });

  it("answers 402 with the documented message before any work, and changes nothing", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/proposal-requirements", detailedForm());
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(
      "Anda memerlukan 250 kredit tetapi hanya mempunyai 100. Sila beli lebih banyak kredit.",
    );
    expect(await t.db.select().from(generationJobs).where(eq(generationJobs.userId, user.id))).toHaveLength(0);
    expect(await balanceOf(client)).toBe(100);
  });

  it.each([
    [{ title: "" }, "title", "Tajuk projek diperlukan"],
    [{ description: "Terlalu pendek" }, "description", "Penerangan projek mestilah sekurang-kurangnya 20 aksara"],
    [{ type: "" }, "type", "Jenis projek diperlukan"],
    [{ budgetRange: "" }, "budgetRange", "Julat bajet diperlukan"],
    [{ timeline: "" }, "timeline", "Jangka masa diperlukan"],
    [{ keyRequirements: "Sistem" }, "keyRequirements", "Keperluan utama mestilah sekurang-kurangnya 20 aksara"],
    [{ targetAudience: "Pelajar" }, "targetAudience", "Sasaran pelanggan diperlukan"],
    [{ companyBackground: "Syarikat kecil" }, "companyBackground", "Latar belakang syarikat diperlukan"],
    [{ objectives: "Untung lebih" }, "objectives", "Objektif projek diperlukan"],
    [{ packageId: "" }, "packageId", "Sila pilih pakej proposal"],
    [{ packageId: "99" }, "packageId", "Sila pilih pakej proposal"],
  ])("refuses %o with the documented message", async (override, field, message) => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/proposal-requirements", detailedForm(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it("never charges an unlimited account, and records the would-be cost", async () => {
    const { user, client } = await signedInUser(t.app, t.db, { unlimited: true });
    const res = await client.post("/api/proposal-requirements", detailedForm({ packageId: "5" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ creditsDeducted: 0 });
    expect(res.json().proposal.content.match(/<h2>/g)).toHaveLength(12);
    expect(res.json().proposal.wordCount).toBeGreaterThanOrEqual(3000);
    expect(await balanceOf(client)).toBe(100);
    const mine = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(mine.find((r) => r.kind === "generation")).toMatchObject({ delta: 0, wouldBeCost: 500 });
  });

  it("allows one running generation per user: a second answers 429", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 1000);
    await t.db
      .insert(generationJobs)
      .values({ userId: user.id, kind: "requirements", status: "running", input: {}, engine: "builtin" });
    const res = await client.post("/api/proposal-requirements", detailedForm());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe("Satu proposal sedang dijana untuk akaun anda. Sila tunggu sehingga ia selesai.");
    expect(await balanceOf(client)).toBe(1000);
  });

  it("answers at once with Prefer: respond-async and streams section events to the end", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 250);
    const started = await client.post("/api/proposal-requirements", detailedForm(), { prefer: "respond-async" });
    expect(started.statusCode).toBe(202);
    const { jobId, eventsUrl } = started.json();
    const events = await client.get(eventsUrl);
    expect(events.headers["content-type"]).toContain("text/event-stream");
    const names = [...events.body.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(names.filter((n) => n === "section")).toHaveLength(9);
    expect(names.at(-1)).toBe("done");
    const status = (await client.get(`/api/generations/${jobId}`)).json();
    expect(status).toMatchObject({ status: "succeeded", progress: { doneSections: 9, totalSections: 9 } });
    expect(await balanceOf(client)).toBe(0);
    const other = await signedInUser(t.app, t.db);
    expect((await other.client.get(`/api/generations/${jobId}`)).statusCode).toBe(404);
    expect((await other.client.get(eventsUrl)).statusCode).toBe(404);
  });
});

describe("templates", () => {
  it("lists at least 12 templates, three or more in each category, for visitors too", async () => {
    const list = (await new TestClient(t.app).get("/api/proposal-templates")).json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const category of ["perniagaan", "kerajaan", "pendidikan", "teknologi"]) {
      expect(list.filter((tpl: { category: string }) => tpl.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("answers an unknown template with 'Template Tidak Dijumpai'", async () => {
    const res = await new TestClient(t.app).get("/api/proposal-templates/tiada");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Template Tidak Dijumpai");
  });

  it("validates the template's own fields and writes its own sections, charging its cost", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const template = (await client.get("/api/proposal-templates/program-sekolah")).json();
    const required = template.templateFields.filter((f: { required: boolean }) => f.required);
    const firstText = required.find((f: { type: string }) => f.type === "text");
    const bad = await client.post(`/api/proposal-templates/${template.id}/create-proposal`, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/ (diperlukan|mesti sekurang-kurangnya (10 aksara|1))$/);

    const values: Record<string, string | number> = {};
    for (const f of template.templateFields as { name: string; type: string; placeholder?: string; label: string }[]) {
      values[f.name] = f.type === "number" ? 120 : (f.placeholder ?? `${f.label} contoh yang cukup panjang`);
    }
    const res = await client.post(`/api/proposal-templates/${template.id}/create-proposal`, values);
    expect(res.statusCode).toBe(201);
    const proposal = res.json().proposal;
    expect(res.json().id).toBe(proposal.id);
    const titles = [...proposal.content.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(template.sections.map((s: { title: string }) => s.title.replaceAll("&", "&amp;")));
    expect(proposal.content).toContain(String(values[firstText.name]));
    expect(await balanceOf(client)).toBe(100 - template.creditCost);
  });
});

describe("AI auto generator", () => {
  it("needs at least 10 credits for a solution, and requirements", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const empty = await client.post("/api/ai/generate-solution", { requirements: "  " });
    expect(empty.json()).toMatchObject({ field: "requirements", message: "Keperluan Diperlukan" });
    await setBalance(t.db, user.id, 9);
    const poor = await client.post("/api/ai/generate-solution", { requirements: "Sistem kehadiran pekerja" });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().message).toBe("Kredit tidak mencukupi. Diperlukan minimum 10 kredit");
  });

  it("proposes a solution for free, then writes the full proposal from it", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 260);
    const requirements =
      "Kami perlukan aplikasi mudah alih untuk koperasi nelayan di Kuala Kedah bagi merekod hasil tangkapan harian.";
    const solution = (await client.post("/api/ai/generate-solution", { requirements })).json();
    expect(solution.proposalTitle.length).toBeGreaterThan(10);
    expect(solution.analysis.length).toBeGreaterThan(50);
    expect(Array.isArray(solution.proposalStructure)).toBe(true);
    expect(await balanceOf(client)).toBe(260);

    const res = await client.post("/api/ai/auto-generate-proposal", {
      originalRequirements: requirements,
      solution,
      proposalStructure: solution.proposalStructure,
      packageId: "2",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, title: solution.proposalTitle, packageType: "Standard Package" });
    expect(body.wordCount).toBeGreaterThanOrEqual(2500);
    expect(await balanceOf(client)).toBe(10);
    // The generator's own analysis guided the paper; it is not printed in it as the user's words.
    expect(body.content).not.toContain("Kata kunci yang menonjol");
    expect(body.content).not.toContain("akan digunakan tepat seperti yang diberi");
    expect(body.content).toContain("koperasi nelayan");
  });

  it("finalises a draft left as it opened without the generator's notes above the first heading", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 500);
    const requirements =
      "Program Iftar Ramadan untuk 40 keluarga asnaf di Kampung Seri Aman pada 14 Mac 2026, kos RM 120 bagi setiap keluarga.";
    const solution = (await client.post("/api/ai/generate-solution", { requirements })).json();
    // The draft as the editor opens it: the generator's notes as paragraphs.
    const asOpened = solution.detailedProposal
      .split(/\n\s*\n/)
      .map((p: string) => `<p>${p.trim().replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")}</p>`)
      .join("");
    const finalise = (content: string) =>
      client.post("/api/ai/finalize-auto-proposal", {
        title: solution.proposalTitle,
        content,
        originalRequirements: requirements,
        solution,
        packageId: "2",
      });
    const untouched = await finalise(asOpened);
    expect(untouched.statusCode).toBe(200);
    const paper = untouched.json().proposal.content as string;
    expect(paper.trimStart()).toMatch(/^<h2>/);
    expect(paper).not.toContain("dirangka untuk menjawab keperluan berikut");
    // Notes the user rewrote are the user's words, and stay.
    const rewritten = `<p>Catatan AJK: jamuan disediakan oleh katering Mak Long.</p>${asOpened}`;
    const edited = await finalise(rewritten);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().proposal.content).toContain("Catatan AJK: jamuan disediakan oleh katering Mak Long.");
  });

  it("finalises an edited draft, keeping the user's own sections as written", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 250);
    const mine = "Bahagian ini ditulis sendiri oleh pemohon dengan teliti.";
    const res = await client.post("/api/ai/finalize-auto-proposal", {
      title: "Cadangan Aplikasi Koperasi Nelayan",
      content: `<h2>Latar Belakang</h2><p>${mine}</p>`,
      originalRequirements: "Aplikasi untuk koperasi nelayan merekod hasil tangkapan.",
      packageId: "2",
    });
    expect(res.statusCode).toBe(200);
    const { proposal } = res.json();
    expect(proposal.content).toContain(mine);
    expect(proposal.wordCount).toBeGreaterThanOrEqual(2500);
    expect(await balanceOf(client)).toBe(0);
  });
});

describe("editor assistant", () => {
  const ledgerOf = (userId: string) => t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

  it("fixes grammar, makes formal and shortens offline for 1 credit each, with a ledger row each", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/ai/improve-section", {
      content: "sy nak buat program ni utk belia",
      instruction: "grammar",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().improvedContent).toMatch(/untuk belia/);
    expect(res.json().improvedContent).not.toMatch(/\butk\b/);
    expect(res.json()).toMatchObject({ creditsDeducted: 1, balance: 99 });
    const formal = await client.post("/api/ai/improve-section", {
      content: "Kitorang dah confirm tarikh 13 mac 2027 kat Surau Al-Hidayah, customer bayar RM 1,250 je lah.",
      instruction: "formal",
    });
    expect(formal.statusCode).toBe(200);
    expect(formal.json().improvedContent).toBe(
      "Kami sudah mengesahkan tarikh 13 Mac 2027 di Surau Al-Hidayah, pelanggan bayar RM 1,250 sahaja.",
    );
    expect(formal.json()).toMatchObject({ creditsDeducted: 1, balance: 98 });
    const note =
      "Assalamualaikum semua. Harap semua sihat. Mesyuarat AJK pada 5 Mac 2027 pukul 8.30 malam. Mohon semua hadir dan bawa laporan kewangan. Terima kasih.";
    const short = await client.post("/api/ai/improve-section", { content: note, instruction: "shorten" });
    expect(short.statusCode).toBe(200);
    expect(short.json().improvedContent).toBe(
      "Mesyuarat AJK pada 5 Mac 2027 pukul 8.30 malam. Mohon semua hadir dan bawa laporan kewangan.",
    );
    expect(short.json()).toMatchObject({ creditsDeducted: 1, balance: 97 });
    const charges = (await ledgerOf(user.id)).filter((r) => r.kind === "ai_action");
    expect(charges.map((r) => r.delta)).toEqual([-1, -1, -1]);
  });

  it("says offline which actions need an AI provider", async () => {
    const info = (await new TestClient(t.app).get("/api/public/info")).json();
    expect(info.assistant).toEqual({ expand: false, translate: false, instruct: false });
  });

  it("answers Expand, translation and a custom instruction offline with 422 and the documented message, charging nothing", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    const before = await ledgerOf(user.id);
    const improve = "Gagal memperbaiki teks. Pastikan kunci API AI telah dikonfigurasikan.";
    for (const instruction of ["expand", "Tulis semula sebagai puisi"]) {
      const res = await client.post("/api/ai/improve-section", { content: "Teks pilihan pengguna.", instruction });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: "IMPROVE_UNAVAILABLE", message: improve, creditsDeducted: 0 });
    }
    const translate = await client.post("/api/ai/translate", {
      content: "Kami akan menganjurkan program membaca untuk murid.",
      targetLanguage: "English",
    });
    expect(translate.statusCode).toBe(422);
    expect(translate.json()).toMatchObject({
      code: "TRANSLATE_UNAVAILABLE",
      message: "Gagal menterjemah teks. Pastikan kunci API AI telah dikonfigurasikan.",
      creditsDeducted: 0,
    });
    expect(await balanceOf(client)).toBe(100);
    expect(await ledgerOf(user.id)).toEqual(before);
  });

  it("tells a user with no credits that Expand needs an AI provider, not to buy credits", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 0);
    const res = await client.post("/api/ai/improve-section", {
      content: "Teks pilihan pengguna.",
      instruction: "expand",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("IMPROVE_UNAVAILABLE");
  });

  it("asks for selected text first", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const res = await client.post("/api/ai/improve-section", { content: "", instruction: "grammar" });
    expect(res.json().message).toBe("Sila pilih teks yang ingin diperbaiki terlebih dahulu.");
    const tr = await client.post("/api/ai/translate", { content: " ", targetLanguage: "English" });
    expect(tr.json().message).toBe("Sila pilih teks yang ingin diterjemahkan terlebih dahulu.");
  });

  it("limits assistant calls per user with 429", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (await client.post("/api/ai/improve-section", { content: `teks nombor ${i}`, instruction: "grammar" }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(await balanceOf(client)).toBe(80);
  });
});
