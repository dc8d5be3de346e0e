import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureClientBuilt } from "../../scripts/client-build.mjs";
import { buildServer } from "../../scripts/server-build.mjs";
import { ProcessClient, type ServerProcess, startServerProcess } from "../support/server-process.js";

/**
 * The server as `npm start` runs it: bundled by the same build function into a folder of its own,
 * started with plain `node` (no TypeScript loader) from another working directory, on a fresh
 * embedded database. Everything it reads at run time (migrations, the web client, the PDF fonts, the
 * export threads that write PDF and Word files) must be found from the bundle.
 */
const root = path.resolve(import.meta.dirname, "../..");
let bundleDir: string;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  await ensureClientBuilt();
  // Inside the project: the bundle imports its packages from the project's node_modules.
  fs.mkdirSync(path.join(root, "test-artifacts"), { recursive: true });
  bundleDir = fs.mkdtempSync(path.join(root, "test-artifacts", "server-bundle-"));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kertas-compiled-"));
  await buildServer(bundleDir);
  server = await startServerProcess(
    {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      // Empty is unset: the default, the project's own dist/client.
      CLIENT_DIST_DIR: "",
      SUPER_ADMIN_PASSWORD: "Xx-Admin-2026!x",
    },
    { args: ["--enable-source-maps", path.join(bundleDir, "main.js")], cwd: os.tmpdir() },
  );
});

afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (bundleDir) fs.rmSync(bundleDir, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("is a bundle with no TypeScript left to load", () => {
    const bundle = fs.readFileSync(path.join(bundleDir, "main.js"), "utf8");
    expect(bundle).not.toMatch(/from\s+["'][^"']*\.ts["']/);
    expect(fs.existsSync(path.join(bundleDir, "export-worker.js"))).toBe(true);
    expect(fs.existsSync(path.join(bundleDir, "main.js.map"))).toBe(true);
  });

  it("answers /healthz on its migrated embedded database", async () => {
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "pglite" });
  });

  it("serves the web client's page at / and for the client's own routes", async () => {
    const indexHtml = fs.readFileSync(path.join(root, "dist/client/index.html"), "utf8");
    for (const url of ["/", "/dashboard"]) {
      const res = await fetch(`${server.baseUrl}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      // The landing page is the page with its public figures in a data script; every other route is the page itself.
      const body = await res.text();
      expect(body.replace(/<script id="boot-data" type="application\/json">[^<]*<\/script>/, "")).toBe(indexHtml);
      expect(body.includes('id="boot-data"')).toBe(url === "/");
    }
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${server.baseUrl}${script}`)).status).toBe(200);
  });

  it("signs a new user up, out and in again", async () => {
    const user = new ProcessClient(server.baseUrl);
    const account = { email: "binaan.pelayan@contoh.my", password: "Kebun-Durian-2026" };
    const registered = await user.post("/api/auth/register", { ...account, firstName: "Siti", lastName: "Aminah" });
    expect(registered.status).toBe(201);
    expect((await user.post("/api/auth/logout")).status).toBe(204);
    expect((await user.get("/api/auth/user")).status).toBe(401);
    const signedIn = await user.post("/api/auth/login", account);
    expect(signedIn.status).toBe(200);
    const me = await user.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: account.email, firstName: "Siti" });
  });

  it("signs the super admin in with the password it was started with", async () => {
    const admin = new ProcessClient(server.baseUrl);
    const res = await admin.post("/api/auth/login", {
      email: "superadmin@kertas-ai.local",
      password: "Xx-Admin-2026!x",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ role: "super_admin" });
  });

  it("exports a PDF (its fonts) and a Word file, both on its export threads", async () => {
    const user = new ProcessClient(server.baseUrl);
    const registered = await user.post("/api/auth/register", {
      email: "eksport.binaan@contoh.my",
      password: "Kebun-Durian-2026",
      firstName: "Ahmad",
      lastName: "Faiz",
    });
    expect(registered.status).toBe(201);
    const paper = { title: "Kertas Kerja Gotong-Royong", content: "<h2>Pengenalan</h2><p>Gotong-royong kampung.</p>" };
    const pdf = await user.post("/api/proposals/generate-pdf", paper);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    const word = await user.post("/api/proposals/generate-word", paper);
    expect(word.status).toBe(200);
    expect(
      Buffer.from(await word.arrayBuffer())
        .subarray(0, 2)
        .toString("latin1"),
    ).toBe("PK");
  });
});
