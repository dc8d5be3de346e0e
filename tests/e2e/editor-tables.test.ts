import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { toStoredHtml } from "../../src/client/features/editor/stored-html.js";
import { joinSections } from "../../src/common/content.js";
import ms from "../../src/common/i18n/areas/proposals.ms.json" with { type: "json" };
import { KIND_IDS } from "../../src/common/kinds/types.js";
import { brief as composerBrief, PACKAGES } from "../../src/server/ai/builtin/fixtures.js";
import { sanitizeContent } from "../../src/server/content/sanitize.js";
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { expectAccessible, newSignedInPage, screenshotBothWidths, withLiveBrowser } from "../support/e2e.js";
import { fakeLlmWriter, startFakeLlmServer } from "../support/fake-llm-server.js";
import { simpleForm } from "../support/forms.js";
import { EVERY_ALLOWED_ELEMENT } from "../support/stored-html-sample.js";

const L = ms.proposalsArea.editor;
const TEMPLATES = ["program-sekolah", "respons-tender-agensi-negeri", "geran-penyelidikan-universiti"];
const DETAILS = {
  budgetItems: [
    { item: "Sewa dewan", quantity: 1, unitPrice: 500 },
    { item: "Makanan peserta", quantity: 100, unitPrice: 12 },
  ],
  committee: [{ role: "Pengerusi", name: "Encik Ali bin Ahmad" }],
  schedule: [{ time: "8.00 pagi", activity: "Pendaftaran peserta" }],
  fundingSources: [{ source: "Sumbangan PIBG", amount: 1000 }],
};

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const api = (page: Page, path: string, data?: object) =>
  data === undefined
    ? page.request.get(`${server.baseUrl}${path}`)
    : page.request.post(`${server.baseUrl}${path}`, { data, headers: { origin: server.baseUrl } });

const storedContent = async (page: Page, id: string) =>
  ((await (await api(page, `/api/proposals/${id}`)).json()) as { content: string }).content;

/** A proposal of each kind written by the built-in composer, with the tables the details give. */
async function composedProposals(page: Page): Promise<string[]> {
  const ids: string[] = [];
  for (const kind of KIND_IDS) {
    const preview = await api(page, "/api/generate-proposal-preview", simpleForm({ kind, details: DETAILS }));
    expect(preview.status()).toBe(200);
    const saved = await api(page, "/api/save-generated-proposal", { previewId: (await preview.json()).previewId });
    expect(saved.status()).toBe(201);
    ids.push((await saved.json()).proposal.id);
  }
  return ids;
}

async function templateProposals(page: Page): Promise<string[]> {
  const ids: string[] = [];
  for (const key of TEMPLATES) {
    const template = await (await api(page, `/api/proposal-templates/${key}`)).json();
    const values: Record<string, string | number> = {};
    for (const f of template.templateFields as { name: string; type: string; placeholder?: string; label: string }[]) {
      values[f.name] = f.type === "number" ? 120 : (f.placeholder ?? `${f.label} contoh yang cukup panjang`);
    }
    const res = await api(page, `/api/proposal-templates/${template.id}/create-proposal`, values);
    expect(res.status()).toBe(201);
    ids.push((await res.json()).proposal.id);
  }
  return ids;
}

/**
 * A proposal as the LLM writer writes it, against the local test server that stands in for the
 * provider: its sections joined and stored as a generation stores them.
 */
async function llmProposal(page: Page): Promise<string> {
  const fake = await startFakeLlmServer();
  try {
    const writer = fakeLlmWriter(fake, { timeoutMs: 10_000 });
    const b = composerBrief("pengurusan-acara", "ms", { budgetRange: "10k-20k" });
    const pkg = PACKAGES.find((p) => p.key === "standard")!;
    const sections = await writer.sections(b, await writer.outline(b, pkg));
    const content = joinSections(sections.map((x) => ({ title: x.title, html: x.html })));
    const res = await api(page, "/api/proposals", { title: b.title, content, type: "project", status: "completed" });
    expect(res.status()).toBe(201);
    return (await res.json()).id;
  } finally {
    await fake.close();
  }
}

async function openEditor(page: Page, id: string) {
  await page.goto(`${server.baseUrl}/proposals/${id}/edit`);
  await page.getByTestId("proposal-editor").waitFor();
}

/** TipTap keeps its editor on the editable element (for tests). */
const editorHtml = (page: Page) =>
  page.evaluate(() =>
    (document.querySelector(".ProseMirror") as unknown as { editor: { getHTML(): string } }).editor.getHTML(),
  );

/** Puts the cursor in the last block and moves it, as a user reading without typing would. */
async function clickWithoutTyping(page: Page) {
  await page.getByTestId("proposal-editor").locator(":scope > *").last().click();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  expect(await page.getByTestId("unsaved-note").count()).toBe(0);
}

async function save(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/api/proposals/"));
  await page.getByRole("button", { name: L.save, exact: true }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText(L.saved).first().waitFor();
}

/** Replaces the whole text of the first editor cell holding exactly `text`, as a user would type it. */
async function retypeCell(page: Page, text: string, replacement: string) {
  const cell = page
    .getByTestId("proposal-editor")
    .locator("td, th")
    .filter({ hasText: new RegExp(`^${text}$`) });
  await cell.first().click();
  await cell.first().evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element.querySelector("p") ?? element);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  });
  await page.keyboard.type(replacement);
}

