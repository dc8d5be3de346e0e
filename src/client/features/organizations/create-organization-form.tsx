import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from "../../../common/constants";
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  DESCRIPTION_MAX,
  ORGANIZATION_NAME_MAX,
  SLUG_MAX,
} from "../../../common/schemas/organizations";
import { Button } from "../../components/ui/button";
import { FormField, fieldAria, InputField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select, Textarea } from "../../pages/user/create/controls";
import { notifyFailure, notifyInvalid, notifySuccess } from "../admin/notify";
import { displayName } from "../auth/use-auth";
import { useAgents } from "../super-admin/use-super-admin";
import { checkLogo, fileToBase64, hasRequiredFields, slugAsTyped, slugFromName } from "./forms";
import { refreshOrganizations, useCreateOrganization, useOrganizations, useUploadLogo } from "./use-organizations";

type Values = {
  name: string;
  slug: string;
  description: string;
  agentUserId: string;
  primaryColor: string;
  secondaryColor: string;
  customDomain: string;
  subscriptionPlan: SubscriptionPlan;
};

const EMPTY: Values = {
  name: "",
  slug: "",
  description: "",
  agentUserId: "",
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  customDomain: "",
  subscriptionPlan: "basic",
};

/**
 * 'Create Organization': name, slug and agent required ('Please fill in all required fields'); the
 * slug forced to lowercase letters, digits and hyphens as typed (proposed from the name until
 * edited); the logo, a PNG or JPEG up to 1 MB, is uploaded through the logo call once created.
 */
