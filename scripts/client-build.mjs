import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const indexFile = path.join(root, "dist/client/index.html");
const sources = ["src/client", "src/common", "vite.config.ts", "scripts/vite-precompress.ts", "package-lock.json"].map(
  (p) => path.join(root, p),
);

/** The newest modification time of a file or of anything under a directory (0 when missing). */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/client is missing or older than any client source. */
export function clientBuildIsStale() {
  if (!fs.existsSync(indexFile)) return true;
  const built = fs.statSync(indexFile).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

/** Builds the client with Vite when it is stale; prints one line either way. */
export async function ensureClientBuilt() {
  if (!clientBuildIsStale()) return;
  console.log("Building the web client (first start or changed sources)...");
  const { build } = await import("vite");
  await build({ root: path.join(root, "src/client"), configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
}
