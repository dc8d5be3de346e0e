import { Clock, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { usePublicInfo } from "../../../features/public/use-public-info";
import { PublicLayout } from "../public-layout";
import { PolicyLinks } from "./policy-page";

/** 'Hubungi Kami': the support contact from settings, the hours and what to include. */
export default function ContactPage() {
  const { t } = useTranslation();
  const support = usePublicInfo().data?.support;
  return (
    <PublicLayout>
      <Card className="mx-auto grid max-w-3xl gap-6 p-6 sm:p-8" data-testid="contact-page">
        <header className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("legal.contact.title")}</h1>
          <p className="text-slate-700">{t("legal.contact.intro")}</p>
        </header>
        <dl className="grid gap-4">
          <ContactItem icon={Mail} label={t("legal.contact.email")} testId="support-email">
            {support ? (
              <a href={`mailto:${support.email}`} className="text-emerald-800 hover:underline">
                {support.email}
              </a>
            ) : (
              "…"
            )}
          </ContactItem>
          {support?.phone ? (
            <ContactItem icon={Phone} label={t("legal.contact.phone")} testId="support-phone">
              <a href={`tel:${support.phone.replace(/[^+0-9]/g, "")}`} className="text-emerald-800 hover:underline">
                {support.phone}
              </a>
            </ContactItem>
          ) : null}
          <ContactItem icon={Clock} label={t("legal.contact.hours")}>
            {t("legal.contact.hoursValue")}
          </ContactItem>
        </dl>
        <div className="grid gap-2 text-slate-700">
          <p>{t("legal.contact.response")}</p>
          <p>{t("legal.contact.payments")}</p>
          <p>{t("legal.contact.agent")}</p>
        </div>
        <PolicyLinks current="contact" />
      </Card>
    </PublicLayout>
  );
}

function ContactItem({
  icon: Icon,
  label,
  testId,
  children,
}: {
  icon: typeof Mail;
  label: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-sm text-slate-500">
        <Icon aria-hidden className="size-4 text-emerald-700" />
        {label}
      </dt>
      <dd className="pl-6 font-semibold text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
