import type { TFunction } from "i18next";

/**
 * A payment method's name. Online banking is named FPX only when an FPX gateway takes the payment;
 * without one it is a transfer from the buyer's online banking that a person verifies, and calling
 * it FPX promised a bank page that never comes.
 */
export function paymentMethodLabel(t: TFunction, method: string, viaGateway: boolean): string {
  return t(
    method === "online_banking" && !viaGateway
      ? "creditShop.form.methods.online_banking_manual"
      : `creditShop.form.methods.${method}`,
  );
}
