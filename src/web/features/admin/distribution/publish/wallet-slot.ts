import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  type ReactNode,
  useContext,
} from "react";

/** What the publication needs of the site's wallet session (payments' wallet-session.tsx, by the route). */
export interface WalletSlotProps {
  chainId: number;
  prompt: string;
  children: (session: {
    account: `0x${string}` | undefined;
    controls: ReactNode;
    errorMessage: (error: unknown) => string;
  }) => ReactNode;
}

export type WalletSlot = ComponentType<WalletSlotProps> | LazyExoticComponent<ComponentType<WalletSlotProps>>;

/**
 * The wallet session, handed in by the console's route: a feature never imports another one, and the
 * wallet (wagmi, the demo wallets, connect) belongs to payments.
 */
export const WalletSlotContext = createContext<WalletSlot | null>(null);

export const useWalletSlot = () => useContext(WalletSlotContext);
