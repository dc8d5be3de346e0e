import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProfitAnalysisDto, WritingComparisonDto } from "../../src/common/schemas/business-figures.js";
import { settings } from "../../src/server/db/schema.js";
import { createUser, signedInUser } from "../support/factories.js";
import type { TestClient } from "../support/http-client.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

/**
 * A seeded scenario with known numbers. Default settings: RM 0.50 a credit, commission 20%,
 * RM 4.20 a US dollar. One priced model, gpt-test: USD 2.50 per million prompt tokens and 10.00
 * per million completion tokens.
 *
 * basic (50 credits = RM 25.00): three finished jobs
 *   A: gpt-test 10,000 + 2,000 tokens (0.025 + 0.020) and 20,000 + 4,000 (0.050 + 0.040) = USD 0.135; 40 s
 *   B: an unpriced model, 1,000,000 prompt tokens = USD 0; 60 s
 *   D: the built-in writer = USD 0; 200 s
 *   mean USD 0.045 = RM 0.1890; median time 60 s
 *   (a failed job with priced tokens, and a writer call outside any job, count for nothing)
 * standard (250 credits = RM 125.00): one finished job by the built-in writer whose model name is
 *   priced (still USD 0); 90.5 s
 * professional, premium, exclusive: none yet.
 */
let t: TestApp;
let boss: TestClient;
let user: TestClient;
let agent: TestClient;

