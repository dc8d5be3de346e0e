// The export thread's entry when running from the sources: the server runs its TypeScript through
// tsx, and a worker thread starts without the loader, so it registers tsx before loading the writers.
import { register } from "tsx/esm/api";

register();
await import("./export-worker.ts");
