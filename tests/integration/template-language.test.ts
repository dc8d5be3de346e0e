import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TemplateDto } from "../../src/common/schemas/proposals.js";
import { TEMPLATE_SEEDS } from "../../src/server/modules/templates/template-seeds.js";
import { TEMPLATE_TEXT_EN } from "../../src/server/modules/templates/template-text-en.js";
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

const ID = "pelan-perniagaan-pembiayaan-mikro";
const seed = TEMPLATE_SEEDS.find((s) => s.id === ID)!;
const en = TEMPLATE_TEXT_EN[ID]!;

describe("templates in the interface language", () => {
  it("lists and shows the templates in Malay by default and in English with lang=en", async () => {
    const { client } = await signedInUser(t.app, t.db);
    const ms = (await client.get("/api/proposal-templates")).json() as TemplateDto[];
    const english = (await client.get("/api/proposal-templates?lang=en")).json() as TemplateDto[];
    expect(english.map((x) => x.id)).toEqual(ms.map((x) => x.id));
    expect(ms.find((x) => x.id === ID)?.name).toBe(seed.name);
    expect(english.find((x) => x.id === ID)?.name).toBe(en.name);
    for (const template of english) expect(template.name).toBe(TEMPLATE_TEXT_EN[template.id]?.name);

    const one = (await client.get(`/api/proposal-templates/${ID}?lang=en`)).json() as TemplateDto;
    expect(one.sections.map((s) => s.title)).toEqual(en.sections);
    expect(one.templateFields.map((f) => f.label)).toEqual(seed.templateFields.map((f) => en.fields[f.name]?.label));
    expect(one.templateFields.find((f) => f.name === "tempohBayaranBalik")?.unit).toBe("months");
    const malay = (await client.get(`/api/proposal-templates/${ID}?lang=ms`)).json() as TemplateDto;
    expect(malay.templateFields.map((f) => f.label)).toEqual(seed.templateFields.map((f) => f.label));
  });

  it("refuses a language it does not know", async () => {
    const { client } = await signedInUser(t.app, t.db);
    expect((await client.get("/api/proposal-templates?lang=fr")).statusCode).toBe(400);
    expect((await client.get(`/api/proposal-templates/${ID}?lang=xx`)).statusCode).toBe(400);
  });

  it("writes an English proposal under the template's English name and headings", async () => {
    const { user, client } = await signedInUser(t.app, t.db);
    await setBalance(t.db, user.id, 1_000);
    const values: Record<string, string | number> = { language: "en" };
    for (const f of seed.templateFields)
      values[f.name] = f.type === "number" ? 120 : (f.placeholder ?? `${f.label} contoh yang cukup panjang`);
    const res = await client.post(`/api/proposal-templates/${ID}/create-proposal`, values);
    expect(res.statusCode).toBe(201);
    const saved = (await client.get(`/api/proposals/${res.json().id}`)).json() as { title: string; content: string };
    expect(saved.title.startsWith(`${en.name}: `)).toBe(true);
    for (const title of en.sections) expect(saved.content).toContain(title);
    expect(saved.content).not.toContain(seed.sections[0]!.title);
  });
});
