import { MessageCircle, Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";

export function whatsappShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

export function ShareSection() {
  const { t, i18n } = useTranslation();
  // The shared message is the product's Malay promotion, whatever language this visitor reads.
  const message = i18n.getFixedT("ms")("landing.share.message");
  const href = whatsappShareUrl(`${message} ${window.location.origin}`);
  return (
    <section aria-labelledby="share-title" className="px-4 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 rounded-2xl border border-emerald-100 bg-emerald-50/60 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <span
            aria-hidden
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-emerald-700 shadow-sm"
          >
            <Share2 className="size-6" />
          </span>
          <div>
            <h2 id="share-title" className="text-lg font-semibold text-slate-900">
              {t("landing.share.title")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("landing.share.body")}</p>
          </div>
        </div>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="share-whatsapp"
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg bg-[#075E54] px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-[#054c44] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#075E54]"
        >
          <MessageCircle aria-hidden className="size-5" />
          {t("landing.share.button")}
          <span className="sr-only">{t("common.opensInNewTab")}</span>
        </a>
      </div>
    </section>
  );
}
