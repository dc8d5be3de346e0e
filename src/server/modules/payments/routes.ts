import type { FastifyInstance } from "fastify";
import { z } from "zod";
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
  RefundInput,
  RefundResultDto,
  StaleOnlinePaymentDto,
} from "../../../common/schemas/admin.js";
import { enforceRateLimit } from "../../core/rate-limit.js";
import { currentActor, requireAgent, requireSuperAdmin } from "../../http/auth.js";
import { GATEWAY_CALLBACK_ROUTE } from "../../http/request-guards.js";
import { type Deps, withZod } from "../../http/types.js";
import { commissionSummary, payCommissions } from "./commissions.js";
import { sendDecisionMail } from "./decision-mail.js";
import { applyBillStatus, recordForgedCallback, type Settlement, staleOnlinePayments } from "./online.js";
import { refundPayment } from "./refunds.js";
import { paymentScope } from "./scope.js";
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
      if (decision.buyer)
        sendDecisionMail({ db, mailer, config }, decision.payment.id, decision.buyer, decision.balance, request.log);
      return decision.payment;
    },
  );

  r.post(
    "/api/super-admin/payments/:id/refund",
    {
      onRequest: requireSuperAdmin,
      schema: { params: PaymentIdParams, body: RefundInput, response: { 200: RefundResultDto } },
    },
    (request) => refundPayment(db, currentActor(request), request.params.id, request.body),
  );

  r.get(
    "/api/admin/payments/online-pending",
    { onRequest: requireAgent, schema: { response: { 200: z.array(StaleOnlinePaymentDto) } } },
    (request) => staleOnlinePayments(db, paymentScope(currentActor(request))),
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

const CallbackParams = z.object({ provider: z.enum(["billplz", "toyyibpay"]) });

/** A form body's text fields ('application/x-www-form-urlencoded' or 'multipart/form-data'). */
async function formFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") fields[name] = value;
  return fields;
}

/**
 * The payment gateway's server-to-server callback. Public by nature (the provider has no session);
 * the provider's signature is its guard, checked by the adapter before anything is read. Answers
 * quickly and the same way whatever happened, so a forger learns nothing; every arrival is
 * recorded as an event with its outcome.
 */
export function gatewayRoutes(app: FastifyInstance, { db, gateway, mailer, config }: Deps): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ["application/x-www-form-urlencoded", "multipart/form-data"],
      { parseAs: "buffer", bodyLimit: 32 * 1024 },
      async (request: { headers: Record<string, unknown> }, body: Buffer) =>
        formFields(body, String(request.headers["content-type"] ?? "")),
    );
    const r = withZod(scope);
    r.post(GATEWAY_CALLBACK_ROUTE, { schema: { params: CallbackParams } }, async (request, reply) => {
      // Providers post forms; anything else is not a callback.
      if (
        !/^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers["content-type"] ?? "")
      )
        return reply.status(415).send({ code: "UNSUPPORTED_CONTENT_TYPE" });
      if (!gateway || gateway.id !== request.params.provider) return reply.status(404).send({ code: "NOT_FOUND" });
      const fields = (request.body ?? {}) as Record<string, string>;
      if (typeof fields !== "object" || Array.isArray(fields)) return reply.status(400).send({ code: "BAD_REQUEST" });
      const status = await gateway.readCallback(fields);
      if (!status) {
        request.log.warn({ provider: gateway.id }, "payment gateway callback refused: bad signature");
        await recordForgedCallback(db, gateway, fields);
        // Only refused posts count, per address: forgeries can never crowd out the provider's own.
        await enforceRateLimit(db, `gateway-forged:${request.ip}`, 30, 60_000);
        return reply.status(200).type("text/plain").send("OK");
      }
      const settled: Settlement = await applyBillStatus(db, gateway, status, "callback", fields);
      if (settled.outcome !== "settled" && settled.outcome !== "failed" && settled.outcome !== "still_pending")
        request.log.warn(
          { provider: gateway.id, outcome: settled.outcome },
          "payment gateway callback changed nothing",
        );
      if ((settled.outcome === "settled" || settled.outcome === "failed") && settled.buyer && settled.payment)
        sendDecisionMail({ db, mailer, config }, settled.payment.id, settled.buyer, settled.balance, request.log);
      return reply.status(200).type("text/plain").send("OK");
    });
  });
}
