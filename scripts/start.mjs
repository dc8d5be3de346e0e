// `npm start`: builds the client and the server if needed, then runs the built server (plain
// JavaScript, dist/server/main.js) in this process.
import { pathToFileURL } from "node:url";
import { ensureClientBuilt } from "./client-build.mjs";
import { ensureServerBuilt, serverEntry } from "./server-build.mjs";

await ensureClientBuilt();
await ensureServerBuilt();
// Stack traces point into src/, not into the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
