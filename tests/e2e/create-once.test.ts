/**
 * What a paying user notices around creating and paying, in a real browser on the real server:
 * a double click creates, charges or claims once and says what really happened; packages the
 * balance cannot pay are marked before any typing; a preview the balance cannot pay is
 * watermarked with the user's email and today's date and its save button says what is missing.
 */
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import auto from "../../src/common/i18n/areas/auto.ms.json" with { type: "json" };
import create from "../../src/common/i18n/areas/create.ms.json" with { type: "json" };
import credits from "../../src/common/i18n/areas/credits.ms.json" with { type: "json" };
import proposalTexts from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { creditLedger, payments, proposals } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";

const c = create.create;
const A = auto.autoArea;
const shop = credits.creditShop;
const P = proposalTexts.proposalsArea;
const FLOW_TIMEOUT = 180_000;
const REQUIREMENTS = "Sistem tempahan dalam talian untuk 5 cawangan klinik pergigian di Selangor.";

let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const url = (path: string) => `${server.baseUrl}${path}`;
const db = () => server.database.db;

/** Every toast text the page shows from now on, even one replaced a moment later. */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[data-toast], [role='status'], [role='alert'], li[data-state]")) {
        const text = el.textContent ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
}

/** Two clicks in one task, as a quick double click lands before the screen can disable the button. */
async function doubleClick(page: Page, testIdOrText: { testId?: string; text?: string }) {
  await page.evaluate(({ testId, text }) => {
    const el = testId
      ? document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)
      : Array.from(document.querySelectorAll<HTMLElement>("button")).find((b) => b.textContent?.trim() === text);
    if (!el) throw new Error(`no ${testId ?? text}`);
    el.click();
    el.click();
  }, testIdOrText);
}

async function balanceOf(page: Page): Promise<number> {
  return page.evaluate(
    async () => ((await (await fetch("/api/credits/balance")).json()) as { credits: number }).credits,
  );
}

async function fillSimple(page: Page, title: string) {
  await page.getByLabel(c.simple.titleLabel).fill(title);
  await page.getByLabel(c.simple.descriptionLabel).fill("Program latihan jualan dalam talian untuk belia.");
  await page.getByLabel(c.simple.typeLabel).selectOption({ label: c.types.project });
}

/** The simple form with `tier`, up to its preview. */
async function previewOf(page: Page, tier: "basic" | "premium", title: string) {
  await page.goto(url("/create-proposal"));
  await page.getByTestId(`package-${tier}`).waitFor();
  await fillSimple(page, title);
  await page.getByTestId(`package-${tier}`).click();
  await page.getByRole("button", { name: c.simple.submit }).click();
  await page.waitForURL(url("/proposal-preview"), { timeout: 60_000 });
  await page.getByRole("heading", { level: 2, name: title }).waitFor();
}

async function solutionOf(page: Page) {
  await page.goto(url("/auto-generator"));
  await page.getByLabel(A.requirementsLabel).fill(REQUIREMENTS);
  await page.getByRole("button", { name: A.generateSolution }).click();
  await page.getByTestId("auto-proposal-title").waitFor({ timeout: 30_000 });
}

const shortBy = (n: number) => c.credits.shortBy.replace("{{n}}", String(n));

