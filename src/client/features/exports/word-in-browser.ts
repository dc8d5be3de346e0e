import type { Branding, ExportStyle } from "../../../common/document/model";
import type { BrandingDto } from "../../../common/schemas/exports";
import type { ProposalDto } from "../../../common/schemas/proposals";
import { apiRequest } from "../../lib/api";

function toBranding(dto: BrandingDto): Branding {
  const base64 = dto.logoDataUrl?.split(",")[1];
  const logo = base64 ? Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) : null;
  return { name: dto.name, color: dto.color, accent: dto.accent ?? undefined, logo };
}

/**
 * The success screen's Word file, built in the browser from the proposal it already shows, with
 * the same document model and docx builder as the server; only the owner's branding is asked for
 * (an approved organisation's name, colours and logo). The builder and the page layout that numbers
 * the Kandungan are loaded on the first click only.
 */
export async function buildWordInBrowser(
  proposal: ProposalDto,
  author: string,
  style: ExportStyle = "standard",
): Promise<Blob> {
  const [
    { buildProposalDocument },
    { packDocx },
    { documentTypeLabel, paperLanguage },
    { KINDS },
    { estimatePageNumbers },
    branding,
  ] = await Promise.all([
    import("../../../common/document/from-html"),
    import("../../../common/document/docx"),
    import("../../../common/document/model"),
    import("../../../common/kinds"),
    import("docx/layout"),
    apiRequest<BrandingDto>("GET", "/api/exports/branding"),
  ]);
  const language = paperLanguage(proposal.content);
  const model = buildProposalDocument({
    title: proposal.title,
    html: proposal.content,
    language,
    type: documentTypeLabel(proposal.kind ? KINDS[proposal.kind].label[language] : null, proposal.type, language),
    author,
    organisation: proposal.applicant ?? branding.organisation,
    preparedFor: proposal.addressee,
    branding: toBranding(branding),
    style,
  });
  const bytes = await packDocx(model, { pageNumbers: estimatePageNumbers });
  return new Blob([bytes as BlobPart], {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  });
}
