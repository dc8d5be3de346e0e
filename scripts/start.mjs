// `npm start`: builds the client and the server if needed, then runs the built server (plain
// JavaScript, dist/server/main.js) in this process. Stack traces name the bundle's lines; with
// NODE_OPTIONS=--enable-source-maps they name the src/ files (reading the maps costs about 0.2 s
// of CPU at every start, so it is not the default).
import { pathToFileURL } from "node:url";
import { ensureClientBuilt } from "./client-build.mjs";
import { ensureServerBuilt, serverEntry } from "./server-build.mjs";

await ensureClientBuilt();
await ensureServerBuilt();
await import(pathToFileURL(serverEntry).href);
