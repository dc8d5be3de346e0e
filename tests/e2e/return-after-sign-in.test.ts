import { createHash, randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import credits from "../../src/common/i18n/areas/credits.ms.json" with { type: "json" };
import tpl from "../../src/common/i18n/areas/templates.ms.json" with { type: "json" };
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import type { TemplateDto } from "../../src/common/schemas/proposals.js";
import { signInLinks } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { withLiveBrowser } from "../support/e2e.js";
import { createUser } from "../support/factories.js";
import { watchTexts } from "../support/seen-texts.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const url = (path: string) => `${server.baseUrl}${path}`;

/**
 * A fresh page that records every toast text it shows: the toast lasts 500 ms before the redirect,
 * so the page reports it the moment it appears rather than a poll looking for it.
 */
async function visitorPage(): Promise<{ page: Page; seen: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: "ms-MY" });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const seen = await watchTexts(page, [ms.auth.loggedOutToast, ms.auth.signInToastTitle, ms.auth.signInToast]);
  return { page, seen };
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel(ms.auth.fields.email).fill(account.email);
  await page.getByLabel(ms.auth.fields.password, { exact: true }).fill(account.password);
  await page.getByTestId("login-submit").click();
}

describe.skipIf(!browserAvailable)("signing in returns to the page that asked for it", () => {
  it("a visitor opening /credits is asked to sign in (not told they were logged out) and lands on /credits", async () => {
    const account = await createUser(server.database.db);
    const { page, seen } = await visitorPage();
    await page.goto(url("/credits"), { waitUntil: "commit" });
    await page.waitForURL(url(`/login?next=${encodeURIComponent("/credits")}`));
    expect(seen).toContain(ms.auth.signInToast);
    expect(seen).not.toContain(ms.auth.loggedOutToast);
    await signIn(page, account);
    await page.waitForURL(url("/credits"));
    await page.getByRole("heading", { level: 1, name: credits.creditShop.title }).waitFor();
    await page.context().close();
  });

  it("a visitor's template input is kept through sign-in, back in the form after it, then forgotten", async () => {
    const account = await createUser(server.database.db);
    const { page, seen } = await visitorPage();
    const template = (await (
      await page.request.get(url("/api/proposal-templates/program-sekolah"))
    ).json()) as TemplateDto;
    const typed: Record<string, string> = {};
    for (const f of template.templateFields) {
      typed[f.name] = f.type === "number" ? "120" : `${f.label}: isian pelawat sebelum log masuk`;
    }
    await page.goto(url(`/template/${template.id}`));
    await page.getByTestId("template-submit").waitFor();
    for (const f of template.templateFields) await page.locator(`#tf-${f.name}`).fill(typed[f.name]!);
    // The paper's language the visitor picked (not the interface's) is kept with the answers.
    expect(await page.locator("#template-language").inputValue()).toBe("ms");
    await page.locator("#template-language").selectOption("en");
    await page.getByTestId("template-submit").click();

    await page.waitForURL(url(`/login?next=${encodeURIComponent(`/template/${template.id}`)}`));
    expect(seen).toContain(ms.auth.signInToast);
    await signIn(page, account);
    await page.waitForURL(url(`/template/${template.id}`));
    await page.getByTestId("template-input-restored").getByText(tpl.templatesArea.inputRestored).waitFor();
    for (const f of template.templateFields) {
      expect(await page.locator(`#tf-${f.name}`).inputValue()).toBe(typed[f.name]);
    }
    expect(await page.locator("#template-language").inputValue()).toBe("en");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ms");
    // Used once: gone from the tab's storage, so a later visit starts empty.
    const key = `templateInput:${template.id}`;
    await expect.poll(() => page.evaluate((k) => sessionStorage.getItem(k), key)).toBeNull();
    await page.reload();
    await page.getByTestId("template-submit").waitFor();
    expect(await page.getByTestId("template-input-restored").count()).toBe(0);
    expect(await page.locator(`#tf-${template.templateFields[0]!.name}`).inputValue()).toBe("");
    await page.context().close();
  });

  it("a link to a proposal opened signed out comes back to that proposal after sign-in", async () => {
    const account = await createUser(server.database.db);
    const owner = await browser.newContext();
    await owner.request.post(url("/api/auth/login"), {
      data: { email: account.email, password: account.password },
      headers: { origin: server.baseUrl },
    });
    const created = await owner.request.post(url("/api/proposals"), {
      data: {
        type: "business",
        status: "completed",
        requirements: [],
        title: "Pusat Tuisyen Desa",
        content: "<h2>Pengenalan</h2><p>Teks.</p>",
      },
      headers: { origin: server.baseUrl },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await owner.close();

    const { page, seen } = await visitorPage();
    await page.goto(url(`/proposals/${id}`), { waitUntil: "commit" });
    await page.waitForURL(url(`/login?next=${encodeURIComponent(`/proposals/${id}`)}`));
    expect(seen).toContain(ms.auth.signInToast);
    await signIn(page, account);
    await page.waitForURL(url(`/proposals/${id}`));
    await page.getByText("Pusat Tuisyen Desa").first().waitFor();
    await page.context().close();
  });

  it("says 'You are logged out' only when a session of this browser ended, and never returns off-site", async () => {
    const account = await createUser(server.database.db);
    const { page, seen } = await visitorPage();
    // An address elsewhere is not a place to return to.
    await page.goto(url(`/login?next=${encodeURIComponent("//contoh.example/curi")}`));
    await signIn(page, account);
    await page.waitForURL(url("/"));
    // The session ends on the server (signed out from elsewhere); the next gated page says so.
    const cookies = await page.context().cookies(server.baseUrl);
    const res = await fetch(url("/api/auth/logout"), {
      method: "POST",
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "), origin: server.baseUrl },
    });
    expect(res.status).toBe(204);
    await page.goto(url("/history"), { waitUntil: "commit" });
    await page.waitForURL(url(`/login?next=${encodeURIComponent("/history")}`));
    expect(seen).toContain(ms.auth.loggedOutToast);
    await signIn(page, account);
    await page.waitForURL(url("/history"));
    // Signed out on purpose, then a gated page again: asked to sign in.
    seen.length = 0;
    await page.goto(url("/logout"));
    await page.waitForURL(url("/"));
    await page.goto(url("/credits"), { waitUntil: "commit" });
    await page.waitForURL(/\/login\?next=/);
    expect(seen).toContain(ms.auth.signInToast);
    expect(seen).not.toContain(ms.auth.loggedOutToast);
    await page.context().close();
  });

  it("an emailed sign-in link that carries next lands there, and keeps next out of reach of other sites", async () => {
    const db = server.database.db;
    const account = await createUser(db);
    const link = async () => {
      const token = randomBytes(32).toString("base64url");
      await db.insert(signInLinks).values({
        tokenHash: createHash("sha256").update(token).digest("base64url"),
        userId: account.id,
        expiresAt: new Date(Date.now() + 10 * 60_000),
      });
      return token;
    };
    const { page } = await visitorPage();
    await page.goto(url(`/login/link?next=${encodeURIComponent("/credits")}#${await link()}`));
    await page.getByRole("heading", { level: 1, name: ms.auth.link.title }).waitFor();
    // The token leaves the address, the place to return to stays.
    expect(new URL(page.url()).hash).toBe("");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/credits");
    await page.getByTestId("link-sign-in-submit").click();
    await page.waitForURL(url("/credits"));
    await page.getByRole("heading", { level: 1, name: credits.creditShop.title }).waitFor();
    await page.context().close();

    const other = await visitorPage();
    await other.page.goto(url(`/login/link?next=${encodeURIComponent("https://contoh.example/")}#${await link()}`));
    await other.page.getByTestId("link-sign-in-submit").click();
    await other.page.waitForURL(url("/"));
    await other.page.context().close();
  });

  it("the sign-in page's forgotten-password link keeps where to return to", async () => {
    const { page } = await visitorPage();
    await page.goto(url(`/login?next=${encodeURIComponent("/credits")}`));
    await page.getByTestId("forgot-password").click();
    await page.waitForURL(url(`/login/email?next=${encodeURIComponent("/credits")}`));
    await page.getByRole("link", { name: ms.auth.forgot.back }).click();
    await page.waitForURL(url(`/login?next=${encodeURIComponent("/credits")}`));
    await page.context().close();
  });
});
