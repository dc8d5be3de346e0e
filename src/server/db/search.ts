import { ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A user's search text as a LIKE pattern that matches it literally: %, _ and \ lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" over several columns; undefined when there is nothing to search. */
export function searchColumns(text: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
