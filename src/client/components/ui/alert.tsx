import { CircleAlert, Info } from "lucide-react";
import { cn } from "../../lib/cn";

interface AlertProps {
  variant?: "error" | "info";
  title?: string;
  children: React.ReactNode;
  className?: string;
  "data-testid"?: string;
}

export function Alert({ variant = "error", title, children, className, ...rest }: AlertProps) {
  const Icon = variant === "error" ? CircleAlert : Info;
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border p-3 text-sm",
        variant === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-sky-200 bg-sky-50 text-sky-900",
        className,
      )}
      {...rest}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
