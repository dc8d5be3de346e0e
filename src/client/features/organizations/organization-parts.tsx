import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrganizationStatus, SubscriptionPlan } from "../../../common/constants";
import {
  ORGANIZATION_REASON_MAX,
  type OrganizationAction,
  type OrganizationDto,
  REASON_REQUIRED,
} from "../../../common/schemas/organizations";
import { ToneBadge } from "../../components/status-badge";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Textarea } from "../../pages/user/create/controls";
import { notifyFailure, notifySuccess } from "../admin/notify";
import { useOrganizationTransition } from "./use-organizations";

const statusTones: Record<OrganizationStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-300",
  approved: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  rejected: "bg-red-50 text-red-800 ring-red-300",
  suspended: "bg-slate-100 text-slate-700 ring-slate-300",
};

export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation();
  return (
    <ToneBadge tone={statusTones[status]}>
      <span data-testid="organization-status" data-status={status}>
        {t(`whiteLabel.statuses.${status}`)}
      </span>
    </ToneBadge>
  );
}

export function PlanLabel({ plan }: { plan: SubscriptionPlan }) {
  const { t } = useTranslation();
  return <>{t(`whiteLabel.plans.${plan}`)}</>;
}

/** A colour as a small swatch with its hex value (the value is the accessible text). */
export function ColorSwatch({ color }: { color: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden className="size-5 rounded border border-slate-300" style={{ backgroundColor: color }} />
      <span className="font-mono text-sm">{color}</span>
    </span>
  );
}

export type PendingTransition = { organization: Pick<OrganizationDto, "id" | "name">; action: OrganizationAction };

/**
 * Asks the reason of a transition: required to reject or suspend, optional to approve or
 * reactivate. Cancelling does nothing; the documented toast follows the answer.
 */
export function TransitionDialog({ pending, onClose }: { pending: PendingTransition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const transition = useOrganizationTransition();

  const reset = () => {
    setReason("");
    setError(undefined);
  };
  const close = () => {
    if (transition.isPending) return;
    reset();
    onClose();
  };
  if (!pending) return null;
  const { organization, action } = pending;
  const required = REASON_REQUIRED[action];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (required && reason.trim() === "") {
      setError("whiteLabel.reason.missing");
      return;
    }
    transition.mutate(
      { id: organization.id, action, reason },
      {
        onSuccess: () => {
          notifySuccess(`whiteLabel.success.${action}`);
          reset();
          onClose();
        },
        onError: (failure) => notifyFailure("whiteLabel.actions.failed", failure),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t(`whiteLabel.reason.${action}Title`)}
      description={t("whiteLabel.reason.body", { name: organization.name })}
      testId="organization-transition-dialog"
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        <FormField
          id={`${id}-reason`}
          label={t(required ? "whiteLabel.reason.required" : "whiteLabel.reason.optional")}
          error={error}
        >
          <Textarea
            {...fieldAria(`${id}-reason`, error)}
            rows={3}
            maxLength={ORGANIZATION_REASON_MAX}
            value={reason}
            data-testid="organization-reason"
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            required={required}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={transition.isPending}>
            {t("whiteLabel.reason.cancel")}
          </Button>
          <Button
            type="submit"
            variant={action === "reject" || action === "suspend" ? "danger" : "primary"}
            disabled={transition.isPending}
            data-testid="organization-transition-confirm"
          >
            {transition.isPending ? t("whiteLabel.reason.saving") : t(`whiteLabel.actions.${action}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
