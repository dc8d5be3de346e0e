/**
 * Helpers for the progress-stream tests: a writer that hands over sections only when released, a
 * preview started the way the browser starts one, and an event stream read as it arrives.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { createBuiltinWriter } from "../../src/server/ai/builtin/composer.js";
import type { Writer } from "../../src/server/ai/writer.js";
import { signedInUser } from "./factories.js";
import { simpleForm } from "./forms.js";
import { sseEvents } from "./sse-events.js";
import type { TestApp } from "./test-app.js";

/** The streams' safety poll is an hour: every event that arrives was pushed. */
export const env = { GENERATION_EVENTS_POLL_MS: "3600000" };
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built-in composer, handing over each section only when the test releases it (jobs one after another). */
export function gatedWriter() {
  const builtin = createBuiltinWriter();
  let released = 0;
  let handed = 0;
  const waiting: (() => void)[] = [];
  const writer: Writer = {
    ...builtin,
    async sections(brief, outline, events) {
      const all = await builtin.sections(brief, outline);
      for (const [index, section] of all.entries()) {
        while (released <= handed) await new Promise<void>((resolve) => waiting.push(resolve));
        handed += 1;
        events?.onSection?.(index, section);
      }
      return all;
    },
  };
  const release = (count: number) => {
    released += count;
    for (const resume of waiting.splice(0)) resume();
  };
  return { writer, release };
}

/** An event stream read as it arrives, over a real connection. */
export async function openStream(app: TestApp, path: string, sessionToken: string) {
  const server = app.app.server;
  const address = server.listening
    ? `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    : await app.app.listen({ port: 0, host: "127.0.0.1" });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let ended = false;
  const request = http.get(`${address}${path}`, { headers: { cookie: `sid=${sessionToken}` } }, (res) => {
    let buffer = "";
    res.on("data", (chunk) => {
      buffer += chunk;
      const end = buffer.lastIndexOf("\n\n");
      if (end < 0) return;
      events.push(...sseEvents(buffer.slice(0, end + 2)).filter((e) => e.event !== "message"));
      buffer = buffer.slice(end + 2);
    });
    res.on("end", () => {
      ended = true;
    });
  });
  return { events, ended: () => ended, names: () => events.map((e) => e.event), close: () => request.destroy() };
}

export async function startPreview(app: TestApp) {
  const { client } = await signedInUser(app.app, app.db);
  const started = await client.post("/api/generate-proposal-preview", simpleForm({ tier: "professional" }), {
    prefer: "respond-async",
  });
  expect(started.statusCode).toBe(202);
  return { client, eventsUrl: started.json().eventsUrl as string };
}
