import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  encodeDeployData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  type Hex,
  hashMessage,
  hexToBool,
  isAddressEqual,
  type PublicClient,
  RawContractError,
  recoverMessageAddress,
} from "viem";
import { call } from "viem/actions";

/** Whether `address` signed the message, or that the chain could not be asked. */
export type SignatureCheck = "valid" | "invalid" | "unavailable";

/**
 * Checks an EIP-191 signature of `message` by `address`, telling a wrong signature from a chain
 * that cannot be asked. viem's `verifySiweMessage` cannot: it reads any failed call, an unreachable
 * node included, as an invalid signature.
 *
 * A key's own signature is proven by arithmetic, without the chain. Any other may still be a contract
 * wallet's (EIP-1271, or EIP-6492 before it is deployed): the ERC-6492 universal validator judges it
 * in one `eth_call`, deployless (no contract of ours on chain). Its answer, false or a revert, is
 * "invalid"; any other failure (no connection, a timeout, HTTP 429, an internal error) is
 * "unavailable", so nothing is refused for want of an answer.
 */
export async function checkSignature(
  client: PublicClient,
  { address, message, signature }: { address: Address; message: string; signature: Hex },
): Promise<SignatureCheck> {
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return "valid";
  } catch {
    // Not a 65-byte signature: a contract wallet's may have any shape.
  }
  try {
    // No CCIP-Read: a contract could otherwise make the server fetch a URL of its choosing.
    const { data } = await call(
      { ...client, ccipRead: false },
      {
        data: encodeDeployData({
          abi: erc6492SignatureValidatorAbi,
          args: [address, hashMessage(message), signature],
          bytecode: erc6492SignatureValidatorByteCode,
        }),
      },
    );
    return hexToBool(data ?? "0x0") ? "valid" : "invalid";
  } catch (error) {
    return isRevert(error) ? "invalid" : "unavailable";
  }
}

function isRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return (
    error.walk(
      (e) =>
        e instanceof ExecutionRevertedError ||
        e instanceof ContractFunctionRevertedError ||
        e instanceof RawContractError,
    ) !== null
  );
}
