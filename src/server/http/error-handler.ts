import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../core/errors.js";
import { isCatalogueKey, malay } from "../core/messages.js";
import { sqlState } from "../db/errors.js";

type ErrorBody = { message: string; code: string; field?: string; details?: Record<string, unknown> };

/**
 * What the log keeps of an unexpected error: its kind, code and first message line, and the
 * database's own message, never the query's parameters (a password hash, a phone number, an
 * address) that a failed query's message and stack carry.
 */
export function loggable(error: unknown): Record<string, unknown> {
  const e = error as { name?: string; code?: string; message?: string; cause?: unknown; query?: unknown };
  const cause = e.cause as { code?: string; message?: string } | undefined;
  const firstLine = (text: string | undefined) =>
    (text ?? "").split("\n")[0]!.replace(/params:.*$/i, "params: [redacted]");
  if (e.query !== undefined || /^Failed query/i.test(e.message ?? "")) {
    return { type: e.name ?? "Error", code: cause?.code, message: "Failed query", cause: firstLine(cause?.message) };
  }
  return { type: e.name ?? "Error", code: e.code, message: firstLine(e.message) };
}

/** Turns every thrown thing into `{ message, code }`; nothing a user can type produces a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) reply.header(name, value);
      const body: ErrorBody = { ...error.extra.body, message: error.message, code: error.code };
      if (error.extra.field) body.field = error.extra.field;
      if (error.extra.details) body.details = error.extra.details;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = error.validationContext ?? "body";
      const path = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".") || where;
      const raw = issue?.message ?? "";
      const message = isCatalogueKey(raw) ? malay(raw) : malay("validation.invalidField", { field: path });
      return reply.status(400).send({ message, code: "VALIDATION_ERROR", field: path } satisfies ErrorBody);
    }
    if (sqlState(error) === "23505") {
      // A unique index refused a row the service did not expect to collide (a race, a reference used
      // twice): the transaction is rolled back, so it is a conflict for the caller, not a server fault.
      request.log.warn({ err: loggable(error) }, "unique violation answered as 409");
      return reply.status(409).send({ message: malay("errors.ALREADY_EXISTS"), code: "ALREADY_EXISTS" });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send({ message: malay("errors.BODY_TOO_LARGE"), code: "BODY_TOO_LARGE" });
    if (status === 415) {
      return reply
        .status(403)
        .send({ message: malay("errors.UNSUPPORTED_CONTENT_TYPE"), code: "UNSUPPORTED_CONTENT_TYPE" });
    }
    if (error.code?.startsWith("FST_ERR_CTP") || error instanceof SyntaxError) {
      // A body that is not the JSON it claims to be: malformed, empty, wrong length.
      return reply.status(400).send({ message: malay("errors.INVALID_JSON"), code: "INVALID_JSON" });
    }
    if (status === 404) return reply.status(404).send({ message: malay("errors.NOT_FOUND"), code: "NOT_FOUND" });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: malay("errors.VALIDATION_ERROR"), code: "BAD_REQUEST" });
    }
    request.log.error({ err: loggable(error) }, "unhandled error");
    return reply.status(500).send({ message: malay("errors.INTERNAL"), code: "INTERNAL" });
  });
}
