/**
 * White-label organisations on the server: create rules, every transition from every state,
 * reasons, computed members and revenue, host branding, sign-up and same-origin writes on an
 * approved custom domain, logos, and the export covers following the status.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORGANIZATION_STATUSES } from "../../src/common/constants.js";
import { PRODUCT_BRANDING } from "../../src/common/document/model.js";
import { auditLog, organizationStatusHistory, organizations, payments, users } from "../../src/server/db/schema.js";
import { readPdfFile } from "../support/exports.js";
import { createUser, DEFAULT_TEST_PASSWORD, signedInUser, uniqueEmail } from "../support/factories.js";
import { TestClient } from "../support/http-client.js";
import { makeJpegHeader, makeLogoPng } from "../support/png.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
let admin: TestClient;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t.app, t.db, { role: "super_admin" })).client;
  scratch = await mkdtemp(path.join(tmpdir(), "kertas-orgs-"));
});
afterAll(async () => {
  await t?.close();
  await rm(scratch, { recursive: true, force: true });
});

const BASE = "/api/super-admin/organizations";
const tag = () => randomBytes(4).toString("hex");

async function newOrganization(extra: Record<string, unknown> = {}) {
  const agent = await createUser(t.db, { role: "admin" });
  const slug = `koperasi-${tag()}`;
  const res = await admin.post(BASE, { name: "Koperasi Maju", slug, agentUserId: agent.id, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return { agent, org: res.json().organization as Record<string, unknown> & { id: string; status: string } };
}

const statusOf = async (id: string) =>
  (await t.db.select({ status: organizations.status }).from(organizations).where(eq(organizations.id, id)))[0]!.status;
const historyOf = (id: string) =>
  t.db.select().from(organizationStatusHistory).where(eq(organizationStatusHistory.organizationId, id));

/** Takes a new organisation to the given state through the API. */
async function organizationIn(state: (typeof ORGANIZATION_STATUSES)[number]) {
  const made = await newOrganization();
  const step = (action: string) => admin.post(`${BASE}/${made.org.id}/${action}`, { reason: "Sebab ujian" });
  if (state === "approved" || state === "suspended") expect((await step("approve")).statusCode).toBe(200);
  if (state === "suspended") expect((await step("suspend")).statusCode).toBe(200);
  if (state === "rejected") expect((await step("reject")).statusCode).toBe(200);
  expect(await statusOf(made.org.id)).toBe(state);
  return made;
}

