import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { UpdateProfileInput } from "../../../../common/schemas/account";
import type { UserDto } from "../../../../common/schemas/auth";
import { Button } from "../../../components/ui/button";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useUpdateProfile } from "../../../features/account/use-account";
import { markServerField } from "../../auth/server-error";
import { ServerErrorAlert } from "../../auth/server-error-alert";
import { SettingsSection } from "./settings-section";

const ProfileForm = UpdateProfileInput.pick({ firstName: true, lastName: true });
type FormIn = z.input<typeof ProfileForm>;
type FormOut = z.output<typeof ProfileForm>;

export function ProfileSection({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ProfileForm),
    mode: "onTouched",
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    update.mutate(
      { ...values, language: user.language },
      {
        onSuccess: () => toast({ title: t("settings.profile.saved"), variant: "success" }),
        onError: (error) => {
          setServerError(error);
          markServerField(error, setError, ["firstName", "lastName"] as const);
        },
      },
    );
  });

  return (
    <SettingsSection id="profile" title={t("settings.profile.title")}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="profile-form">
        <ServerErrorAlert error={serverError} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="profile-first-name" label={t("auth.fields.firstName")} error={errors.firstName?.message}>
            <Input
              {...fieldAria("profile-first-name", errors.firstName?.message)}
              {...register("firstName")}
              autoComplete="given-name"
            />
          </FormField>
          <FormField id="profile-last-name" label={t("auth.fields.lastName")} error={errors.lastName?.message}>
            <Input
              {...fieldAria("profile-last-name", errors.lastName?.message)}
              {...register("lastName")}
              autoComplete="family-name"
            />
          </FormField>
        </div>
        <FormField id="profile-email" label={t("settings.profile.email")} hint={t("settings.profile.emailHint")}>
          <Input
            {...fieldAria("profile-email", undefined, true)}
            value={user.email}
            readOnly
            className="bg-slate-50 text-slate-600"
          />
        </FormField>
        <div>
          <Button type="submit" disabled={update.isPending} data-testid="profile-save">
            <Save aria-hidden />
            {update.isPending ? t("settings.profile.saving") : t("settings.profile.save")}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
