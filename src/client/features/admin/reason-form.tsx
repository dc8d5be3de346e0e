import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Textarea } from "../../pages/user/create/controls";

/** A required reason typed in a payment dialog (a rejection's, a refund's), with its error under it. */
export function ReasonField({
  id,
  label,
  error,
  value,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea
        {...fieldAria(id, error)}
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
      />
    </FormField>
  );
}

/** Cancel and confirm at the foot of a payment dialog; both wait while the request runs. */
export function DialogActions({
  onCancel,
  pending,
  confirmLabel,
  danger,
}: {
  onCancel: () => void;
  pending: boolean;
  confirmLabel: string;
  danger: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t("admin.common.cancel")}
      </Button>
      <Button type="submit" variant={danger ? "danger" : "primary"} disabled={pending}>
        {pending ? t("admin.recentPayments.saving") : confirmLabel}
      </Button>
    </div>
  );
}