describe("creating an organisation", () => {
  it("requires name, slug and agent, and applies the documented defaults", async () => {
    for (const body of [
      { slug: "a", agentUserId: (await createUser(t.db, { role: "admin" })).id },
      { name: "X", slug: "x" },
    ]) {
      const res = await admin.post(BASE, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Sila isi semua medan yang diperlukan");
    }
    const { org, agent } = await newOrganization({ slug: `Koperasi-MAJU-${tag()}` });
    expect(org).toMatchObject({
      status: "pending",
      primaryColor: "#3B82F6",
      secondaryColor: "#1E40AF",
      subscriptionPlan: "basic",
      adminUserId: agent.id,
      totalUsers: 1,
      totalProposals: 0,
      monthlyRevenue: "0.00",
      logoUrl: null,
      customDomain: null,
    });
    expect(org.slug).toMatch(/^koperasi-maju-[0-9a-f]{8}$/);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "organization.create"), eq(auditLog.target, `organization:${org.id}`)));
    expect(audit).toBeDefined();
    // The agent's organisation is derived for the exports.
    const [row] = await t.db.select({ org: users.organizationId }).from(users).where(eq(users.id, agent.id));
    expect(row!.org).toBe(org.id);
  });

  it("checks the slug, colours, plan, domain, logo address and agent", async () => {
    const agent = await createUser(t.db, { role: "admin" });
    const user = await createUser(t.db);
    const attempt = (extra: Record<string, unknown>) =>
      admin.post(BASE, { name: "Koperasi", slug: `k-${tag()}`, agentUserId: agent.id, ...extra });
    for (const slug of ["koperasi maju", "koperasi_maju", "-koperasi", "koperasi--maju", "kopérasi", "a".repeat(64)]) {
      expect((await attempt({ slug })).json().code, slug).toBe("VALIDATION_ERROR");
    }
    for (const color of ["blue", "#12345", "#GGGGGG", "3B82F6"]) {
      expect((await attempt({ primaryColor: color })).statusCode, color).toBe(400);
      expect((await attempt({ secondaryColor: color })).statusCode, color).toBe(400);
    }
    expect((await attempt({ subscriptionPlan: "gold" })).statusCode).toBe(400);
    for (const domain of [
      "https://koperasi.my",
      "koperasi.my:8443",
      "koperasi.my/daftar",
      "localhost",
      "-koperasi.my",
      "koperasi-.my",
      "kop_erasi.my",
      "10.0.0.1",
      "koperasi..my",
      `${"a".repeat(64)}.my`,
    ]) {
      expect((await attempt({ customDomain: domain })).statusCode, domain).toBe(400);
    }
    expect((await attempt({ logoUrl: "https://contoh.my/logo.png" })).json().code).toBe("LOGO_URL_REMOTE");
    expect((await attempt({ logoUrl: "data:image/gif;base64,R0lGODlhAQABAAAAACw=" })).json().code).toBe("LOGO_TYPE");
    expect((await attempt({ agentUserId: user.id })).json().code).toBe("AGENT_NOT_ELIGIBLE");
    expect((await attempt({ agentUserId: "00000000-0000-4000-8000-000000000000" })).json().code).toBe(
      "AGENT_NOT_ELIGIBLE",
    );
    const domain = `Cadangan.Koperasi-${tag()}.MY`;
    const ok = await attempt({
      customDomain: domain,
      primaryColor: "#1d4ed8",
      secondaryColor: "#f59e0b",
      subscriptionPlan: "enterprise",
      description: "Koperasi nelayan",
      logoUrl: `data:image/png;base64,${makeLogoPng().toString("base64")}`,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().organization).toMatchObject({
      customDomain: domain.toLowerCase(),
      primaryColor: "#1D4ED8",
      secondaryColor: "#F59E0B",
      subscriptionPlan: "enterprise",
      logoUrl: expect.stringMatching(/^\/api\/public\/organizations\/[0-9a-f-]+\/logo\?v=\d+$/),
    });
    expect(ok.json().message).toBe("Organisasi berjaya dicipta");
    // One organisation per agent.
    expect((await attempt({})).statusCode).toBe(409);
    expect((await attempt({})).json().code).toBe("AGENT_HAS_ORGANIZATION");
  });

  it("lets an agent whose organisation was rejected propose a new one", async () => {
    const { org, agent } = await organizationIn("rejected");
    const [row] = await t.db.select({ org: users.organizationId }).from(users).where(eq(users.id, agent.id));
    expect(row!.org).toBeNull(); // a rejected organisation has no members to brand
    const again = await admin.post(BASE, { name: "Koperasi Baharu", slug: `baharu-${tag()}`, agentUserId: agent.id });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().organization.id).not.toBe(org.id);
  });

  it("refuses a duplicate slug or custom domain with 409", async () => {
    const domain = `kop-${tag()}.my`;
    const { org } = await newOrganization({ customDomain: domain });
    const other = await createUser(t.db, { role: "admin" });
    const sameSlug = await admin.post(BASE, { name: "Lain", slug: org.slug, agentUserId: other.id });
    expect([sameSlug.statusCode, sameSlug.json().code]).toEqual([409, "SLUG_TAKEN"]);
    const sameDomain = await admin.post(BASE, {
      name: "Lain",
      slug: `lain-${tag()}`,
      agentUserId: other.id,
      customDomain: domain.toUpperCase(),
    });
    expect([sameDomain.statusCode, sameDomain.json().code]).toEqual([409, "DOMAIN_TAKEN"]);
  });
});

