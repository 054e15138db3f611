import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOpenApi } from "@/shared/api/openapi-contract";
import { adminKeys } from "@/web/features/admin/api/admin-query-keys";
import { api } from "@/web/lib/api";

/** One operation of the document, as the reference lists it. */
export interface ReferenceOperation {
  method: string;
  path: string;
  summary: string;
  access: string;
  tag: string;
  parameters: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** The served document (GET /api/openapi.json) flattened to its operations, grouped by their tag. */
export function operationsOf(document: { paths: Record<string, unknown> }): ReferenceOperation[] {
  const operations: ReferenceOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item as Record<string, Record<string, unknown>>)) {
      if (!METHODS.includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        summary: String(value.summary ?? value.description ?? ""),
        access: String(value["x-access"] ?? "public"),
        tag: String((value.tags as string[] | undefined)?.[0] ?? "api"),
        parameters: (value.parameters as unknown[] | undefined) ?? [],
        requestBody: value.requestBody,
        responses: (value.responses as Record<string, unknown> | undefined) ?? {},
      });
    }
  }
  return operations.sort((a, b) => a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path));
}

export const apiReferenceQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, "api-reference"],
    queryFn: async () => operationsOf(await api(getOpenApi)),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useApiReference() {
  return useQuery(apiReferenceQuery());
}
