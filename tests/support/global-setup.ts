// Once before the suite: builds the web client when it is missing or stale (browser tests serve it;
// SKIP_CLIENT_BUILD=1 skips this for server-only runs), and makes the database every test file
// starts from (database-image.ts), removed after the run.
import { ensureClientBuilt } from "../../scripts/client-build.mjs";
import { IMAGE_ENV, makePgliteImage, makePostgresTemplate, TEMPLATE_ENV } from "./database-image.js";

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.SKIP_CLIENT_BUILD !== "1") await ensureClientBuilt();
  const url = process.env.TEST_DATABASE_URL || undefined;
  if (url) {
    const template = await makePostgresTemplate(url);
    process.env[TEMPLATE_ENV] = template.name;
    return template.remove;
  }
  const image = await makePgliteImage();
  process.env[IMAGE_ENV] = image.file;
  return async () => image.remove();
}
