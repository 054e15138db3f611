import type { Address, PublicClient } from "viem";
import type { OperatorVariables } from "@/server/admin/require-operator";
import type { Auth } from "@/server/auth/auth";
import type { Finality } from "@/server/chain/finality";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import type { DistributionChain } from "@/server/distribution/distributor-chain";
import type { DocumentStore } from "@/server/kyc/document-store";
import type { Mailer } from "@/server/mail/mailer";
import type { Realtime } from "@/server/realtime/realtime";
import type { SaleFigures } from "@/server/sale/sale-figures";

/** What every part of the console's API is built from (its own file: the parts and the whole import it). */
export interface AdminDeps {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  sale: SaleFigures;
  config: Pick<Config, "baseUrl" | "production" | "operatorSignInMaxAgeMs">;
  /** The identity documents; without them the KYC review is absent (API tests of other parts). */
  documents?: DocumentStore;
  /** The chain refunds are checked on (final by `finality`); without it no refund can be recorded as paid. */
  chain?: {
    client: PublicClient;
    chainId: number;
    usdt: Address;
    saleWallet: Address;
    finality?: Finality;
    /** The PXL token and its distributors; without them rounds can be saved but not published. */
    distribution?: DistributionChain["distribution"];
  };
}

export type AdminEnv = { Variables: OperatorVariables };

/** The chain as the distribution needs it: absent without a chain or without the distribution's contracts. */
export function distributionChainOf(chain: AdminDeps["chain"]): DistributionChain | undefined {
  return chain?.distribution ? { ...chain, distribution: chain.distribution } : undefined;
}
