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
