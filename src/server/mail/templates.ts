import en from "../../common/i18n/areas/mail.en.json" with { type: "json" };
import ms from "../../common/i18n/areas/mail.ms.json" with { type: "json" };
import { formatCredits, formatRM } from "../../common/money.js";
import { type Config, publicAppUrl } from "../config.js";
import type { Mail } from "./mailer.js";

type Language = "ms" | "en";
type Texts = (typeof ms)["mail"];
const catalogues: Record<Language, Texts> = { ms: ms.mail, en: en.mail };

type Recipient = { email: string; firstName: string; language: Language };

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));

function compose(to: Recipient, pick: (texts: Texts) => { subject: string; body: string }, params: object): Mail {
  const texts = pick(catalogues[to.language] ?? catalogues.ms);
  const values = { name: to.firstName, ...params } as Record<string, string | number>;
  return { to: to.email, subject: fill(texts.subject, values), text: fill(texts.body, values) };
}

/** The one-time sign-in link for a forgotten password or a locked account. */
export function signInLinkMail(to: Recipient, link: string, minutes: number): Mail {
  return compose(to, (t) => t.signInLink, { link, minutes });
}

/** Sent once an account is made: confirms the address and says where to start. */
export function welcomeMail(to: Recipient, appUrl: string, credits: number): Mail {
  return compose(to, (t) => t.welcome, { link: appUrl, credits });
}

type DecidedPayment = {
  tokenSerial: string;
  status: string;
  amountRm: string;
  credits: number;
  bonusCredits: number;
  rejectionReason: string | null;
};

/** Tells the buyer the decision on a purchase: the credits and new balance, or the reason for refusing it. */
export function paymentDecidedMail(
  to: Recipient,
  payment: DecidedPayment,
  balance: number | null,
  config: Pick<Config, "publicUrl" | "port">,
): Mail {
  const params = {
    serial: payment.tokenSerial,
    amount: formatRM(Number(payment.amountRm)),
    credits: formatCredits(payment.credits + payment.bonusCredits),
    balance: balance === null ? "" : formatCredits(balance),
    reason: payment.rejectionReason ?? "",
    link: `${publicAppUrl(config)}/payment/${encodeURIComponent(payment.tokenSerial)}`,
  };
  return compose(to, (t) => (payment.status === "verified" ? t.paymentVerified : t.paymentRejected), params);
}
