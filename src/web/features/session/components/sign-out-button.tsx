import { LogOutIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { m } from "@/paraglide/messages";
import { Button } from "@/web/components/ui/button";
import { useSignOut } from "@/web/features/session/api/sign-out";

/** Signs the user out everywhere and goes home; `onSignOut` runs first (e.g. to close a menu). */
export function SignOutButton({
  onSignOut,
  ...props
}: Omit<ComponentProps<typeof Button>, "onClick" | "children"> & { onSignOut?: () => void }) {
  const signOut = useSignOut();
  return (
    <Button
      type="button"
      disabled={signOut.isPending}
      onClick={() => {
        onSignOut?.();
        signOut.mutate();
      }}
      {...props}
    >
      <LogOutIcon aria-hidden />
      {signOut.isPending ? m.session_signing_out() : m.session_sign_out()}
    </Button>
  );
}
