import { useState } from "react";
import { useTranslation } from "react-i18next";
import { docxUrl, downloadFile, pdfUrl, titleFileName } from "../../features/exports/download";
import { useExportStyle, withExportStyle } from "../../features/exports/export-style";
import { isUnauthorizedError } from "../../lib/api-error";
import { handleUnauthorized } from "../../lib/unauthorized";
import { toast } from "../ui/use-toast";

type Named = { id: string; title: string };

/** PDF and Word downloads of one proposal in the chosen look, with their documented toasts. */
export function useProposalDownloads() {
  const { t } = useTranslation();
  const style = useExportStyle();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, url: string, filename: string, done: string, failed: string) {
    setBusy(key);
    try {
      await downloadFile(withExportStyle(url, style), filename);
      toast({ title: t(done), variant: "success" });
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: t(failed), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    /** Both named from the title on every screen (see titleFileName). */
    downloadPdf: (proposal: Named) =>
      run(
        `pdf:${proposal.id}`,
        pdfUrl(proposal.id),
        titleFileName(proposal, "pdf"),
        "proposalsArea.common.pdfDone",
        "proposalsArea.common.pdfFailed",
      ),
    downloadWord: (proposal: Named) =>
      run(
        `docx:${proposal.id}`,
        docxUrl(proposal.id),
        titleFileName(proposal, "docx"),
        "proposalsArea.common.wordDone",
        "proposalsArea.common.wordFailed",
      ),
  };
}
