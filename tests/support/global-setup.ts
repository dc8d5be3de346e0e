// Builds the web client once before the suite when it is missing or stale: browser tests serve it.
// SKIP_CLIENT_BUILD=1 skips this for server-only runs (browser tests then fail if no build exists).
import { ensureClientBuilt } from "../../scripts/client-build.mjs";

export default async function setup(): Promise<void> {
  if (process.env.SKIP_CLIENT_BUILD === "1") return;
  await ensureClientBuilt();
}