describe.skipIf(!browserAvailable)("the editor keeps stored tables (real browser)", () => {
  it("saves composed, template and LLM-written proposals unchanged, and a one-cell edit changes only that cell", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { credits: 5000 });
    const ids = [...(await composedProposals(page)), ...(await templateProposals(page)), await llmProposal(page)];

    for (const id of ids) {
      const before = await storedContent(page, id);
      expect(before).toContain("<table>");
      await openEditor(page, id);
      // The serialiser alone gives the stored HTML back, before unchanged blocks are even reused.
      expect(sanitizeContent(toStoredHtml(await editorHtml(page)))).toBe(before);
      await clickWithoutTyping(page);
      await save(page);
      expect(await storedContent(page, id)).toBe(before);
    }

    const programme = ids[0] as string;
    const before = await storedContent(page, programme);
    expect(before).toContain("<td>Sewa dewan</td>");
    await openEditor(page, programme);
    await retypeCell(page, "Sewa dewan", "Sewa dewan sekolah");
    await save(page);
    expect(await storedContent(page, programme)).toBe(
      before.replace("<td>Sewa dewan</td>", "<td>Sewa dewan sekolah</td>"),
    );
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 180_000); // Writes, opens and saves nine papers in a real editor: on a loaded 2-core machine this took over 90 s.

  it("round-trips every allow-listed element, edits a cell of a captioned table, adds a row and renames the caption", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    const created = await api(page, "/api/proposals", {
      title: "Program Gotong-Royong",
      content: EVERY_ALLOWED_ELEMENT,
      type: "business",
      status: "completed",
      requirements: [],
    });
    expect(created.status()).toBe(201);
    const { id, content: before } = (await created.json()) as { id: string; content: string };
    expect(before).toBe(sanitizeContent(EVERY_ALLOWED_ELEMENT));

    await openEditor(page, id);
    expect(sanitizeContent(toStoredHtml(await editorHtml(page)))).toBe(before);
    await save(page);
    expect(await storedContent(page, id)).toBe(before);

    await openEditor(page, id);
    const editor = page.getByTestId("proposal-editor");
    expect(await editor.locator("caption").textContent()).toBe("Jadual 1: Anggaran Perbelanjaan");
    // The table tools appear with the cursor in a table.
    expect(await page.getByRole("group", { name: L.toolbar.table }).count()).toBe(0);
    await retypeCell(page, "Makanan", "Makan tengah hari");
    for (const key of ["addRow", "deleteRow", "addColumn", "deleteColumn", "caption"] as const) {
      await page.getByRole("button", { name: L.toolbar[key], exact: true }).waitFor();
    }
    await expectAccessible(page);
    await screenshotBothWidths(page, "editor-tables");
    await save(page);
    const edited = before.replace("<td>Makanan</td>", "<td>Makan tengah hari</td>");
    expect(await storedContent(page, id)).toBe(edited);

    await openEditor(page, id);
    await editor
      .locator("td")
      .filter({ hasText: /^Makan tengah hari$/ })
      .click();
    await page.getByRole("button", { name: L.toolbar.addRow, exact: true }).click();
    page.once("dialog", (dialog) => void dialog.accept("Jadual 1: Bajet & Kos"));
    await page.getByRole("button", { name: L.toolbar.caption, exact: true }).click();
    await editor.locator("caption").filter({ hasText: "Jadual 1: Bajet & Kos" }).waitFor();
    await save(page);
    expect(await storedContent(page, id)).toBe(
      edited
        .replace("<caption>Jadual 1: Anggaran Perbelanjaan</caption>", "<caption>Jadual 1: Bajet &amp; Kos</caption>")
        .replace(
          '<td>Makan tengah hari</td><td style="text-align:right">1,200.00</td></tr>',
          '<td>Makan tengah hari</td><td style="text-align:right">1,200.00</td></tr><tr><td></td><td></td><td></td></tr>',
        ),
    );
    // The page never scrolls sideways on a phone: a wide table scrolls inside the editor.
    await page.setViewportSize({ width: 375, height: 740 });
    await openEditor(page, id);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("keeps a stored table's own layout (line breaks, no tbody, paragraphs in cells) around an edited cell", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    const content = [
      "<h2>Bajet</h2>",
      "<table>",
      "<tr><th>Perkara</th><th>Jumlah</th></tr>",
      "<tr><td><p>Sewa dewan</p></td><td>RM500</td></tr>",
      "</table>",
      "<ul>",
      "<li>Satu</li>",
      "</ul>",
    ].join("\n");
    const created = await api(page, "/api/proposals", {
      title: "Bajet Ringkas",
      content,
      type: "business",
      status: "completed",
      requirements: [],
    });
    const { id, content: before } = (await created.json()) as { id: string; content: string };
    await openEditor(page, id);
    await clickWithoutTyping(page);
    await save(page);
    expect(await storedContent(page, id)).toBe(before);
    await openEditor(page, id);
    await retypeCell(page, "RM500", "RM600");
    await save(page);
    expect(await storedContent(page, id)).toBe(before.replace("<td>RM500</td>", "<td>RM600</td>"));
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
