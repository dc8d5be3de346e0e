// `npm start`: builds the client if needed, then runs the server in this process.
import { register } from "tsx/esm/api";
import { ensureClientBuilt } from "./client-build.mjs";

await ensureClientBuilt();
register();
await import("../src/server/main.ts");
