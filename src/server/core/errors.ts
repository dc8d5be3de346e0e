import { malay } from "./messages.js";

/** The one error class of the server: leaves as `{ message, code, field? }` with its status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    readonly extra: {
      field?: string;
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
      /** Extra top-level fields of the error body (e.g. the documented `error` of a failed preview). */
      body?: Record<string, unknown>;
    } = {},
  ) {
    super(message ?? malay(`errors.${code}`));
  }
}

export const unauthorized = () => new AppError(401, "UNAUTHORIZED");
export const forbidden = (code = "FORBIDDEN") => new AppError(403, code);
export const notFound = () => new AppError(404, "NOT_FOUND");
export const badRequest = (code: string, field?: string) => new AppError(400, code, undefined, field ? { field } : {});
export const conflict = (code: string) => new AppError(409, code);
