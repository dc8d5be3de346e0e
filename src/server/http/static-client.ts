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
/** Data the landing page needs at its first paint, by the API path it is read from. */
export type BootData = () => Promise<Record<string, unknown>>;

/** The page with `data` in a JSON script before `</head>`, so the client renders it without a first fetch. */
export function withBootData(html: Buffer, data: Record<string, unknown>): string {
  // '<' is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return html
    .toString("utf8")
    .replace("</head>", `<script id="boot-data" type="application/json">${json}</script></head>`);
}

export async function registerClient(app: FastifyInstance, distDir: string, bootData?: BootData): Promise<void> {
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
  // The landing page's figures come with it: no layout shift when they would have arrived later.
  if (hasClient)
    app.get("/", async (request, reply) => {
      if (!bootData || !indexHtml) return sendIndex(reply);
      try {
        const page = withBootData(indexHtml, await bootData());
        return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
      } catch (error) {
        request.log.warn({ err: error }, "landing boot data unavailable");
        return sendIndex(reply);
      }
    });
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
    if (isPage && hasClient) return sendIndex(reply);
    return reply.status(404).send({ message: malay("errors.NOT_FOUND"), code: "NOT_FOUND" });
  });
}