describe.skipIf(!browserAvailable)("double clicks create, charge and claim once", () => {
  it(
    "'Simpan Proposal' clicked twice: one proposal, 50 credits taken once, and the toast says 50 (never 0)",
    async () => {
      const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 500 });
      await previewOf(page, "basic", "Program Keusahawanan Digital Belia");
      const toasts = await recordToasts(page);
      await doubleClick(page, { testId: "save-preview" });
      await page.waitForURL(url("/proposals"));
      await page.getByText(c.preview.saved.replace("{{n}}", "50")).first().waitFor();
      await page.waitForTimeout(500); // a second answer, had there been one, would have arrived
      const said = (await toasts()).filter((text) => text.includes("kredit telah ditolak"));
      expect(said.length).toBeGreaterThan(0);
      for (const text of said) expect(text).toContain("50 kredit telah ditolak");
      expect(await db().select().from(proposals).where(eq(proposals.userId, user.id))).toHaveLength(1);
      const charges = await db()
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.kind, "generation")));
      expect(charges).toHaveLength(1);
      expect(await balanceOf(page)).toBe(450);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "'Simpan Draf' in the auto editor clicked twice: one draft, and Back does not return to the editor",
    async () => {
      const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 600 });
      await solutionOf(page);
      await page.getByRole("button", { name: A.preview }).click();
      await page.waitForURL(url("/auto-proposal-editor"));
      await page.getByTestId("auto-editor-content").waitFor();
      await expect.poll(() => page.getByTestId("auto-stats-values").textContent()).toMatch(/[1-9]/);
      await doubleClick(page, { text: A.saveDraft });
      await page.waitForURL(/\/proposal-success\/[0-9a-f-]+$/);
      await page.getByText(A.draftSaved).first().waitFor();
      // A saved draft is said to be saved, not 'created' and 'generated'.
      await page.getByRole("heading", { level: 1, name: create.create.success.draftTitle }).waitFor();
      expect(await page.getByTestId("proposal-success").textContent()).not.toContain(create.create.success.subtitle);
      await page.waitForTimeout(500);
      const drafts = await db().select().from(proposals).where(eq(proposals.userId, user.id));
      expect(drafts).toHaveLength(1);
      expect(drafts[0]).toMatchObject({ status: "draft", type: "auto-generated" });

      await page.goBack();
      await page.waitForURL((u) => !u.pathname.startsWith("/proposal-success"));
      expect(new URL(page.url()).pathname).not.toBe("/auto-proposal-editor");
      expect(await db().select().from(proposals).where(eq(proposals.userId, user.id))).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it("'Tuntut Kredit Percuma' clicked twice: 100 credits once, and the success toast shows", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 0 });
    await page.goto(url("/credits"));
    await page.getByTestId("starter-claim-button").waitFor();
    const toasts = await recordToasts(page);
    await doubleClick(page, { testId: "starter-claim-button" });
    await page.getByText(ms.dashboard.starter.toastTitle).first().waitFor();
    await page.waitForTimeout(500);
    expect((await toasts()).some((text) => text.includes(ms.errors.STARTER_NOT_ELIGIBLE))).toBe(false);
    const claims = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.kind, "starter")));
    expect(claims).toHaveLength(1);
    expect(await balanceOf(page)).toBe(100);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("the editor's 'Simpan' clicked twice: saved once, no 'saved elsewhere' dialog", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server);
    const created = await page.request.post(url("/api/proposals"), {
      data: { title: "Program Kitar Semula", content: "<p>Teks asal.</p>", type: "project", status: "draft" },
      headers: { origin: server.baseUrl },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(url(`/proposals/${id}/edit`));
    const body = page.locator(".ProseMirror");
    await body.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Tambahan.");
    await doubleClick(page, { text: P.editor.save });
    await page.getByText(P.editor.saved).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole("dialog").count()).toBe(0);
    const [row] = await db()
      .select()
      .from(proposals)
      .where(and(eq(proposals.id, id), eq(proposals.userId, user.id)));
    expect(row?.version).toBe(2);
    expect(row?.content).toContain("Tambahan.");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("'Hantar Pembelian' clicked twice: one purchase awaiting verification", async () => {
    const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 100 });
    await page.goto(url("/credits"));
    await page.getByTestId("tier-2-choose").click();
    await page.getByTestId("purchase-form").waitFor();
    await page.getByLabel(shop.form.contactNumber, { exact: true }).fill("012-345 6789");
    await page.getByLabel(shop.form.address, { exact: true }).fill("No. 12, Jalan Mawar, 43000 Kajang, Selangor");
    await page.getByTestId("method-online_banking").click();
    await doubleClick(page, { testId: "purchase-submit" });
    await page.waitForURL(/\/payment\//);
    await page.waitForTimeout(500);
    expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});

