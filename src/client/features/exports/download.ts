import { proposalFileName } from "../../../common/document/file-name";
import { throwIfResNotOk } from "../../lib/api";

/** Hands a file to the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Fetches a file with the session cookie and saves it; a non-2xx answer throws. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { credentials: "include" });
  await throwIfResNotOk(res);
  saveBlob(await res.blob(), fileName);
}

export const pdfUrl = (id: string) => `/api/proposals/${encodeURIComponent(id)}/pdf`;
export const docxUrl = (id: string) => `/api/proposals/${encodeURIComponent(id)}/docx`;

/**
 * The documented name of every export of a stored proposal: the title with every character but
 * letters and digits as '_'; 'proposal-{id}' when the title has none.
 */
export const titleFileName = (proposal: { id: string; title: string }, extension: "pdf" | "docx") =>
  proposalFileName(proposal, extension);
