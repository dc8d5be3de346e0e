import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeLlmServer, startFakeLlmServer } from "../../../../tests/support/fake-llm-server.js";
import { composeOutline } from "../compose/index.js";
import type { ProposalBrief } from "../writer.js";
import { planRoles } from "./prompts/index.js";
import { fakeWriter, PIBG, STANDARD } from "./test-fixtures.js";

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

describe("LLM writer: the outline is the kind's", () => {
  it("plans a programme paper exactly as the built-in composer does, without calling the model", async () => {
    const usages: unknown[] = [];
    const outline = await fakeWriter(server).outline(PIBG, STANDARD, { onUsage: (u) => usages.push(u) });
    expect(outline).toEqual(composeOutline(PIBG, STANDARD));
    expect(server.requests).toHaveLength(0);
    expect(usages).toHaveLength(0);
    // The kind's sections, its per-section briefs, and the package's length past its minimum.
    expect(outline.map((p) => p.title)).toContain("Tarikh, Masa dan Tempat serta Kumpulan Sasaran dan Peserta");
    expect(outline.at(-1)?.title).toBe("Penutup");
    expect(outline.find((p) => p.key.endsWith(":budget"))?.brief).toBe(
      "Perkara perbelanjaan dengan kuantiti, harga seunit dan jumlah.",
    );
    expect(outline.reduce((s, p) => s + p.targetWords, 0)).toBeGreaterThanOrEqual(STANDARD.minWords);
    expect(planRoles(outline[3]!)).toEqual(["whenWhere", "participants"]);
  });

  it("keeps a template's own titles and keys, with the kind's roles placed in them", async () => {
    const brief: ProposalBrief = { ...PIBG, template: { name: "Kertas Kerja Sukan Sekolah", fields: [] } };
    const pkg = { key: "t", sections: 4, minWords: 1000, sectionTitles: ["Pengenalan", "Kos Program", "Penutup"] };
    const outline = await fakeWriter(server).outline(brief, pkg);
    expect(outline).toEqual(composeOutline(brief, pkg));
    expect(server.requests).toHaveLength(0);
    expect(outline.map((p) => p.title)).toEqual(pkg.sectionTitles);
    expect(outline.every((p) => p.key.startsWith("r"))).toBe(true);
    // Essentials the template lacks are written inside its closest titles.
    expect(outline.flatMap(planRoles)).toEqual(expect.arrayContaining(["budget", "whenWhere", "closing"]));
  });

  it("is the kind the user did not choose when the brief points at one (a grant)", async () => {
    const grant: ProposalBrief = {
      ...PIBG,
      title: "Permohonan Geran Pendigitalan Kedai Runcit Maju",
      kind: undefined,
      details: undefined,
      type: "grant",
    };
    const outline = await fakeWriter(server).outline(grant, STANDARD);
    expect(outline).toEqual(composeOutline(grant, STANDARD));
    expect(outline.flatMap(planRoles)).toContain("funding");
  });
});
