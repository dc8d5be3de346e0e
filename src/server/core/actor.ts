import type { Role } from "../../common/constants.js";

/**
 * Who is acting, as services see it: derived from the session at the HTTP edge
 * (`currentActor` in http/auth.ts) and passed down, so no service reads a request.
 */
export type Actor = { readonly id: string; readonly role: Role };
