import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import settingsTexts from "../../src/common/i18n/areas/settings-admin.ms.json" with { type: "json" };
import catalogueEn from "../../src/common/i18n/areas/super-admin.en.json" with { type: "json" };
import catalogue from "../../src/common/i18n/areas/super-admin.ms.json" with { type: "json" };
import base from "../../src/common/i18n/ms.json" with { type: "json" };
import { aiGenerations, payments, users } from "../../src/server/db/schema.js";
import { browserAvailable, type LiveServer, VIEWPORTS } from "../support/browser.js";
import { expectAccessible, screenshotBothWidths, signInAs, withLiveBrowser } from "../support/e2e.js";
import { createUser, uniqueEmail } from "../support/factories.js";
import { expectBalanceMatchesLedger } from "../support/ledger-assertions.js";

let server: LiveServer;
let browser: Browser;

withLiveBrowser((s, b) => {
  server = s;
  browser = b;
});

const sa = catalogue.superAdmin;
const url = (path: string) => `${server.baseUrl}${path}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Signs in through the API in a context of its own (the super admin's cookie stays). */
async function canSignIn(email: string, password: string): Promise<number> {
  const context = await browser.newContext();
  const res = await context.request.post(url("/api/auth/login"), {
    data: { email, password },
    headers: { origin: server.baseUrl },
  });
  await context.close();
  return res.status();
}

/** The page is no wider than its viewport (nothing scrolls sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** Creates an account from its screen and reads the one-time password. */
async function createFromScreen(page: Page, variant: "user" | "agent", email: string): Promise<string> {
  await page.goto(url("/user-management"));
  await page.getByRole("heading", { level: 1, name: sa.users.title }).waitFor();
  await page.getByTestId(`create-${variant}-link`).click();
  await page.getByRole("heading", { level: 1, name: sa.create[variant].title }).waitFor();
  await page.getByTestId("create-info").waitFor();
  // All three fields are required.
  await page.getByRole("button", { name: sa.create[variant].submit }).click();
  await page.getByText(sa.create.fillAll).first().waitFor();
  await page.getByLabel(sa.fields.email, { exact: true }).fill(email);
  await page.getByLabel(sa.fields.firstName, { exact: true }).fill(variant === "agent" ? "Rahim" : "Farah");
  await page.getByLabel(sa.fields.lastName, { exact: true }).fill(variant === "agent" ? "Ismail" : "Zainal");
  await page.getByRole("button", { name: sa.create[variant].submit }).click();
  const shown = page.getByTestId("temporary-password");
  await shown.waitFor();
  const password = (await shown.textContent())?.trim() ?? "";
  expect(password.length).toBeGreaterThanOrEqual(6);
  await expectAccessible(page);
  await screenshotBothWidths(page, `super-admin-created-${variant}`);
  if (variant === "agent") {
    await page.getByTestId("created-done").click();
  } else {
    // Copied: the screen returns by itself 2 s later, and the clipboard holds the password.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
    await page.getByTestId("copy-password").click();
    await page.getByText(sa.create.returning).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  }
  await page.waitForURL(url("/user-management"));
  return password;
}

describe.skipIf(!browserAvailable)("the super admin's screens in a real browser", () => {
  it("reads the analytics with charts and assigns a user to an agent", async () => {
    const db = server.database.db;
    const admin = await createUser(db, { role: "super_admin" });
    const agent = await createUser(db, { role: "admin" });
    const buyer = await createUser(db);
    await db
      .update(users)
      .set({ agentId: agent.id, firstName: "Nurul", lastName: "Huda" })
      .where(eq(users.id, buyer.id));
    const loose = await createUser(db);
    await db.update(users).set({ firstName: "Tanpa", lastName: "Ejen" }).where(eq(users.id, loose.id));
    const now = Date.now();
    await db.insert(payments).values(
      [1, 3, 5].map((daysAgo, i) => ({
        tokenSerial: `KP-E2E-SA-${i}-${now}`,
        userId: buyer.id,
        agentId: agent.id,
        credits: 100,
        amountRm: `${(i + 1) * 50}.00`,
        method: "bank_transfer" as const,
        fullName: "Nurul Huda",
        contactNumber: "012-345 6789",
        address: "Jalan Ampang, Kuala Lumpur",
        status: "verified" as const,
        decidedAt: new Date(now - daysAgo * DAY_MS),
        createdAt: new Date(now - (daysAgo + 1) * DAY_MS),
      })),
    );

    await db.insert(aiGenerations).values(
      [0, 2].map((daysAgo) => ({
        userId: buyer.id,
        kind: "section",
        engine: "openai",
        model: "gpt-4o-mini",
        promptTokens: 1200,
        completionTokens: 800,
        createdAt: new Date(now - daysAgo * DAY_MS),
      })),
    );

    const { page, errors } = await signInAs(browser, server, admin);
    // The profile menu leads to the super admin area.
    await page.getByTestId("profile-menu-trigger").click();
    await page.getByTestId("menu-admin-super-admin").click();
    await page.waitForURL(url("/super-admin"));
    await page.getByRole("heading", { level: 1, name: sa.dashboard.title }).waitFor();
    await page.getByText(sa.dashboard.protected).waitFor();
    // A fresh install's support address and seller details are still the starting ones: the dashboard says so.
    const launch = page.getByTestId("launch-checklist");
    await launch.getByText(settingsTexts.settingsAdmin.launch.support_contact).waitFor();
    await launch.getByRole("link", { name: settingsTexts.settingsAdmin.launch.open }).waitFor();
    await page.getByTestId("super-admin-sidebar").getByTestId("restricted-badge").waitFor();
    await page.getByTestId("analytics-charts").locator("svg.recharts-surface").first().waitFor();
    expect(await page.getByTestId("analytics-charts").locator(".recharts-wrapper").count()).toBe(2);
    await page.getByTestId("top-agent").filter({ hasText: agent.email }).waitFor();
    expect(await page.getByTestId("total-revenue").textContent()).toContain("RM 300.00");
    await page.getByRole("cell", { name: "gpt-4o-mini" }).waitFor();
    // Another period, with its previous period for comparison.
    await page.getByRole("button", { name: "7 hari" }).click();
    await expect.poll(() => page.getByTestId("section-series").textContent()).toContain("7 hari terakhir");
    await page.getByTestId("period-comparison").waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, "super-admin-dashboard");
    // The sidebar collapses to its icons (names kept for screen readers) and opens again.
    const toggle = page.getByTestId("super-admin-sidebar-toggle");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await page.getByTestId("super-admin-sidebar").getByRole("link", { name: sa.nav.users }).waitFor();
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");

    // Assignment: both selections are required.
    const card = page.getByTestId("assignment-card");
    await card.getByRole("button", { name: sa.assign.submit }).click();
    await page.getByText(sa.assign.missing).first().waitFor();
    await card.getByLabel(sa.assign.user, { exact: true }).selectOption({ label: `Tanpa Ejen (${loose.email})` });
    await card.getByLabel(sa.assign.agent, { exact: true }).selectOption({ index: 1 });
    const chosenAgent = await card.getByLabel(sa.assign.agent, { exact: true }).inputValue();
    await card.getByRole("button", { name: sa.assign.submit }).click();
    await page.getByText(sa.assign.success).first().waitFor();
    await expect
      .poll(async () => (await db.select().from(users).where(eq(users.id, loose.id)))[0]!.agentId)
      .toBe(chosenAgent);

    // In English, the documented texts.
    await page.getByTestId("lang-en").click();
    await page.getByRole("heading", { level: 1, name: catalogueEn.superAdmin.dashboard.title }).waitFor();
    await page.getByText("PROTECTED ACCESS").waitFor();
    await page.getByRole("heading", { name: "User to Agent Assignment" }).waitFor();
    await page.getByRole("heading", { name: "Agent Commission (20%)" }).waitFor();
    await page.getByTestId("lang-ms").click();
    expect(errors).toEqual([]);
  });

  it("creates an agent and a user, tops up, edits credits, resets a password and deletes a user", async () => {
    const db = server.database.db;
    const admin = await createUser(db, { role: "super_admin" });
    const { page, errors } = await signInAs(browser, server, admin);

    const agentEmail = uniqueEmail("ejen");
    const agentPassword = await createFromScreen(page, "agent", agentEmail);
    const userEmail = uniqueEmail("pengguna");
    const userPassword = await createFromScreen(page, "user", userEmail);
    expect(agentPassword).not.toBe(userPassword);
    const [agentRow] = await db.select().from(users).where(eq(users.email, agentEmail));
    const [userRow] = await db.select().from(users).where(eq(users.email, userEmail));
    expect(agentRow).toMatchObject({ role: "admin", credits: 500, mustChangePassword: true });
    expect(userRow).toMatchObject({ role: "user", credits: 100, mustChangePassword: true });
    // The one-time password signs in.
    expect(await canSignIn(userEmail, userPassword)).toBe(200);

    // Server-side search finds the new user; their card shows NO AGENT.
    await page.getByLabel(sa.users.search, { exact: true }).fill(userEmail);
    const userCard = page.getByTestId("user-card").filter({ hasText: userEmail });
    await userCard.waitFor();
    await expect.poll(() => page.getByTestId("user-card").count()).toBe(1);
    expect(await userCard.textContent()).toContain("TIADA EJEN");
    await expectAccessible(page);
    await screenshotBothWidths(page, "super-admin-user-management");

    // Top up: a bad amount is refused, then 25 credits are added.
    await userCard.getByRole("button", { name: /^Tambah kredit untuk/ }).click();
    const topup = page.getByRole("dialog", { name: sa.topup.title });
    await topup.getByLabel(sa.topup.amount).fill("0");
    await topup.getByRole("button", { name: sa.topup.submit }).click();
    await page.getByText(sa.topup.invalid).first().waitFor();
    await expectAccessible(page);
    await topup.getByLabel(sa.topup.amount).fill("25");
    await topup.getByLabel(sa.topup.reason).fill("Bonus promosi Merdeka");
    await topup.getByRole("button", { name: sa.topup.submit }).click();
    await page.getByText(sa.topup.success).first().waitFor();
    await expect.poll(() => userCard.getByTestId("user-credits").textContent()).toBe("125");

    // Edit: credits become 300, then the screen returns to user management.
    await userCard.getByRole("link", { name: /^Sunting/ }).click();
    await page.getByRole("heading", { level: 1, name: sa.edit.title }).waitFor();
    // A reload keeps the account (read from the server by id).
    await page.reload();
    await page.getByRole("heading", { level: 1, name: sa.edit.title }).waitFor();
    expect(await page.getByLabel(sa.fields.email, { exact: true }).inputValue()).toBe(userEmail);
    await page.getByLabel(sa.fields.credits, { exact: true }).fill("-4");
    await page.getByRole("button", { name: sa.edit.submit }).click();
    await page.getByText(sa.edit.creditsNonNegative).waitFor();
    await expectAccessible(page);
    await page.getByLabel(sa.fields.credits, { exact: true }).fill("300");
    await page.getByRole("button", { name: sa.edit.submit }).click();
    await page.getByText(sa.edit.success).waitFor();
    await page.waitForURL(url("/super-admin/user-management"));
    expect((await db.select().from(users).where(eq(users.id, userRow!.id)))[0]!.credits).toBe(300);
    await expectBalanceMatchesLedger(db, userRow!.id);

    // Reset the password: mismatch refused, then the success screen.
    await page.goto(url(`/super-admin/reset-password?userId=${userRow!.id}`));
    await page.getByRole("heading", { level: 1, name: sa.reset.title }).waitFor();
    await page.getByText(sa.reset.notice).waitFor();
    await page.getByLabel(sa.reset.password, { exact: true }).fill("Langkawi-88");
    await page.getByLabel(sa.reset.confirm, { exact: true }).fill("Langkawi-89");
    await page.getByRole("button", { name: sa.reset.submit }).click();
    await page.getByText(sa.reset.mismatch).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, "super-admin-reset-password");
    await page.getByLabel(sa.reset.confirm, { exact: true }).fill("Langkawi-88");
    await page.getByRole("button", { name: sa.reset.submit }).click();
    await page.getByText(sa.reset.success).waitFor();
    await page.waitForURL(url("/user-management"));
    expect(await canSignIn(userEmail, "Langkawi-88")).toBe(200);

    // Delete, after the documented confirmation.
    await page.getByLabel(sa.users.search, { exact: true }).fill(userEmail);
    // Wait for the search's own answer: a card from the unfiltered list can move under the pointer
    // when the filtered list arrives, and the click would land elsewhere.
    await expect.poll(() => page.getByTestId("user-card").count()).toBe(1);
    await userCard.waitFor();
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(sa.users.deleteConfirm);
      void dialog.accept();
    });
    await userCard.getByRole("button", { name: /^Padam/ }).click();
    await page.getByText(sa.users.empty).waitFor();
    await expect
      .poll(async () => (await db.select().from(users).where(eq(users.id, userRow!.id)))[0]!.deletedAt)
      .not.toBeNull();
    expect(errors).toEqual([]);
  });

  it("opens the edit and reset addresses in a fresh tab, and says 'User not found' only for an unknown id", async () => {
    const db = server.database.db;
    const admin = await createUser(db, { role: "super_admin" });
    const target = await createUser(db);
    await db.update(users).set({ firstName: "Kamal", lastName: "Ariffin" }).where(eq(users.id, target.id));
    const { page, errors } = await signInAs(browser, server, admin);
    // A new page of the signed-in context: no list was fetched in it.
    const fresh = await page.context().newPage();
    await page.close();
    await fresh.goto(url(`/super-admin/edit-user?userId=${target.id}`));
    await fresh.getByRole("heading", { level: 1, name: sa.edit.title }).waitFor();
    expect(await fresh.getByLabel(sa.fields.email, { exact: true }).inputValue()).toBe(target.email);
    expect(await fresh.getByLabel(sa.fields.firstName, { exact: true }).inputValue()).toBe("Kamal");
    expect(await fresh.getByLabel(sa.fields.lastName, { exact: true }).inputValue()).toBe("Ariffin");
    expect(await fresh.getByLabel(sa.fields.credits, { exact: true }).inputValue()).toBe(String(target.credits));
    expect(await fresh.getByTestId("user-not-found").count()).toBe(0);
    await screenshotBothWidths(fresh, "super-admin-edit-fresh-tab");

    await fresh.goto(url(`/super-admin/reset-password?userId=${target.id}`));
    await fresh.getByRole("heading", { level: 1, name: sa.reset.title }).waitFor();
    await fresh.getByText(target.email).first().waitFor();

    for (const path of ["edit-user", "reset-password"]) {
      await fresh.goto(url(`/super-admin/${path}?userId=00000000-0000-4000-8000-000000000000`));
      await fresh.getByTestId("user-not-found").waitFor();
      await fresh.getByText(sa.target.notFound).waitFor();
      expect(await fresh.getByRole("button", { name: sa.edit.submit }).count()).toBe(0);
    }
    // A deleted account is unknown too.
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, target.id));
    await fresh.goto(url(`/super-admin/edit-user?userId=${target.id}`));
    await fresh.getByText(sa.target.notFound).waitFor();
    await expectAccessible(fresh);
    expect(errors).toEqual([]);
  });

  it("tells a user and an agent on /white-label 'Super Admin Access Required', then sends them home", async () => {
    const db = server.database.db;
    for (const role of ["user", "admin"] as const) {
      const account = await createUser(db, { role });
      const { page, errors } = await signInAs(browser, server, account);
      await page.goto(url("/white-label"));
      // The notice shows for a second before it sends them home: its text is read from the element the
      // wait found, which a slow machine may have removed by the time a second lookup runs.
      const denied = '[data-testid="super-admin-denied"]';
      expect((await (await page.waitForSelector(denied)).textContent())?.trim()).toBe(sa.access.requiredTitle);
      expect(await page.getByText(sa.access.deniedBody).count()).toBe(0);
      await page.waitForURL(url("/"));
      // In English (the person's language, switched in the top bar), word for word.
      await page.getByTestId("lang-en").first().click();
      await expect
        .poll(async () => (await page.evaluate(() => fetch("/api/auth/user").then((r) => r.json()))).language)
        .toBe("en");
      await page.goto(url("/white-label"));
      expect((await (await page.waitForSelector(denied)).textContent())?.trim()).toBe("Super Admin Access Required");
      expect(catalogueEn.superAdmin.access.requiredTitle).toBe("Super Admin Access Required");
      await page.waitForURL(url("/"));
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("opens the sidebar as a drawer on a 375 px phone, and turns other roles away", async () => {
    const db = server.database.db;
    const admin = await createUser(db, { role: "super_admin" });
    const { page, errors } = await signInAs(browser, server, admin, VIEWPORTS.phone);
    await page.goto(url("/user-management"));
    await page.getByRole("heading", { level: 1, name: sa.users.title }).waitFor();
    await page.getByTestId("agent-summary").waitFor();
    await expectNoSidewaysScroll(page);
    // Quick actions: a test agent and a test user, their passwords shown once.
    await page.getByRole("button", { name: sa.quick.submit }).click();
    const testUsers = page.getByRole("dialog", { name: sa.quick.createdTitle });
    await testUsers.waitFor();
    expect(await testUsers.locator("dd.font-mono").count()).toBe(2);
    await expectAccessible(page);
    await testUsers.getByRole("button", { name: base.common.close }).click();
    await page.getByTestId("super-admin-menu-button").click();
    const drawer = page.getByRole("dialog", { name: sa.nav.title });
    await drawer.waitFor();
    await expectAccessible(page);
    await drawer.getByRole("link", { name: sa.nav.dashboard }).click();
    await page.waitForURL(url("/super-admin"));
    await page.getByRole("heading", { level: 1, name: sa.dashboard.title }).waitFor();
    await page.getByTestId("analytics-charts").waitFor();
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);

    const plain = await createUser(db);
    const other = await signInAs(browser, server, plain, VIEWPORTS.phone);
    await other.page.goto(url("/super-admin"));
    await other.page.getByText(sa.access.deniedTitle).waitFor();
    await other.page.getByText(sa.access.deniedBody).waitFor();
    await other.page.waitForURL(url("/"));
  });
});
