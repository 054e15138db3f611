import { useState } from "react";
import { erc20Abi, isAddressEqual } from "viem";
import { useConfig, useConnection, useReadContract } from "wagmi";
import { disconnect, switchChain } from "wagmi/actions";
import { m } from "@/paraglide/messages";
import type { PublicChain } from "@/shared/chain/public-chain";
import { formatUsdt, formatUsdtExact } from "@/shared/format/money";
import { shortHex } from "@/shared/format/short-hex";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { usePublicChain } from "@/web/lib/public-chain";
import { useLinkedWallets } from "./api/linked-wallets";
import { ConnectWallet } from "./connect-wallet";
import { LinkThenPayButton } from "./link-then-pay-button";
import { PaymentProgress } from "./payment-progress";
import { isLocked } from "./payment-state";
import { useWalletPayment } from "./use-wallet-payment";
import { walletErrorMessage } from "./wallet-errors";
import { WalletProvider } from "./wallet-provider";

export interface PayWithWalletProps {
  /** The amount to pay in micro-USDT; null while the amount is not valid. */
  amountMicroUsdt: bigint | null;
  disabled?: boolean;
  /** Called with the transfer's hash once the wallet has sent it. */
  onSent?: (hash: `0x${string}`) => void;
}

/** Pay with a browser wallet: connect, link by signature, switch chain, send the USDT transfer, follow it. */
export default function PayWithWallet(props: PayWithWalletProps) {
  return (
    <section aria-labelledby="pay-with-wallet" className="flex flex-col gap-3">
      <h3 id="pay-with-wallet" className="font-semibold text-slate-900">
        {m.wallet_pay_title()}
      </h3>
      <WalletProvider>
        <PayFlow {...props} />
      </WalletProvider>
    </section>
  );
}

function PayFlow(props: PayWithWalletProps) {
  const chain = usePublicChain().data;
  return chain ? <PayFlowOn chain={chain} {...props} /> : null;
}

function PayFlowOn({
  chain,
  amountMicroUsdt,
  disabled,
  onSent,
}: PayWithWalletProps & { chain: PublicChain }) {
  const config = useConfig();
  const connection = useConnection();
  const linked = useLinkedWallets();
  const payment = useWalletPayment(chain, onSent);
  const [error, setError] = useState<string | null>(null);
  const address = connection.status === "connected" ? connection.address : undefined;
  const balance = useReadContract({
    address: chain.usdt,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: address ? [address] : undefined,
    chainId: chain.chainId,
    query: { enabled: Boolean(address) },
  });

  const isLinked = address && linked.data?.wallets.some((w) => isAddressEqual(w.address, address));
  const wrongChain = address && connection.chainId !== chain.chainId;
  // Locked from the wallet's prompt until this payment is settled and a new one is started.
  const busy = isLocked(payment.state);
  const short = balance.data !== undefined && amountMicroUsdt !== null && balance.data < amountMicroUsdt;

  const run = (action: () => Promise<unknown>) => async () => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(walletErrorMessage(failure));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {!address && (
        <>
          <p className="text-sm text-slate-600">
            {chain.demo ? m.wallet_pay_connect_hint_demo() : m.wallet_pay_connect_hint()}
          </p>
          <ConnectWallet onError={setError} />
        </>
      )}
      {address && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>
            {m.wallet_connected_label()} <span className="font-mono">{shortHex(address)}</span>
          </span>
          {balance.data !== undefined && (
            <span>{m.wallet_pay_balance({ amount: formatUsdt(balance.data) })}</span>
          )}
          <Button type="button" variant="link" size="sm" onClick={() => disconnect(config)} disabled={busy}>
            {m.wallet_disconnect()}
          </Button>
        </div>
      )}
      {address && linked.isSuccess && !isLinked && (
        <LinkThenPayButton
          chain={chain}
          address={address}
          amountMicroUsdt={amountMicroUsdt}
          disabled={disabled || busy || short}
          pay={payment.pay}
          onError={setError}
        />
      )}
      {address && isLinked && wrongChain && (
        <Button type="button" onClick={run(() => switchChain(config, { chainId: chain.chainId }))}>
          {chain.demo ? m.wallet_pay_switch_demo() : m.wallet_pay_switch()}
        </Button>
      )}
      {address && isLinked && !wrongChain && (
        <Button
          type="button"
          variant="accent"
          disabled={disabled || busy || amountMicroUsdt === null || amountMicroUsdt <= 0n || short}
          onClick={() => amountMicroUsdt !== null && payment.pay(amountMicroUsdt)}
        >
          {amountMicroUsdt !== null && amountMicroUsdt > 0n
            ? m.wallet_pay_amount({ amount: formatUsdtExact(amountMicroUsdt) })
            : m.wallet_pay_button()}
        </Button>
      )}
      {short && <Alert tone="warning">{m.wallet_pay_short()}</Alert>}
      <PaymentProgress
        state={payment.state}
        explorerTxUrl={chain.explorerTxUrl}
        onNewPayment={payment.reset}
      />
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}
