import { useMemo } from "react";
import { keepAmountsTogether } from "../../../common/document/table-columns";
import { cn } from "../../lib/cn";
import { focusableTableClasses, useFocusableWideTables } from "./focusable-wide-tables";

/**
 * Typography for stored proposal HTML (Tailwind's reset removes heading and list styles).
 * Shared by the read-only view and the editor so both look alike.
 */
export const proseClasses = cn(
  "text-[15px] leading-7 text-slate-800 break-words",
  "[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-slate-900 [&_h1:first-child]:mt-0",
  "[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2:first-child]:mt-0",
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_a]:text-emerald-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left",
);

/** On a phone a wide table scrolls inside its own box, so the page never scrolls sideways. */
const narrowTables = "max-sm:[&_table]:block max-sm:[&_table]:max-w-full max-sm:[&_table]:overflow-x-auto";

/**
 * Server HTML, sanitised against the allow-list on every write (DECISIONS.md, Proposals). As in the
 * PDF and Word files, 'RM 1,160.00' never breaks between the currency and its amount (a phone's
 * narrow budget column put 'RM' on one line and '1,160.00' on the next).
 */
export function ProposalContent({ html, className }: { html: string; className?: string }) {
  const ref = useFocusableWideTables<HTMLDivElement>(html);
  // Once per document, not on every render of the page around it.
  const shown = useMemo(() => keepAmountsTogether(html), [html]);
  return (
    <div
      ref={ref}
      className={cn("proposal-content", proseClasses, narrowTables, focusableTableClasses, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises stored content to an allow-list.
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
