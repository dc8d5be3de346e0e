import { ChevronDown } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { KindId } from "../../../common/kinds";
import { InputField } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import { BudgetRows } from "./budget-rows";
import { CommitteeRows } from "./committee-rows";
import { detailGroupsFor } from "./detail-groups";
import { type DetailsForm, filledCount } from "./details-values";
import { FundingRows } from "./funding-rows";
import { ScheduleRows } from "./schedule-rows";

/**
 * 'Butiran tambahan (pilihan)': the facts the chosen kind needs, folded away until the user opens it.
 * It opens by itself when it already holds something (a restored draft) or when a field in it is wrong.
 * Fields stay mounted while folded so the form keeps and checks them.
 */
export function DetailsSection({ kind, disabled }: { kind: KindId; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<DetailsForm>();
  const { errors } = useFormState({ control, name: "details" });
  const details = useWatch({ control, name: "details" });
  const filled = filledCount(details);
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const groups = detailGroupsFor(kind);
  const hasErrors = Boolean(errors.details);

  const hasContent = filled > 0;
  // Opens when something wrong must be seen, and when details arrive from elsewhere (a loaded draft).
  useEffect(() => {
    if (hasErrors || hasContent) setOpen(true);
  }, [hasErrors, hasContent]);

  return (
    <section className="grid min-w-0 gap-4" data-testid="details-section">
      <h2 className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          <span>
            {t("kindsArea.details.title")}
            {filled > 0 ? (
              <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                {t("kindsArea.details.filled", { count: filled })}
              </span>
            ) : null}
          </span>
          <ChevronDown aria-hidden className={cn("size-5 shrink-0 text-slate-500 transition", open && "rotate-180")} />
        </button>
      </h2>
      <fieldset id={regionId} hidden={!open} disabled={disabled} className="grid min-w-0 gap-6">
        <p className="-mt-2 text-sm text-slate-600">{t("kindsArea.details.intro")}</p>
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            id="details-applicant"
            label={t("kindsArea.details.applicant")}
            placeholder={t(`kindsArea.details.applicantPlaceholder.${kind}`)}
            error={errors.details?.applicant?.message}
            {...register("details.applicant")}
          />
          <InputField
            id="details-addressee"
            label={t("kindsArea.details.addressee")}
            placeholder={t(`kindsArea.details.addresseePlaceholder.${kind}`)}
            error={errors.details?.addressee?.message}
            {...register("details.addressee")}
          />
        </div>
        {groups.has("event") ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              id="details-event-date"
              type="date"
              label={t("kindsArea.details.eventDate")}
              error={errors.details?.eventDate?.message}
              {...register("details.eventDate")}
            />
            <InputField
              id="details-event-end-date"
              type="date"
              label={t("kindsArea.details.eventEndDate")}
              error={errors.details?.eventEndDate?.message}
              {...register("details.eventEndDate")}
            />
            <InputField
              id="details-event-time"
              label={t("kindsArea.details.eventTime")}
              placeholder={t("kindsArea.details.eventTimePlaceholder")}
              error={errors.details?.eventTime?.message}
              {...register("details.eventTime")}
            />
            <InputField
              id="details-venue"
              label={t("kindsArea.details.venue")}
              placeholder={t("kindsArea.details.venuePlaceholder")}
              error={errors.details?.venue?.message}
              {...register("details.venue")}
            />
          </div>
        ) : null}
        {groups.has("schedule") ? <ScheduleRows /> : null}
        {groups.has("committee") ? <CommitteeRows /> : null}
        {groups.has("budgetItems") ? <BudgetRows kind={kind} /> : null}
        {groups.has("fundingSources") ? <FundingRows kind={kind} /> : null}
      </fieldset>
    </section>
  );
}
