import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api-error";
import { cn } from "../../lib/cn";

/** A failed read: the documented message ('Failed to load users.'), the server's reason, and a retry. */
export function LoadFailed({
  messageKey,
  error,
  onRetry,
  className,
}: {
  messageKey: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900",
        className,
      )}
    >
      <span className="min-w-0">
        <strong className="font-semibold">{t(messageKey)}</strong> {errorMessage(error, t)}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden />
        {t("common.retry")}
      </Button>
    </div>
  );
}
