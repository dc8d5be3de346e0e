/** A process's resident memory in MB, from /proc (Linux), as the bench scripts report it. */
import fs from "node:fs";

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
