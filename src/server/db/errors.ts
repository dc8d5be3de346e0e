type PgError = { code?: unknown; constraint?: unknown };

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
