import { TEMPORARY_PASSWORD_MIN } from "../../../common/schemas/super-admin";

/** Edit user: credits as typed, a whole number; empty is 0 (the documented default), anything else NaN. */
export function parseEditCredits(text: string): number {
  if (text.trim() === "") return 0;
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** Reset password, the documented checks in order: length, confirmation length, match (catalogue keys). */
export function checkResetPassword(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  if (password.length < TEMPORARY_PASSWORD_MIN) return { password: "superAdmin.reset.tooShort" };
  if (confirmation.length < TEMPORARY_PASSWORD_MIN) return { confirmation: "superAdmin.reset.confirmRequired" };
  if (password !== confirmation) return { confirmation: "superAdmin.reset.mismatch" };
  return {};
}