/** The two-step form's required fields. */
async function fillDetailed(page: Page) {
  const f = c.detailed.fields;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(f.title).fill("Sistem Tempahan Dalam Talian Kedai Kek Puteri");
  await field(f.description).fill("Membangunkan sistem tempahan kek dalam talian dengan pembayaran FPX di Alor Setar.");
  await field(f.type).selectOption({ label: c.detailedTypes["pembangunan-web"] });
  await field(f.budgetRange).selectOption({ label: c.detailedBudgets["20k-50k"] });
  await field(f.timeline).selectOption({ label: c.detailedTimelines["4-6-bulan"] });
  await field(f.keyRequirements).fill("Tempahan dalam talian; pembayaran FPX; notifikasi WhatsApp");
  await field(f.targetAudience).fill("Pelanggan kek sekitar Alor Setar dan Kedah");
  await field(f.companyBackground).fill("Kedai Kek Puteri ditubuhkan pada 2015 dan mempunyai 12 pekerja.");
  await field(f.objectives).fill("Meningkatkan jualan sebanyak 30 peratus; mengurangkan kesilapan tempahan");
}

describe.skipIf(!browserAvailable)("double clicks start one generation", () => {
  it(
    "'Cipta Proposal' clicked twice: one generation, one charge, no 'in progress' error",
    async () => {
      const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 1000 });
      await page.goto(url("/proposal-requirements"));
      await page.getByRole("button", { name: `${c.detailed.choose}: Standard Package` }).click();
      await fillDetailed(page);
      const toasts = await recordToasts(page);
      await doubleClick(page, { testId: "detailed-submit" });
      await page.waitForURL(/\/proposal-success\/[0-9a-f-]+$/, { timeout: 90_000 });
      await page.waitForTimeout(500);
      expect((await toasts()).some((text) => text.includes(ms.errors.GENERATION_IN_PROGRESS))).toBe(false);
      expect(await db().select().from(proposals).where(eq(proposals.userId, user.id))).toHaveLength(1);
      expect(await balanceOf(page)).toBe(750);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});

describe.skipIf(!browserAvailable)("affordability before any typing", () => {
  it(
    "marks the packages a balance of 60 cannot pay, with the shortfall and 'Beli Kredit', on every create form",
    async () => {
      const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 60 });
      await page.goto(url("/create-proposal"));
      await page.getByTestId("package-premium").getByText(shortBy(140)).waitFor();
      await page.getByTestId("package-professional").getByText(shortBy(40)).waitFor();
      expect(await page.getByTestId("package-basic").getByTestId("package-shortfall").count()).toBe(0);
      const buy = page.getByTestId("package-premium").getByRole("link", { name: c.credits.buy });
      expect(await buy.getAttribute("href")).toBe("/credits");
      await expectAccessible(page);
      await page.getByTestId("package-premium").scrollIntoViewIfNeeded();
      await screenshotBothWidths(page, "create-simple-shortfall");

      await page.goto(url("/proposal-requirements"));
      await page.getByTestId("detailed-package-standard").getByText(shortBy(190)).waitFor();
      await page.getByTestId("detailed-package-exclusive").getByText(shortBy(440)).waitFor();
      expect(
        await page
          .getByTestId("detailed-package-standard")
          .getByRole("link", { name: c.credits.buy })
          .getAttribute("href"),
      ).toBe("/credits");
      await expectAccessible(page);
      await screenshotBothWidths(page, "create-detailed-shortfall");

      // The generator: the cards are marked, and 'Jana Proposal Lengkap' says the balance is short.
      await solutionOf(page);
      await page.getByTestId("package-2").getByText(shortBy(190)).waitFor();
      await page.getByRole("button", { name: A.generateFull }).click();
      const notice = page.getByTestId("auto-notice");
      await notice.getByText(c.credits.insufficientTitle).waitFor();
      expect(await notice.textContent()).not.toContain(A.proposalFailed);
      expect(await notice.textContent()).toContain("Anda memerlukan 250 kredit tetapi hanya mempunyai 60.");
      expect(await notice.getByRole("link", { name: A.buyCredits }).getAttribute("href")).toBe("/credits");
      await expectAccessible(page);
      await screenshotBothWidths(page, "auto-generator-shortfall");
      expect(await balanceOf(page)).toBe(60);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "a server refusal for the balance (402) in the generator is the insufficient-credit notice with its link",
    async () => {
      const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 600 });
      await solutionOf(page);
      // The balance shown is stale: the server has since spent it elsewhere.
      await page.route("**/api/ai/auto-generate-proposal", (route) =>
        route.fulfill({
          status: 402,
          contentType: "application/json",
          body: JSON.stringify({
            code: "INSUFFICIENT_CREDITS",
            message: "Anda memerlukan 250 kredit tetapi hanya mempunyai 30. Sila beli lebih banyak kredit.",
            details: { required: 250, available: 30 },
          }),
        }),
      );
      await page.getByRole("button", { name: A.generateFull }).click();
      const notice = page.getByTestId("auto-notice");
      await notice.getByText(c.credits.insufficientTitle).waitFor();
      expect(await notice.textContent()).not.toContain(A.proposalFailed);
      expect(await notice.getByRole("link", { name: A.buyCredits }).getAttribute("href")).toBe("/credits");
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});