describe("transitions", () => {
  const ALLOWED: Record<string, [string, string]> = {
    approve: ["pending", "approved"],
    reject: ["pending", "rejected"],
    suspend: ["approved", "suspended"],
    reactivate: ["suspended", "approved"],
  };

  it("allows exactly the documented transitions from every state, each kept in the history and audit log", async () => {
    for (const state of ORGANIZATION_STATUSES) {
      for (const [action, [from, to]] of Object.entries(ALLOWED)) {
        const { org } = await organizationIn(state);
        const before = (await historyOf(org.id)).length;
        const res = await admin.post(`${BASE}/${org.id}/${action}`, { reason: "Semakan dokumen" });
        const history = await historyOf(org.id);
        if (state === from) {
          expect(res.statusCode, `${action} from ${state}`).toBe(200);
          expect(res.json().organization.status).toBe(to);
          expect(await statusOf(org.id)).toBe(to);
          expect(history).toHaveLength(before + 1);
          expect(history.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, reason: "Semakan dokumen" });
          const audits = await t.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, `organization.${action}`), eq(auditLog.target, `organization:${org.id}`)));
          expect(audits).toHaveLength(1);
        } else {
          expect([res.statusCode, res.json().code], `${action} from ${state}`).toEqual([
            409,
            "ORGANIZATION_TRANSITION",
          ]);
          expect(await statusOf(org.id)).toBe(state);
          expect(history).toHaveLength(before);
        }
      }
    }
  });

  it("requires a reason to reject and suspend, not to approve or reactivate", async () => {
    const { org } = await newOrganization();
    for (const body of [undefined, {}, { reason: "   " }, { reason: null }]) {
      const res = await admin.post(`${BASE}/${org.id}/reject`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Sila nyatakan sebabnya.");
    }
    expect(await statusOf(org.id)).toBe("pending");
    const approved = await admin.post(`${BASE}/${org.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe("Organisasi berjaya diluluskan");
    expect((await admin.post(`${BASE}/${org.id}/suspend`, {})).statusCode).toBe(400);
    expect((await admin.post(`${BASE}/${org.id}/suspend`, { reason: "Yuran tertunggak" })).statusCode).toBe(200);
    expect((await admin.post(`${BASE}/${org.id}/reactivate`, {})).statusCode).toBe(200);
    const history = await historyOf(org.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([
      ["pending", "approved", null],
      ["approved", "suspended", "Yuran tertunggak"],
      ["suspended", "approved", null],
    ]);
    const detail = (await admin.get(`${BASE}/${org.id}`)).json();
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(["approved", "suspended", "approved"]);
    expect((await admin.post(`${BASE}/00000000-0000-4000-8000-000000000000/approve`)).statusCode).toBe(404);
  });

  it("lists pending organisations apart", async () => {
    const { org: pending } = await newOrganization();
    const { org: approved } = await organizationIn("approved");
    const ids = (await admin.get(`${BASE}/pending`)).json().map((o: { id: string }) => o.id);
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(approved.id);
    const all = (await admin.get(BASE)).json().map((o: { id: string }) => o.id);
    expect(all).toEqual(expect.arrayContaining([pending.id, approved.id]));
  });

  it("answers 403 to agents and users on every super-admin organisation call", async () => {
    const { org } = await newOrganization();
    for (const role of ["admin", "user"] as const) {
      const { client } = await signedInUser(t.app, t.db, { role });
      const calls = [
        client.get(BASE),
        client.get(`${BASE}/pending`),
        client.get(`${BASE}/${org.id}`),
        client.post(BASE, { name: "X", slug: "x", agentUserId: org.adminUserId }),
        ...["approve", "reject", "suspend", "reactivate"].map((a) =>
          client.post(`${BASE}/${org.id}/${a}`, { reason: "x" }),
        ),
        client.post(`${BASE}/${org.id}/logo`, { data: makeLogoPng().toString("base64") }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    }
    expect(await statusOf(org.id)).toBe("pending");
  });
});

describe("members and figures", () => {
  /** Kuala Lumpur is UTC+8 all year: the first instant of the KL month `offset` months from now. */
  const klMonthStart = (offset: number) => {
    const kl = new Date(Date.now() + 8 * 3_600_000);
    return new Date(Date.UTC(kl.getUTCFullYear(), kl.getUTCMonth() + offset, 1) - 8 * 3_600_000);
  };
  const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

  async function pay(userId: string, amountRm: string, decidedAt: Date, status: "verified" | "pending" = "verified") {
    await t.db.insert(payments).values({
      tokenSerial: `KP-2026-${tag().toUpperCase()}`,
      userId,
      credits: 10,
      amountRm,
      method: "bank_transfer",
      bankReference: tag(),
      fullName: "Siti Aminah",
      contactNumber: "012-3456789",
      address: "Jalan Ampang, Kuala Lumpur",
      status,
      decidedAt: status === "verified" ? decidedAt : null,
      createdAt: minutes(decidedAt, -30),
    });
  }

  it("computes members, proposals and revenue of the Kuala Lumpur month, exactly at its boundaries", async () => {
    const { org, agent } = await organizationIn("approved");
    const member = await createUser(t.db);
    const outsider = await createUser(t.db);
    await t.db.update(users).set({ agentId: agent.id }).where(eq(users.id, member.id));
    const current = klMonthStart(0);
    const previous = klMonthStart(-1);
    await pay(member.id, "10.00", minutes(current, 1)); // 00:01 on the 1st, KL: this month
    await pay(member.id, "20.00", minutes(current, -1)); // 23:59 on the last day of last month
    await pay(agent.id, "40.50", minutes(previous, -1)); // 23:59, two months back
    await pay(member.id, "0.99", minutes(previous, 1)); // 00:01 on the 1st of last month
    await pay(member.id, "7.00", minutes(current, 2), "pending");
    await pay(outsider.id, "100.00", minutes(current, 5));

    const detail = (await admin.get(`${BASE}/${org.id}`)).json();
    expect(detail).toMatchObject({ totalUsers: 2, totalProposals: 0, monthlyRevenue: "10.00" });
    expect(detail.members.total).toBe(2);
    expect(detail.members.items.map((m: { id: string; isAgent: boolean }) => [m.id, m.isAgent])).toEqual([
      [agent.id, true],
      [member.id, false],
    ]);
    expect(detail.revenueByMonth).toHaveLength(12);
    expect(detail.revenueByMonth.slice(-3).map((m: { revenue: string }) => m.revenue)).toEqual([
      "40.50",
      "20.99",
      "10.00",
    ]);
    const kl = new Date(current.getTime() + 8 * 3_600_000);
    expect(detail.revenueByMonth.at(-1).month).toBe(
      `${kl.getUTCFullYear()}-${String(kl.getUTCMonth() + 1).padStart(2, "0")}`,
    );

    // A member reassigned to another organisation's agent moves; the derived column follows.
    const { org: other, agent: otherAgent } = await organizationIn("approved");
    await t.db.update(users).set({ agentId: otherAgent.id }).where(eq(users.id, member.id));
    const [moved] = await t.db.select({ org: users.organizationId }).from(users).where(eq(users.id, member.id));
    expect(moved!.org).toBe(other.id);
    const list = (await admin.get(BASE)).json() as { id: string; totalUsers: number; monthlyRevenue: string }[];
    expect(list.find((o) => o.id === org.id)).toMatchObject({ totalUsers: 1, monthlyRevenue: "0.00" });
    expect(list.find((o) => o.id === other.id)).toMatchObject({ totalUsers: 2, monthlyRevenue: "10.00" });
  });

  it("shows an agent their own organisation, read-only", async () => {
    const { org, agent } = await organizationIn("approved");
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { email: agent.email, password: agent.password });
    const res = await client.get("/api/agent/organization");
    expect(res.statusCode).toBe(200);
    expect(res.json().organization).toMatchObject({ id: org.id, status: "approved" });
    expect(res.json().members.map((m: { id: string }) => m.id)).toEqual([agent.id]);
    const { client: lone } = await signedInUser(t.app, t.db, { role: "admin" });
    expect((await lone.get("/api/agent/organization")).json()).toEqual({
      organization: null,
      members: [],
      history: [],
    });
    const { client: user } = await signedInUser(t.app, t.db);
    expect((await user.get("/api/agent/organization")).statusCode).toBe(403);
  });
});

describe("the organisation's own domain", () => {
  const brandingOn = async (host: string) =>
    (await t.app.inject({ method: "GET", url: "/api/public/branding", headers: { host } })).json();

  it("brands only an approved organisation's domain", async () => {
    const domain = `cadangan.kop-${tag()}.my`;
    const { org } = await newOrganization({ customDomain: domain, name: "Koperasi Nelayan", primaryColor: "#1D4ED8" });
    const product = { organizationId: null, name: PRODUCT_BRANDING.name, logoUrl: null };
    expect(await brandingOn(domain)).toMatchObject(product); // pending
    await admin.post(`${BASE}/${org.id}/approve`);
    expect(await brandingOn(domain)).toMatchObject({
      organizationId: org.id,
      name: "Koperasi Nelayan",
      primaryColor: "#1D4ED8",
      secondaryColor: "#1E40AF",
    });
    expect(await brandingOn(`${domain.toUpperCase()}:443`)).toMatchObject({ organizationId: org.id });
    // Without TRUST_PROXY a forwarded host is not believed: the Host header decides.
    const forwarded = await t.app.inject({
      method: "GET",
      url: "/api/public/branding",
      headers: { host: "app.test", "x-forwarded-host": domain },
    });
    expect(forwarded.json()).toMatchObject(product);
    await admin.post(`${BASE}/${org.id}/suspend`, { reason: "Yuran tertunggak" });
    expect(await brandingOn(domain)).toMatchObject(product);
    expect(await brandingOn("tidak-dikenali.my")).toMatchObject(product);
    expect(await brandingOn("app.test")).toMatchObject(product);
  });

  it("makes a visitor who signs up there a member assigned to the agent; its origin may write, an unknown one may not", async () => {
    const domain = `kop-${tag()}.my`;
    const { org, agent } = await organizationIn("approved");
    await t.db.update(organizations).set({ customDomain: domain }).where(eq(organizations.id, org.id));
    // The directory caches for a few seconds; a direct database edit is not a transition.
    await admin.post(`${BASE}/${org.id}/suspend`, { reason: "x" });
    await admin.post(`${BASE}/${org.id}/reactivate`);

    const register = (origin: string, host: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: { host, origin, "content-type": "application/json" },
        payload: JSON.stringify({
          email: uniqueEmail("ahli"),
          password: DEFAULT_TEST_PASSWORD,
          firstName: "Nur",
          lastName: "Aisyah",
        }),
      });
    const joined = await register(`https://${domain}`, domain);
    expect(joined.statusCode, joined.body).toBe(201);
    const [row] = await t.db
      .select({ agentId: users.agentId, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, joined.json().id));
    expect(row).toEqual({ agentId: agent.id, organizationId: org.id });
    expect((await admin.get(`${BASE}/${org.id}`)).json().totalUsers).toBe(2);

    expect((await register(`http://${domain}`, domain)).statusCode).toBe(201); // http outside production
    for (const origin of ["https://tidak-dikenali.my", `https://${domain}:8443`, `https://x.${domain}`]) {
      const refused = await register(origin, domain);
      expect([refused.statusCode, refused.json().code], origin).toEqual([403, "FORBIDDEN_ORIGIN"]);
    }
    // The product's own host: a sign-up stays unassigned.
    const plain = await register("http://app.test", "app.test");
    expect(plain.statusCode).toBe(201);
    const [own] = await t.db.select({ agentId: users.agentId }).from(users).where(eq(users.id, plain.json().id));
    expect(own!.agentId).toBeNull();

    // Once suspended, the domain's writes are refused and its sign-ups join nobody.
    await admin.post(`${BASE}/${org.id}/suspend`, { reason: "Yuran tertunggak" });
    expect((await register(`https://${domain}`, domain)).statusCode).toBe(403);
  });
});

