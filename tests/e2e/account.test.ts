import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../src/common/i18n/areas/account.en.json" with { type: "json" };
import ms from "../../src/common/i18n/areas/account.ms.json" with { type: "json" };
import commonEn from "../../src/common/i18n/en.json" with { type: "json" };
import commonMs from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { setBalance } from "../support/credits.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";
import { createUser } from "../support/factories.js";
import { simpleForm } from "../support/forms.js";

let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const bodyText = async (page: Page) => (await page.locator("body").textContent()) ?? "";

async function createProposal(page: Page, title: string, status = "draft") {
  const res = await page.request.post(`${server.baseUrl}/api/proposals`, {
    data: { title, content: `<p>${"Cadangan perniagaan yang lengkap. ".repeat(40)}</p>`, type: "business", status },
    headers: { origin: server.baseUrl },
  });
  expect(res.status()).toBe(201);
}

describe.skipIf(!browserAvailable)("account screens in a real browser", () => {
  it("shows a visitor the demo with three samples and figures read from the data, none invented", async () => {
    const context = await browser.newContext({ locale: "ms-MY" });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo`);
    await page.getByRole("heading", { level: 1, name: ms.demo.title }).waitFor();
    expect(await page.getByTestId("demo-sample").count()).toBe(3);
    // The package table's flagship, the sign-up credits and the cheapest credit pack.
    await expect.poll(() => bodyText(page)).toContain("Kredit percuma semasa mendaftar");
    const text = await bodyText(page);
    for (const claim of ["2,500+", "Patah perkataan dalam Standard Package", "RM 50.00", "RM 85,000", "RM 120,000"])
      expect(text).toContain(claim);
    // No success rate or customer count that no data supports.
    expect(text).not.toContain("Kadar kejayaan");
    expect(text).not.toContain("Pelanggan berpuas hati");
    expect(text).toContain(ms.demo.samples.retail.title);
    expect(await page.getByTestId("demo-cta").getAttribute("href")).toBe("/api/login?signup=1");
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-demo");
    await context.close();
  });

  it("guides name the AI variables, the engine and the quota cost, and link back", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    await page.goto(`${server.baseUrl}/api-key-guide`);
    await page.getByRole("heading", { level: 1, name: ms.guides.apiKey.title }).waitFor();
    await expect.poll(() => page.getByTestId("engine-name").textContent()).toBe("Kertas AI Composer");
    const text = await bodyText(page);
    for (const name of ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL", "AI_CONCURRENCY", "AI_TIMEOUT_MS"])
      expect(text).toContain(name);
    expect(text).toContain("http://localhost:11434/v1");
    const guide = page.getByTestId("guide-page");
    expect(await guide.getByRole("link", { name: ms.guides.toProposals }).getAttribute("href")).toBe("/proposals");
    expect(await guide.getByRole("link", { name: ms.guides.back }).getAttribute("href")).toBe("/");
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-api-key-guide");

    await page.goto(`${server.baseUrl}/openai-quota`);
    await page.getByRole("heading", { level: 1, name: ms.guides.quota.title }).waitFor();
    expect(await page.getByTestId("quota-cost").textContent()).toContain("0.50 hingga 2.00 USD");
    expect(await bodyText(page)).toContain("Retry-After");
    await page.getByTestId("guide-page").getByRole("link", { name: ms.guides.back }).click();
    await page.getByTestId("dashboard").waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: ms.guides.quota.title }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-openai-quota");
    expect(consoleErrors).toEqual([]);
  });

  it("history shows the sign-up bonus, pages the ledger and lists proposal activity", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server);
    // 12 more ledger rows: 13 in all, two pages of 10.
    for (let i = 1; i <= 12; i++) await setBalance(server.database.db, user.id, 100 + i);
    await createProposal(page, "Kertas Kerja Kedai Kopi Pak Abu");
    await page.goto(`${server.baseUrl}/history`);
    await page.getByRole("heading", { level: 1, name: ms.history.title }).waitFor();
    await page.getByTestId("ledger-row").first().waitFor();
    expect(await page.getByTestId("ledger-row").count()).toBe(10);
    expect(await page.getByTestId("ledger-pager").textContent()).toContain("Halaman 1 daripada 2 (13 rekod)");
    expect(await page.getByTestId("ledger-row").first().textContent()).toContain("+1");
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-history");

    await page.getByRole("button", { name: ms.history.next }).click();
    await expect.poll(() => page.getByTestId("ledger-pager").textContent()).toContain("Halaman 2 daripada 2");
    await expect.poll(() => page.getByTestId("ledger-row").count()).toBe(3);
    const last = page.getByTestId("ledger-row").last();
    expect(await last.textContent()).toContain(ms.history.kinds.signup_bonus);
    expect(await last.textContent()).toContain("+100");

    await page.getByRole("tab", { name: ms.history.tabs.activity }).click();
    await page.getByTestId("activity-row").first().waitFor();
    expect(await page.getByTestId("activity-table").textContent()).toContain("Kertas Kerja Kedai Kopi Pak Abu");
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-history-activity");
    expect(consoleErrors).toEqual([]);
  });

  it("credit history names the proposal each generation charge paid for, and says when it was deleted", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 500 });
    const generate = async (title: string) => {
      const preview = await page.request.post(`${server.baseUrl}/api/generate-proposal-preview`, {
        data: simpleForm({ title }),
        headers: { origin: server.baseUrl },
      });
      const { previewId } = (await preview.json()) as { previewId: string };
      const saved = await page.request.post(`${server.baseUrl}/api/save-generated-proposal`, {
        data: { previewId },
        headers: { origin: server.baseUrl },
      });
      expect(saved.status()).toBe(201);
      return ((await saved.json()) as { proposal: { id: string } }).proposal.id;
    };
    await generate("Program Tuisyen Komuniti Taman Melati");
    const gone = await generate("Karnival Sukan Keluarga PIBG");
    const deleted = await page.request.delete(`${server.baseUrl}/api/proposals/${gone}`, {
      headers: { origin: server.baseUrl },
    });
    expect(deleted.ok()).toBe(true);

    await page.goto(`${server.baseUrl}/history`);
    const rows = page.getByTestId("ledger-row").filter({ hasText: ms.history.kinds.generation });
    await expect.poll(() => rows.count()).toBe(2);
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain(ms.history.forDeletedProposal.replace("{{title}}", "Karnival Sukan Keluarga PIBG"));
    expect(texts[1]).toContain(ms.history.forProposal.replace("{{title}}", "Program Tuisyen Komuniti Taman Melati"));
    expect(texts[1]).not.toContain("dipadam");
    // Other rows name no proposal.
    const bonus = page.getByTestId("ledger-row").filter({ hasText: ms.history.kinds.signup_bonus });
    expect(await bonus.getByTestId("ledger-proposal").count()).toBe(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-history-proposals");
    expect(consoleErrors).toEqual([]);
  });

  it("settings: renames (top bar follows), switches to English, signs out elsewhere", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server);
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("heading", { level: 1, name: ms.settings.title }).waitFor();
    expect(await page.getByLabel(ms.settings.profile.email).inputValue()).toBe(user.email);
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-settings");

    await page.getByLabel("Nama pertama").fill("Zulaikha");
    await page.getByTestId("profile-save").click();
    await expect.poll(() => page.getByTestId("profile-menu-trigger").textContent()).toContain("Zulaikha");

    // Another browser signed in as the same user.
    const other = await browser.newContext();
    const login = await other.request.post(`${server.baseUrl}/api/auth/login`, {
      data: { email: user.email, password: user.password },
      headers: { origin: server.baseUrl },
    });
    expect(login.status()).toBe(200);
    await page.getByTestId("sign-out-others").click();
    await page.getByRole("alertdialog").waitFor();
    await page.getByTestId("confirm-sign-out").click();
    await expect.poll(() => page.getByTestId("sign-out-result").textContent()).toContain("1 sesi lain");
    expect((await other.request.get(`${server.baseUrl}/api/auth/user`)).status()).toBe(401);
    expect((await page.request.get(`${server.baseUrl}/api/auth/user`)).status()).toBe(200);
    await other.close();

    // A password change re-issues this browser's session: still signed in afterwards.
    await page.getByLabel("Kata laluan semasa").fill(user.password);
    await page.getByLabel("Kata laluan baharu", { exact: true }).fill("Pantai-Cenang-Biru-42");
    await page.getByLabel("Sahkan kata laluan baharu").fill("Pantai-Cenang-Biru-42");
    await page.getByTestId("password-save").click();
    await page.getByText(ms.settings.password.success).first().waitFor();
    expect((await page.request.get(`${server.baseUrl}/api/auth/user`)).status()).toBe(200);

    // A wrong current password is said under its field, and in the language chosen afterwards (the
    // field kept the language it was first shown in).
    await page.getByLabel("Kata laluan semasa").fill("Bukan-Kata-Laluan-9");
    await page.getByLabel("Kata laluan baharu", { exact: true }).fill("Pantai-Cenang-Biru-43");
    await page.getByLabel("Sahkan kata laluan baharu").fill("Pantai-Cenang-Biru-43");
    await page.getByTestId("password-save").click();
    const fieldError = page.locator("#settings-current-password-error");
    await expect.poll(() => fieldError.textContent()).toBe(commonMs.errors.WRONG_CURRENT_PASSWORD);

    await page.getByTestId("settings-lang-en").click();
    await page.getByRole("heading", { level: 1, name: en.settings.title }).waitFor();
    expect(await page.getByTestId("settings-lang-en").getAttribute("aria-checked")).toBe("true");
    expect(await fieldError.textContent()).toBe(commonEn.errors.WRONG_CURRENT_PASSWORD);
    const saved = await (await page.request.get(`${server.baseUrl}/api/auth/user`)).json();
    expect(saved).toMatchObject({ language: "en", firstName: "Zulaikha" });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: en.settings.title }).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-settings-en");
    expect(consoleErrors).toEqual([]);
  });

  it("analytics counts proposals, words and months after proposals are created", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    await createProposal(page, "Proposal Klinik Pergigian", "approved");
    await createProposal(page, "Proposal Bengkel Kimpalan");
    await page.goto(`${server.baseUrl}/analytics`);
    await page.getByRole("heading", { level: 1, name: ms.analytics.title }).waitFor();
    await expect.poll(() => page.getByTestId("analytics-proposals").textContent()).toBe("2");
    expect(
      Number(((await page.getByTestId("analytics-words").textContent()) ?? "").replace(/\D/g, "")),
    ).toBeGreaterThan(300);
    expect(await page.getByTestId("analytics-credits").textContent()).toBe("0");
    await page.getByTestId("chart-proposals-summary").waitFor();
    expect(await page.getByTestId("chart-proposals-summary").textContent()).toContain("2 proposal");
    await page.locator(".recharts-bar-rectangle").first().waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-analytics");
    expect(consoleErrors).toEqual([]);
  });

  it("analytics is the super admin dashboard for a super admin", async () => {
    const admin = await createUser(server.database.db, { role: "super_admin" });
    const context = await browser.newContext({ locale: "ms-MY" });
    const login = await context.request.post(`${server.baseUrl}/api/auth/login`, {
      data: { email: admin.email, password: admin.password },
      headers: { origin: server.baseUrl },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/analytics`);
    await page.getByTestId("super-admin-dashboard").waitFor();
    expect(await page.getByTestId("analytics-proposals").count()).toBe(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, "account-analytics-admin");
    await context.close();
  });
});
