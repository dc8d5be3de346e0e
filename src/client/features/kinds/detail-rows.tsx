import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { amountInput } from "./budget";
import type { DetailsForm, RowList } from "./details-values";

export type RowColumn = {
  field: string;
  label: string;
  placeholder?: string;
  /** Amounts and quantities: the decimal keypad, and '1,200' or 'RM 45' kept as a plain number. */
  numeric?: boolean;
  /** Suggestions (a datalist id). */
  list?: string;
  /** Grid column span at sm+ (of 12). */
  span: string;
};

type Props = {
  list: RowList;
  idPrefix: string;
  legend: string;
  hint?: string;
  columns: RowColumn[];
  newRow: Record<string, string>;
  addLabel: string;
  /** The remove button's accessible name for row n (1-based). */
  removeLabel: (n: number) => string;
  /** Something shown at the end of each row (a line total). */
  trailing?: (index: number) => React.ReactNode;
  /** More actions beside 'add' (fill the usual roles). */
  actions?: (append: (rows: Record<string, string>[]) => void) => React.ReactNode;
  footer?: React.ReactNode;
};

/** A list of rows (budget items, committee, schedule, funding sources) with add and remove, each cell labelled. */
export function DetailRows({ list, idPrefix, legend, hint, columns, newRow, addLabel, removeLabel, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const { control, register } = useFormContext<DetailsForm>();
  const { errors } = useFormState({ control, name: `details.${list}` });
  const { fields, append, remove } = useFieldArray({ control, name: `details.${list}` as "details.committee" });
  const rowErrors = errors.details?.[list] as Record<string, { message?: string }>[] | undefined;
  const message = (key?: string) => (key ? (i18n.exists(key) ? t(key) : key) : undefined);

  return (
    <fieldset className="grid min-w-0 gap-3" data-testid={`rows-${list}`}>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {fields.length > 0 ? (
        <ol className="grid gap-3">
          {fields.map((row, index) => (
            <li
              key={row.id}
              className="grid grid-cols-12 items-start gap-2 rounded-lg border border-slate-200 p-3 sm:border-0 sm:p-0"
            >
              {columns.map((column) => {
                const id = `${idPrefix}-${index}-${column.field}`;
                const error = message(rowErrors?.[index]?.[column.field]?.message);
                const name = `details.${list}.${index}.${column.field}` as "details.venue";
                return (
                  <div key={column.field} className={cn("grid min-w-0 gap-1", column.span)}>
                    <label htmlFor={id} className={cn("text-xs font-medium text-slate-700", index > 0 && "sm:sr-only")}>
                      {column.label}
                      <span className="sr-only">{t("kindsArea.rows.rowSuffix", { n: index + 1 })}</span>
                    </label>
                    <Input
                      id={id}
                      {...register(name, column.numeric ? { setValueAs: amountInput } : {})}
                      inputMode={column.numeric ? "decimal" : undefined}
                      list={column.list}
                      placeholder={column.placeholder}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                    {error ? (
                      <p id={`${id}-error`} className="text-sm text-red-700">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              {rest.trailing?.(index)}
              {/* Level with the inputs: below the cell labels where they show (always on phones, first row on wider screens). */}
              <div className={cn("col-span-2 flex justify-end pt-5 sm:col-span-1", index > 0 && "sm:pt-0")}>
                <Button variant="outline" size="icon" aria-label={removeLabel(index + 1)} onClick={() => remove(index)}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => append(newRow as never)}>
          <Plus aria-hidden />
          {addLabel}
        </Button>
        {rest.actions?.((rows) => append(rows as never))}
      </div>
      {rest.footer}
    </fieldset>
  );
}