describe.skipIf(!browserAvailable)("previews of packages the balance cannot pay", () => {
  it(
    "are watermarked with the email and today's date, on screen and in print; the save button says what is missing",
    async () => {
      const { page, user, consoleErrors } = await newSignedInPage(browser, server, { credits: 60 });
      await previewOf(page, "premium", "Program Kecergasan Komuniti Taman Melawati");
      const today = new Intl.DateTimeFormat("ms-MY", { dateStyle: "medium" }).format(new Date());
      const mark = page.getByTestId("preview-watermark");
      await mark.waitFor();
      const text = await mark.getAttribute("data-text");
      expect(text).toContain(user.email);
      expect(text).toContain(today);
      const painted = async () =>
        mark.evaluate((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          const content = document.querySelector('[data-testid="proposal-preview"] article')?.getBoundingClientRect();
          return {
            image: decodeURIComponent(style.backgroundImage),
            repeat: style.backgroundRepeat,
            print: style.printColorAdjust || style.getPropertyValue("-webkit-print-color-adjust"),
            display: style.display,
            coversContent: content ? box.top <= content.top && box.bottom >= content.bottom : true,
          };
        });
      const screen = await painted();
      expect(screen.image).toContain(user.email);
      expect(screen.image).toContain(today);
      expect(screen.repeat).toBe("repeat");
      expect(screen.coversContent).toBe(true);
      await page.emulateMedia({ media: "print" });
      const print = await painted();
      expect(print.display).not.toBe("none");
      expect(print.image).toContain(user.email);
      expect(print.print).toBe("exact");
      await page.emulateMedia({ media: "screen" });

      const save = page.getByTestId("save-preview");
      expect(await save.textContent()).toBe(
        c.preview.saveShort.replace("{{cost}}", "200").replace("{{missing}}", "140"),
      );
      expect(await save.isDisabled()).toBe(true);
      expect(await page.getByRole("link", { name: c.credits.buy }).first().getAttribute("href")).toBe("/credits");
      await expectAccessible(page);
      await screenshotBothWidths(page, "proposal-preview-watermarked");
      // The longer label stays inside its bar at both widths.
      for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
        await page.setViewportSize(viewport);
        const inside = await save.evaluate((el) => {
          const bar = el.parentElement?.parentElement?.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return bar ? box.right <= bar.right && box.left >= bar.left : false;
        });
        expect(inside).toBe(true);
      }
      expect(await balanceOf(page)).toBe(60);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it("an affordable preview has no watermark and the plain save button", async () => {
    const { page } = await newSignedInPage(browser, server, { credits: 500 });
    await previewOf(page, "basic", "Program Gotong-royong Perdana");
    await page.getByTestId("save-preview").waitFor();
    expect(await page.getByTestId("preview-watermark").count()).toBe(0);
    expect(await page.getByTestId("save-preview").textContent()).toBe(c.preview.save);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.context().close();
  });
});
