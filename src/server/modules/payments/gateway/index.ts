import type { GatewayConfig } from "../../../config.js";
import { billplzGateway } from "./billplz.js";
import { toyyibpayGateway } from "./toyyibpay.js";
import type { PaymentGateway } from "./types.js";

export type { Bill, BillRequest, BillStatus, GatewayId, PaymentGateway } from "./types.js";
export { GatewayError } from "./types.js";

/** The configured FPX gateway, or null when online banking is not offered. */
export function createGateway(config: GatewayConfig | null): PaymentGateway | null {
  if (!config) return null;
  return config.provider === "billplz" ? billplzGateway(config) : toyyibpayGateway(config);
}
