// The Word writer thread's entry: the server runs its TypeScript through tsx, and a worker thread
// starts without the loader, so it registers tsx before loading the writer.
import { register } from "tsx/esm/api";

register();
await import("./docx-worker.ts");
