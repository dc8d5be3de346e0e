import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeLlmServer, startFakeLlmServer } from "../../../../tests/support/fake-llm-server.js";
import { checkSection } from "../check/index.js";
import { composeOutline } from "../compose/index.js";
import { extractFacts } from "../facts/index.js";
import type { CallUsage, SectionPlan } from "../writer.js";
import { fakeWriter, PIBG, PIBG_TOTAL, STANDARD } from "./test-fixtures.js";

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const outline = composeOutline(PIBG, STANDARD);
const budget = outline.find((p) => p.key.endsWith(":budget")) as SectionPlan;
const whenWhere = outline.find((p) => p.key.includes(":whenWhere")) as SectionPlan;
const asked = (plan: SectionPlan) => `Tajuk bahagian: ${plan.title}\n`;
const requestsFor = (plan: SectionPlan) => server.requests.filter((r) => r.prompt.includes(asked(plan)));

/** A first draft that drops the stated total (from the table's total row and the prose). */
const dropTotal = (normal: string) => normal.replaceAll(PIBG_TOTAL, "[Nyatakan jumlah]");
/** A first draft that gives the programme another day. */
const otherDay = (normal: string) => normal.replaceAll("13 Mac 2027", "20 Mac 2027");

/** The checker's messages on a section as the writer checks it (once per role). */
function findingsOn(plan: SectionPlan, html: string) {
  const facts = extractFacts(PIBG);
  const roles = plan.key.split(":")[1]!.split("+") as never[];
  return roles.flatMap((role) =>
    checkSection({ brief: PIBG, facts, section: { title: plan.title, html, role }, index: 0, language: "ms" }),
  );
}

describe("LLM writer: sections checked against the user's facts", () => {
  it("writes every section once when the model keeps the facts", async () => {
    const usages: (CallUsage & { purpose: string })[] = [];
    const sections = await fakeWriter(server).sections(PIBG, outline, { onUsage: (u) => usages.push(u) });
    expect(server.requests).toHaveLength(outline.length);
    expect(usages.map((u) => u.purpose)).toEqual(Array(outline.length).fill("section"));
    const html = sections.find((s) => s.key === budget.key)!.html;
    expect(html).toContain(PIBG_TOTAL);
    expect(findingsOn(budget, html).filter((f) => f.code !== "repeated_sentence")).toEqual([]);
  });

  it("redrafts a section whose draft drops the stated total, quoting the finding, and keeps the redraft", async () => {
    server.script(asked(budget), [dropTotal, null]);
    const usages: (CallUsage & { purpose: string })[] = [];
    const sections = await fakeWriter(server).sections(PIBG, outline, { onUsage: (u) => usages.push(u) });

    const [first, second, ...more] = requestsFor(budget);
    expect(more).toHaveLength(0);
    const findings = findingsOn(budget, first!.answer!);
    const missing = findings.find((f) => f.code === "missing_fact");
    expect(missing?.message).toMatch(/does not state the budget total "RM 12,380"/);
    expect(first!.prompt).not.toContain("SEMAKAN DRAF");
    expect(second!.prompt).toContain("Draf anda sebelum ini bagi bahagian ini mempunyai masalah berikut");
    expect(second!.prompt).toContain(`- ${missing!.message}`);
    expect(sections.find((s) => s.key === budget.key)!.html).toContain(PIBG_TOTAL);
    // Every call is reported, the redraft under its own purpose.
    expect(usages).toHaveLength(outline.length + 1);
    expect(usages.filter((u) => u.purpose === "section-redraft")).toHaveLength(1);
  });

  it("redrafts a date section that names another event day", async () => {
    server.script(asked(whenWhere), [otherDay, null]);
    const sections = await fakeWriter(server).sections(PIBG, outline, {});
    const [first, second] = requestsFor(whenWhere);
    const contradiction = findingsOn(whenWhere, first!.answer!).find((f) => f.code === "contradicted_fact");
    expect(contradiction?.found).toBe("20 Mac 2027");
    expect(second!.prompt).toContain(contradiction!.message);
    const html = sections.find((s) => s.key === whenWhere.key)!.html;
    expect(html).toContain("13 Mac 2027");
    expect(html).not.toContain("20 Mac 2027");
  });

  it("keeps a section that still fails after two redrafts (three calls) and does not throw", async () => {
    server.script(asked(budget), [dropTotal, dropTotal, dropTotal]);
    const finished: number[] = [];
    const sections = await fakeWriter(server).sections(PIBG, outline, { onSection: (i) => finished.push(i) });
    expect(requestsFor(budget)).toHaveLength(3);
    expect(server.requests).toHaveLength(outline.length + 2);
    expect(sections).toHaveLength(outline.length);
    expect(finished.sort((a, b) => a - b)).toEqual(outline.map((_, i) => i));
    const kept = sections.find((s) => s.key === budget.key)!;
    expect(kept.html).not.toContain(PIBG_TOTAL);
    expect(kept.words).toBeGreaterThan(0);
  });

  it("keeps the better draft when a redraft comes out worse", async () => {
    // Another total in the table: the total missing, contradicted, and the lines not adding up.
    const worse = (normal: string) => normal.replaceAll(PIBG_TOTAL, "RM 15,000.00");
    server.script(asked(budget), [dropTotal, worse, worse]);
    const sections = await fakeWriter(server).sections(PIBG, outline, {});
    const [first, second] = requestsFor(budget);
    expect(findingsOn(budget, second!.answer!).length).toBeGreaterThan(findingsOn(budget, first!.answer!).length);
    expect(requestsFor(budget)).toHaveLength(3);
    const kept = sections.find((s) => s.key === budget.key)!.html;
    expect(kept).toContain("[Nyatakan jumlah]");
    expect(kept).not.toContain("RM 15,000.00");
  });

  it("keeps the first draft when its redraft fails for good, and honours checkRetries", async () => {
    server.script(asked(budget), [dropTotal, { type: "status", status: 500 }]);
    const sections = await fakeWriter(server, { maxRetries: 0 }).sections(PIBG, outline, {});
    expect(requestsFor(budget).map((r) => r.status)).toEqual([200, 500]);
    expect(sections.find((s) => s.key === budget.key)!.html).toContain("[Nyatakan jumlah]");

    server.reset();
    server.script(asked(budget), [dropTotal]);
    await fakeWriter(server, { checkRetries: 0 }).sections(PIBG, outline, {});
    expect(requestsFor(budget)).toHaveLength(1);
    expect(server.requests).toHaveLength(outline.length);
  });
});
