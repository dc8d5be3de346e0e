import type { FastifyInstance } from "fastify";
import {
  AdminPaymentDto,
  AdminPaymentPageDto,
  AdminPaymentsQuery,
  CommissionSummaryDto,
  CommissionsQuery,
  PaymentDecisionInput,
  PaymentIdParams,
  PaymentStatsDto,
  PayoutInput,
  PayoutResultDto,
} from "../../../common/schemas/admin.js";
import { currentActor, requireAgent, requireSuperAdmin } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { sendInBackground } from "../../mail/mailer.js";
import { paymentDecidedMail } from "../../mail/templates.js";
import { commissionSummary, payCommissions } from "./commissions.js";
import { decidePayment, listPayments, paymentStats } from "./service.js";

/**
 * Payment verification and commissions. Agents act on the payments of their own users, super
 * admins on all: the scope is in each query, so another agent's payment is simply not found.
 */
export function paymentRoutes(app: FastifyInstance, { db, config, mailer }: Deps): void {
  const r = withZod(app);

  r.get(
    "/api/admin/payments",
    { onRequest: requireAgent, schema: { querystring: AdminPaymentsQuery, response: { 200: AdminPaymentPageDto } } },
    (request) => listPayments(db, currentActor(request), request.query),
  );

  r.patch(
    "/api/admin/payments/:id",
    {
      onRequest: requireAgent,
      schema: { params: PaymentIdParams, body: PaymentDecisionInput, response: { 200: AdminPaymentDto } },
    },
    async (request) => {
      const decision = await decidePayment(db, currentActor(request), request.params.id, request.body);
      if (decision.buyer) {
        sendInBackground(
          mailer,
          paymentDecidedMail(decision.buyer, decision.payment, decision.balance, config),
          request.log,
        );
      }
      return decision.payment;
    },
  );

  r.get(
    "/api/admin/payment-stats",
    { onRequest: requireAgent, schema: { response: { 200: PaymentStatsDto } } },
    (request) => paymentStats(db, currentActor(request)),
  );

  r.get(
    "/api/agent/commissions",
    { onRequest: requireAgent, schema: { querystring: CommissionsQuery, response: { 200: CommissionSummaryDto } } },
    (request) => commissionSummary(db, currentActor(request), request.query.agentId),
  );

  r.post(
    "/api/super-admin/commissions/payout",
    { onRequest: requireSuperAdmin, schema: { body: PayoutInput, response: { 200: PayoutResultDto } } },
    (request) => payCommissions(db, currentActor(request), request.body),
  );
}
