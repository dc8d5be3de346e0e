import { Save } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EDITABLE_SETTINGS, type EditableSettingKey, type SettingDto } from "../../../../common/schemas/settings";
import { Button } from "../../../components/ui/button";
import { InputField } from "../../../components/ui/form-field";
import { notifyFailure, notifySuccess } from "../../../features/admin/notify";
import { useSaveSetting } from "../../../features/settings-admin/use-settings";

/** How a setting is typed in: the fields shown and how their text becomes the stored value. */
export type SettingShape = {
  fields: { name: string; inputMode?: "decimal" | "numeric" | "url"; suffix?: string }[];
  toText(value: unknown): Record<string, string>;
  fromText(text: Record<string, string>): unknown;
};

export const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim().replace(",", ".")));

/** Settings typed in as a table of rows (table-setting-forms.tsx); the others have fields. */
export const TABLE_SETTINGS = ["ai_model_prices", "human_writer"] as const;
export type FieldSettingKey = Exclude<EditableSettingKey, (typeof TABLE_SETTINGS)[number]>;

export const SHAPES: Record<FieldSettingKey, SettingShape> = {
  credit_value_rm: {
    fields: [{ name: "value", inputMode: "decimal" }],
    toText: (v) => ({ value: String(v) }),
    fromText: (t) => number(t.value ?? ""),
  },
  // Typed as a percentage (20), stored as a fraction (0.2).
  commission_rate: {
    fields: [{ name: "value", inputMode: "decimal", suffix: "%" }],
    toText: (v) => ({ value: String(Math.round(Number(v) * 1_000_000) / 10_000) }),
    fromText: (t) => Math.round(number(t.value ?? "") * 10_000) / 1_000_000,
  },
  new_user_credits: wholeShape(),
  new_agent_credits: wholeShape(),
  starter_credits: wholeShape(),
  ai_action_cost: wholeShape(),
  usd_rm_rate: {
    fields: [{ name: "value", inputMode: "decimal" }],
    toText: (v) => ({ value: String(v) }),
    fromText: (t) => number(t.value ?? ""),
  },
  bank_transfer: {
    fields: [{ name: "bankName" }, { name: "accountName" }, { name: "accountNumber", inputMode: "numeric" }],
    toText: (v) => ({ ...(v as Record<string, string>) }),
    fromText: (t) => ({
      bankName: t.bankName ?? "",
      accountName: t.accountName ?? "",
      accountNumber: t.accountNumber ?? "",
    }),
  },
  support_contact: {
    fields: [{ name: "email" }, { name: "phone", inputMode: "numeric" }],
    toText: (v) => {
      const contact = v as { email: string; phone: string | null };
      return { email: contact.email, phone: contact.phone ?? "" };
    },
    fromText: (t) => ({ email: t.email ?? "", phone: t.phone?.trim() ? t.phone.trim() : null }),
  },
  seller: {
    fields: [{ name: "name" }, { name: "registrationNumber" }, { name: "address" }],
    toText: (v) => {
      const seller = v as { name: string; registrationNumber: string | null; address: string | null };
      return { name: seller.name, registrationNumber: seller.registrationNumber ?? "", address: seller.address ?? "" };
    },
    fromText: (t) => ({
      name: t.name ?? "",
      registrationNumber: t.registrationNumber?.trim() ? t.registrationNumber.trim() : null,
      address: t.address?.trim() ? t.address.trim() : null,
    }),
  },
  // Empty: the product's own payment instructions page.
  payment_portal_url: {
    fields: [{ name: "value", inputMode: "url" }],
    toText: (v) => ({ value: typeof v === "string" ? v : "" }),
    fromText: (t) => (t.value?.trim() ? t.value.trim() : null),
  },
};

function wholeShape(): SettingShape {
  return {
    fields: [{ name: "value", inputMode: "numeric" }],
    toText: (v) => ({ value: String(v) }),
    fromText: (t) => number(t.value ?? ""),
  };
}

/** One setting: its label, what it does, its fields and a save button; checked here and by the server. */
export function SettingForm({ setting, fieldKey }: { setting: SettingDto; fieldKey: FieldSettingKey }) {
  const { t } = useTranslation();
  const id = useId();
  const key = fieldKey;
  const shape = SHAPES[key];
  const [text, setText] = useState(() => shape.toText(setting.value));
  const [error, setError] = useState<{ field: string; message: string } | undefined>();
  const save = useSaveSetting();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = shape.fromText(text);
    const checked = EDITABLE_SETTINGS[key].safeParse(value);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError({ field: String(issue?.path[0] ?? "value"), message: issue?.message ?? "validation.settingNumber" });
      return;
    }
    setError(undefined);
    save.mutate(
      { key, value: checked.data },
      {
        onSuccess: () => notifySuccess("settingsAdmin.saved", t(`settingsAdmin.settings.${key}.label`)),
        onError: (failure) => notifyFailure("settingsAdmin.saveFailed", failure),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid scroll-mt-20 gap-3 border-t border-slate-100 py-4 first:border-t-0"
      id={`setting-${key}`}
      data-testid={`setting-${key}`}
    >
      <div>
        <h3 className="font-semibold text-slate-900">{t(`settingsAdmin.settings.${key}.label`)}</h3>
        <p className="text-sm text-slate-600">{t(`settingsAdmin.settings.${key}.hint`)}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {shape.fields.map((field) => (
          <InputField
            key={field.name}
            id={`${id}-${field.name}`}
            label={t(`settingsAdmin.settings.${key}.fields.${field.name}`)}
            inputMode={field.inputMode}
            value={text[field.name] ?? ""}
            error={error?.field === field.name ? t(error.message) : undefined}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              setText((current) => ({ ...current, [field.name]: event.target.value }));
              setError(undefined);
            }}
          />
        ))}
      </div>
      <div>
        <Button
          type="submit"
          size="sm"
          disabled={save.isPending}
          aria-label={t(save.isPending ? "settingsAdmin.savingLabel" : "settingsAdmin.saveLabel", {
            name: t(`settingsAdmin.settings.${key}.label`),
          })}
        >
          <Save aria-hidden />
          {save.isPending ? t("settingsAdmin.saving") : t("settingsAdmin.save")}
        </Button>
      </div>
    </form>
  );
}
