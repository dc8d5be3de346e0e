import { eq, sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import figuresArea from "../../src/common/i18n/areas/business-figures.ms.json" with { type: "json" };
import creditsArea from "../../src/common/i18n/areas/credits.ms.json" with { type: "json" };
import settingsArea from "../../src/common/i18n/areas/settings-admin.ms.json" with { type: "json" };
import superAdmin from "../../src/common/i18n/areas/super-admin.ms.json" with { type: "json" };
import { settings } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { expectAccessible, screenshotBothWidths, signInAs, withLiveBrowser } from "../support/e2e.js";
import { createUser } from "../support/factories.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const profit = figuresArea.profitAnalysis;
const comparison = figuresArea.writingComparison;
const texts = settingsArea.settingsAdmin.settings;
const url = (path: string) => `${server.baseUrl}${path}`;
const stored = async (key: string) =>
  (await server.database.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

/**
 * Finished generations with known numbers (default settings: RM 0.50 a credit, 20% commission,
 * RM 4.20 a dollar). basic (50 credits): job A by gpt-test, 10,000 + 2,000 and 20,000 + 4,000
 * tokens (USD 0.135 once gpt-test costs 2.50 / 10.00 per million), 40 s; job B by an unpriced
 * model, 60 s; job D by the built-in writer, 200 s. Mean USD 0.045 = RM 0.189; median 60 s.
 * standard (250 credits): one built-in job of 90 s; premium one of 0.3 s. The others have none.
 */
beforeAll(async () => {
  if (!browserAvailable) return;
  const db = server.database.db;
  const writer = await createUser(db);
  const T0 = Date.parse("2026-11-10T02:00:00Z");
  const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
  const job = async (packageKey: string, engine: string, seconds: number) => {
    const rows = await db.execute(sql`
      INSERT INTO generation_jobs (user_id, kind, status, input, engine, created_at, started_at, finished_at)
      VALUES (${writer.id}::uuid, 'requirements', 'succeeded', ${JSON.stringify({ proposal: { packageKey } })}::jsonb,
              ${engine}, ${at(0)}::timestamptz, ${at(0)}::timestamptz, ${at(seconds)}::timestamptz)
      RETURNING id`);
    return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
  };
  const call = (jobId: string, engine: string, model: string, prompt: number, completion: number) =>
    db.execute(sql`
      INSERT INTO ai_generations (user_id, job_id, kind, engine, model, prompt_tokens, completion_tokens)
      VALUES (${writer.id}::uuid, ${jobId}::uuid, 'section', ${engine}, ${model}, ${prompt}, ${completion})`);
  const a = await job("basic", "llm", 40);
  await call(a, "llm", "gpt-test", 10_000, 2_000);
  await call(a, "llm", "gpt-test", 20_000, 4_000);
  await call(await job("basic", "llm", 60), "llm", "other-model", 1_000_000, 0);
  await call(await job("basic", "builtin", 200), "builtin", "Penyusun terbina", 0, 0);
  await call(await job("standard", "builtin", 90), "builtin", "Penyusun terbina", 0, 0);
  // premium: one built-in job finished in 0.3 s.
  await call(await job("premium", "builtin", 0.3), "builtin", "Penyusun terbina", 0, 0);
});

/** The page never scrolls sideways on a phone; a wide table scrolls inside its own box. */
async function expectTableScrollsInItsBox(page: Page, testId: string) {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  const box = page.getByTestId(testId);
  const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  await page.setViewportSize(VIEWPORTS.desktop);
}

const cell = (page: Page, row: string, testId: string) => page.getByTestId(row).getByTestId(testId);

describe.skipIf(!browserAvailable)("profit analysis and writing comparison in a real browser", () => {
  it("shows a signed-in user the measured generation time and price beside a human writer", async () => {
    const user = await createUser(server.database.db);
    const { page, errors } = await signInAs(browser, server, user);
    // Reached from the credit shop's guide, where a buyer weighs what a package is worth.
    await page.goto(url("/credits"));
    await page.getByRole("link", { name: creditsArea.creditShop.guide.compareLink }).click();
    await page.waitForURL(url("/writing-comparison"));
    await page.getByRole("heading", { level: 1, name: comparison.title }).waitFor();

    const basic = "comparison-row-basic";
    await expect.poll(() => cell(page, basic, "comparison-time").textContent()).toBe("1 minmedian 3 penjanaan");
    expect(await cell(page, basic, "comparison-price").textContent()).toBe("RM 25.0050 kredit");
    expect(await cell(page, basic, "comparison-human-fee").textContent()).toBe("RM 300.00");
    expect(await cell(page, basic, "comparison-human-time").textContent()).toBe(comparison.turnaround.sameDay);
    const standard = "comparison-row-standard";
    expect(await cell(page, standard, "comparison-time").textContent()).toBe("1 min 30 saatmedian 1 penjanaan");
    expect(await cell(page, standard, "comparison-price").textContent()).toBe("RM 125.00250 kredit");
    expect(await cell(page, standard, "comparison-human-fee").textContent()).toBe("RM 1,000.00");
    expect(await cell(page, standard, "comparison-human-time").textContent()).toBe("2–3 hari");
    // A fraction of a second is 'kurang 1 saat', never '0 saat'.
    expect(await cell(page, "comparison-row-premium", "comparison-time").textContent()).toBe(
      "kurang 1 saatmedian 1 penjanaan",
    );
    expect(await cell(page, "comparison-row-professional", "comparison-time").textContent()).toBe(
      comparison.noGenerations,
    );

    await expectAccessible(page);
    await expectTableScrollsInItsBox(page, "comparison-table-scroll");
    await screenshotBothWidths(page, "writing-comparison");
    expect(errors).toEqual([]);
    await page.context().close();

    // Not a super admin: the profit analysis is refused.
    const again = await signInAs(browser, server, user, VIEWPORTS.phone);
    await again.page.goto(url("/profit-analysis"));
    await again.page.getByTestId("super-admin-denied").waitFor();
    await again.page.context().close();
  });

  it("lets a super admin price a model and set a human writer's fee, then shows the profit per package", async () => {
    const boss = await createUser(server.database.db, { role: "super_admin" });
    const { page, errors } = await signInAs(browser, server, boss);
    await page.goto(url("/super-admin/settings"));
    await page.getByRole("heading", { level: 1, name: settingsArea.settingsAdmin.title }).waitFor();

    // A model price: a row added, a bad price refused, then saved.
    const prices = page.getByTestId("setting-ai_model_prices");
    await prices.getByTestId("model-prices-empty").waitFor();
    await prices.getByRole("button", { name: texts.ai_model_prices.add }).click();
    await prices.getByLabel("Nama model, baris 1").fill("gpt-test");
    await prices.getByLabel("Harga token arahan, baris 1").fill("2.5");
    await prices.getByLabel("Harga token jawapan, baris 1").fill("-10");
    const savePrices = prices.getByRole("button", { name: `Simpan ${texts.ai_model_prices.label}` });
    await savePrices.click();
    await prices.getByText("Nilai ini di luar julat yang dibenarkan.").waitFor();
    expect(await stored("ai_model_prices")).toEqual({});
    await prices.getByLabel("Harga token jawapan, baris 1").fill("10");
    await savePrices.click();
    await expect
      .poll(() => stored("ai_model_prices"))
      .toEqual({ "gpt-test": { promptPerMillionUSD: 2.5, completionPerMillionUSD: 10 } });

    // The human writer's fee for one package.
    const human = page.getByTestId("setting-human_writer");
    await human.getByLabel("Yuran penulis manusia, Pakej Asas").fill("350.50");
    // The save is held back, as on a slow line: while it runs, the button still says what it is for.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/super-admin/settings/human_writer", async (route) => {
      await held;
      await route.continue();
    });
    await human.getByRole("button", { name: `Simpan ${texts.human_writer.label}` }).click();
    await human.getByRole("button", { name: `Menyimpan ${texts.human_writer.label}...` }).waitFor();
    await expectAccessible(page);
    release();
    await expect
      .poll(async () => (await stored("human_writer")) as Record<string, unknown>)
      .toMatchObject({ basic: { feeRm: 350.5, minDays: 0, maxDays: 0 } });
    await expectAccessible(page);
    await screenshotBothWidths(page, "settings-business-figures");

    // The sidebar's Profit Analysis.
    await page.getByRole("link", { name: superAdmin.superAdmin.nav.profit }).first().click();
    await page.waitForURL(url("/profit-analysis"));
    await page.getByRole("heading", { level: 1, name: profit.title }).waitFor();
    expect(
      await page
        .getByTestId("super-admin-sidebar")
        .getByRole("link", { name: superAdmin.superAdmin.nav.profit })
        .getAttribute("aria-current"),
    ).toBe("page");

    expect(await page.getByTestId("basis-credit-value").textContent()).toBe("RM 0.50");
    expect(await page.getByTestId("basis-commission-rate").textContent()).toBe("20%");
    expect(await page.getByTestId("basis-exchange-rate").textContent()).toBe("RM 4.20");
    expect(await page.getByTestId("basis-priced-models").textContent()).toBe("1");
    const basic = "profit-row-basic";
    expect(await cell(page, basic, "profit-credits").textContent()).toBe("50");
    expect(await cell(page, basic, "profit-value").textContent()).toBe("RM 25.00");
    expect(await cell(page, basic, "profit-ai-cost").textContent()).toBe("RM 0.189USD 0.045 · purata 3 penjanaan");
    expect(await cell(page, basic, "profit-commission").textContent()).toBe("RM 5.00");
    expect(await cell(page, basic, "profit-margin").textContent()).toBe("RM 19.811");
    // The built-in writer costs nothing.
    const standard = "profit-row-standard";
    expect(await cell(page, standard, "profit-ai-cost").textContent()).toBe("RM 0.00USD 0.00 · purata 1 penjanaan");
    expect(await cell(page, standard, "profit-margin").textContent()).toBe("RM 100.00");
    const professional = "profit-row-professional";
    expect(await cell(page, professional, "profit-ai-cost").textContent()).toBe(profit.noGenerations);
    expect(await cell(page, professional, "profit-margin").textContent()).toBe(`RM 40.00${profit.beforeAiCost}`);

    await expectAccessible(page);
    await expectTableScrollsInItsBox(page, "profit-table-scroll");
    await screenshotBothWidths(page, "profit-analysis");

    // The comparison now shows the new fee.
    await page.getByRole("link", { name: profit.toComparison }).click();
    await page.waitForURL(url("/writing-comparison"));
    await expect.poll(() => cell(page, "comparison-row-basic", "comparison-human-fee").textContent()).toBe("RM 350.50");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
