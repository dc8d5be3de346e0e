import http from "node:http";
import zlib from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import ms from "../../src/common/i18n/ms.json" with { type: "json" };
import { browserAvailable, type LiveServer, saveScreenshot, VIEWPORTS } from "../support/browser.js";
import { expectAccessible, withLiveBrowser } from "../support/e2e.js";
import { uniqueEmail } from "../support/factories.js";

let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

/** A fresh browser profile; console errors (a CSP violation among them) are collected. */
async function openPage(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const context: BrowserContext = await browser.newContext({ viewport, locale: "ms-MY" });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().includes("401")) consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => consoleErrors.push(e.message));
  return { page, context, consoleErrors };
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function register(page: Page, email: string, password: string) {
  await page.goto(`${server.baseUrl}/register`);
  await page.getByLabel(ms.auth.fields.firstName).fill("Nur");
  await page.getByLabel(ms.auth.fields.lastName).fill("Aisyah");
  await page.getByLabel(ms.auth.fields.email).fill(email);
  await page.getByLabel(ms.auth.fields.password, { exact: true }).fill(password);
  await page.getByLabel(ms.auth.fields.confirmPassword).fill(password);
  await page.getByRole("button", { name: ms.auth.register.submit }).click();
}

describe.skipIf(!browserAvailable)("foundation in a real browser", () => {
  it("shows a visitor the landing page with its documented texts, at desktop and phone widths", async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { page, context, consoleErrors } = await openPage(viewport);
      await page.goto(server.baseUrl);
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toContain("Kertas Kerja & Proposal AI #1 Malaysia");
      await page.getByRole("link", { name: "Mula Sekarang - Percuma" }).first().waitFor();
      expect(await page.getByRole("link", { name: "Lihat Demo" }).first().getAttribute("href")).toBe("/demo");
      const share = page.getByRole("link", { name: "Kongsi di WhatsApp" });
      expect(await share.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(await share.getAttribute("target")).toBe("_blank");
      await page.getByText("Daftar Percuma Sekarang").first().waitFor();
      // The free-credit figure comes from the server's settings, once they have arrived.
      await expect.poll(() => page.locator("body").textContent(), { timeout: 10_000 }).toContain("RM 50.00");
      // Every figure says what it is true for: the free credits pay for the 100-credit package,
      // and the 2,500-word figure is the Standard Package's.
      const hero = page.getByTestId("landing-hero");
      // The hero renders its figures once the public figures have arrived (a render after the body's).
      await expect
        .poll(() => hero.textContent(), { timeout: 10_000 })
        .toContain("cukup untuk satu proposal Pakej Profesional");
      expect(await hero.textContent()).toContain("2,500+ patah perkataan dengan 9 bahagian dalam Standard Package");
      await saveScreenshot(page, "landing");
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it("opens the sign-up form from both sign-up buttons of the landing page", async () => {
    for (const name of ["Mula Sekarang - Percuma", "Daftar Percuma Sekarang"]) {
      const { page, context } = await openPage();
      await page.goto(server.baseUrl);
      await page.getByRole("link", { name }).first().click();
      await page.waitForURL(`${server.baseUrl}/register`);
      await page.getByRole("heading", { level: 1, name: ms.auth.register.title }).waitFor();
      await context.close();
    }
  });

  it("signs up, lands on the dashboard with 100 credits, signs out and signs back in", async () => {
    const { page, context, consoleErrors } = await openPage();
    const email = uniqueEmail("e2e");
    const password = "Pantai-Cenang-Langkawi";

    await page.goto(server.baseUrl);
    await page.getByRole("link", { name: "Log Masuk" }).first().click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.getByLabel(ms.auth.fields.email).waitFor();
    await expectAccessible(page);
    await register(page, email, password);

    await page.waitForURL(`${server.baseUrl}/`);
    await expect.poll(() => page.getByTestId("balance-value").textContent()).toContain("100");
    // The AI card names the package its cost is for; packages cost 50 to 500 credits, not all 250.
    await expect
      .poll(() => page.getByTestId("ai-features").textContent())
      .toContain("Standard Package guna 250 kredit");
    expect(await page.getByTestId("ai-features").textContent()).not.toContain("Setiap proposal");
    await saveScreenshot(page, "dashboard");
    await expectAccessible(page);

    await page.getByTestId("profile-menu-trigger").click();
    await page.getByTestId("logout-item").click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole("heading", { level: 1, name: /Kertas Kerja & Proposal AI #1 Malaysia/ }).waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/auth/user")).status);
    expect(me).toBe(401);

    await page.goto(`${server.baseUrl}/api/login`);
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.getByLabel(ms.auth.fields.email).fill(email);
    await page.getByLabel(ms.auth.fields.password, { exact: true }).fill(password);
    await page.getByRole("button", { name: ms.auth.login.submit }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await expect.poll(() => page.getByTestId("balance-value").textContent()).toContain("100");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows the dashboard on a phone without horizontal overflow, down to 360 px", async () => {
    const { page, context } = await openPage(VIEWPORTS.phone);
    await register(page, uniqueEmail("phone"), "Bukit-Fraser-Sejuk-1");
    await page.waitForURL(`${server.baseUrl}/`);
    await expect.poll(() => page.getByTestId("balance-value").textContent()).toContain("100");
    await saveScreenshot(page, "dashboard");
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page);
    await page.goto(server.baseUrl);
    await expect.poll(() => page.getByTestId("balance-value").textContent()).toContain("100");
    await expectNoHorizontalOverflow(page);
    await context.close();
  });

  it("tells a user who typed a wrong password", async () => {
    const { page, context } = await openPage();
    const email = uniqueEmail("wrong");
    await register(page, email, "Gunung-Tahan-2187");
    await page.waitForURL(`${server.baseUrl}/`);
    await context.clearCookies();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(ms.auth.fields.email).fill(email);
    await page.getByLabel(ms.auth.fields.password, { exact: true }).fill("Bukan-Kata-Laluan-Ini");
    await page.getByRole("button", { name: ms.auth.login.submit }).click();
    await page.getByText(ms.errors.INVALID_CREDENTIALS).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/login`);
    await context.close();
  });

  it("tells a new user who leaves the password confirmation empty, or types another, and creates no account", async () => {
    const { page, context } = await openPage(VIEWPORTS.phone);
    const confirmError = page.locator("#register-confirm-password-error");
    const submit = page.getByRole("button", { name: ms.auth.register.submit });
    await page.goto(`${server.baseUrl}/register`);
    // Nothing typed: the confirmation says it is needed, beside the other fields' errors.
    await submit.click();
    expect(await confirmError.textContent()).toBe(ms.validation.confirmPasswordRequired);
    expect(await page.locator("#register-email-error").textContent()).toBeTruthy();
    // Two different passwords while the email is still wrong: the mismatch is said at once.
    await page.getByLabel(ms.auth.fields.email).fill("bukan-emel");
    await page.getByLabel(ms.auth.fields.password, { exact: true }).fill("Gunung-Tahan-2187");
    await page.getByLabel(ms.auth.fields.confirmPassword).fill("Gunung-Tahan-2188");
    await submit.click();
    await expect.poll(() => confirmError.textContent()).toBe(ms.validation.passwordsDoNotMatch);
    // Everything else right, the confirmation emptied: still no account.
    const email = uniqueEmail("confirm");
    await page.getByLabel(ms.auth.fields.firstName).fill("Nur");
    await page.getByLabel(ms.auth.fields.lastName).fill("Aisyah");
    await page.getByLabel(ms.auth.fields.email).fill(email);
    await page.getByLabel(ms.auth.fields.confirmPassword).fill("");
    await submit.click();
    await expect.poll(() => confirmError.textContent()).toBe(ms.validation.confirmPasswordRequired);
    expect(new URL(page.url()).pathname).toBe("/register");
    const signIn = await page.request.post(`${server.baseUrl}/api/auth/login`, {
      data: { email, password: "Gunung-Tahan-2187" },
      headers: { origin: server.baseUrl },
    });
    expect(signIn.status()).toBe(401);
    await context.close();
  });

  it("shows the not-found screen for an unknown path", async () => {
    const { page, context } = await openPage();
    await page.goto(`${server.baseUrl}/tiada/laman/ini`);
    await page.getByText("404 Page Not Found").waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
    await saveScreenshot(page, "not-found");
    await expectAccessible(page);
    await context.close();
  });

  it("sends the landing page with its figures, so nothing on it moves when they would have arrived", async () => {
    const html = await (await fetch(server.baseUrl)).text();
    const boot = /<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    const info = await (await fetch(`${server.baseUrl}/api/public/info`)).json();
    expect(JSON.parse(boot ?? "{}")["/api/public/info"]).toEqual(info);
    // Other pages carry none: only the landing page paints these figures first.
    expect(await (await fetch(`${server.baseUrl}/proposals`)).text()).not.toContain("boot-data");
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page, context, consoleErrors } = await openPage(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.shifted += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(server.baseUrl);
      await page.getByRole("link", { name: "Mula Sekarang - Percuma" }).first().waitFor();
      // The hero's free-credit badge is there with the first paint: its figures came with the page.
      expect(await page.getByTestId("landing-hero").textContent()).toContain(String(info.newUserCredits));
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      expect(shifted).toBeLessThan(0.05);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it("serves the app shell uncached and hashed assets for a year", async () => {
    const index = await fetch(`${server.baseUrl}/proposals/abc/edit`);
    expect(index.status).toBe(200);
    expect(index.headers.get("cache-control")).toBe("no-cache");
    const html = await index.text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    expect(html).not.toMatch(/<script>(?!<\/script>)/); // no inline script: the CSP would block it
    const js = await fetch(`${server.baseUrl}${asset}`);
    expect(js.status).toBe(200);
    expect(js.headers.get("cache-control")).toContain("immutable");
    const api = await fetch(`${server.baseUrl}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("sends the client's code compressed: its Brotli or gzip copy, the same bytes once unpacked", async () => {
    const html = (await raw("/", "identity")).body.toString("utf8");
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? "";
    const plain = await raw(asset, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await raw(asset, "br, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw(asset, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // The app shell and the API's larger answers are compressed on the way out.
    const shell = await raw("/proposals", "gzip");
    expect(zlib.gunzipSync(shell.body).toString("utf8")).toBe(
      (await raw("/proposals", "identity")).body.toString("utf8"),
    );
    const packages = await raw("/api/proposal-packages", "br");
    expect(packages.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(packages.body).toString("utf8"))).toHaveLength(5);
  });
});

/** A GET with the given Accept-Encoding, its bytes exactly as sent (fetch would unpack them). */
function raw(pathname: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.baseUrl}${pathname}`, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
