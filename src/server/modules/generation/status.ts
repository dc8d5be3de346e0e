import type { GenerationStatusDto } from "../../../common/schemas/generation.js";
import type { JobRow } from "./job-store.js";

export function toStatusDto(job: JobRow): GenerationStatusDto {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress ?? {},
    result: job.result ?? null,
    error:
      job.status === "failed" ? { code: job.errorCode ?? "GENERATION_FAILED", message: job.errorMessage ?? "" } : null,
    proposalId: job.proposalId,
  };
}
