import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api-error";
import { Button } from "./ui/button";

/** A failed read: what went wrong and a way to try again. */
export function QueryError({ error, onRetry, className }: { error: unknown; onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 ${className ?? ""}`}
    >
      <span className="min-w-0">{errorMessage(error, t)}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden />
        {t("common.retry")}
      </Button>
    </div>
  );
}
