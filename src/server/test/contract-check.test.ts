import { describe, expect, it } from "vitest";
import { contractBreach, contractFor } from "@/server/test/contract-check";

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("contract check of the API tests' answers", () => {
  it("finds a route's contract by method and concrete path, static paths before parameters", () => {
    expect(contractFor("POST", "/api/wallets/nonce")?.path).toBe("/api/wallets/nonce");
    expect(contractFor("DELETE", "/api/wallets/0xabc")?.path).toBe("/api/wallets/:address");
    expect(contractFor("GET", "/api/admin/kyc/123?x=1")?.path).toBe("/api/admin/kyc/:id");
    expect(contractFor("GET", "/api/nothing")).toBeUndefined();
  });

  it("accepts an answer that keeps its contract, and an error answer on an undeclared error status", async () => {
    expect(
      await contractBreach("GET", "/api/admin/me", json({ operator: true, email: "a@b.ge" }, 200)),
    ).toBeNull();
    expect(await contractBreach("GET", "/api/admin/me", json({ error: "Please sign in." }, 401))).toBeNull();
  });

  it("names a body that breaks the schema of its status", async () => {
    const breach = await contractBreach("GET", "/api/admin/me", json({ operator: "yes" }, 200));
    expect(breach).toMatch(/GET \/api\/admin\/me answered 200 that breaks its contract: operator/);
  });

  it("names a success status the contract does not declare, and an error that is not an error answer", async () => {
    expect(await contractBreach("GET", "/api/admin/me", json({}, 201))).toMatch(/does not declare/);
    expect(await contractBreach("GET", "/api/admin/me", json({ message: 1 }, 403))).toMatch(
      /breaks its contract/,
    );
  });

  it("names a JSON schema answered with another media type", async () => {
    const html = new Response("<p>hi</p>", { status: 200, headers: { "Content-Type": "text/html" } });
    expect(await contractBreach("GET", "/api/admin/me", html)).toMatch(/text\/html, not JSON/);
  });
});
