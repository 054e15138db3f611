import { z } from "zod";
import {
  type ApiContract,
  type BodySpec,
  type FormBody,
  openApiPath,
  type RawBody,
} from "@/shared/api/contract";
import { apiErrorSchema } from "@/shared/api-error";

type JsonSchema = Record<string, unknown>;
export type OpenApiOperation = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** The cookie Better Auth keeps the session in (`__Secure-` prefixed in production). */
export const SESSION_COOKIE = "better-auth.session_token";

/**
 * The wire form of a schema: what is sent, before any transform (amounts are strings there).
 * Types JSON cannot carry are left open rather than failing the whole document.
 */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

const isRaw = (spec: BodySpec | z.ZodType): spec is RawBody =>
  spec !== null && typeof spec === "object" && "kind" in spec && (spec as RawBody).kind === "raw";

const isForm = (spec: z.ZodType | RawBody | FormBody): spec is FormBody =>
  "kind" in spec && (spec as FormBody).kind === "form";

function content(spec: z.ZodType | RawBody | FormBody) {
  if (isForm(spec)) return { "application/x-www-form-urlencoded": { schema: jsonSchema(spec.schema) } };
  if (isRaw(spec)) return { [spec.mediaType]: { schema: { type: "string", description: spec.description } } };
  return { "application/json": { schema: jsonSchema(spec) } };
}

/** Each property of an object schema as one parameter `in` the path or the query. */
function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema);
  const required = new Set((object.required as string[] | undefined) ?? []);
  const properties = (object.properties as Record<string, JsonSchema> | undefined) ?? {};
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

const statusText: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted: not final yet",
  204: "No content",
  304: "Not modified",
  400: "Refused",
  404: "Not found",
  409: "Conflict",
};

function operation(route: ApiContract): OpenApiOperation {
  const responses: Record<string, unknown> = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    const description = statusText[Number(status)] ?? `Status ${status}`;
    responses[status] = spec === null ? { description } : { description, content: content(spec) };
  }
  responses.default = {
    description: "An error, in words for the person reading it (400 invalid input, 401, 403, 404, 413, 429)",
    content: { "application/json": { schema: jsonSchema(route.errors ?? apiErrorSchema) } },
  };
  const tag = route.path.split("/")[2] ?? "api";
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? "").toUpperCase())}`,
    summary: route.summary,
    tags: [tag],
    "x-access": route.access,
    ...(route.access === "public" ? { security: [] } : { security: [{ sessionCookie: [] }] }),
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(route.body ? { requestBody: { required: true, content: content(route.body) } } : {}),
    responses,
  };
}

/**
 * OpenAPI 3.1 for our routes, built from their contracts. `x-access` says who may call each:
 * public, investor (a session) or operator (the admin role with a second factor).
 */
export function openApiDocument(contracts: readonly ApiContract[], version: string): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const route of contracts) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "PXL sale site API",
      version,
      description:
        "Amounts are integer strings in base units (micro-USDT, micro-PXL). State-changing requests need a same-origin Origin header.",
    },
    paths,
    components: {
      securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
    },
  };
}
