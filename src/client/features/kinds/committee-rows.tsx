import { ListPlus } from "lucide-react";
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { DetailRows } from "./detail-rows";
import type { DetailsForm } from "./details-values";

/** The roles a programme committee usually has, in the order a paper lists them. */
const USUAL_ROLES = ["patron", "advisor", "chair", "deputyChair", "secretary", "treasurer", "member"] as const;

/** Committee rows (role / name): the usual roles are suggested while typing and can be added at once. */
export function CommitteeRows() {
  const { t } = useTranslation();
  const { getValues } = useFormContext<DetailsForm>();
  const listId = useId();
  const roles = USUAL_ROLES.map((role) => t(`kindsArea.committee.roles.${role}`));
  return (
    <>
      <datalist id={listId}>
        {roles.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <DetailRows
        list="committee"
        idPrefix="committee"
        legend={t("kindsArea.committee.legend")}
        hint={t("kindsArea.committee.hint")}
        columns={[
          {
            field: "role",
            label: t("kindsArea.committee.role"),
            list: listId,
            placeholder: t("kindsArea.committee.rolePlaceholder"),
            span: "col-span-12 sm:col-span-5",
          },
          {
            field: "name",
            label: t("kindsArea.committee.name"),
            placeholder: t("kindsArea.committee.namePlaceholder"),
            span: "col-span-10 sm:col-span-6",
          },
        ]}
        newRow={{ role: "", name: "" }}
        addLabel={t("kindsArea.committee.add")}
        removeLabel={(n) => t("kindsArea.committee.remove", { n })}
        actions={(append) => (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              // Only the roles not in the list yet: pressing it twice adds nothing twice.
              const present = new Set((getValues("details.committee") ?? []).map((row) => row.role.trim()));
              append(roles.filter((role) => !present.has(role)).map((role) => ({ role, name: "" })));
            }}
          >
            <ListPlus aria-hidden />
            {t("kindsArea.committee.fillUsual")}
          </Button>
        )}
      />
    </>
  );
}
