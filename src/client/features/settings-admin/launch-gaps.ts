import type { SettingDto } from "../../../common/schemas/settings";

/** A setting that still holds what the product starts with, where a buyer or a receipt needs the real one. */
export type LaunchGap = "support_contact" | "seller";

/** Addresses no mail reaches: reserved names ('.local', '.test', 'example.com'). */
const UNREACHABLE = /(?:\.(?:local|localhost|test|example|invalid)|@(?:[\w-]+\.)*example\.(?:com|org|net))$/i;

/**
 * What the super admin must still set before real users arrive: a support address mail can reach
 * (the contact page and the policies show it) and the seller's registration number and address
 * (printed on every official receipt).
 */
export function launchGaps(settings: SettingDto[]): LaunchGap[] {
  const value = (key: string) => settings.find((s) => s.key === key)?.value as Record<string, unknown> | undefined;
  const gaps: LaunchGap[] = [];
  const email = value("support_contact")?.email;
  if (typeof email !== "string" || UNREACHABLE.test(email.trim())) gaps.push("support_contact");
  const seller = value("seller");
  if (seller && (!seller.registrationNumber || !seller.address)) gaps.push("seller");
  return gaps;
}
