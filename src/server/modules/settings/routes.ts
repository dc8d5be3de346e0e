import type { FastifyInstance } from "fastify";
import { SettingDto, SettingKeyParams, SettingListDto, SettingUpdateInput } from "../../../common/schemas/settings.js";
import { currentActor, requireSuperAdmin } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { listEditableSettings, updateSetting } from "./admin.js";

/** The settings page of the super admin: credit value, commission rate, starting credits, bank details ... */
export function settingRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.get(
    "/api/super-admin/settings",
    { onRequest: requireSuperAdmin, schema: { response: { 200: SettingListDto } } },
    () => listEditableSettings(db),
  );

  r.put(
    "/api/super-admin/settings/:key",
    {
      onRequest: requireSuperAdmin,
      schema: { params: SettingKeyParams, body: SettingUpdateInput, response: { 200: SettingDto } },
    },
    (request) => updateSetting(db, currentActor(request), request.params.key, request.body.value),
  );
}
