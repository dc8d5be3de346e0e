import { ArrowLeft, Coins, FileText, Layers, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { formatCredits } from "../../../../common/money";
import type { TemplateDto } from "../../../../common/schemas/proposals";
import { buttonClasses } from "../../../components/ui/button";
import { KindBadge } from "../../../features/kinds/kind-badge";
import { templateKind } from "../../../features/templates/template-kind";
import { useTemplate } from "../../../features/templates/use-templates";
import { currentLanguage, type Language } from "../../../i18n";
import { cn } from "../../../lib/cn";
import { LevelBadge } from "./templates-page";

export function TemplateNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <SearchX aria-hidden className="mx-auto size-10 text-amber-600" />
      <h1 className="mt-4 text-xl font-bold text-slate-900" data-testid="template-not-found">
        {t("templatesArea.notFound")}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{t("templatesArea.notFoundHint")}</p>
      <Link href="/templates" className={buttonClasses("primary", "md", "mt-6")}>
        <ArrowLeft aria-hidden />
        {t("templatesArea.backToList")}
      </Link>
    </div>
  );
}

export function TemplateInfo({
  template,
  paperLanguage,
  className,
}: {
  template: TemplateDto;
  /** The language the paper will be written in (null: the interface language). */
  paperLanguage: Language | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const sections = usePaperSections(template, paperLanguage);
  const facts = [
    {
      label: t("templatesArea.costLabel"),
      text: t("templatesArea.cost", { cost: formatCredits(template.creditCost) }),
      Icon: Coins,
      tone: "bg-amber-50 text-amber-900",
    },
    {
      label: t("templatesArea.wordsLabel"),
      text: t("templatesArea.words", { words: formatCredits(template.estimatedWords) }),
      Icon: FileText,
      tone: "bg-slate-50 text-slate-800",
    },
    {
      label: t("templatesArea.sectionsCountLabel"),
      text: t("templatesArea.sections", { count: template.sections.length }),
      Icon: Layers,
      tone: "bg-slate-50 text-slate-800",
    },
  ];
  return (
    <section className={cn("rounded-xl border border-slate-200 bg-white p-6 shadow-sm", className)}>
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={template.level} />
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {t(`templatesArea.categories.${template.category}`)}
        </span>
        <KindBadge kind={templateKind(template)} />
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-slate-900">{template.name}</h1>
      <p className="mt-2 text-sm text-slate-600">{template.description}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {facts.map(({ label, text, Icon, tone }) => (
          <div key={label} className={cn("rounded-lg p-2", tone)}>
            <dt className="sr-only">{label}</dt>
            <dd className="flex flex-col items-center gap-1 text-xs font-semibold">
              <Icon aria-hidden className="size-4" />
              {text}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-sm font-semibold text-slate-900">{t("templatesArea.sectionsTitle")}</h2>
      {sections.otherLanguage ? (
        <p className="mt-1 text-xs text-slate-500" data-testid="template-sections-language">
          {t("templatesArea.sectionsLanguage", { language: t(`lang.names.${sections.language}`) })}
        </p>
      ) : null}
      <ol
        className={cn("mt-2 grid gap-1.5 text-sm text-slate-700", sections.loading && "opacity-60")}
        lang={sections.otherLanguage ? sections.language : undefined}
        aria-busy={sections.loading || undefined}
        data-testid="template-sections"
      >
        {sections.list.map((section, index) => (
          <li key={section.title} className="flex gap-2">
            <span
              aria-hidden
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-xs font-semibold text-emerald-800"
            >
              {index + 1}
            </span>
            <span className="min-w-0 pt-0.5 break-words">{section.title}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The template's sections as the paper will head them: the server names them per language, so a
 * paper in another language than the interface's asks for the template in that language (while it
 * loads, or if it cannot, the interface language's titles stay).
 */
function usePaperSections(template: TemplateDto, paperLanguage: Language | null) {
  const language = paperLanguage ?? currentLanguage();
  const inPaperLanguage = useTemplate(template.id, language);
  const fresh = inPaperLanguage.data && !inPaperLanguage.isPlaceholderData ? inPaperLanguage.data : null;
  return {
    language,
    otherLanguage: language !== currentLanguage(),
    list: (fresh ?? template).sections,
    loading: inPaperLanguage.isFetching && !fresh,
  };
}
