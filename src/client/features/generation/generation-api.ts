import type { GenerationStatusDto } from "../../../common/schemas/generation";
import { readJson, throwIfResNotOk } from "../../lib/api";

export type AcceptedJob = { jobId: string; eventsUrl: string };

/**
 * Starts a generation without waiting for it: `Prefer: respond-async` makes the server answer
 * 202 { jobId, eventsUrl } at once; a failure becomes Error("<status>: <body>") like every call.
 */
export async function startGeneration(url: string, body: unknown): Promise<AcceptedJob> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json", prefer: "respond-async" },
    body: JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return readJson<AcceptedJob>(res);
}

export async function fetchGeneration(jobId: string): Promise<GenerationStatusDto> {
  const res = await fetch(`/api/generations/${encodeURIComponent(jobId)}`, {
    credentials: "include",
    headers: { accept: "application/json" },
  });
  await throwIfResNotOk(res);
  return readJson<GenerationStatusDto>(res);
}
