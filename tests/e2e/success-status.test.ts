import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../src/common/i18n/areas/create.en.json" with { type: "json" };
import ms from "../../src/common/i18n/areas/create.ms.json" with { type: "json" };
import { browserAvailable, type LiveServer } from "../support/browser.js";
import { newSignedInPage, withLiveBrowser } from "../support/e2e.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

async function proposalWithStatus(page: Page, status: string): Promise<string> {
  const res = await page.request.post(`${server.baseUrl}/api/proposals`, {
    data: {
      title: `Program Gotong-Royong Taman Sri Muda (${status})`,
      content: `<p>${"Program gotong-royong membersihkan longkang dan taman. ".repeat(30)}</p>`,
      type: "project",
      status,
    },
    headers: { origin: server.baseUrl },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function badge(page: Page, id: string): Promise<string | null> {
  await page.goto(`${server.baseUrl}/proposal-success/${id}`);
  await page.getByTestId("success-status").waitFor();
  return page.getByTestId("success-status").textContent();
}

describe.skipIf(!browserAvailable)("the 'proposal created' screen", () => {
  it("says 'Siap untuk Edit' for a draft and 'Selesai' for any other status, as the specification words it", async () => {
    const { page, consoleErrors } = await newSignedInPage(browser, server);
    page.setDefaultTimeout(10_000);
    const draft = await proposalWithStatus(page, "draft");
    const completed = await proposalWithStatus(page, "completed");
    const approved = await proposalWithStatus(page, "approved");

    expect(await badge(page, draft)).toBe(ms.create.success.statusDraft);
    expect(await badge(page, completed)).toBe("Selesai");
    expect(ms.create.success.statusDone).toBe("Selesai");
    expect(await badge(page, approved)).toBe(ms.create.success.statusDone);

    await page.getByTestId("lang-en").first().click();
    await expect.poll(() => page.getByTestId("success-status").textContent()).toBe(en.create.success.statusDone);
    expect(await badge(page, draft)).toBe(en.create.success.statusDraft);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
