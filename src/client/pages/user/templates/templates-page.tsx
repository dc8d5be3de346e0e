import * as Tabs from "@radix-ui/react-tabs";
import { ArrowRight, Coins, FileText, Infinity as InfinityIcon, Layers, LayoutTemplate } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { formatCredits } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import type { TemplateDto } from "../../../../common/schemas/proposals";
import { QueryError } from "../../../components/query-error";
import { ToneBadge } from "../../../components/status-badge";
import { Skeleton } from "../../../components/ui/skeleton";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { useCreditState } from "../../../features/templates/use-credit-state";
import { TEMPLATE_CATEGORIES, useTemplates } from "../../../features/templates/use-templates";
import { cn } from "../../../lib/cn";
import { ShortfallNote, shortfallOf } from "../create/affordability";

const LEVEL_STYLES: Record<TemplateDto["level"], string> = {
  basic: "bg-sky-50 text-sky-800 ring-sky-200",
  standard: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  premium: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** A template's level (Asas, Standard, Premium) in its colour. */
export function LevelBadge({ level }: { level: TemplateDto["level"] }) {
  const { t } = useTranslation();
  return <ToneBadge tone={LEVEL_STYLES[level]}>{t(`templatesArea.levels.${level}`)}</ToneBadge>;
}

export default signedInScreen(TemplatesContent, { visitor: () => <TemplatesContent user={null} /> });

function TemplatesContent({ user }: { user: UserDto | null }) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const credit = useCreditState(user);

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="templates-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("templatesArea.title")}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t("templatesArea.subtitle")}</p>
        </div>
        {user ? <BalancePill unlimited={credit.unlimited} credits={credit.credits} /> : null}
      </div>

      {templates.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : templates.error ? (
        <QueryError error={templates.error} onRetry={() => void templates.refetch()} />
      ) : (
        <Tabs.Root defaultValue={TEMPLATE_CATEGORIES[0]} className="grid gap-5 [&>*]:min-w-0">
          <Tabs.List
            aria-label={t("templatesArea.categoriesLabel")}
            className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:grid-cols-4"
          >
            {TEMPLATE_CATEGORIES.map((category) => (
              <Tabs.Trigger
                key={category}
                value={category}
                data-testid={`tab-${category}`}
                className="rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 data-[state=active]:bg-emerald-700 data-[state=active]:text-white"
              >
                {t(`templatesArea.categories.${category}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TEMPLATE_CATEGORIES.map((category) => {
            const list = (templates.data ?? []).filter((tpl) => tpl.category === category);
            return (
              <Tabs.Content key={category} value={category} className="focus-visible:outline-none">
                {list.length === 0 ? (
                  <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
                    <LayoutTemplate aria-hidden className="mx-auto size-10 text-slate-400" />
                    <p className="mt-3 font-semibold text-slate-900">{t("templatesArea.empty")}</p>
                    <p className="mt-1 text-sm text-slate-500">{t("templatesArea.emptyHint")}</p>
                  </div>
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {list.map((tpl) => (
                      <li key={tpl.id} className="min-w-0">
                        <TemplateCard
                          template={tpl}
                          missing={shortfallOf(tpl.creditCost, credit.credits, credit.unlimited)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      )}
    </div>
  );
}

export function BalancePill({ unlimited, credits }: { unlimited: boolean; credits: number | null }) {
  const { t } = useTranslation();
  if (!unlimited && credits === null) return null;
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900"
      data-testid="templates-balance"
    >
      {unlimited ? <InfinityIcon aria-hidden className="size-4" /> : <Coins aria-hidden className="size-4" />}
      <span className="sr-only">{t("templatesArea.balance")}: </span>
      {unlimited
        ? t("templatesArea.unlimited")
        : t("templatesArea.balanceValue", { credits: formatCredits(credits ?? 0) })}
    </p>
  );
}

/** A template's card; one the balance cannot pay (`missing` credits short) is disabled and says how to buy them. */
function TemplateCard({ template, missing }: { template: TemplateDto; missing: number }) {
  const { t } = useTranslation();
  const short = missing > 0;
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <LevelBadge level={template.level} />
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-900">
          <Coins aria-hidden className="size-4 text-amber-600" />
          {t("templatesArea.cost", { cost: formatCredits(template.creditCost) })}
        </span>
      </div>
      <h2 className="mt-3 text-base font-semibold break-words text-slate-900">{template.name}</h2>
      <p className="mt-1 line-clamp-3 text-sm text-slate-600">{template.description}</p>
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <FileText aria-hidden className="size-3.5" />
          {t("templatesArea.words", { words: formatCredits(template.estimatedWords) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Layers aria-hidden className="size-3.5" />
          {t("templatesArea.sections", { count: template.sections.length })}
        </span>
      </div>
      <div className="mt-4 border-t border-slate-100 pt-3 text-sm font-semibold">
        {short ? (
          <span className="grid gap-2">
            <span className="text-red-700">{t("templatesArea.insufficient")}</span>
            <ShortfallNote missing={missing} className="font-normal" />
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-emerald-700">
            {t("templatesArea.choose")}
            <ArrowRight aria-hidden className="size-4" />
          </span>
        )}
      </div>
    </>
  );
  const base = "flex h-full flex-col rounded-xl border p-5 shadow-sm";
  if (short) {
    return (
      <div
        aria-disabled="true"
        data-testid={`template-card-${template.id}`}
        data-disabled="true"
        className={cn(base, "cursor-not-allowed border-slate-200 bg-slate-100")}
      >
        {body}
      </div>
    );
  }
  return (
    <Link
      href={`/template/${template.id}`}
      data-testid={`template-card-${template.id}`}
      className={cn(
        base,
        "border-slate-200 bg-white transition hover:border-emerald-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600",
      )}
    >
      {body}
    </Link>
  );
}