describe("behind a trusted proxy (TRUST_PROXY=true)", () => {
  it("reads the organisation's domain from X-Forwarded-Host", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const superAdmin = (await signedInUser(proxied.app, proxied.db, { role: "super_admin" })).client;
      const agent = await createUser(proxied.db, { role: "admin" });
      const domain = `kop-${tag()}.my`;
      const created = await superAdmin.post(BASE, {
        name: "Koperasi Proksi",
        slug: `proksi-${tag()}`,
        agentUserId: agent.id,
        customDomain: domain,
      });
      await superAdmin.post(`${BASE}/${created.json().organization.id}/approve`);
      const res = await proxied.app.inject({
        method: "GET",
        url: "/api/public/branding",
        headers: { host: "127.0.0.1:3000", "x-forwarded-host": domain, "x-forwarded-proto": "https" },
      });
      expect(res.json()).toMatchObject({ name: "Koperasi Proksi" });
    } finally {
      await proxied.close();
    }
  });
});

describe("logos", () => {
  it("takes a PNG or JPEG of at most 1 MB and serves it from the product", async () => {
    const { org } = await newOrganization();
    const upload = (data: string) => admin.post(`${BASE}/${org.id}/logo`, { data });
    const gif = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(100)]);
    expect((await upload(gif.toString("base64"))).json().code).toBe("LOGO_TYPE");
    // A PNG name on other bytes is still refused: the magic bytes decide.
    expect((await upload(`data:image/png;base64,${Buffer.from("<svg/>").toString("base64")}`)).json().code).toBe(
      "LOGO_TYPE",
    );
    const big = Buffer.concat([makeLogoPng(), Buffer.alloc(1024 * 1024)]);
    expect((await upload(big.toString("base64"))).json().code).toBe("LOGO_TOO_LARGE");

    const png = makeLogoPng();
    const saved = await upload(png.toString("base64"));
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl = (await admin.get(`${BASE}/${org.id}`)).json().logoUrl as string;
    expect(logoUrl).toMatch(new RegExp(`^/api/public/organizations/${org.id}/logo\\?v=\\d+$`));
    const served = await t.app.inject({ method: "GET", url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("max-age=31536000");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(String(served.headers["content-security-policy"])).toContain("img-src 'self' data:");

    const jpeg = makeJpegHeader(40, 20);
    expect((await upload(`data:image/jpeg;base64,${jpeg.toString("base64")}`)).statusCode).toBe(200);
    const again = await t.app.inject({ method: "GET", url: `/api/public/organizations/${org.id}/logo` });
    expect(again.headers["content-type"]).toBe("image/jpeg");
    const none = await t.app.inject({
      method: "GET",
      url: "/api/public/organizations/00000000-0000-4000-8000-000000000000/logo",
    });
    expect(none.statusCode).toBe(404);
  });
});

