import { useTranslation } from "react-i18next";
import { InputField, type InputProps } from "../../components/ui/form-field";

/** First and last name side by side (sign-up, profile): react-hook-form's register(...) of each. */
export function NameFields({
  idPrefix,
  firstName,
  lastName,
  errors,
  className,
}: {
  idPrefix: string;
  firstName: InputProps;
  lastName: InputProps;
  errors: { firstName?: string; lastName?: string };
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <InputField
        id={`${idPrefix}-first-name`}
        label={t("auth.fields.firstName")}
        error={errors.firstName}
        {...firstName}
        autoComplete="given-name"
      />
      <InputField
        id={`${idPrefix}-last-name`}
        label={t("auth.fields.lastName")}
        error={errors.lastName}
        {...lastName}
        autoComplete="family-name"
      />
    </div>
  );
}
