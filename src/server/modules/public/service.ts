import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { PublicInfoDto } from "../../../common/schemas/credits.js";
import type { Db } from "../../db/client.js";
import { proposalPackages, proposals, users } from "../../db/schema.js";
import type { AssistantCapabilities } from "../assist/capabilities.js";
import { getSettings } from "../settings/service.js";

const ACTIVE_WINDOW_DAYS = 90;

/**
 * The figures the public pages show. Social-proof counts are live and shown only past the
 * thresholds in settings; the rating only when one is configured. No invented numbers.
 */
export type PublicCounts = { activeUsers: number; finishedProposals: number };

/** The social-proof counts: two counts over whole tables, so callers keep them for a while (see routes). */
export async function publicCounts(db: Db): Promise<PublicCounts> {
  const since = new Date(Date.now() - ACTIVE_WINDOW_DAYS * 86_400_000);
  const [[active], [finished]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(ne(users.role, "super_admin"), gt(users.lastSeenAt, since))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(proposals)
      .where(inArray(proposals.status, ["completed", "approved"])),
  ]);
  return { activeUsers: active?.n ?? 0, finishedProposals: finished?.n ?? 0 };
}

/** Keeps the counts for `ttlMs`: a landing page view never counts a table (one count per minute at most). */
export function keptCounts(db: Db, ttlMs: number): () => Promise<PublicCounts> {
  let kept: { at: number; counts: Promise<PublicCounts> } | null = null;
  return () => {
    if (!kept || Date.now() - kept.at > ttlMs) {
      const counts = publicCounts(db);
      kept = { at: Date.now(), counts };
      // A failed count is not kept: the next view counts again.
      counts.catch(() => {
        if (kept?.counts === counts) kept = null;
      });
    }
    return kept.counts;
  };
}

export async function getPublicInfo(
  db: Db,
  engineName: string,
  assistant: AssistantCapabilities,
  counts: () => Promise<PublicCounts> = () => publicCounts(db),
): Promise<PublicInfoDto> {
  const s = await getSettings(db, [
    "credit_value_rm",
    "new_user_credits",
    "starter_credits",
    "ai_action_cost",
    "landing_min_active_users",
    "landing_min_finished_proposals",
    "landing_rating",
    "support_contact",
  ]);
  const [{ activeUsers, finishedProposals }, packages] = await Promise.all([
    counts(),
    db
      .select()
      .from(proposalPackages)
      .where(eq(proposalPackages.active, true))
      .orderBy(asc(proposalPackages.creditCost)),
  ]);
  const priced = (p: (typeof packages)[number]) => ({
    name: p.name,
    creditCost: p.creditCost,
    priceRM: Math.round(p.creditCost * s.credit_value_rm * 100) / 100,
  });
  const cheapest = packages[0];
  const flagship = packages.find((p) => p.badge === "POPULAR") ?? packages.at(-1);
  // The largest package a new account's free credits pay for (packages are sorted by cost).
  const free = packages.filter((p) => p.creditCost <= s.new_user_credits).at(-1);
  const described = (p: (typeof packages)[number]) => ({ ...priced(p), minWords: p.minWords, sections: p.sections });
  return {
    creditValueRM: s.credit_value_rm,
    newUserCredits: s.new_user_credits,
    starterCredits: s.starter_credits,
    aiActionCost: s.ai_action_cost,
    engineName,
    assistant,
    cheapestPackage: cheapest ? priced(cheapest) : null,
    flagshipPackage: flagship ? described(flagship) : null,
    freePackage: free ? described(free) : null,
    stats: {
      activeUsers: activeUsers >= s.landing_min_active_users ? activeUsers : null,
      finishedProposals: finishedProposals >= s.landing_min_finished_proposals ? finishedProposals : null,
      rating: typeof s.landing_rating === "number" ? s.landing_rating : null,
    },
    support: { email: s.support_contact.email, phone: s.support_contact.phone },
  };
}
