// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiContracts } from "@/shared/api/api-contracts";
import { openApiDocument } from "@/shared/api/openapi-document";
import { ApiReference } from "@/web/features/admin/api-reference/api-reference";
import { operationsOf } from "@/web/features/admin/api-reference/api-reference-query";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The document as the server builds it from the contracts (Better Auth's part aside). */
const document = openApiDocument(apiContracts, "test");

describe("the operators' API reference", () => {
  it("flattens the document to one entry per operation, with who may call it", () => {
    const operations = operationsOf(document);
    expect(operations).toHaveLength(apiContracts.length);
    expect(
      operations.find((o) => o.method === "POST" && o.path === "/api/admin/kyc/{id}/decision"),
    ).toMatchObject({
      access: "operator",
      tag: "admin",
    });
    expect(operations.find((o) => o.path === "/api/sale")?.access).toBe("public");
  });

  it("lists the routes the server serves, grouped, each opening on its schemas", async () => {
    const fetch = vi.fn(async () => Response.json(document));
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiReference />
      </QueryClientProvider>,
    );
    const admin = await screen.findByRole("region", { name: "/api/admin" });
    const decide = within(admin).getByText("/api/admin/kyc/{id}/decision").closest("li");
    expect(decide?.textContent).toMatch(/POST.*operator.*Verify or reject/);
    expect([...(decide?.querySelectorAll("pre") ?? [])].map((pre) => pre.textContent).join()).toMatch(
      /"decision"/,
    );
    expect(fetch).toHaveBeenCalledWith("/api/openapi.json", expect.anything());
  });
});
