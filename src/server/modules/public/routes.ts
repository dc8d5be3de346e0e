import type { FastifyInstance } from "fastify";
import { PublicInfoDto } from "../../../common/schemas/credits.js";
import { type Deps, withZod } from "../../http/types.js";
import { assistantCapabilities } from "../assist/capabilities.js";
import { getPublicInfo, keptCounts } from "./service.js";

/** How long the landing page's social-proof counts are kept before they are counted again. */
const COUNTS_KEPT_MS = 60_000;

/** The public figures as `/api/public/info` answers them, counts kept for a minute. */
export function publicInfoSource({ db, engineName, writer }: Pick<Deps, "db" | "engineName" | "writer">) {
  const assistant = assistantCapabilities(writer);
  const counts = keptCounts(db, COUNTS_KEPT_MS);
  return () => getPublicInfo(db, engineName, assistant, counts);
}

export function publicRoutes(app: FastifyInstance, deps: Deps, info = publicInfoSource(deps)): void {
  withZod(app).get("/api/public/info", { schema: { response: { 200: PublicInfoDto } } }, () => info());
}
