import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Save, ShieldAlert } from "lucide-react";
import { type CSSProperties, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Redirect, useLocation } from "wouter";
import { keepAmountsTogether } from "../../../../common/document/table-columns";
import { formatCredits } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { PageHeading } from "../../../components/page-heading";
import { focusableTableClasses, useFocusableWideTables } from "../../../components/proposal/focusable-wide-tables";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { BuyCreditsLink } from "../../../features/credits/buy-credits-link";
import { useCreditState } from "../../../features/templates/use-credit-state";
import i18n from "../../../i18n";
import { formatDate } from "../../../lib/format";
import { postOnce, useSubmissionKey } from "../../../lib/idempotency";
import { queryKeys } from "../../../lib/query-keys";
import { shortfallOf } from "./affordability";
import { toastCallError } from "./credit-guard";
import { clearPreview, readPreview, type StoredPreview } from "./storage";

type SaveResult = { success: boolean; creditsDeducted: number; proposal: { id: string } };

const BLOCKED_KEYS = new Set(["c", "a", "s", "p", "x", "u"]);

function blocked(): void {
  toast({
    variant: "destructive",
    title: i18n.t("create.preview.blockedTitle"),
    description: i18n.t("create.preview.blocked"),
  });
}

/** /proposal-preview: the generated preview, protected from copying, and 'Simpan Proposal'. */
export default signedInScreen(PreviewScreen);

function PreviewScreen({ user }: { user: UserDto }) {
  const [stored] = useState(readPreview);
  if (!stored) return <Redirect to="/proposal-requirements" replace />;
  return <PreviewContent stored={stored} user={user} />;
}

const XML_ESCAPES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

/**
 * The watermark of a preview the balance cannot pay: `text` (email, date) repeated diagonally
 * over the whole preview as a background image. print-color-adjust keeps it in print, where
 * browsers otherwise drop backgrounds.
 */
function watermarkStyle(text: string): CSSProperties {
  const escaped = text.replace(/[<>&'"]/g, (c) => XML_ESCAPES[c] ?? c);
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' width='560' height='240'>" +
    "<text x='280' y='120' text-anchor='middle' dominant-baseline='middle' transform='rotate(-24 280 120)' " +
    "font-family='Arial, sans-serif' font-size='16' font-weight='700' fill='rgb(15,23,42)' fill-opacity='0.17'>" +
    `${escaped}</text></svg>`;
  return {
    backgroundImage: `url("data:image/svg+xml,${encodeURIComponent(svg)}")`,
    backgroundRepeat: "repeat",
    printColorAdjust: "exact",
    WebkitPrintColorAdjust: "exact",
  };
}

function useCopyProtection() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      if (((e.ctrlKey || e.metaKey) && BLOCKED_KEYS.has(key)) || e.key === "F12" || e.key === "PrintScreen") {
        e.preventDefault();
        e.stopPropagation();
        blocked();
      }
    };
    // PrintScreen fires only on key up in most browsers.
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key === "PrintScreen") {
        void navigator.clipboard?.writeText?.("").catch(() => {});
        blocked();
      }
    };
    const onBlockedEvent = (e: Event) => {
      e.preventDefault();
      blocked();
    };
    document.addEventListener("keydown", onKey, true);
    document.addEventListener("keyup", onKeyUp, true);
    document.addEventListener("copy", onBlockedEvent, true);
    document.addEventListener("cut", onBlockedEvent, true);
    document.addEventListener("contextmenu", onBlockedEvent, true);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      document.removeEventListener("keyup", onKeyUp, true);
      document.removeEventListener("copy", onBlockedEvent, true);
      document.removeEventListener("cut", onBlockedEvent, true);
      document.removeEventListener("contextmenu", onBlockedEvent, true);
    };
  }, []);
}

