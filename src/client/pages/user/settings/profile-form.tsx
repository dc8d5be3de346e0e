import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { UpdateProfileInput } from "../../../../common/schemas/account";
import type { UserDto } from "../../../../common/schemas/auth";
import { Button } from "../../../components/ui/button";
import { InputField } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/use-toast";
import { useUpdateProfile } from "../../../features/account/use-account";
import { NameFields } from "../../../features/auth/name-fields";
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
        <NameFields
          idPrefix="profile"
          firstName={register("firstName")}
          lastName={register("lastName")}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
          className="grid items-start gap-4 sm:grid-cols-2"
        />
        <InputField
          id="profile-email"
          label={t("settings.profile.email")}
          hint={t("settings.profile.emailHint")}
          value={user.email}
          readOnly
          className="bg-slate-50 text-slate-600"
        />
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
