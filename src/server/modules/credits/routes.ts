import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  AgentDto,
  BalanceDto,
  PricingTierDto,
  ProposalPackageDto,
  StarterClaimDto,
} from "../../../common/schemas/credits.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import {
  claimStarterCredits,
  getAssignedAgent,
  getBalance,
  listPricingTiers,
  listProposalPackages,
} from "./service.js";

export function creditRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.get("/api/credits/balance", { onRequest: requireUser, schema: { response: { 200: BalanceDto } } }, (request) =>
    getBalance(db, currentUser(request).id),
  );

  r.post(
    "/api/credits/starter",
    { onRequest: requireUser, schema: { response: { 200: StarterClaimDto } } },
    (request) => claimStarterCredits(db, currentUser(request).id),
  );

  // Public: the landing page and the shop show prices to visitors too.
  r.get("/api/credits/pricing", { schema: { response: { 200: z.array(PricingTierDto) } } }, () => listPricingTiers(db));
  r.get("/api/proposal-packages", { schema: { response: { 200: z.array(ProposalPackageDto) } } }, () =>
    listProposalPackages(db),
  );

  r.get("/api/user/agent", { onRequest: requireUser, schema: { response: { 200: AgentDto } } }, (request) =>
    getAssignedAgent(db, currentUser(request).id),
  );
}
