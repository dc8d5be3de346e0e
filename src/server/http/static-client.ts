import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { malay } from "../core/messages.js";

/**
 * Serves the built React client: hashed assets cached for a year and sent as built (their Brotli or
 * gzip copy when the browser takes it), every other non-API GET answered with index.html, kept in
 * memory, so the client's router decides (its not-found screen included).
 */
export async function registerClient(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const hasClient = fs.existsSync(indexFile);
  // Read once: the shell changes only with a new build, which restarts the server.
  const indexHtml = hasClient ? fs.readFileSync(indexFile) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexHtml);
  if (hasClient) app.get("/", (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
    if (isPage && hasClient) return sendIndex(reply);
    return reply.status(404).send({ message: malay("errors.NOT_FOUND"), code: "NOT_FOUND" });
  });
}
