import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { UserDto } from "../../../../common/schemas/auth";
import { PageHeading } from "../../../components/page-heading";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { LanguageSection } from "./language-section";
import { PasswordSection } from "./password-form";
import { ProfileSection } from "./profile-form";
import { SessionsSection } from "./sessions-section";

function SettingsPage({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  // The profile menu links to /settings#profile; a client-side navigation does not scroll there itself.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="settings-page">
      <PageHeading title={t("settings.title")} subtitle={t("settings.subtitle")} />
      <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <ProfileSection user={user} />
        <PasswordSection />
        <LanguageSection user={user} />
        <SessionsSection />
      </div>
    </div>
  );
}

export default signedInScreen(SettingsPage);
