import { useTranslation } from "react-i18next";
import { DetailRows } from "./detail-rows";

/** The programme's running order on the day (time / activity). */
export function ScheduleRows() {
  const { t } = useTranslation();
  return (
    <DetailRows
      list="schedule"
      idPrefix="schedule"
      legend={t("kindsArea.schedule.legend")}
      hint={t("kindsArea.schedule.hint")}
      columns={[
        {
          field: "time",
          label: t("kindsArea.schedule.time"),
          placeholder: t("kindsArea.schedule.timePlaceholder"),
          span: "col-span-12 sm:col-span-3",
        },
        {
          field: "activity",
          label: t("kindsArea.schedule.activity"),
          placeholder: t("kindsArea.schedule.activityPlaceholder"),
          span: "col-span-10 sm:col-span-8",
        },
      ]}
      newRow={{ time: "", activity: "" }}
      addLabel={t("kindsArea.schedule.add")}
      removeLabel={(n) => t("kindsArea.schedule.remove", { n })}
    />
  );
}
