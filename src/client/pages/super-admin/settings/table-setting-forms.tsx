import { Plus, Save, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AiModelPrices,
  EDITABLE_SETTINGS,
  type HumanWriter,
  MODEL_PRICES_MAX,
  type SettingDto,
} from "../../../../common/schemas/settings";
import { cellClass, headClass } from "../../../components/table-states";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { notifyFailure, notifySuccess } from "../../../features/admin/notify";
import { useProposalPackages } from "../../../features/public/use-public-info";
import { useSaveSetting } from "../../../features/settings-admin/use-settings";
import { number } from "./setting-forms";

type TableKey = "ai_model_prices" | "human_writer";
/** A field's error: the row (by index) and the column it belongs to; row -1 for the whole table. */
type CellError = { row: number; column: string; message: string };

/** The label, hint, table and save button every table setting shares. */
function TableSettingFrame({
  settingKey,
  onSubmit,
  pending,
  tableError,
  children,
}: {
  settingKey: TableKey;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  tableError?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const label = t(`settingsAdmin.settings.${settingKey}.label`);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid min-w-0 gap-3 border-t border-slate-100 py-4 first:border-t-0"
      data-testid={`setting-${settingKey}`}
    >
      <div>
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <p className="text-sm text-slate-600">{t(`settingsAdmin.settings.${settingKey}.hint`)}</p>
      </div>
      {children}
      {tableError ? <p className="text-sm text-red-700">{t(tableError)}</p> : null}
      <div>
        <Button
          type="submit"
          size="sm"
          disabled={pending}
          aria-label={t(pending ? "settingsAdmin.savingLabel" : "settingsAdmin.saveLabel", { name: label })}
        >
          <Save aria-hidden />
          {pending ? t("settingsAdmin.saving") : t("settingsAdmin.save")}
        </Button>
      </div>
    </form>
  );
}

