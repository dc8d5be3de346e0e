import { throwIfResNotOk } from "../../lib/api";

/** Fetches a file with the session cookie and hands it to the browser as a download. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const res = await fetch(url, { credentials: "include" });
  await throwIfResNotOk(res);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export const pdfUrl = (id: string) => `/api/proposals/${encodeURIComponent(id)}/pdf`;
export const docxUrl = (id: string) => `/api/proposals/${encodeURIComponent(id)}/docx`;
