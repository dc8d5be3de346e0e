import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClasses } from "../../../components/ui/button";
import { useSignOutOthers } from "../../../features/account/use-account";
import { errorMessage } from "../../../lib/api-error";
import { SettingsSection } from "./settings-section";

export function SessionsSection() {
  const { t } = useTranslation();
  const signOut = useSignOutOthers();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    setOpen(false);
    signOut.mutate();
  };

  return (
    <SettingsSection id="sessions" title={t("settings.sessions.title")} text={t("settings.sessions.text")}>
      {signOut.data ? (
        <Alert variant="info" data-testid="sign-out-result">
          {t("settings.sessions.result", { count: signOut.data.signedOut })}
        </Alert>
      ) : null}
      {signOut.error ? <Alert>{errorMessage(signOut.error, t)}</Alert> : null}
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Trigger asChild>
          <Button variant="outline" disabled={signOut.isPending} className="w-fit" data-testid="sign-out-others">
            <LogOut aria-hidden />
            {signOut.isPending ? t("settings.sessions.pending") : t("settings.sessions.button")}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">
              {t("settings.sessions.confirmTitle")}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {t("settings.sessions.confirmText")}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses("outline")}>
                {t("settings.sessions.cancel")}
              </AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClasses("danger")} onClick={confirm} data-testid="confirm-sign-out">
                {t("settings.sessions.confirm")}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </SettingsSection>
  );
}
