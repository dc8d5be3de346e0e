import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { pageCount } from "../../../features/account/use-account";

export function Pager({
  page,
  total,
  onPage,
  busy,
  testId,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total);
  return (
    <nav
      aria-label={t("history.paginationLabel")}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:px-5"
      data-testid={testId}
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {t("history.pageInfo", { page, pages, total })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
          {t("history.previous")}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
          {t("history.next")}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
