import { eq } from "drizzle-orm";
import { packDocx } from "../../../common/document/docx.js";
import { exportFileName } from "../../../common/document/file-name.js";
import { buildProposalDocument } from "../../../common/document/from-html.js";
import {
  type Branding,
  PRODUCT_BRANDING,
  type ProposalDocument,
  proposalTypeLabel,
} from "../../../common/document/model.js";
import { prepareContent } from "../../content/prepare.js";
import type { Db } from "../../db/client.js";
import { organizations, users } from "../../db/schema.js";
import { AppError } from "../../http/errors.js";
import { findReadableProposal } from "../proposals/service.js";
import { organisationBranding } from "./branding.js";
import { renderPdf } from "./pdf.js";

type Actor = { id: string; role: string; firstName: string; lastName: string; organizationId: string | null };

export type ExportFile = { bytes: Uint8Array; fileName: string; contentType: string };

export const PDF_TYPE = "application/pdf";
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Whose name, colours and logo the exports carry, and the organisation the cover names: the
 * owner's organisation once approved; the product's branding and no organisation otherwise.
 */
export async function resolveBranding(
  db: Db,
  owner: { organizationId: string | null },
): Promise<{ branding: Branding; organisation: string | null }> {
  if (!owner.organizationId) return { branding: PRODUCT_BRANDING, organisation: null };
  const [org] = await db
    .select({
      name: organizations.name,
      status: organizations.status,
      primaryColor: organizations.primaryColor,
      secondaryColor: organizations.secondaryColor,
      logoUrl: organizations.logoUrl,
    })
    .from(organizations)
    .where(eq(organizations.id, owner.organizationId));
  const branding = organisationBranding(org);
  return { branding, organisation: branding === PRODUCT_BRANDING ? null : branding.name };
}

/** The proposal's owner: a super admin exporting someone's proposal gets the owner's name and branding. */
async function ownerOf(db: Db, actor: Actor, ownerId: string): Promise<Actor> {
  if (ownerId === actor.id) return actor;
  const [owner] = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner ?? actor;
}

/** At most a few renders at a time per process; the rest wait their turn (rendering yields anyway). */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

async function render(model: ProposalDocument, kind: "pdf" | "docx"): Promise<Uint8Array> {
  try {
    return await limited(() => (kind === "pdf" ? renderPdf(model) : packDocx(model)));
  } catch {
    const message = kind === "pdf" ? "Gagal memuat turun PDF." : "Gagal memuat turun fail Word";
    throw new AppError(500, "EXPORT_FAILED", message);
  }
}

/** A stored proposal as PDF or Word: owner (or super admin) only, otherwise 404. */
export async function exportStoredProposal(
  db: Db,
  actor: Actor,
  id: string,
  kind: "pdf" | "docx",
): Promise<ExportFile> {
  const proposal = await findReadableProposal(db, actor, id);
  const owner = await ownerOf(db, actor, proposal.userId);
  const model = buildProposalDocument({
    title: proposal.title,
    html: proposal.content,
    type: proposalTypeLabel(proposal.type),
    author: fullName(owner),
    ...(await resolveBranding(db, owner)),
  });
  const bytes = await render(model, kind);
  return {
    bytes,
    fileName: exportFileName(proposal.title, kind, kind === "pdf" ? "proposal" : `proposal-${proposal.id}`),
    contentType: kind === "pdf" ? PDF_TYPE : DOCX_TYPE,
  };
}

export type GenerateInput = { title: string; content: string; packageType?: string | null };

/** A file from content the browser holds (sanitised exactly as stored content is). */
export async function exportContent(
  db: Db,
  actor: Actor,
  input: GenerateInput,
  kind: "pdf" | "docx",
): Promise<ExportFile> {
  const { html } = prepareContent(input.content);
  const model = buildProposalDocument({
    title: input.title,
    html,
    type: proposalTypeLabel(input.packageType),
    author: fullName(actor),
    ...(await resolveBranding(db, actor)),
  });
  const bytes = await render(model, kind);
  return { bytes, fileName: exportFileName(input.title, kind), contentType: kind === "pdf" ? PDF_TYPE : DOCX_TYPE };
}
