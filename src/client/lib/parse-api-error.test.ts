import { describe, expect, it } from "vitest";
import { isUnauthorizedError, parseApiError } from "./parse-api-error";

describe("parseApiError", () => {
  it("reads status, code, field and extra values from a JSON error body", () => {
    const error = new Error(
      '429: {"message":"Terlalu banyak percubaan.","code":"TOO_MANY_ATTEMPTS","details":{"retryAfterSeconds":840}}',
    );
    expect(parseApiError(error)).toEqual({
      status: 429,
      code: "TOO_MANY_ATTEMPTS",
      field: null,
      message: "Terlalu banyak percubaan.",
      params: { details: { retryAfterSeconds: 840 } },
    });
  });

  it("keeps a plain-text body as the message", () => {
    expect(parseApiError(new Error("502: Bad Gateway"))).toMatchObject({
      status: 502,
      code: null,
      message: "Bad Gateway",
    });
  });

  it("treats an error without a status prefix as a network failure", () => {
    expect(parseApiError(new TypeError("Failed to fetch"))).toMatchObject({ status: null, message: "Failed to fetch" });
  });
});

describe("isUnauthorizedError", () => {
  it("matches only a 401 that says Unauthorized", () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized","code":"UNAUTHORIZED"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"E-mel atau kata laluan tidak betul."}'))).toBe(false);
    expect(isUnauthorizedError(new Error("403: Unauthorized"))).toBe(false);
  });
});
