import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPostStream } from "./api";

function answer(body: string, contentType = "text/event-stream; charset=utf-8", status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, headers: { "content-type": contentType } })),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe("a streamed POST", () => {
  it("asks for the stream, hands on the pieces and answers the done body", async () => {
    answer(
      'event: delta\ndata: {"text":"Sa"}\n\nevent: reset\ndata: {}\n\nevent: delta\ndata: {"text":"ya"}\n\nevent: done\ndata: {"improvedContent":"Saya.","creditsDeducted":1,"balance":9}\n\n',
    );
    const seen: string[] = [];
    const result = await apiPostStream(
      "/api/ai/improve-section",
      { content: "x" },
      {
        onDelta: (text) => seen.push(text),
        onReset: () => seen.push("<reset>"),
      },
    );
    expect(seen).toEqual(["Sa", "<reset>", "ya"]);
    expect(result).toEqual({ improvedContent: "Saya.", creditsDeducted: 1, balance: 9 });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect((init?.headers ?? {}) as Record<string, string>).toMatchObject({
      accept: expect.stringContaining("text/event-stream"),
    });
  });

  it("turns `failed` and JSON errors into the client's usual errors", async () => {
    answer('event: failed\ndata: {"message":"Gagal.","code":"IMPROVE_FAILED"}\n\n');
    await expect(apiPostStream("/x", {}, { onDelta() {} })).rejects.toThrow(
      '502: {"message":"Gagal.","code":"IMPROVE_FAILED"}',
    );
    answer('{"message":"Kredit tidak mencukupi.","code":"INSUFFICIENT_CREDITS"}', "application/json", 402);
    await expect(apiPostStream("/x", {}, { onDelta() {} })).rejects.toThrow(/^402: /);
    answer('event: delta\ndata: {"text":"Sa"}\n\n');
    await expect(apiPostStream("/x", {}, { onDelta() {} })).rejects.toThrow(/^502: /);
  });

  it("reads a plain JSON answer as such", async () => {
    answer('{"improvedContent":"Saya."}', "application/json");
    expect(await apiPostStream("/x", {}, { onDelta() {} })).toEqual({ improvedContent: "Saya." });
  });
});
