import { describe, expect, it } from "vitest";
import { createSseParser, readSse, type SseEvent } from "./sse";

function collect(chunks: string[]): SseEvent[] {
  const seen: SseEvent[] = [];
  const parser = createSseParser((e) => seen.push(e));
  for (const chunk of chunks) parser.push(chunk);
  return seen;
}

const whole =
  'event: delta\ndata: {"text":"Sa"}\n\nevent: delta\ndata: {"text":"lam"}\n\n: keep-alive\n\nevent: done\ndata: {"ok":true}\n\n';
const expected = [
  { event: "delta", data: '{"text":"Sa"}' },
  { event: "delta", data: '{"text":"lam"}' },
  { event: "done", data: '{"ok":true}' },
];

describe("the SSE reader", () => {
  it("reads whole events", () => {
    expect(collect([whole])).toEqual(expected);
  });

  it("reads events split at every possible place", () => {
    for (let i = 1; i < whole.length; i++) {
      expect(collect([whole.slice(0, i), whole.slice(i)])).toEqual(expected);
    }
    expect(collect([...whole])).toEqual(expected);
  });

  it("holds back an unfinished event, accepts CRLF, joins data lines", () => {
    expect(collect(["event: delta\ndata: {}"])).toEqual([]);
    expect(collect(["event: a\r\ndata: x\r\ndata: y\r\n\r\n"])).toEqual([{ event: "a", data: "x\ny" }]);
    expect(collect(["data: plain\n\n"])).toEqual([{ event: "message", data: "plain" }]);
  });

  it("decodes a character split across body chunks", async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Sedang menulis…"}\n\n');
    const at = bytes.length - 6; // inside the three bytes of the ellipsis (then `"}` and two newlines)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, at));
        controller.enqueue(bytes.slice(at));
        controller.close();
      },
    });
    const seen: SseEvent[] = [];
    await readSse(body, (e) => seen.push(e));
    expect(seen).toEqual([{ event: "delta", data: '{"text":"Sedang menulis…"}' }]);
  });
});
