import * as ToastPrimitive from "@radix-ui/react-toast";
import { CheckCircle2, CircleAlert, Info, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { dismissToast, type ToastVariant, useToasts } from "./use-toast";

const variantStyles: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-white text-slate-900",
  destructive: "border-red-300 bg-red-50 text-red-950",
};

const variantIcons = {
  default: <Info className="size-5 text-sky-600" aria-hidden />,
  success: <CheckCircle2 className="size-5 text-emerald-600" aria-hidden />,
  destructive: <CircleAlert className="size-5 text-red-600" aria-hidden />,
} satisfies Record<ToastVariant, React.ReactNode>;

export function Toaster() {
  const { t } = useTranslation();
  const items = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={t("common.notifications")}
    >
      {items.map(({ id, title, description, variant = "default", duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg",
            "toast",
            variantStyles[variant],
          )}
        >
          <span className="mt-0.5 shrink-0">{variantIcons[variant]}</span>
          <div className="grid min-w-0 gap-1">
            {title ? <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title> : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t("common.close")}
            className="absolute top-3 right-3 rounded-md p-1 opacity-60 transition hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
