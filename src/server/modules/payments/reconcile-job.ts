import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Mailer } from "../../mail/mailer.js";
import { sendDecisionMail } from "./decision-mail.js";
import type { PaymentGateway } from "./gateway/index.js";
import { reconcileBills } from "./online.js";

/**
 * Every minute, the bills due for a re-query are asked again (see reconcileBills): a lost callback
 * or a slow FPX B2B payment still settles, an abandoned bill closes. One run at a time; the buyer is
 * emailed as for a callback. Returns the stop function.
 */
export function startReconciliation(
  { db, gateway, mailer, config }: { db: Db; gateway: PaymentGateway | null; mailer: Mailer; config: Config },
  log: FastifyBaseLogger,
  everyMs = 60_000,
): () => void {
  if (!gateway) return () => {};
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      for (const settled of await reconcileBills(db, gateway)) {
        if ((settled.outcome === "settled" || settled.outcome === "failed") && settled.buyer && settled.payment)
          sendDecisionMail({ db, mailer, config }, settled.payment.id, settled.buyer, settled.balance, log);
      }
    } catch (error) {
      log.error({ err: error }, "payment reconciliation failed");
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
