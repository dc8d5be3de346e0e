type PgError = { code?: unknown; constraint?: unknown };

/** The SQLSTATE of a database error, possibly wrapped by Drizzle ('23505' unique, '23503' foreign key ...). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (
      typeof current === "object" &&
      typeof (current as PgError).code === "string" &&
      /^[0-9A-Z]{5}$/.test((current as PgError).code as string)
    ) {
      return (current as PgError).code as string;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation;
 * with `constraint`, only a violation of that constraint or unique index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === "object" && (current as PgError).code === "23505") {
      return constraint === undefined || (current as PgError).constraint === constraint;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
