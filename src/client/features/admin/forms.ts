import { ROLES, type Role } from "../../../common/constants";
import {
  type AddCreditsBody,
  AddCreditsInput,
  AgentAssignUserInput,
  ASSIGNABLE_ADMIN_ROLES,
  AssignAdminInput,
  AssignRoleInput,
  PaymentDecisionInput,
  PayoutInput,
  SellCreditsInput,
  TransferCreditsInput,
} from "../../../common/schemas/admin";

/**
 * The administration forms' checks, pure: the shared schemas decide, and a failure becomes the
 * documented message of that form (a catalogue key), not the schema's field message.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** A typed whole number ('12', ' 12 '); anything else (empty, '1.5', '1e3', '-2') is NaN. */
export function parseWholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

function check<T>(schema: { safeParse(v: unknown): { success: boolean } }, value: T, error: string): Checked<T> {
  return schema.safeParse(value).success ? { ok: true, value } : { ok: false, error };
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Dashboard: grant credits (user, amount, reason) -> 'All fields are required'. */
export function checkGrant(form: { userId: string; amount: string; reason: string }): Checked<AddCreditsBody> {
  const body = { targetUserId: form.userId, amount: parseWholeNumber(form.amount), reason: form.reason.trim() };
  return check(AddCreditsInput, body, "admin.validation.allRequired");
}

/** Credit page: add free credits (user, credits, reason) -> 'Please fill in all required fields'. */
export function checkAddFree(form: { userId: string; credits: string; reason: string }): Checked<AddCreditsBody> {
  const body = { targetUserId: form.userId, credits: parseWholeNumber(form.credits), reason: form.reason.trim() };
  return check(AddCreditsInput, body, "admin.validation.fillRequired");
}

/** Credit page: sell credits (user, credits, payment reference) -> 'Please fill in all required fields'. */
export function checkSell(form: { userId: string; credits: string; paymentReference: string }) {
  const body = {
    targetUserId: form.userId,
    credits: parseWholeNumber(form.credits),
    paymentReference: form.paymentReference.trim(),
  };
  return check(SellCreditsInput, body, "admin.validation.fillRequired");
}

/** Dashboard: assign any role -> 'All fields are required'. */
export function checkAssignRole(form: { userId: string; role: string }) {
  if (!isRole(form.role)) return { ok: false, error: "admin.validation.allRequired" } as const;
  return check(AssignRoleInput, { targetUserId: form.userId, newRole: form.role }, "admin.validation.allRequired");
}

/** Credit page: user or admin -> 'Please select a user and role'. */
export function checkAssignAdmin(form: { userId: string; role: string }) {
  const role = (ASSIGNABLE_ADMIN_ROLES as readonly string[]).includes(form.role)
    ? (form.role as (typeof ASSIGNABLE_ADMIN_ROLES)[number])
    : null;
  if (!role) return { ok: false, error: "admin.validation.selectUserRole" } as const;
  return check(AssignAdminInput, { targetUserId: form.userId, role }, "admin.validation.selectUserRole");
}

/** Agent page: transfer -> 'Please enter a valid amount'. */
export function checkTransfer(form: { userId: string; amount: string }) {
  const body = { userId: form.userId, amount: parseWholeNumber(form.amount) };
  return check(TransferCreditsInput, body, "admin.validation.validAmount");
}

/** Agent page: assign or reassign -> 'Please select an agent'. */
export function checkAssignToAgent(form: { userId: string; agentId: string }) {
  if (!form.userId) return { ok: false, error: "admin.validation.selectBoth" } as const;
  const body = { userId: form.userId, targetAgentId: form.agentId };
  return check(AgentAssignUserInput, body, "admin.validation.selectAgent");
}

/** A payment decision: a rejection needs its reason. */
export function checkDecision(decision: "verified" | "rejected", reason: string) {
  const body = decision === "rejected" ? { status: decision, reason: reason.trim() } : { status: decision };
  return check(PaymentDecisionInput, body, "admin.validation.rejectReason");
}

/** Payout: an agent, at least one commission, a reference. */
export function checkPayout(form: { agentId: string; commissionIds: string[]; payoutReference: string }) {
  if (!form.agentId) return { ok: false, error: "admin.validation.selectAgent" } as const;
  if (form.commissionIds.length === 0) return { ok: false, error: "admin.validation.payoutSelection" } as const;
  const body = { ...form, payoutReference: form.payoutReference.trim() };
  return check(PayoutInput, body, "admin.validation.payoutReference");
}
