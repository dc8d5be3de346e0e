import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const BUDGET = `<h2>Anggaran Perbelanjaan</h2>
<table><thead><tr><th>Bil.</th><th>Perkara</th><th>Kuantiti</th><th>Harga Seunit (RM)</th><th>Jumlah (RM)</th></tr></thead>
<tbody>
<tr><td>1</td><td>Sarung tangan</td><td>120 pasang</td><td>RM 5.00</td><td>RM 600.00</td></tr>
<tr><td>2</td><td>Beg sampah</td><td>1</td><td>RM 300.00</td><td>RM 300.00</td></tr>
<tr><td>3</td><td>Sarapan</td><td>120 orang</td><td>RM 12.00</td><td>RM 1,440.00</td></tr>
<tr><td>4</td><td>Sewa lori sampah</td><td>1</td><td>RM 1,160.00</td><td>RM 1,160.00</td></tr>
<tr><td></td><td><strong>Jumlah Keseluruhan</strong></td><td></td><td></td><td><strong>RM 3,500.00</strong></td></tr>
</tbody></table>`;

/** The amount cells ('RM 1,160.00') whose text the browser laid out on more than one line. */
function splitAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll(".proposal-content td"))
      .filter((cell) => /^RM\s[\d,.]+$/.test(cell.textContent?.trim() ?? ""))
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        return tops.size > 1;
      })
      .map((cell) => cell.textContent?.trim() ?? ""),
  );
}

describe.skipIf(!browserAvailable)("amounts in a proposal on a phone", () => {
  it("keeps 'RM' on the same line as its amount in the budget table, as the PDF and Word files do", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server, { viewport: VIEWPORTS.phone });
    page.setDefaultTimeout(10_000);
    const res = await page.request.post(`${server.baseUrl}/api/proposals`, {
      data: {
        title: "Program Gotong-Royong Taman Sri Muda",
        content: `<p>${"Program gotong-royong membersihkan longkang dan taman. ".repeat(20)}</p>${BUDGET}`,
        type: "project",
        status: "completed",
      },
      headers: { origin: server.baseUrl },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };

    await page.goto(`${server.baseUrl}/proposals/${id}/view`);
    await page.locator(".proposal-content td", { hasText: "Sewa lori sampah" }).waitFor();
    expect(await page.locator(".proposal-content td").filter({ hasText: /^RM/ }).count()).toBe(9);
    expect(await splitAmounts(page)).toEqual([]);
    // The page itself never scrolls sideways: the table scrolls in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
