export interface ApiErrorInfo {
  status: number | null;
  code: string | null;
  field: string | null;
  /** The server's own (Malay) message, or the raw error text. */
  message: string;
  /** Extra values of the error body (e.g. minutes), used for interpolation. */
  params: Record<string, unknown>;
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** Splits an Error("<status>: <body>") from lib/api into its parts. */
export function parseApiError(error: unknown): ApiErrorInfo {
  const raw = error instanceof Error ? error.message : String(error ?? "");
  const match = STATUS_PREFIX.exec(raw);
  if (!match) return { status: null, code: null, field: null, message: raw, params: {} };
  const status = Number(match[1]);
  const bodyText = match[2] ?? "";
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === "object") {
      const { message, code, field, ...params } = body as Record<string, unknown>;
      return {
        status,
        code: typeof code === "string" ? code : null,
        field: typeof field === "string" ? field : null,
        message: typeof message === "string" ? message : bodyText,
        params,
      };
    }
  } catch {
    // Not JSON: the body text is the message.
  }
  return { status, code: null, field: null, message: bodyText, params: {} };
}

/** The documented test: a 401 whose text says Unauthorized means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("401: ") && /Unauthorized/.test(error.message);
}
