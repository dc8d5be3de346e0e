import { useId } from "react";
import { useTranslation } from "react-i18next";
import { EXPORT_STYLES, type ExportStyle } from "../../../common/document/model";
import { setExportStyle, useExportStyle } from "./export-style";

/** The look of the downloaded files: the product's standard look or a formal Malaysian paper. */
export function ExportStyleSelect() {
  const { t } = useTranslation();
  const style = useExportStyle();
  const id = useId();
  return (
    <div className="flex max-w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-1" data-testid="export-style">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        {t("exportStyle.label")}
      </label>
      <select
        id={id}
        value={style}
        onChange={(e) => setExportStyle(e.target.value as ExportStyle)}
        className="h-10 max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 shadow-xs focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none sm:text-sm"
      >
        {EXPORT_STYLES.map((s) => (
          <option key={s} value={s}>
            {t(`exportStyle.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
