import { sql } from "drizzle-orm";
import { seedTemplates } from "../modules/templates/service.js";
import type { Db } from "./client.js";
import { pricingTiers, proposalPackages, settings } from "./schema.js";
import { DEFAULT_PACKAGES, DEFAULT_PRICING_TIERS, DEFAULT_SETTINGS } from "./seed-data.js";

/** Idempotent: inserts what is missing and never overwrites what an administrator changed. */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(proposalPackages)
      .values(DEFAULT_PACKAGES.map((p) => ({ ...p })))
      .onConflictDoNothing();
    await tx
      .insert(pricingTiers)
      .values(DEFAULT_PRICING_TIERS.map((t) => ({ ...t })))
      .onConflictDoNothing();
    await tx
      .insert(settings)
      .values(
        Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value: sql`${JSON.stringify(value)}::jsonb` })),
      )
      .onConflictDoNothing();
    await seedTemplates(tx);
  });
}
