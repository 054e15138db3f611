import { DEMO_WALLET_COUNT, DEMO_WALLET_USDT, demoWallet } from "@/server/chain/local-chain";
import { DEMO_OUTBOX_PATH } from "@/shared/auth/demo-outbox";
import { formatUsdt } from "@/shared/format/money";

export interface StartupFacts {
  baseUrl: string;
  /** The demo's outbox is served (demo chain, no SMTP, not production). */
  outbox: boolean;
  /** The chain is the demo's local one, with its funded wallets. */
  demoChain: boolean;
  saleWallet: string;
}

/**
 * The last lines `npm start` prints: where the site is and, in the demo, how to try it end to end
 * (where the mails go, the funded wallets, how to pay without a browser wallet).
 */
export function startupSummary({ baseUrl, outbox, demoChain, saleWallet }: StartupFacts): string[] {
  const lines = [`Site:        ${baseUrl}`];
  if (outbox)
    lines.push(
      `Outbox:      ${baseUrl}${DEMO_OUTBOX_PATH}  (the demo sends no e-mail: confirmation links are here)`,
    );
  if (demoChain) {
    lines.push(`Sale wallet: ${saleWallet}  (demo chain, no real money)`);
    lines.push(
      `Demo wallets (${formatUsdt(DEMO_WALLET_USDT, { shown: 0 })} of test money each at the start):`,
    );
    for (let n = 1; n <= DEMO_WALLET_COUNT; n++) lines.push(`  ${n}. ${demoWallet(n).address}`);
    lines.push("Pay from one:  npm run demo:pay -- 250 --from 1   (USDT amount; wallet 1 to 4)");
  }
  return lines;
}
