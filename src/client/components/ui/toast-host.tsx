import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useToasts } from "./use-toast";

let toasterCode: Promise<typeof import("./toaster")> | null = null;

/** The toasts' code, fetched once; resolves when it is loaded (or failed to load). */
export function loadToaster(): Promise<unknown> {
  toasterCode ??= import("./toaster");
  return toasterCode.catch(() => undefined);
}

const Toaster = lazy(() => {
  toasterCode ??= import("./toaster");
  return toasterCode.then((module) => ({ default: module.Toaster }));
});

let mountWanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Mounts the toasts' place now. Called as soon as a screen beyond a visitor's landing page shows, so
 * a toast shown just before the page is left (a session that ended sends the person to sign in
 * half a second later) is not waiting for its code.
 */
export function mountToaster(): void {
  if (mountWanted) return;
  mountWanted = true;
  for (const listener of listeners) listener();
}

/**
 * The toasts' place in the page, mounted with the first toast or by `mountToaster`: a page that
 * never shows one (a visitor's landing page) does not load their code. Once there, it stays.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribe, () => mountWanted);
  const shown = useToasts().length > 0;
  const [needed, setNeeded] = useState(shown || wanted);
  if ((shown || wanted) && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
