import { describe, expect, it } from "vitest";
import {
  checkAddFree,
  checkAssignAdmin,
  checkAssignRole,
  checkAssignToAgent,
  checkDecision,
  checkGrant,
  checkPayout,
  checkSell,
  checkTransfer,
  parseWholeNumber,
} from "./forms";
import { sumRM, toSen } from "./sum-rm";

const USER = "123e4567-e89b-42d3-a456-426614174000";
const AGENT = "223e4567-e89b-42d3-a456-426614174001";

describe("parseWholeNumber", () => {
  it("reads typed whole numbers only", () => {
    expect(parseWholeNumber("12")).toBe(12);
    expect(parseWholeNumber(" 7 ")).toBe(7);
    for (const text of ["", "1.5", "1e3", "-2", "abc", "0x10"]) expect(parseWholeNumber(text)).toBeNaN();
  });
});

describe("the admin forms' checks", () => {
  it("grant: the dashboard sends amount; anything missing is 'All fields are required'", () => {
    expect(checkGrant({ userId: USER, amount: "50", reason: " Bonus " })).toEqual({
      ok: true,
      value: { targetUserId: USER, amount: 50, reason: "Bonus" },
    });
    for (const form of [
      { userId: "", amount: "50", reason: "x" },
      { userId: USER, amount: "", reason: "x" },
      { userId: USER, amount: "0", reason: "x" },
      { userId: USER, amount: "5", reason: " " },
    ]) {
      expect(checkGrant(form)).toEqual({ ok: false, error: "admin.validation.allRequired" });
    }
  });

  it("add free credits and sell: the credit page's 'Please fill in all required fields'", () => {
    expect(checkAddFree({ userId: USER, credits: "10", reason: "Promo" })).toEqual({
      ok: true,
      value: { targetUserId: USER, credits: 10, reason: "Promo" },
    });
    expect(checkAddFree({ userId: USER, credits: "10", reason: "" })).toEqual({
      ok: false,
      error: "admin.validation.fillRequired",
    });
    expect(checkSell({ userId: USER, credits: "100", paymentReference: "R-1" }).ok).toBe(true);
    expect(checkSell({ userId: USER, credits: "100", paymentReference: "" })).toEqual({
      ok: false,
      error: "admin.validation.fillRequired",
    });
  });

  it("roles: every role on the dashboard, user or agent on the credit page", () => {
    expect(checkAssignRole({ userId: USER, role: "super_admin" }).ok).toBe(true);
    expect(checkAssignRole({ userId: USER, role: "" })).toEqual({ ok: false, error: "admin.validation.allRequired" });
    expect(checkAssignAdmin({ userId: USER, role: "admin" })).toEqual({
      ok: true,
      value: { targetUserId: USER, role: "admin" },
    });
    expect(checkAssignAdmin({ userId: USER, role: "super_admin" })).toEqual({
      ok: false,
      error: "admin.validation.selectUserRole",
    });
    expect(checkAssignAdmin({ userId: "", role: "user" }).ok).toBe(false);
  });

  it("transfer: 'Please enter a valid amount'", () => {
    expect(checkTransfer({ userId: USER, amount: "5" })).toEqual({ ok: true, value: { userId: USER, amount: 5 } });
    for (const amount of ["", "0", "2.5", "-1", "1000001"]) {
      expect(checkTransfer({ userId: USER, amount })).toEqual({ ok: false, error: "admin.validation.validAmount" });
    }
  });

  it("assign to agent: 'Please select an agent'", () => {
    expect(checkAssignToAgent({ userId: USER, agentId: AGENT })).toEqual({
      ok: true,
      value: { userId: USER, targetAgentId: AGENT },
    });
    expect(checkAssignToAgent({ userId: USER, agentId: "" })).toEqual({
      ok: false,
      error: "admin.validation.selectAgent",
    });
  });

  it("a rejection needs its reason; a verification none", () => {
    expect(checkDecision("verified", "")).toEqual({ ok: true, value: { status: "verified" } });
    expect(checkDecision("rejected", "  ")).toEqual({ ok: false, error: "admin.validation.rejectReason" });
    expect(checkDecision("rejected", " Not received ")).toEqual({
      ok: true,
      value: { status: "rejected", reason: "Not received" },
    });
  });

  it("payout: an agent, at least one commission, a reference", () => {
    const form = { agentId: AGENT, commissionIds: [USER], payoutReference: " TRX-1 " };
    expect(checkPayout(form)).toEqual({ ok: true, value: { ...form, payoutReference: "TRX-1" } });
    expect(checkPayout({ ...form, agentId: "" })).toEqual({ ok: false, error: "admin.validation.selectAgent" });
    expect(checkPayout({ ...form, commissionIds: [] })).toEqual({
      ok: false,
      error: "admin.validation.payoutSelection",
    });
    expect(checkPayout({ ...form, payoutReference: "" })).toEqual({
      ok: false,
      error: "admin.validation.payoutReference",
    });
  });
});

describe("sumRM", () => {
  it("adds ringgit strings exactly, in sen", () => {
    expect(toSen("12.5")).toBe(1250);
    expect(toSen("0.05")).toBe(5);
    expect(toSen("-3.05")).toBe(-305);
    expect(toSen("1.234")).toBeNaN();
    expect(sumRM(["0.10", "0.20"])).toBe(0.3);
    expect(sumRM(["50.00", "100.05", "0.01"])).toBe(150.06);
    expect(sumRM([])).toBe(0);
  });
});