export function CreateOrganizationForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const qc = useQueryClient();
  const agents = useAgents();
  const organizations = useOrganizations();
  const create = useCreateOrganization();
  const uploadLogo = useUploadLogo();
  const [values, setValues] = useState<Values>(EMPTY);
  const [slugEdited, setSlugEdited] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const logoInput = useRef<HTMLInputElement>(null);
  const busy = create.isPending || uploadLogo.isPending;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const requiredError = (value: string) => (missing && value.trim() === "" ? "whiteLabel.create.required" : undefined);

  const onLogo = (file: File | null) => {
    if (!file) {
      setLogo(null);
      setLogoError(undefined);
      return;
    }
    const checked = checkLogo(file);
    if (!checked.ok) {
      setLogo(null);
      setLogoError(checked.error);
      if (logoInput.current) logoInput.current.value = "";
      return;
    }
    setLogo(file);
    setLogoError(undefined);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!hasRequiredFields(values)) {
      setMissing(true);
      notifyInvalid("whiteLabel.create.required");
      return;
    }
    if (logoError) return;
    let created: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      created = await create.mutateAsync({
        ...values,
        description: values.description.trim() || null,
        customDomain: values.customDomain.trim() || null,
      });
    } catch (failure) {
      notifyFailure("whiteLabel.create.failed", failure);
      return;
    }
    if (logo) {
      try {
        await uploadLogo.mutateAsync({ id: created.organization.id, data: await fileToBase64(logo) });
      } catch (failure) {
        notifyFailure("whiteLabel.create.logoFailed", failure);
      }
    }
    notifySuccess("whiteLabel.create.success", created.organization.name);
    await refreshOrganizations(qc);
    setValues(EMPTY);
    setSlugEdited(false);
    setLogo(null);
    setMissing(false);
    onDone();
  };

  // An agent runs one organisation (a rejected one does not count): those already running one are not offered.
  const taken = new Set((organizations.data ?? []).filter((o) => o.status !== "rejected").map((o) => o.adminUserId));
  const agentOptions = (agents.data ?? [])
    .filter((a) => a.role === "admin" && !taken.has(a.id))
    .map((a) => ({ value: a.id, label: `${displayName(a)} (${a.email})` }));

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate data-testid="create-organization-form">
      <InputField
        id={`${id}-name`}
        label={t("whiteLabel.create.name")}
        value={values.name}
        maxLength={ORGANIZATION_NAME_MAX}
        required
        error={requiredError(values.name)}
        data-testid="organization-name"
        onChange={(event) => {
          const name = event.target.value;
          setValues((v) => ({ ...v, name, slug: slugEdited ? v.slug : slugFromName(name) }));
        }}
      />
      <InputField
        id={`${id}-slug`}
        label={t("whiteLabel.create.slug")}
        hint={t("whiteLabel.create.slugHint")}
        value={values.slug}
        maxLength={SLUG_MAX}
        required
        autoCapitalize="none"
        spellCheck={false}
        error={requiredError(values.slug)}
        data-testid="organization-slug"
        onChange={(event) => {
          setSlugEdited(true);
          set("slug", slugAsTyped(event.target.value));
        }}
      />
      <div className="sm:col-span-2">
        <FormField id={`${id}-description`} label={t("whiteLabel.create.descriptionField")}>
          <Textarea
            id={`${id}-description`}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => set("description", event.target.value)}
          />
        </FormField>
      </div>
      <FormField
        id={`${id}-agent`}
        label={t("whiteLabel.create.agent")}
        error={requiredError(values.agentUserId)}
        hint={agents.data && agentOptions.length === 0 ? t("whiteLabel.create.agentsEmpty") : undefined}
      >
        <Select
          {...fieldAria(
            `${id}-agent`,
            requiredError(values.agentUserId),
            Boolean(agents.data && agentOptions.length === 0),
          )}
          options={agentOptions}
          placeholder={t("whiteLabel.create.agentPlaceholder")}
          value={values.agentUserId}
          required
          data-testid="organization-agent"
          onChange={(event) => set("agentUserId", event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-plan`} label={t("whiteLabel.create.plan")}>
        <select
          id={`${id}-plan`}
          value={values.subscriptionPlan}
          data-testid="organization-plan"
          onChange={(event) => set("subscriptionPlan", event.target.value as SubscriptionPlan)}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus:border-emerald-600 focus:ring-3 focus:ring-emerald-600/20 focus:outline-none sm:text-sm"
        >
          {SUBSCRIPTION_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {t(`whiteLabel.plans.${plan}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-logo`}
        label={t("whiteLabel.create.logo")}
        hint={t("whiteLabel.create.logoHint")}
        error={logoError}
      >
        <Input
          ref={logoInput}
          {...fieldAria(`${id}-logo`, logoError, true)}
          type="file"
          accept="image/png,image/jpeg"
          data-testid="organization-logo"
          className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium"
          onChange={(event) => onLogo(event.target.files?.[0] ?? null)}
        />
      </FormField>
      <InputField
        id={`${id}-domain`}
        label={t("whiteLabel.create.customDomain")}
        hint={t("whiteLabel.create.customDomainHint")}
        value={values.customDomain}
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
        data-testid="organization-domain"
        onChange={(event) => set("customDomain", event.target.value)}
      />
      <ColorField
        id={`${id}-primary`}
        label={t("whiteLabel.create.primaryColor")}
        value={values.primaryColor}
        onChange={(color) => set("primaryColor", color)}
      />
      <ColorField
        id={`${id}-secondary`}
        label={t("whiteLabel.create.secondaryColor")}
        value={values.secondaryColor}
        onChange={(color) => set("secondaryColor", color)}
      />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t("whiteLabel.create.cancel")}
        </Button>
        <Button type="submit" disabled={busy} data-testid="organization-create-submit">
          {busy ? t("whiteLabel.create.submitting") : t("whiteLabel.create.submit")}
        </Button>
      </div>
    </form>
  );
}

/** A colour picker with its hex value beside it (kept in capitals like the defaults). */
function ColorField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (color: string) => void;
}) {
  return (
    <FormField id={id} label={label}>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="color"
          value={value.toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-11 w-16 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <span className="font-mono text-sm text-slate-700" aria-hidden>
          {value}
        </span>
      </div>
    </FormField>
  );
}
