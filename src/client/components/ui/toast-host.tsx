import { lazy, Suspense, useState } from "react";
import { useToasts } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toasts' place in the page. Their code (Radix Toast) is fetched with the first toast, so a
 * page that never shows one (the landing page) does not load it; once there, it stays mounted.
 */
export function ToastHost() {
  const shown = useToasts().length > 0;
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
