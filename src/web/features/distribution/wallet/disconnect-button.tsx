import { useConfig } from "wagmi";
import { disconnect } from "wagmi/actions";
import { m } from "@/paraglide/messages";
import { shortHex } from "@/shared/format/short-hex";
import { Button } from "@/web/components/ui/button";

/** Disconnect the connected wallet where no claim flow (which has its own) is drawn. */
export function DisconnectButton({ address }: { address: string }) {
  const config = useConfig();
  return (
    <Button type="button" variant="link" size="sm" className="self-start" onClick={() => disconnect(config)}>
      {m.claim_round_disconnect({ address: shortHex(address) })}
    </Button>
  );
}
