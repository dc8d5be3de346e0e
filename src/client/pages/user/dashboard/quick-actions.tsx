import { ArrowUpRight, Coins, FilePlus2, FolderOpen, type LucideIcon, PlayCircle, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";

interface Action {
  href: string;
  key: string;
  icon: LucideIcon;
  tone: string;
}

const ACTIONS: Action[] = [
  { href: "/auto-generator", key: "autoGenerator", icon: Wand2, tone: "bg-emerald-700 text-white" },
  { href: "/create-proposal", key: "manual", icon: FilePlus2, tone: "bg-teal-50 text-teal-700" },
  { href: "/proposals", key: "list", icon: FolderOpen, tone: "bg-sky-50 text-sky-700" },
  { href: "/demo", key: "demo", icon: PlayCircle, tone: "bg-violet-50 text-violet-700" },
  { href: "/credits", key: "buyCredits", icon: Coins, tone: "bg-amber-50 text-amber-700" },
];

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        {t("dashboard.actions.title")}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {ACTIONS.map(({ href, key, icon: Icon, tone }, index) => (
          // The generator leads: full width on phones.
          <li key={key} className={index === 0 ? "col-span-2 sm:col-span-1" : undefined}>
            <Link
              href={href}
              data-testid={`action-${key}`}
              className="group flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-emerald-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
            >
              <span className="flex items-center justify-between">
                <span aria-hidden className={`inline-flex size-10 items-center justify-center rounded-lg ${tone}`}>
                  <Icon className="size-5" />
                </span>
                <ArrowUpRight aria-hidden className="size-4 text-slate-300 transition group-hover:text-emerald-600" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{t(`dashboard.actions.${key}.title`)}</span>
                <span className="mt-0.5 block text-sm text-slate-500">{t(`dashboard.actions.${key}.body`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
