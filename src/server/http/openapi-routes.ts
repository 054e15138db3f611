import { Hono } from "hono";
import type { Auth } from "@/server/auth/auth";
import { isClosedAuthPath } from "@/server/auth/auth-routes";
import { apiContracts } from "@/shared/api/api-contracts";
import { type OpenApiDocument, openApiDocument } from "@/shared/api/openapi-document";

/** The document's version: bumped when a route changes in a way a client would notice. */
export const API_VERSION = "1.0.0";

/**
 * Our contracts' document with Better Auth's routes merged under /api/auth (from its openAPI
 * plugin). The endpoints we close are left out; where we guard one of its routes (sign-in and
 * reset requests need a captcha) our contract describes it.
 */
export async function buildOpenApiDocument(auth: Auth): Promise<OpenApiDocument> {
  const document = openApiDocument(apiContracts, API_VERSION);
  const theirs = (await auth.api.generateOpenAPISchema()) as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, unknown> };
  };
  for (const [path, item] of Object.entries(theirs.paths)) {
    const full = `/api/auth${path}`;
    if (isClosedAuthPath(path) || document.paths[full]) continue;
    const operations: Record<string, Record<string, unknown>> = {};
    for (const [method, operation] of Object.entries(item)) {
      operations[method] = { ...operation, tags: ["auth"], "x-access": "public" };
    }
    document.paths[full] = operations;
  }
  document.components.schemas = { ...theirs.components.schemas };
  return document;
}

export function openApiRoutes(auth: Auth) {
  // Built once: the routes do not change while the server runs.
  let document: Promise<OpenApiDocument> | undefined;
  return new Hono().get("/", async (c) => {
    document ??= buildOpenApiDocument(auth);
    return c.json(await document);
  });
}
