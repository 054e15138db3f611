import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isClosedAuthPath } from "@/server/auth/auth-routes";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";
import { openApiPath } from "@/shared/api/contract";

const DOCUMENTED_METHODS = ["get", "post", "put", "patch", "delete"];

describe("GET /api/openapi.json", () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createTestApp>;
  let document: { openapi: string; paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    // Every feature mounted: the chain's and the distribution's routes too. Only the route table is
    // read here, so the chain is never called.
    api = createTestApp(
      database,
      {},
      {
        chain: {
          client: {} as never,
          chainId: 412346,
          usdt: "0x0000000000000000000000000000000000000001",
          saleWallet: "0x0000000000000000000000000000000000000002",
          distribution: { pxlToken: null, pxlDistributor: null, dividendDistributor: null },
        },
      },
    );
    const response = await api.call("/api/openapi.json");
    expect(response.status).toBe(200);
    document = await response.json();
  });
  afterAll(() => database?.destroy());

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    // The validator dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  /** `GET /api/admin/kyc/{id}` for each endpoint the app answers: its own and Better Auth's. */
  function mountedEndpoints(): string[] {
    const seen = new Set<string>();
    for (const route of api.app.routes) {
      if (route.method === "ALL" || !route.path.startsWith("/api/") || route.path.endsWith("*")) continue;
      seen.add(`${route.method} ${openApiPath(route.path)}`);
    }
    const authApi = api.services.auth.api as Record<
      string,
      { path?: string; options?: { method?: unknown } }
    >;
    for (const endpoint of Object.values(authApi)) {
      if (!endpoint.path || isClosedAuthPath(endpoint.path)) continue;
      for (const method of [endpoint.options?.method ?? []].flat()) {
        if (typeof method === "string" && method !== "*")
          seen.add(`${method} ${openApiPath(`/api/auth${endpoint.path}`)}`);
      }
    }
    return [...seen].sort();
  }

  function documentedEndpoints(): string[] {
    return Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => DOCUMENTED_METHODS.includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
  }

  it("lists every endpoint the app mounts, and nothing it does not", () => {
    const mounted = mountedEndpoints();
    expect(mounted).toEqual(
      expect.arrayContaining([
        "GET /api/admin/kyc/{id}",
        "POST /api/auth/sign-in/email",
        "GET /api/rounds/{id}",
      ]),
    );
    expect(documentedEndpoints()).toEqual(mounted);
  });

  it("closes Better Auth's own document and reference page (this one is the document)", async () => {
    for (const path of [
      "/api/auth/open-api/generate-schema",
      "/api/auth/reference",
      "/api/auth/sign-up/email",
      // However a router might spell them.
      "/api/auth/reference/",
      "/api/auth/Reference",
      "/api/auth//open-api/generate-schema",
      "/api/auth/open-api//generate-schema/",
    ]) {
      expect((await api.call(path)).status, path).toBe(404);
    }
  });

  it("says who may call each route and what it answers", () => {
    const decide = document.paths["/api/admin/kyc/{id}/decision"]?.post as Record<string, unknown>;
    expect(decide["x-access"]).toBe("operator");
    expect(Object.keys(decide.responses as object)).toEqual(expect.arrayContaining(["200", "default"]));
    const sale = document.paths["/api/sale"]?.get as Record<string, unknown>;
    expect(sale["x-access"]).toBe("public");
    expect(sale.security).toEqual([]);
  });
});
