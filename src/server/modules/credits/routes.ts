import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contentDisposition } from "../../../common/document/file-name.js";
import {
  AddCreditsInput,
  CreditChangeResultDto,
  SellCreditsInput,
  TransferCreditsInput,
  TransferResultDto,
} from "../../../common/schemas/admin.js";
import {
  AgentDto,
  BalanceDto,
  BankDetailsDto,
  PaymentDto,
  PaymentSerialParams,
  PricingTierDto,
  ProposalPackageDto,
  PurchaseInput,
  PurchaseResultDto,
  StarterClaimDto,
} from "../../../common/schemas/credits.js";
import { publicAppUrl } from "../../config.js";
import { answerOnce, idempotencyKeyOf } from "../../core/idempotency.js";
import { enforceRateLimit } from "../../core/rate-limit.js";
import { currentActor, currentUser, requireAgent, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { ownReceipt } from "../payments/receipt.js";
import { createPurchase, findOwnPurchase, getBankDetails, listOwnPurchases } from "./purchases.js";
import {
  claimStarterCredits,
  getAssignedAgent,
  getBalance,
  listPricingTiers,
  listProposalPackages,
} from "./service.js";
import { addCredits, sellCredits, transferToUser } from "./staff-grants.js";

export function creditRoutes(app: FastifyInstance, { db, config, gateway }: Deps): void {
  const online = gateway ? { gateway, appUrl: publicAppUrl(config) } : null;
  const r = withZod(app);

  r.get("/api/credits/balance", { onRequest: requireUser, schema: { response: { 200: BalanceDto } } }, (request) =>
    getBalance(db, currentUser(request).id),
  );

  r.post(
    "/api/credits/starter",
    { onRequest: requireUser, schema: { response: { 200: StarterClaimDto } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      return answerOnce(db, request, reply, { userId, scope: "credits.starter", status: 200 }, (tx) =>
        claimStarterCredits(tx, userId),
      );
    },
  );

  // Public: the landing page and the shop show prices to visitors too.
  r.get("/api/credits/pricing", { schema: { response: { 200: z.array(PricingTierDto) } } }, () => listPricingTiers(db));
  r.get("/api/proposal-packages", { schema: { response: { 200: z.array(ProposalPackageDto) } } }, () =>
    listProposalPackages(db),
  );

  r.get("/api/user/agent", { onRequest: requireUser, schema: { response: { 200: AgentDto } } }, (request) =>
    getAssignedAgent(db, currentUser(request).id),
  );

  // Purchases: recorded as pending; an agent or super admin verifies them (admin area).
  r.post(
    "/api/credits/purchase-enhanced",
    { onRequest: requireUser, schema: { body: PurchaseInput, response: { 201: PurchaseResultDto } } },
    async (request, reply) => {
      const buyer = currentUser(request);
      // A malformed key is refused before the purchase counts against the hourly limit.
      idempotencyKeyOf(request.headers);
      await enforceRateLimit(db, `purchase:${buyer.id}`, 10, 60 * 60_000);
      return answerOnce(db, request, reply, { userId: buyer.id, scope: "credits.purchase", status: 201 }, (tx) =>
        createPurchase(tx, buyer.id, request.body, online),
      );
    },
  );

  r.get(
    "/api/credits/purchases",
    { onRequest: requireUser, schema: { response: { 200: z.array(PaymentDto) } } },
    (request) => listOwnPurchases(db, currentUser(request).id),
  );

  r.get(
    "/api/credits/purchases/:serial",
    { onRequest: requireUser, schema: { params: PaymentSerialParams, response: { 200: PaymentDto } } },
    (request) => findOwnPurchase(db, currentUser(request).id, request.params.serial),
  );

  r.get(
    "/api/credits/purchases/:serial/receipt",
    { onRequest: requireUser, schema: { params: PaymentSerialParams } },
    async (request, reply) => {
      const receipt = await ownReceipt(db, currentUser(request).id, request.params.serial);
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", contentDisposition(receipt.fileName))
        .header("Cache-Control", "private, no-store")
        .send(receipt.pdf);
    },
  );

  r.get("/api/credits/bank-details", { onRequest: requireUser, schema: { response: { 200: BankDetailsDto } } }, () =>
    getBankDetails(db, gateway !== null),
  );
}

/** Credits given by agents (from their stock) and super admins (new credits): the administration area. */
export function staffCreditRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);

  r.post(
    "/api/admin/credits/add",
    { onRequest: requireAgent, schema: { body: AddCreditsInput, response: { 200: CreditChangeResultDto } } },
    async (request, reply) => {
      const actor = currentActor(request);
      return answerOnce(db, request, reply, { userId: actor.id, scope: "credits.add", status: 200 }, (tx) =>
        addCredits(tx, actor, request.body),
      );
    },
  );

  r.post(
    "/api/admin/credits/sell",
    { onRequest: requireAgent, schema: { body: SellCreditsInput, response: { 200: CreditChangeResultDto } } },
    async (request, reply) => {
      const actor = currentActor(request);
      return answerOnce(db, request, reply, { userId: actor.id, scope: "credits.sell", status: 200 }, (tx) =>
        sellCredits(tx, actor, request.body),
      );
    },
  );

  r.post(
    "/api/agent/transfer-credits",
    { onRequest: requireAgent, schema: { body: TransferCreditsInput, response: { 200: TransferResultDto } } },
    async (request, reply) => {
      const actor = currentActor(request);
      return answerOnce(db, request, reply, { userId: actor.id, scope: "credits.transfer", status: 200 }, (tx) =>
        transferToUser(tx, actor, request.body),
      );
    },
  );
}
