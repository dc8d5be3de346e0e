import { describe, expect, it } from "vitest";
import { createTurns } from "./turns.js";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Synchronous work, as a composition is.
  }
};

/** The longest gap between ticks of a 1 ms interval while `run` is under way. */
async function longestGap(run: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  try {
    await run();
    // The tick that ends the last gap.
    await new Promise((resolve) => setTimeout(resolve, 5));
  } finally {
    clearInterval(tick);
  }
  return longest;
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
    const PIECE_MS = 30;
    const PIECES = 8;
    // Without turns: all pieces started in the same turn run back to back.
    const together = await longestGap(() => Promise.all(Array.from({ length: PIECES }, async () => busy(PIECE_MS))));
    expect(together).toBeGreaterThan(PIECE_MS * (PIECES - 1));
    const takeTurn = createTurns();
    const taking = await longestGap(() =>
      Promise.all(Array.from({ length: PIECES }, () => takeTurn(() => busy(PIECE_MS)))),
    );
    expect(taking).toBeLessThan(PIECE_MS * 3);
  });
});
