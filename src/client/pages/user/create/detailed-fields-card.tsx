import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Select, Textarea } from "./controls";
import { type DetailedFormIn, type FieldName, HINTS, OPTIONAL, TEXTAREAS } from "./detailed-fields";
import { detailedBudgetOptions, detailedTimelineOptions, detailedTypeOptions } from "./options";

/** Step 2's own questions (title to additional information), each with its documented message. */
export function DetailedFieldsCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<DetailedFormIn>();

  const selectOptions = {
    type: detailedTypeOptions(t),
    budgetRange: detailedBudgetOptions(t),
    timeline: detailedTimelineOptions(t),
  } as const;

  const renderField = (name: FieldName) => {
    const id = `detailed-${name}`;
    const error = errors[name]?.message;
    const label = OPTIONAL.has(name)
      ? `${t(`create.detailed.fields.${name}`)} ${t("create.common.optional")}`
      : t(`create.detailed.fields.${name}`);
    const hint = HINTS.has(name) ? t(`create.detailed.hints.${name}`) : undefined;
    const aria = { ...fieldAria(id, error, Boolean(hint)), "aria-required": OPTIONAL.has(name) ? undefined : true };
    let control: React.ReactNode;
    if (name === "type" || name === "budgetRange" || name === "timeline") {
      control = (
        <Select {...aria} {...register(name)} options={selectOptions[name]} placeholder={t("create.common.select")} />
      );
    } else if (TEXTAREAS.has(name)) {
      control = <Textarea {...aria} {...register(name)} rows={name === "description" ? 5 : 3} />;
    } else {
      control = <Input {...aria} {...register(name)} />;
    }
    return (
      <FormField key={name} id={id} label={label} error={error} hint={hint}>
        {control}
      </FormField>
    );
  };

  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <fieldset disabled={disabled} className="grid min-w-0 gap-5">
        {renderField("title")}
        {renderField("description")}
        <div className="grid gap-5 sm:grid-cols-3">
          {renderField("type")}
          {renderField("budgetRange")}
          {renderField("timeline")}
        </div>
        {renderField("keyRequirements")}
        <div className="grid gap-5 md:grid-cols-2">
          {renderField("targetAudience")}
          {renderField("companyBackground")}
        </div>
        {renderField("objectives")}
        <div className="grid gap-5 md:grid-cols-2">
          {renderField("constraints")}
          {renderField("additionalInfo")}
        </div>
      </fieldset>
    </Card>
  );
}
