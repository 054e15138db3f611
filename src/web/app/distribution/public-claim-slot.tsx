import { Link, useLocation } from "react-router";
import { Spinner } from "@/web/components/ui/spinner";
import type { ClaimSlotProps } from "@/web/features/distribution/components/claim-renderer";
import { loginRedirect } from "@/web/features/session/utils/login-redirect";
import { useSession } from "@/web/lib/session";
import { claimSlot } from "./claim-slot";

/**
 * The claim on the public round page. The site reads the chain for the wallet through its JSON-RPC
 * proxy, which (like the demo wallets) serves signed-in people only: a visitor is asked to sign in
 * first, and told the proof works with any tool that can call the distributor.
 */
function PublicClaim(props: ClaimSlotProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.isPending) return <Spinner label="Loading..." />;
  if (session.data) return claimSlot(props);
  return (
    <p className="text-slate-700 text-sm">
      <Link
        to={loginRedirect(pathname, search)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Sign in to claim with your wallet here
      </Link>{" "}
      or send <span className="font-mono">claim(account, amount, root, proof)</span> to the distributor
      contract above with this leaf's values and proof, from any wallet.
    </p>
  );
}

export const publicClaimSlot = (props: ClaimSlotProps) => <PublicClaim {...props} />;
