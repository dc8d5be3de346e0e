import { describe, expect, it } from "vitest";
import { createTurns } from "./turns.js";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Synchronous work, as a composition is.
  }
};

/**
 * The most pieces that ran between two ticks of a 1 ms interval while `run` is under way. Counted in
 * ticks, not milliseconds, so a machine slowed by other work counts the same: each piece holds the
 * loop for 30 ms, so the interval is due again after every piece the loop lets it through.
 */
async function mostPiecesBetweenTicks(run: (piece: () => void) => Promise<unknown>): Promise<number> {
  let sinceTick = 0;
  let most = 0;
  const tick = setInterval(() => {
    sinceTick = 0;
  }, 1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  try {
    await run(() => {
      busy(30);
      sinceTick += 1;
      most = Math.max(most, sinceTick);
    });
  } finally {
    clearInterval(tick);
  }
  return most;
}

describe("takeTurn", () => {
  it("answers each piece's result, in order, and passes a failure to its own caller only", async () => {
    const takeTurn = createTurns();
    const results = await Promise.allSettled([
      takeTurn(() => 1),
      takeTurn(async () => {
        throw new Error("no");
      }),
      takeTurn(async () => 3),
    ]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      1,
      "no",
      3,
    ]);
  });

  it("lets timers run between pieces started together: the loop is held for two pieces at most, not all", async () => {
    const PIECES = 8;
    // Without turns: all pieces started in the same turn run back to back.
    const together = await mostPiecesBetweenTicks((piece) =>
      Promise.all(Array.from({ length: PIECES }, async () => piece())),
    );
    expect(together).toBe(PIECES);
    const takeTurn = createTurns();
    const taking = await mostPiecesBetweenTicks((piece) =>
      Promise.all(Array.from({ length: PIECES }, () => takeTurn(piece))),
    );
    expect(taking).toBeLessThanOrEqual(2);
  });
});
