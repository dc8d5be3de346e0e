import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useEffect, useRef } from "react";
import { type ButtonVariant, buttonClasses } from "../ui/button";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** The confirm button's look: red for what cannot be undone (the default). */
  confirmVariant?: ButtonVariant;
}

/** An accessible yes/no question (focus trapped, Escape cancels, the question is the description). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, pending } = props;
  const confirmVariant = props.confirmVariant ?? "danger";
  // A second click before the page shows the answer pending (a double click) is not a second answer.
  const answered = useRef(false);
  useEffect(() => {
    if (open && !pending) answered.current = false;
  }, [open, pending]);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("outline", "md")}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(confirmVariant, "md")}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                if (answered.current) return;
                answered.current = true;
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
