import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { PageHeading } from "../../components/page-heading";
import { Alert } from "../../components/ui/alert";
import { superAdminScreen } from "../../features/super-admin/super-admin-screen";

/** /white-label and /profit-analysis: placeholders until their own issue lands. */
function ComingSoonPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const key = location.startsWith("/white-label") ? "whiteLabel" : "profit";
  return (
    <div className="grid gap-6" data-testid="coming-soon">
      <PageHeading title={t(`superAdmin.coming.${key}`)} />
      <Alert variant="info" title={t("superAdmin.coming.title")}>
        {t("superAdmin.coming.body")}
      </Alert>
    </div>
  );
}

export default superAdminScreen(ComingSoonPage);
