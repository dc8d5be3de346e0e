/**
 * One rule for every text the server accepts, before any schema or query sees it: no NUL
 * character and no lone UTF-16 surrogate, in the body, the query or the path. PostgreSQL cannot
 * store either, so they are refused with a 400 that names the field, never a 500.
 */
import type { FastifyInstance } from "fastify";
import { AppError } from "../core/errors.js";
import { malay } from "../core/messages.js";

const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);
const MAX_DEPTH = 32;

/** The path of the first string (or key) in `value` that cannot be stored, or null. */
export function unstorableField(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return unstorable(value) ? path || "value" : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (unstorable(key)) return at;
    const found = unstorableField(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerInputRule(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = unstorableField(part);
      if (field) {
        throw new AppError(400, "INVALID_CHARACTERS", malay("errors.INVALID_CHARACTERS", { field }), { field });
      }
    }
  });
}
