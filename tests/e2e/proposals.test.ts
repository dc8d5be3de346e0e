import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import createTexts from "../../src/common/i18n/areas/create.ms.json" with { type: "json" };
import ms from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import base from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import {
  expectAccessible,
  newSignedInPage,
  screenshotBothWidths,
  selectEditorText,
  withLiveBrowser,
} from "../support/e2e.js";
import { watchTexts } from "../support/seen-texts.js";

const L = ms.proposalsArea;
let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

type NewProposal = {
  title: string;
  content: string;
  type?: string;
  status?: "draft" | "in_progress" | "completed" | "approved";
  requirements?: string[];
  budgetRange?: string;
  timeline?: string;
};

/** Creates a proposal through the API with the page's session, as the product's own forms would. */
async function createProposal(page: Page, input: NewProposal): Promise<string> {
  const res = await page.request.post(`${server.baseUrl}/api/proposals`, {
    data: { type: "business", status: "completed", requirements: [], ...input },
    headers: { origin: server.baseUrl },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const tile = (page: Page, key: string) => page.getByTestId(`tile-${key}`);
const cards = (page: Page) => page.getByTestId("proposal-card");

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.skipIf(!browserAvailable)("My Proposals, view and editor in a real browser", () => {
  it("lists proposals with tiles, searches by title or type, filters by status and deletes after confirmation", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    await page.goto(`${server.baseUrl}/proposals`);
    await page.getByTestId("proposals-empty").waitFor();
    await page.getByRole("link", { name: L.list.createFirst }).waitFor();
    expect(await page.getByRole("link", { name: L.list.createFirst }).getAttribute("href")).toBe("/create-proposal");
    await screenshotBothWidths(page, "proposals-empty");

    await createProposal(page, {
      title: "Kedai Roti Desa",
      content: "<h2>Pengenalan</h2><p>Roti segar setiap hari.</p>",
      status: "approved",
      budgetRange: "10k-50k",
      timeline: "3-6-months",
    });
    await createProposal(page, {
      title: "Kajian Air Sungai",
      content: "<h2>Latar</h2><p>Kajian kualiti air.</p>",
      type: "research",
      status: "in_progress",
    });
    const draftId = await createProposal(page, {
      title: "Geran Tuisyen Komuniti",
      content: "<p>Draf awal.</p>",
      type: "grant",
      status: "draft",
    });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: L.list.title }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(3);
    await expect.poll(() => tile(page, "total").textContent()).toBe("3");
    expect(await tile(page, "approved").textContent()).toBe("1");
    expect(await tile(page, "inProgress").textContent()).toBe("1");
    const bread = cards(page).filter({ hasText: "Kedai Roti Desa" });
    expect(await bread.textContent()).toContain(base.proposalStatus.approved);
    expect(await bread.textContent()).toContain(ms.proposalsArea.budget["10k-50k"]);
    expect(await bread.textContent()).toContain(ms.proposalsArea.timeline["3-6-months"]);
    // The date is named once, 'Dikemas kini: 26 Nov 2026', to the eye and to a screen reader alike.
    const breadText = (await bread.textContent()) ?? "";
    expect(breadText.split(L.common.updated)).toHaveLength(2);
    expect(breadText).toContain(L.list.updatedOn.replace("{{date}}", ""));
    // Every proposal offers the editor (a draft is continued there); a draft also offers regeneration.
    const draft = cards(page).filter({ hasText: "Geran Tuisyen Komuniti" });
    expect(await draft.getByRole("link", { name: new RegExp(L.list.regenerate) }).getAttribute("href")).toBe(
      "/create-proposal",
    );
    expect(await draft.getByRole("link", { name: new RegExp(`^${L.list.edit}`) }).getAttribute("href")).toBe(
      `/proposals/${draftId}/edit`,
    );
    expect(await bread.getByRole("link", { name: new RegExp(L.list.regenerate) }).count()).toBe(0);
    expect(await bread.getByRole("link", { name: new RegExp(`^${L.list.edit}`) }).getAttribute("href")).toMatch(
      /^\/proposals\/[\w-]+\/edit$/,
    );
    expect(await draft.getByRole("link", { name: new RegExp(L.list.view) }).getAttribute("href")).toBe(
      `/proposals/${draftId}/view`,
    );
    // PDF download from the card, named from the title like every other export.
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      draft.getByRole("button", { name: new RegExp(L.list.pdf) }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe("Geran_Tuisyen_Komuniti.pdf");
    await expectAccessible(page);
    await screenshotBothWidths(page, "proposals-list");
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // Search by title, then by type label.
    const search = page.getByLabel(L.list.searchLabel);
    await search.fill("sungai");
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().textContent()).toContain("Kajian Air Sungai");
    await search.fill(base.proposalType.grant);
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().textContent()).toContain("Geran Tuisyen Komuniti");
    await search.fill("");

    // Status filter.
    const status = page.getByLabel(L.list.statusLabel);
    await status.selectOption("approved");
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().textContent()).toContain("Kedai Roti Desa");
    await search.fill("tiada padanan langsung");
    await page.getByText(L.list.emptyFilteredTitle).waitFor();
    await page.getByText(L.list.emptyFilteredBody).waitFor();
    // An account with proposals is not offered its 'first' one when a filter matches nothing.
    await page.getByRole("link", { name: L.list.createAnother }).waitFor();
    expect(await page.getByRole("link", { name: L.list.createFirst }).count()).toBe(0);
    await screenshotBothWidths(page, "proposals-filtered-empty");
    await page.getByRole("button", { name: L.list.clearFilters }).click();
    await expect.poll(() => cards(page).count()).toBe(3);

    // Delete: a confirmation dialog first; cancelling keeps the proposal.
    const target = cards(page).filter({ hasText: "Kajian Air Sungai" });
    await target.getByRole("button", { name: new RegExp(L.list.delete) }).click();
    const dialog = page.getByRole("alertdialog");
    // It asks the question, names the proposal and says a deletion cannot be undone.
    await dialog.getByText(L.list.confirmTitle).waitFor();
    await dialog.getByText(L.list.confirmBody.replace("{{title}}", "Kajian Air Sungai")).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, "proposals-delete-confirm");
    await dialog.getByRole("button", { name: L.list.cancel }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await cards(page).count()).toBe(3);

    // A double click on the confirmation deletes once and says so (a second request failed with 404 and
    // its toast said the deletion had failed).
    const deletes: string[] = [];
    page.on("request", (r) => r.method() === "DELETE" && deletes.push(r.url()));
    await target.getByRole("button", { name: new RegExp(L.list.delete) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: L.list.confirmDelete }).dblclick();
    await page.getByText(L.list.deleted).first().waitFor();
    expect(deletes).toHaveLength(1);
    expect(await page.getByText(L.list.deleteFailed).count()).toBe(0);
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await page.getByText("Kajian Air Sungai").count()).toBe(0);
    await expect.poll(() => tile(page, "total").textContent()).toBe("2");
    await expect.poll(() => tile(page, "inProgress").textContent()).toBe("0");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("shows a proposal read-only with its requirements, and prints only the document", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    const id = await createProposal(page, {
      title: "Program Literasi Digital Warga Emas",
      content:
        "<h2>Pengenalan</h2><p>Program ini membantu <strong>warga emas</strong> menggunakan telefon pintar.</p><h2>Objektif</h2><ul><li>Celik digital</li><li>Keselamatan dalam talian</li></ul>",
      type: "project",
      status: "completed",
      requirements: ["Bengkel mingguan di dewan komuniti", "Modul bercetak dalam Bahasa Melayu"],
      budgetRange: "50k-100k",
      timeline: "6-12-months",
    });
    await page.goto(`${server.baseUrl}/proposals/${id}/view`);
    await page.getByRole("heading", { level: 1, name: "Program Literasi Digital Warga Emas" }).waitFor();
    const doc = page.getByTestId("proposal-document");
    expect(await doc.textContent()).toContain("Program ini membantu warga emas menggunakan telefon pintar.");
    expect(await doc.getByRole("heading", { level: 2, name: "Objektif" }).count()).toBe(1);
    const requirements = await page.getByTestId("requirements").getByRole("listitem").allTextContents();
    expect(requirements).toEqual(["Bengkel mingguan di dewan komuniti", "Modul bercetak dalam Bahasa Melayu"]);
    expect(await doc.textContent()).toContain(base.proposalType.project);
    expect(await doc.textContent()).toContain(base.proposalStatus.completed);
    expect(await doc.textContent()).toContain(ms.proposalsArea.budget["50k-100k"]);
    expect(await page.getByRole("link", { name: L.view.edit }).getAttribute("href")).toBe(`/proposals/${id}/edit`);
    await page.getByRole("button", { name: L.view.print }).waitFor();
    await page.getByRole("button", { name: L.view.word }).waitFor();
    expect(await page.getByRole("link", { name: L.common.backToList }).getAttribute("href")).toBe("/proposals");
    expect(await page.getByRole("link", { name: L.view.home }).getAttribute("href")).toBe("/dashboard");
    const [word] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: L.view.word }).click(),
    ]);
    expect(word.suggestedFilename()).toBe("Program_Literasi_Digital_Warga_Emas.docx");
    await expectAccessible(page);
    await screenshotBothWidths(page, "proposal-view");
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // Print: no top bar, sidebar or buttons; the document stays.
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.getByTestId("sidebar").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: L.view.print }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: L.view.edit }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { level: 1, name: "Program Literasi Digital Warga Emas" }).isVisible()).toBe(
      true,
    );
    expect(await doc.getByText("Celik digital").isVisible()).toBe(true);
    await screenshotBothWidths(page, "proposal-print");
    await page.emulateMedia({ media: "screen" });

    // /proposals/{id} is the same read-only view.
    await page.goto(`${server.baseUrl}/proposals/${id}`);
    await page.getByRole("heading", { level: 1, name: "Program Literasi Digital Warga Emas" }).waitFor();
    // Its owner marks it approved once it is accepted (nothing else can): the badge and the
    // dashboard's approved count and success rate follow.
    await page.getByLabel(L.view.statusLabel, { exact: true }).selectOption("approved");
    await page.getByText(L.view.statusSaved).first().waitFor();
    await expect.poll(() => doc.textContent()).toContain(base.proposalStatus.approved);
    const stats = await page.evaluate(async () => (await fetch("/api/proposals/stats")).json());
    expect(stats).toMatchObject({ approved: 1, successRate: 100 });
    expect(consoleErrors).toEqual([]);
    // 'Edit Proposal' from the view opens the editor with the text (it crashed to a white page).
    await page.getByRole("link", { name: L.view.edit }).click();
    await page.waitForURL(`${server.baseUrl}/proposals/${id}/edit`);
    await page.getByTestId("proposal-editor").getByText("Celik digital").waitFor();
    expect(consoleErrors.filter((e) => /characters|Cannot read properties/.test(e))).toEqual([]);
    await page.context().close();
  });

  it("keeps a wide budget table inside a phone's screen and names the two-step form's choices", async () => {
    const { page } = await newSignedInPage(browser, server, { viewport: { width: 375, height: 740 } });
    const header = ["Bil.", "Perkara", "Kuantiti", "Harga Seunit (RM)", "Jumlah (RM)", "Sumber Pembiayaan", "Catatan"];
    const row = ["1", "Sewaan dewan serbaguna", "3 hari", "1,500.00", "4,500.00", "Tabung masjid", "Termasuk elektrik"];
    const cells = (values: string[], tag: string) => values.map((v) => `<${tag}>${v}</${tag}>`).join("");
    const id = await createProposal(page, {
      title: "Program Ihya Ramadan Surau Al-Hidayah",
      content: `<h2>Anggaran Perbelanjaan</h2><table><tr>${cells(header, "th")}</tr><tr>${cells(row, "td")}</tr></table><p>${"Program tahunan surau untuk kariah. ".repeat(250)}</p>`,
      type: "program",
      budgetRange: "20k-50k",
      timeline: "4-6-bulan",
    });
    await page.goto(`${server.baseUrl}/proposals/${id}/view`);
    await page.getByRole("heading", { level: 1, name: "Program Ihya Ramadan Surau Al-Hidayah" }).waitFor();
    // The table scrolls inside its own box; the page itself never scrolls sideways.
    await expectNoHorizontalOverflow(page);
    // The scrolling table takes keyboard focus, so its hidden columns are reachable without a mouse.
    const table = page.getByTestId("proposal-document").locator("table");
    await expect.poll(() => table.getAttribute("tabindex")).toBe("0");
    await expectAccessible(page);
    const doc = await page.getByTestId("proposal-document").textContent();
    expect(doc).toContain(createTexts.create.detailedBudgets["20k-50k"]);
    expect(doc).toContain(createTexts.create.detailedTimelines["4-6-bulan"]);
    expect(doc).not.toContain("20k 50k");
    await page.goto(`${server.baseUrl}/proposals`);
    const card = cards(page).filter({ hasText: "Program Ihya Ramadan" });
    expect(await card.textContent()).toContain(createTexts.create.detailedBudgets["20k-50k"]);
    // Counts are written the one Malaysian way, with a thousands separator.
    const { wordCount } = (await (await page.request.get(`${server.baseUrl}/api/proposals/${id}`)).json()) as {
      wordCount: number;
    };
    expect(wordCount).toBeGreaterThan(1000);
    expect(await card.textContent()).toContain(`${new Intl.NumberFormat("ms-MY").format(wordCount)} patah perkataan`);
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });

  it("edits: the AI assistant rewrites exactly the selected text for one credit, and Save keeps the writer in the editor", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 300 });
    const messy = "sy nak buat program ni utk budak2 sekolah sbb dorang x minat membaca";
    const id = await createProposal(page, {
      title: "Program Membaca Sekolah",
      content: `<h2>Pengenalan</h2><p>Perenggan pertama kekal sama.</p><p>Latar: ${messy}</p><p>Perenggan akhir juga kekal.</p>`,
      status: "in_progress",
    });
    await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
    const editor = page.getByTestId("proposal-editor");
    await editor.waitFor();
    await page.getByTestId("assistant-balance").filter({ hasText: "300" }).waitFor();
    expect(await page.getByLabel(L.editor.titleLabel).inputValue()).toBe("Program Membaca Sekolah");
    // The counter counts the opened text at once, before any typing (it read '0 aksara' until then).
    const chars = (await editor.textContent())?.length ?? 0;
    expect(chars).toBeGreaterThan(50);
    await page.getByTestId("char-count").filter({ hasNotText: /^0 / }).waitFor({ timeout: 5000 });
    for (const key of [
      "h1",
      "h2",
      "h3",
      "bold",
      "italic",
      "underline",
      "alignLeft",
      "alignCenter",
      "alignRight",
    ] as const) {
      await page.getByRole("button", { name: L.editor.toolbar[key], exact: true }).waitFor();
    }
    expect(await page.getByTestId("stat-words").textContent()).toBe("23");
    expect(await page.getByTestId("stat-reading").textContent()).toBe("1 minit");
    await expectAccessible(page);
    await screenshotBothWidths(page, "proposal-editor");
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // Offline (no AI provider): Expand, the special instruction and Translate are not offered,
    // and the note says why in the user's terms, that nothing is charged, and where to read more.
    const note = page.getByTestId("assistant-needs-ai");
    await note.getByText(L.editor.assistant.needsAi).waitFor();
    expect(await note.getByRole("link", { name: L.editor.assistant.needsAiLink }).getAttribute("href")).toBe(
      "/api-key-guide",
    );
    for (const name of [L.editor.assistant.expand, L.editor.assistant.customSubmit, L.editor.assistant.translate]) {
      const button = page.getByRole("button", { name });
      expect(await button.isDisabled(), name).toBe(true);
      expect(await button.getAttribute("aria-describedby")).toBe("assistant-needs-ai");
    }
    expect(await page.getByLabel(L.editor.assistant.customLabel).isDisabled()).toBe(true);
    for (const name of [L.editor.assistant.grammar, L.editor.assistant.shorten, L.editor.assistant.formal])
      expect(await page.getByRole("button", { name }).isEnabled(), name).toBe(true);

    // No selection: the documented warning, nothing charged.
    await page.getByRole("button", { name: L.editor.assistant.grammar }).click();
    await page.getByText(L.editor.assistant.selectImprove).first().waitFor();

    const paragraphs = () => editor.locator("p").allTextContents();
    const before = await paragraphs();
    const headingBefore = await editor.locator("h2").textContent();

    // Select only the messy sentence (not the 'Latar: ' prefix) in the editor.
    await selectEditorText(page, messy);
    await page
      .getByTestId("selection-preview")
      .filter({ hasText: messy.slice(0, 40) })
      .waitFor();
    await page.getByRole("button", { name: L.editor.assistant.grammar }).click();
    // The result is a suggestion (see assistant-suggestions.test.ts): accepted, it replaces the selection.
    await page.getByTestId("assistant-suggestion").waitFor();
    await page.getByRole("button", { name: L.editor.suggestion.accept, exact: true }).click();
    await page.getByText(L.editor.assistant.improved).first().waitFor();

    const after = await paragraphs();
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(await editor.locator("h2").textContent()).toBe(headingBefore);
    expect(after[1]).toBe(
      "Latar: Saya hendak buat program ini untuk budak-budak sekolah kerana mereka tidak minat membaca.",
    );
    await page.getByTestId("assistant-balance").filter({ hasText: "299" }).waitFor();
    await page.getByTestId("unsaved-note").waitFor();
    await screenshotBothWidths(page, "proposal-editor-improved");

    // Save: the new title and content are stored, the writer stays in the editor, and the list shows them.
    await page.getByLabel(L.editor.titleLabel).fill("Program Membaca Sekolah (Disemak)");
    await page.getByRole("button", { name: L.editor.save, exact: true }).click();
    await page.getByText(L.editor.saved).first().waitFor();
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).pathname).toBe(`/proposals/${id}/edit`);
    await page.getByTestId("unsaved-note").waitFor({ state: "detached" });
    await page.getByRole("link", { name: L.common.backToList }).click();
    await page.waitForURL(`${server.baseUrl}/proposals`);
    await cards(page).filter({ hasText: "Program Membaca Sekolah (Disemak)" }).waitFor();
    const stored = await page.request.get(`${server.baseUrl}/api/proposals/${id}`);
    const body = (await stored.json()) as { content: string; status: string };
    expect(body.content).toContain("Saya hendak buat program ini");
    expect(body.content).toContain("Perenggan pertama kekal sama.");
    expect(body.status).toBe("in_progress");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("asks before leaving the editor with unsaved changes", async () => {
    const { page } = await newSignedInPage(browser, server);
    const id = await createProposal(page, { title: "Cadangan Taman Komuniti", content: "<p>Asal.</p>" });
    // /proposal/{id}/edit is the same editor.
    await page.goto(`${server.baseUrl}/proposal/${id}/edit`);
    const title = page.getByLabel(L.editor.titleLabel);
    await title.fill("Cadangan Taman Komuniti Baharu");
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: L.editor.newProposal }).click();
    await expect.poll(() => asked).toBe(L.editor.leaveConfirm);
    expect(new URL(page.url()).pathname).toBe(`/proposal/${id}/edit`);
    expect(await title.inputValue()).toBe("Cadangan Taman Komuniti Baharu");

    // Accepting leaves without saving.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: L.common.backToList }).click();
    await page.waitForURL(`${server.baseUrl}/proposals`);
    await cards(page).filter({ hasText: "Cadangan Taman Komuniti" }).waitFor();
    expect(await page.getByText("Cadangan Taman Komuniti Baharu").count()).toBe(0);
    await page.context().close();
  });

  it("asks before the browser's Back button leaves unsaved changes, and lets it go after saving", async () => {
    const { page } = await newSignedInPage(browser, server);
    const id = await createProposal(page, { title: "Pelan Kebun Sayur Sekolah", content: "<p>Asal.</p>" });
    const editPath = `/proposals/${id}/edit`;
    const pathname = () => new URL(page.url()).pathname;
    const dialogs: string[] = [];
    let answer: "accept" | "dismiss" = "dismiss";
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void (answer === "accept" ? dialog.accept() : dialog.dismiss());
    });
    const openEditorFromList = async () => {
      await cards(page).filter({ hasText: "Pelan Kebun Sayur Sekolah" }).waitFor();
      await page.getByRole("link", { name: new RegExp(`^${L.list.edit}`) }).click();
      await page.waitForURL(`${server.baseUrl}${editPath}`);
      await page.getByTestId("proposal-editor").waitFor();
    };
    // Into the editor inside the app, so that Back is the app's own history.
    await page.goto(`${server.baseUrl}/proposals`);
    await openEditorFromList();
    const title = page.getByLabel(L.editor.titleLabel);

    // Without changes Back just leaves.
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: L.list.title }).waitFor();
    expect(dialogs).toEqual([]);
    await openEditorFromList();

    // With unsaved changes Back asks; cancelling keeps the editor, its address and the change.
    await title.fill("Pelan Kebun Sayur Sekolah Baharu");
    await page.getByTestId("unsaved-note").waitFor();
    await page.goBack();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toBe(L.editor.leaveConfirm);
    await expect.poll(pathname).toBe(editPath);
    await page.waitForTimeout(300);
    expect(pathname()).toBe(editPath);
    expect(await page.getByTestId("proposal-editor-page").count()).toBe(1);
    expect(await title.inputValue()).toBe("Pelan Kebun Sayur Sekolah Baharu");

    // Asked again, the user may still leave.
    answer = "accept";
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: L.list.title }).waitFor();
    expect(dialogs.length).toBe(2);
    expect(pathname()).toBe("/proposals");
    expect(await page.getByText("Pelan Kebun Sayur Sekolah Baharu").count()).toBe(0);

    // After saving nothing is unsaved: Back leaves at once, without asking.
    await openEditorFromList();
    await title.fill("Pelan Kebun Sayur Sekolah Disimpan");
    await page.getByRole("button", { name: L.editor.save, exact: true }).click();
    await page.getByText(L.editor.saved).first().waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: L.list.title }).waitFor();
    expect(dialogs.length).toBe(2);
    await cards(page).filter({ hasText: "Pelan Kebun Sayur Sekolah Disimpan" }).waitFor();

    // Forward asks too: refusing keeps the editor and the entry ahead of it, which a second,
    // accepted Forward then reaches.
    await page.goForward();
    await page.getByTestId("proposal-editor").waitFor();
    await page.getByRole("link", { name: L.common.backToList }).click();
    await page.getByRole("heading", { level: 1, name: L.list.title }).waitFor();
    await page.goBack();
    await page.getByTestId("proposal-editor").waitFor();
    await title.fill("Pelan Kebun Sayur Sekolah Ke Depan");
    await page.getByTestId("unsaved-note").waitFor();
    answer = "dismiss";
    await page.goForward();
    await expect.poll(() => dialogs.length).toBe(3);
    await expect.poll(pathname).toBe(editPath);
    await page.waitForTimeout(300);
    expect(pathname()).toBe(editPath);
    expect(await title.inputValue()).toBe("Pelan Kebun Sayur Sekolah Ke Depan");
    answer = "accept";
    await page.goForward();
    await page.getByRole("heading", { level: 1, name: L.list.title }).waitFor();
    expect(dialogs.length).toBe(4);
    expect(pathname()).toBe("/proposals");
    await page.context().close();
  });

  it("says so when the list cannot load, and shows the server's message when the AI fails", async () => {
    const { page } = await newSignedInPage(browser, server);
    await page.route(/\/api\/proposals\?limit=/, (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto(`${server.baseUrl}/proposals`);
    await page.getByTestId("proposals-error").getByText(L.common.loadFailed).waitFor();
    await page.unroute(/\/api\/proposals\?limit=/);
    await page.getByTestId("proposals-error").getByRole("button").click();
    await page.getByTestId("proposals-empty").waitFor();

    const id = await createProposal(page, { title: "Ujian Ralat AI", content: "<p>Satu dua tiga empat.</p>" });
    // As with an AI provider configured: the server says every action works.
    await page.route("**/api/public/info", async (route) => {
      const response = await route.fetch();
      const json = { ...(await response.json()), assistant: { expand: true, translate: true, instruct: true } };
      await route.fulfill({ response, json });
    });
    const unavailable = "Gagal memperbaiki teks. Pastikan kunci API AI telah dikonfigurasikan.";
    await page.route("**/api/ai/improve-section", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ message: unavailable, code: "IMPROVE_UNAVAILABLE" }),
      }),
    );
    await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
    const editor = page.getByTestId("proposal-editor");
    await editor.waitFor();
    // With a provider every action is offered and there is no note; Translate without a selection
    // gives the documented warning.
    await expect.poll(() => page.getByRole("button", { name: L.editor.assistant.expand }).isEnabled()).toBe(true);
    expect(await page.getByTestId("assistant-needs-ai").count()).toBe(0);
    await page.getByRole("button", { name: L.editor.assistant.translate }).click();
    await page.getByText(L.editor.assistant.selectTranslate).first().waitFor();
    await selectEditorText(page, "dua tiga");
    await page.getByTestId("selection-preview").filter({ hasText: "dua tiga" }).waitFor();
    await page.getByRole("button", { name: L.editor.assistant.formal }).click();
    await page.getByText(unavailable).first().waitFor();
    expect(await editor.locator("p").first().textContent()).toBe("Satu dua tiga empat.");

    // A custom instruction must not be empty.
    await page.getByRole("button", { name: L.editor.assistant.customSubmit }).click();
    await page.getByText(L.editor.assistant.customRequired).waitFor();

    // Toolbar: bold, then a link (only http, https and mailto are accepted).
    await selectEditorText(page, "tiga");
    await page.getByRole("button", { name: L.editor.toolbar.bold, exact: true }).click();
    await expect.poll(() => editor.locator("strong").textContent()).toBe("tiga");
    expect(
      await page.getByRole("button", { name: L.editor.toolbar.bold, exact: true }).getAttribute("aria-pressed"),
    ).toBe("true");
    await selectEditorText(page, "empat");
    page.once("dialog", (dialog) => void dialog.accept("javascript:alert(1)"));
    await page.getByRole("button", { name: L.editor.toolbar.link, exact: true }).click();
    await page.getByText(L.editor.toolbar.linkInvalid).first().waitFor();
    expect(await editor.locator("a").count()).toBe(0);
    await selectEditorText(page, "empat");
    page.once("dialog", (dialog) => void dialog.accept("https://contoh.my/projek"));
    await page.getByRole("button", { name: L.editor.toolbar.link, exact: true }).click();
    await expect.poll(() => editor.locator("a").getAttribute("href")).toBe("https://contoh.my/projek");
    expect(await editor.locator("a").textContent()).toBe("empat");
    await page.getByTestId("unsaved-note").waitFor();
    await page.context().close();
  });

  it("offers to translate an English paper into Malay, and asks the server for Malay", async () => {
    const { page } = await newSignedInPage(browser, server);
    const id = await createProposal(page, {
      title: "Community Garden",
      content: "<p>This paper presents the community garden of the residents and the work to be done.</p>",
    });
    await page.route("**/api/public/info", async (route) => {
      const response = await route.fetch();
      const json = { ...(await response.json()), assistant: { expand: true, translate: true, instruct: true } };
      await route.fulfill({ response, json });
    });
    const asked: string[] = [];
    await page.route("**/api/ai/translate", async (route) => {
      asked.push((route.request().postDataJSON() as { targetLanguage: string }).targetLanguage);
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ translatedContent: "taman komuniti" }),
      });
    });
    await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
    await page.getByTestId("proposal-editor").waitFor();
    const translate = page.getByRole("button", { name: L.editor.assistant.translateToMalay });
    await expect.poll(() => translate.isEnabled()).toBe(true);
    expect(await page.getByRole("button", { name: L.editor.assistant.translate }).count()).toBe(0);
    await selectEditorText(page, "community garden");
    await page.getByTestId("selection-preview").filter({ hasText: "community garden" }).waitFor();
    await translate.click();
    await expect.poll(() => asked).toEqual(["Malay"]);
    await page.context().close();
  });

  it("shows 'Proposal tidak dijumpai' for another user's proposal", async () => {
    const owner = await newSignedInPage(browser, server);
    const id = await createProposal(owner.page, { title: "Rahsia Syarikat", content: "<p>Sulit.</p>" });
    await owner.page.context().close();

    const { page } = await newSignedInPage(browser, server);
    await page.goto(`${server.baseUrl}/proposals/${id}/view`);
    await page.getByRole("heading", { name: L.common.notFound }).waitFor();
    expect(await page.getByText("Rahsia Syarikat").count()).toBe(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, "proposal-not-found");

    await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
    await page.getByRole("heading", { name: L.common.notFound }).waitFor();
    expect(await page.getByRole("link", { name: L.common.backToDashboard }).getAttribute("href")).toBe("/dashboard");
    await expectAccessible(page);
    await screenshotBothWidths(page, "proposal-editor-not-found");
    await page.context().close();
  });

  it("asks a visitor who never signed in to sign in", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: "ms-MY" });
    const page = await context.newPage();
    const seen = await watchTexts(page, [base.auth.signInToast]);
    await page.goto(`${server.baseUrl}/proposals`, { waitUntil: "commit" });
    await page.waitForURL(/\/login/);
    expect(seen).toContain(base.auth.signInToast);
    await context.close();
  });
});
