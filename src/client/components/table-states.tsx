import { Skeleton } from "./ui/skeleton";

export function TableSkeleton() {
  return (
    <div className="grid gap-3 p-5" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

export const cellClass = "px-4 py-3 sm:px-5";
export const headClass = "px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:px-5";

/**
 * Below the sm breakpoint a table reflows into one card per row: the table, its body, rows and
 * cells become blocks and each row a two-column grid, the header row stays for screen readers
 * only, and every cell names its column with a CellLabel (shown on a phone, hidden from screen
 * readers, which have the header). Nothing scrolls sideways on a phone.
 */
export const stackedTable = {
  table: "max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3",
  cell: "max-sm:block max-sm:min-w-0 max-sm:p-0 max-sm:text-left",
};

/** A cell's column name, shown only when the table is stacked (see stackedTable). */
export function CellLabel({ children }: { children: React.ReactNode }) {
  return (
    <span aria-hidden className="mb-0.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase sm:hidden">
      {children}
    </span>
  );
}
