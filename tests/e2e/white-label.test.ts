import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import area from "../../src/common/i18n/areas/white-label.ms.json" with { type: "json" };
import base from "../../src/common/i18n/ms.json" with { type: "json" };
import { organizations, payments, users } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { expectAccessible, screenshotBothWidths, signInAs, withLiveBrowser } from "../support/e2e.js";
import { createUser } from "../support/factories.js";

let server: LiveServer;
let browser: Browser;
withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const texts = area.whiteLabel;
const url = (path: string) => `${server.baseUrl}${path}`;
/** A 1x1 PNG: a real image, far under the 1 MB limit. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The page never scrolls sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe.skipIf(!browserAvailable)("white-label organisations in a real browser", () => {
  it("a super admin creates an organisation with a logo and approves it; its member and its domain show the brand until it is suspended", async () => {
    const db = server.database.db;
    const agent = await createUser(db, { role: "admin" });
    const member = await createUser(db, { role: "user" });
    await db.update(users).set({ agentId: agent.id }).where(eq(users.id, member.id));
    const boss = await createUser(db, { role: "super_admin" });
    // One verified payment of the member this month: the revenue figures and the chart's last bar.
    await db.insert(payments).values({
      tokenSerial: `KP-2026-WL${Date.now().toString(36).toUpperCase()}`,
      userId: member.id,
      credits: 500,
      amountRm: "250.00",
      method: "bank_transfer",
      bankReference: "MBB-WL-1",
      fullName: "Siti Aminah",
      contactNumber: "012-3456789",
      address: "Jalan Ampang, Kuala Lumpur",
      status: "verified",
      decidedAt: new Date(),
      createdAt: new Date(Date.now() - 30 * 60_000),
    });
    const name = `Koperasi Maju ${Date.now().toString(36)}`;
    const domain = `koperasi-${Date.now().toString(36)}.localhost`;
    const domainUrl = (path: string) => `http://${domain}:${new URL(server.baseUrl).port}${path}`;

    // Someone else is told the screen is for super admins.
    const outsider = await signInAs(browser, server, member);
    await outsider.page.goto(url("/white-label"));
    await outsider.page.getByTestId("super-admin-denied").waitFor();
    await outsider.page.context().close();

    const { page, errors } = await signInAs(browser, server, boss);
    await page.goto(url("/white-label"));
    await page.getByRole("heading", { level: 1, name: texts.title }).waitFor();
    await page.getByTestId("stat-total").waitFor();

    // The create form: required fields first, then every field with a logo file.
    await page.getByTestId("organization-create-toggle").click();
    const form = page.getByTestId("create-organization-form");
    await form.getByTestId("organization-create-submit").click();
    await page.getByText(texts.create.required).first().waitFor();
    await form.getByLabel(texts.create.name).fill(name);
    await form.getByLabel(texts.create.slug).fill("");
    await form.getByLabel(texts.create.slug).pressSequentially("Koperasi Maju_E2E!");
    expect(await form.getByLabel(texts.create.slug).inputValue()).toBe("koperasi-majue2e");
    await form.getByLabel(texts.create.descriptionField).fill("Koperasi guru daerah Kuala Selangor");
    await form.getByLabel(texts.create.agent).selectOption(agent.id);
    await form.getByLabel(texts.create.plan).selectOption("premium");
    await form.getByLabel(texts.create.customDomain).fill(domain);
    await form.getByLabel(texts.create.logo).setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: PNG });
    await form.getByText(texts.create.logoType).waitFor();
    await form.getByLabel(texts.create.logo).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await expect.poll(() => form.getByText(texts.create.logoType).count()).toBe(0);
    await expectAccessible(page);
    await form.getByTestId("organization-create-submit").click();
    await page.getByText(texts.create.success).first().waitFor();

    const stored = async () =>
      (await db.select().from(organizations).where(eq(organizations.slug, "koperasi-majue2e")))[0];
    await expect.poll(stored).toBeDefined();
    const org = await stored();
    expect(org).toMatchObject({
      name,
      status: "pending",
      adminUserId: agent.id,
      subscriptionPlan: "premium",
      customDomain: domain,
      primaryColor: "#3B82F6",
      secondaryColor: "#1E40AF",
    });

    // Pending -> approved through the reason dialog (optional reason).
    const pending = page.getByTestId("pending-organization").filter({ hasText: name });
    await pending.waitFor();
    await expect.poll(() => page.getByTestId("stat-pending").textContent()).toBe("1");
    await pending.getByTestId("organization-approve").click();
    const dialog = page.getByTestId("organization-transition-dialog");
    await dialog.getByText(texts.reason.approveTitle).waitFor();
    await expectAccessible(page);
    await dialog.getByTestId("organization-reason").fill("Dokumen koperasi lengkap");
    await dialog.getByTestId("organization-transition-confirm").click();
    await page.getByText(texts.success.approve).first().waitFor();
    await expect.poll(() => page.getByTestId("stat-active").textContent()).toBe("1");
    expect(await page.getByTestId("stat-revenue").textContent()).toBe("RM 250.00");
    const row = page.getByTestId("organization-row").filter({ hasText: name });
    await expect.poll(() => row.getByTestId("organization-status").getAttribute("data-status")).toBe("approved");
    await expectAccessible(page);
    await screenshotBothWidths(page, "white-label");
    await expectNoSidewaysScroll(page);

    // A member (the agent's user) signs in on the product's address: the brand is in the header.
    const memberSession = await signInAs(browser, server, member);
    const memberBrand = memberSession.page.locator("header").getByTestId("brand-name");
    await memberBrand.waitFor();
    expect(await memberBrand.textContent()).toBe(name);
    await memberSession.page.locator("header").getByTestId("brand-logo").waitFor();
    await expectAccessible(memberSession.page);
    await screenshotBothWidths(memberSession.page, "white-label-member-header");
    await expectNoSidewaysScroll(memberSession.page);

    // On the organisation's own domain (*.localhost reaches this server), the landing, sign-in and
    // sign-up pages carry its brand.
    const visitor = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: "ms-MY" });
    const onDomain = await visitor.newPage();
    for (const path of ["/", "/login", "/register"]) {
      await onDomain.goto(domainUrl(path));
      await expect.poll(() => onDomain.getByTestId("brand-name").first().textContent()).toBe(name);
    }
    await onDomain.getByTestId("brand-logo").first().waitFor();
    await expectAccessible(onDomain);
    await screenshotBothWidths(onDomain, "white-label-domain-register");
    await expectNoSidewaysScroll(onDomain);

    // Suspend needs a reason; then the brand is gone.
    await row.getByTestId("organization-suspend").click();
    await dialog.getByTestId("organization-transition-confirm").click();
    await dialog.getByText(texts.reason.missing).waitFor();
    await dialog.getByTestId("organization-reason").fill("Yuran langganan tertunggak");
    await dialog.getByTestId("organization-transition-confirm").click();
    await page.getByText(texts.success.suspend).first().waitFor();
    await expect.poll(() => row.getByTestId("organization-status").getAttribute("data-status")).toBe("suspended");
    await onDomain.goto(domainUrl("/login"));
    await onDomain.getByTestId("brand").first().waitFor();
    await expect.poll(() => onDomain.getByTestId("brand-name").count()).toBe(0);
    expect(await onDomain.getByTestId("brand").first().textContent()).toBe(base.app.name);
    await visitor.close();
    await memberSession.page.reload();
    await memberSession.page.locator("header").getByTestId("brand").first().waitFor();
    await expect.poll(() => memberBrand.count()).toBe(0);
    expect(await memberSession.page.locator("header").getByTestId("brand").first().textContent()).toBe(base.app.name);

    // The View page: members, the chart and the history with reasons.
    await row.getByTestId("organization-view").click();
    await page.waitForURL(url(`/white-label/${org!.id}`));
    await page.getByRole("heading", { level: 1, name }).waitFor();
    const members = page.getByTestId("organization-member");
    await members.filter({ hasText: member.email }).waitFor();
    await members.filter({ hasText: agent.email }).waitFor();
    await page.getByTestId("organization-revenue-chart").waitFor();
    expect(await page.getByTestId("organization-monthly-revenue").textContent()).toBe("RM 250.00");
    await expect.poll(() => page.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(0);
    await page.getByTestId("organization-logo-image").waitFor();
    const history = page.getByTestId("organization-history-entry");
    await expect.poll(() => history.count()).toBe(2);
    await page.getByText("Dokumen koperasi lengkap").waitFor();
    await page.getByText("Yuran langganan tertunggak").waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, "white-label-organization");
    await expectNoSidewaysScroll(page);

    // The agent sees their organisation, read-only.
    const agentSession = await signInAs(browser, server, agent);
    await agentSession.page.goto(url("/agent/users"));
    await expect.poll(() => agentSession.page.getByTestId("agent-organization-name").textContent()).toBe(name);
    await agentSession.page.getByTestId("agent-organization-member").filter({ hasText: member.email }).waitFor();
    await expectAccessible(agentSession.page);

    expect(errors).toEqual([]);
    expect(agentSession.errors).toEqual([]);
    expect(memberSession.errors).toEqual([]);
  }, 120_000);
});
