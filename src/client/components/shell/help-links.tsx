import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { POLICY_PAGES } from "../../lib/policies";

/**
 * Contact and the policies, within reach of a signed-in user (a pending payment, a question). Its
 * own name: a policy page has its 'related documents' links too, and two landmarks of one name
 * cannot be told apart.
 */
export function HelpLinks() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("nav.helpLinks")}
      className="flex flex-wrap gap-x-3 gap-y-1 px-1 text-xs"
      data-testid="help-links"
    >
      {POLICY_PAGES.map((p) => (
        <Link
          key={p.key}
          href={p.path}
          className="text-slate-600 underline-offset-2 hover:text-emerald-700 hover:underline"
        >
          {t(`policyLinks.${p.key}`)}
        </Link>
      ))}
    </nav>
  );
}
