import type { z } from "zod";
import { apiContracts } from "@/shared/api/api-contracts";
import { type ApiContract, pathPattern } from "@/shared/api/contract";
import { apiErrorSchema } from "@/shared/api-error";

/** Static paths first, so `/api/wallets/nonce` is never taken for `/api/wallets/:address`. */
const routes = [...apiContracts]
  .sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0))
  .map((route) => ({ route, pattern: pathPattern(route.path) }));

export function contractFor(method: string, path: string): ApiContract | undefined {
  const pathname = new URL(path, "http://contract.invalid").pathname;
  return routes.find(({ route, pattern }) => route.method === method && pattern.test(pathname))?.route;
}

const isZod = (spec: unknown): spec is z.ZodType =>
  typeof spec === "object" && spec !== null && "safeParse" in spec;

/**
 * What is wrong with an answer of a route that has a contract, or null when it keeps it: a JSON
 * body must parse with the schema declared for its status; an error status not declared must be
 * an error answer; a success status not declared is itself a breach.
 */
export async function contractBreach(
  method: string,
  path: string,
  response: Response,
): Promise<string | null> {
  const route = contractFor(method, path);
  if (!route) return null;
  const where = `${method} ${path} answered ${response.status}`;
  const declared = route.responses[response.status];
  const json = (response.headers.get("content-type") ?? "").includes("application/json");
  if (declared === undefined && response.status < 400)
    return `${where}, a status its contract does not declare`;
  const schema = declared === undefined ? (route.errors ?? apiErrorSchema) : declared;
  if (!isZod(schema)) return null;
  if (!json) return `${where} with ${response.headers.get("content-type") ?? "no content type"}, not JSON`;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; ");
  return `${where} that breaks its contract: ${issues}\n${JSON.stringify(body).slice(0, 500)}`;
}
