import { ConnectorChainMismatchError, ProviderNotFoundError } from "@wagmi/core";
import {
  BaseError,
  ChainMismatchError,
  InsufficientFundsError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  UserRejectedRequestError,
} from "viem";
import { arbitrum, mainnet } from "viem/chains";
import { afterEach, describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { ApiRequestError } from "@/web/lib/api-request-error";
import { isDeclined, walletErrorMessage } from "./wallet-errors";

afterEach(() => setServerLocaleSource(() => "en"));

/** As the libraries throw them: the failure we name, wrapped by the call that met it. */
const wrapped = (cause: Error) => new BaseError("Transaction failed.", { cause });

describe("walletErrorMessage: what a failed wallet step tells the investor", () => {
  it.each([
    // wagmi's errors are not viem's BaseError: this one read "Something went wrong" before.
    ["no browser wallet (wagmi)", new ProviderNotFoundError(), "No browser wallet was found."],
    [
      "no ETH for the fee, deep in the chain",
      wrapped(new InsufficientFundsError()),
      "Your wallet does not hold enough ETH to pay the network fee. Add a little ETH on this network and try again.",
    ],
    [
      "the wallet on another chain (viem)",
      new ChainMismatchError({ chain: arbitrum, currentChainId: mainnet.id }),
      "Your wallet is connected to another network. Switch networks and try again.",
    ],
    [
      "the wallet on another chain (wagmi)",
      new ConnectorChainMismatchError({ connectionChainId: arbitrum.id, connectorChainId: mainnet.id }),
      "Your wallet is connected to another network. Switch networks and try again.",
    ],
    [
      "the switch refused",
      new SwitchChainError(new Error("nope")),
      "Your wallet could not switch networks. Switch it by hand in the wallet and try again.",
    ],
    [
      "a request already waiting (viem)",
      new ResourceUnavailableRpcError(new Error("pending")),
      "Your wallet already has a request waiting. Open your wallet and answer it.",
    ],
    [
      "a request already waiting (a raw EIP-1193 error)",
      Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending"), {
        code: -32002,
      }),
      "Your wallet already has a request waiting. Open your wallet and answer it.",
    ],
    [
      "declined",
      wrapped(new UserRejectedRequestError(new Error("no"))),
      "You declined the request in your wallet.",
    ],
    ["the server's refusal, as worded", new ApiRequestError(409, "Server words.", "x"), "Server words."],
    ["a viem failure we cannot name: its own sentence", new BaseError("Odd failure."), "Odd failure."],
    ["anything else", new TypeError("x is undefined"), "Something went wrong. Please try again."],
  ])("%s", (_, error, message) => {
    expect(walletErrorMessage(error)).toBe(message);
  });

  it("speaks Georgian on a Georgian page", () => {
    setServerLocaleSource(() => "ka");
    expect(walletErrorMessage(new ProviderNotFoundError())).toBe("ბრაუზერის საფულე ვერ მოიძებნა.");
    expect(walletErrorMessage(wrapped(new InsufficientFundsError()))).toBe(
      "თქვენს საფულეში ქსელის საკომისიოს გადასახდელად საკმარისი ETH არ არის. დაამატეთ ცოტა ETH ამ ქსელში და სცადეთ ხელახლა.",
    );
    // A failure we cannot name: said in Georgian, the wallet's own words quoted.
    expect(walletErrorMessage(new BaseError("Odd failure."))).toBe(
      "საფულემ მოთხოვნა ვერ შეასრულა. საფულის პასუხი: Odd failure.",
    );
  });

  it("reads a decline however the wallet delivers it, and only a decline", () => {
    // Some wallets' refusals reach us as the raw EIP-1193 error, not wrapped in viem's classes.
    const raw = Object.assign(new Error("User rejected the request."), { code: 4001 });
    expect(isDeclined(raw)).toBe(true);
    expect(isDeclined(new Error("Transaction failed.", { cause: raw }))).toBe(true);
    expect(isDeclined(wrapped(new UserRejectedRequestError(new Error("no"))))).toBe(true);
    expect(walletErrorMessage(raw)).toBe("You declined the request in your wallet.");
    expect(isDeclined(Object.assign(new Error("pending"), { code: -32002 }))).toBe(false);
    expect(isDeclined(wrapped(new InsufficientFundsError()))).toBe(false);
    expect(isDeclined({ code: "4001" })).toBe(false);
  });

  it("stops on a cause chain that loops", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(walletErrorMessage(a)).toBe("Something went wrong. Please try again.");
  });
});
