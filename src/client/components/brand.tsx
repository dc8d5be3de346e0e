import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "../lib/cn";

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-emerald-600 to-teal-800 text-white shadow-sm",
        className,
      )}
    >
      <FileText className="size-5" />
      <span className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-white bg-amber-400" />
    </span>
  );
}

export function Brand({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href="/"
      className={cn(
        "inline-flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600",
        className,
      )}
    >
      <BrandMark />
      {/* The name gives way first on a narrow phone with wide fonts, so the bar never overflows. */}
      <span
        className={cn("min-w-0 truncate text-lg font-bold tracking-tight", inverse ? "text-white" : "text-slate-900")}
      >
        {t("app.name")}
      </span>
    </Link>
  );
}
