import { z } from "zod";
import { type ApiContract, fillPath } from "@/shared/api/contract";
import { apiFetch } from "@/web/lib/api-fetch";

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : undefined;
type Success = 200 | 201 | 202 | 204;

/** What a call of `C` needs: its path parameters, query and body, typed by its contract. */
export type ApiRequest<C extends ApiContract> = (C["params"] extends z.ZodType
  ? { params: { [K in keyof Input<C["params"]>]: string } }
  : { params?: undefined }) &
  (C["query"] extends z.ZodType ? { query?: Partial<Input<C["query"]>> } : { query?: undefined }) &
  (C["body"] extends z.ZodType ? { body: Input<C["body"]> } : { body?: undefined });

/** The parsed answer of `C`: the union of its success statuses' schemas. */
export type ApiAnswer<C extends ApiContract> = {
  [S in keyof C["responses"]]: S extends Success ? Output<C["responses"][S]> : never;
}[keyof C["responses"]];

const isZod = (spec: unknown): spec is z.ZodType =>
  typeof spec === "object" && spec !== null && "safeParse" in spec;

/** The address of a call: the path filled with its parameters, and the query string. */
export function apiUrl(
  route: ApiContract,
  { params, query }: { params?: Record<string, string>; query?: object } = {},
) {
  const path = fillPath(route.path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls a route by its contract (src/shared/api): the path, method and body come from it, and the
 * answer is parsed with the schemas it declares for success (and for the statuses in `accept`).
 * Errors are apiFetch's: an ApiRequestError with the server's words.
 */
export function api<C extends ApiContract>(
  route: C,
  ...[request, { accept = [], ...init } = {}]: Partial<ApiRequest<C>> extends ApiRequest<C>
    ? [request?: ApiRequest<C>, init?: RequestInit & { accept?: number[] }]
    : [request: ApiRequest<C>, init?: RequestInit & { accept?: number[] }]
): Promise<ApiAnswer<C>> {
  const { params, query, body } = (request ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  const schemas = [
    ...new Set(
      Object.entries(route.responses)
        .filter(([status]) => Number(status) < 300 || accept.includes(Number(status)))
        .map(([, spec]) => spec)
        .filter(isZod),
    ),
  ];
  const [first, second, ...rest] = schemas;
  const schema = !first ? z.unknown() : second ? z.union([first, second, ...rest]) : first;
  return apiFetch(apiUrl(route, { params, query }), schema, {
    method: route.method,
    // Every state-changing call sends JSON, an empty object when the route reads none.
    ...(route.method === "GET" ? {} : { body: JSON.stringify(body ?? {}) }),
    accept,
    ...init,
  }) as Promise<ApiAnswer<C>>;
}
