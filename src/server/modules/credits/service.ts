import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  AgentDto,
  BalanceDto,
  PricingTierDto,
  ProposalPackageDto,
  StarterClaimDto,
} from "../../../common/schemas/credits.js";
import { conflict } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { pricingTiers, proposalPackages, users } from "../../db/schema.js";
import { getSettings } from "../settings/service.js";
import { grantCredits } from "./ledger.js";

export async function getBalance(db: Db, userId: string): Promise<BalanceDto> {
  const [row] = await db
    .select({
      credits: users.credits,
      unlimited: users.unlimited,
      role: users.role,
      starterClaimedAt: users.starterClaimedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    credits: row?.credits ?? 0,
    unlimited: Boolean(row && (row.unlimited || row.role === "super_admin")),
    starterClaimed: Boolean(row?.starterClaimedAt),
  };
}

/**
 * The free starter credits: once per account, only while the balance is 0, never for unlimited
 * accounts. One conditional update decides, so concurrent claims grant exactly once.
 */
export async function claimStarterCredits(db: Db, userId: string): Promise<StarterClaimDto> {
  const { starter_credits: amount } = await getSettings(db, ["starter_credits"]);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(users)
      .set({ starterClaimedAt: new Date() })
      .where(
        and(
          eq(users.id, userId),
          eq(users.credits, 0),
          isNull(users.starterClaimedAt),
          eq(users.unlimited, false),
          ne(users.role, "super_admin"),
        ),
      )
      .returning({ id: users.id });
    if (!claimed) throw conflict("STARTER_NOT_ELIGIBLE");
    const credits = await grantCredits(tx, { userId, amount, kind: "starter", reference: "starter", actorId: userId });
    return { credits, unlimited: false, starterClaimed: true, granted: amount };
  });
}

export async function listPricingTiers(db: Db): Promise<PricingTierDto[]> {
  const rows = await db
    .select()
    .from(pricingTiers)
    .where(eq(pricingTiers.active, true))
    .orderBy(asc(pricingTiers.sortOrder));
  return rows.map((t) => ({
    id: t.id,
    credits: t.credits,
    priceRM: Number(t.priceRm),
    bonusCredits: t.bonusCredits,
    popular: t.popular,
  }));
}

export async function listProposalPackages(db: Db): Promise<ProposalPackageDto[]> {
  const { credit_value_rm: value } = await getSettings(db, ["credit_value_rm"]);
  const rows = await db
    .select()
    .from(proposalPackages)
    .where(eq(proposalPackages.active, true))
    .orderBy(asc(proposalPackages.sortOrder));
  return rows.map((p) => ({
    id: String(p.id),
    key: p.key,
    name: p.name,
    description: p.description,
    creditCost: p.creditCost,
    credits: p.creditCost,
    price: Math.round(p.creditCost * value * 100) / 100,
    sections: p.sections,
    wordCount: p.minWords,
    minWords: p.minWords,
    badge: p.badge,
    flow: p.flow,
  }));
}

export async function getAssignedAgent(db: Db, userId: string): Promise<AgentDto> {
  const agent = alias(users, "agent");
  const [row] = await db
    .select({ firstName: agent.firstName, lastName: agent.lastName, email: agent.email })
    .from(users)
    .innerJoin(agent, eq(agent.id, users.agentId))
    .where(eq(users.id, userId));
  if (!row) return { agentName: null, agentEmail: null };
  return { agentName: `${row.firstName} ${row.lastName}`.trim(), agentEmail: row.email };
}
