import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { contentDisposition } from "../../../common/document/file-name.js";
import { imageInfo } from "../../../common/document/image.js";
import { EXPORT_STYLES } from "../../../common/document/model.js";
import { BrandingDto } from "../../../common/schemas/exports.js";
import { enforceRateLimit } from "../../core/rate-limit.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { type ExportFile, exportContent, exportStoredProposal, resolveBranding } from "./service.js";

const IdParams = z.object({ id: z.string().max(100) });

/** standard (the product's look) or formal (Times-like 12 pt, 1.5 spacing); anything else is 400. */
const StyleField = z.enum(EXPORT_STYLES, { error: "validation.exportStyle" }).default("standard");
const StyleQuery = z.object({ style: StyleField });

/** The body of generate-pdf / generate-word: the proposal as the browser holds it. */
export const GenerateExportInput = z.object({
  title: z.string({ error: "validation.incomplete" }).max(300, { error: "validation.titleTooLong" }).default(""),
  content: z
    .string({ error: "validation.incomplete" })
    .max(1_000_000, { error: "validation.contentTooLong" })
    .refine((c) => c.trim().length > 0, { error: "validation.incomplete" }),
  /** Accepted as documented, never trusted: the server counts words itself. */
  wordCount: z.number().nullable().optional(),
  packageType: z.string().max(100).nullable().optional(),
  style: StyleField,
});

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", contentDisposition(file.fileName))
    .header("Content-Length", String(file.bytes.byteLength))
    .header("Cache-Control", "private, no-store")
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/** Exports per user per minute: rendering is the costliest thing a user can ask for again and again. */
export const EXPORTS_PER_MINUTE = 30;

/** PDF and Word exports. Owner only; 404 for anyone else; 401 signed out; 429 past the per-user rate. */
export function exportRoutes(app: FastifyInstance, { db }: Deps): void {
  const r = withZod(app);
  const limit = async (request: FastifyRequest) =>
    enforceRateLimit(db, `export:${currentUser(request).id}`, EXPORTS_PER_MINUTE, 60_000);

  const stored = { onRequest: requireUser, preHandler: limit, schema: { params: IdParams, querystring: StyleQuery } };
  r.get("/api/proposals/:id/pdf", stored, async (request, reply) =>
    sendFile(
      reply,
      await exportStoredProposal(db, currentUser(request), request.params.id, "pdf", request.query.style),
    ),
  );
  r.post("/api/proposals/:id/pdf", stored, async (request, reply) =>
    sendFile(
      reply,
      await exportStoredProposal(db, currentUser(request), request.params.id, "pdf", request.query.style),
    ),
  );
  r.get("/api/proposals/:id/docx", stored, async (request, reply) =>
    sendFile(
      reply,
      await exportStoredProposal(db, currentUser(request), request.params.id, "docx", request.query.style),
    ),
  );

  const generate = { onRequest: requireUser, preHandler: limit, schema: { body: GenerateExportInput } };
  r.post("/api/proposals/generate-pdf", generate, async (request, reply) =>
    sendFile(reply, await exportContent(db, currentUser(request), request.body, "pdf")),
  );
  r.post("/api/proposals/generate-word", generate, async (request, reply) =>
    sendFile(reply, await exportContent(db, currentUser(request), request.body, "docx")),
  );

  // What the browser-built Word file carries: the same branding as the server's exports.
  r.get(
    "/api/exports/branding",
    { onRequest: requireUser, schema: { response: { 200: BrandingDto } } },
    async (request) => {
      const { branding, organisation } = await resolveBranding(db, currentUser(request));
      const logo = branding.logo;
      const type = logo && imageInfo(logo)?.type === "png" ? "png" : "jpeg";
      return {
        name: branding.name,
        color: branding.color,
        accent: branding.accent ?? null,
        organisation,
        logoDataUrl: logo ? `data:image/${type};base64,${Buffer.from(logo).toString("base64")}` : null,
      };
    },
  );
}
