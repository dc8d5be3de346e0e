import { useEffect } from "react";
import { blockHistoryNavigation } from "../../lib/app-location";

/**
 * While there are unsaved changes: the browser asks before the page is closed or reloaded;
 * in-app links (those inside the editor excluded) and the browser's Back and Forward buttons
 * ask for confirmation before leaving.
 *
 * Back/Forward go through the router's location (lib/app-location): cancelling keeps the screen
 * and puts its address back.
 */
export function useUnsavedGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;
    const samePage = (url: URL) => url.pathname === window.location.pathname && url.search === window.location.search;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show their own prompt.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.closest("[contenteditable]")) return;
      if (anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (samePage(url)) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    const unblock = blockHistoryNavigation(() => window.confirm(message));
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      unblock();
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, message]);
}
