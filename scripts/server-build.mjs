// The server bundled to plain JavaScript, so `npm start` runs it without compiling TypeScript:
// dist/server/main.js, beside it the code of the threads that write PDF and Word files
// (dist/server/export-worker.js), and the chunks both load on demand, with source maps. Packages
// stay in node_modules (imported, not bundled). Run directly to build.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { newestMtime } from "./client-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
/** Where `npm run build` and `npm start` put the server. */
export const serverDistDir = path.join(root, "dist/server");
/** The bundle `npm start` runs. */
export const serverEntry = path.join(serverDistDir, "main.js");
const entryPoints = {
  main: path.join(root, "src/server/main.ts"),
  "export-worker": path.join(root, "src/server/modules/exports/export-worker.ts"),
};
const sources = ["src/server", "src/common", "package-lock.json", "scripts/server-build.mjs"].map((p) =>
  path.join(root, p),
);

/**
 * Bundles the server into outdir (dist/server by default). The bundle finds the project's files from
 * the project's root (src/server/project-root.ts) and its packages from node_modules, so outdir must
 * be inside the project.
 */
export async function buildServer(outdir = serverDistDir) {
  const { build } = await import("esbuild");
  // Chunks are named by hash: a build starts from an empty directory so no old chunk is left behind.
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // What a module loads on demand (the PostgreSQL driver, the LLM client) is a chunk of its own,
    // beside main.js, with the packages it imports: an installation that never uses it never loads them.
    splitting: true,
    sourcemap: true,
    logLevel: "warning",
  });
}

/** True when dist/server is missing or older than any server source. */
export function serverBuildIsStale() {
  if (!fs.existsSync(serverEntry)) return true;
  const built = fs.statSync(serverEntry).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

/** Bundles the server when it is stale; prints one line when it does. */
export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return;
  console.log("Building the server (first start or changed sources)...");
  await buildServer();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await buildServer();
  console.log(`Server built in ${path.relative(root, serverDistDir)}`);
}
