import { BaseError, ContractFunctionRevertedError, encodeErrorResult } from "viem";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { claimRefusalMessage } from "@/web/lib/claim-errors";
import { nextClaim } from "@/web/lib/claim-state";

const abi = [{ type: "error", name: "NothingToClaim", inputs: [] }] as const;
const refusal = () =>
  new BaseError("reverted", {
    cause: new ContractFunctionRevertedError({
      abi,
      functionName: "claim",
      data: encodeErrorResult({ abi, errorName: "NothingToClaim" }),
    }),
  });

beforeEach(() => setServerLocaleSource(() => "ka"));
afterEach(() => setServerLocaleSource(() => "en"));

describe("a claim's refusals and failures in Georgian", () => {
  it("says why the distributor refused", () => {
    expect(claimRefusalMessage(refusal())).toBe(
      "მისაღები აღარაფერია: ეს ტოკენები ამ ანგარიშისთვის უკვე მიღებულია.",
    );
  });

  it("says a reverted claim moved no tokens", () => {
    const hash = `0x${"ab".repeat(32)}` as const;
    const sent = nextClaim(
      nextClaim(nextClaim({ step: "idle" }, { type: "start" }), { type: "sent", hash }),
      {
        type: "mined",
        hash,
        outcome: "reverted",
      },
    );
    expect(sent).toMatchObject({ step: "failed", reason: "reverted" });
    expect(sent.step === "failed" && sent.message).toMatch(/^მოთხოვნა ბლოკჩეინზე გაუქმდა/);
  });
});
