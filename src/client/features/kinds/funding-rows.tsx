import { useTranslation } from "react-i18next";
import type { KindId } from "../../../common/kinds";
import { DetailRows } from "./detail-rows";

/** Where the money comes from (source / amount in RM). */
/** The source's example is one the chosen kind's paper would name ('Geran SME Corp' for a grant). */
export function FundingRows({ kind }: { kind: KindId }) {
  const { t } = useTranslation();
  return (
    <DetailRows
      list="fundingSources"
      idPrefix="funding"
      legend={t("kindsArea.funding.legend")}
      hint={t("kindsArea.funding.hint")}
      columns={[
        {
          field: "source",
          label: t("kindsArea.funding.source"),
          placeholder: t(`kindsArea.funding.sourcePlaceholder.${kind}`),
          span: "col-span-12 sm:col-span-7",
        },
        {
          field: "amount",
          label: t("kindsArea.funding.amount"),
          numeric: true,
          placeholder: t("kindsArea.budget.unitPricePlaceholder"),
          span: "col-span-10 sm:col-span-4",
        },
      ]}
      newRow={{ source: "", amount: "" }}
      addLabel={t("kindsArea.funding.add")}
      removeLabel={(n) => t("kindsArea.funding.remove", { n })}
    />
  );
}
