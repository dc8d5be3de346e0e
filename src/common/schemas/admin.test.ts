import { describe, expect, it } from "vitest";
import {
  AddCreditsInput,
  AdminPaymentsQuery,
  AssignAdminInput,
  PaymentDecisionInput,
  PayoutInput,
  SellCreditsInput,
  TransferCreditsInput,
} from "./admin";

const USER = "123e4567-e89b-42d3-a456-426614174000";
const OTHER = "223e4567-e89b-42d3-a456-426614174001";
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("AddCreditsInput", () => {
  it("normalises the dashboard's amount and the credit page's credits to one shape", () => {
    expect(AddCreditsInput.parse({ targetUserId: USER, amount: 25, reason: " Bonus " })).toEqual({
      targetUserId: USER,
      credits: 25,
      reason: "Bonus",
    });
    expect(AddCreditsInput.parse({ targetUserId: USER, credits: 40, reason: "Promo" })).toEqual({
      targetUserId: USER,
      credits: 40,
      reason: "Promo",
    });
  });

  it("takes credits when both are sent", () => {
    expect(AddCreditsInput.parse({ targetUserId: USER, credits: 5, amount: 7, reason: "x" }).credits).toBe(5);
  });

  it.each([
    [{ targetUserId: USER, amount: 0, reason: "x" }],
    [{ targetUserId: USER, amount: 1.5, reason: "x" }],
    [{ targetUserId: USER, credits: 1_000_001, reason: "x" }],
    [{ targetUserId: USER, amount: "10", reason: "x" }],
  ])("refuses an amount that is not a whole number from 1 to 1,000,000: %j", (body) => {
    const result = AddCreditsInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe("validation.creditsInvalid");
  });

  it("refuses a missing reason, a blank one and a target that is not an id", () => {
    expect(firstMessage(AddCreditsInput.safeParse({ targetUserId: USER, amount: 5 }))).toBe(
      "validation.allFieldsRequired",
    );
    expect(firstMessage(AddCreditsInput.safeParse({ targetUserId: USER, amount: 5, reason: "   " }))).toBe(
      "validation.allFieldsRequired",
    );
    expect(AddCreditsInput.safeParse({ targetUserId: "42", amount: 5, reason: "x" }).success).toBe(false);
    expect(AddCreditsInput.safeParse({ reason: "x" }).success).toBe(false);
  });

  it("caps the reason at 500 characters", () => {
    expect(AddCreditsInput.safeParse({ targetUserId: USER, amount: 5, reason: "a".repeat(500) }).success).toBe(true);
    expect(firstMessage(AddCreditsInput.safeParse({ targetUserId: USER, amount: 5, reason: "a".repeat(501) }))).toBe(
      "validation.tooLong",
    );
  });
});

describe("PaymentDecisionInput", () => {
  it("verifies without a reason", () => {
    expect(PaymentDecisionInput.parse({ status: "verified" })).toEqual({ status: "verified" });
  });

  it("needs a reason to reject, and an empty one is no reason", () => {
    for (const body of [
      { status: "rejected" },
      { status: "rejected", reason: "" },
      { status: "rejected", reason: "  " },
    ]) {
      const result = PaymentDecisionInput.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ["reason"],
        message: "validation.rejectionReasonRequired",
      });
    }
    expect(PaymentDecisionInput.parse({ status: "rejected", reason: " No transfer found " })).toEqual({
      status: "rejected",
      reason: "No transfer found",
    });
  });

  it("takes only verified or rejected, and reasons up to 500 characters", () => {
    expect(firstMessage(PaymentDecisionInput.safeParse({ status: "pending" }))).toBe(
      "validation.paymentDecisionInvalid",
    );
    expect(PaymentDecisionInput.safeParse({ status: "rejected", reason: "a".repeat(501) }).success).toBe(false);
  });
});

describe("the other admin bodies", () => {
  it("sell needs a payment reference", () => {
    expect(SellCreditsInput.safeParse({ targetUserId: USER, credits: 10, paymentReference: "R-1" }).success).toBe(true);
    expect(firstMessage(SellCreditsInput.safeParse({ targetUserId: USER, credits: 10, paymentReference: " " }))).toBe(
      "validation.requiredFields",
    );
  });

  it("assign-admin gives only user or admin", () => {
    expect(AssignAdminInput.safeParse({ targetUserId: USER, role: "admin" }).success).toBe(true);
    expect(firstMessage(AssignAdminInput.safeParse({ targetUserId: USER, role: "super_admin" }))).toBe(
      "validation.selectUserRole",
    );
  });

  it("a transfer is a whole number of credits", () => {
    expect(TransferCreditsInput.safeParse({ userId: USER, amount: 3 }).success).toBe(true);
    expect(firstMessage(TransferCreditsInput.safeParse({ userId: USER, amount: -3 }))).toBe(
      "validation.creditsInvalid",
    );
  });

  it("a payout names 1 to 500 distinct commissions and a reference", () => {
    const body = { agentId: USER, commissionIds: [OTHER], payoutReference: "TRX-9" };
    expect(PayoutInput.safeParse(body).success).toBe(true);
    expect(PayoutInput.safeParse({ ...body, commissionIds: [] }).success).toBe(false);
    expect(PayoutInput.safeParse({ ...body, commissionIds: [OTHER, OTHER] }).success).toBe(false);
    expect(PayoutInput.safeParse({ ...body, commissionIds: Array(501).fill(OTHER) }).success).toBe(false);
    expect(firstMessage(PayoutInput.safeParse({ ...body, payoutReference: "" }))).toBe(
      "validation.payoutReferenceRequired",
    );
  });

  it("list queries read empty parameters as not given and coerce paging", () => {
    expect(AdminPaymentsQuery.parse({ status: "", q: "", page: "2", pageSize: "10" })).toEqual({
      page: 2,
      pageSize: 10,
    });
    expect(AdminPaymentsQuery.safeParse({ status: "paid" }).success).toBe(false);
  });
});
