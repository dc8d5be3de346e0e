import type { FastifyInstance } from "fastify";
import { PublicInfoDto } from "../../../common/schemas/credits.js";
import { type Deps, withZod } from "../../http/types.js";
import { assistantCapabilities } from "../assist/capabilities.js";
import { getPublicInfo, keptCounts } from "./service.js";

/** How long the landing page's social-proof counts are kept before they are counted again. */
const COUNTS_KEPT_MS = 60_000;

export function publicRoutes(app: FastifyInstance, { db, engineName, writer }: Deps): void {
  const assistant = assistantCapabilities(writer);
  const counts = keptCounts(db, COUNTS_KEPT_MS);
  withZod(app).get("/api/public/info", { schema: { response: { 200: PublicInfoDto } } }, () =>
    getPublicInfo(db, engineName, assistant, counts),
  );
}
