import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

const alertVariants = cva(
  "flex gap-3 rounded-lg border p-4 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      tone: {
        info: "border-brand-200 bg-brand-50 text-brand-900",
        warning: "border-amber-300 bg-amber-50 text-amber-900",
        danger: "border-red-300 bg-red-50 text-red-900",
        success: "border-emerald-300 bg-emerald-50 text-emerald-900",
      },
    },
    defaultVariants: { tone: "info" },
  },
);

export function Alert({
  className,
  tone,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    />
  );
}
