import { forwardRef } from "react";
import { cn } from "../../lib/cn";

export const Input = forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition placeholder:text-slate-400 sm:text-sm",
        "focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none",
        "aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/20",
        className,
      )}
      {...props}
    />
  );
});
