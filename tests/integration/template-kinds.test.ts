import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_SEEDS } from "../../src/server/modules/templates/template-seeds.js";
import { setBalance } from "../support/credits.js";
import { signedInUser } from "../support/factories.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * A proposal made from a template carries that template's own type and kind (a microfinance plan is
 * a business paper to a funder, a tender response a tender), not 'project' for all.
 */
describe("proposals made from templates", () => {
  for (const id of [
    "pelan-perniagaan-pembiayaan-mikro",
    "respons-tender-agensi-negeri",
    "geran-penyelidikan-universiti",
  ]) {
    it(`${id}: the template's type and kind`, async () => {
      const seed = TEMPLATE_SEEDS.find((s) => s.id === id)!;
      const { user, client } = await signedInUser(t.app, t.db);
      await setBalance(t.db, user.id, 1_000);
      const template = (await client.get(`/api/proposal-templates/${id}`)).json();
      const values: Record<string, string | number> = {};
      for (const f of template.templateFields as {
        name: string;
        type: string;
        placeholder?: string;
        label: string;
      }[]) {
        values[f.name] = f.type === "number" ? 120 : (f.placeholder ?? `${f.label} contoh yang cukup panjang`);
      }
      const res = await client.post(`/api/proposal-templates/${id}/create-proposal`, values);
      expect(res.statusCode).toBe(201);
      const saved = (await client.get(`/api/proposals/${res.json().id}`)).json();
      expect(saved.type).toBe(seed.proposalType);
      expect(saved.kind).toBe(seed.kind);
    });
  }
});

/**
 * A template or auto-generated proposal has no budget band field, so its card and view page show
 * the band of the total its brief states instead of 'Belum ditetapkan' above a priced paper.
 */
describe("the budget shown for a proposal made without a budget band", () => {
  it("a template's amount applied for gives its band; a brief without an amount stays not set", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 1_000);
    const res = await client.post("/api/proposal-templates/pelan-perniagaan-pembiayaan-mikro/create-proposal", {
      namaPerniagaan: "Kedai Kuih Mak Long Enterprise",
      namaPemilik: "Siti Aminah binti Abdullah",
      jenisPerniagaan: "Pengeluaran dan jualan kuih tradisional",
      lokasiPerniagaan: "Pasir Mas, Kelantan",
      jumlahPembiayaan: 45000,
      tujuanPembiayaan: "Membeli ketuhar industri dan peti sejuk untuk menambah pengeluaran kuih.",
      tempohBayaranBalik: 36,
    });
    expect(res.statusCode).toBe(201);
    const listed = (await client.get("/api/proposals")).json() as { id: string; budgetRange: string | null }[];
    expect(listed.find((p) => p.id === res.json().id)?.budgetRange).toBe("20k-50k");
    expect((await client.get(`/api/proposals/${res.json().id}`)).json().content).toContain("RM 45,000.00");
  });

  it("the auto generator's stated total gives its band, and none is made up without one", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 1_000);
    const write = async (requirements: string) => {
      const solution = (await client.post("/api/ai/generate-solution", { requirements })).json();
      const res = await client.post("/api/ai/auto-generate-proposal", {
        originalRequirements: requirements,
        solution,
        proposalStructure: solution.proposalStructure,
        packageId: "1",
      });
      expect(res.statusCode).toBe(200);
      return (await client.get(`/api/proposals/${res.json().proposal.id}`)).json().budgetRange as string | null;
    };
    expect(
      await write(
        "Kami memohon peruntukan RM 8,500 untuk program gotong-royong dan kempen kitar semula di Taman Melati, Gombak.",
      ),
    ).toBe("5k-10k");
    expect(await write("Kami mahu menganjurkan program gotong-royong membersihkan surau di Taman Melati.")).toBeNull();
  });
});