const T0 = Date.parse("2026-11-10T02:00:00Z");
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  boss = (await signedInUser(t.app, t.db, { role: "super_admin" })).client;
  user = (await signedInUser(t.app, t.db)).client;
  agent = (await signedInUser(t.app, t.db, { role: "admin" })).client;
  const writer = await createUser(t.db);

  const job = async (packageKey: string, status: "succeeded" | "failed", engine: string, seconds: number) => {
    const rows = await t.db.execute(sql`
      INSERT INTO generation_jobs (user_id, kind, status, input, engine, created_at, started_at, finished_at)
      VALUES (${writer.id}::uuid, 'requirements', ${status},
              ${JSON.stringify({ proposal: { packageKey } })}::jsonb, ${engine},
              ${at(0)}::timestamptz, ${at(0)}::timestamptz, ${at(seconds)}::timestamptz)
      RETURNING id`);
    return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
  };
  const call = (jobId: string | null, engine: string, model: string, prompt: number, completion: number) =>
    t.db.execute(sql`
      INSERT INTO ai_generations (user_id, job_id, kind, engine, model, prompt_tokens, completion_tokens)
      VALUES (${writer.id}::uuid, ${jobId}::uuid, 'section', ${engine}, ${model}, ${prompt}, ${completion})`);

  const a = await job("basic", "succeeded", "llm", 40);
  await call(a, "llm", "gpt-test", 10_000, 2_000);
  await call(a, "llm", "gpt-test", 20_000, 4_000);
  const b = await job("basic", "succeeded", "llm", 60);
  await call(b, "llm", "other-model", 1_000_000, 0);
  const d = await job("basic", "succeeded", "builtin", 200);
  await call(d, "builtin", "Penyusun terbina", 0, 0);
  const failed = await job("basic", "failed", "llm", 5);
  await call(failed, "llm", "gpt-test", 1_000_000, 1_000_000);
  await call(null, "llm", "gpt-test", 1_000_000, 1_000_000);
  const c = await job("standard", "succeeded", "builtin", 90.5);
  await call(c, "builtin", "gpt-test", 5_000, 5_000);
  const template = await job("template:abc", "succeeded", "llm", 10);
  await call(template, "llm", "gpt-test", 1_000_000, 0);

  const res = await boss.request("PUT", "/api/super-admin/settings/ai_model_prices", {
    value: { "gpt-test": { promptPerMillionUSD: 2.5, completionPerMillionUSD: 10 } },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const profit = async () => {
  const res = await boss.get("/api/super-admin/profit-analysis");
  expect(res.statusCode).toBe(200);
  return ProfitAnalysisDto.parse(res.json());
};
const comparison = async (client = user) => {
  const res = await client.get("/api/writing-comparison");
  expect(res.statusCode).toBe(200);
  return WritingComparisonDto.parse(res.json());
};

describe("GET /api/super-admin/profit-analysis", () => {
  it("gives each package its value, measured AI cost, commission and margin", async () => {
    const figures = await profit();
    expect(figures).toMatchObject({
      creditValueRm: "0.50",
      commissionRate: "0.2000",
      usdRmRate: "4.2000",
      pricedModels: 1,
    });
    expect(figures.packages.map((p) => p.key)).toEqual(["basic", "professional", "premium", "standard", "exclusive"]);
    const byKey = Object.fromEntries(figures.packages.map((p) => [p.key, p]));
    expect(byKey.basic).toEqual({
      key: "basic",
      name: "Pakej Asas",
      credits: 50,
      valueRm: "25.00",
      generations: 3,
      aiCostUsd: "0.045000",
      aiCostRm: "0.1890",
      commissionRm: "5.00",
      marginRm: "19.8110",
    });
    // The built-in writer costs nothing, even under a model name that has a price.
    expect(byKey.standard).toMatchObject({
      credits: 250,
      valueRm: "125.00",
      generations: 1,
      aiCostUsd: "0.000000",
      aiCostRm: "0.0000",
      commissionRm: "25.00",
      marginRm: "100.0000",
    });
    expect(byKey.professional).toMatchObject({
      credits: 100,
      valueRm: "50.00",
      generations: 0,
      aiCostUsd: "0.000000",
      commissionRm: "10.00",
      marginRm: "40.0000",
    });
  });

  it("follows the settings: credit value, commission rate (half up to the sen), exchange rate and prices", async () => {
    const put = (key: string, value: unknown) =>
      boss.request("PUT", `/api/super-admin/settings/${key}`, { value }).then((r) => r.statusCode);
    expect(await put("commission_rate", 0.125)).toBe(200);
    expect(await put("usd_rm_rate", 4.5)).toBe(200);
    expect(await put("credit_value_rm", 0.6)).toBe(200);
    const basic = (await profit()).packages.find((p) => p.key === "basic")!;
    // 50 x 0.60 = 30.00; 30.00 x 0.125 = 3.75; 0.045 x 4.5 = 0.2025.
    expect(basic).toMatchObject({ valueRm: "30.00", commissionRm: "3.75", aiCostRm: "0.2025", marginRm: "26.0475" });
    expect(await put("credit_value_rm", 0.5)).toBe(200);
    const again = (await profit()).packages.find((p) => p.key === "basic")!;
    // 25.00 x 0.125 = 3.125 -> 3.13.
    expect(again).toMatchObject({ valueRm: "25.00", commissionRm: "3.13", marginRm: "21.6675" });
    // A model loses its price: its tokens cost nothing.
    expect(await put("ai_model_prices", {})).toBe(200);
    expect((await profit()).packages.find((p) => p.key === "basic")).toMatchObject({
      aiCostUsd: "0.000000",
      aiCostRm: "0.0000",
      marginRm: "21.8700",
    });
    await put("ai_model_prices", { "gpt-test": { promptPerMillionUSD: 2.5, completionPerMillionUSD: 10 } });
    await put("commission_rate", 0.2);
    await put("usd_rm_rate", 4.2);
    expect((await profit()).packages.find((p) => p.key === "basic")!.marginRm).toBe("19.8110");
  });

  it("is for super admins only", async () => {
    expect((await user.get("/api/super-admin/profit-analysis")).statusCode).toBe(403);
    expect((await agent.get("/api/super-admin/profit-analysis")).statusCode).toBe(403);
  });
});

describe("GET /api/writing-comparison", () => {
  it("sets the measured generation time and price beside the human writer's fee and turnaround", async () => {
    const figures = await comparison();
    const byKey = Object.fromEntries(figures.packages.map((p) => [p.key, p]));
    expect(byKey.basic).toEqual({
      key: "basic",
      name: "Pakej Asas",
      sections: 3,
      minWords: 400,
      credits: 50,
      priceRm: "25.00",
      generations: 3,
      medianMs: 60_000,
      human: { feeRm: "300.00", minDays: 0, maxDays: 0 },
    });
    expect(byKey.standard).toMatchObject({ generations: 1, medianMs: 90_500, human: { feeRm: "1000.00" } });
    expect(byKey.professional).toMatchObject({ generations: 0, medianMs: null, priceRm: "50.00" });
    // An agent and a super admin see it too.
    expect((await comparison(agent)).packages).toHaveLength(5);
    expect((await comparison(boss)).packages).toHaveLength(5);
  });

  it("follows the human writer setting; a package it leaves out has no human figures", async () => {
    const res = await boss.request("PUT", "/api/super-admin/settings/human_writer", {
      value: { basic: { feeRm: 350.5, minDays: 1, maxDays: 3 } },
    });
    expect(res.statusCode).toBe(200);
    const byKey = Object.fromEntries((await comparison()).packages.map((p) => [p.key, p]));
    expect(byKey.basic!.human).toEqual({ feeRm: "350.50", minDays: 1, maxDays: 3 });
    expect(byKey.standard!.human).toBeNull();
    await t.db.delete(settings).where(eq(settings.key, "human_writer"));
    expect((await comparison()).packages.find((p) => p.key === "standard")!.human).toEqual({
      feeRm: "1000.00",
      minDays: 2,
      maxDays: 3,
    });
  });

  it("answers 401 to a visitor", async () => {
    const visitor = t.app.inject({ method: "GET", url: "/api/writing-comparison" });
    expect((await visitor).statusCode).toBe(401);
  });
});

describe("the settings behind the figures", () => {
  const put = (key: string, value: unknown) => boss.request("PUT", `/api/super-admin/settings/${key}`, { value });

  it("refuses prices, exchange rates and human terms their schemas do not accept, keeping the old value", async () => {
    const price = (p: unknown, c: unknown = 1) => ({ promptPerMillionUSD: p, completionPerMillionUSD: c });
    const cases: [string, unknown, string][] = [
      ["ai_model_prices", { "gpt-x": price(-1) }, "Nilai ini di luar julat yang dibenarkan."],
      ["ai_model_prices", { "gpt-x": price(1.00001) }, "Harga mesti dalam dolar AS, hingga empat tempat perpuluhan."],
      ["ai_model_prices", { "gpt-x": { promptPerMillionUSD: 1 } }, "Sila masukkan nombor."],
      [
        "ai_model_prices",
        { " gpt-x": price(1) },
        "Nama model diperlukan (paling panjang 100 aksara, tanpa ruang di hujung).",
      ],
      [
        "ai_model_prices",
        { ["m".repeat(101)]: price(1) },
        "Nama model diperlukan (paling panjang 100 aksara, tanpa ruang di hujung).",
      ],
      [
        "ai_model_prices",
        Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`model-${i}`, price(1)])),
        "Terlalu banyak baris untuk tetapan ini.",
      ],
      ["usd_rm_rate", 0, "Nilai ini di luar julat yang dibenarkan."],
      ["usd_rm_rate", 4.12345, "Kadar pertukaran mesti antara 0.01 dan 100, hingga empat tempat perpuluhan."],
      [
        "human_writer",
        { basic: { feeRm: 300, minDays: 3, maxDays: 1 } },
        "Hari paling lama mesti sama atau lebih daripada hari paling cepat.",
      ],
      [
        "human_writer",
        { basic: { feeRm: 300.005, minDays: 0, maxDays: 1 } },
        "Jumlah mesti dalam ringgit dan sen (dua tempat perpuluhan).",
      ],
      ["human_writer", { basic: { feeRm: 300, minDays: 0.5, maxDays: 1 } }, "Sila masukkan nombor bulat."],
      ["human_writer", { "Pakej Asas": { feeRm: 300, minDays: 0, maxDays: 1 } }, "Pakej tidak dikenali."],
    ];
    for (const [key, value, message] of cases) {
      const res = await put(key, value);
      expect(res.statusCode, `${key} = ${JSON.stringify(value).slice(0, 80)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const list = (await boss.get("/api/super-admin/settings")).json() as { key: string; value: unknown }[];
    expect(list.find((s) => s.key === "ai_model_prices")!.value).toEqual({
      "gpt-test": { promptPerMillionUSD: 2.5, completionPerMillionUSD: 10 },
    });
    expect(list.find((s) => s.key === "usd_rm_rate")!.value).toBe(4.2);
  });

  it("reads a stored price list its schema refuses as no prices (every model at 0)", async () => {
    await t.db
      .update(settings)
      .set({ value: { "gpt-test": { promptPerMillionUSD: "2.5", completionPerMillionUSD: 10 } } })
      .where(eq(settings.key, "ai_model_prices"));
    const figures = await profit();
    expect(figures.pricedModels).toBe(0);
    expect(figures.packages.find((p) => p.key === "basic")!.aiCostUsd).toBe("0.000000");
    await put("ai_model_prices", { "gpt-test": { promptPerMillionUSD: 2.5, completionPerMillionUSD: 10 } });
  });
});
