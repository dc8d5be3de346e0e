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
