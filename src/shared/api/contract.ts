import type { z } from "zod";

/** Who may call a route: anyone, a signed-in investor, or an operator (admin role, second factor). */
export type Access = "public" | "investor" | "operator";
export type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** An answer that is not JSON (a CSV, a document image, a stream, a page), described by its media type. */
export interface RawBody {
  kind: "raw";
  mediaType: string;
  description: string;
}
export const raw = (mediaType: string, description: string): RawBody => ({
  kind: "raw",
  mediaType,
  description,
});

/**
 * A page's form as a browser posts it without script (`application/x-www-form-urlencoded`), its
 * fields checked by the same schema as the JSON route that the script calls.
 */
export interface FormBody {
  kind: "form";
  schema: z.ZodType;
}
export const formBody = (schema: z.ZodType): FormBody => ({ kind: "form", schema });

/** A JSON schema for the body, a raw body, or `null` for no body (204, 304). */
export type BodySpec = z.ZodType | RawBody | null;

/**
 * One API route, declared once: the server's tests check its answers against `responses`, the
 * OpenAPI document is built from it, and the browser's `api` client calls it by this object.
 * `path` is Hono's template (`/api/admin/kyc/:id`). A status not listed in `responses` may only be
 * an error answered with `errors` (our `{ error, code }` unless the route says otherwise).
 */
export interface ApiContract {
  method: Method;
  path: `/api/${string}`;
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType | RawBody | FormBody;
  responses: Record<number, BodySpec>;
  errors?: z.ZodType;
}

export function contract<const C extends ApiContract>(declared: C): C {
  return declared;
}

/** `/api/admin/kyc/:id` -> `/api/admin/kyc/{id}` (OpenAPI's form). */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");

/** The names of a template's parameters, in order. */
export const pathParamNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? "");

/** A regular expression that matches a concrete path (no query) against the template. */
export function pathPattern(path: string): RegExp {
  const escaped = path
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part.startsWith(":") ? "([^/]+)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  // Exact, as Hono routes (strict): `/api/sale/` is another path.
  return new RegExp(`^${escaped}$`);
}

/** A template filled with its parameters, each encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}
