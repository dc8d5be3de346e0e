import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import create from "../../src/common/i18n/areas/create.ms.json" with { type: "json" };
import kinds from "../../src/common/i18n/areas/kinds.ms.json" with { type: "json" };
import packageTexts from "../../src/common/i18n/areas/package-texts.ms.json" with { type: "json" };
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { KINDS } from "../../src/common/kinds/index.js";
import type { CheckDto } from "../../src/common/schemas/check.js";
import { proposals, users } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { setBalance } from "../support/credits.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";
import { addBudgetItem, expectMainFits, K, openDetails, rowLabel } from "../support/kinds.js";
import { watchTexts } from "../support/seen-texts.js";

const c = create.create;
const v = ms.validation;
const C = kinds.checkArea;
const FLOW_TIMEOUT = 240_000;

let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const url = (path: string) => `${server.baseUrl}${path}`;

async function balanceOf(page: Page): Promise<number> {
  return page.evaluate(
    async () => ((await (await fetch("/api/credits/balance")).json()) as { credits: number }).credits,
  );
}

/** A stored proposal of the page's user (created through the API, as the editor's own save would). */
async function storedProposal(page: Page, title: string): Promise<string> {
  const res = await page.request.post(url("/api/proposals"), {
    data: { title, content: "<h2>Pengenalan</h2><p>Kandungan ringkas.</p>", type: "project", status: "completed" },
    headers: { origin: server.baseUrl },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Screens are checked at both widths, for axe, and for overflow down to 360 px. */
async function checkScreen(page: Page, name: string) {
  await expectAccessible(page);
  await screenshotBothWidths(page, name);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function fillDetailed(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const f = c.detailed.fields;
  const values = {
    title: "Sistem Tempahan Dalam Talian Kedai Kek Puteri",
    description: "Membangunkan sistem tempahan kek dalam talian dengan pembayaran FPX untuk kedai di Alor Setar.",
    keyRequirements: "Tempahan dalam talian; pembayaran FPX; notifikasi WhatsApp kepada pelanggan",
    targetAudience: "Pelanggan kek sekitar Alor Setar dan Kedah",
    companyBackground: "Kedai Kek Puteri ditubuhkan pada 2015 dan mempunyai 12 pekerja.",
    objectives: "Meningkatkan jualan sebanyak 30 peratus; mengurangkan kesilapan tempahan",
    ...overrides,
  };
  await page.getByLabel(f.title, { exact: true }).fill(values.title);
  await page.getByLabel(f.description, { exact: true }).fill(values.description);
  await page.getByLabel(f.type, { exact: true }).selectOption({ label: c.detailedTypes["pembangunan-web"] });
  await page.getByLabel(f.budgetRange, { exact: true }).selectOption({ label: c.detailedBudgets["20k-50k"] });
  await page.getByLabel(f.timeline, { exact: true }).selectOption({ label: c.detailedTimelines["4-6-bulan"] });
  await page.getByLabel(f.keyRequirements, { exact: true }).fill(values.keyRequirements);
  await page.getByLabel(f.targetAudience, { exact: true }).fill(values.targetAudience);
  await page.getByLabel(f.companyBackground, { exact: true }).fill(values.companyBackground);
  await page.getByLabel(f.objectives, { exact: true }).fill(values.objectives);
}

const chooseStandard = (page: Page) =>
  page.getByRole("button", { name: `${c.detailed.choose}: Standard Package` }).click();

describe.skipIf(!browserAvailable)("creating proposals in a real browser", () => {
  it("asks a visitor who never signed in to sign in, with its toast", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: "ms-MY" });
    const page = await context.newPage();
    const seen = await watchTexts(page, [ms.auth.signInToast]);
    await page.goto(url("/create-proposal"), { waitUntil: "commit" });
    await page.waitForURL(/\/login/);
    expect(seen).toContain(ms.auth.signInToast);
    await context.close();
  });

  it(
    "simple form -> preview (copy blocked) -> save: the proposal is listed and the credits are taken",
    async () => {
      const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 500 });
      await page.goto(url("/proposal-preview"));
      // No stored preview: back to the requirements form.
      await page.waitForURL(url("/proposal-requirements"));

      await page.goto(url("/create-proposal"));
      await page.getByRole("heading", { level: 1, name: c.simple.title }).waitFor();
      await page.getByTestId("package-professional").waitFor();
      expect(await page.getByRole("radio", { name: /Pakej Profesional/ }).isChecked()).toBe(true);
      await checkScreen(page, "create-simple");

      // Required fields. A field's message appears under it without moving the controls of its row.
      const top = async (id: string) => (await page.locator(`#${id}`).boundingBox())?.y;
      await page.getByRole("button", { name: c.simple.submit }).click();
      await expect.poll(() => page.getByText(v.requiredFields).count()).toBe(3);
      expect(await top("simple-type")).toBe(await top("simple-budget"));

      // Key requirements: one empty entry; remove only while more than one remains.
      const requirement = (n: number) =>
        page.getByLabel(c.simple.requirementLabel.replace("{{n}}", String(n)), { exact: true });
      expect(await page.getByRole("button", { name: /Buang keperluan/ }).count()).toBe(0);
      await page.getByRole("button", { name: c.simple.addRequirement }).click();
      await page.getByRole("button", { name: c.simple.addRequirement }).click();
      expect(await page.getByRole("button", { name: /Buang keperluan/ }).count()).toBe(3);
      await page.getByRole("button", { name: c.simple.removeRequirement.replace("{{n}}", "3") }).click();
      await requirement(1).fill("Bengkel pemasaran media sosial");

      const title = "Program Keusahawanan Digital Belia Kampung Baru";
      await page.getByLabel(c.simple.titleLabel).fill(title);
      await page.getByLabel(c.simple.descriptionLabel).fill("Program latihan jualan dalam talian untuk belia.");
      await page.getByLabel(c.simple.typeLabel).selectOption({ label: c.types.project });
      await page.getByLabel(new RegExp(c.simple.budgetLabel)).selectOption({ label: c.simpleBudgets["10k-50k"] });
      await page.getByTestId("package-basic").click();
      await page.getByRole("button", { name: c.simple.submit }).click();

      await page.waitForURL(url("/proposal-preview"), { timeout: 60_000 });
      await page.getByText(c.simple.previewReady).first().waitFor();
      await page.getByRole("heading", { level: 2, name: title }).waitFor();
      await page
        .getByTestId("copyright-notice")
        .getByText(/RM 200,000/)
        .waitFor();
      expect(await page.getByTestId("preview-sections").locator("section").count()).toBe(3);
      await checkScreen(page, "proposal-preview");

      // Copying is blocked with the copyright toast.
      await page.getByTestId("preview-sections").click();
      await page.keyboard.press("Control+C");
      await page.getByText(c.preview.blocked).first().waitFor();

      expect(await balanceOf(page)).toBe(500);
      await page.getByRole("button", { name: c.preview.save }).click();
      await page.waitForURL(url("/proposals"));
      await page.getByText(c.preview.saved.replace("{{n}}", "50")).first().waitFor();
      expect(await balanceOf(page)).toBe(450);
      await page.getByRole("main").getByText(title).first().waitFor();
      const listed = await page.evaluate(async () =>
        ((await (await fetch("/api/proposals")).json()) as { title: string }[]).map((p) => p.title),
      );
      expect(listed).toContain(title);
      expect(await page.evaluate(() => sessionStorage.getItem("proposal-preview"))).toBeNull();
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "two-step flow: draft saved, reloaded and loaded, preview, then the success screen",
    async () => {
      const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 1000 });
      await page.goto(url("/proposal-requirements"));
      await page.getByTestId("detailed-package-standard").waitFor();
      await page.getByText("POPULAR", { exact: true }).waitFor();
      await page.getByText(packageTexts.packageBadges.EXCLUSIVE, { exact: true }).waitFor();
      expect(await page.getByRole("tab", { name: c.detailed.stepDetails }).isDisabled()).toBe(true);
      await checkScreen(page, "create-detailed-package");

      await chooseStandard(page);
      await page
        .getByTestId("chosen-package")
        .getByText(/Standard Package/)
        .waitFor();
      await page.getByLabel(c.detailed.fields.title, { exact: true }).fill("Sistem Tempahan Kek");
      await page
        .getByLabel(c.detailed.fields.description, { exact: true })
        .fill("Draf penerangan projek tempahan kek.");
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("proposal-draft")), { timeout: 5000 })
        .toContain("Sistem Tempahan Kek");
      await page.getByRole("button", { name: c.detailed.saveDraft }).click();
      await page.getByText(c.draft.saved, { exact: true }).first().waitFor();

      await page.reload();
      await page.getByTestId("draft-banner").waitFor();
      await checkScreen(page, "create-detailed-draft-banner");
      await page.getByRole("button", { name: c.draft.load }).click();
      await page.getByText(c.draft.loaded, { exact: true }).first().waitFor();
      expect(await page.getByLabel(c.detailed.fields.title, { exact: true }).inputValue()).toBe("Sistem Tempahan Kek");
      await page.getByTestId("chosen-package").waitFor();

      await fillDetailed(page);
      await checkScreen(page, "create-detailed-form");
      await page.getByRole("button", { name: c.detailed.preview, exact: true }).click();
      await page.getByTestId("detailed-preview").getByText(c.detailedTypes["pembangunan-web"]).waitFor();
      await checkScreen(page, "create-detailed-preview");
      await page.getByRole("button", { name: c.detailed.edit, exact: true }).click();
      await page.getByRole("button", { name: c.detailed.preview, exact: true }).click();
      // The job keeps running while the user is away; coming back shows its progress again. The
      // job's events and status are held back until then so that the built-in writer cannot finish first.
      await page.route("**/api/generations/**", (route) => route.abort());
      await page.getByRole("button", { name: c.detailed.continue, exact: true }).click();
      await page.getByTestId("generation-progress").getByText(c.progress.preparing).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem("kertas.generation.requirements"))).toContain("jobId");
      await page.getByRole("button", { name: c.detailed.pending }).first().waitFor();
      await checkScreen(page, "generation-progress");
      await page.goto(url("/"));
      await page.goto(url("/proposal-requirements"));
      // The server may still be busy writing the held-back job; give the page time to load.
      await page.getByTestId("generation-progress").waitFor({ timeout: 60_000 });
      await page.unroute("**/api/generations/**");

      await page.waitForURL(/\/proposal-success\//, { timeout: 90_000 });
      await page.getByRole("heading", { level: 1, name: c.success.title }).waitFor({ timeout: 60_000 });
      await page
        .getByTestId("success-title")
        .getByText(/Sistem Tempahan Dalam Talian/)
        .waitFor();
      expect(await page.getByTestId("success-status").textContent()).toBe(c.success.statusDone);
      await expect.poll(() => page.getByTestId("success-credits").textContent()).toContain("250");
      await expect.poll(() => page.getByTestId("success-balance").textContent()).toContain("750");
      await page.getByText("RM 125.00").waitFor();
      expect(await page.evaluate(() => localStorage.getItem("proposal-draft"))).toBeNull();
      const id = page.url().split("/").pop();
      expect(await page.getByRole("link", { name: c.success.view }).getAttribute("href")).toBe(`/proposals/${id}/view`);
      await checkScreen(page, "proposal-success");

      // The PDF export belongs to another issue; until it exists the documented failure shows.
      const pdf = await page.evaluate(async (pid) => (await fetch(`/api/proposals/${pid}/pdf`)).status, id);
      if (pdf === 404) {
        await page.getByRole("button", { name: c.success.downloadPdf }).click();
        await page.getByText(c.success.pdfFailed).first().waitFor();
      }
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it("tells the user when a generation fails, and charges nothing", async () => {
    const { page } = await newSignedInPage(browser, server, { credits: 300 });
    await page.route("**/api/generations/*/events", (route) => route.abort());
    await page.route("**/api/generations/*", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          id: route.request().url().split("/").pop(),
          kind: "preview",
          status: "failed",
          progress: {},
          result: null,
          error: { code: "PREVIEW_FAILED", message: ms.errors.PREVIEW_FAILED },
          proposalId: null,
        }),
      }),
    );
    await page.goto(url("/create-proposal"));
    await page.getByLabel(c.simple.titleLabel).fill("Projek Gagal");
    await page.getByLabel(c.simple.descriptionLabel).fill("Penerangan projek yang akan gagal dijana.");
    await page.getByLabel(c.simple.typeLabel).selectOption({ label: c.types.research });
    await page.getByRole("button", { name: c.simple.submit }).click();
    const failed = page.getByTestId("generation-failed");
    await failed.getByText(c.simple.previewFailed).waitFor();
    await failed.getByText(c.progress.notCharged).waitFor();
    await checkScreen(page, "generation-failed");
    expect(await balanceOf(page)).toBe(300);
    expect(await page.evaluate(() => sessionStorage.getItem("kertas.generation.preview"))).toBeNull();
    await page.getByRole("button", { name: c.progress.dismiss }).click();
    expect(await failed.count()).toBe(0);
    await page.context().close();
  });

  it(
    "finishes from the done event alone, and reads the status again when a first read fails",
    async () => {
      const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 300 });
      const preview = async (title: string) => {
        await page.goto(url("/create-proposal"));
        await page.getByLabel(c.simple.titleLabel).fill(title);
        await page.getByLabel(c.simple.descriptionLabel).fill("Program latihan kemahiran digital untuk belia.");
        await page.getByLabel(c.simple.typeLabel).selectOption({ label: c.types.project });
        await page.getByRole("button", { name: c.simple.submit }).click();
        await page.waitForURL(url("/proposal-preview"), { timeout: 60_000 });
        await page.getByRole("heading", { level: 2, name: title }).waitFor();
      };
      const serverError = { status: 500, contentType: "application/json", body: '{"code":"INTERNAL","message":"x"}' };

      // The done event carries the result: every status read failing does not hold the screen.
      await page.route("**/api/generations/*", (route) => route.fulfill(serverError));
      await preview("Program Digital Belia Tanpa Status");
      await page.unroute("**/api/generations/*");

      // Events whose data does not parse: the status is read instead, and a first 500 is retried.
      await page.route("**/api/generations/*/events", (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/event-stream",
          body: "event: progress\ndata: {oops\n\nevent: done\ndata: {oops\n\n",
        }),
      );
      let failedReads = 0;
      await page.route("**/api/generations/*", (route) =>
        failedReads++ ? route.continue() : route.fulfill(serverError),
      );
      await preview("Program Digital Belia Bacaan Semula");
      expect(failedReads).toBeGreaterThan(1);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it("deletes a draft: the form and the package are cleared and step 1 shows", async () => {
    const { page } = await newSignedInPage(browser, server);
    await page.goto(url("/proposals/new"));
    await chooseStandard(page);
    await page.getByLabel(c.detailed.fields.title, { exact: true }).fill("Draf untuk dipadam");
    await page.getByRole("button", { name: c.detailed.saveDraft }).click();
    await page.reload();
    await page.getByRole("button", { name: c.draft.delete }).click();
    await page.getByText(c.draft.deleted, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("proposal-draft"))).toBeNull();
    expect(await page.getByRole("tab", { name: c.detailed.stepPackage }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tab", { name: c.detailed.stepDetails }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it("shows each documented validation message of the detailed form", async () => {
    const { page } = await newSignedInPage(browser, server);
    await page.goto(url("/proposal-requirements"));
    await chooseStandard(page);
    await page.getByRole("button", { name: c.detailed.submit }).click();
    for (const message of [
      v.titleRequired,
      v.descriptionMin,
      v.typeRequired,
      v.budgetRequired,
      v.timelineRequired,
      v.requirementsMin,
      v.audienceMin,
      v.backgroundMin,
      v.objectivesMin,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await checkScreen(page, "create-detailed-errors");
    await page.getByLabel(c.detailed.fields.description, { exact: true }).fill("Terlalu pendek");
    await page.getByLabel(c.detailed.fields.title, { exact: true }).fill("Tajuk");
    await page.getByText(v.descriptionMin, { exact: true }).waitFor();
    expect(await page.getByText(v.titleRequired, { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it("refuses to start when the balance cannot cover the package", async () => {
    const { page } = await newSignedInPage(browser, server, { credits: 10 });
    await page.goto(url("/proposal-requirements"));
    await chooseStandard(page);
    await fillDetailed(page);
    await page.getByRole("button", { name: c.detailed.submit }).click();
    await page.getByText(c.credits.insufficientTitle, { exact: true }).first().waitFor();
    await page
      .getByText(c.credits.insufficientBody.replace("{{cost}}", "250").replace("{{credits}}", "10"), { exact: true })
      .first()
      .waitFor();
    // The message carries the way to buy credits.
    const toast = page.locator("li").filter({ hasText: c.credits.insufficientTitle }).first();
    expect(await toast.getByRole("link", { name: c.credits.buy }).getAttribute("href")).toBe("/credits");
    expect(await balanceOf(page)).toBe(10);
    expect(page.url()).toBe(url("/proposal-requirements"));
    await page.context().close();
  });

  it("success screen: a low balance gets the buy-credits tip, ten credits or an unlimited account do not", async () => {
    const { page, user } = await newSignedInPage(browser, server, { credits: 5 });
    const id = await storedProposal(page, "Program Kitar Semula Taman Perumahan");
    const tip = page.getByText(c.success.lowCredit);
    const balance = page.getByTestId("success-balance");

    // Under 10 credits (spec 9): the tip, with the way to the credit shop.
    await page.goto(url(`/proposal-success/${id}`));
    await page.getByTestId("success-title").getByText("Program Kitar Semula Taman Perumahan").waitFor();
    await expect.poll(() => balance.textContent()).toBe(c.common.credits.replace("{{credits}}", "5"));
    await tip.waitFor();
    const status = page.getByRole("status").filter({ hasText: c.success.lowCredit });
    expect(await status.getByRole("link", { name: c.credits.buy }).getAttribute("href")).toBe("/credits");
    await checkScreen(page, "proposal-success-low-credit");

    // Exactly 10 is not low.
    await setBalance(server.database.db, user.id, 10);
    await page.reload();
    await expect.poll(() => balance.textContent()).toBe(c.common.credits.replace("{{credits}}", "10"));
    expect(await tip.count()).toBe(0);

    // Unlimited: the balance reads 'Tanpa Had' and no tip, even with nothing left.
    await setBalance(server.database.db, user.id, 0);
    await server.database.db.update(users).set({ unlimited: true }).where(eq(users.id, user.id));
    await page.reload();
    await expect.poll(() => balance.textContent()).toBe(c.success.unlimited);
    await page.getByTestId("success-credits").waitFor();
    expect(await tip.count()).toBe(0);
    await checkScreen(page, "proposal-success-unlimited");
    await page.context().close();
  });

  it("says when a proposal does not exist", async () => {
    const { page } = await newSignedInPage(browser, server);
    await page.goto(url(`/proposal-success/${randomUUID()}`));
    await page.getByRole("heading", { name: c.success.notFound }).waitFor();
    expect(await page.getByRole("link", { name: c.success.backToList }).getAttribute("href")).toBe("/proposals");
    await checkScreen(page, "proposal-success-missing");
    await page.context().close();
  });
});

describe.skipIf(!browserAvailable)("the kind of paper and its details", () => {
  const carnival = "Karnival Sukan Tahunan PIBG SK Taman Melati 2027";
  /** axe, both widths' screenshots, and the main area fitting a phone. */
  const checkKindScreen = async (page: Page, name: string) => {
    await expectAccessible(page);
    await screenshotBothWidths(page, name);
    await expectMainFits(page);
  };

  it(
    "simple form: shows the inferred kind, sends the one chosen with the details, and keeps both for the way back",
    async () => {
      const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 500 });
      await page.goto(url("/create-proposal"));
      // Before anything is typed, nothing has been identified: the line says the kind will follow the brief.
      const detected = page.getByTestId("kind-detected");
      await expect.poll(() => detected.textContent()).toContain(`Sehingga itu ${KINDS.cadangan.label.ms} dipilih`);
      expect(await detected.textContent()).not.toContain("Adakah ini betul?");
      await page.getByLabel(c.simple.titleLabel).fill(carnival);
      await page
        .getByLabel(c.simple.descriptionLabel)
        .fill("Karnival sukan untuk 850 murid dan ibu bapa, dengan pertandingan dan gerai jualan.");
      await page.getByLabel(c.simple.typeLabel).selectOption({ label: c.types.project });

      // The inference is shown for confirmation and selected until the user picks another kind.
      await expect.poll(() => detected.textContent()).toContain(KINDS.program.label.ms);
      expect(await detected.textContent()).toContain("Adakah ini betul?");
      expect(await page.getByRole("radio", { name: KINDS.program.label.ms, exact: true }).isChecked()).toBe(true);
      await page.getByTestId("kind-option-cadangan").click();
      expect(await page.getByRole("radio", { name: KINDS.cadangan.label.ms, exact: true }).isChecked()).toBe(true);
      await expect.poll(() => detected.textContent()).toContain(`Anda memilih ${KINDS.cadangan.label.ms}`);
      // Typing on does not undo the user's choice.
      await page.getByLabel(c.simple.titleLabel).fill(`${carnival} dan Majlis Perasmian`);
      expect(await page.getByRole("radio", { name: KINDS.cadangan.label.ms, exact: true }).isChecked()).toBe(true);

      // Details: what a paper to an authority needs (no event fields), budget rows with live totals.
      await openDetails(page);
      expect(await page.getByLabel(K.details.venue, { exact: true }).count()).toBe(0);
      await page.getByLabel(K.details.applicant, { exact: true }).fill("PIBG SK Taman Melati");
      await page.getByLabel(K.details.addressee, { exact: true }).fill("Yang Dipertua PIBG SK Taman Melati");
      await addBudgetItem(page, 1, "Hadiah pemenang", "20", "15.50");
      await addBudgetItem(page, 2, "Sewa sistem siaraya", "", "1,200");
      // The example in an item's field is one the chosen kind's paper would cost (a grant's form said 'Jamuan peserta').
      expect(await page.getByLabel(rowLabel(K.budget.item, 1), { exact: true }).getAttribute("placeholder")).toBe(
        K.budget.itemPlaceholder.cadangan,
      );
      await expect.poll(() => page.getByTestId("budget-line-0").textContent()).toBe("RM 310.00");
      expect(await page.getByTestId("budget-line-1").textContent()).toBe("RM 1,200.00");
      expect(await page.getByTestId("budget-sum").textContent()).toBe("RM 1,510.00");

      // A wrong row gets the schema's messages under its fields; an empty row is simply left out.
      await addBudgetItem(page, 3, "", "dua", "10");
      await page.getByRole("button", { name: K.budget.add }).click();
      await page.getByRole("button", { name: c.simple.submit }).click();
      await page.getByText(v.budgetItemName, { exact: true }).waitFor();
      await page.getByText(v.invalidQuantity, { exact: true }).waitFor();
      expect(await page.getByLabel(rowLabel(K.budget.quantity, 3), { exact: true }).getAttribute("aria-invalid")).toBe(
        "true",
      );
      expect(await page.getByLabel(rowLabel(K.budget.item, 4), { exact: true }).count()).toBe(0);
      await checkKindScreen(page, "create-simple-kind-errors");
      await page.getByRole("button", { name: K.budget.remove.replace("{{n}}", "3") }).click();
      await checkKindScreen(page, "create-simple-kind");

      const sent = page.waitForRequest((r) => r.url().endsWith("/api/generate-proposal-preview"));
      await page.getByRole("button", { name: c.simple.submit }).click();
      const body = (await sent).postDataJSON() as { kind: string; details: unknown };
      expect(body.kind).toBe("cadangan");
      expect(body.details).toEqual({
        applicant: "PIBG SK Taman Melati",
        addressee: "Yang Dipertua PIBG SK Taman Melati",
        budgetItems: [
          { item: "Hadiah pemenang", quantity: 20, unitPrice: 15.5 },
          { item: "Sewa sistem siaraya", unitPrice: 1200 },
        ],
      });

      // Preview, then back to the form: the chosen kind and the details are still there.
      await page.waitForURL(url("/proposal-preview"), { timeout: 60_000 });
      await page.getByRole("link", { name: c.preview.changeRequirements }).click();
      await page.waitForURL(url("/create-proposal"));
      await page.getByTestId("kind-picker").waitFor();
      expect(await page.getByRole("radio", { name: KINDS.cadangan.label.ms, exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel(K.details.applicant, { exact: true }).inputValue()).toBe("PIBG SK Taman Melati");
      expect(await page.getByLabel(rowLabel(K.budget.item, 2), { exact: true }).inputValue()).toBe(
        "Sewa sistem siaraya",
      );
      expect(await page.getByTestId("budget-sum").textContent()).toBe("RM 1,510.00");
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "two-step form: the chosen kind and its details are in the draft and come back after a reload",
    async () => {
      const { page, consoleErrors } = await newSignedInPage(browser, server);
      await page.goto(url("/proposal-requirements"));
      await chooseStandard(page);
      await page.getByLabel(c.detailed.fields.title, { exact: true }).fill("Sistem Tempahan Kek Dalam Talian");
      await page.getByLabel(c.detailed.fields.description, { exact: true }).fill("Draf penerangan projek.");
      await expect.poll(() => page.getByTestId("kind-detected").textContent()).toContain("Kami mengenal pasti");
      await page.getByTestId("kind-option-program").click();
      await openDetails(page);
      await page.getByLabel(K.details.eventDate, { exact: true }).fill("2027-03-13");
      await page.getByLabel(K.details.venue, { exact: true }).fill("Dewan Serbaguna SK Taman Melati");
      await page.getByRole("button", { name: K.committee.fillUsual }).click();
      await page.getByLabel(rowLabel(K.committee.name, 3), { exact: true }).fill("Puan Rohana binti Ismail");
      await page.getByRole("button", { name: K.schedule.add }).click();
      await page.getByLabel(rowLabel(K.schedule.time, 1), { exact: true }).fill("8.00 pagi");
      await page.getByLabel(rowLabel(K.schedule.activity, 1), { exact: true }).fill("Pendaftaran peserta");
      await addBudgetItem(page, 1, "Jamuan peserta", "850", "6");
      await expect.poll(() => page.getByTestId("budget-sum").textContent()).toBe("RM 5,100.00");
      await checkKindScreen(page, "create-detailed-kind");
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("proposal-draft")), { timeout: 5000 })
        .toContain("Pendaftaran peserta");
      const draft = JSON.parse((await page.evaluate(() => localStorage.getItem("proposal-draft"))) ?? "{}");
      expect(draft.kind).toBe("program");
      expect(draft.details).toMatchObject({ eventDate: "2027-03-13", venue: "Dewan Serbaguna SK Taman Melati" });
      expect(draft.details.committee[2]).toEqual({ role: K.committee.roles.chair, name: "Puan Rohana binti Ismail" });

      await page.reload();
      await page.getByRole("button", { name: c.draft.load }).click();
      expect(await page.getByRole("radio", { name: KINDS.program.label.ms, exact: true }).isChecked()).toBe(true);
      expect(await page.getByTestId("kind-detected").textContent()).toContain("Anda memilih");
      expect(await page.getByLabel(K.details.venue, { exact: true }).inputValue()).toBe(
        "Dewan Serbaguna SK Taman Melati",
      );
      expect(await page.getByLabel(rowLabel(K.committee.role, 1), { exact: true }).inputValue()).toBe(
        K.committee.roles.patron,
      );
      expect(await page.getByLabel(rowLabel(K.schedule.activity, 1), { exact: true }).inputValue()).toBe(
        "Pendaftaran peserta",
      );
      expect(await page.getByTestId("budget-sum").textContent()).toBe("RM 5,100.00");

      // The preview lists the kind with the other answers.
      await fillDetailed(page, { title: "Karnival Sukan Tahunan PIBG SK Taman Melati" });
      await page.getByRole("button", { name: c.detailed.preview, exact: true }).click();
      await page.getByTestId("detailed-preview").getByText(KINDS.program.label.ms).waitFor();
      // A detail left empty that the writer reads from the description says so, not 'not specified'.
      await page.getByTestId("detailed-preview").getByText("Dewan Serbaguna SK Taman Melati").waitFor();
      await page.getByTestId("detailed-preview").getByText(c.common.fromDescription).first().waitFor();
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "editor and view: the facts used, the blanks to complete and the findings, from the stored check",
    async () => {
      const { page, consoleErrors } = await newSignedInPage(browser, server);
      const plain = await storedProposal(page, "Proposal tanpa semakan");
      const res = await page.request.post(url("/api/proposals"), {
        data: {
          title: carnival,
          content:
            "<h2>Jawatankuasa Pelaksana</h2><p>Penaung: Guru Besar SK Taman Melati</p>" +
            "<p>Penasihat: [Nyatakan nama Penasihat]</p><h2>Tarikh, Masa dan Tempat</h2>" +
            "<p>Tarikh: [Nyatakan tarikh program]</p><p>Tempat: Dewan Serbaguna SK Taman Melati</p>",
          type: "project",
          status: "draft",
        },
        headers: { origin: server.baseUrl },
      });
      const { id } = (await res.json()) as { id: string };
      const check: CheckDto = {
        ok: false,
        findings: [
          {
            code: "contradicted_fact",
            sectionTitle: "Anggaran Perbelanjaan",
            subject: "RM 78,000",
            found: "RM 87,000",
            message: "The budget states RM 87,000 instead of RM 78,000.",
          },
          { code: "empty_section", sectionTitle: "Tentatif Program", message: "Empty section." },
        ],
        facts: [
          { key: "venue", value: "Dewan Serbaguna SK Taman Melati", kept: true },
          { key: "budgetTotal", value: "RM 78,000", kept: false },
        ],
        placeholders: ["[Nyatakan nama Penasihat]", "[Nyatakan tarikh program]"],
        checkedAt: new Date().toISOString(),
      };
      await server.database.db
        .update(proposals)
        .set({ metadata: { kind: "program", check } })
        .where(eq(proposals.id, id));

      // The view page: a compact summary, opened on demand.
      await page.goto(url(`/proposals/${id}/view`));
      await page.getByTestId("kind-badge").getByText(KINDS.program.label.ms).waitFor();
      const summary = page.getByTestId("check-summary");
      await summary
        .getByText(C.summary.replace("{{facts}}", "2").replace("{{todo}}", "2").replace("{{findings}}", "2"))
        .waitFor();
      await summary.getByText(C.title).click();
      await summary.getByText("[Nyatakan tarikh program]").waitFor();
      await checkKindScreen(page, "proposal-view-check");

      // The editor: the full panel beside the text.
      await page.goto(url(`/proposals/${id}/edit`));
      const panel = page.getByTestId("facts-panel");
      await panel.getByRole("heading", { name: C.factsTitle }).waitFor();
      await panel.getByText("Dewan Serbaguna SK Taman Melati").waitFor();
      await panel.getByText(C.notKept).waitFor();
      await panel
        .getByText("Bahagian “Anggaran Perbelanjaan” menyatakan RM 87,000, sedangkan anda memberikan RM 78,000.")
        .waitFor();
      await panel.getByText(C.findings.empty_section.section.replace("{{section}}", "Tentatif Program")).waitFor();
      await checkKindScreen(page, "proposal-editor-facts");

      // A blank to complete is selected in the editor, and ticked off once filled in.
      await panel.getByRole("button", { name: "[Nyatakan nama Penasihat]" }).click();
      await expect.poll(() => page.getByTestId("selection-preview").textContent()).toBe("“[Nyatakan nama Penasihat]”");
      await page.keyboard.type("Encik Ahmad bin Salleh");
      await expect.poll(() => panel.getByRole("button", { name: "[Nyatakan nama Penasihat]" }).count()).toBe(0);
      await panel.getByText(C.todoDone).waitFor();
      await page.getByTestId("unsaved-note").waitFor();
      await page.getByTestId("stat-words").waitFor();

      // No check, no panel.
      await page.goto(url(`/proposals/${plain}/edit`));
      await page.getByTestId("assistant-panel").waitFor();
      expect(await page.getByTestId("facts-panel").count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});
