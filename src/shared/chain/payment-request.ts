/**
 * The EIP-681 payment request for a USDT transfer to the sale wallet, as a QR code or an
 * `ethereum:` link carries it to a wallet app: the token contract, the chain, then `transfer` with
 * the recipient and the amount in the token's base units (micro-USDT), so the wallet fills in all four.
 */
export function paymentRequestUri({
  usdt,
  chainId,
  saleWallet,
  amountMicroUsdt,
}: {
  usdt: string;
  chainId: number;
  saleWallet: string;
  amountMicroUsdt: bigint;
}): string {
  if (amountMicroUsdt <= 0n) throw new RangeError("A payment request needs a positive amount");
  return `ethereum:${usdt}@${chainId}/transfer?address=${saleWallet}&uint256=${amountMicroUsdt}`;
}
