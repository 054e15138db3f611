import { XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { m } from "@/paraglide/messages";
import { cn } from "@/web/lib/cn";

/** A side panel on Radix Dialog: focus is trapped, Escape closes it, focus returns to the trigger. */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export function SheetContent({
  className,
  children,
  title,
  ...props
}: ComponentProps<typeof Dialog.Content> & { title: string }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-page-in motion-reduce:animate-none" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-4 bg-white p-6 shadow-xl data-[state=open]:animate-page-in motion-reduce:animate-none",
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between">
          <Dialog.Title className="font-semibold text-lg">{title}</Dialog.Title>
          <Dialog.Close
            className="rounded-md p-3 text-slate-600 hover:bg-slate-100"
            aria-label={m.ui_close_menu()}
          >
            <XIcon className="size-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
