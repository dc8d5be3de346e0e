// `npm run db:migrate`: applies migrations and seed data to the configured database, then exits.
import { loadConfig } from "../config.js";
import { openConfiguredDatabase } from "./open-from-config.js";

const config = loadConfig();
const database = await openConfiguredDatabase(config);
console.log(`Migrations and seed data applied (${database.kind}).`);
await database.close();
