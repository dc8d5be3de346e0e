import { useEffect } from "react";
import i18n from "../i18n";

/** What the browser's tab says: the screen's own heading, then the brand shown on it. */
export function titleFor(heading: string | null, brand: string | null, fallback: string): string {
  const name = heading?.replace(/\s+/g, " ").trim();
  if (!name) return fallback;
  const site = brand?.trim() || i18n.t("app.name");
  return name === site ? name : `${name} · ${site}`;
}

/**
 * Keeps the tab's title on the screen's main heading ('Proposal Saya · Kertas AI'), so a user with
 * several tabs, the history list and a bookmark tell the screens apart. It follows the heading as
 * it appears, changes with the language or a proposal's title, and names an organisation's brand
 * where its page shows it. Read at most once a frame, after the DOM changed.
 */
export function useDocumentTitle(): void {
  useEffect(() => {
    let frame = 0;
    const apply = () => {
      frame = 0;
      const heading = document.querySelector("main h1")?.textContent ?? null;
      const brand = document.querySelector("[data-brand-name]")?.textContent ?? null;
      const title = titleFor(heading, brand, i18n.t("app.title"));
      if (document.title !== title) document.title = title;
    };
    const observer = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(apply);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    apply();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}