describe("members' branding", () => {
  it("header and export covers follow approve -> suspend -> reactivate", async () => {
    const { org, agent } = await newOrganization({ name: "Koperasi Nelayan Kuala Kedah" });
    await admin.post(`${BASE}/${org.id}/logo`, { data: makeLogoPng().toString("base64") });
    const { user, client } = await signedInUser(t.app, t.db);
    await t.db.update(users).set({ agentId: agent.id }).where(eq(users.id, user.id));
    const cover = async () => {
      const res = await client.post("/api/proposals/generate-pdf", { title: "Draf", content: "<p>Teks.</p>" });
      expect(res.statusCode).toBe(200);
      const file = path.join(scratch, `${tag()}.pdf`);
      await writeFile(file, res.rawPayload);
      return (await readPdfFile(file)).text;
    };
    const header = async () => (await client.get("/api/organization/branding")).json().name;
    expect(await cover()).not.toContain("Koperasi Nelayan Kuala Kedah"); // pending
    expect(await header()).toBe(PRODUCT_BRANDING.name);
    await admin.post(`${BASE}/${org.id}/approve`);
    expect(await cover()).toContain("Koperasi Nelayan Kuala Kedah");
    expect(await header()).toBe("Koperasi Nelayan Kuala Kedah");
    await admin.post(`${BASE}/${org.id}/suspend`, { reason: "Yuran tertunggak" });
    expect(await cover()).not.toContain("Koperasi Nelayan Kuala Kedah");
    expect(await header()).toBe(PRODUCT_BRANDING.name);
    await admin.post(`${BASE}/${org.id}/reactivate`);
    expect(await cover()).toContain("Koperasi Nelayan Kuala Kedah");
    expect(await header()).toBe("Koperasi Nelayan Kuala Kedah");
  });
});
