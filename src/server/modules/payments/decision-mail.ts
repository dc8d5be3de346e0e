import { eq } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { payments } from "../../db/schema.js";
import { type Mailer, type MailLog, sendInBackground } from "../../mail/mailer.js";
import { paymentDecidedMail } from "../../mail/templates.js";
import { getSetting } from "../settings/service.js";
import { receiptFileName, renderReceipt } from "./receipt.js";

type Buyer = { email: string; firstName: string; language: "ms" | "en" };

/**
 * Tells the buyer the decision on a purchase, after the answer has gone: a verified one with its
 * official receipt attached. A receipt that cannot be drawn never stops the email.
 */
export function sendDecisionMail(
  deps: { db: Db; mailer: Mailer; config: Config },
  paymentId: string,
  buyer: Buyer,
  balance: number | null,
  log: Pick<MailLog, "error">,
): void {
  void (async () => {
    const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) return;
    const mail = paymentDecidedMail(buyer, payment, balance, deps.config);
    if (payment.status === "verified") {
      try {
        const seller = await getSetting(deps.db, "seller");
        const pdf = await renderReceipt(payment, buyer.email, seller);
        mail.attachments = [
          { filename: receiptFileName(payment.tokenSerial), content: pdf, contentType: "application/pdf" },
        ];
      } catch (error) {
        log.error({ err: error }, "Receipt not drawn for the email");
      }
    }
    sendInBackground(deps.mailer, mail, log);
  })().catch((error: unknown) => log.error({ err: error }, "Email not sent"));
}
