import type { ProposalDto } from "../../../common/schemas/proposals";

/**
 * The success screen's Word file, built in the browser from the proposal it already shows, with
 * the same document model and docx builder as the server (no request). The builder is loaded on
 * the first click only.
 */
export async function buildWordInBrowser(proposal: ProposalDto, author: string): Promise<Blob> {
  const [{ buildProposalDocument }, { packDocx }, { proposalTypeLabel }] = await Promise.all([
    import("../../../common/document/from-html"),
    import("../../../common/document/docx"),
    import("../../../common/document/model"),
  ]);
  const model = buildProposalDocument({
    title: proposal.title,
    html: proposal.content,
    type: proposalTypeLabel(proposal.type),
    author,
  });
  const bytes = await packDocx(model);
  return new Blob([bytes as BlobPart], {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  });
}
