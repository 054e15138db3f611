import { ShieldCheckIcon } from "lucide-react";
import { useState } from "react";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";
import { VerificationDialog } from "./verification-dialog";

type ButtonProps = Parameters<typeof Button>[0];

/** "Verify Transaction": opens the verification dialog, where a payment is claimed by its hash. */
export function VerifyTransactionButton({
  variant = "outline",
  size,
  className,
}: Pick<ButtonProps, "variant" | "size" | "className">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <ShieldCheckIcon aria-hidden="true" />
        {m.payments_verify_title()}
      </Button>
      <VerificationDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
