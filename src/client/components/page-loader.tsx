import { useTranslation } from "react-i18next";
import { Spinner } from "./ui/spinner";

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" label={t("common.loading")} />
    </div>
  );
}
