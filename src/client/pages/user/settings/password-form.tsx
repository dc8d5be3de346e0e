import { KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { PasswordChangeFields, usePasswordChangeForm } from "../../../features/auth/password-change-form";
import { ServerErrorAlert } from "../../auth/server-error-alert";
import { SettingsSection } from "./settings-section";

/** The server ends every session and issues this browser a fresh one, so the user stays signed in. */
export function PasswordSection() {
  const { t } = useTranslation();
  const { form, onSubmit, serverError, isPending } = usePasswordChangeForm((f) => {
    f.reset({ currentPassword: "", newPassword: "", confirmPassword: "" });
    toast({ title: t("settings.password.success"), variant: "success" });
  });

  return (
    <SettingsSection id="password" title={t("settings.password.title")} text={t("settings.password.text")}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="password-form">
        <ServerErrorAlert error={serverError} />
        <PasswordChangeFields form={form} idPrefix="settings-" newPasswordsInRow />
        <div>
          <Button type="submit" disabled={isPending} data-testid="password-save">
            <KeyRound aria-hidden />
            {isPending ? t("settings.password.pending") : t("settings.password.submit")}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