/** One cell's input with its own label (for screen readers) and error under it. */
function CellInput({
  id,
  label,
  value,
  error,
  inputMode,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  inputMode?: "decimal" | "numeric";
  onChange: (value: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1">
      <Input
        id={id}
        aria-label={label}
        inputMode={inputMode}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={className}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

function useSaveTable(key: TableKey) {
  const { t } = useTranslation();
  const save = useSaveSetting();
  const send = (value: unknown) =>
    save.mutate(
      { key, value },
      {
        onSuccess: () => notifySuccess("settingsAdmin.saved", t(`settingsAdmin.settings.${key}.label`)),
        onError: (failure) => notifyFailure("settingsAdmin.saveFailed", failure),
      },
    );
  return { send, pending: save.isPending };
}

// ---------------------------------------------------------------------------------------------
// AI model prices

type PriceRow = { model: string; prompt: string; completion: string };
const PRICE_FIELDS = ["model", "prompt", "completion"] as const satisfies readonly (keyof PriceRow)[];

/** The price per model: a row each (model, USD per million prompt and completion tokens); rows may be added and removed. */
export function ModelPricesForm({ setting }: { setting: SettingDto }) {
  const { t } = useTranslation();
  const id = useId();
  const texts = "settingsAdmin.settings.ai_model_prices";
  const [rows, setRows] = useState<PriceRow[]>(() =>
    Object.entries(setting.value as AiModelPrices).map(([model, p]) => ({
      model,
      prompt: String(p.promptPerMillionUSD),
      completion: String(p.completionPerMillionUSD),
    })),
  );
  const [error, setError] = useState<CellError | undefined>();
  const { send, pending } = useSaveTable("ai_model_prices");

  const update = (index: number, column: keyof PriceRow, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [column]: value } : row)));
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = rows.map((row) => row.model.trim());
    const duplicate = names.findIndex((name, i) => names.indexOf(name) !== i);
    if (duplicate >= 0) {
      setError({ row: duplicate, column: "model", message: `${texts}.duplicate` });
      return;
    }
    const value = Object.fromEntries(
      rows.map((row, i) => [
        names[i],
        { promptPerMillionUSD: number(row.prompt), completionPerMillionUSD: number(row.completion) },
      ]),
    );
    const checked = EDITABLE_SETTINGS.ai_model_prices.safeParse(value);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const row = issue?.path.length ? names.indexOf(String(issue.path[0])) : -1;
      const column =
        issue?.path[1] === "promptPerMillionUSD"
          ? "prompt"
          : issue?.path[1] === "completionPerMillionUSD"
            ? "completion"
            : "model";
      setError({ row, column, message: issue?.message ?? "validation.settingNumber" });
      return;
    }
    setError(undefined);
    send(checked.data);
  };

  const cellError = (row: number, column: string) =>
    error && error.row === row && error.column === column ? error.message : undefined;
  return (
    <TableSettingFrame
      settingKey="ai_model_prices"
      onSubmit={submit}
      pending={pending}
      tableError={error?.row === -1 ? error.message : undefined}
    >
      {rows.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600" data-testid="model-prices-empty">
          {t(`${texts}.empty`)}
        </p>
      ) : (
        <div className="max-w-full overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={headClass}>
                  {t(`${texts}.fields.model`)}
                </th>
                <th scope="col" className={headClass}>
                  {t(`${texts}.fields.prompt`)}
                </th>
                <th scope="col" className={headClass}>
                  {t(`${texts}.fields.completion`)}
                </th>
                <th scope="col" className={headClass}>
                  <span className="sr-only">{t(`${texts}.actions`)}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row, index) => {
                const n = index + 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a model name may be empty or repeated while typed
                  <tr key={index} data-testid="model-price-row" className="align-top">
                    {PRICE_FIELDS.map((field) => (
                      <td key={field} className={cellClass}>
                        <CellInput
                          id={`${id}-${field}-${index}`}
                          label={t(`${texts}.cell.${field}`, { row: n })}
                          inputMode={field === "model" ? undefined : "decimal"}
                          value={row[field]}
                          error={cellError(index, field)}
                          onChange={(v) => update(index, field, v)}
                        />
                      </td>
                    ))}
                    <td className={cellClass}>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={t(`${texts}.remove`, { row: n })}
                        onClick={() => {
                          setRows((current) => current.filter((_, i) => i !== index));
                          setError(undefined);
                        }}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= MODEL_PRICES_MAX}
          onClick={() => setRows((current) => [...current, { model: "", prompt: "", completion: "" }])}
        >
          <Plus aria-hidden />
          {t(`${texts}.add`)}
        </Button>
      </div>
    </TableSettingFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// Human writer

type TermsRow = { key: string; name: string; fee: string; minDays: string; maxDays: string };

const termsRow = (key: string, name: string, value: HumanWriter): TermsRow => {
  const terms = Object.hasOwn(value, key) ? value[key] : undefined;
  return {
    key,
    name,
    fee: terms ? String(terms.feeRm) : "",
    minDays: terms ? String(terms.minDays) : "",
    maxDays: terms ? String(terms.maxDays) : "",
  };
};

/**
 * A human writer's fee and turnaround per package, one row per package on offer (and any other
 * package key the setting still holds). A row left empty has no comparison.
 */
export function HumanWriterForm({ setting }: { setting: SettingDto }) {
  const { t } = useTranslation();
  const id = useId();
  const texts = "settingsAdmin.settings.human_writer";
  const packages = useProposalPackages();
  const value = setting.value as HumanWriter;
  const [edited, setEdited] = useState<Record<string, TermsRow>>({});
  const [error, setError] = useState<CellError | undefined>();
  const { send, pending } = useSaveTable("human_writer");

  const offered = (packages.data ?? []).map((p) => termsRow(p.key, p.name, value));
  const others = Object.keys(value)
    .filter((key) => !offered.some((row) => row.key === key))
    .map((key) => termsRow(key, key, value));
  const rows = [...offered, ...others].map((row) => edited[row.key] ?? row);

  const update = (row: TermsRow, column: "fee" | "minDays" | "maxDays", text: string) => {
    setEdited((current) => ({ ...current, [row.key]: { ...row, [column]: text } }));
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = rows.filter((row) => row.fee.trim() || row.minDays.trim() || row.maxDays.trim());
    const next = Object.fromEntries(
      filled.map((row) => [
        row.key,
        { feeRm: number(row.fee), minDays: number(row.minDays), maxDays: number(row.maxDays) },
      ]),
    );
    const checked = EDITABLE_SETTINGS.human_writer.safeParse(next);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const row = issue?.path.length ? rows.findIndex((r) => r.key === String(issue.path[0])) : -1;
      const column = issue?.path[1] === "feeRm" ? "fee" : String(issue?.path[1] ?? "fee");
      setError({ row, column, message: issue?.message ?? "validation.settingNumber" });
      return;
    }
    setError(undefined);
    send(checked.data);
  };

  const cellError = (row: number, column: string) =>
    error && error.row === row && error.column === column ? error.message : undefined;
  return (
    <TableSettingFrame
      settingKey="human_writer"
      onSubmit={submit}
      pending={pending}
      tableError={error?.row === -1 ? error.message : undefined}
    >
      <div className="max-w-full overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={headClass}>
                {t(`${texts}.fields.package`)}
              </th>
              <th scope="col" className={headClass}>
                {t(`${texts}.fields.fee`)}
              </th>
              <th scope="col" className={headClass}>
                {t(`${texts}.fields.minDays`)}
              </th>
              <th scope="col" className={headClass}>
                {t(`${texts}.fields.maxDays`)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <tr key={row.key} data-testid={`human-writer-row-${row.key}`} className="align-top">
                <th scope="row" className={`${cellClass} pt-5 font-medium text-slate-900`}>
                  {row.name}
                </th>
                {(["fee", "minDays", "maxDays"] as const).map((column) => (
                  <td key={column} className={cellClass}>
                    <CellInput
                      id={`${id}-${column}-${index}`}
                      label={t(`${texts}.cell.${column}`, { name: row.name })}
                      inputMode={column === "fee" ? "decimal" : "numeric"}
                      value={row[column]}
                      error={cellError(index, column)}
                      onChange={(v) => update(row, column, v)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TableSettingFrame>
  );
}
