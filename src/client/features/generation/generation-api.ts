import type { GenerationStatusDto } from "../../../common/schemas/generation";
import { readJson, throwIfResNotOk } from "../../lib/api";
import { IDEMPOTENCY_HEADER } from "../../lib/idempotency";

export type AcceptedJob = { jobId: string; eventsUrl: string };

/**
 * Starts a generation without waiting for it: `Prefer: respond-async` makes the server answer
 * 202 { jobId, eventsUrl } at once; a failure becomes Error("<status>: <body>") like every call.
 * The submission's key makes a repeat (a retry after a lost answer) get the same job.
 */
export async function startGeneration(url: string, body: unknown, key: string): Promise<AcceptedJob> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      prefer: "respond-async",
      [IDEMPOTENCY_HEADER]: key,
    },
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
