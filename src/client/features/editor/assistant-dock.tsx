import { Sparkles, X } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

const WIDE = "(min-width: 1024px)";

function useWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", notify);
      return () => query.removeEventListener("change", notify);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select, [tabindex]";

/** Tab and Shift+Tab go round the sheet's own controls. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement): void {
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.offsetParent !== null,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Where the AI assistant sits. Wide screens: beside the editor, following the reader down a long
 * document (sticky below the top bar). Phones and tablets: hidden behind a floating "Pembantu AI"
 * button that opens it as a bottom sheet (a modal dialog: focus moves in and stays, Escape, the
 * close button or the backdrop close it, focus goes back to the button). The panel stays mounted
 * either way, so a running action and what was typed survive closing the sheet.
 */
export function AssistantDock({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const sheetOpen = open && !wide;
  const sheet = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!sheetOpen) return;
    const container = sheet.current;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === "Tab" && container) {
        keepFocusInside(event, container);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      opener.current?.focus();
    };
  }, [sheetOpen]);

  const title = t("proposalsArea.editor.assistant.title");
  return (
    <>
      <div
        ref={sheet}
        data-testid="assistant-dock"
        {...(sheetOpen ? { role: "dialog", "aria-modal": true, "aria-label": title } : {})}
        className={cn(
          "lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto",
          sheetOpen
            ? "fixed inset-x-0 bottom-0 z-50 max-h-[75dvh] overflow-y-auto overscroll-contain rounded-t-2xl border-t border-slate-200 bg-slate-50 px-3 pb-4 shadow-2xl"
            : "max-lg:hidden",
        )}
      >
        {sheetOpen ? (
          <div className="sticky top-0 z-10 -mx-3 flex h-12 items-center justify-center bg-slate-50 px-3">
            <span aria-hidden className="h-1.5 w-10 rounded-full bg-slate-300" />
            <button
              ref={closeButton}
              type="button"
              onClick={() => setOpen(false)}
              aria-label={t("proposalsArea.editor.dock.close")}
              title={t("proposalsArea.editor.dock.close")}
              className="absolute right-2 inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-600"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
        ) : null}
        {children}
      </div>
      {sheetOpen ? (
        <div aria-hidden className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" onClick={() => setOpen(false)} />
      ) : null}
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        data-testid="assistant-open"
        className={cn(
          "fixed right-4 bottom-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-emerald-700 px-5 text-sm font-semibold text-white shadow-lg hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 lg:hidden",
          sheetOpen && "hidden",
        )}
      >
        <Sparkles aria-hidden className="size-4" />
        {t("proposalsArea.editor.dock.open")}
      </button>
      {/* Room at the end of the page so the floating button covers nothing. */}
      <div aria-hidden className="h-12 lg:hidden" />
    </>
  );
}
