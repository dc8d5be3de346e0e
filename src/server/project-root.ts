/**
 * Where the server finds its files at run time. The server runs from its TypeScript sources (tsx,
 * tests) or from the bundle in dist/server, so nothing is found relative to a module's own file:
 * every path starts at the project's root, the nearest directory above this code holding a
 * package.json.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const here = fileURLToPath(import.meta.url);

/** The project's root directory: package.json, migrations/, dist/, node_modules/. */
export const PROJECT_ROOT = findProjectRoot(path.dirname(here));

/** A path inside the project, e.g. fromProjectRoot("migrations"). */
export function fromProjectRoot(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}

/** True when this code runs from the TypeScript sources, false when it runs from the bundle. */
export const RUNNING_FROM_SOURCES = here.endsWith(".ts");
