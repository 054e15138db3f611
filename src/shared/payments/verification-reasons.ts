/** Why a payment could not be verified by its hash: the spec's catalogue, in words for the investor. */
export const verificationReasons = {
  invalid_hash: "This is not a transaction hash: it starts with 0x and has 64 hexadecimal characters.",
  not_found:
    "Transaction not found on the Arbitrum blockchain. Check the hash, and that the transaction was confirmed on Arbitrum One.",
  not_mined_yet: "Transaction details not found yet. Please wait a few minutes and try again.",
  failed: "The transaction failed on the blockchain, so no USDT was transferred.",
  not_usdt: "This transaction is not a USDT transfer (it did not move USDT on Arbitrum).",
  wrong_recipient: "The USDT was sent to the wrong wallet.",
  unparseable: "Could not parse the USDT transfer data of this transaction.",
  zero_value: "This transfer moved 0 USDT, so it paid for nothing. Send the amount you want to invest.",
  from_sale_wallet:
    "This transfer was sent from the sale wallet itself (a refund or an internal move), not a payment to it.",
  before_start: "This transaction was mined before the sale started, so it is not a payment for this sale.",
} as const;

export type VerificationReason = keyof typeof verificationReasons;
