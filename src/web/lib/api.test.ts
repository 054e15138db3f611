import { afterEach, describe, expect, it, vi } from "vitest";
import { decideKyc } from "@/shared/admin/admin-contract";
import { getPublicRound } from "@/shared/distribution/distribution-contract";
import { subscribe } from "@/shared/newsletter/newsletter-contract";
import { api, apiUrl } from "@/web/lib/api";
import { ApiRequestError } from "@/web/lib/api-request-error";

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("api: the browser calls a route by its contract", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fills and encodes path parameters, and leaves empty query values out", () => {
    expect(apiUrl(getPublicRound, { params: { id: "a/b c" } })).toBe("/api/rounds/a%2Fb%20c");
    expect(apiUrl(decideKyc, { params: { id: "1" }, query: { x: "y", none: undefined, empty: "" } })).toBe(
      "/api/admin/kyc/1/decision?x=y",
    );
  });

  it("sends the contract's method and JSON body, and parses the answer with its schema", async () => {
    const fetch = vi.fn(async () => answer({ status: "subscribed" }, 201));
    vi.stubGlobal("fetch", fetch);
    await expect(api(subscribe, { body: { email: "a@b.ge", website: "" } })).resolves.toEqual({
      status: "subscribed",
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/newsletter",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "a@b.ge", website: "" }) }),
    );
  });

  it("parses an accepted refusal with the schema declared for it, and throws the server's words otherwise", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer({ status: "already_subscribed" }, 409)),
    );
    await expect(api(subscribe, { body: { email: "a@b.ge" } }, { accept: [409] })).resolves.toEqual({
      status: "already_subscribed",
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer({ error: "Please wait.", code: "rate_limited" }, 429)),
    );
    const refused = api(subscribe, { body: { email: "a@b.ge" } });
    await expect(refused).rejects.toBeInstanceOf(ApiRequestError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: "Please wait.",
      code: "rate_limited",
    });
  });

  it("refuses an answer that breaks the contract", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer({ status: "maybe" }, 201)),
    );
    await expect(api(subscribe, { body: { email: "a@b.ge" } })).rejects.toThrow();
  });
});
