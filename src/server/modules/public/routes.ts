import type { FastifyInstance } from "fastify";
import { PublicInfoDto } from "../../../common/schemas/credits.js";
import { type Deps, withZod } from "../../http/types.js";
import { assistantCapabilities } from "../assist/capabilities.js";
import { getPublicInfo } from "./service.js";

export function publicRoutes(app: FastifyInstance, { db, engineName, writer }: Deps): void {
  const assistant = assistantCapabilities(writer);
  withZod(app).get("/api/public/info", { schema: { response: { 200: PublicInfoDto } } }, () =>
    getPublicInfo(db, engineName, assistant),
  );
}