function PreviewContent({ stored, user }: { stored: StoredPreview; user: UserDto }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  useCopyProtection();
  const { preview } = stored;
  const sectionsRef = useFocusableWideTables<HTMLElement>(preview.sections);
  const credit = useCreditState(user);
  const missing = shortfallOf(stored.requiredCredits, credit.credits, credit.unlimited);
  const watermark =
    missing > 0 ? t("create.preview.watermark", { email: user.email, date: formatDate(new Date()) }) : null;
  const submission = useSubmissionKey();

  // One key per submission: a second click (or a retry after a lost answer) replays the first save.
  const save = useMutation({
    mutationFn: (key: string) =>
      postOnce<SaveResult>("/api/save-generated-proposal", key, { previewId: stored.previewId }),
    onSettled: (_result, error) => submission.settle(error ?? undefined),
    onSuccess: async (result) => {
      toast({
        variant: "success",
        title: t("create.common.success"),
        description:
          result.creditsDeducted > 0
            ? t("create.preview.saved", { n: formatCredits(result.creditsDeducted) })
            : t("create.preview.savedNoCharge"),
      });
      clearPreview();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.proposals() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.proposalStats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
      ]);
      navigate("/proposals", { replace: true });
    },
    onError: (error) => toastCallError(error, "create.preview.saveFailed"),
  });

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="proposal-preview">
      <PageHeading title={t("create.preview.title")} subtitle={t("create.preview.subtitle")} />

      <section
        aria-labelledby="copyright-title"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        data-testid="copyright-notice"
      >
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <h2 id="copyright-title" className="font-semibold">
            {t("create.preview.copyrightTitle")}
          </h2>
          <p className="mt-1 text-sm">{t("create.preview.copyrightBody")}</p>
        </div>
      </section>

      {missing > 0 ? (
        <p
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          data-testid="preview-short-notice"
        >
          {t("create.preview.shortNotice", {
            credits: formatCredits(credit.credits ?? 0),
            cost: formatCredits(stored.requiredCredits),
          })}{" "}
          <BuyCreditsLink />
        </p>
      ) : null}

      <Card className="relative overflow-hidden">
        {watermark ? (
          <div
            aria-hidden
            data-testid="preview-watermark"
            data-text={watermark}
            className="pointer-events-none absolute inset-0 z-10"
            style={watermarkStyle(watermark)}
          />
        ) : null}
        <div className="border-b border-slate-200 bg-slate-50 px-5 py-4 sm:px-8">
          <h2 className="text-xl font-bold text-slate-900 break-words">{preview.title}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("create.preview.meta", {
              sections: preview.sections.length,
              words: formatCredits(preview.estimatedWords),
            })}
          </p>
        </div>
        <article
          ref={sectionsRef}
          aria-label={t("create.preview.sectionsLabel")}
          className={`grid gap-8 px-5 py-6 select-none sm:px-8 print:hidden ${focusableTableClasses}`}
          data-testid="preview-sections"
        >
          {preview.sections.map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed for this preview
            <section key={index} className="min-w-0">
              <h3 className="text-lg font-semibold text-emerald-900">{section.title}</h3>
              <div
                className="proposal-content mt-2 grid gap-3 [&>*]:min-w-0 text-[15px] leading-7 text-slate-800 break-words [&_h2]:hidden [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_table]:w-full max-sm:[&_table]:block max-sm:[&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_ul]:list-disc"
                // The server sanitised this HTML against its allow-list before storing it.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised proposal HTML
                dangerouslySetInnerHTML={{ __html: keepAmountsTogether(section.content) }}
              />
            </section>
          ))}
        </article>
      </Card>

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 sm:min-w-0 sm:flex-1">
          {t("create.preview.cost", { credits: formatCredits(stored.requiredCredits) })}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
          <Link href="/create-proposal" className={buttonClasses("outline", "lg")}>
            <ArrowLeft aria-hidden />
            {t("create.preview.changeRequirements")}
          </Link>
          {missing > 0 ? <BuyCreditsLink className="self-center whitespace-nowrap" /> : null}
          <Button
            size="lg"
            onClick={() => save.mutate(submission.take(stored.previewId))}
            disabled={save.isPending || missing > 0}
            data-testid="save-preview"
          >
            <Save aria-hidden />
            <span className="whitespace-normal text-center leading-tight">
              {save.isPending
                ? t("create.preview.saving")
                : missing > 0
                  ? t("create.preview.saveShort", {
                      cost: formatCredits(stored.requiredCredits),
                      missing: formatCredits(missing),
                    })
                  : t("create.preview.save")}
            </span>
          </Button>
        </div>
      </div>
    </div>
  );
}
