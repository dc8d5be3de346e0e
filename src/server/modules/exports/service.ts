import { eq } from "drizzle-orm";
import { exportFileName, proposalFileName } from "../../../common/document/file-name.js";
import { buildProposalDocument } from "../../../common/document/from-html.js";
import {
  type Branding,
  documentTypeLabel,
  documentWordCount,
  type ExportStyle,
  PRODUCT_BRANDING,
  type ProposalDocument,
  paperLanguage,
} from "../../../common/document/model.js";
import { KINDS } from "../../../common/kinds/index.js";
import { prepareContent } from "../../content/prepare.js";
import type { Actor as BaseActor } from "../../core/actor.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { organizationLogos, organizations, users } from "../../db/schema.js";
import { findReadableProposal, toProposalDto } from "../proposals/service.js";
import { organisationBranding } from "./branding.js";
import { exportOffThread } from "./export-thread.js";

/** The acting user with what an export prints of them: the author's name and organisation. */
type Actor = BaseActor & { firstName: string; lastName: string; organizationId: string | null };

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
      logoType: organizationLogos.contentType,
      logoData: organizationLogos.data,
    })
    .from(organizations)
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where(eq(organizations.id, owner.organizationId));
  // The uploaded logo (stored by the product) comes first; an older data: URL in logo_url still works.
  const logoUrl = org?.logoData ? `data:${org.logoType};base64,${org.logoData.toString("base64")}` : org?.logoUrl;
  const branding = organisationBranding(org && { ...org, logoUrl: logoUrl ?? null });
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

/**
 * At most a few renders at a time per process; the rest wait their turn. Both kinds are written on
 * the export threads (export-thread.ts), never on the main thread: a render takes a few hundred
 * milliseconds of layout, which would hold up every other request.
 */
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

/** The longest document exported: far past any package (Exclusive is about 4,000 words). */
export const MAX_EXPORT_WORDS = 100_000;

async function render(model: ProposalDocument, kind: "pdf" | "docx"): Promise<Uint8Array> {
  if (documentWordCount(model) > MAX_EXPORT_WORDS) {
    throw new AppError(413, "EXPORT_TOO_LARGE", undefined, { details: { maxWords: MAX_EXPORT_WORDS } });
  }
  try {
    return await limited(() => exportOffThread(kind, model));
  } catch {
    const message = kind === "pdf" ? "Gagal memuat turun PDF." : "Gagal memuat turun fail Word";
    throw new AppError(500, "EXPORT_FAILED", message);
  }
}

/**
 * A stored proposal as PDF or Word: owner (or super admin) only, otherwise 404. The cover names
 * the paper's kind, the applicant it comes from (else the owner's organisation) and its addressee.
 */
export async function exportStoredProposal(
  db: Db,
  actor: Actor,
  id: string,
  kind: "pdf" | "docx",
  style: ExportStyle = "standard",
): Promise<ExportFile> {
  const row = await findReadableProposal(db, actor, id);
  const owner = await ownerOf(db, actor, row.userId);
  const proposal = toProposalDto(row);
  const { branding, organisation } = await resolveBranding(db, owner);
  const language = paperLanguage(proposal.content);
  const model = buildProposalDocument({
    title: proposal.title,
    html: proposal.content,
    language,
    type: documentTypeLabel(proposal.kind ? KINDS[proposal.kind].label[language] : null, proposal.type, language),
    author: fullName(owner),
    organisation: proposal.applicant ?? organisation,
    preparedFor: proposal.addressee,
    branding,
    style,
  });
  const bytes = await render(model, kind);
  return {
    bytes,
    fileName: proposalFileName(proposal, kind),
    contentType: kind === "pdf" ? PDF_TYPE : DOCX_TYPE,
  };
}

export type GenerateInput = { title: string; content: string; packageType?: string | null; style?: ExportStyle };

/** A file from content the browser holds (sanitised exactly as stored content is). */
export async function exportContent(
  db: Db,
  actor: Actor,
  input: GenerateInput,
  kind: "pdf" | "docx",
): Promise<ExportFile> {
  const { html } = prepareContent(input.content);
  const language = paperLanguage(html);
  const model = buildProposalDocument({
    title: input.title,
    html,
    language,
    type: documentTypeLabel(null, input.packageType, language),
    author: fullName(actor),
    style: input.style,
    ...(await resolveBranding(db, actor)),
  });
  const bytes = await render(model, kind);
  return { bytes, fileName: exportFileName(input.title, kind), contentType: kind === "pdf" ? PDF_TYPE : DOCX_TYPE };
}
