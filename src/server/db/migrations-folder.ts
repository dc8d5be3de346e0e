import { fromProjectRoot } from "../project-root.js";

/** Drizzle's migrations, applied at start by both databases. */
export const MIGRATIONS_DIR = fromProjectRoot("migrations");
